-- Thematic proposals (spec 3 Proposta). Room and creator names are snapshots, refreshed from the
-- classroom service when it answers.
CREATE TABLE propostas (
  id SERIAL PRIMARY KEY,
  titulo TEXT NOT NULL CHECK (length(btrim(titulo)) > 0),
  descricao TEXT,
  tema_principal TEXT,
  tipo_conteudo TEXT NOT NULL DEFAULT 'texto' CHECK (tipo_conteudo IN ('texto', 'editor', 'pdf')),
  -- May hold [IMAGEM_n] markers pointing at arquivos.numero of this proposal.
  texto_apoio_original TEXT NOT NULL DEFAULT '',
  visibilidade TEXT NOT NULL DEFAULT 'privado' CHECK (visibilidade IN ('privado', 'sala', 'publico')),
  sala_id INTEGER,
  sala_nome TEXT,
  ativa BOOLEAN NOT NULL DEFAULT true,
  ativa_para_correcao BOOLEAN NOT NULL DEFAULT true,
  criador_id INTEGER NOT NULL,
  criador_nome TEXT NOT NULL DEFAULT '',
  -- Kept equal to count(usos) by the same transaction that records a use.
  total_usos INTEGER NOT NULL DEFAULT 0 CHECK (total_usos >= 0),
  data_criacao TIMESTAMPTZ NOT NULL DEFAULT now(),
  data_atualizacao TIMESTAMPTZ NOT NULL DEFAULT now(),
  CHECK (visibilidade <> 'sala' OR sala_id IS NOT NULL)
);
CREATE INDEX propostas_criador ON propostas (criador_id);
CREATE INDEX propostas_visibilidade ON propostas (visibilidade, sala_id);
CREATE INDEX propostas_data ON propostas (data_criacao DESC, id DESC);

-- The original PDF (tipo pdf) and the inline images (tipo imagem, numero = n of [IMAGEM_n]), in the
-- database like essay.arquivos so a proposal and its files are written in one transaction.
CREATE TABLE arquivos (
  id SERIAL PRIMARY KEY,
  proposta_id INTEGER NOT NULL REFERENCES propostas(id) ON DELETE CASCADE,
  tipo TEXT NOT NULL CHECK (tipo IN ('pdf', 'imagem')),
  numero INTEGER CHECK (numero > 0),
  descricao TEXT,
  nome TEXT NOT NULL,
  mime TEXT NOT NULL,
  tamanho INTEGER NOT NULL,
  conteudo BYTEA NOT NULL,
  criado_em TIMESTAMPTZ NOT NULL DEFAULT now(),
  CHECK ((tipo = 'imagem') = (numero IS NOT NULL))
);
CREATE UNIQUE INDEX arquivos_imagem_numero ON arquivos (proposta_id, numero) WHERE tipo = 'imagem';
CREATE UNIQUE INDEX arquivos_pdf ON arquivos (proposta_id) WHERE tipo = 'pdf';

-- One row per essay or activity that used a proposal: recording the same use twice counts once.
CREATE TABLE usos (
  proposta_id INTEGER NOT NULL REFERENCES propostas(id) ON DELETE CASCADE,
  origem TEXT NOT NULL CHECK (origem IN ('redacao', 'atividade')),
  referencia_id INTEGER NOT NULL,
  usuario_id INTEGER,
  data_uso TIMESTAMPTZ NOT NULL DEFAULT now(),
  PRIMARY KEY (proposta_id, origem, referencia_id)
);
