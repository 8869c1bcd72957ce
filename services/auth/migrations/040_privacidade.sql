-- Data protection (LGPD, issue 38).
-- Account deletion: the person (or their school's coordinator) asks; the account is erased once the grace period ends.
-- exclusao_agendada_para: when the erasure job may run; exclusao_solicitada_por: who asked (the person themself, or
-- the coordinator/admin acting for the school, whose request a login does not cancel).
ALTER TABLE usuarios ADD COLUMN exclusao_agendada_para TIMESTAMPTZ;
ALTER TABLE usuarios ADD COLUMN exclusao_solicitada_por INTEGER;
-- Set when the personal data was erased: the row stays, anonymised, so a school's and a teacher's figures still add up.
ALTER TABLE usuarios ADD COLUMN anonimizada_em TIMESTAMPTZ;
CREATE INDEX usuarios_exclusao_pendente ON usuarios (exclusao_agendada_para) WHERE exclusao_agendada_para IS NOT NULL AND anonimizada_em IS NULL;

-- Transparency: the privacy notice version a person accepted at registration, and accounts a school created under
-- its own responsibility (the school is the controller; no self-registration consent, e.g. for minors).
ALTER TABLE usuarios ADD COLUMN politica_versao TEXT;
ALTER TABLE usuarios ADD COLUMN politica_aceita_em TIMESTAMPTZ;
ALTER TABLE usuarios ADD COLUMN conta_escolar BOOLEAN NOT NULL DEFAULT false;
