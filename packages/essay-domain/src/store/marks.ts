import type { BankComment, BankScope, Mark, MarkDecision } from '@argumenta/contracts';
import type { Db } from './db.js';

/** essay.marcacoes: a passage of an essay marked by a teacher, or one of the engine's findings as a suggestion (issue 51). */
export type MarkRow = {
  id: number;
  redacao_id: number;
  origem: Mark['origem'];
  estado: Mark['estado'];
  correcao_id: number | null;
  chave_ia: string | null;
  inicio: number;
  fim: number;
  trecho: string;
  competencia: Mark['competencia'];
  categoria: string | null;
  comentario: string;
  reescrita: string | null;
  atualizada_em: Date;
};

export async function hasMarksOfCorrection(db: Db, correcaoId: number): Promise<boolean> {
  const { rowCount } = await db.query('SELECT 1 FROM essay.marcacoes WHERE correcao_id = $1 LIMIT 1', [correcaoId]);
  return !!rowCount;
}

/** One engine finding as a suggested mark; a second writer of the same finding writes nothing. */
export async function insertEngineMark(
  db: Db,
  m: {
    redacaoId: number;
    correcaoId: number;
    chave: string;
    inicio: number;
    fim: number;
    trecho: string;
    competencia: number;
    categoria: string | null;
    comentario: string;
    reescrita: string | null;
  },
): Promise<void> {
  await db.query(
    `INSERT INTO essay.marcacoes (redacao_id, origem, estado, correcao_id, chave_ia, inicio, fim, trecho, competencia, categoria, comentario, reescrita)
     VALUES ($1, 'ia', 'sugerida', $2, $3, $4, $5, $6, $7, $8, $9, $10) ON CONFLICT (correcao_id, chave_ia) DO NOTHING`,
    [
      m.redacaoId,
      m.correcaoId,
      m.chave,
      m.inicio,
      m.fim,
      m.trecho,
      m.competencia,
      m.categoria,
      m.comentario,
      m.reescrita,
    ],
  );
}

/** The marks of the essay in force: the teachers' and the given correction's engine marks, in reading order. */
export async function marksOfEssay(db: Db, redacaoId: number, correcaoId: number | null): Promise<MarkRow[]> {
  const { rows } = await db.query<MarkRow>(
    `SELECT * FROM essay.marcacoes WHERE redacao_id = $1 AND (origem = 'professor' OR correcao_id = $2)
      ORDER BY inicio, fim, id`,
    [redacaoId, correcaoId],
  );
  return rows;
}

/** The state of each of the correction's engine marks, by its finding's key (`c1:3`). */
export async function engineMarkStates(
  db: Db,
  redacaoId: number,
  correcaoId: number | null,
): Promise<Map<string, Mark['estado']>> {
  if (!correcaoId) return new Map();
  const { rows } = await db.query<{ chave_ia: string; estado: Mark['estado'] }>(
    `SELECT chave_ia, estado FROM essay.marcacoes
      WHERE redacao_id = $1 AND correcao_id = $2 AND chave_ia IS NOT NULL ORDER BY id`,
    [redacaoId, correcaoId],
  );
  return new Map(rows.map((r) => [r.chave_ia, r.estado]));
}

export async function insertTeacherMark(
  db: Db,
  m: {
    redacaoId: number;
    inicio: number;
    fim: number;
    trecho: string;
    competencia: number;
    categoria: string | null;
    comentario: string;
    reescrita: string | null;
    autorId: number;
  },
): Promise<MarkRow> {
  const { rows } = await db.query<MarkRow>(
    `INSERT INTO essay.marcacoes (redacao_id, origem, estado, inicio, fim, trecho, competencia, categoria, comentario, reescrita, autor_id)
     VALUES ($1, 'professor', 'professor', $2, $3, $4, $5, $6, $7, $8, $9) RETURNING *`,
    [m.redacaoId, m.inicio, m.fim, m.trecho, m.competencia, m.categoria, m.comentario, m.reescrita, m.autorId],
  );
  return rows[0]!;
}

/** Whether one of the correction's engine marks of the competency touches the passage. */
export async function engineMarkTouches(
  db: Db,
  correcaoId: number | null,
  competencia: number,
  inicio: number,
  fim: number,
): Promise<boolean> {
  const { rowCount } = await db.query(
    `SELECT 1 FROM essay.marcacoes WHERE correcao_id = $1 AND origem = 'ia' AND competencia = $2
        AND inicio < $4 AND fim > $3 LIMIT 1`,
    [correcaoId, competencia, inicio, fim],
  );
  return !!rowCount;
}

export async function lockMarkRow(db: Db, redacaoId: number, markId: number): Promise<MarkRow | undefined> {
  const { rows } = await db.query<MarkRow>(
    'SELECT * FROM essay.marcacoes WHERE id = $1 AND redacao_id = $2 FOR UPDATE',
    [markId, redacaoId],
  );
  return rows[0];
}

export async function updateMarkRow(
  db: Db,
  m: {
    id: number;
    redacaoId: number;
    estado: Mark['estado'];
    competencia: number;
    comentario: string;
    reescrita: string | null;
    categoria: string | null;
    revisorId: number;
  },
): Promise<MarkRow> {
  const { rows } = await db.query<MarkRow>(
    `UPDATE essay.marcacoes SET estado = $3, competencia = $4, comentario = $5, reescrita = $6, categoria = $7,
            revisor_id = $8, atualizada_em = now()
      WHERE id = $1 AND redacao_id = $2 RETURNING *`,
    [m.id, m.redacaoId, m.estado, m.competencia, m.comentario, m.reescrita, m.categoria, m.revisorId],
  );
  return rows[0]!;
}

export async function strikeMarkRow(db: Db, id: number, revisorId: number): Promise<void> {
  await db.query(
    `UPDATE essay.marcacoes SET estado = 'riscada', revisor_id = $2, atualizada_em = now() WHERE id = $1`,
    [id, revisorId],
  );
}

export async function deleteMarkRow(db: Db, id: number): Promise<void> {
  await db.query('DELETE FROM essay.marcacoes WHERE id = $1', [id]);
}

/** essay.marcacoes_decisoes: a teacher's decision on a mark, the labelled data the engine learns from. */
export async function insertMarkDecision(
  db: Db,
  row: Pick<MarkRow, 'id' | 'redacao_id' | 'origem' | 'competencia' | 'categoria' | 'trecho'>,
  decisao: MarkDecision,
  usuarioId: number,
  semRegra: boolean,
  escolaId: number | null,
): Promise<void> {
  await db.query(
    `INSERT INTO essay.marcacoes_decisoes (redacao_id, marcacao_id, origem, competencia, regra, trecho, decisao, sem_regra, usuario_id, escola_id)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10)`,
    [
      row.redacao_id,
      row.id,
      row.origem,
      row.competencia,
      row.categoria,
      row.trecho,
      decisao,
      semRegra,
      usuarioId,
      escolaId,
    ],
  );
}

/** essay.regras_desligadas: the C1 rules a school switched off, with when (issue 51). */
export async function switchedOffRules(db: Db, escolaId: number | null): Promise<Map<string, Date>> {
  if (!escolaId) return new Map();
  const { rows } = await db.query<{ regra: string; desligada_em: Date }>(
    'SELECT regra, desligada_em FROM essay.regras_desligadas WHERE escola_id = $1',
    [escolaId],
  );
  return new Map(rows.map((r) => [r.regra, r.desligada_em]));
}

/** Switches a school's rule off (idempotent) or back on; whether anything changed. */
export async function setRuleSwitch(
  db: Db,
  s: { escolaId: number; regra: string; ativa: boolean; usuarioId: number },
): Promise<boolean> {
  const { rowCount } = s.ativa
    ? await db.query('DELETE FROM essay.regras_desligadas WHERE escola_id = $1 AND regra = $2', [s.escolaId, s.regra])
    : await db.query(
        `INSERT INTO essay.regras_desligadas (escola_id, regra, desligada_por) VALUES ($1, $2, $3)
         ON CONFLICT (escola_id, regra) DO NOTHING`,
        [s.escolaId, s.regra, s.usuarioId],
      );
  return !!rowCount;
}

/** essay.banco_comentarios: the comment bank (the starter set, a school's, a teacher's own). */
export type BankRow = {
  id: number;
  escopo: BankScope;
  escola_id: number | null;
  autor_id: number | null;
  competencia: BankComment['competencia'];
  texto: string;
  usos: number;
};

const VISIBLE = `(escopo = 'padrao' OR (escopo = 'escola' AND escola_id = $1) OR (escopo = 'pessoal' AND autor_id = $2))`;

/** What a person of the school (null: none) sees of the bank; most used first. */
export async function visibleBankComments(
  db: Db,
  escolaId: number | null,
  usuarioId: number,
  filter: { competencia: number | null; busca: string | null },
): Promise<BankRow[]> {
  const { rows } = await db.query<BankRow>(
    `SELECT * FROM essay.banco_comentarios WHERE ${VISIBLE}
        AND ($3::int IS NULL OR competencia = $3) AND ($4::text IS NULL OR texto ILIKE '%' || $4 || '%')
      ORDER BY usos DESC, competencia, id LIMIT 200`,
    [escolaId, usuarioId, filter.competencia, filter.busca],
  );
  return rows;
}

export async function visibleBankComment(
  db: Db,
  escolaId: number | null,
  usuarioId: number,
  id: number,
): Promise<BankRow | undefined> {
  const { rows } = await db.query<BankRow>(`SELECT * FROM essay.banco_comentarios WHERE id = $3 AND ${VISIBLE}`, [
    escolaId,
    usuarioId,
    id,
  ]);
  return rows[0];
}

export async function insertBankComment(
  db: Db,
  c: { escopo: BankScope; escolaId: number | null; autorId: number; competencia: number; texto: string },
): Promise<BankRow> {
  const { rows } = await db.query<BankRow>(
    `INSERT INTO essay.banco_comentarios (escopo, escola_id, autor_id, competencia, texto)
     VALUES ($1, $2, $3, $4, $5) RETURNING *`,
    [c.escopo, c.escolaId, c.autorId, c.competencia, c.texto],
  );
  return rows[0]!;
}

export async function deleteBankComment(db: Db, id: number): Promise<void> {
  await db.query('DELETE FROM essay.banco_comentarios WHERE id = $1', [id]);
}

/** One more use of a bank comment (a mark written with it). */
export async function countBankCommentUse(db: Db, id: number): Promise<void> {
  await db.query('UPDATE essay.banco_comentarios SET usos = usos + 1 WHERE id = $1', [id]);
}
