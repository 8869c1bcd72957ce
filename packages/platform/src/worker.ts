import { Queue, Worker, type Job } from 'bullmq';
import type { Logger } from 'pino';
import { createApp, listen } from './http.js';
import type { Pool } from './db.js';
import { observeFirstProgress, watchQueueDepth, workerSlots } from './metrics.js';
import { bullConnection, workerConnection } from './queue.js';
import { createShutdown } from './shutdown.js';

export const QUEUE_LOCK_MS = 8_000;
export const QUEUE_STALLED_CHECK_MS = 4_000;

export type QueueWorkerOptions = {
  service: string;
  queue: string;
  processor: (job: Job, signal?: AbortSignal) => Promise<unknown>;
  concurrency: number;
  config: {
    REDIS_URL: string;
    QUEUE_PREFIX: string;
    HEALTH_PORT: number;
    SHUTDOWN_TIMEOUT_MS: number;
    LISTEN_HOST: string;
  };
  pool: Pool;
  logger: Logger;
  /** Closed after the worker stopped taking jobs (engines, thread pools). */
  closeAfterWorker?: { name: string; close: () => Promise<unknown> }[];
  /** Queue-wide start rate (shared by every worker of the queue through Redis): at most `max` jobs per `duration` ms. */
  limiter?: { max: number; duration: number };
};

/** What a worker's composition root (its src/compose.ts) builds for runQueueWorker: its queue, processor and pool. */
export type ComposedWorker = Omit<QueueWorkerOptions, 'service' | 'config' | 'logger'>;

/**
 * Thrown by a processor when the provider said "too many requests": the whole queue pauses for `waitMs` and the job
 * goes back to waiting with its priority, without spending an attempt — a rate limit never fails a job.
 */
export class RateLimited extends Error {
  constructor(readonly waitMs: number) {
    super(`limite de requisições do provedor; nova tentativa em ${waitMs} ms`);
    this.name = 'RateLimited';
  }
}

/**
 * The wiring every queue worker process shares: a BullMQ Worker, a health server (/healthz, /readyz
 * checking PostgreSQL and Redis, /metrics with the queue's depth and each job's wait for its first progress) and ordered
 * graceful shutdown. Logs `<service> consumindo`
 * once it takes jobs.
 */
export async function runQueueWorker(o: QueueWorkerOptions): Promise<void> {
  const connection = bullConnection(o.config.REDIS_URL, { maxRetriesPerRequest: null });
  let limiterQueue: Queue | undefined;
  const worker = new Worker(
    o.queue,
    async (job, _token, signal) => {
      try {
        return await o.processor(job, signal);
      } catch (err) {
        if (!(err instanceof RateLimited)) throw err;
        limiterQueue ??= new Queue(o.queue, { connection, prefix: o.config.QUEUE_PREFIX });
        await limiterQueue.rateLimit(err.waitMs);
        throw Worker.RateLimitError();
      }
    },
    {
      connection,
      prefix: o.config.QUEUE_PREFIX,
      concurrency: o.concurrency,
      ...(o.limiter ? { limiter: o.limiter } : {}),
      // A crashed worker's jobs are picked up within ~12 s: its lock lapses at most 8 s after the crash (a live worker
      // renews it every 4 s) and every worker looks for lapsed locks every 4 s. BullMQ's 30 s + 30 s defaults left
      // essays waiting ~35 s.
      // Processing is idempotent (the row is the truth), so a job run twice is still corrected and charged once.
      lockDuration: QUEUE_LOCK_MS,
      stalledInterval: QUEUE_STALLED_CHECK_MS,
      maxStalledCount: 2,
    },
  );
  worker.on('error', (err) => o.logger.error({ err }, 'erro no worker'));
  await worker.waitUntilReady();
  observeFirstProgress(worker);
  // Jobs this process runs at once: summed over pods, the queue's capacity (saturated when `active` reaches it).
  workerSlots.set({ queue: o.queue }, o.concurrency);
  // Read-only handle for bullmq_queue_jobs (waiting/active/failed… at scrape time).
  const depth = new Queue(o.queue, {
    connection: bullConnection(o.config.REDIS_URL, { maxRetriesPerRequest: null }),
    prefix: o.config.QUEUE_PREFIX,
  });
  const unwatch = watchQueueDepth(depth);

  const healthRedis = workerConnection(o.config.REDIS_URL);
  healthRedis.on('error', () => undefined); // /readyz reports it; ioredis reconnects by itself
  const health = createApp({
    service: o.service,
    logger: o.logger,
    readiness: [
      { name: 'postgres', check: () => o.pool.query('SELECT 1') },
      { name: 'redis', check: () => healthRedis.ping() },
    ],
    routes: () => undefined,
  });
  const { server, port } = await listen(health, o.config.HEALTH_PORT, o.config.LISTEN_HOST);
  o.logger.info({ port, queue: o.queue, concurrency: o.concurrency }, `${o.service} consumindo`);

  const shutdown = createShutdown(o.logger, o.config.SHUTDOWN_TIMEOUT_MS);
  // Stop taking jobs and let running ones finish before anything they use goes away.
  shutdown.register('worker', 0, () => worker.close());
  shutdown.register('limiter', 1, async () => limiterQueue?.close());
  shutdown.register('http', 1, () => new Promise((r) => server.close(() => r(undefined))));
  for (const c of o.closeAfterWorker ?? []) shutdown.register(c.name, 1, c.close);
  shutdown.register('postgres', 2, () => o.pool.end());
  shutdown.register('redis', 2, () => healthRedis.quit());
  shutdown.register('queue-depth', 2, () => {
    unwatch();
    return depth.close();
  });
  shutdown.listen();
}
