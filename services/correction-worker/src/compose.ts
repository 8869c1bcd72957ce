import { QUEUES } from '@argumenta/contracts';
import { classroomPort, creditsPort, notifyPort } from '@argumenta/essay-domain';
import {
  createPool,
  type ComposedWorker,
  databaseUrls,
  peersFromConfig,
  type Logger,
  type Peers,
} from '@argumenta/platform';
import type { WorkerConfig } from './config.js';
import { chooseEngine, createEngine } from './engines/index.js';
import { integrityChecksSettled } from './integrity.js';
import { correctionJobs } from './jobs.js';
import { createRateLimitBackoff, queueLimiter } from './rate-limit.js';
import { cachedReferences } from './references.js';

/**
 * The correction worker's composition root: its pool, engine and processor, as runQueueWorker takes them. main.ts runs
 * it; the test harness runs main.ts itself (testing/src/classroom.ts, startCorrectionPipeline).
 */
export async function composeCorrectionWorker(
  config: WorkerConfig,
  logger: Logger,
  peers: Peers = peersFromConfig(config),
): Promise<ComposedWorker> {
  const pool = createPool(config.DATABASE_URL, config.CORRECTION_CONCURRENCY + 2, {
    transactionPooler: databaseUrls(config).transactionPooler,
  });
  const engine = await createEngine(config);
  logger.info(
    { engine: engine.name, chosen: chooseEngine(config), concurrency: config.CORRECTION_CONCURRENCY },
    'motor de correção pronto',
  );
  const deps = {
    pool,
    engine,
    logger,
    credits: creditsPort(peers.client('auth')),
    notify: notifyPort(peers.client('auth'), logger),
    classroom: classroomPort(peers.client('classroom')),
    proposals: peers.client('proposal'),
    rateLimit: createRateLimitBackoff(),
    references: cachedReferences(peers.client('proposal'), logger),
  };
  // One correction asks the model 6 times (5 competencies + comments), about twice that with double grading.
  const limiter =
    engine.name === 'local'
      ? undefined
      : queueLimiter(config.OPENAI_REQUESTS_PER_MINUTE, config.DOUBLE_GRADING ? 12 : 6);
  return {
    queue: QUEUES.correction,
    processor: correctionJobs(deps),
    concurrency: config.CORRECTION_CONCURRENCY,
    limiter,
    pool,
    // The local engine's morphological analyser (one lt-proc per worker process) stops after the last job.
    closeAfterWorker: [
      ...('close' in engine && typeof engine.close === 'function'
        ? [{ name: 'analisador-morfologico', close: () => (engine.close as () => Promise<void>)() }]
        : []),
      // Integrity checks started after the last corrections (they write before the pool closes).
      { name: 'verificacoes-de-integridade', close: async () => void (await integrityChecksSettled()) },
    ],
  };
}
