import type { CorrectionEngine } from '@argumenta/contracts';
import { createLocalEngine } from '@argumenta/corretor';
import type { WorkerConfig } from '../config.js';
import { withDoubleGrading } from './double.js';
import { createOpenAIEngine } from './openai.js';

export { EngineError, FAILURE_MESSAGES } from './errors.js';
export { createOpenAIEngine, mapOpenAIError } from './openai.js';
export { withDoubleGrading, discrepant, closestPairMean } from './double.js';

type EngineConfig = Pick<
  WorkerConfig,
  | 'CORRECTION_ENGINE'
  | 'OPENAI_API_KEY'
  | 'OPENAI_BASE_URL'
  | 'OPENAI_MODEL'
  | 'OPENAI_TIMEOUT_MS'
  | 'OPENAI_MAX_RETRIES'
  | 'OPENAI_TEMPERATURE'
  | 'OPENAI_SEED'
  | 'OPENAI_STREAM'
  | 'DOUBLE_GRADING'
>;

export function chooseEngine(
  config: Pick<EngineConfig, 'CORRECTION_ENGINE' | 'OPENAI_API_KEY' | 'OPENAI_BASE_URL'>,
): 'local' | 'openai' {
  if (config.CORRECTION_ENGINE !== 'auto') return config.CORRECTION_ENGINE;
  return config.OPENAI_API_KEY || config.OPENAI_BASE_URL ? 'openai' : 'local';
}

/** Builds the engine chosen by configuration (engines are interchangeable behind CorrectionEngine). */
export async function createEngine(config: EngineConfig): Promise<CorrectionEngine> {
  if (chooseEngine(config) === 'local') return createLocalEngine();
  const engine = createOpenAIEngine({
    apiKey: config.OPENAI_API_KEY,
    baseURL: config.OPENAI_BASE_URL,
    model: config.OPENAI_MODEL,
    timeoutMs: config.OPENAI_TIMEOUT_MS,
    maxRetries: config.OPENAI_MAX_RETRIES,
    temperature: config.OPENAI_TEMPERATURE,
    seed: config.OPENAI_SEED,
    stream: config.OPENAI_STREAM,
  });
  return config.DOUBLE_GRADING ? withDoubleGrading(engine) : engine;
}
