-- Per-teacher quotas on the school's pool (issue 54): at most `limite` credits of the pool a month for this teacher's
-- batches, set by the school's coordinator or an admin. No row = no quota (the pool alone limits).
CREATE TABLE cotas_credito (
  escola_id INTEGER NOT NULL REFERENCES escolas(id) ON DELETE CASCADE,
  usuario_id INTEGER NOT NULL REFERENCES usuarios(id) ON DELETE CASCADE,
  limite INTEGER NOT NULL CHECK (limite >= 0),
  definida_por INTEGER,
  atualizada_em TIMESTAMPTZ NOT NULL DEFAULT now(),
  PRIMARY KEY (escola_id, usuario_id)
);
-- What a teacher spent of a school's pool this month is read from the reservations the pool paid.
CREATE INDEX reservas_credito_escola_usuario ON reservas_credito (escola_id, usuario_id, criada_em) WHERE escola_id IS NOT NULL;
