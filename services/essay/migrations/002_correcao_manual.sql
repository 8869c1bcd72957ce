-- Activities with tipo_correcao = 'manual': the student's essay is stored for the teacher without an AI
-- correction (aguardando_professor) until the teacher grades it (corrigida_professor) or runs the AI (Corrigir).
ALTER TABLE redacoes DROP CONSTRAINT redacoes_status_check;
ALTER TABLE redacoes ADD CONSTRAINT redacoes_status_check
  CHECK (status IN ('pendente', 'processando', 'concluida', 'falhou', 'aguardando_professor', 'corrigida_professor'));
