CREATE TABLE usuarios (
  id SERIAL PRIMARY KEY,
  nome TEXT NOT NULL,
  email TEXT NOT NULL UNIQUE,
  senha_hash TEXT NOT NULL,
  tipo TEXT NOT NULL CHECK (tipo IN ('estudante', 'professor', 'admin')),
  -- The balance can never go negative, whatever the concurrency: the database refuses it.
  creditos_disponiveis INTEGER NOT NULL DEFAULT 50 CHECK (creditos_disponiveis >= 0),
  creditos_totais_usados INTEGER NOT NULL DEFAULT 0 CHECK (creditos_totais_usados >= 0),
  instituicao TEXT,
  disciplina TEXT,
  ultimo_acesso TIMESTAMPTZ,
  data_criacao TIMESTAMPTZ NOT NULL DEFAULT now()
);

-- One row per reservation reference: makes reserve/confirm/refund idempotent.
CREATE TABLE reservas_credito (
  referencia TEXT PRIMARY KEY,
  usuario_id INTEGER NOT NULL REFERENCES usuarios(id) ON DELETE CASCADE,
  quantidade INTEGER NOT NULL CHECK (quantidade > 0),
  estado TEXT NOT NULL CHECK (estado IN ('reservado', 'confirmado', 'estornado')),
  criada_em TIMESTAMPTZ NOT NULL DEFAULT now(),
  atualizada_em TIMESTAMPTZ NOT NULL DEFAULT now()
);

-- The ledger: every change of a balance is a row with its reason and reference.
CREATE TABLE movimentos_credito (
  id BIGSERIAL PRIMARY KEY,
  usuario_id INTEGER NOT NULL REFERENCES usuarios(id) ON DELETE CASCADE,
  tipo TEXT NOT NULL CHECK (tipo IN ('inicial', 'reserva', 'confirmacao', 'estorno', 'adicao')),
  -- Change applied to creditos_disponiveis (negative on reserve); confirmations move 0.
  delta INTEGER NOT NULL,
  referencia TEXT,
  motivo TEXT,
  criado_em TIMESTAMPTZ NOT NULL DEFAULT now()
);
CREATE INDEX movimentos_credito_usuario ON movimentos_credito (usuario_id, criado_em);
CREATE INDEX usuarios_tipo ON usuarios (tipo);
