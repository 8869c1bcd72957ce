import type { Job, Queue, Worker } from 'bullmq';
import type { Redis } from 'ioredis';
import client from 'prom-client';

/** One registry per process, with default Node metrics and an HTTP latency histogram. */
export const registry = new client.Registry();
client.collectDefaultMetrics({ register: registry });

export const httpDuration = new client.Histogram({
  name: 'http_request_duration_seconds',
  help: 'HTTP request latency',
  labelNames: ['service', 'method', 'route', 'status'],
  buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10],
  registers: [registry],
});

export function counter(name: string, help: string, labelNames: string[] = []) {
  return new client.Counter({ name, help, labelNames, registers: [registry] });
}
export function histogram(name: string, help: string, labelNames: string[] = [], buckets?: number[]) {
  return new client.Histogram({ name, help, labelNames, registers: [registry], ...(buckets ? { buckets } : {}) });
}
export function gauge(name: string, help: string, labelNames: string[] = []) {
  return new client.Gauge({ name, help, labelNames, registers: [registry] });
}

/** How a job attempt ended: done, failed for good (credit refunded), failed and scheduled again, or handed back while the provider asks to wait. */
export type JobOutcome = 'ok' | 'failed' | 'retry' | 'rate_limited';

/**
 * `<jobs>_total{engine,outcome}` and `<job>_duration_seconds{engine,outcome}` for one kind of queue job (corrections,
 * transcriptions): start() when the engine work begins, then end(outcome) exactly once.
 */
export function jobMetrics(o: { total: string; duration: string; what: string; buckets: number[] }) {
  const total = counter(
    o.total,
    `${o.what} attempts by engine and outcome (ok, failed for good, retry, rate_limited)`,
    ['engine', 'outcome'],
  );
  const duration = histogram(
    o.duration,
    `Time of one ${o.what} attempt by engine and outcome`,
    ['engine', 'outcome'],
    o.buckets,
  );
  return {
    start(engine: string) {
      const stop = duration.startTimer({ engine });
      return (outcome: JobOutcome) => {
        stop({ outcome });
        total.inc({ engine, outcome });
      };
    },
  };
}

const QUEUE_STATES = ['waiting', 'active', 'delayed', 'prioritized', 'failed'] as const;
const watched = new Set<Queue>();

/**
 * A gauge `{prefix, queue, state}` read from Redis at scrape time for every watched queue, so every process watching a
 * queue reports the same numbers (use max() across pods). Redis down: no series for that queue (the dashboard shows no
 * data, and the alerts on it stay silent rather than read zeros).
 */
function queueGauge(name: string, help: string, read: (q: Queue) => Promise<Record<string, number>>) {
  new client.Gauge({
    name,
    help,
    labelNames: ['prefix', 'queue', 'state'],
    registers: [registry],
    async collect() {
      this.reset();
      await Promise.all(
        [...watched].map(async (q) => {
          const values = await read(q).catch(() => undefined);
          for (const [state, v] of Object.entries(values ?? {}))
            this.set({ prefix: q.opts.prefix ?? 'bull', queue: q.name, state }, v);
        }),
      );
    },
  });
}

queueGauge(
  'bullmq_queue_jobs',
  'Jobs in a BullMQ queue by state (waiting, active, delayed, prioritized, failed), read at scrape time',
  async (q) => {
    const counts = await q.getJobCounts(...QUEUE_STATES);
    return Object.fromEntries(QUEUE_STATES.map((state) => [state, counts[state] ?? 0]));
  },
);

/**
 * How long the longest-waiting job at either end of each line has waited: the plain `wait` LIST is first in, first out
 * (its tail is its oldest job); the `prioritized` ZSET (teachers' batches) is ordered by priority, then arrival, so
 * its head is the next to run and its tail the lowest priority — both read. 0 when the line is empty.
 */
export async function oldestJobAges(q: Queue): Promise<{ waiting: number; prioritized: number }> {
  // BullMQ types its connection narrowly; it is an ioredis client.
  const redis = (await q.backend.client) as unknown as Redis;
  const [wait, next, last] = await Promise.all([
    redis.lindex(q.keys.wait!, -1),
    redis.zrange(q.keys.prioritized!, '0', '0'),
    redis.zrange(q.keys.prioritized!, '-1', '-1'),
  ]);
  const stamps = await Promise.all(
    [wait, next[0], last[0]].map((id) => (id ? redis.hget(q.toKey(id), 'timestamp') : Promise.resolve(null))),
  );
  const age = (...ts: (string | null | undefined)[]) =>
    Math.max(0, ...ts.filter((t): t is string => !!t).map((t) => (Date.now() - Number(t)) / 1000));
  return { waiting: age(stamps[0]), prioritized: age(stamps[1], stamps[2]) };
}

queueGauge(
  'bullmq_queue_oldest_job_age_seconds',
  'Seconds the longest-waiting job has waited, by line (waiting: the plain FIFO list; prioritized: the ends of the priority set), read at scrape time',
  oldestJobAges,
);

// Redis runs with maxmemory-policy noeviction: when used reaches max, every write (a submission's job) is refused.
// Read with INFO through any watched queue's connection; same names as redis_exporter's, so alerts work with either.
const redisMemory = (name: string, help: string, field: string) =>
  new client.Gauge({
    name,
    help,
    registers: [registry],
    async collect() {
      this.reset();
      const q = [...watched][0];
      const info = q
        ? await q.backend.client.then((r) => (r as unknown as Redis).info('memory')).catch(() => undefined)
        : undefined;
      const value = info && new RegExp(`^${field}:(\\d+)`, 'm').exec(info)?.[1];
      if (value !== undefined && value !== null) this.set(Number(value));
    },
  });
redisMemory('redis_memory_used_bytes', 'Memory Redis uses (INFO used_memory), read at scrape time', 'used_memory');
redisMemory('redis_memory_max_bytes', 'Redis maxmemory (0: no limit), read at scrape time', 'maxmemory');

type WatchedPool = {
  totalCount: number;
  idleCount: number;
  waitingCount: number;
  ended?: boolean;
  options: { max?: number };
};
const pools = new Set<WatchedPool>();
/** This process's PostgreSQL connections, summed over its pools: open, idle, the pools' maximum, and queries waiting for one. */
new client.Gauge({
  name: 'db_pool_connections',
  help: "PostgreSQL connections of this process's pools by state (open, idle, max) and queries waiting for a connection (waiting)",
  labelNames: ['state'],
  registers: [registry],
  collect() {
    this.reset();
    const sum = { open: 0, idle: 0, max: 0, waiting: 0 };
    for (const p of pools) {
      if (p.ended) {
        pools.delete(p);
        continue;
      }
      sum.open += p.totalCount;
      sum.idle += p.idleCount;
      sum.max += p.options.max ?? 10;
      sum.waiting += p.waitingCount;
    }
    for (const [state, v] of Object.entries(sum)) this.set({ state }, v);
  },
});
/** Reports a pg pool's connections on /metrics (db_pool_connections) until it is ended. */
export function watchPool(pool: WatchedPool): void {
  pools.add(pool);
}

/** Jobs one worker process runs at once (its concurrency), by queue. */
export const workerSlots = new client.Gauge({
  name: 'queue_worker_concurrency',
  help: 'Jobs this worker process runs at once, by queue',
  labelNames: ['queue'],
  registers: [registry],
});

/** A gauge read when Prometheus scrapes (a count the process keeps anyway, such as its open sockets). */
export function gaugeAtScrape(name: string, help: string, read: () => number): void {
  new client.Gauge({
    name,
    help,
    registers: [registry],
    collect() {
      this.set(read());
    },
  });
}

/** Reports the queue's depth on /metrics until the returned function is called (before the queue is closed). */
export function watchQueueDepth(queue: Queue): () => void {
  watched.add(queue);
  return () => watched.delete(queue);
}

const firstProgress = histogram(
  'queue_job_first_progress_seconds',
  'Time from submit (job added) to its first progress event, first attempts only',
  ['queue'],
  [0.05, 0.1, 0.25, 0.5, 1, 2, 5, 10, 30, 60, 120],
);

/** Observes, for each job's first attempt, the time from its submission to the first progress it reports. */
export function observeFirstProgress(worker: Worker): void {
  const seen = new Set<string>();
  worker.on('progress', (job: Job, progress: unknown) => {
    // A retry or a stalled job taken over is not a submission's first wait; a failure published as progress is no phase.
    if (
      (typeof progress === 'object' && progress !== null && 'failure' in progress) ||
      job.attemptsMade > 0 ||
      job.attemptsStarted > 1 ||
      !job.id ||
      seen.has(job.id)
    )
      return;
    seen.add(job.id);
    firstProgress.observe({ queue: worker.name }, Math.max(0, Date.now() - job.timestamp) / 1000);
  });
  const forget = (job?: Job) => job?.id && seen.delete(job.id);
  worker.on('completed', forget);
  worker.on('failed', forget);
}
