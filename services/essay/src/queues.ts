import { Job, QueueEvents, type Queue } from 'bullmq';
import {
  appealJobId,
  correctionJobId,
  MAX_JOB_PRIORITY,
  QUEUES,
  transcriptionJobId,
  type AppealJob,
  type CorrectionJob,
  type RunningPhase,
  type TranscriptionJob,
} from '@argumenta/contracts';
import {
  addJob,
  batchPerTick,
  bullConnection,
  createQueue,
  jobEntry,
  PRODUCER_COMMAND_TIMEOUT_MS,
  PRODUCER_OPTIONS,
  producerConnection,
  reconnectWhenStalled,
  watchQueueDepth,
  withTimeout,
  type Logger,
} from '@argumenta/platform';
import type { EnqueueAppeal } from './domain/appeals.js';
import type { EnqueueCorrection } from './domain/submit.js';
import type { TranscriptionQueue } from './routes/transcription.js';

/** Producers for the two queues. Job ids come from the entity, so add() twice is one job. */
export function createQueues(
  redisUrl: string,
  prefix: string,
  attempts: { correction: number; transcription: number },
) {
  // Producers fail fast: a request answers 503 instead of hanging when Redis is down or does not answer.
  const connection = bullConnection(redisUrl, PRODUCER_OPTIONS);
  // Owned by this set of producers, so close() never closes another's (two essay services of one prefix in a
  // test process used to share the process-wide queue, and the first to stop broke the other's enqueues).
  const correction = createQueue(QUEUES.correction, connection, prefix);
  const transcription = createQueue(QUEUES.transcription, connection, prefix);
  // The producer reports both queues' depth too: the OCR worker may be scaled to zero.
  const unwatch = [watchQueueDepth(correction), watchQueueDepth(transcription)];
  let events: QueueEvents | undefined;
  let watcher: ReturnType<typeof producerConnection> | undefined;
  let stopWatching: (() => void) | undefined;
  let pinging: Promise<unknown> | undefined;

  // The submissions a burst accepts together go to Redis in one addBulk (one round trip for all of them).
  const addCorrections = batchPerTick<CorrectionJob>(async (jobs) => {
    await correction.addBulk(
      jobs.map((job) =>
        jobEntry(QUEUES.correction, 'corrigir', job, {
          jobId: correctionJobId(job.correcaoId),
          attempts: attempts.correction,
        }),
      ),
    );
  });
  const enqueueCorrection: EnqueueCorrection = async (job: CorrectionJob) => {
    await addCorrections(job);
    return correctionJobId(job.correcaoId);
  };

  // A free essay's appeal is re-graded by the AI: same queue and workers as corrections, its own job name and id.
  const enqueueAppeal: EnqueueAppeal = (job: AppealJob) =>
    addJob(correction, QUEUES.correction, 'recurso', job, {
      jobId: appealJobId(job.recursoId),
      attempts: attempts.correction,
    });

  const transcriptionQueue: TranscriptionQueue = {
    ready: () => transcription.getJobCounts('waiting'),
    enqueue: (job: TranscriptionJob) =>
      addJob(transcription, QUEUES.transcription, 'transcrever', job, {
        jobId: transcriptionJobId(job.transcricaoId),
        attempts: attempts.transcription,
      }),
    phase: (jobId) => runningPhase(transcription, jobId),
    async waitUntilFinished(jobId, ms) {
      events ??= new QueueEvents(QUEUES.transcription, {
        connection: bullConnection(redisUrl, { maxRetriesPerRequest: null }),
        prefix,
      });
      await events.waitUntilReady();
      const job = await Job.fromId(transcription, jobId);
      if (!job) return;
      await withTimeout(job.waitUntilFinished(events, ms), ms).catch(() => undefined);
    },
  };

  const queueOf = (name: 'correction' | 'transcription') => (name === 'correction' ? correction : transcription);
  const batchQueues: BatchQueues = {
    prefix,
    enqueueCorrections: async (list) => {
      if (list.length)
        await correction.addBulk(
          list.map(({ job, priority }) =>
            jobEntry(QUEUES.correction, 'corrigir', job, {
              jobId: correctionJobId(job.correcaoId),
              attempts: attempts.correction,
              priority: clampPriority(priority),
            }),
          ),
        );
    },
    enqueueTranscriptions: async (list) => {
      if (list.length)
        await transcription.addBulk(
          list.map(({ job, priority }) =>
            jobEntry(QUEUES.transcription, 'transcrever', job, {
              jobId: transcriptionJobId(job.transcricaoId),
              attempts: attempts.transcription,
              priority: clampPriority(priority),
            }),
          ),
        );
    },
    lowestWaitingPriority: (name) => lowestWaitingPriority(queueOf(name)),
    reprioritize: async (name, list) => {
      const queue = queueOf(name);
      // A job that already left (taken by a worker, or finished) is simply not waiting any more.
      const done = await Promise.allSettled(
        list.map(({ jobId, priority }) => queue.backend.changePriority(jobId, clampPriority(priority))),
      );
      return done.filter((d) => d.status === 'rejected').length;
    },
    positions: (name, jobIds) => positions(queueOf(name), jobIds),
    phase: (name, jobId) => runningPhase(queueOf(name), jobId),
  };

  return {
    enqueueCorrection,
    enqueueAppeal,
    transcriptionQueue,
    batch: batchQueues,
    /** Account deletion: the person's jobs leave Redis (a job a worker holds right now stays until it ends). */
    removeJobs: async (jobs: { correction: string[]; transcription: string[] }) => {
      const removed = await Promise.allSettled([
        ...jobs.correction.map((id) => correction.remove(id)),
        ...jobs.transcription.map((id) => transcription.remove(id)),
      ]);
      return removed.filter((r) => r.status === 'fulfilled' && r.value === 1).length;
    },
    /** For the reconciler: does the queue still hold this job? */
    lookup: {
      exists: async (queue: 'correction' | 'transcription', jobId: string) =>
        Boolean(await (queue === 'correction' ? correction : transcription).getJob(jobId)),
      revive: async (queue: 'correction' | 'transcription', jobId: string) => {
        const job = await (queue === 'correction' ? correction : transcription).getJob(jobId);
        if (!job) return 'missing' as const;
        if (!(await job.isFailed())) return 'present' as const;
        await job.retry('failed', { resetAttemptsMade: true });
        return 'revived' as const;
      },
      enqueueCorrection,
      enqueueTranscription: transcriptionQueue.enqueue,
      enqueueAppeal,
      enqueueBatchCorrection: (job: CorrectionJob, priority: number) =>
        batchQueues.enqueueCorrections([{ job, priority }]),
      enqueueBatchTranscription: (job: TranscriptionJob, priority: number) =>
        batchQueues.enqueueTranscriptions([{ job, priority }]),
    },
    // Asked before every submission: a burst shares the question in flight instead of one Redis round trip each. A
    // question unanswered for PING_TIMEOUT_MS fails its askers and is dropped, so a hung one never holds the next.
    ping: () =>
      (pinging ??= new Promise<unknown>((resolve, reject) => {
        const timer = setTimeout(
          () => reject(new Error(`Redis sem resposta em ${PING_TIMEOUT_MS} ms`)),
          PING_TIMEOUT_MS,
        );
        correction
          .getJobCounts('waiting')
          .then(resolve, reject)
          .finally(() => clearTimeout(timer));
      }).finally(() => {
        pinging = undefined;
      })),
    /**
     * Calls `fn` each time Redis answers again after the connection was lost: the Redis that answers now may be a
     * restarted one that lost every job (deployed without persistence). A Redis that stopped answering counts as lost
     * (reconnectWhenStalled): a job added meanwhile may have been cut off with the connection that carried it.
     */
    onReconnect: (fn: () => void, logger: Logger) => {
      const watch = (watcher ??= producerConnection(redisUrl));
      stopWatching ??= reconnectWhenStalled(watch, logger, 'fila');
      let lost = false;
      watch.on('error', () => undefined);
      watch.on('close', () => (lost = true));
      watch.on('ready', () => {
        if (!lost) return;
        lost = false;
        fn();
      });
    },
    close: async () => {
      unwatch.forEach((stop) => stop());
      stopWatching?.();
      await Promise.allSettled([correction.close(), transcription.close(), events?.close(), watcher?.quit()]);
    },
  };
}

/** What batches need from the queues: prioritized adds, and where a waiting job stands. */
export type BatchQueues = {
  /** The queue namespace (QUEUE_PREFIX) these queues live in. */
  prefix: string;
  enqueueCorrections(list: { job: CorrectionJob; priority: number }[]): Promise<void>;
  enqueueTranscriptions(list: { job: TranscriptionJob; priority: number }[]): Promise<void>;
  /** The smallest priority among jobs still waiting (1 when none wait): new batches start numbering there. */
  lowestWaitingPriority(queue: 'correction' | 'transcription'): Promise<number>;
  /** New priorities for waiting jobs (a school's work renumbered); answers how many were no longer in the queue. */
  reprioritize(queue: 'correction' | 'transcription', list: { jobId: string; priority: number }[]): Promise<number>;
  /** Jobs ahead of each waiting job (the plain wait list first, then by priority); absent when not waiting. */
  positions(queue: 'correction' | 'transcription', jobIds: string[]): Promise<Map<string, number>>;
  /** A running job's last phase as its worker published it (null when it published none). */
  phase(queue: 'correction' | 'transcription', jobId: string): Promise<RunningPhase | null>;
};

const PING_TIMEOUT_MS = PRODUCER_COMMAND_TIMEOUT_MS;
const clampPriority = (p: number) => Math.max(1, Math.min(MAX_JOB_PRIORITY, Math.round(p)));
// BullMQ scores a prioritized job as priority × 2^32 + an insertion counter.
const PRIORITY_SCALE = 0x100000000;

async function lowestWaitingPriority(queue: Queue): Promise<number> {
  const client = await queue.backend.client;
  const [first] = await client.zrange(queue.keys.prioritized!, 0, 0);
  const score = first ? await client.zscore(queue.keys.prioritized!, first) : null;
  return score ? Math.max(1, Math.floor(Number(score) / PRIORITY_SCALE)) : 1;
}

async function positions(queue: Queue, jobIds: string[]): Promise<Map<string, number>> {
  const out = new Map<string, number>();
  if (!jobIds.length) return out;
  const client = await queue.backend.client;
  const pipeline = client.pipeline().llen(queue.keys.wait!);
  for (const id of jobIds)
    pipeline.runCommand('zrank', [queue.keys.prioritized!, id]).runCommand('lpos', [queue.keys.wait!, id]);
  const replies = (await pipeline.exec()) ?? [];
  const waiting = Number(replies[0]?.[1] ?? 0);
  jobIds.forEach((id, i) => {
    const rank = replies[1 + 2 * i]?.[1];
    const inWait = replies[2 + 2 * i]?.[1];
    // The plain wait list is taken from its tail (LPUSH/RPOPLPUSH), before any prioritized job.
    if (typeof inWait === 'number') out.set(id, waiting - 1 - inWait);
    else if (typeof rank === 'number') out.set(id, waiting + rank);
  });
  return out;
}

/** A running job's last phase: its worker writes each phase to the job in Redis only (one write per phase). */
async function runningPhase(queue: Queue, jobId: string): Promise<RunningPhase | null> {
  const client = await queue.backend.client;
  const raw = await client.hget(queue.toKey(jobId), 'progress');
  try {
    const p = raw ? (JSON.parse(raw) as Partial<RunningPhase>) : null;
    return p && typeof p.phase === 'string' && typeof p.percent === 'number' && typeof p.message === 'string'
      ? { phase: p.phase, percent: p.percent, message: p.message }
      : null;
  } catch {
    return null;
  }
}
