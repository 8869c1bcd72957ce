-- An admin suspends an account (issue 54): it cannot log in and its sessions end; reactivating clears it.
ALTER TABLE usuarios ADD COLUMN suspensa_em TIMESTAMPTZ;
