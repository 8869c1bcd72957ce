import type { GradeSource } from '@argumenta/contracts';
import type { Db } from './db.js';

/**
 * The official grade (issue 46): the one grade of an essay that every screen, export and API shows, decided here and
 * nowhere else. Precedence is time: each decision (the AI's correction, a teacher's review or release, an accepted
 * appeal) replaces the grade in force and joins the essay's history (essay.notas_historico); the AI's correction keeps
 * its own grades, so "a IA sugeriu" stays readable.
 */
export type GradeDecision = {
  total: number;
  /** C1–C5; null when the decider gave only a total. */
  notas: number[] | null;
  origem: GradeSource;
  /** The teacher or coordinator who decided; null for the AI. */
  autorId: number | null;
  correcaoId?: number | null;
  recursoId?: number | null;
};

/** The grade in force becomes `d`, and `d` joins the history, in one statement. */
export async function decideOfficialGrade(db: Db, redacaoId: number, d: GradeDecision): Promise<void> {
  await db.query(
    `WITH u AS (UPDATE essay.redacoes SET nota_oficial = $2, notas_oficiais = $3, origem_nota = $4 WHERE id = $1 RETURNING id)
     INSERT INTO essay.notas_historico (redacao_id, total, notas, origem, autor_id, correcao_id, recurso_id)
     SELECT id, $2, $3, $4, $5, $6, $7 FROM u`,
    [redacaoId, d.total, d.notas, d.origem, d.autorId, d.correcaoId ?? null, d.recursoId ?? null],
  );
}

/** One competency's grade in force (the official one; the AI's where the teacher gave only a total). */
export async function officialCompetencyGrade(
  db: Db,
  redacaoId: number,
  competencia: number,
): Promise<{ correcaoId: number | null; nota: number | null } | undefined> {
  if (![1, 2, 3, 4, 5].includes(competencia)) throw new RangeError(`competência inválida: ${competencia}`);
  const { rows } = await db.query<{ correcao_id: number | null; nota: number | null }>(
    `SELECT c.id AS correcao_id, COALESCE(r.notas_oficiais[$2::int], c.c${competencia}_nota) AS nota
       FROM essay.redacoes r LEFT JOIN essay.correcoes c ON c.id = r.correcao_atual_id AND c.status = 'concluida'
      WHERE r.id = $1 AND r.nota_oficial IS NOT NULL`,
    [redacaoId, competencia],
  );
  const row = rows[0];
  return row && { correcaoId: row.correcao_id, nota: row.nota };
}

/**
 * An accepted appeal: one competency of the grade in force replaced and the total recomputed (the essay row is locked
 * for the caller's transaction). Returns the new total.
 */
export async function decideCompetencyOnAppeal(
  tx: Db,
  redacaoId: number,
  competencia: number,
  nota: number,
  by: { autorId: number | null; recursoId: number },
): Promise<number> {
  const { rows } = await tx.query<{ oficiais: number[] | null; ia: (number | null)[]; correcao_id: number | null }>(
    `SELECT r.notas_oficiais AS oficiais, ARRAY[c.c1_nota, c.c2_nota, c.c3_nota, c.c4_nota, c.c5_nota] AS ia, c.id AS correcao_id
       FROM essay.redacoes r LEFT JOIN essay.correcoes c ON c.id = r.correcao_atual_id WHERE r.id = $1 FOR UPDATE OF r`,
    [redacaoId],
  );
  const row = rows[0]!;
  const notas = (row.oficiais ?? row.ia).map((n, i) => (i === competencia - 1 ? nota : (n ?? 0)));
  const total = notas.reduce((a, b) => a + b, 0);
  await decideOfficialGrade(tx, redacaoId, {
    total,
    notas,
    origem: 'recurso',
    autorId: by.autorId,
    correcaoId: row.correcao_id,
    recursoId: by.recursoId,
  });
  return total;
}

export type GradeHistoryRow = {
  total: number;
  notas: number[] | null;
  origem: GradeSource;
  autor_id: number | null;
  recurso_id: number | null;
  criado_em: Date;
};

/** Every decision on an essay's grade, oldest first (the last one is in force). */
export async function officialGradeHistory(db: Db, redacaoId: number): Promise<GradeHistoryRow[]> {
  const { rows } = await db.query<GradeHistoryRow>(
    'SELECT total, notas, origem, autor_id, recurso_id, criado_em FROM essay.notas_historico WHERE redacao_id = $1 ORDER BY id',
    [redacaoId],
  );
  return rows;
}
