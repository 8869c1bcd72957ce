import { z } from './zod.js';
import type { CorrectionPhase } from './correction.js';

/** Queue names: one per workload so each worker pool scales on its own depth. */
export const QUEUES = { correction: 'correction', transcription: 'transcription' } as const;
export type QueueName = (typeof QUEUES)[keyof typeof QUEUES];

export const batchRefSchema = z.object({ id: z.number().int().positive(), professorId: z.number().int().positive() });
export type BatchRef = z.infer<typeof batchRefSchema>;

/**
 * Fair queueing: individual submissions carry no priority and BullMQ takes them before any prioritized job; batch items
 * are prioritized, numbered so the batches of different teachers interleave (see priorityForBatch in the essay
 * service). BullMQ's largest priority.
 */
export const MAX_JOB_PRIORITY = 2_097_152;

/** Payloads are pointers: the worker reloads the row; PostgreSQL is the truth. */
export const correctionJobSchema = z.object({
  correcaoId: z.number().int().positive(),
  redacaoId: z.number().int().positive(),
  usuarioId: z.number().int().positive(),
  requestId: z.string().optional(),
  /** A batch item: its batch and the teacher who sent it (told of each item's end over lote:progress). */
  lote: batchRefSchema.optional(),
});
export type CorrectionJob = z.infer<typeof correctionJobSchema>;

export const transcriptionJobSchema = z.object({
  transcricaoId: z.number().int().positive(),
  usuarioId: z.number().int().positive(),
  requestId: z.string().optional(),
  lote: batchRefSchema.optional(),
});
export type TranscriptionJob = z.infer<typeof transcriptionJobSchema>;

/** Deterministic job ids (no ':' — BullMQ reserves it) so a retry or double click never enqueues twice. */
export const correctionJobId = (correcaoId: number) => `correcao-${correcaoId}`;
export const transcriptionJobId = (transcricaoId: number) => `transcricao-${transcricaoId}`;

export const TRANSCRIPTION_PHASES = ['preparing', 'sending', 'processing', 'finishing'] as const;
export type TranscriptionPhase = (typeof TRANSCRIPTION_PHASES)[number];

/** What workers pass to job.updateProgress(); the gateway relays it to the owner's sockets. */
export type JobProgress =
  | { kind: 'correction'; phase: CorrectionPhase; percent: number; message: string }
  | { kind: 'transcription'; phase: TranscriptionPhase; percent: number; message: string };

/** Value a worker returns from a job (read by the gateway from QueueEvents 'completed'). */
export type CorrectionJobResult = { redacaoId: number; correcaoId: number; nota_geral_enem: number; lote?: BatchRef };
export type TranscriptionJobResult = { transcricaoId: number };

/** Failure codes carried in the job's failedReason as JSON (see encodeJobFailure). */
export type JobFailure = { code: string; message: string; retryable: boolean };
export const JOB_FAILURE_PREFIX = 'argumenta-failure:';
export function encodeJobFailure(f: JobFailure): string {
  return JOB_FAILURE_PREFIX + JSON.stringify(f);
}
export function decodeJobFailure(reason: string | undefined): JobFailure {
  if (reason?.startsWith(JOB_FAILURE_PREFIX)) {
    try {
      return JSON.parse(reason.slice(JOB_FAILURE_PREFIX.length)) as JobFailure;
    } catch {
      /* fall through */
    }
  }
  return { code: 'internal', message: 'Erro interno ao processar a redação. Tente novamente.', retryable: true };
}
