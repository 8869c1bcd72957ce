-- The teacher's pen (issue 51): marks anchored to an essay's text (offsets + the quoted passage), the engine's findings
-- as suggested marks (one row per finding of the correction they came from), the teacher's decisions as labelled data,
-- and the comment bank.
CREATE TABLE marcacoes (
  id SERIAL PRIMARY KEY,
  redacao_id INTEGER NOT NULL REFERENCES redacoes(id) ON DELETE CASCADE,
  origem TEXT NOT NULL CHECK (origem IN ('professor', 'ia')),
  estado TEXT NOT NULL CHECK (estado IN ('sugerida', 'aceita', 'riscada', 'professor')),
  -- The engine's: the correction and the finding (competency:index in its analysis) it came from.
  correcao_id INTEGER REFERENCES correcoes(id) ON DELETE CASCADE,
  chave_ia TEXT,
  inicio INTEGER NOT NULL CHECK (inicio >= 0),
  fim INTEGER NOT NULL CHECK (fim > inicio),
  trecho TEXT NOT NULL,
  competencia SMALLINT NOT NULL CHECK (competencia BETWEEN 1 AND 5),
  categoria TEXT,
  comentario TEXT NOT NULL DEFAULT '',
  reescrita TEXT,
  autor_id INTEGER,
  revisor_id INTEGER,
  criada_em TIMESTAMPTZ NOT NULL DEFAULT now(),
  atualizada_em TIMESTAMPTZ NOT NULL DEFAULT now(),
  CHECK ((origem = 'ia') = (chave_ia IS NOT NULL)),
  UNIQUE (correcao_id, chave_ia)
);
CREATE INDEX marcacoes_redacao ON marcacoes (redacao_id, inicio);

-- Every accept / edit / strike / added / removed mark: what the engine learns from (npm run corretor:marcas).
CREATE TABLE marcacoes_decisoes (
  id BIGSERIAL PRIMARY KEY,
  redacao_id INTEGER NOT NULL REFERENCES redacoes(id) ON DELETE CASCADE,
  marcacao_id INTEGER,
  origem TEXT NOT NULL CHECK (origem IN ('professor', 'ia')),
  competencia SMALLINT NOT NULL CHECK (competencia BETWEEN 1 AND 5),
  -- The engine's rule (a C1 deviation's type, a C4 cohesion problem…) or the teacher's category.
  regra TEXT,
  trecho TEXT NOT NULL,
  decisao TEXT NOT NULL CHECK (decisao IN ('aceita', 'editada', 'riscada', 'adicionada', 'removida')),
  -- A teacher's added mark that no finding of the engine overlaps (a deviation no rule found).
  sem_regra BOOLEAN NOT NULL DEFAULT false,
  usuario_id INTEGER NOT NULL,
  criada_em TIMESTAMPTZ NOT NULL DEFAULT now()
);
CREATE INDEX marcacoes_decisoes_regra ON marcacoes_decisoes (competencia, regra);
CREATE INDEX marcacoes_decisoes_redacao ON marcacoes_decisoes (redacao_id);

CREATE TABLE banco_comentarios (
  id SERIAL PRIMARY KEY,
  escopo TEXT NOT NULL CHECK (escopo IN ('padrao', 'escola', 'pessoal')),
  escola_id INTEGER,
  autor_id INTEGER,
  competencia SMALLINT NOT NULL CHECK (competencia BETWEEN 1 AND 5),
  texto TEXT NOT NULL,
  usos INTEGER NOT NULL DEFAULT 0,
  criada_em TIMESTAMPTZ NOT NULL DEFAULT now(),
  CHECK (escopo <> 'escola' OR escola_id IS NOT NULL),
  CHECK (escopo <> 'pessoal' OR autor_id IS NOT NULL)
);
CREATE INDEX banco_comentarios_dono ON banco_comentarios (escopo, escola_id, autor_id, competencia);

-- The starter set, written for the five ENEM competencies.
INSERT INTO banco_comentarios (escopo, competencia, texto) VALUES
  ('padrao', 1, 'Desvio de concordância: o verbo deve concordar com o sujeito.'),
  ('padrao', 1, 'Desvio de acentuação: confira a regra de acentuação desta palavra.'),
  ('padrao', 1, 'Pontuação: a vírgula não separa o sujeito do verbo.'),
  ('padrao', 1, 'Registro informal: troque por uma expressão da norma culta.'),
  ('padrao', 1, 'Crase: verifique se há a preposição "a" + o artigo "a".'),
  ('padrao', 2, 'Tangencia o tema: retome a palavra-chave da proposta neste trecho.'),
  ('padrao', 2, 'Repertório sem fonte: diga de onde vem a informação (autor, obra, dado).'),
  ('padrao', 2, 'Repertório pouco produtivo: relacione-o explicitamente à sua tese.'),
  ('padrao', 3, 'Argumento apenas enunciado: desenvolva com causa, consequência ou exemplo.'),
  ('padrao', 3, 'A tese não está clara: diga qual é o seu ponto de vista.'),
  ('padrao', 3, 'Informação solta: ligue este trecho ao projeto de texto.'),
  ('padrao', 4, 'Conectivo inadequado: a relação aqui é de oposição, não de adição.'),
  ('padrao', 4, 'Repetição de palavra: use um sinônimo ou um pronome para retomar.'),
  ('padrao', 4, 'Falta articulação entre os parágrafos: inicie com um conectivo.'),
  ('padrao', 5, 'Proposta sem agente: diga quem executa a ação.'),
  ('padrao', 5, 'Proposta sem meio/modo: explique como a ação será feita.'),
  ('padrao', 5, 'Proposta sem finalidade: diga para que a ação serve.'),
  ('padrao', 5, 'Detalhe um dos elementos da proposta (exemplo, explicação ou consequência).');
