-- Retention per school (issue 38): how many months after an essay was sent its contents and photos are kept (NULL: no
-- limit), when the essay service's job last ran for the school, and what its last erasure removed (a JSON summary).
ALTER TABLE escolas ADD COLUMN retencao_meses INTEGER CHECK (retencao_meses BETWEEN 1 AND 120);
ALTER TABLE escolas ADD COLUMN retencao_executada_em TIMESTAMPTZ;
ALTER TABLE escolas ADD COLUMN retencao_ultima_remocao JSONB;
