import { Worker } from 'bullmq';
import { QUEUES } from '@argumenta/contracts';
import { classroomPort, creditsPort } from '@argumenta/essay';
import { bullConnection, createApp, createInternalClient, createLogger, createPool, createShutdown, listen, workerConnection } from '@argumenta/platform';
import { loadWorkerConfig } from './config.js';
import { chooseEngine, createEngine } from './engines/index.js';
import { processCorrection } from './processor.js';

const config = loadWorkerConfig();
const logger = createLogger('correction-worker', config.LOG_LEVEL);
const pool = createPool(config.DATABASE_URL, config.CORRECTION_CONCURRENCY + 2);
const engine = await createEngine(config);
logger.info({ engine: engine.name, chosen: chooseEngine(config), concurrency: config.CORRECTION_CONCURRENCY }, 'motor de correção pronto');

const auth = createInternalClient(config.AUTH_SERVICE_URL, config.INTERNAL_SERVICE_TOKEN);
const deps = {
  pool,
  engine,
  logger,
  credits: creditsPort(auth),
  classroom: classroomPort(createInternalClient(config.CLASSROOM_SERVICE_URL, config.INTERNAL_SERVICE_TOKEN)),
  proposals: createInternalClient(config.PROPOSAL_SERVICE_URL, config.INTERNAL_SERVICE_TOKEN),
};

const worker = new Worker(QUEUES.correction, (job, _token, signal) => processCorrection(job, deps, signal), {
  connection: bullConnection(config.REDIS_URL, { maxRetriesPerRequest: null }),
  prefix: config.QUEUE_PREFIX,
  concurrency: config.CORRECTION_CONCURRENCY,
});
worker.on('error', (err) => logger.error({ err }, 'erro no worker'));
await worker.waitUntilReady();

const healthRedis = workerConnection(config.REDIS_URL);
// Liveness/readiness/metrics for the orchestrator, like every other process.
const health = createApp({
  service: 'correction-worker',
  logger,
  readiness: [
    { name: 'postgres', check: () => pool.query('SELECT 1') },
    { name: 'redis', check: () => healthRedis.ping() },
  ],
  routes: () => undefined,
});
const { server, port } = await listen(health, config.HEALTH_PORT);
logger.info({ port, queue: QUEUES.correction }, 'correction-worker consumindo');

const shutdown = createShutdown(logger, config.SHUTDOWN_TIMEOUT_MS);
shutdown.register('worker', 0, () => worker.close());
shutdown.register('http', 1, () => new Promise((r) => server.close(() => r(undefined))));
shutdown.register('postgres', 2, () => pool.end());
shutdown.register('redis', 2, () => healthRedis.quit());
shutdown.listen();
