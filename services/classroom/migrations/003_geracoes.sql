-- Read cache (docs/performance.md): the users who see a changed room, membership or activity (the room's teacher and
-- students) are announced at commit on this schema's channel; the classroom service listens and renews their
-- generations (platform generations.ts). NOTIFY sends a payload once per transaction however many rows repeat it.
CREATE FUNCTION notificar_sala(sala integer) RETURNS void LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_notify('argumenta_mudancas_classroom', s.professor_id::text) FROM classroom.salas s WHERE s.id = sala;
  PERFORM pg_notify('argumenta_mudancas_classroom', m.estudante_id::text) FROM classroom.sala_estudantes m WHERE m.sala_id = sala;
END $$;

CREATE FUNCTION notificar_mudanca_sala() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_TABLE_NAME = 'salas' THEN
    -- A deleted room's memberships go with it (their own trigger announces each student).
    IF TG_OP <> 'INSERT' THEN PERFORM pg_notify('argumenta_mudancas_classroom', OLD.professor_id::text); PERFORM classroom.notificar_sala(OLD.id); END IF;
    IF TG_OP <> 'DELETE' THEN PERFORM pg_notify('argumenta_mudancas_classroom', NEW.professor_id::text); END IF;
  ELSIF TG_TABLE_NAME = 'sala_estudantes' THEN
    IF TG_OP <> 'INSERT' THEN PERFORM pg_notify('argumenta_mudancas_classroom', OLD.estudante_id::text); PERFORM classroom.notificar_sala(OLD.sala_id); END IF;
    IF TG_OP <> 'DELETE' THEN PERFORM pg_notify('argumenta_mudancas_classroom', NEW.estudante_id::text); PERFORM classroom.notificar_sala(NEW.sala_id); END IF;
  ELSE
    IF TG_OP <> 'INSERT' THEN PERFORM classroom.notificar_sala(OLD.sala_id); END IF;
    IF TG_OP <> 'DELETE' THEN PERFORM classroom.notificar_sala(NEW.sala_id); END IF;
  END IF;
  RETURN NULL;
END $$;

CREATE TRIGGER salas_mudanca AFTER INSERT OR UPDATE OR DELETE ON salas FOR EACH ROW EXECUTE FUNCTION notificar_mudanca_sala();
CREATE TRIGGER sala_estudantes_mudanca AFTER INSERT OR UPDATE OR DELETE ON sala_estudantes FOR EACH ROW EXECUTE FUNCTION notificar_mudanca_sala();
CREATE TRIGGER atividades_mudanca AFTER INSERT OR UPDATE OR DELETE ON atividades FOR EACH ROW EXECUTE FUNCTION notificar_mudanca_sala();
