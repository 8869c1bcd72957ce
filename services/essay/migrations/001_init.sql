-- Uploaded files (essay PDFs/photos, transcription photos). Kept in the database so an essay and
-- its file are written in one transaction (20 MB max each).
CREATE TABLE arquivos (
  id SERIAL PRIMARY KEY,
  usuario_id INTEGER NOT NULL,
  nome TEXT NOT NULL,
  mime TEXT NOT NULL,
  tamanho INTEGER NOT NULL,
  conteudo BYTEA NOT NULL,
  criado_em TIMESTAMPTZ NOT NULL DEFAULT now()
);

CREATE TABLE transcricoes (
  id SERIAL PRIMARY KEY,
  usuario_id INTEGER NOT NULL,
  arquivo_id INTEGER NOT NULL REFERENCES arquivos(id) ON DELETE CASCADE,
  status TEXT NOT NULL DEFAULT 'pendente' CHECK (status IN ('pendente', 'processando', 'concluida', 'falhou')),
  referencia_credito TEXT NOT NULL UNIQUE,
  progresso JSONB,
  resultado JSONB,
  erro JSONB,
  tentativas INTEGER NOT NULL DEFAULT 0,
  criada_em TIMESTAMPTZ NOT NULL DEFAULT now(),
  concluida_em TIMESTAMPTZ
);
CREATE INDEX transcricoes_usuario ON transcricoes (usuario_id, criada_em DESC);

CREATE TABLE redacoes (
  id SERIAL PRIMARY KEY,
  usuario_id INTEGER NOT NULL,
  titulo TEXT NOT NULL DEFAULT '',
  texto_original TEXT NOT NULL,
  -- When the text came from a photo: what OCR read, so a teacher can see what the student changed.
  texto_ocr TEXT,
  transcricao_id INTEGER REFERENCES transcricoes(id) ON DELETE SET NULL,
  tipo_envio TEXT NOT NULL DEFAULT 'texto' CHECK (tipo_envio IN ('texto', 'pdf', 'imagem')),
  arquivo_id INTEGER REFERENCES arquivos(id) ON DELETE SET NULL,
  atividade_id INTEGER,
  proposta_tematica_id INTEGER,
  status_entrega TEXT CHECK (status_entrega IN ('no_prazo', 'late')),
  status TEXT NOT NULL DEFAULT 'pendente' CHECK (status IN ('pendente', 'processando', 'concluida', 'falhou')),
  is_favorita BOOLEAN NOT NULL DEFAULT false,
  correcao_atual_id INTEGER,
  chave_idempotencia TEXT,
  nota_professor INTEGER CHECK (nota_professor BETWEEN 0 AND 1000),
  comentario_professor TEXT,
  revisado_por INTEGER,
  data_revisao TIMESTAMPTZ,
  data_envio TIMESTAMPTZ NOT NULL DEFAULT now(),
  UNIQUE (usuario_id, chave_idempotencia)
);
CREATE INDEX redacoes_usuario ON redacoes (usuario_id, data_envio DESC);
CREATE INDEX redacoes_atividade ON redacoes (atividade_id, usuario_id, data_envio DESC) WHERE atividade_id IS NOT NULL;

CREATE TABLE correcoes (
  id SERIAL PRIMARY KEY,
  redacao_id INTEGER NOT NULL REFERENCES redacoes(id) ON DELETE CASCADE,
  status TEXT NOT NULL DEFAULT 'pendente' CHECK (status IN ('pendente', 'processando', 'concluida', 'falhou')),
  referencia_credito TEXT NOT NULL UNIQUE,
  motor TEXT,
  nota_geral_enem INTEGER CHECK (nota_geral_enem BETWEEN 0 AND 1000),
  c1_nota INTEGER, c2_nota INTEGER, c3_nota INTEGER, c4_nota INTEGER, c5_nota INTEGER,
  analise_detalhada JSONB,
  progresso JSONB,
  erro JSONB,
  tentativas INTEGER NOT NULL DEFAULT 0,
  criada_em TIMESTAMPTZ NOT NULL DEFAULT now(),
  iniciada_em TIMESTAMPTZ,
  data_correcao TIMESTAMPTZ
);
CREATE INDEX correcoes_redacao ON correcoes (redacao_id, criada_em DESC);
ALTER TABLE redacoes ADD CONSTRAINT redacoes_correcao_atual FOREIGN KEY (correcao_atual_id) REFERENCES correcoes(id) ON DELETE SET NULL;

CREATE TABLE compartilhamentos (
  token TEXT PRIMARY KEY,
  redacao_id INTEGER NOT NULL REFERENCES redacoes(id) ON DELETE CASCADE,
  permitir_download BOOLEAN NOT NULL DEFAULT true,
  expira_em TIMESTAMPTZ NOT NULL,
  criado_em TIMESTAMPTZ NOT NULL DEFAULT now()
);
