-- Issue 52: whose words are these. One row per essay with its fingerprints (winnowed 5-word shingles, 32-bit hashes)
-- and what its check found when its correction completed. The GIN index answers "which essays share any of these
-- fingerprints" at network scale; the full report (passages side by side) is recomputed when a teacher opens it, so it
-- never keeps another student's words and follows the essays sent later.
CREATE TABLE integridade (
  redacao_id INTEGER PRIMARY KEY REFERENCES redacoes(id) ON DELETE CASCADE,
  -- The proposal the essay answers (templates are passages shared across different proposals); NULL: none known.
  proposta_id INTEGER,
  marcas INTEGER[] NOT NULL,
  palavras INTEGER NOT NULL,
  palavras_proprias INTEGER NOT NULL,
  copia_motivadores INTEGER NOT NULL,
  maior_semelhanca REAL NOT NULL DEFAULT 0,
  possivel_copia BOOLEAN NOT NULL DEFAULT false,
  calculada_em TIMESTAMPTZ NOT NULL DEFAULT now()
);
CREATE INDEX integridade_marcas ON integridade USING gin (marcas);
