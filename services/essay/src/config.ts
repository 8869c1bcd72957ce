import { z } from 'zod';
import { bool, commonEnv, loadConfig, port, serviceUrl } from '@argumenta/platform';

export const essayEnvSchema = z.object({
  ...commonEnv,
  PORT: port(4003),
  AUTH_SERVICE_URL: serviceUrl('http://127.0.0.1:4001'),
  CLASSROOM_SERVICE_URL: serviceUrl('http://127.0.0.1:4002'),
  PROPOSAL_SERVICE_URL: serviceUrl('http://127.0.0.1:4004'),
  /** Public base URL used in share links (the gateway / web origin). */
  PUBLIC_URL: z.string().url().default('http://localhost:8080'),
  /** Longest a `POST /transcricao` with aguardar=true holds the request before answering 202. */
  TRANSCRIPTION_WAIT_MS: z.coerce.number().int().positive().default(60_000),
  CORRECTION_ATTEMPTS: z.coerce.number().int().min(1).max(10).default(3),
  TRANSCRIPTION_ATTEMPTS: z.coerce.number().int().min(1).max(10).default(2),
  /** How often pending rows are checked against the queue (lost jobs are enqueued again). */
  RECONCILE_INTERVAL_MS: z.coerce.number().int().positive().default(60_000),
  /** Age a pending row must reach before the periodic pass treats its job as lost. */
  RECONCILE_MIN_AGE_SECONDS: z.coerce.number().int().nonnegative().default(120),
  /** How often batch photos whose OCR ended are turned into essays in the correction queue. */
  BATCH_ADVANCE_INTERVAL_MS: z.coerce.number().int().positive().default(1_000),
  /** Lets a student delete an essay that belongs to an activity (teachers may prefer not). */
  ALLOW_DELETE_ACTIVITY_ESSAYS: bool(true),
  /** How often schools' retention is applied (issue 38: essays and photos older than a school's setting erased); 0: never. */
  RETENTION_SWEEP_SECONDS: z.coerce.number().int().nonnegative().default(3600),
});
export type EssayConfig = z.infer<typeof essayEnvSchema>;
export const loadEssayConfig = () => loadConfig(essayEnvSchema);
