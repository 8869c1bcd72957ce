-- The writing-process record (issue 50): how each essay's text came to be (time spent, sessions, typed vs pasted, the
-- largest pastes with their text, a timeline of lengths and a few texts along the way), as the editor recorded it.
-- One row per essay, written in the statement that stores the essay; erased with the essay's contents.
CREATE TABLE processos_escrita (
  redacao_id INTEGER PRIMARY KEY REFERENCES redacoes (id) ON DELETE CASCADE,
  dados JSONB NOT NULL,
  criado_em TIMESTAMPTZ NOT NULL DEFAULT now()
);
-- The record so far of a draft, so it follows the draft to another device.
ALTER TABLE rascunhos ADD COLUMN processo JSONB;
