-- Single sign-on with the school network's identity provider (OpenID Connect, issue 16).
-- The account's identity at the provider ("issuer|sub"): a first login links an existing account by e-mail.
ALTER TABLE usuarios ADD COLUMN oidc_sub TEXT UNIQUE;

-- A login in progress: state (also in an HttpOnly cookie of the browser that started it), nonce and PKCE verifier.
-- One use each (deleted when the provider answers), ten minutes at most.
CREATE TABLE oidc_logins (
  state TEXT PRIMARY KEY,
  nonce TEXT NOT NULL,
  code_verifier TEXT NOT NULL,
  criada_em TIMESTAMPTZ NOT NULL DEFAULT now()
);
