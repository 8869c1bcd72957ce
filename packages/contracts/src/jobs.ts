import { z } from './zod.js';
import { appealJobSchema } from './appeals.js';
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

/**
 * What a correction needs of the essay's activity (its theme and instructions steer the input, its type may hold the
 * grade for the teacher), as the essay service read it from the classroom service when it accepted the essay: carried
 * in the job so the activity is read once per essay, not again by the worker.
 */
export const correctionActivitySchema = z.object({
  tema: z.string().nullable(),
  instrucoes_especiais: z.string().nullable(),
  proposta_tematica_id: z.number().int().positive().nullable(),
  tipo_correcao: z.string(),
  professor_id: z.number().int().positive(),
});
export type CorrectionActivity = z.infer<typeof correctionActivitySchema>;

/**
 * Payloads are pointers: the worker reloads the row; PostgreSQL is the truth. The one exception is the activity read
 * at submission (`atividade`); a job without it (re-enqueued by the reconciler, a batch retry) asks the classroom.
 */
export const correctionJobSchema = z.object({
  correcaoId: z.number().int().positive(),
  redacaoId: z.number().int().positive(),
  usuarioId: z.number().int().positive(),
  requestId: z.string().optional(),
  /** A batch item: its batch and the teacher who sent it (told of each item's end over lote:progress). */
  lote: batchRefSchema.optional(),
  atividade: correctionActivitySchema.optional(),
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

/**
 * What a worker publishes with job.updateProgress(): the phase, with the owner's ids so the gateway routes it to the
 * owner's sockets without reading the job. The last one of a job that failed for good is its structured failure.
 */
export type CorrectionJobProgress = {
  kind: 'correction';
  usuarioId: number;
  redacaoId: number;
  correcaoId: number;
  phase: CorrectionPhase;
  percent: number;
  message: string;
};
export type TranscriptionJobProgress = {
  kind: 'transcription';
  usuarioId: number;
  transcricaoId: number;
  phase: TranscriptionPhase;
  percent: number;
  message: string;
};
/** A running job's phase as the status routes show it (read from the job while it runs). */
export type RunningPhase = { phase: string; percent: number; message: string };
export type JobFailure = { code: string; message: string; retryable: boolean };
export type JobFailureProgress = { failure: JobFailure };

/** What a worker returns from a job (the gateway reads it from QueueEvents 'completed'), with its owner. */
export type CorrectionJobResult = {
  usuarioId: number;
  redacaoId: number;
  correcaoId: number;
  nota_geral_enem: number;
  lote?: BatchRef;
};
export type TranscriptionJobResult = { usuarioId: number; transcricaoId: number };

/**
 * The one registry of what travels on each queue: its job names and their payloads (the producer adds only these, the
 * worker dispatches on them and fails an unknown name), and the progress and result every job of the queue publishes.
 */
export const QUEUE_JOBS = {
  correction: { corrigir: correctionJobSchema, recurso: appealJobSchema },
  transcription: { transcrever: transcriptionJobSchema },
} as const;
type QueueTypes = {
  correction: { progress: CorrectionJobProgress; result: CorrectionJobResult };
  transcription: { progress: TranscriptionJobProgress; result: TranscriptionJobResult };
};
export type JobName<Q extends QueueName> = keyof (typeof QUEUE_JOBS)[Q] & string;
export type JobPayload<Q extends QueueName, N extends JobName<Q> = JobName<Q>> = z.infer<
  (typeof QUEUE_JOBS)[Q][N] & z.ZodType
>;
export type JobProgress<Q extends QueueName = QueueName> = QueueTypes[Q]['progress'];
export type JobResult<Q extends QueueName = QueueName> = QueueTypes[Q]['result'];

/** A job's payload checked against its queue's registry: the name must be one of the queue's, the data its schema. */
export function parseJob<Q extends QueueName>(
  queue: Q,
  name: string,
  data: unknown,
): { ok: true; name: JobName<Q>; data: JobPayload<Q> } | { ok: false; reason: string } {
  const jobs = QUEUE_JOBS[queue] as Record<string, z.ZodType>;
  if (!Object.hasOwn(jobs, name))
    return { ok: false, reason: `tarefa desconhecida na fila ${queue}: ${JSON.stringify(name)}` };
  const parsed = jobs[name]!.safeParse(data);
  return parsed.success
    ? { ok: true, name: name as JobName<Q>, data: parsed.data as JobPayload<Q> }
    : { ok: false, reason: `dados inválidos para ${queue}/${name}` };
}

/** What the owner is told when a job ended without a failure of its own (a crash past its retries, an invalid job). */
export const UNKNOWN_JOB_FAILURE: JobFailure = {
  code: 'internal',
  message: 'Erro interno ao processar a redação. Tente novamente.',
  retryable: true,
};

/** A failed job's structured failure: its last progress, when the worker recorded one. */
export function jobFailureOf(progress: unknown): JobFailure {
  const failure = (progress as Partial<JobFailureProgress> | null | undefined)?.failure;
  return failure && typeof failure.code === 'string' && typeof failure.message === 'string'
    ? failure
    : UNKNOWN_JOB_FAILURE;
}
