import { closeQueues, createInternalClient, runHttpService } from '@argumenta/platform';
import { createEssayApp, MIGRATIONS_DIR } from './app.js';
import { loadEssayConfig } from './config.js';
import { classroomPort, creditsPort, proposalsPort, PROPOSALS_TIMEOUT_MS, usersPort } from '@argumenta/essay-domain';
import { reconcileStuckJobs } from './domain/reconcile.js';
import { createQueues } from './queues.js';
import { startBatchAdvancer } from './domain/batch/batches.js';
import { exportQueue } from './domain/export.js';
import { startRetentionSweeper } from './domain/retention.js';

const config = loadEssayConfig();
const internal = (url: string, timeoutMs?: number) =>
  createInternalClient(url, config.INTERNAL_SERVICE_TOKEN, timeoutMs);
const auth = internal(config.AUTH_SERVICE_URL);
const queues = createQueues(config.REDIS_URL, config.QUEUE_PREFIX, {
  correction: config.CORRECTION_ATTEMPTS,
  transcription: config.TRANSCRIPTION_ATTEMPTS,
});

await runHttpService({
  announceChanges: true,
  service: 'essay',
  schema: 'essay',
  migrationsDir: MIGRATIONS_DIR,
  config,
  build: ({ pool, logger, jwt }) => {
    // Re-enqueue work the queue lost (see reconcile.ts); every replica may run it, ids make it idempotent.
    const reconcile = () =>
      reconcileStuckJobs(pool, queues.lookup, logger, config.RECONCILE_MIN_AGE_SECONDS).catch((err: unknown) =>
        logger.warn({ err }, 'reconciliação falhou'),
      );
    const reconcileTimer = setInterval(() => void reconcile(), config.RECONCILE_INTERVAL_MS);
    void reconcile();
    const credits = creditsPort(auth);
    // Data exports (issue 38) are built by this service's own worker, one at a time per replica.
    const exportReads = internal(config.CLASSROOM_SERVICE_URL);
    const exports = exportQueue(config.REDIS_URL, config.QUEUE_PREFIX);
    exports.work({ pool, logger, auth, classroom: exportReads });
    // Batch photos whose OCR ended become essays in the queue (rows are the truth; any replica may do it).
    const advancer = startBatchAdvancer(
      { pool, credits, queues: queues.batch, logger },
      config.BATCH_ADVANCE_INTERVAL_MS,
    );
    // Schools' retention (issue 38): every replica may run it; a per-school advisory lock keeps runs from overlapping.
    const retention =
      config.RETENTION_SWEEP_SECONDS > 0
        ? startRetentionSweeper(
            { pool, auth, logger, removeJobs: queues.removeJobs },
            config.RETENTION_SWEEP_SECONDS * 1000,
          )
        : null;
    // Redis is back (perhaps restarted empty): enqueue again, now, every pending row whose job is missing — whatever its
    // age, since submit no longer fails a row whose enqueue failed — instead of leaving accepted essays waiting for the
    // periodic pass and its 2-minute age filter (scripts/test/faults/infra.test.ts).
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
    const app = createEssayApp({
      pool,
      logger,
      jwt,
      serviceToken: config.INTERNAL_SERVICE_TOKEN,
      credits,
      classroom: classroomPort(internal(config.CLASSROOM_SERVICE_URL)),
      users: usersPort(auth),
      proposals: proposalsPort(internal(config.PROPOSAL_SERVICE_URL, PROPOSALS_TIMEOUT_MS)),
      enqueueCorrection: queues.enqueueCorrection,
      queueReady: queues.ping,
      enqueueAppeal: queues.enqueueAppeal,
      removeJobs: queues.removeJobs,
      exportData: { enqueue: exports.enqueue, auth, classroom: exportReads },
      audit: (entry) => auth.post('/internal/auditoria', entry),
      transcription: queues.transcriptionQueue,
      batchQueues: queues.batch,
      publicUrl: config.PUBLIC_URL,
      transcriptionWaitMs: config.TRANSCRIPTION_WAIT_MS,
      allowDeleteActivityEssays: config.ALLOW_DELETE_ACTIVITY_ESSAYS,
      // History, feedback and status reads need only PostgreSQL; a submission without Redis answers its own 503.
      readiness: [{ name: 'redis', check: queues.ping, degradable: true }],
    });
    return {
      app,
      close: async () => {
        clearInterval(reconcileTimer);
        advancer.stop();
        await retention?.close();
        await exports.close();
        await queues.close();
        await closeQueues();
      },
    };
  },
});
