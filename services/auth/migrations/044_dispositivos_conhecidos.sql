-- Browsers an account has logged in from (issue 44): a login carrying one of their tokens is counted apart from the
-- failures of everyone else, so a stranger guessing the password cannot lock the owner out. Only the token's hash is kept.
CREATE TABLE dispositivos_conhecidos (
  token_hash TEXT PRIMARY KEY,
  usuario_id INTEGER NOT NULL REFERENCES usuarios(id) ON DELETE CASCADE,
  criado_em TIMESTAMPTZ NOT NULL DEFAULT now(),
  visto_em TIMESTAMPTZ NOT NULL DEFAULT now()
);
CREATE INDEX dispositivos_conhecidos_usuario ON dispositivos_conhecidos (usuario_id, visto_em);
-- A failure from a known browser names it: counted against that browser only.
ALTER TABLE tentativas_login ADD COLUMN dispositivo TEXT;
