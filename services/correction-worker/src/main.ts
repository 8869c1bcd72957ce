import { QUEUES } from '@argumenta/contracts';
import { classroomPort, creditsPort } from '@argumenta/essay-domain';
import { createInternalClient, createLogger, createPool, databaseUrls, runQueueWorker } from '@argumenta/platform';
import { loadWorkerConfig } from './config.js';
import { chooseEngine, createEngine } from './engines/index.js';
import { correctionJobs } from './jobs.js';
import { integrityChecksSettled } from './integrity.js';
import { createRateLimitBackoff, queueLimiter } from './rate-limit.js';
import { cachedReferences } from './references.js';

const config = loadWorkerConfig();
const logger = createLogger('correction-worker', config.LOG_LEVEL);
const pool = createPool(config.DATABASE_URL, config.CORRECTION_CONCURRENCY + 2, {
  transactionPooler: databaseUrls(config).transactionPooler,
});
const engine = await createEngine(config);
logger.info(
  { engine: engine.name, chosen: chooseEngine(config), concurrency: config.CORRECTION_CONCURRENCY },
  'motor de correção pronto',
);

const internal = (url: string) => createInternalClient(url, config.INTERNAL_SERVICE_TOKEN);
const deps = {
  pool,
  engine,
  logger,
  credits: creditsPort(internal(config.AUTH_SERVICE_URL)),
  classroom: classroomPort(internal(config.CLASSROOM_SERVICE_URL)),
  proposals: internal(config.PROPOSAL_SERVICE_URL),
  rateLimit: createRateLimitBackoff(),
  references: cachedReferences(internal(config.PROPOSAL_SERVICE_URL), logger),
};
// One correction asks the model 6 times (5 competencies + comments), about twice that with double grading.
const limiter =
  engine.name === 'local' ? undefined : queueLimiter(config.OPENAI_REQUESTS_PER_MINUTE, config.DOUBLE_GRADING ? 12 : 6);

await runQueueWorker({
  service: 'correction-worker',
  queue: QUEUES.correction,
  processor: correctionJobs(deps),
  concurrency: config.CORRECTION_CONCURRENCY,
  limiter,
  config,
  pool,
  logger,
  // The local engine's morphological analyser (one lt-proc per worker process) stops after the last job.
  closeAfterWorker: [
    ...('close' in engine && typeof engine.close === 'function'
      ? [{ name: 'analisador-morfologico', close: () => (engine.close as () => Promise<void>)() }]
      : []),
    // Integrity checks started after the last corrections (they write before the pool closes).
    { name: 'verificacoes-de-integridade', close: async () => void (await integrityChecksSettled()) },
  ],
});
