import { z } from 'zod';
import { bool, commonEnv, loadConfig, port, serviceUrl } from '@argumenta/platform';

export const workerEnvSchema = z.object({
  ...commonEnv,
  HEALTH_PORT: port(4011),
  /** auto = OpenAI-compatible when OPENAI_API_KEY or OPENAI_BASE_URL is set, otherwise the embedded local engine. */
  CORRECTION_ENGINE: z.enum(['auto', 'local', 'openai']).default('auto'),
  CORRECTION_CONCURRENCY: z.coerce.number().int().min(1).max(100).default(4),
  OPENAI_API_KEY: z.string().optional(),
  OPENAI_BASE_URL: z.string().url().optional(),
  OPENAI_MODEL: z.string().default('gpt-4o-mini'),
  /** Per request; the queue retries, so the SDK's own retries stay low (they would multiply). */
  OPENAI_TIMEOUT_MS: z.coerce.number().int().positive().default(60_000),
  OPENAI_MAX_RETRIES: z.coerce.number().int().min(0).max(5).default(1),
  OPENAI_TEMPERATURE: z.coerce.number().min(0).max(2).default(0.2),
  OPENAI_SEED: z.coerce.number().int().optional(),
  OPENAI_STREAM: bool(false),
  /** The provider's requests-per-minute limit: corrections start at a pace that stays under it (0 = no limit). */
  OPENAI_REQUESTS_PER_MINUTE: z.coerce.number().int().min(0).default(0),
  /** ENEM-style double grading with a third scoring on discrepancy (LLM engine only). */
  DOUBLE_GRADING: bool(false),
  AUTH_SERVICE_URL: serviceUrl('http://127.0.0.1:4001'),
  CLASSROOM_SERVICE_URL: serviceUrl('http://127.0.0.1:4002'),
  PROPOSAL_SERVICE_URL: serviceUrl('http://127.0.0.1:4004'),
});
export type WorkerConfig = z.infer<typeof workerEnvSchema>;
export const loadWorkerConfig = () => loadConfig(workerEnvSchema);
