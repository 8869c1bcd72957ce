import { Job, QueueEvents } from 'bullmq';
import { correctionJobId, QUEUES, transcriptionJobId, type CorrectionJob, type TranscriptionJob } from '@argumenta/contracts';
import { bullConnection, createQueue, withTimeout } from '@argumenta/platform';
import type { EnqueueCorrection } from './domain/submit.js';
import type { TranscriptionQueue } from './routes/transcription.js';

/** Producers for the two queues. Job ids come from the entity, so add() twice is one job. */
export function createQueues(redisUrl: string, prefix: string, attempts: { correction: number; transcription: number }) {
  // Producers fail fast (no offline queue): a request answers 503 instead of hanging when Redis is down.
  const connection = bullConnection(redisUrl, { enableOfflineQueue: false, maxRetriesPerRequest: 1 });
  // Owned by this set of producers, so close() never closes another's (two essay services of one prefix in a
  // test process used to share the process-wide queue, and the first to stop broke the other's enqueues).
  const correction = createQueue(QUEUES.correction, connection, prefix);
  const transcription = createQueue(QUEUES.transcription, connection, prefix);
  let events: QueueEvents | undefined;

  const enqueueCorrection: EnqueueCorrection = async (job: CorrectionJob) => {
    const added = await correction.add('corrigir', job, { jobId: correctionJobId(job.correcaoId), attempts: attempts.correction });
    return added.id!;
  };

  const transcriptionQueue: TranscriptionQueue = {
    async enqueue(job: TranscriptionJob) {
      const added = await transcription.add('transcrever', job, { jobId: transcriptionJobId(job.transcricaoId), attempts: attempts.transcription });
      return added.id!;
    },
    async waitUntilFinished(jobId, ms) {
      events ??= new QueueEvents(QUEUES.transcription, { connection: bullConnection(redisUrl, { maxRetriesPerRequest: null }), prefix });
      await events.waitUntilReady();
      const job = await Job.fromId(transcription, jobId);
      if (!job) return;
      await withTimeout(job.waitUntilFinished(events, ms), ms).catch(() => undefined);
    },
  };

  return {
    enqueueCorrection,
    transcriptionQueue,
    /** For the reconciler: does the queue still hold this job? */
    lookup: {
      exists: async (queue: 'correction' | 'transcription', jobId: string) => Boolean(await (queue === 'correction' ? correction : transcription).getJob(jobId)),
      enqueueCorrection,
      enqueueTranscription: transcriptionQueue.enqueue,
    },
    ping: () => correction.getJobCounts('waiting'),
    close: async () => {
      await Promise.allSettled([correction.close(), transcription.close(), events?.close()]);
    },
  };
}
