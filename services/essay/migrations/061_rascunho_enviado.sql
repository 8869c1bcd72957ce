-- A draft's key (issue 50): given by the device that began it, so a save retried after a lost answer is the same
-- draft, and a submission names the draft it came from. Sending the draft for correction marks it in the statement
-- that stores the essay (redacao_id: the essay it became; the text is dropped): a save arriving after that — the
-- device coming back online while its queued submission is sent — is refused instead of bringing the draft back.
ALTER TABLE rascunhos ADD COLUMN chave TEXT NOT NULL DEFAULT gen_random_uuid()::text;
ALTER TABLE rascunhos ADD COLUMN redacao_id INTEGER;
CREATE UNIQUE INDEX rascunhos_usuario_chave ON rascunhos (usuario_id, chave);
