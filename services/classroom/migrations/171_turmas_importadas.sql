-- Classes rostered from the school's system (issue 54): a room created or matched by an import carries its school and
-- the file's class code (a turma name or a OneRoster class sourcedId). Re-importing the same file finds the same
-- rooms; rooms a teacher creates by hand have neither and are never touched by an import.
ALTER TABLE salas
  ADD COLUMN escola_id INTEGER,
  ADD COLUMN codigo_turma TEXT CHECK (codigo_turma IS NULL OR length(btrim(codigo_turma)) > 0);
CREATE UNIQUE INDEX salas_turma_importada ON salas (escola_id, codigo_turma) WHERE codigo_turma IS NOT NULL;
