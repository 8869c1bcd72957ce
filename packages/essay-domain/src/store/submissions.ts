import type { CorrectionRow } from './corrections.js';
import type { Db } from './db.js';
import { OFFICIAL_GRADE_COLUMNS, type EssayRow, type OfficialGrade } from './essays.js';

/**
 * Reads for the classroom service, dashboards and admin stats (the essay service's /internal routes): what counts as
 * "the submission" is the latest essay of each student for each activity, with its latest completed correction.
 */
export type SubmissionRow = Omit<EssayRow, 'atividade_id'> & {
  atividade_id: number;
  c_id: number | null;
  c_status: CorrectionRow['status'] | null;
} & OfficialGrade &
  Pick<CorrectionRow, 'data_correcao' | 'analise_detalhada'> & { nota_ia: number | null };

/** `nota_geral_enem` and `c1_nota`…`c5_nota` are the official grade (null while undecided); `nota_ia` the AI's total. */
const latestSubmissions = (extraWhere = '') => `
  SELECT DISTINCT ON (r.atividade_id, r.usuario_id) r.*, c.id AS c_id, c.status AS c_status, ${OFFICIAL_GRADE_COLUMNS}, c.data_correcao,
         c.analise_detalhada, c.nota_geral_enem AS nota_ia
    FROM essay.redacoes r
    LEFT JOIN LATERAL (SELECT * FROM essay.correcoes c WHERE c.redacao_id = r.id AND c.status = 'concluida' ORDER BY c.data_correcao DESC NULLS LAST, c.id DESC LIMIT 1) c ON true
   WHERE r.atividade_id = ANY($1::int[]) ${extraWhere}
   ORDER BY r.atividade_id, r.usuario_id, r.data_envio DESC, r.id DESC`;

/** Each student's submission to each of the activities. */
export async function submissionsOf(db: Db, atividadeIds: number[]): Promise<SubmissionRow[]> {
  return (await db.query<SubmissionRow>(latestSubmissions(), [atividadeIds])).rows;
}

/** One student's submission to each of the activities. */
export async function submissionsOfStudent(
  db: Db,
  atividadeIds: number[],
  usuarioId: number,
): Promise<SubmissionRow[]> {
  return (await db.query<SubmissionRow>(latestSubmissions('AND r.usuario_id = $2'), [atividadeIds, usuarioId])).rows;
}

/** The submissions that have an official grade, optionally only those sent in [desde, ate). */
export async function gradedSubmissionsOf(
  db: Db,
  atividadeIds: number[],
  period?: [string | Date, string | Date],
): Promise<SubmissionRow[]> {
  const { rows } = period
    ? await db.query<SubmissionRow>(
        `SELECT * FROM (${latestSubmissions('AND r.data_envio >= $2 AND r.data_envio < $3')}) s WHERE nota_geral_enem IS NOT NULL`,
        [atividadeIds, ...period],
      )
    : await db.query<SubmissionRow>(`SELECT * FROM (${latestSubmissions()}) s WHERE nota_geral_enem IS NOT NULL`, [
        atividadeIds,
      ]);
  return rows;
}

/** Per activity: submissions, how many are corrected and their mean grade. */
export async function activitySubmissionStats(db: Db, atividadeIds: number[]) {
  const { rows } = await db.query<{
    atividade_id: number;
    total_redacoes: number;
    redacoes_corrigidas: number;
    media_nota: number | null;
  }>(
    `SELECT atividade_id, count(*)::int AS total_redacoes, count(c_id)::int AS redacoes_corrigidas, round(avg(nota_geral_enem))::int AS media_nota
       FROM (${latestSubmissions()}) s GROUP BY atividade_id`,
    [atividadeIds],
  );
  return rows;
}

/** The mean of each competency and of the total over the activities' submissions with an official grade. */
export async function competencyMeans(db: Db, atividadeIds: number[]) {
  const { rows } = await db.query<{
    total_corrigidas: number;
    c1: number | null;
    c2: number | null;
    c3: number | null;
    c4: number | null;
    c5: number | null;
    total: number | null;
  }>(
    `SELECT count(nota_geral_enem)::int AS total_corrigidas, round(avg(c1_nota))::int AS c1, round(avg(c2_nota))::int AS c2, round(avg(c3_nota))::int AS c3,
            round(avg(c4_nota))::int AS c4, round(avg(c5_nota))::int AS c5, round(avg(nota_geral_enem))::int AS total
       FROM (${latestSubmissions()}) s WHERE nota_geral_enem IS NOT NULL`,
    [atividadeIds],
  );
  return rows[0]!;
}

/** All essays, and those sent on each of the last 7 days (admin stats). */
export async function essayCounts(db: Db) {
  const { rows } = await db.query<{ total_redacoes: number }>(
    `SELECT (SELECT count(*)::int FROM essay.redacoes) AS total_redacoes`,
  );
  const days = await db.query<{ dia: string; total: number }>(
    `SELECT to_char(d, 'YYYY-MM-DD') AS dia, (SELECT count(*)::int FROM essay.redacoes r WHERE r.data_envio >= d AND r.data_envio < d + interval '1 day') AS total
       FROM generate_series(date_trunc('day', now()) - interval '6 days', date_trunc('day', now()), interval '1 day') d ORDER BY d`,
  );
  return { total_redacoes: rows[0]!.total_redacoes, redacoes_ultimos_7_dias: days.rows };
}

/** Per student, over the activities: submissions, mean grade, activities with a corrected essay, last submission. */
export async function studentActivityStats(db: Db, usuarioIds: number[], atividadeIds: number[]) {
  const { rows } = await db.query<{
    usuario_id: number;
    total_submissoes: number;
    media_notas: number | null;
    total_atividades_concluidas: number;
    ultima_atividade: Date;
  }>(
    `SELECT r.usuario_id, count(*)::int AS total_submissoes,
            round(avg(r.nota_oficial))::int AS media_notas,
            count(DISTINCT r.atividade_id) FILTER (WHERE r.nota_oficial IS NOT NULL)::int AS total_atividades_concluidas,
            max(r.data_envio) AS ultima_atividade
       FROM essay.redacoes r
      WHERE r.usuario_id = ANY($1::int[]) AND r.atividade_id = ANY($2::int[])
      GROUP BY r.usuario_id`,
    [usuarioIds, atividadeIds],
  );
  return rows;
}

/**
 * A student's dashboard: corrected essays, finished transcriptions, their latest essay per activity (as the
 * submissions pick it: the gateway marks activities sent or pending with it) and the 3 latest grades not held.
 */
export async function studentDashboard(db: Db, usuarioId: number) {
  const [counts, recent] = await Promise.all([
    db.query<{
      redacoes_corrigidas: number;
      redacoes_transcritas: number;
      entregas: { atividade_id: number; redacao_id: number }[];
    }>(
      `SELECT (SELECT count(*)::int FROM essay.redacoes r JOIN essay.correcoes c ON c.id = r.correcao_atual_id WHERE r.usuario_id = $1 AND c.status = 'concluida') AS redacoes_corrigidas,
              (SELECT count(*)::int FROM essay.transcricoes WHERE usuario_id = $1 AND status = 'concluida') AS redacoes_transcritas,
              (SELECT coalesce(json_agg(json_build_object('atividade_id', e.atividade_id, 'redacao_id', e.id)), '[]')
                 FROM (SELECT DISTINCT ON (atividade_id) atividade_id, id FROM essay.redacoes
                        WHERE usuario_id = $1 AND atividade_id IS NOT NULL ORDER BY atividade_id, data_envio DESC, id DESC) e) AS entregas`,
      [usuarioId],
    ),
    db.query<{
      id: number;
      redacao_id: number;
      redacao_titulo: string;
      atividade_id: number | null;
      data_correcao: Date | null;
      pontuacao_total: number;
    }>(
      `SELECT c.id, r.id AS redacao_id, r.titulo AS redacao_titulo, r.atividade_id, c.data_correcao, r.nota_oficial AS pontuacao_total
         FROM essay.correcoes c JOIN essay.redacoes r ON r.id = c.redacao_id AND c.id = r.correcao_atual_id
        WHERE r.usuario_id = $1 AND c.status = 'concluida' AND r.nota_oficial IS NOT NULL ORDER BY c.data_correcao DESC LIMIT 3`,
      [usuarioId],
    ),
  ]);
  return { counts: counts.rows[0]!, recent: recent.rows };
}

/** The appeals of these essays waiting for their teacher, oldest first. */
export async function openTeacherAppeals(db: Db, redacaoIds: number[]) {
  const { rows } = await db.query<{ id: number; redacao_id: number; competencia: number; criado_em: Date }>(
    `SELECT id, redacao_id, competencia, criado_em FROM essay.recursos WHERE status = 'pendente' AND decide = 'professor' AND redacao_id = ANY($1::int[]) ORDER BY criado_em`,
    [redacaoIds],
  );
  return rows;
}

/** Essays the given students sent in [desde, ate). */
export async function essaysSentIn(
  db: Db,
  usuarioIds: number[],
  desde: string | Date,
  ate: string | Date,
): Promise<number> {
  const { rows } = await db.query<{ n: number }>(
    'SELECT count(*)::int AS n FROM essay.redacoes WHERE usuario_id = ANY($1::int[]) AND data_envio >= $2 AND data_envio < $3',
    [usuarioIds, desde, ate],
  );
  return rows[0]?.n ?? 0;
}

/** Grades held for each of these reviewers. */
export async function heldCountsByReviewer(db: Db, revisorIds: number[]) {
  const { rows } = await db.query<{ revisor_id: number; total: number }>(
    `SELECT revisor_responsavel_id AS revisor_id, count(*)::int AS total FROM essay.redacoes
      WHERE status = 'em_revisao' AND revisor_responsavel_id = ANY($1::int[]) GROUP BY revisor_responsavel_id`,
    [revisorIds],
  );
  return rows;
}

/** Essays waiting for their teacher (manual activities), per activity. */
export async function awaitingTeacherCounts(db: Db, atividadeIds: number[]) {
  const { rows } = await db.query<{ atividade_id: number; total: number }>(
    `SELECT atividade_id, count(*)::int AS total FROM essay.redacoes WHERE status = 'aguardando_professor' AND atividade_id = ANY($1::int[]) GROUP BY atividade_id`,
    [atividadeIds],
  );
  return rows;
}

/** An essay with its latest completed correction (the report a teacher downloads). */
export async function essayWithLatestGrade(db: Db, id: number) {
  const { rows } = await db.query<
    EssayRow & Pick<CorrectionRow, 'nota_geral_enem' | 'data_correcao' | 'analise_detalhada'>
  >(
    `SELECT r.*, c.nota_geral_enem, c.data_correcao, c.analise_detalhada FROM essay.redacoes r
       LEFT JOIN LATERAL (SELECT * FROM essay.correcoes c WHERE c.redacao_id = r.id AND c.status = 'concluida' ORDER BY c.id DESC LIMIT 1) c ON true WHERE r.id = $1`,
    [id],
  );
  return rows[0];
}

/**
 * A network panel's read (issue 54): every essay the given students sent in [desde, ate), activity or not, with its
 * official grade (null while ungraded) and its correction's analysis (for the frequent problems).
 */
export async function essaysOfStudentsIn(db: Db, usuarioIds: number[], desde: string | Date, ate: string | Date) {
  const { rows } = await db.query<
    Pick<EssayRow, 'id' | 'usuario_id' | 'data_envio'> & OfficialGrade & Pick<CorrectionRow, 'analise_detalhada'>
  >(
    `SELECT r.id, r.usuario_id, r.data_envio, ${OFFICIAL_GRADE_COLUMNS}, c.analise_detalhada
       FROM essay.redacoes r LEFT JOIN essay.correcoes c ON c.id = r.correcao_atual_id AND c.status = 'concluida'
      WHERE r.usuario_id = ANY($1::int[]) AND r.data_envio >= $2 AND r.data_envio < $3`,
    [usuarioIds, desde, ate],
  );
  return rows;
}
