import type { Job, Queue, Worker } from 'bullmq';
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
  const total = counter(o.total, `${o.what} attempts by engine and outcome (ok, failed for good, retry, rate_limited)`, ['engine', 'outcome']);
  const duration = histogram(o.duration, `Time of one ${o.what} attempt by engine and outcome`, ['engine', 'outcome'], o.buckets);
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
/** Read from Redis at scrape time, so every process watching a queue reports the same numbers (use max() across pods). */
new client.Gauge({
  name: 'bullmq_queue_jobs',
  help: 'Jobs in a BullMQ queue by state (waiting, active, delayed, prioritized, failed), read at scrape time',
  labelNames: ['prefix', 'queue', 'state'],
  registers: [registry],
  async collect() {
    this.reset();
    await Promise.all(
      [...watched].map(async (q) => {
        // Redis down: no series for this queue (the dashboard shows no data, and the readiness probe fails anyway).
        const counts = await q.getJobCounts(...QUEUE_STATES).catch(() => undefined);
        for (const state of QUEUE_STATES) if (counts) this.set({ prefix: q.opts.prefix ?? 'bull', queue: q.name, state }, counts[state] ?? 0);
      }),
    );
  },
});

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
  worker.on('progress', (job: Job) => {
    // A retry or a stalled job taken over is not a submission's first wait.
    if (job.attemptsMade > 0 || job.attemptsStarted > 1 || !job.id || seen.has(job.id)) return;
    seen.add(job.id);
    firstProgress.observe({ queue: worker.name }, Math.max(0, Date.now() - job.timestamp) / 1000);
  });
  const forget = (job?: Job) => job?.id && seen.delete(job.id);
  worker.on('completed', forget);
  worker.on('failed', forget);
}
