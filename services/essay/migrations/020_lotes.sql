-- Bulk submission of a whole class (issue 13). A batch is one uploaded file; each item becomes one student's
-- submission for the activity, charged to the teacher who sent it (one credit per item, reserved per item).
CREATE TABLE lotes (
  id SERIAL PRIMARY KEY,
  atividade_id INTEGER NOT NULL,
  professor_id INTEGER NOT NULL,
  formato TEXT NOT NULL CHECK (formato IN ('csv', 'zip', 'pdf')),
  nome_arquivo TEXT NOT NULL,
  -- Re-sending the same bytes to the same activity is the same batch (no duplicates).
  hash_arquivo TEXT NOT NULL,
  substituir BOOLEAN NOT NULL DEFAULT false,
  -- The activity as it was when the batch came (photos become essays later, after their OCR).
  proposta_tematica_id INTEGER,
  status_entrega TEXT CHECK (status_entrega IN ('no_prazo', 'late')),
  -- Rows/pages refused by the validation: [{ local, mensagem }].
  erros JSONB NOT NULL DEFAULT '[]',
  criado_em TIMESTAMPTZ NOT NULL DEFAULT now(),
  UNIQUE (atividade_id, professor_id, hash_arquivo)
);
CREATE INDEX lotes_atividade ON lotes (atividade_id, criado_em DESC);

CREATE TABLE lote_itens (
  id SERIAL PRIMARY KEY,
  lote_id INTEGER NOT NULL REFERENCES lotes(id) ON DELETE CASCADE,
  ordem INTEGER NOT NULL,
  origem TEXT NOT NULL,
  aluno_id INTEGER NOT NULL,
  -- The student as the roll call named them then (the board and the export need no call per row).
  aluno_nome TEXT NOT NULL,
  aluno_email TEXT NOT NULL,
  aluno_numero INTEGER NOT NULL,
  -- transcrevendo: the photo is in OCR; enviada: its essay exists (the essay's status is the item's);
  -- ja_enviada: the student had submitted already and the teacher did not ask to replace it; falhou: failed before
  -- an essay existed (OCR).
  etapa TEXT NOT NULL CHECK (etapa IN ('transcrevendo', 'enviada', 'ja_enviada', 'falhou')),
  redacao_id INTEGER REFERENCES redacoes(id) ON DELETE SET NULL,
  transcricao_id INTEGER REFERENCES transcricoes(id) ON DELETE SET NULL,
  titulo TEXT NOT NULL DEFAULT '',
  -- Every credit this item reserved (a retry reserves a new one under a new reference).
  referencia_credito TEXT,
  tentativa INTEGER NOT NULL DEFAULT 1,
  prioridade INTEGER NOT NULL DEFAULT 1,
  erro TEXT,
  UNIQUE (lote_id, ordem)
);
CREATE INDEX lote_itens_transcrevendo ON lote_itens (transcricao_id) WHERE etapa = 'transcrevendo';
CREATE INDEX lote_itens_redacao ON lote_itens (redacao_id);

-- A batch photo's transcription: the OCR worker leaves its credit to the correction that follows.
ALTER TABLE transcricoes ADD COLUMN lote_item_id INTEGER;
