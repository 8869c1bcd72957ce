-- A person's notifications in the app (issue 46): an appeal decided, a grade changed by the teacher. Kept with the
-- account (erased with it); e-mailed too where SMTP is configured (sent once, its fate noted on the row).
CREATE TABLE notificacoes (
  id SERIAL PRIMARY KEY,
  usuario_id INTEGER NOT NULL REFERENCES usuarios(id) ON DELETE CASCADE,
  tipo TEXT NOT NULL CHECK (tipo IN ('recurso_decidido', 'nota_alterada', 'nota_liberada')),
  titulo TEXT NOT NULL,
  texto TEXT NOT NULL,
  -- A path in the web app (/essays/12/feedback), never a full address.
  link TEXT,
  criada_em TIMESTAMPTZ NOT NULL DEFAULT now(),
  lida_em TIMESTAMPTZ,
  email_enviado_em TIMESTAMPTZ,
  erro_email TEXT
);
CREATE INDEX notificacoes_usuario ON notificacoes (usuario_id, id DESC);
