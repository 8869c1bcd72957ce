export { buildInput, correctionInputFor, processCorrection, type ProcessorDeps } from './processor.js';
export { correctionJobs } from './jobs.js';
export {
  createEngine,
  chooseEngine,
  createOpenAIEngine,
  mapOpenAIError,
  withDoubleGrading,
  discrepant,
  closestPairMean,
  EngineError,
  FAILURE_MESSAGES,
} from './engines/index.js';
export { workerEnvSchema } from './config.js';
export { cachedReferences, REFERENCES_TTL_MS, type ReferencesSource } from './references.js';
export { composeCorrectionWorker } from './compose.js';
