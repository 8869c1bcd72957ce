-- A school's credit pool (issue 16): its students' activity corrections and its teachers' bulk batches are charged to
-- the pool first, then to the person. Same guarantees as a person's balance: CHECK (>= 0) plus conditional UPDATEs.
ALTER TABLE escolas ADD COLUMN creditos INTEGER NOT NULL DEFAULT 0 CHECK (creditos >= 0);
ALTER TABLE escolas ADD COLUMN creditos_usados INTEGER NOT NULL DEFAULT 0 CHECK (creditos_usados >= 0);

-- Who paid a reservation: the school's pool (escola_id set) or the person (NULL). A refund goes back to the payer.
ALTER TABLE reservas_credito ADD COLUMN escola_id INTEGER REFERENCES escolas(id);

-- The ledger keeps both accounts: conta = 'escola' rows change the pool (usuario_id = the person the correction was
-- for, NULL for an admin's grant); conta = 'usuario' rows change the person's balance, as before.
ALTER TABLE movimentos_credito ADD COLUMN conta TEXT NOT NULL DEFAULT 'usuario' CHECK (conta IN ('usuario', 'escola'));
ALTER TABLE movimentos_credito ADD COLUMN escola_id INTEGER REFERENCES escolas(id);
ALTER TABLE movimentos_credito ALTER COLUMN usuario_id DROP NOT NULL;
ALTER TABLE movimentos_credito ADD CONSTRAINT movimentos_credito_titular_check
  CHECK ((conta = 'usuario' AND usuario_id IS NOT NULL) OR (conta = 'escola' AND escola_id IS NOT NULL));
CREATE INDEX movimentos_credito_escola ON movimentos_credito (escola_id, criado_em) WHERE escola_id IS NOT NULL;
