-- The id a school's roster system gives a person (a OneRoster users.csv sourcedId, issue 54): a re-import updates the
-- account holding it. Unique within a school; accounts created by hand or by the plain CSV have none.
ALTER TABLE usuarios ADD COLUMN id_externo TEXT;
CREATE UNIQUE INDEX usuarios_escola_id_externo ON usuarios (escola_id, id_externo) WHERE id_externo IS NOT NULL;
