import { Queue, QueueEvents, type ConnectionOptions, type JobsOptions } from 'bullmq';
import { Redis, type RedisOptions } from 'ioredis';
import { PRODUCER_COMMAND_TIMEOUT_MS } from './redis-stall.js';

/**
 * Connection policy by role (BullMQ production guide): producers fail fast so an HTTP request can
 * answer 503 instead of hanging — Redis gone (no offline queue) or not answering (a command timeout, redis-stall.ts);
 * workers and event listeners wait for Redis forever (blocking commands: no command timeout).
 */
export const PRODUCER_OPTIONS = {
  enableOfflineQueue: false,
  maxRetriesPerRequest: 1,
  commandTimeout: PRODUCER_COMMAND_TIMEOUT_MS,
} as const;
export function producerConnection(url: string): Redis {
  return new Redis(url, { ...PRODUCER_OPTIONS, lazyConnect: false });
}
export function workerConnection(url: string, extra: RedisOptions = {}): Redis {
  return new Redis(url, { maxRetriesPerRequest: null, ...extra });
}

/** Retries only help transient failures; non-retryable ones throw UnrecoverableError in the worker. */
export const DEFAULT_JOB_OPTIONS: JobsOptions = {
  attempts: 3,
  backoff: { type: 'exponential', delay: 2000, jitter: 0.5 },
  removeOnComplete: { age: 24 * 3600, count: 5000 },
  removeOnFail: { age: 7 * 24 * 3600 },
};

/** A producer Queue with the default job options, owned (and closed) by its caller. */
export function createQueue(name: string, connection: ConnectionOptions, prefix: string): Queue {
  return new Queue(name, { connection, prefix, defaultJobOptions: DEFAULT_JOB_OPTIONS });
}

const queues = new Map<string, Queue>();

/** One Queue per name and prefix per process (a Queue per request leaks connections). */
export function getQueue(name: string, connection: ConnectionOptions, prefix: string): Queue {
  const key = `${prefix}:${name}`;
  let q = queues.get(key);
  if (!q) {
    q = createQueue(name, connection, prefix);
    queues.set(key, q);
  }
  return q;
}

export async function closeQueues(): Promise<void> {
  await Promise.allSettled([...queues.values()].map((q) => q.close()));
  queues.clear();
}

export function createQueueEvents(name: string, connection: ConnectionOptions, prefix: string): QueueEvents {
  return new QueueEvents(name, { connection, prefix });
}

/** BullMQ connection options from a redis:// URL (BullMQ opens its own connections from them). */
export function bullConnection(
  url: string,
  extra: { maxRetriesPerRequest?: number | null; enableOfflineQueue?: boolean; commandTimeout?: number } = {},
): ConnectionOptions {
  return { url, ...extra };
}
