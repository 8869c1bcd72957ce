import { UnrecoverableError, type Job, type JobsOptions, type Queue } from 'bullmq';
import type { Logger } from 'pino';
import {
  parseJob,
  type JobFailure,
  type JobFailureProgress,
  type JobName,
  type JobPayload,
  type JobProgress,
  type JobResult,
  type QueueName,
} from '@argumenta/contracts';

/**
 * The typed edges of the queues (packages/contracts QUEUE_JOBS): what a producer adds, how a worker dispatches a job
 * to its handler, what it publishes as progress, and how every processor ends a job that failed.
 */

/** One job for Queue.add / addBulk, its name and payload checked against the queue's registry. */
export function jobEntry<Q extends QueueName, N extends JobName<Q>>(
  _queue: Q,
  name: N,
  data: JobPayload<Q, N>,
  opts: JobsOptions,
): { name: N; data: JobPayload<Q, N>; opts: JobsOptions } {
  return { name, data, opts };
}

/** Adds one registered job; answers its id. */
export async function addJob<Q extends QueueName, N extends JobName<Q>>(
  queue: Queue,
  q: Q,
  name: N,
  data: JobPayload<Q, N>,
  opts: JobsOptions,
): Promise<string> {
  const e = jobEntry(q, name, data, opts);
  const added = await queue.add(e.name, e.data, e.opts);
  return added.id!;
}

/** What a handler receives: the BullMQ job (to publish progress, read its attempts) and its checked payload. */
export type JobHandler<Q extends QueueName, N extends JobName<Q>> = (
  job: Job,
  data: JobPayload<Q, N>,
  signal?: AbortSignal,
) => Promise<JobResult<Q>>;
export type JobHandlers<Q extends QueueName> = { [N in JobName<Q>]: JobHandler<Q, N> };

/**
 * The worker's processor for a queue: each registered name goes to its handler with its payload checked. A name the
 * registry does not know, or a payload that does not match, fails the job at once (no retry can fix it) and is logged
 * as an error: a producer and a worker that disagree must be seen, never processed as something else.
 */
export function dispatchJobs<Q extends QueueName>(queue: Q, handlers: JobHandlers<Q>, logger: Pick<Logger, 'error'>) {
  return async (job: Job, signal?: AbortSignal): Promise<JobResult<Q>> => {
    const parsed = parseJob(queue, job.name, job.data);
    if (!parsed.ok) {
      logger.error({ jobId: job.id, name: job.name }, parsed.reason);
      throw new UnrecoverableError(parsed.reason);
    }
    const handler = handlers[parsed.name] as JobHandler<Q, JobName<Q>>;
    return handler(job, parsed.data, signal);
  };
}

/** Publishes a phase of the job to its owner's sockets (through the gateway's relay): one Redis write. */
export function publishProgress<Q extends QueueName>(job: Job, progress: JobProgress<Q>): Promise<void> {
  return job.updateProgress(progress);
}

/** Whether this failure ends the job: retrying cannot help, or this was its last attempt. */
export const isFinalFailure = (job: Job, failure: JobFailure) =>
  !failure.retryable || job.attemptsMade + 1 >= (job.opts.attempts ?? 1);

/**
 * How every processor ends a job whose work failed. On the last attempt (or when retrying cannot help) `final`
 * records it (the row failed, the credit refunded) and the failure is published as the job's last progress, where the
 * gateway reads it as data; otherwise `retry` records the reason and BullMQ tries again with backoff. Always throws:
 * an Error BullMQ retries, or an UnrecoverableError that stops it.
 */
export async function failJob(
  job: Job,
  failure: JobFailure,
  o: {
    log: Pick<Logger, 'warn' | 'error'>;
    what: string;
    err?: unknown;
    final: (failure: JobFailure) => Promise<unknown>;
    retry?: (failure: JobFailure) => Promise<unknown>;
  },
): Promise<never> {
  const final = isFinalFailure(job, failure);
  if (final) {
    // Ours (a bug, a dependency down) is an error; one the engine described (an unreadable photo) is the input's.
    o.log[failure.code === 'internal' ? 'error' : 'warn']({ err: o.err, failure }, `${o.what} falhou definitivamente`);
    await o.final(failure);
    const last: JobFailureProgress = { failure };
    await job.updateProgress(last);
    throw new UnrecoverableError(failure.message);
  }
  // Intermediate attempts: no alert, the reason kept with the row.
  o.log.warn(
    { code: failure.code, attempt: job.attemptsMade + 1 },
    `tentativa de ${o.what} falhou; nova tentativa agendada`,
  );
  await o.retry?.(failure);
  throw new Error(failure.message);
}
