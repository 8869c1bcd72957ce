-- School networks as entities (issue 54): a rede groups schools; its coordinators (an assignment, not a role) see its
-- panel. escolas.rede stays the network's name as shown and typed (the school form, the seed): a trigger keeps the two
-- in step, so a school named into a network by text joins (or founds) that network.
CREATE TABLE redes (
  id SERIAL PRIMARY KEY,
  nome TEXT NOT NULL CHECK (length(btrim(nome)) > 0),
  data_criacao TIMESTAMPTZ NOT NULL DEFAULT now()
);
CREATE UNIQUE INDEX redes_nome ON redes (lower(btrim(nome)));

ALTER TABLE escolas ADD COLUMN rede_id INTEGER REFERENCES redes(id);
CREATE INDEX escolas_rede ON escolas (rede_id) WHERE rede_id IS NOT NULL;
INSERT INTO redes (nome)
  SELECT DISTINCT ON (lower(btrim(rede))) btrim(rede) FROM escolas WHERE rede IS NOT NULL AND btrim(rede) <> ''
  ORDER BY lower(btrim(rede)), btrim(rede);
UPDATE escolas e SET rede_id = r.id FROM redes r WHERE lower(btrim(e.rede)) = lower(btrim(r.nome));

CREATE FUNCTION escola_rede_sincronizada() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'UPDATE' AND NEW.rede_id IS DISTINCT FROM OLD.rede_id THEN
    NEW.rede := (SELECT nome FROM auth.redes WHERE id = NEW.rede_id);
  ELSIF NEW.rede IS NOT NULL AND btrim(NEW.rede) <> '' AND (TG_OP = 'INSERT' OR NEW.rede IS DISTINCT FROM OLD.rede) THEN
    INSERT INTO auth.redes (nome) VALUES (btrim(NEW.rede)) ON CONFLICT (lower(btrim(nome))) DO NOTHING;
    SELECT id, nome INTO NEW.rede_id, NEW.rede FROM auth.redes WHERE lower(btrim(nome)) = lower(btrim(NEW.rede));
  ELSIF NEW.rede_id IS NOT NULL THEN
    NEW.rede := (SELECT nome FROM auth.redes WHERE id = NEW.rede_id);
  ELSE
    NEW.rede := NULL;
  END IF;
  RETURN NEW;
END $$;
CREATE TRIGGER escolas_rede BEFORE INSERT OR UPDATE OF rede, rede_id ON escolas
  FOR EACH ROW EXECUTE FUNCTION escola_rede_sincronizada();

-- Who coordinates a network: a user (not an admin, not a student) assigned to it; several per network, a person may
-- coordinate several. Read at each request, so removing an assignment takes effect at once (no token carries it).
CREATE TABLE rede_coordenadores (
  rede_id INTEGER NOT NULL REFERENCES redes(id) ON DELETE CASCADE,
  usuario_id INTEGER NOT NULL REFERENCES usuarios(id) ON DELETE CASCADE,
  atribuido_em TIMESTAMPTZ NOT NULL DEFAULT now(),
  PRIMARY KEY (rede_id, usuario_id)
);
CREATE INDEX rede_coordenadores_usuario ON rede_coordenadores (usuario_id);

-- The profile lists the networks a person coordinates, and the gateway keeps profiles per user: an assignment given or
-- taken is announced as a change of that user (like 033_geracoes.sql's accounts).
CREATE FUNCTION notificar_mudanca_coordenacao_rede() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_notify('argumenta_mudancas_' || TG_TABLE_SCHEMA,
    (CASE WHEN TG_OP = 'DELETE' THEN OLD.usuario_id ELSE NEW.usuario_id END)::text);
  RETURN NULL;
END $$;
CREATE TRIGGER rede_coordenadores_mudanca AFTER INSERT OR DELETE ON rede_coordenadores
  FOR EACH ROW EXECUTE FUNCTION notificar_mudanca_coordenacao_rede();
