import {
  classroomPort,
  creditsPort,
  notifyPort,
  proposalsPort,
  PROPOSALS_TIMEOUT_MS,
  usersPort,
} from '@argumenta/essay-domain';
import { peersFromConfig, type ComposedService, type Peers, type ServiceContext } from '@argumenta/platform';
import { createEssayApp } from './app.js';
import type { EssayConfig } from './config.js';
import { startBatchAdvancer } from './domain/batch/batches.js';
import { exportQueue } from './domain/export.js';
import { reconcileStuckJobs } from './domain/reconcile.js';
import { startRetentionSweeper } from './domain/retention.js';
import { createQueues, type BatchQueues } from './queues.js';

/**
 * The essay service's composition root, shared by main.ts and the test harness (testing/src/essay.ts): its queues, the
 * data-export worker, the batch advancer and the app; `start` adds the database-wide passes (reconciliation with the
 * queue, schools' retention), which production runs and the harness does not.
 */
export function composeEssayService(
  config: EssayConfig,
  ctx: ServiceContext,
  peers: Peers = peersFromConfig(config),
): ComposedService & { batchQueues: BatchQueues; queueReady: () => Promise<unknown>; close: () => Promise<void> } {
  const { pool, logger } = ctx;
  const auth = peers.client('auth');
  const queues = createQueues(config.REDIS_URL, config.QUEUE_PREFIX, {
    correction: config.CORRECTION_ATTEMPTS,
    transcription: config.TRANSCRIPTION_ATTEMPTS,
  });
  const credits = creditsPort(auth);
  // Data exports (issue 38) are built by this service's own worker, one at a time per replica.
  const exportReads = peers.client('classroom');
  const exports = exportQueue(config.REDIS_URL, config.QUEUE_PREFIX);
  exports.work({ pool, logger, auth, classroom: exportReads });
  // Batch photos whose OCR ended become essays in the queue (rows are the truth; any replica may do it).
  const advancer = startBatchAdvancer(
    { pool, credits, queues: queues.batch, logger },
    config.BATCH_ADVANCE_INTERVAL_MS,
  );
  const app = createEssayApp({
    ...ctx,
    serviceToken: config.INTERNAL_SERVICE_TOKEN,
    credits,
    classroom: classroomPort(peers.client('classroom')),
    users: usersPort(auth),
    proposals: proposalsPort(peers.client('proposal', PROPOSALS_TIMEOUT_MS)),
    enqueueCorrection: queues.enqueueCorrection,
    queueReady: queues.ping,
    enqueueAppeal: queues.enqueueAppeal,
    removeJobs: queues.removeJobs,
    exportData: { enqueue: exports.enqueue, auth, classroom: exportReads },
    audit: (entry) => auth.post('/internal/auditoria', entry),
    notify: notifyPort(auth, logger),
    transcription: queues.transcriptionQueue,
    batchQueues: queues.batch,
    publicUrl: config.PUBLIC_URL,
    transcriptionWaitMs: config.TRANSCRIPTION_WAIT_MS,
    allowDeleteActivityEssays: config.ALLOW_DELETE_ACTIVITY_ESSAYS,
    // History, feedback and status reads need only PostgreSQL; a submission without Redis answers its own 503.
    readiness: [{ name: 'redis', check: queues.ping, degradable: true }],
  });

  let reconcileTimer: NodeJS.Timeout | undefined;
  let retention: ReturnType<typeof startRetentionSweeper> | null = null;
  const start = () => {
    // Re-enqueue work the queue lost (see reconcile.ts); every replica may run it, ids make it idempotent.
    const reconcile = () =>
      reconcileStuckJobs(pool, queues.lookup, logger, config.RECONCILE_MIN_AGE_SECONDS).catch((err: unknown) =>
        logger.warn({ err }, 'reconciliação falhou'),
      );
    reconcileTimer = setInterval(() => void reconcile(), config.RECONCILE_INTERVAL_MS);
    void reconcile();
    // Schools' retention (issue 38): every replica may run it; a per-school advisory lock keeps runs from overlapping.
    retention =
      config.RETENTION_SWEEP_SECONDS > 0
        ? startRetentionSweeper(
            { pool, auth, logger, removeJobs: queues.removeJobs },
            config.RETENTION_SWEEP_SECONDS * 1000,
          )
        : null;
    // Redis is back (perhaps restarted empty): enqueue again, now, every pending row whose job is missing — whatever
    // its age, since submit no longer fails a row whose enqueue failed — instead of leaving accepted essays waiting for
    // the periodic pass and its 2-minute age filter (scripts/test/faults/infra.test.ts).
    // The queue's own connection may come back a moment after this one: a failed pass is tried again, every second.
    let reconnects = 0;
    queues.onReconnect(() => {
      const round = ++reconnects;
      void (async () => {
        for (let attempt = 1; attempt <= 60 && round === reconnects; attempt++) {
          const requeued = await reconcileStuckJobs(pool, queues.lookup, logger, 0).catch(
            (err: unknown) => (logger.warn({ err: (err as Error).message, attempt }, 'reconciliação falhou'), null),
          );
          if (requeued !== null) return logger.info({ requeued }, 'fila de volta: tarefas reconciliadas');
          await new Promise((r) => setTimeout(r, 1000));
        }
      })();
    }, logger);
  };
  return {
    app,
    batchQueues: queues.batch,
    /** Answers once the correction queue does (the readiness probe's Redis check). */
    queueReady: queues.ping,
    start,
    close: async () => {
      clearInterval(reconcileTimer);
      advancer.stop();
      await retention?.close();
      await exports.close();
      await queues.close();
    },
  };
}
