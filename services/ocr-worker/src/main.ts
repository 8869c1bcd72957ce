import { QUEUES } from '@argumenta/contracts';
import { creditsPort } from '@argumenta/essay-domain';
import { createInternalClient, createLogger, createPool, databaseUrls, runQueueWorker } from '@argumenta/platform';
import { engineEnv, loadOcrWorkerConfig } from './config.js';
import { createEngineFromEnv, defaultPoolSize, engineChoiceFromEnv, OcrError, type OcrEngine } from './engine/index.js';
import { transcriptionJobs } from './processor.js';

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
const pool = createPool(config.DATABASE_URL, concurrency + 2, {
  transactionPooler: databaseUrls(config).transactionPooler,
});
logger.info({ engine: engine.name, choice, concurrency }, 'motor de OCR pronto');

const deps = {
  pool,
  engine,
  logger,
  credits: creditsPort(createInternalClient(config.AUTH_SERVICE_URL, config.INTERNAL_SERVICE_TOKEN)),
};

await runQueueWorker({
  service: 'ocr-worker',
  queue: QUEUES.transcription,
  processor: transcriptionJobs(deps),
  concurrency,
  config,
  pool,
  logger,
  // Let the running pages finish before the tesseract workers go away.
  closeAfterWorker: [{ name: 'engine', close: () => engine.close() }],
});
