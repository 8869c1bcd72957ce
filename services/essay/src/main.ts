import { closeQueues, createInternalClient, createLogger, createPool, createShutdown, listen, resolvePublicKey, runMigrations } from '@argumenta/platform';
import { createEssayApp, MIGRATIONS_DIR } from './app.js';
import { loadEssayConfig } from './config.js';
import { classroomPort, creditsPort, proposalsPort, usersPort } from './ports.js';
import { reconcileStuckJobs } from './domain/reconcile.js';
import { createQueues } from './queues.js';

const config = loadEssayConfig();
const logger = createLogger('essay', config.LOG_LEVEL);
const pool = createPool(config.DATABASE_URL);
await runMigrations(pool, 'essay', MIGRATIONS_DIR, logger);

const auth = createInternalClient(config.AUTH_SERVICE_URL, config.INTERNAL_SERVICE_TOKEN);
const classroom = createInternalClient(config.CLASSROOM_SERVICE_URL, config.INTERNAL_SERVICE_TOKEN);
const queues = createQueues(config.REDIS_URL, config.QUEUE_PREFIX, { correction: config.CORRECTION_ATTEMPTS, transcription: config.TRANSCRIPTION_ATTEMPTS });

const app = createEssayApp({
  pool,
  logger,
  jwt: { publicKey: resolvePublicKey(config), issuer: config.JWT_ISSUER, audience: config.JWT_AUDIENCE },
  serviceToken: config.INTERNAL_SERVICE_TOKEN,
  credits: creditsPort(auth),
  classroom: classroomPort(classroom),
  users: usersPort(auth),
  // Short timeout: the usage count is best-effort and must not slow a submission down.
  proposals: proposalsPort(createInternalClient(config.PROPOSAL_SERVICE_URL, config.INTERNAL_SERVICE_TOKEN, 2_000)),
  enqueueCorrection: queues.enqueueCorrection,
  transcription: queues.transcriptionQueue,
  publicUrl: config.PUBLIC_URL,
  transcriptionWaitMs: config.TRANSCRIPTION_WAIT_MS,
  allowDeleteActivityEssays: config.ALLOW_DELETE_ACTIVITY_ESSAYS,
  readiness: [{ name: 'redis', check: queues.ping }],
});
const { server, port } = await listen(app, config.PORT);

// Re-enqueue work the queue lost (see reconcile.ts); every replica may run it, ids make it idempotent.
const reconcile = () => reconcileStuckJobs(pool, queues.lookup, logger).catch((err: unknown) => logger.warn({ err }, 'reconciliação falhou'));
const reconcileTimer = setInterval(() => void reconcile(), config.RECONCILE_INTERVAL_MS);
void reconcile();
logger.info({ port }, 'essay ouvindo');

const shutdown = createShutdown(logger, config.SHUTDOWN_TIMEOUT_MS);
shutdown.register('http', 0, () => {
  clearInterval(reconcileTimer);
  return new Promise((r) => server.close(() => r(undefined)));
});
shutdown.register('queues', 1, async () => {
  await queues.close();
  await closeQueues();
});
shutdown.register('postgres', 2, () => pool.end());
shutdown.listen();
