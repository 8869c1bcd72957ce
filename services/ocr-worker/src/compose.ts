import { QUEUES } from '@argumenta/contracts';
import { creditsPort } from '@argumenta/essay-domain';
import {
  createPool,
  type ComposedWorker,
  databaseUrls,
  peersFromConfig,
  type Logger,
  type Peers,
} from '@argumenta/platform';
import { engineEnv, type OcrWorkerConfig } from './config.js';
import { createEngineFromEnv, defaultPoolSize, engineChoiceFromEnv, OcrError } from './engine/index.js';
import { transcriptionJobs } from './processor.js';

/**
 * The OCR worker's composition root: its engine, pool and processor, as runQueueWorker takes them. main.ts runs it; the
 * test harness runs main.ts itself (spawnWorker).
 */
export async function composeOcrWorker(
  config: OcrWorkerConfig,
  logger: Logger,
  peers: Peers = peersFromConfig(config),
): Promise<ComposedWorker> {
  const env = engineEnv(config);
  const engine = await createEngineFromEnv(env, logger).catch((err: unknown) => {
    // A tesseract worker that hung while loading cannot be terminated from here: exit and let the
    // orchestrator start a clean process (see the engine README, "Honest limits").
    const code = err instanceof OcrError ? err.code : 'engine_init_failed';
    logger.fatal({ err, code }, 'não foi possível iniciar o motor de OCR');
    process.exit(1);
  });
  const choice = engineChoiceFromEnv(env);
  // tesseract: one job per warm worker — preprocessing (sharp + JS) runs on this thread, so extra jobs would
  // only wait for a worker while competing with it for the CPU. vision: network-bound, a few in flight.
  const concurrency = config.OCR_CONCURRENCY ?? (choice === 'vision' ? 4 : (config.OCR_POOL_SIZE ?? defaultPoolSize()));
  const pool = createPool(config.DATABASE_URL, concurrency + 2, {
    transactionPooler: databaseUrls(config).transactionPooler,
  });
  logger.info({ engine: engine.name, choice, concurrency }, 'motor de OCR pronto');
  return {
    queue: QUEUES.transcription,
    processor: transcriptionJobs({ pool, engine, logger, credits: creditsPort(peers.client('auth')) }),
    concurrency,
    pool,
    // Let the running pages finish before the tesseract workers go away.
    closeAfterWorker: [{ name: 'engine', close: () => engine.close() }],
  };
}
