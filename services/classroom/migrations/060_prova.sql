-- Exam conditions (issue 50): an activity answered against the clock. prova_minutos NULL = not an exam; otherwise the
-- student's editor counts down from its first opening, blocks pasting, and sends the essay at the end when
-- prova_envio_automatico is on.
ALTER TABLE atividades
  ADD COLUMN prova_minutos INTEGER CHECK (prova_minutos BETWEEN 10 AND 330),
  ADD COLUMN prova_envio_automatico BOOLEAN NOT NULL DEFAULT false;
