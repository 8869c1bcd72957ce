-- School networks (issue 16): every teacher and student belongs to one school; a coordinator manages one school.
CREATE TABLE escolas (
  id SERIAL PRIMARY KEY,
  nome TEXT NOT NULL CHECK (length(btrim(nome)) > 0),
  -- INEP code (8 digits), optional; unique when present.
  codigo_inep TEXT UNIQUE CHECK (codigo_inep ~ '^[0-9]{8}$'),
  -- The network the school belongs to (a state's secretaria, a private chain).
  rede TEXT,
  -- Single sign-on: a first login whose e-mail has this domain is created in this school.
  dominio_email TEXT UNIQUE CHECK (dominio_email = lower(dominio_email)),
  -- Exactly one default school: where existing and self-registered accounts live until placed.
  padrao BOOLEAN NOT NULL DEFAULT false,
  data_criacao TIMESTAMPTZ NOT NULL DEFAULT now()
);
-- The CSV import names schools by name, so names are unique whatever the case.
CREATE UNIQUE INDEX escolas_nome ON escolas (lower(btrim(nome)));
CREATE UNIQUE INDEX escolas_uma_padrao ON escolas (padrao) WHERE padrao;
INSERT INTO escolas (nome, padrao) VALUES ('Escola padrão', true);

ALTER TABLE usuarios ADD COLUMN escola_id INTEGER REFERENCES escolas(id);
-- Existing data moves safely: every existing user goes into the default school.
UPDATE usuarios SET escola_id = (SELECT id FROM escolas WHERE padrao);
ALTER TABLE usuarios ALTER COLUMN escola_id SET NOT NULL;
CREATE INDEX usuarios_escola ON usuarios (escola_id, tipo);

-- Whatever inserts a user without a school (registration, seeds, old code paths) puts it in the default school.
CREATE FUNCTION usuario_escola_padrao() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF NEW.escola_id IS NULL THEN
    NEW.escola_id := (SELECT id FROM auth.escolas WHERE padrao);
  END IF;
  RETURN NEW;
END $$;
CREATE TRIGGER usuarios_escola_padrao BEFORE INSERT ON usuarios FOR EACH ROW EXECUTE FUNCTION usuario_escola_padrao();

ALTER TABLE usuarios DROP CONSTRAINT usuarios_tipo_check;
ALTER TABLE usuarios ADD CONSTRAINT usuarios_tipo_check CHECK (tipo IN ('estudante', 'professor', 'coordenador', 'admin'));
