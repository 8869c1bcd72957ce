-- Issue 11. The theme bank: built-in public proposals made from the Essay-BR prompts (banco_prompt_id = the corpus
-- prompt id; criador_id 0 = nobody, so nobody edits or deletes them), and graded references: essays of a proposal
-- with trusted grades per competency — the corpus raters' (origem 'corpus') or a teacher's review (origem
-- 'professor', one per essay, redacao_id) — that the correction engine calibrates with.
ALTER TABLE propostas ADD COLUMN banco_prompt_id INTEGER UNIQUE;

CREATE TABLE referencias (
  id SERIAL PRIMARY KEY,
  proposta_id INTEGER NOT NULL REFERENCES propostas(id) ON DELETE CASCADE,
  origem TEXT NOT NULL CHECK (origem IN ('corpus', 'professor')),
  -- The reviewed essay (essay service) and the teacher who graded it; NULL for the corpus.
  redacao_id INTEGER UNIQUE,
  autor_id INTEGER,
  texto TEXT NOT NULL CHECK (length(btrim(texto)) > 0),
  notas SMALLINT[] NOT NULL CHECK (array_length(notas, 1) = 5 AND 0 <= ALL (notas) AND 200 >= ALL (notas)),
  criado_em TIMESTAMPTZ NOT NULL DEFAULT now(),
  atualizado_em TIMESTAMPTZ NOT NULL DEFAULT now(),
  CHECK ((origem = 'professor') = (redacao_id IS NOT NULL))
);
CREATE INDEX referencias_proposta ON referencias (proposta_id, origem);

-- Version of the bank last seeded: a restart with the same data skips the seeding.
CREATE TABLE banco_versao (
  unica BOOLEAN PRIMARY KEY DEFAULT true CHECK (unica),
  versao TEXT NOT NULL,
  semeado_em TIMESTAMPTZ NOT NULL DEFAULT now()
);
