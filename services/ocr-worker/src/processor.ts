import type { Job } from 'bullmq';
import { QUEUES, type JobFailure, type TranscriptionJob, type TranscriptionJobResult } from '@argumenta/contracts';
import {
  completeTranscription,
  failTranscription,
  loadTranscriptionJob,
  retryTranscriptionLater,
  startTranscriptionAttempt,
} from '@argumenta/essay-domain';
import {
  counter,
  dispatchJobs,
  failJob,
  histogram,
  jobMetrics,
  publishProgress,
  type Logger,
  type Pool,
} from '@argumenta/platform';
import { OcrError, readSheet, type OcrEngine, type OcrOutput, type OcrProgress } from './engine/index.js';

export type CreditsPort = { confirm(ref: string): Promise<unknown>; refund(ref: string): Promise<unknown> };

export type OcrProcessorDeps = {
  pool: Pool;
  engine: OcrEngine;
  credits: CreditsPort;
  logger: Logger;
};

export const FAILURE_MESSAGES = {
  notFound: 'Transcrição não encontrada (foi excluída?).',
  internal: 'Erro interno ao transcrever a imagem. Tente novamente.',
} as const;

const DONE = { phase: 'finishing', percent: 100, message: 'Transcrição concluída!' } as const;

const metrics = jobMetrics({
  total: 'transcriptions_total',
  duration: 'transcription_duration_seconds',
  what: 'transcription',
  buckets: [0.5, 1, 2, 4, 8, 15, 30, 60, 120],
});
// Mean word confidence (0–100) of each finished transcription: a drop means worse photos or a worse engine.
const confidence = histogram(
  'ocr_confidence_percent',
  'Mean word confidence of a finished transcription (0-100)',
  ['engine'],
  [10, 20, 30, 40, 50, 60, 70, 80, 90, 95, 100],
);

const illegible = counter(
  'transcriptions_illegible_total',
  'Finished transcriptions judged unreadable (legivel=false): no text handed over, credit refunded',
  ['engine'],
);

/**
 * One transcription job. The job carries ids only; PostgreSQL is the truth, so a retried or duplicated job
 * finds a finished transcription and only re-confirms its credit. The row is marked failed and the credit
 * refunded only on the final attempt (or at once when retrying cannot help: unreadable image, no text).
 */
export async function processTranscription(
  job: Job,
  data: TranscriptionJob,
  deps: OcrProcessorDeps,
  signal?: AbortSignal,
): Promise<TranscriptionJobResult> {
  const { transcricaoId, usuarioId } = data;
  const log = deps.logger.child({ jobId: job.id, transcricaoId, requestId: data.requestId });
  const result: TranscriptionJobResult = { usuarioId, transcricaoId };

  const row = await loadTranscriptionJob(deps.pool, transcricaoId);
  if (!row || row.usuario_id !== usuarioId)
    return failJob(
      job,
      { code: 'not_found', message: FAILURE_MESSAGES.notFound, retryable: false },
      { log, what: 'transcrição', final: async () => undefined },
    );
  // Finished already (a duplicate of the job, or another copy finished it after this one read it): settle the credit
  // again (idempotent) and end as it ended, without touching the row.
  const settled = async (done: NonNullable<typeof row>): Promise<TranscriptionJobResult> => {
    if (done.status === 'falhou') {
      await deps.credits.refund(done.referencia_credito);
      const failure = done.erro ?? { code: 'internal', message: FAILURE_MESSAGES.internal, retryable: false };
      return failJob(job, { ...failure, retryable: false }, { log, what: 'transcrição', final: async () => undefined });
    }
    if (done.lote_item_id === null) await settleCredit(deps.credits, done.referencia_credito, done.legivel);
    return result;
  };
  const reloaded = async () => settled((await loadTranscriptionJob(deps.pool, transcricaoId))!);
  if (row.status === 'concluida' || row.status === 'falhou') return settled(row);

  // One write per phase, to Redis (the owner's sockets; the status route reads it from the job while it runs).
  const progress = progressSink(
    (p) => publishProgress<'transcription'>(job, { kind: 'transcription', usuarioId, transcricaoId, ...p }),
    log,
  );

  const finish = metrics.start(deps.engine.name);
  let output: OcrOutput;
  try {
    if (!(await startTranscriptionAttempt(deps.pool, transcricaoId))) return reloaded();
    output = await deps.engine.transcribe(row.conteudo, { onProgress: progress.push, signal });
    // Both engines read the sheet themselves; an engine that does not still gets its lines, without readings.
    if (!output.folha) {
      const folha = await readSheet(row.conteudo, log);
      if (folha) output = { ...output, folha };
    }
    // Every phase reached the client before "completed" does.
    await progress.drain();
    finish('ok');
    if (!(await completeTranscription(deps.pool, transcricaoId, output, DONE))) return reloaded();
    // A rise in unreadable pages means students' photos (or the engine) need attention.
    if (!output.legivel) illegible.inc({ engine: deps.engine.name });
    confidence.observe({ engine: deps.engine.name }, output.estatisticas.confianca_media);
  } catch (err) {
    await progress.drain();
    return failJob(job, toFailure(err), {
      log,
      what: 'transcrição',
      err,
      final: async (failure) => {
        if (await failTranscription(deps.pool, transcricaoId, failure))
          await deps.credits
            .refund(row.referencia_credito)
            .catch((e: unknown) => log.error({ err: e, ref: row.referencia_credito }, 'estorno do crédito falhou'));
        finish('failed');
      },
      retry: async (failure) => {
        await retryTranscriptionLater(deps.pool, transcricaoId, failure);
        finish('retry');
      },
    });
  }

  // After the commit, the credit first (a queue emptied meanwhile, as by a restore, makes the job's next write throw:
  // a finished page must not keep its credit open), then the client is told it is done. A failed settle is retried by
  // the queue; the retry sees 'concluida' and only settles again.
  if (row.lote_item_id === null) await settleCredit(deps.credits, row.referencia_credito, output.legivel);
  if (!output.legivel)
    log.info({ legibilidade: output.legibilidade }, 'página ilegível: sem texto para o editor, crédito estornado');
  await publishProgress<'transcription'>(job, { kind: 'transcription', usuarioId, transcricaoId, ...DONE });
  return result;
}

/**
 * A page that was read costs its credit; an unreadable one (`legivel: false`) is refunded, so a student never pays
 * for noise. Both calls are idempotent per reference: a re-run settles the same way.
 */
function settleCredit(credits: CreditsPort, ref: string, legivel: boolean | null) {
  return legivel === false ? credits.refund(ref) : credits.confirm(ref);
}

/** The transcription queue's processor (its one kind of job). */
export const transcriptionJobs = (deps: OcrProcessorDeps) =>
  dispatchJobs(
    QUEUES.transcription,
    { transcrever: (job, data, signal) => processTranscription(job, data, deps, signal) },
    deps.logger,
  );

/** Engine failures carry their own Portuguese message and retryability; anything else is ours (retryable). */
export function toFailure(err: unknown): JobFailure {
  if (err instanceof OcrError) {
    // An abort here means the worker is shutting down: another replica can take the page.
    if (err.code === 'aborted') return { code: err.code, message: err.message, retryable: true };
    return { code: err.code, message: err.message, retryable: err.retryable };
  }
  return { code: 'internal', message: FAILURE_MESSAGES.internal, retryable: true };
}

/**
 * Serialises progress writes (the engine calls back synchronously and often). Consecutive updates of the
 * same phase collapse to the latest, so a slow Redis/PostgreSQL never piles up tesseract's ticks, while
 * every phase change is kept in order.
 */
export function progressSink(send: (p: OcrProgress) => Promise<void>, log: Pick<Logger, 'warn'>) {
  const queue: OcrProgress[] = [];
  let running: Promise<void> | undefined;
  const pump = async () => {
    for (let p = queue.shift(); p; p = queue.shift())
      await send(p).catch((err: unknown) => log.warn({ err }, 'falha ao publicar progresso'));
    running = undefined;
  };
  return {
    push: (p: OcrProgress) => {
      if (queue.length && queue[queue.length - 1]!.phase === p.phase) queue[queue.length - 1] = p;
      else queue.push(p);
      running ??= pump();
    },
    drain: async () => {
      while (running) await running;
    },
  };
}
