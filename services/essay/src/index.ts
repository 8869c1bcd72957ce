export { createEssayApp, MIGRATIONS_DIR } from './app.js';
export type { EssayDeps } from './app.js';
export { createQueues } from './queues.js';
export { parseAnalysis, renderReport } from './domain/pdf.js';
export { reconcileStuckJobs } from './domain/reconcile.js';
export { startBatchAdvancer, advanceTranscribedItems } from './domain/batch/batches.js';
export type { BatchQueues } from './queues.js';
// For `npm run bench -- scan`: the answer sheets and the batch validation, run in-process.
export { parseBatch } from './domain/batch/parse.js';
export { parseBatchOffThread, stopParseThread, THREAD_DIED_MESSAGE } from './domain/batch/parse-thread.js';
export { renderAnswerSheets } from './domain/batch/sheets.js';
export { exportQueue } from './domain/export.js';
export { sweepRetention, startRetentionSweeper } from './domain/retention.js';
export { composeEssayService } from './compose.js';
export { essayEnvSchema, type EssayConfig } from './config.js';
export { markStats, type MarkStats } from './domain/mark-stats.js';
