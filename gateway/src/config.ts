import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { z } from 'zod';
import { commonEnv, loadConfig, port, serviceUrl } from '@argumenta/platform';

const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

export const gatewayEnvSchema = z.object({
  ...commonEnv,
  PORT: port(8080),
  /** /metrics for Prometheus, never on the public port. */
  METRICS_PORT: port(9464),
  AUTH_SERVICE_URL: serviceUrl('http://127.0.0.1:4001'),
  CLASSROOM_SERVICE_URL: serviceUrl('http://127.0.0.1:4002'),
  ESSAY_SERVICE_URL: serviceUrl('http://127.0.0.1:4003'),
  PROPOSAL_SERVICE_URL: serviceUrl('http://127.0.0.1:4004'),
  WEB_DIST_DIR: z.string().default(path.join(repoRoot, 'web', 'dist')),
  /** Comma-separated origins allowed by CORS (the Vite dev server). */
  CORS_ORIGINS: z.string().default('http://localhost:5173,http://127.0.0.1:5173'),
  /** Upstream timeout; long enough for a transcription answered with `aguardar`. */
  PROXY_TIMEOUT_MS: z.coerce.number().int().positive().default(120_000),
  /** Per client IP. A whole school behind one NAT shares an IP: raise these for large networks. */
  /**
   * Failed logins per client address per window (successful ones never count: a school behind one NAT logs in at
   * once); guessing one account is limited per account by the auth service (rate-limit.ts, loginFailureLimit).
   */
  RATE_LIMIT_LOGIN_MAX: z.coerce.number().int().positive().default(300),
  RATE_LIMIT_LOGIN_WINDOW_SECONDS: z.coerce.number().int().positive().default(60),
  RATE_LIMIT_REGISTER_MAX: z.coerce.number().int().positive().default(300),
  RATE_LIMIT_REGISTER_WINDOW_SECONDS: z.coerce.number().int().positive().default(600),
  RATE_LIMIT_API_MAX: z.coerce.number().int().positive().default(600),
  RATE_LIMIT_API_WINDOW_SECONDS: z.coerce.number().int().positive().default(60),
  /** Memory for the users' kept reads (read-cache.ts), per replica; 0 turns the cache off. */
  READ_CACHE_MAX_MB: z.coerce.number().min(0).default(64),
});
export type GatewayConfig = z.infer<typeof gatewayEnvSchema>;
export const loadGatewayConfig = () => loadConfig(gatewayEnvSchema);
