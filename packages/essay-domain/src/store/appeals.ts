import type { Appeal, AppealDecider } from '@argumenta/contracts';
import type { CorrectionJobRow } from './corrections.js';
import type { Db } from './db.js';

/** essay.recursos as stored. */
export type AppealRow = {
  id: number;
  redacao_id: number;
  correcao_id: number;
  competencia: 1 | 2 | 3 | 4 | 5;
  motivo: string;
  status: Appeal['status'];
  nota_original: number;
  nota_nova: number | null;
  comentario: string | null;
  decide: AppealDecider;
  decidido_por: AppealDecider | null;
  criado_em: Date;
  decidido_em: Date | null;
};

/** One appeal per essay and competency: undefined when this competency was already contested. */
export async function insertAppeal(
  db: Db,
  a: {
    redacaoId: number;
    correcaoId: number;
    usuarioId: number;
    competencia: number;
    motivo: string;
    notaOriginal: number;
    decide: AppealDecider;
  },
): Promise<AppealRow | undefined> {
  const { rows } = await db.query<AppealRow>(
    `INSERT INTO essay.recursos (redacao_id, correcao_id, usuario_id, competencia, motivo, nota_original, decide)
     VALUES ($1, $2, $3, $4, $5, $6, $7) ON CONFLICT (redacao_id, competencia) DO NOTHING RETURNING *`,
    [a.redacaoId, a.correcaoId, a.usuarioId, a.competencia, a.motivo, a.notaOriginal, a.decide],
  );
  return rows[0];
}

/** An appeal whose job could not be queued is removed, so the student may try again. */
export async function deleteAppeal(db: Db, id: number): Promise<void> {
  await db.query('DELETE FROM essay.recursos WHERE id = $1', [id]);
}

export async function appealsOfEssay(db: Db, redacaoId: number): Promise<AppealRow[]> {
  const { rows } = await db.query<AppealRow>(
    'SELECT * FROM essay.recursos WHERE redacao_id = $1 ORDER BY criado_em, id',
    [redacaoId],
  );
  return rows;
}

/** The essay's appeal, locked for the caller's transaction. */
export async function lockAppeal(tx: Db, id: number, redacaoId: number): Promise<AppealRow | undefined> {
  const { rows } = await tx.query<AppealRow>(
    'SELECT * FROM essay.recursos WHERE id = $1 AND redacao_id = $2 FOR UPDATE',
    [id, redacaoId],
  );
  return rows[0];
}

/** The teacher's decision (the caller recomputed the grade when accepted). */
export async function decideAppealAsTeacher(
  tx: Db,
  id: number,
  d: { decisao: 'aceito' | 'rejeitado'; nota: number | null; comentario: string; decisorId: number },
): Promise<AppealRow> {
  const { rows } = await tx.query<AppealRow>(
    `UPDATE essay.recursos SET status = $2, nota_nova = $3, comentario = $4, decidido_por = 'professor', decisor_id = $5, decidido_em = now() WHERE id = $1 RETURNING *`,
    [id, d.decisao, d.nota, d.comentario, d.decisorId],
  );
  return rows[0]!;
}

/** What the AI re-grade of a free essay's appeal reads: the appeal and the essay's text and context. */
export type AiAppealRow = Pick<
  CorrectionJobRow,
  'correcao_id' | 'redacao_id' | 'usuario_id' | 'titulo' | 'texto_original' | 'atividade_id' | 'proposta_tematica_id'
> & {
  recurso_id: number;
  status: Appeal['status'];
  competencia: number;
  motivo: string;
  nota_original: number;
};

export async function loadAiAppeal(db: Db, recursoId: number): Promise<AiAppealRow | undefined> {
  const { rows } = await db.query<AiAppealRow>(
    `SELECT a.id AS recurso_id, a.status, a.competencia, a.motivo, a.nota_original, a.correcao_id, r.id AS redacao_id, r.usuario_id, r.titulo, r.texto_original,
            r.atividade_id, r.proposta_tematica_id
       FROM essay.recursos a JOIN essay.redacoes r ON r.id = a.redacao_id WHERE a.id = $1 AND a.decide = 'ia'`,
    [recursoId],
  );
  return rows[0];
}

/** The appeal's status, locked for the caller's transaction. */
export async function lockAppealStatus(tx: Db, id: number): Promise<Appeal['status'] | undefined> {
  const { rows } = await tx.query<{ status: Appeal['status'] }>(
    'SELECT status FROM essay.recursos WHERE id = $1 FOR UPDATE',
    [id],
  );
  return rows[0]?.status;
}

/** The AI's decision on a pending appeal. */
export async function decideAppealAsAi(
  tx: Db,
  id: number,
  d: { decisao: 'aceito' | 'rejeitado'; nota: number; comentario: string },
): Promise<void> {
  await tx.query(
    `UPDATE essay.recursos SET status = $2, nota_nova = $3, comentario = $4, decidido_por = 'ia', decidido_em = now() WHERE id = $1`,
    [id, d.decisao, d.nota, d.comentario],
  );
}

/** The AI could not re-grade after the last attempt: closed as rejected, the grade kept (only if still pending). */
export async function closeAppealUnanswered(db: Db, id: number, comentario: string): Promise<void> {
  await db.query(
    `UPDATE essay.recursos SET status = 'rejeitado', comentario = $2, decidido_por = 'ia', decidido_em = now() WHERE id = $1 AND status = 'pendente'`,
    [id, comentario],
  );
}

/** Free essays' appeals still waiting for the AI after `olderThanSeconds` (at most 200): the reconciler checks their jobs. */
export async function stuckAiAppeals(
  db: Db,
  olderThanSeconds: number,
): Promise<{ id: number; redacao_id: number; usuario_id: number }[]> {
  const { rows } = await db.query<{ id: number; redacao_id: number; usuario_id: number }>(
    `SELECT id, redacao_id, usuario_id FROM essay.recursos WHERE status = 'pendente' AND decide = 'ia' AND criado_em < now() - make_interval(secs => $1) LIMIT 200`,
    [olderThanSeconds],
  );
  return rows;
}
