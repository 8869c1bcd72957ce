import { createLogger, runQueueWorker } from '@argumenta/platform';
import { composeCorrectionWorker } from './compose.js';
import { loadWorkerConfig } from './config.js';

const config = loadWorkerConfig();
const logger = createLogger('correction-worker', config.LOG_LEVEL);

await runQueueWorker({
  service: 'correction-worker',
  config,
  logger,
  ...(await composeCorrectionWorker(config, logger)),
});
