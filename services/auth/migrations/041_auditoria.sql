-- Audit trail (issue 38): an append-only log of sensitive actions (who, when, what, on whom, from where), each entry
-- chained to the previous one by a SHA-256 hash. It lives in this schema (the identity service knows who and which
-- school) and the other services write through POST /internal/auditoria. No personal text goes in: ids only.
CREATE TABLE auditoria (
  id BIGSERIAL PRIMARY KEY,
  criado_em TIMESTAMPTZ NOT NULL,
  -- Who acted (NULL: the system, e.g. the erasure job) and with which role.
  ator_id INTEGER,
  ator_papel TEXT,
  acao TEXT NOT NULL CHECK (acao ~ '^[a-z_]+\.[a-z_]+$'),
  -- Whose data it was, and that person's school (what a coordinator's view filters on).
  alvo_usuario_id INTEGER,
  escola_id INTEGER,
  -- The thing acted on, e.g. 'redacao:12'.
  recurso TEXT,
  detalhes JSONB NOT NULL DEFAULT '{}',
  ip TEXT,
  hash_anterior TEXT,
  hash TEXT NOT NULL
);
CREATE INDEX auditoria_escola ON auditoria (escola_id, id DESC);
CREATE INDEX auditoria_criado_em ON auditoria (criado_em);

-- One definition of an entry's hash, used when writing and when verifying.
CREATE FUNCTION auditoria_hash(anterior text, criado_em timestamptz, ator_id integer, ator_papel text, acao text, alvo integer, escola integer, recurso text, detalhes jsonb, ip text)
RETURNS text LANGUAGE sql IMMUTABLE AS $$
  SELECT encode(sha256(convert_to(concat_ws('|', coalesce(anterior, ''), to_char(criado_em AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US'),
    coalesce(ator_id::text, ''), coalesce(ator_papel, ''), acao, coalesce(alvo::text, ''), coalesce(escola::text, ''), coalesce(recurso, ''),
    detalhes::text, coalesce(ip, '')), 'UTF8')), 'hex')
$$;

-- Append-only: never updated; deleted only by the retention job, which says so for its own transaction.
CREATE FUNCTION auditoria_somente_acrescimo() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'UPDATE' OR current_setting('argumenta.auditoria_retencao', true) IS DISTINCT FROM 'on' THEN
    RAISE EXCEPTION 'a trilha de auditoria só aceita novos registros';
  END IF;
  RETURN OLD;
END $$;
CREATE TRIGGER auditoria_imutavel BEFORE UPDATE OR DELETE ON auditoria FOR EACH ROW EXECUTE FUNCTION auditoria_somente_acrescimo();
