-- Drafts (issue 50): what a student is writing, saved as they type, listed and resumed on any device; never charged.
-- `versao` counts the saves; rascunho_versoes keeps earlier texts: the one a later save from another tab or device
-- replaced (conflito) and one every few minutes (periodica), the oldest pruned by the store.
CREATE TABLE rascunhos (
  id SERIAL PRIMARY KEY,
  usuario_id INTEGER NOT NULL,
  atividade_id INTEGER,
  proposta_tematica_id INTEGER,
  titulo TEXT NOT NULL DEFAULT '',
  texto TEXT NOT NULL DEFAULT '',
  versao INTEGER NOT NULL DEFAULT 1,
  criado_em TIMESTAMPTZ NOT NULL DEFAULT now(),
  atualizado_em TIMESTAMPTZ NOT NULL DEFAULT now()
);
CREATE INDEX rascunhos_usuario ON rascunhos (usuario_id, atualizado_em DESC);

CREATE TABLE rascunho_versoes (
  id SERIAL PRIMARY KEY,
  rascunho_id INTEGER NOT NULL REFERENCES rascunhos (id) ON DELETE CASCADE,
  versao INTEGER NOT NULL,
  titulo TEXT NOT NULL,
  texto TEXT NOT NULL,
  motivo TEXT NOT NULL CHECK (motivo IN ('conflito', 'periodica')),
  -- When that text was saved (the draft's atualizado_em then).
  salvo_em TIMESTAMPTZ NOT NULL
);
CREATE INDEX rascunho_versoes_rascunho ON rascunho_versoes (rascunho_id, id DESC);
