-- The queue namespace (QUEUE_PREFIX) of the service that accepted the batch: its items are advanced and queued there.
-- Stacks that share one database with different prefixes (the test suites run side by side) never take each other's
-- work: a transcribed item taken by another stack had its correction queued where no worker of its own listened.
-- NULL: a batch from before this column, advanced by any.
ALTER TABLE lotes ADD COLUMN fila TEXT;
