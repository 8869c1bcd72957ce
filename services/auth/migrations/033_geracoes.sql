-- Read cache (docs/performance.md): a changed account (profile, role, balance, school) is announced at commit on this
-- schema's channel; the auth service listens and renews the user's generation (platform generations.ts).
CREATE FUNCTION notificar_mudanca_usuario() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_notify('argumenta_mudancas_' || TG_TABLE_SCHEMA, OLD.id::text);
  RETURN NULL;
END $$;

CREATE TRIGGER usuarios_mudanca AFTER UPDATE OR DELETE ON usuarios FOR EACH ROW EXECUTE FUNCTION notificar_mudanca_usuario();
