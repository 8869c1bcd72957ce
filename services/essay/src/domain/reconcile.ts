import {
  appealJobId,
  correctionJobId,
  transcriptionJobId,
  type AppealJob,
  type CorrectionJob,
  type TranscriptionJob,
} from '@argumenta/contracts';
import { stuckAiAppeals, stuckCorrections, stuckTranscriptions } from '@argumenta/essay-domain';
import type { Logger, Pool } from '@argumenta/platform';

export type JobLookup = {
  /** Whether the queue still holds a job with this id (in any state). */
  exists(queue: 'correction' | 'transcription', jobId: string): Promise<boolean>;
  /** One look at the job: missing from the queue, there, or failed for good and now run once more ('revived'). */
  revive?(queue: 'correction' | 'transcription', jobId: string): Promise<'missing' | 'present' | 'revived'>;
  enqueueCorrection(job: { correcaoId: number; redacaoId: number; usuarioId: number }): Promise<string>;
  enqueueTranscription(job: { transcricaoId: number; usuarioId: number }): Promise<string>;
  enqueueAppeal(job: AppealJob): Promise<string>;
  /** A batch item's job goes back at its own priority (never ahead of the students' essays) and with its batch. */
  enqueueBatchCorrection?(job: CorrectionJob, priority: number): Promise<unknown>;
  enqueueBatchTranscription?(job: TranscriptionJob, priority: number): Promise<unknown>;
};

/**
 * PostgreSQL is the truth; the queue can lose a job (Redis flushed, enqueue lost after commit). Rows
 * still pending after `olderThanSeconds` whose job is gone are enqueued again under the same id — safe
 * with several replicas because the id makes add() idempotent. A job that failed for good while its row is still
 * pending never reached the row (its final attempt could not write: PostgreSQL was down for all its attempts), so the
 * essay was neither failed nor refunded: it is run again.
 */
export async function reconcileStuckJobs(
  pool: Pool,
  jobs: JobLookup,
  logger: Logger,
  olderThanSeconds = 120,
): Promise<number> {
  let requeued = 0;
  const look = async (queue: 'correction' | 'transcription', jobId: string) =>
    jobs.revive
      ? jobs.revive(queue, jobId)
      : (await jobs.exists(queue, jobId))
        ? ('present' as const)
        : ('missing' as const);
  const corrections = await stuckCorrections(pool, olderThanSeconds);
  for (const c of corrections) {
    const seen = await look('correction', correctionJobId(c.id));
    if (seen !== 'missing') {
      if (seen === 'revived') requeued += 1;
      continue;
    }
    const job = { correcaoId: c.id, redacaoId: c.redacao_id, usuarioId: c.usuario_id };
    if (c.lote_id && jobs.enqueueBatchCorrection)
      await jobs.enqueueBatchCorrection(
        { ...job, lote: { id: c.lote_id, professorId: c.professor_id! } },
        c.prioridade ?? 1,
      );
    else await jobs.enqueueCorrection(job);
    requeued += 1;
  }
  const transcriptions = await stuckTranscriptions(pool, olderThanSeconds);
  for (const t of transcriptions) {
    const seen = await look('transcription', transcriptionJobId(t.id));
    if (seen !== 'missing') {
      if (seen === 'revived') requeued += 1;
      continue;
    }
    const job = { transcricaoId: t.id, usuarioId: t.usuario_id };
    if (t.lote_id && jobs.enqueueBatchTranscription)
      await jobs.enqueueBatchTranscription(
        { ...job, lote: { id: t.lote_id, professorId: t.professor_id! } },
        t.prioridade ?? 1,
      );
    else await jobs.enqueueTranscription(job);
    requeued += 1;
  }
  // A free essay's appeal waiting for the AI re-grade (its job lives on the correction queue).
  const appeals = await stuckAiAppeals(pool, olderThanSeconds);
  for (const a of appeals) {
    if (await jobs.exists('correction', appealJobId(a.id))) continue;
    await jobs.enqueueAppeal({ recursoId: a.id, redacaoId: a.redacao_id, usuarioId: a.usuario_id });
    requeued += 1;
  }
  if (requeued) logger.warn({ requeued }, 'tarefas perdidas pela fila foram reenfileiradas');
  return requeued;
}
