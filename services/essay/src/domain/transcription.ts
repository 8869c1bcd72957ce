import { randomUUID } from 'node:crypto';
import { SCANNED_PDF_MESSAGES, TRANSCRIPTION_PDF_PAGES, type ErrorCode, type RunningPhase } from '@argumenta/contracts';
import {
  AppError,
  currentRequestId,
  detectFileType,
  QUEUE_RETRY_AFTER_SECONDS,
  safeFileName,
  withTransaction,
  type Logger,
  type Pool,
} from '@argumenta/platform';
import {
  failTranscription,
  getTranscription,
  insertPhotoTranscription,
  refundEventually,
  undecided,
  validateImage,
  type CreditsPort,
  type TranscriptionRow,
} from '@argumenta/essay-domain';

export type TranscriptionQueue = {
  enqueue(job: { transcricaoId: number; usuarioId: number; requestId?: string }): Promise<string>;
  /** Rejects when the queue cannot take a job now: the photo is then refused before anything is stored or charged. */
  ready?(): Promise<unknown>;
  /** Resolves when the job finishes (either way) or the time is up. */
  waitUntilFinished(jobId: string, ms: number): Promise<void>;
  /** A running job's last phase (its worker writes phases to Redis only). */
  phase?(jobId: string): Promise<RunningPhase | null>;
};
export type TranscriptionDeps = { pool: Pool; logger: Logger; credits: CreditsPort; queue: TranscriptionQueue };

export type { TranscriptionRow } from '@argumenta/essay-domain';
import { pdfEssay } from './batch/parse.js';

/**
 * A scanned PDF of a handwritten page (no text layer) takes the photo's path (issue 49): its pages become one upright
 * image, which is stored, charged, recognised and gated like a photo. Anything else passes as it came.
 */
async function photoOf(file: { buffer: Buffer; originalname: string }) {
  if (detectFileType(file.buffer)?.format !== 'pdf') return file;
  const essay = await pdfEssay(file.buffer, { imagePages: TRANSCRIPTION_PDF_PAGES }).catch((err: unknown) => {
    if (err instanceof AppError && err.status === 413)
      throw new AppError('payload_too_large', SCANNED_PDF_MESSAGES.tooManyPages);
    if (err instanceof AppError) throw err;
    throw new AppError('unprocessable', (err as Error).message);
  });
  if (essay.imagem === undefined) throw new AppError('unprocessable', SCANNED_PDF_MESSAGES.hasText);
  return { buffer: essay.imagem, originalname: file.originalname.replace(/\.pdf$/i, '') + '.jpg' };
}
export type StartedTranscription = { id: number; ref: string; jobId: string; creditos: number };

const VALIDATION_STATUS: Record<string, ErrorCode> = {
  empty_file: 'validation',
  file_too_large: 'payload_too_large',
  unsupported_type: 'unsupported_media_type',
  not_an_image: 'unsupported_media_type',
  corrupted_image: 'unprocessable',
  too_many_pixels: 'unprocessable',
};

export const TRANSCRIPTION_TIMEOUT_MESSAGE =
  'A transcrição da imagem demorou mais que o esperado. Seu crédito foi devolvido; tente novamente.';

/**
 * Stores the photo and a transcription row, reserves one credit in the same transaction (no credit →
 * nothing stored) and enqueues the OCR job. Every check on the image happens before any charge.
 * Used by POST /transcricao (essays) and POST /internal/transcricoes (proposal service).
 */
export async function startTranscription(
  deps: TranscriptionDeps,
  userId: number,
  file: { buffer: Buffer; originalname: string },
  motivo: string,
): Promise<StartedTranscription> {
  file = await photoOf(file);
  const check = await validateImage(file.buffer);
  if (!check.ok) throw new AppError(VALIDATION_STATUS[check.code] ?? 'validation', check.message);

  // As for essays: while Redis is away nothing is stored and no credit reserved (scripts/test/faults/infra.test.ts).
  if (deps.queue.ready) {
    await deps.queue.ready().catch((err: unknown) => {
      deps.logger.warn({ err: (err as Error).message }, 'fila de transcrição indisponível: envio recusado');
      throw new AppError(
        'service_unavailable',
        'Serviço de transcrição indisponível no momento: a imagem não foi enviada e nenhum crédito foi usado. Tente novamente em instantes.',
        undefined,
        {
          retryAfterSeconds: QUEUE_RETRY_AFTER_SECONDS,
        },
      );
    });
  }
  const ref = `transcricao-${randomUUID()}`;
  // The credit is reserved before the transaction (as for essays), so no database connection is held while the auth
  // service answers; no credit → nothing is written, and a failed write gives it back.
  let reserved = false;
  let created: { id: number; creditos: number };
  try {
    const credit = await deps.credits.reserve(userId, ref, motivo).catch((err: unknown) => {
      // Undecided: the reservation may have been written before auth or its database went away.
      reserved = undecided(err);
      throw err;
    });
    reserved = true;
    const id = await withTransaction(deps.pool, (c) =>
      insertPhotoTranscription(
        c,
        {
          usuarioId: userId,
          nome: safeFileName(file.originalname, 'foto'),
          mime: `image/${check.format}`,
          conteudo: file.buffer,
        },
        ref,
      ),
    );
    created = { id, creditos: credit.creditos_disponiveis };
  } catch (err) {
    if (reserved) await refundEventually(deps.credits, ref, deps.logger);
    throw err;
  }

  try {
    const jobId = await deps.queue.enqueue({
      transcricaoId: created.id,
      usuarioId: userId,
      requestId: currentRequestId(),
    });
    return { id: created.id, ref, jobId, creditos: created.creditos };
  } catch (err) {
    deps.logger.error({ err }, 'falha ao enfileirar transcrição');
    await failTranscription(deps.pool, created.id, {
      code: 'service_unavailable',
      message: 'Fila indisponível',
      retryable: true,
    });
    await refundEventually(deps.credits, ref, deps.logger);
    throw new AppError(
      'service_unavailable',
      'Serviço de transcrição indisponível. Seu crédito foi devolvido; tente novamente.',
    );
  }
}

/** Holds the request until the OCR job finishes or `ms` pass, then answers the row as it stands. */
export async function awaitTranscription(
  deps: Pick<TranscriptionDeps, 'pool' | 'queue'>,
  started: StartedTranscription,
  ms: number,
): Promise<TranscriptionRow> {
  await deps.queue.waitUntilFinished(started.jobId, ms).catch(() => undefined);
  return loadTranscription(deps.pool, started.id);
}

/**
 * For callers that cannot use a transcription that arrives later (a proposal is created from the text
 * or not at all): a job still running when the wait ends is abandoned — marked failed and refunded. If
 * the worker committed in the meantime, its result is used instead (and its credit stays spent).
 */
export async function finishedOrAbandoned(
  deps: TranscriptionDeps,
  started: StartedTranscription,
  row: TranscriptionRow,
): Promise<TranscriptionRow> {
  if (row.status === 'concluida' || row.status === 'falhou') return row;
  const erro = { code: 'timeout', message: TRANSCRIPTION_TIMEOUT_MESSAGE, retryable: true };
  if (!(await failTranscription(deps.pool, started.id, erro))) return loadTranscription(deps.pool, started.id);
  await refundEventually(deps.credits, started.ref, deps.logger);
  throw new AppError('timeout', TRANSCRIPTION_TIMEOUT_MESSAGE);
}

export async function loadTranscription(pool: Pool, id: number): Promise<TranscriptionRow> {
  const row = await getTranscription(pool, id);
  if (!row) throw new AppError('not_found', 'Transcrição não encontrada');
  return row;
}

/**
 * The live balance after a finished transcription. Settling is idempotent and the worker already settled: a page
 * read is confirmed, an unreadable one (`legivel: false`, issue 49) refunded — never confirmed here by a race.
 */
export async function currentCredits(
  credits: CreditsPort,
  ref: string,
  fallback: number,
  legivel: unknown = true,
): Promise<number> {
  const settle = legivel === false ? credits.refund(ref) : credits.confirm(ref);
  return (await settle.catch(() => null))?.creditos_disponiveis ?? fallback;
}
