import { Job, QueueEvents } from 'bullmq';
import { APPEAL_JOB_NAME, appealJobId, correctionJobId, QUEUES, transcriptionJobId, type AppealJob, type CorrectionJob, type TranscriptionJob } from '@argumenta/contracts';
import { bullConnection, createQueue, watchQueueDepth, withTimeout } from '@argumenta/platform';
import type { EnqueueAppeal } from './domain/appeals.js';
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
  // The producer reports both queues' depth too: the OCR worker may be scaled to zero.
  const unwatch = [watchQueueDepth(correction), watchQueueDepth(transcription)];
  let events: QueueEvents | undefined;

  const enqueueCorrection: EnqueueCorrection = async (job: CorrectionJob) => {
    const added = await correction.add('corrigir', job, { jobId: correctionJobId(job.correcaoId), attempts: attempts.correction });
    return added.id!;
  };

  // A free essay's appeal is re-graded by the AI: same queue and workers as corrections, its own job name and id.
  const enqueueAppeal: EnqueueAppeal = async (job: AppealJob) => {
    const added = await correction.add(APPEAL_JOB_NAME, job, { jobId: appealJobId(job.recursoId), attempts: attempts.correction });
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
    enqueueAppeal,
    transcriptionQueue,
    /** For the reconciler: does the queue still hold this job? */
    lookup: {
      exists: async (queue: 'correction' | 'transcription', jobId: string) => Boolean(await (queue === 'correction' ? correction : transcription).getJob(jobId)),
      enqueueCorrection,
      enqueueTranscription: transcriptionQueue.enqueue,
      enqueueAppeal,
    },
    ping: () => correction.getJobCounts('waiting'),
    close: async () => {
      unwatch.forEach((stop) => stop());
      await Promise.allSettled([correction.close(), transcription.close(), events?.close()]);
    },
  };
}
