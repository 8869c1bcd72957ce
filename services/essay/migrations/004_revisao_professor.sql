-- Teacher as third rater: an AI grade held for the room's teacher (em_revisao) with the reason, who must release it,
-- and who decided the grade the student sees.
ALTER TABLE redacoes DROP CONSTRAINT redacoes_status_check;
ALTER TABLE redacoes ADD CONSTRAINT redacoes_status_check
  CHECK (status IN ('pendente', 'processando', 'concluida', 'falhou', 'aguardando_professor', 'corrigida_professor', 'em_revisao'));
ALTER TABLE redacoes ADD COLUMN motivo_revisao TEXT;
ALTER TABLE redacoes ADD COLUMN revisor_responsavel_id INTEGER;
ALTER TABLE redacoes ADD COLUMN nota_decidida_por TEXT CHECK (nota_decidida_por IN ('ia', 'professor'));
CREATE INDEX redacoes_em_revisao ON redacoes (revisor_responsavel_id, data_envio) WHERE status = 'em_revisao';
