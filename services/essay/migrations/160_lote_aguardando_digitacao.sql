-- Issue 49: a batch page the OCR could not read is held for the student (or the teacher) to type looking at the photo:
-- its own stage, not a failure (not retried, not graded, its credit given back), so the report names who must type.
ALTER TABLE lote_itens DROP CONSTRAINT lote_itens_etapa_check;
ALTER TABLE lote_itens ADD CONSTRAINT lote_itens_etapa_check
  CHECK (etapa IN ('transcrevendo', 'enviada', 'ja_enviada', 'falhou', 'zerada', 'aguardando_digitacao'));
-- Pages already held before this stage existed (failed with the typing message) move to it.
UPDATE lote_itens SET etapa = 'aguardando_digitacao', erro = NULL
 WHERE etapa = 'falhou' AND erro LIKE 'Página ilegível para o reconhecimento automático%';
