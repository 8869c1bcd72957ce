import path from 'node:path';
import { fileURLToPath } from 'node:url';
import {
  createApp,
  createAuthMiddleware,
  requireServiceToken,
  type JwtSettings,
  type Logger,
  type Pool,
  type ReadinessCheck,
} from '@argumenta/platform';
import type { EnqueueAppeal } from './domain/appeals.js';
import type { EnqueueCorrection } from './domain/submit.js';
import { appealRoutes } from './routes/appeals.js';
import { batchRoutes } from './routes/batches.js';
import { correctionWait } from './domain/batch/batches.js';
import type { BatchQueues } from './queues.js';
import { reviewRoutes } from './routes/review.js';
import { markRoutes } from './routes/marks.js';
import { submissionRoutes } from './routes/submissions.js';
import type { ClassroomPort, CreditsPort, NotifyPort, ProposalsPort, UsersPort } from '@argumenta/essay-domain';
import { draftRoutes } from './routes/drafts.js';
import { essayRoutes, shareRoutes } from './routes/essays.js';
import { integrityRoutes } from './routes/integrity.js';
import { internalRoutes } from './routes/internal.js';
import { privacyRoutes, type PrivacyDeps } from './routes/privacy.js';
import type { RemoveJobs } from './domain/erasure.js';
import { transcriptionRoutes, type TranscriptionQueue } from './routes/transcription.js';

export const MIGRATIONS_DIR = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../migrations');

export type EssayDeps = {
  pool: Pool;
  logger: Logger;
  jwt: JwtSettings;
  serviceToken: string;
  credits: CreditsPort;
  classroom: ClassroomPort;
  users: UsersPort;
  /** Optional: usage counts of thematic proposals (best-effort). */
  proposals?: ProposalsPort;
  enqueueCorrection: EnqueueCorrection;
  /** Rejects when the correction queue cannot take a job now. */
  queueReady?: () => Promise<unknown>;
  enqueueAppeal: EnqueueAppeal;
  transcription: TranscriptionQueue;
  /** Bulk submissions: prioritized adds and queue positions. */
  batchQueues: BatchQueues;
  publicUrl: string;
  transcriptionWaitMs: number;
  allowDeleteActivityEssays: boolean;
  readiness?: ReadinessCheck[];
  /** Account deletion: removes the person's queued jobs (issue 38). */
  removeJobs?: RemoveJobs;
  /** Data export (issue 38): the job's producer and the services it reads. */
  exportData?: PrivacyDeps['exportData'];
  /** The audit trail's writer (issue 38). */
  audit?: PrivacyDeps['audit'];
  /** Tells students about decided appeals and changed grades (issue 46); none: nobody is told. */
  notify?: NotifyPort;
};

export function createEssayApp(deps: EssayDeps) {
  const requireAuth = createAuthMiddleware(deps.jwt);
  return createApp({
    service: 'essay',
    logger: deps.logger,
    readiness: [{ name: 'postgres', check: () => deps.pool.query('SELECT 1') }, ...(deps.readiness ?? [])],
    routes: (app) => {
      app.use('/internal', requireServiceToken(deps.serviceToken));
      // First: its audit hooks watch routes the routers below answer.
      app.use(
        privacyRoutes(
          {
            pool: deps.pool,
            logger: deps.logger,
            removeJobs: deps.removeJobs,
            exportData: deps.exportData,
            audit: deps.audit,
          },
          requireAuth,
        ),
      );
      app.use(internalRoutes(deps.pool, deps.proposals, deps.logger, deps.notify));
      app.use(
        integrityRoutes(
          {
            pool: deps.pool,
            logger: deps.logger,
            classroom: deps.classroom,
            users: deps.users,
            proposals: deps.proposals,
            audit: deps.audit,
          },
          requireAuth,
        ),
      );
      app.use(shareRoutes(deps.pool));
      app.use(draftRoutes({ pool: deps.pool, classroom: deps.classroom }, requireAuth));
      app.use(
        transcriptionRoutes(
          {
            pool: deps.pool,
            logger: deps.logger,
            credits: deps.credits,
            queue: deps.transcription,
            waitMs: deps.transcriptionWaitMs,
          },
          requireAuth,
        ),
      );
      app.use(submissionRoutes({ pool: deps.pool, classroom: deps.classroom, users: deps.users }, requireAuth));
      app.use(
        reviewRoutes(
          {
            pool: deps.pool,
            users: deps.users,
            classroom: deps.classroom,
            proposals: deps.proposals,
            notify: deps.notify,
          },
          requireAuth,
        ),
      );
      app.use(markRoutes({ pool: deps.pool, classroom: deps.classroom, users: deps.users }, requireAuth));
      app.use(
        batchRoutes(
          {
            pool: deps.pool,
            logger: deps.logger,
            credits: deps.credits,
            classroom: deps.classroom,
            users: deps.users,
            queues: deps.batchQueues,
          },
          requireAuth,
        ),
      );
      app.use(
        appealRoutes(
          {
            pool: deps.pool,
            classroom: deps.classroom,
            logger: deps.logger,
            enqueueAppeal: deps.enqueueAppeal,
            notify: deps.notify,
          },
          requireAuth,
        ),
      );
      app.use(
        essayRoutes(
          {
            pool: deps.pool,
            logger: deps.logger,
            credits: deps.credits,
            classroom: deps.classroom,
            users: deps.users,
            proposals: deps.proposals,
            enqueue: deps.enqueueCorrection,
            queueReady: deps.queueReady,
            publicUrl: deps.publicUrl,
            allowDeleteActivityEssays: deps.allowDeleteActivityEssays,
            queueWait: (jobId) => correctionWait(deps.pool, deps.batchQueues, jobId),
            runningPhase: (jobId) => deps.batchQueues.phase('correction', jobId),
          },
          requireAuth,
        ),
      );
    },
  });
}
