-- Issue 11: the teacher's grade per competency (0, 40 … 200 each) beside the total nota_professor. With a proposal, it
-- also becomes one of the proposal's graded references (kept by the proposal service).
ALTER TABLE redacoes ADD COLUMN notas_professor SMALLINT[]
  CHECK (notas_professor IS NULL OR (array_length(notas_professor, 1) = 5 AND 0 <= ALL (notas_professor) AND 200 >= ALL (notas_professor)));
