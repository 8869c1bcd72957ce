-- Data export (LGPD art. 18, issue 38): one row per ZIP a person (or their school's coordinator) asked for, built by a
-- background job. The ZIP lives here until expira_em (then it is deleted, like the person's other data at erasure).
CREATE TABLE exportacoes (
  id SERIAL PRIMARY KEY,
  -- Whose data (titular) and who asked (the same person, or a coordinator/admin acting for the school).
  usuario_id INTEGER NOT NULL,
  solicitante_id INTEGER NOT NULL,
  status TEXT NOT NULL DEFAULT 'pendente' CHECK (status IN ('pendente', 'processando', 'concluida', 'falhou')),
  progresso JSONB,
  erro TEXT,
  arquivo BYTEA,
  tamanho INTEGER,
  criada_em TIMESTAMPTZ NOT NULL DEFAULT now(),
  concluida_em TIMESTAMPTZ,
  expira_em TIMESTAMPTZ NOT NULL DEFAULT now() + interval '7 days'
);
CREATE INDEX exportacoes_solicitante ON exportacoes (solicitante_id, criada_em DESC);
CREATE INDEX exportacoes_usuario ON exportacoes (usuario_id);
