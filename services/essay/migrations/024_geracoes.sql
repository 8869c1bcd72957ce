-- Read cache (docs/performance.md): the users whose essays, transcriptions or corrections changed are announced at
-- commit on this schema's channel; the essay service listens and renews their generations (platform generations.ts).
-- NOTIFY sends a payload once per transaction however many rows repeat it.
CREATE FUNCTION notificar_mudanca_usuario() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP <> 'INSERT' AND OLD.usuario_id IS NOT NULL THEN PERFORM pg_notify('argumenta_mudancas_' || TG_TABLE_SCHEMA, OLD.usuario_id::text); END IF;
  IF TG_OP <> 'DELETE' AND NEW.usuario_id IS NOT NULL THEN PERFORM pg_notify('argumenta_mudancas_' || TG_TABLE_SCHEMA, NEW.usuario_id::text); END IF;
  RETURN NULL;
END $$;

CREATE FUNCTION notificar_mudanca_correcao() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  essay_ids integer[] := CASE TG_OP WHEN 'INSERT' THEN ARRAY[NEW.redacao_id] WHEN 'DELETE' THEN ARRAY[OLD.redacao_id] ELSE ARRAY[OLD.redacao_id, NEW.redacao_id] END;
BEGIN
  PERFORM pg_notify('argumenta_mudancas_' || TG_TABLE_SCHEMA, r.usuario_id::text) FROM essay.redacoes r WHERE r.id = ANY (essay_ids);
  RETURN NULL;
END $$;

CREATE TRIGGER redacoes_mudanca AFTER INSERT OR UPDATE OR DELETE ON redacoes FOR EACH ROW EXECUTE FUNCTION notificar_mudanca_usuario();
CREATE TRIGGER transcricoes_mudanca AFTER INSERT OR UPDATE OR DELETE ON transcricoes FOR EACH ROW EXECUTE FUNCTION notificar_mudanca_usuario();
CREATE TRIGGER correcoes_mudanca AFTER INSERT OR UPDATE OR DELETE ON correcoes FOR EACH ROW EXECUTE FUNCTION notificar_mudanca_correcao();
