import { Worker } from 'bullmq';
import { QUEUES } from '@argumenta/contracts';
import { creditsPort } from '@argumenta/essay';
import { bullConnection, createApp, createInternalClient, createLogger, createPool, createShutdown, listen, workerConnection } from '@argumenta/platform';
import { engineEnv, loadOcrWorkerConfig } from './config.js';
import { createEngineFromEnv, defaultPoolSize, engineChoiceFromEnv, OcrError, type OcrEngine } from './engine/index.js';
import { processTranscription } from './processor.js';

const config = loadOcrWorkerConfig();
const logger = createLogger('ocr-worker', config.LOG_LEVEL);
const env = engineEnv(config);

let engine: OcrEngine;
try {
  engine = await createEngineFromEnv(env, logger);
} catch (err) {
  // A tesseract worker that hung while loading cannot be terminated from here: exit and let the
  // orchestrator start a clean process (see the engine README, "Honest limits").
  const code = err instanceof OcrError ? err.code : 'engine_init_failed';
  logger.fatal({ err, code }, 'não foi possível iniciar o motor de OCR');
  process.exit(1);
}

const choice = engineChoiceFromEnv(env);
// tesseract: one job per warm worker — preprocessing (sharp + JS) runs on this thread, so extra jobs would
// only wait for a worker while competing with it for the CPU. vision: network-bound, a few in flight.
const concurrency = config.OCR_CONCURRENCY ?? (choice === 'vision' ? 4 : (config.OCR_POOL_SIZE ?? defaultPoolSize()));
const pool = createPool(config.DATABASE_URL, concurrency + 2);
logger.info({ engine: engine.name, choice, concurrency }, 'motor de OCR pronto');

const deps = { pool, engine, logger, credits: creditsPort(createInternalClient(config.AUTH_SERVICE_URL, config.INTERNAL_SERVICE_TOKEN)) };

const worker = new Worker(QUEUES.transcription, (job, _token, signal) => processTranscription(job, deps, signal), {
  connection: bullConnection(config.REDIS_URL, { maxRetriesPerRequest: null }),
  prefix: config.QUEUE_PREFIX,
  concurrency,
});
worker.on('error', (err) => logger.error({ err }, 'erro no worker'));
await worker.waitUntilReady();

const healthRedis = workerConnection(config.REDIS_URL);
const health = createApp({
  service: 'ocr-worker',
  logger,
  readiness: [
    { name: 'postgres', check: () => pool.query('SELECT 1') },
    { name: 'redis', check: () => healthRedis.ping() },
  ],
  routes: () => undefined,
});
const { server, port } = await listen(health, config.HEALTH_PORT);
logger.info({ port, queue: QUEUES.transcription }, 'ocr-worker consumindo');

const shutdown = createShutdown(logger, config.SHUTDOWN_TIMEOUT_MS);
// Stop taking jobs and let the running pages finish before the tesseract workers go away.
shutdown.register('worker', 0, () => worker.close());
shutdown.register('http', 1, () => new Promise((r) => server.close(() => r(undefined))));
shutdown.register('engine', 1, () => engine.close());
shutdown.register('postgres', 2, () => pool.end());
shutdown.register('redis', 2, () => healthRedis.quit());
shutdown.listen();
