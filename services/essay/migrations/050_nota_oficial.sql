-- One official grade per essay (issue 46), decided only by the essay store (packages/essay-domain/src/store/grades.ts):
-- the grade every screen, export and API shows, per competency and in total, with where it came from. The AI's
-- correction (essay.correcoes) keeps the AI's grades untouched; a teacher's review, an appeal decision or a human double
-- grading writes here instead. NULL: no grade decided yet (pending, held for the teacher, awaiting a manual grade).
ALTER TABLE redacoes ADD COLUMN nota_oficial INTEGER CHECK (nota_oficial BETWEEN 0 AND 1000);
-- NULL with a nota_oficial: the teacher gave only a total.
ALTER TABLE redacoes ADD COLUMN notas_oficiais SMALLINT[]
  CHECK (notas_oficiais IS NULL OR (array_length(notas_oficiais, 1) = 5 AND 0 <= ALL (notas_oficiais) AND 200 >= ALL (notas_oficiais)));
ALTER TABLE redacoes ADD COLUMN origem_nota TEXT CHECK (origem_nota IN ('ia', 'professor', 'recurso', 'dupla_correcao'));
ALTER TABLE redacoes ADD CONSTRAINT redacoes_nota_oficial_origem CHECK ((nota_oficial IS NULL) = (origem_nota IS NULL));

-- Every decision, oldest first: the latest row is the grade in force (it is also what redacoes holds).
CREATE TABLE notas_historico (
  id SERIAL PRIMARY KEY,
  redacao_id INTEGER NOT NULL REFERENCES redacoes(id) ON DELETE CASCADE,
  total INTEGER NOT NULL CHECK (total BETWEEN 0 AND 1000),
  notas SMALLINT[],
  origem TEXT NOT NULL CHECK (origem IN ('ia', 'professor', 'recurso', 'dupla_correcao')),
  -- Who decided (the teacher, the coordinator); NULL for the AI.
  autor_id INTEGER,
  correcao_id INTEGER REFERENCES correcoes(id) ON DELETE SET NULL,
  recurso_id INTEGER REFERENCES recursos(id) ON DELETE SET NULL,
  criado_em TIMESTAMPTZ NOT NULL DEFAULT now()
);
CREATE INDEX notas_historico_redacao ON notas_historico (redacao_id, id);

-- The grades in force before this migration: the teacher's when they graded, else the current correction's (an
-- accepted appeal had rewritten it in place) unless held for the teacher.
WITH vigente AS (
  SELECT r.id,
         COALESCE(r.nota_professor, c.nota_geral_enem) AS total,
         CASE WHEN r.nota_professor IS NOT NULL THEN r.notas_professor
              WHEN c.id IS NOT NULL THEN ARRAY[c.c1_nota, c.c2_nota, c.c3_nota, c.c4_nota, c.c5_nota]::smallint[] END AS notas,
         CASE WHEN r.nota_professor IS NOT NULL THEN 'professor'
              WHEN EXISTS (SELECT 1 FROM recursos a WHERE a.redacao_id = r.id AND a.status = 'aceito') THEN 'recurso'
              ELSE 'ia' END AS origem,
         r.revisado_por, c.id AS correcao_id
    FROM redacoes r
    LEFT JOIN correcoes c ON c.id = r.correcao_atual_id AND c.status = 'concluida'
   WHERE r.status <> 'em_revisao' AND (r.nota_professor IS NOT NULL OR c.nota_geral_enem IS NOT NULL)
), gravada AS (
  UPDATE redacoes r SET nota_oficial = v.total, notas_oficiais = v.notas, origem_nota = v.origem FROM vigente v WHERE r.id = v.id RETURNING r.id
)
INSERT INTO notas_historico (redacao_id, total, notas, origem, autor_id, correcao_id)
SELECT v.id, v.total, v.notas, v.origem, CASE WHEN v.origem = 'professor' THEN v.revisado_por END, v.correcao_id FROM vigente v;
