import { z } from 'zod';
import { commonEnv, loadConfig, port, serviceUrl } from '@argumenta/platform';

const optionalInt = (min: number, max: number) =>
  z.preprocess((v) => (v === '' ? undefined : v), z.coerce.number().int().min(min).max(max).optional());
const optionalString = z.preprocess((v) => (v === '' ? undefined : v), z.string().optional());

/**
 * The OCR_* names are the ones `createEngineFromEnv` reads; they are validated here so a typo stops the
 * process at start instead of at the first photo.
 */
export const ocrWorkerEnvSchema = z.object({
  ...commonEnv,
  HEALTH_PORT: port(4012),
  OCR_ENGINE: z.enum(['auto', 'tesseract', 'vision']).default('auto'),
  /** Warm tesseract workers; default min(4, cores-1) — see `defaultPoolSize`. */
  OCR_POOL_SIZE: optionalInt(1, 32),
  /**
   * Jobs taken at once. Default: the pool size for tesseract (sharp/JS preprocessing runs on this thread, so
   * more jobs than workers only queue up inside the process), 4 for the vision engine (network-bound).
   */
  OCR_CONCURRENCY: optionalInt(1, 64),
  OCR_VISION_BASE_URL: z.preprocess((v) => (v === '' ? undefined : v), z.string().url().optional()),
  OCR_VISION_API_KEY: optionalString,
  OCR_VISION_MODEL: optionalString,
  OCR_VISION_TIMEOUT_MS: optionalInt(1000, 600_000),
  AUTH_SERVICE_URL: serviceUrl('http://127.0.0.1:4001'),
});
export type OcrWorkerConfig = z.infer<typeof ocrWorkerEnvSchema>;
export const loadOcrWorkerConfig = (env: NodeJS.ProcessEnv = process.env) => loadConfig(ocrWorkerEnvSchema, env);

/** The env object handed to `createEngineFromEnv`, rebuilt from the validated config (no stray keys). */
export function engineEnv(config: OcrWorkerConfig): NodeJS.ProcessEnv {
  const env: NodeJS.ProcessEnv = { OCR_ENGINE: config.OCR_ENGINE };
  if (config.OCR_POOL_SIZE) env.OCR_POOL_SIZE = String(config.OCR_POOL_SIZE);
  if (config.OCR_VISION_BASE_URL) env.OCR_VISION_BASE_URL = config.OCR_VISION_BASE_URL;
  if (config.OCR_VISION_API_KEY) env.OCR_VISION_API_KEY = config.OCR_VISION_API_KEY;
  if (config.OCR_VISION_MODEL) env.OCR_VISION_MODEL = config.OCR_VISION_MODEL;
  if (config.OCR_VISION_TIMEOUT_MS) env.OCR_VISION_TIMEOUT_MS = String(config.OCR_VISION_TIMEOUT_MS);
  return env;
}
