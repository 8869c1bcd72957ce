import { createLogger, runQueueWorker } from '@argumenta/platform';
import { composeOcrWorker } from './compose.js';
import { loadOcrWorkerConfig } from './config.js';

const config = loadOcrWorkerConfig();
const logger = createLogger('ocr-worker', config.LOG_LEVEL);

await runQueueWorker({ service: 'ocr-worker', config, logger, ...(await composeOcrWorker(config, logger)) });
