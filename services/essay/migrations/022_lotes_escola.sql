-- The sender's school (null: the default school, no network). Batch work is ordered in the queue per school first,
-- then per teacher within the school.
ALTER TABLE lotes ADD COLUMN escola_id INTEGER;
CREATE INDEX lotes_escola ON lotes (escola_id, professor_id);
