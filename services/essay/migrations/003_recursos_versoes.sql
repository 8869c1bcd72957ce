-- Rewrites: a new version of a corrected essay points at the one it rewrites (graded blind: the engine never
-- reads the earlier version; the link only serves the comparison and the grouped history).
ALTER TABLE redacoes ADD COLUMN versao_anterior_id INTEGER REFERENCES redacoes(id) ON DELETE SET NULL;
CREATE INDEX redacoes_versao_anterior ON redacoes (versao_anterior_id) WHERE versao_anterior_id IS NOT NULL;

-- Appeals: one per competency of an essay (UNIQUE), against the correction that graded it.
CREATE TABLE recursos (
  id SERIAL PRIMARY KEY,
  redacao_id INTEGER NOT NULL REFERENCES redacoes(id) ON DELETE CASCADE,
  correcao_id INTEGER NOT NULL REFERENCES correcoes(id) ON DELETE CASCADE,
  usuario_id INTEGER NOT NULL,
  competencia SMALLINT NOT NULL CHECK (competencia BETWEEN 1 AND 5),
  motivo TEXT NOT NULL CHECK (char_length(motivo) BETWEEN 20 AND 1000),
  nota_original INTEGER NOT NULL CHECK (nota_original BETWEEN 0 AND 200),
  -- 'professor': an activity essay, decided by the room's teacher; 'ia': a free essay, re-graded by the AI.
  decide TEXT NOT NULL CHECK (decide IN ('professor', 'ia')),
  status TEXT NOT NULL DEFAULT 'pendente' CHECK (status IN ('pendente', 'aceito', 'rejeitado')),
  nota_nova INTEGER CHECK (nota_nova BETWEEN 0 AND 200 AND nota_nova % 40 = 0),
  comentario TEXT,
  decidido_por TEXT CHECK (decidido_por IN ('professor', 'ia')),
  decisor_id INTEGER,
  criado_em TIMESTAMPTZ NOT NULL DEFAULT now(),
  decidido_em TIMESTAMPTZ,
  UNIQUE (redacao_id, competencia),
  CHECK ((status = 'pendente') = (decidido_em IS NULL))
);
CREATE INDEX recursos_pendentes ON recursos (criado_em) WHERE status = 'pendente';
