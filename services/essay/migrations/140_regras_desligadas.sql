-- A school switches off a C1 rule of the engine whose precision among its teachers' decisions fell below the threshold
-- (issue 51): the rule's unreviewed suggested marks are then not shown nor counted for the school's essays. The
-- decisions carry the school of the essay's author from now on, so each rule's precision is measured per school
-- (decisions recorded before this have none and count only in the platform-wide report).
CREATE TABLE regras_desligadas (
  escola_id INTEGER NOT NULL,
  regra TEXT NOT NULL,
  desligada_por INTEGER NOT NULL,
  desligada_em TIMESTAMPTZ NOT NULL DEFAULT now(),
  PRIMARY KEY (escola_id, regra)
);

ALTER TABLE marcacoes_decisoes ADD COLUMN escola_id INTEGER;
CREATE INDEX marcacoes_decisoes_escola ON marcacoes_decisoes (escola_id, competencia, regra);
