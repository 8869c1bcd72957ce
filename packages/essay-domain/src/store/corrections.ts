import { type CorrectionProgress, type EssayStatus, type JobFailure } from '@argumenta/contracts';
import { affected, type Db } from './db.js';
import { inFlight, statusesBefore, type JobStatus } from './status.js';

/** essay.correcoes as stored. */
export type CorrectionRow = {
  id: number;
  redacao_id: number;
  status: JobStatus;
  referencia_credito: string;
  motor: string | null;
  nota_geral_enem: number | null;
  c1_nota: number | null;
  c2_nota: number | null;
  c3_nota: number | null;
  c4_nota: number | null;
  c5_nota: number | null;
  analise_detalhada: unknown;
  progresso: unknown;
  erro: { code: string; message: string; retryable: boolean } | null;
  tentativas: number;
  data_correcao: Date | null;
};

/** What a correction job reads: the correction and the essay it grades. */
export type CorrectionJobRow = {
  correcao_id: number;
  status: JobStatus;
  referencia_credito: string;
  nota_geral_enem: number | null;
  erro: JobFailure | null;
  redacao_id: number;
  usuario_id: number;
  titulo: string;
  texto_original: string;
  atividade_id: number | null;
  proposta_tematica_id: number | null;
};

/** The essay follows its correction only while that correction is still its current one (a re-send moved it on). */
type CorrectionOf = { correcaoId: number; redacaoId: number };

export async function loadCorrectionJob(db: Db, correcaoId: number): Promise<CorrectionJobRow | undefined> {
  const { rows } = await db.query<CorrectionJobRow>(
    `SELECT c.id AS correcao_id, c.status, c.referencia_credito, c.nota_geral_enem, c.erro, r.id AS redacao_id, r.usuario_id, r.titulo, r.texto_original, r.atividade_id, r.proposta_tematica_id
       FROM essay.correcoes c JOIN essay.redacoes r ON r.id = c.redacao_id WHERE c.id = $1`,
    [correcaoId],
  );
  return rows[0];
}

export async function getCorrection(db: Db, id: number | null): Promise<CorrectionRow | undefined> {
  if (!id) return undefined;
  const { rows } = await db.query<CorrectionRow>('SELECT * FROM essay.correcoes WHERE id = $1', [id]);
  return rows[0];
}

/** Essay status moves that follow a correction, guarded by the transition table. */
async function moveEssayWith(db: Db, { correcaoId, redacaoId }: CorrectionOf, to: EssayStatus): Promise<void> {
  await db.query(
    `UPDATE essay.redacoes SET status = $3 WHERE id = $1 AND correcao_atual_id = $2 AND status = ANY($4::text[])`,
    [redacaoId, correcaoId, to, statusesBefore(to)],
  );
}

/**
 * An attempt begins: the correction and its essay are processando. False when the correction had already finished
 * (another copy of the job finished it after this one read it): nothing is written.
 */
export async function startCorrectionAttempt(db: Db, ids: CorrectionOf): Promise<boolean> {
  const started = await db.query(
    `UPDATE essay.correcoes SET status = 'processando', tentativas = tentativas + 1, iniciada_em = now(), erro = NULL WHERE id = $1 AND ${inFlight()}`,
    [ids.correcaoId],
  );
  if (!affected(started)) return false;
  await moveEssayWith(db, ids, 'processando');
  return true;
}

/**
 * The engine's grades are stored and the essay is corrected — or held for its teacher when `holdReason` (em_revisao,
 * reviewer `reviewerId`). Two statements: run it in the caller's transaction. False when the correction had already
 * finished (another copy of the job): nothing is written.
 */
export async function completeCorrection(
  tx: Db,
  ids: CorrectionOf,
  graded: {
    motor: string;
    total: number;
    notas: number[];
    analysis: unknown;
    progress: CorrectionProgress;
    holdReason: string | null;
    reviewerId: number | null;
  },
): Promise<boolean> {
  const stored = await tx.query(
    `UPDATE essay.correcoes SET status = 'concluida', motor = $2, nota_geral_enem = $3, c1_nota = $4, c2_nota = $5, c3_nota = $6, c4_nota = $7, c5_nota = $8,
            analise_detalhada = $9, data_correcao = now(), erro = NULL, progresso = $10 WHERE id = $1 AND ${inFlight()}`,
    [ids.correcaoId, graded.motor, graded.total, ...graded.notas, graded.analysis, graded.progress],
  );
  if (!affected(stored)) return false;
  const to: EssayStatus = graded.holdReason === null ? 'concluida' : 'em_revisao';
  // Unless held for the teacher, the AI's grade is the official one (grades.ts); a held grade has none until released.
  await tx.query(
    `WITH u AS (
       UPDATE essay.redacoes SET status = $5, motivo_revisao = $3, revisor_responsavel_id = $4,
              nota_decidida_por = CASE WHEN $3::text IS NULL THEN 'ia' END,
              nota_oficial = CASE WHEN $3::text IS NULL THEN $7::int END,
              notas_oficiais = CASE WHEN $3::text IS NULL THEN $8::smallint[] END,
              origem_nota = CASE WHEN $3::text IS NULL THEN 'ia' END
        WHERE id = $1 AND correcao_atual_id = $2 AND status = ANY($6::text[]) RETURNING id, origem_nota)
     INSERT INTO essay.notas_historico (redacao_id, total, notas, origem, correcao_id)
     SELECT id, $7, $8, 'ia', $2 FROM u WHERE origem_nota IS NOT NULL`,
    [
      ids.redacaoId,
      ids.correcaoId,
      graded.holdReason,
      graded.holdReason ? graded.reviewerId : null,
      to,
      statusesBefore(to),
      graded.total,
      graded.notas,
    ],
  );
  return true;
}

/** The provider asked to wait: back in the queue without spending the attempt. */
export async function requeueCorrection(db: Db, ids: CorrectionOf): Promise<void> {
  const moved = await db.query(`UPDATE essay.correcoes SET status = 'pendente' WHERE id = $1 AND ${inFlight()}`, [
    ids.correcaoId,
  ]);
  if (affected(moved)) await moveEssayWith(db, ids, 'pendente');
}

/**
 * The last attempt failed: the correction and its essay are falhou, and the caller refunds the credit — only when this
 * call failed it (true); a correction another copy of the job finished stays as it is.
 */
export async function failCorrection(db: Db, ids: CorrectionOf, failure: JobFailure): Promise<boolean> {
  const failed = await db.query(
    `UPDATE essay.correcoes SET status = 'falhou', erro = $2 WHERE id = $1 AND ${inFlight()}`,
    [ids.correcaoId, failure],
  );
  if (!affected(failed)) return false;
  await moveEssayWith(db, ids, 'falhou');
  return true;
}

/** An attempt failed and another follows: the correction waits with the reason (the essay stays as it is). */
export async function retryCorrectionLater(db: Db, correcaoId: number, failure: JobFailure): Promise<void> {
  await db.query(`UPDATE essay.correcoes SET status = 'pendente', erro = $2 WHERE id = $1 AND ${inFlight()}`, [
    correcaoId,
    failure,
  ]);
}

/** The essay's newest correction still waiting or running (a repeat of a re-correction finds it). */
export async function pendingCorrectionOf(
  db: Db,
  redacaoId: number,
): Promise<{ id: number; status: JobStatus } | undefined> {
  const { rows } = await db.query<{ id: number; status: JobStatus }>(
    `SELECT id, status FROM essay.correcoes WHERE redacao_id = $1 AND ${inFlight()} ORDER BY id DESC LIMIT 1`,
    [redacaoId],
  );
  return rows[0];
}

/** The essay's latest completed correction: while a re-correction runs, the previous feedback stays readable. */
export async function latestCompletedCorrection(db: Db, redacaoId: number): Promise<CorrectionRow | undefined> {
  const { rows } = await db.query<CorrectionRow>(
    `SELECT * FROM essay.correcoes WHERE redacao_id = $1 AND status = 'concluida' ORDER BY data_correcao DESC NULLS LAST, id DESC LIMIT 1`,
    [redacaoId],
  );
  return rows[0];
}

/** A waiting or running correction older than `olderThanSeconds`, with its batch (when a batch item) for re-enqueueing. */
export type StuckCorrection = {
  id: number;
  redacao_id: number;
  usuario_id: number;
  lote_id: number | null;
  professor_id: number | null;
  prioridade: number | null;
};

/** Corrections still pendente/processando after `olderThanSeconds` (at most 200): the reconciler checks their jobs. */
export async function stuckCorrections(db: Db, olderThanSeconds: number): Promise<StuckCorrection[]> {
  const { rows } = await db.query<StuckCorrection>(
    `SELECT DISTINCT ON (c.id) c.id, c.redacao_id, r.usuario_id, l.id AS lote_id, l.professor_id, i.prioridade
       FROM essay.correcoes c JOIN essay.redacoes r ON r.id = c.redacao_id
       LEFT JOIN essay.lote_itens i ON i.redacao_id = r.id AND i.etapa = 'enviada' LEFT JOIN essay.lotes l ON l.id = i.lote_id
      WHERE ${inFlight('c.status')} AND c.criada_em < now() - make_interval(secs => $1) ORDER BY c.id LIMIT 200`,
    [olderThanSeconds],
  );
  return rows;
}
