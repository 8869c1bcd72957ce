CREATE TABLE salas (
  id SERIAL PRIMARY KEY,
  nome TEXT NOT NULL CHECK (length(btrim(nome)) > 0),
  descricao TEXT,
  ativa BOOLEAN NOT NULL DEFAULT true,
  -- Stored upper-case; the unique index makes codes case-insensitive and never shared.
  codigo_acesso TEXT NOT NULL CHECK (codigo_acesso ~ '^[A-Z0-9]{6}$'),
  professor_id INTEGER NOT NULL,
  -- Snapshot of the teacher's name, used only when the auth service cannot answer.
  professor_nome TEXT NOT NULL DEFAULT '',
  data_criacao TIMESTAMPTZ NOT NULL DEFAULT now(),
  data_atualizacao TIMESTAMPTZ NOT NULL DEFAULT now()
);
CREATE UNIQUE INDEX salas_codigo_acesso ON salas (upper(codigo_acesso));
CREATE INDEX salas_professor ON salas (professor_id);

CREATE TABLE sala_estudantes (
  sala_id INTEGER NOT NULL REFERENCES salas(id) ON DELETE CASCADE,
  estudante_id INTEGER NOT NULL,
  data_entrada TIMESTAMPTZ NOT NULL DEFAULT now(),
  PRIMARY KEY (sala_id, estudante_id)
);
CREATE INDEX sala_estudantes_estudante ON sala_estudantes (estudante_id);

CREATE TABLE atividades (
  id SERIAL PRIMARY KEY,
  sala_id INTEGER NOT NULL REFERENCES salas(id) ON DELETE CASCADE,
  titulo TEXT NOT NULL CHECK (length(btrim(titulo)) > 0),
  tema TEXT NOT NULL CHECK (length(btrim(tema)) > 0),
  descricao TEXT,
  instrucoes_especiais TEXT,
  tipo TEXT NOT NULL DEFAULT 'redacao' CHECK (tipo IN ('redacao', 'exercicio', 'prova', 'trabalho')),
  tipo_correcao TEXT NOT NULL DEFAULT 'automatica' CHECK (tipo_correcao IN ('automatica', 'manual')),
  data_limite TIMESTAMPTZ NOT NULL,
  aceita_entregas_atrasadas BOOLEAN NOT NULL DEFAULT false,
  pontuacao_maxima INTEGER NOT NULL DEFAULT 100 CHECK (pontuacao_maxima BETWEEN 1 AND 1000),
  proposta_tematica_id INTEGER,
  criado_por INTEGER NOT NULL,
  data_criacao TIMESTAMPTZ NOT NULL DEFAULT now(),
  data_atualizacao TIMESTAMPTZ NOT NULL DEFAULT now()
);
CREATE INDEX atividades_sala ON atividades (sala_id, data_criacao DESC);
