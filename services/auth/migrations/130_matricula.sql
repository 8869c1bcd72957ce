-- The student id a school's own system knows (issue 54): the CSV import updates the account holding it instead of
-- creating a second one. Unique within a school; accounts created by hand have none.
ALTER TABLE usuarios ADD COLUMN matricula TEXT;
CREATE UNIQUE INDEX usuarios_escola_matricula ON usuarios (escola_id, matricula) WHERE matricula IS NOT NULL;
