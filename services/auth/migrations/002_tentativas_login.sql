-- Failed logins, per account and per account+address: password guessing is limited per account, so a whole class
-- behind one school NAT is never locked out by an address limit (the gateway's per-address ceiling is generous).
CREATE TABLE tentativas_login (
  id BIGSERIAL PRIMARY KEY,
  email TEXT NOT NULL,
  ip TEXT NOT NULL,
  criada_em TIMESTAMPTZ NOT NULL DEFAULT now()
);
CREATE INDEX tentativas_login_email ON tentativas_login (email, criada_em);
