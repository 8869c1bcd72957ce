-- 'revisao': the AI corrects, and an uncertain grade waits for the room's teacher before the student sees it.
ALTER TABLE atividades DROP CONSTRAINT atividades_tipo_correcao_check;
ALTER TABLE atividades ADD CONSTRAINT atividades_tipo_correcao_check CHECK (tipo_correcao IN ('automatica', 'revisao', 'manual'));
