-- Password reset by e-mail ("Esqueceu sua senha?"). Only a SHA-256 of each link's token is kept: a copy of the
-- database gives nobody a working link. A token is single use; using one ends every other outstanding token of the
-- account (usado_em set on all of them), and it is refused once expira_em has passed.
CREATE TABLE tokens_redefinicao_senha (
  id BIGSERIAL PRIMARY KEY,
  usuario_id INTEGER NOT NULL REFERENCES usuarios(id) ON DELETE CASCADE,
  token_hash BYTEA NOT NULL UNIQUE,
  criado_em TIMESTAMPTZ NOT NULL DEFAULT now(),
  expira_em TIMESTAMPTZ NOT NULL,
  usado_em TIMESTAMPTZ,
  -- The mail's fate, for the operator: sent, or the last SMTP error after the retries (never silently lost).
  enviado_em TIMESTAMPTZ,
  erro_envio TEXT
);
CREATE INDEX tokens_redefinicao_senha_usuario ON tokens_redefinicao_senha (usuario_id) WHERE usado_em IS NULL;

-- Every reset request, known address or not (so the limits never tell whether an account exists), per address hash
-- (not the address itself: unknown addresses are nobody's data to keep) and per client address.
CREATE TABLE pedidos_redefinicao_senha (
  id BIGSERIAL PRIMARY KEY,
  email_hash BYTEA NOT NULL,
  ip TEXT NOT NULL,
  criado_em TIMESTAMPTZ NOT NULL DEFAULT now()
);
CREATE INDEX pedidos_redefinicao_senha_email ON pedidos_redefinicao_senha (email_hash, criado_em);
CREATE INDEX pedidos_redefinicao_senha_ip ON pedidos_redefinicao_senha (ip, criado_em);
