// Public API of the OCR engine (consumed by the transcription queue worker and the upload route).
import { OcrError } from './errors.js';
import { createTesseractEngine, defaultPoolSize, type TesseractEngineOptions } from './tesseract.js';
import type { Logger, OcrEngine } from './types.js';
import { createVisionEngine } from './vision.js';

export { OcrError, OCR_MESSAGES, type OcrErrorCode } from './errors.js';
export { createTesseractEngine, defaultPoolSize, defaultLangPath, type TesseractEngineOptions } from './tesseract.js';
export { createVisionEngine, type VisionEngineOptions } from './vision.js';
export type { LineCrop } from './types.js';
export {
  detectImageType,
  validateImage,
  VALIDATION_MESSAGES,
  type ImageType,
  type ImageValidation,
  type ImageValidationCode,
} from '@argumenta/essay-domain';
export {
  PHASE_MESSAGES,
  type Logger,
  type OcrEngine,
  type OcrOutput,
  type OcrProgress,
  type TranscribeOptions,
} from './types.js';

/** The tesseract engine (the default, self-contained): a pool of warm workers. */
export function createOcrEngine(options: TesseractEngineOptions = {}): Promise<OcrEngine> {
  return createTesseractEngine(options);
}

export type EngineChoice = 'tesseract' | 'vision';

/**
 * Reads OCR_ENGINE=tesseract|vision|auto (default auto: vision when OCR_VISION_BASE_URL and OCR_VISION_API_KEY
 * are set), OCR_VISION_MODEL (default gpt-4o-mini), OCR_VISION_TIMEOUT_MS (per request, default 60000),
 * OCR_VISION_MAX_ATTEMPTS (default 3), OCR_VISION_BACKOFF_MS (default 1000), OCR_VISION_MAX_RETRY_AFTER_MS (default
 * 30000), OCR_VISION_LINE_CONCURRENCY (default 4), OCR_POOL_SIZE.
 */
export function engineChoiceFromEnv(env: NodeJS.ProcessEnv = process.env): EngineChoice {
  const wanted = (env.OCR_ENGINE ?? 'auto').trim().toLowerCase();
  const visionConfigured = Boolean(env.OCR_VISION_BASE_URL && env.OCR_VISION_API_KEY);
  if (wanted === 'tesseract') return 'tesseract';
  if (wanted === 'vision') {
    if (!visionConfigured)
      throw new OcrError(
        'engine_init_failed',
        'OCR_ENGINE=vision exige OCR_VISION_BASE_URL e OCR_VISION_API_KEY.',
        false,
      );
    return 'vision';
  }
  if (wanted === 'auto') return visionConfigured ? 'vision' : 'tesseract';
  throw new OcrError('engine_init_failed', `OCR_ENGINE inválido: ${wanted} (use tesseract, vision ou auto).`, false);
}

export async function createEngineFromEnv(env: NodeJS.ProcessEnv = process.env, logger?: Logger): Promise<OcrEngine> {
  if (engineChoiceFromEnv(env) === 'vision') {
    return createVisionEngine({
      baseURL: env.OCR_VISION_BASE_URL as string,
      apiKey: env.OCR_VISION_API_KEY as string,
      model: env.OCR_VISION_MODEL || 'gpt-4o-mini',
      timeoutMs: Number(env.OCR_VISION_TIMEOUT_MS) || 60_000,
      maxAttempts: Number(env.OCR_VISION_MAX_ATTEMPTS) || 3,
      backoffMs: Number(env.OCR_VISION_BACKOFF_MS) || 1_000,
      maxRetryAfterMs: Number(env.OCR_VISION_MAX_RETRY_AFTER_MS) || 30_000,
      lineConcurrency: Number(env.OCR_VISION_LINE_CONCURRENCY) || 4,
      logger,
    });
  }
  const poolSize = Number(env.OCR_POOL_SIZE) || defaultPoolSize();
  return createOcrEngine({ poolSize, logger });
}
