-- Batch grading as the ENEM grades (issue 54): a blank sheet or one of 7 lines or fewer is recorded as a 0 with its
-- reason (em_branco / texto_insuficiente), not charged and not retried, instead of failing.
ALTER TABLE lote_itens DROP CONSTRAINT lote_itens_etapa_check;
ALTER TABLE lote_itens ADD CONSTRAINT lote_itens_etapa_check
  CHECK (etapa IN ('transcrevendo', 'enviada', 'ja_enviada', 'falhou', 'zerada'));
ALTER TABLE lote_itens ADD COLUMN motivo_zero TEXT CHECK (motivo_zero IN ('em_branco', 'texto_insuficiente'));
