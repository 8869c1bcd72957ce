import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { z } from 'zod';
import { commonEnv, loadConfig, port, serviceUrl, trustProxy } from '@argumenta/platform';

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
  /**
   * Whose X-Forwarded-For names the client (docs/reliability.md, "Client address and limits"): empty when clients
   * reach this port directly (npm start, docker-compose), the ingress controller's range on Kubernetes. Every limit
   * below counts per the address resolved from it.
   */
  TRUST_PROXY: trustProxy(),
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
  /**
   * Room codes tried and not found (POST /api/salas/ingressar answered 404), per student and per client address per
   * window: what keeps guessing 31^6 codes impractical (docs/reliability.md, "Client address and limits").
   */
  ROOM_CODE_FAILURES_PER_USER: z.coerce.number().int().positive().default(10),
  ROOM_CODE_FAILURES_PER_ADDRESS: z.coerce.number().int().positive().default(50),
  ROOM_CODE_WINDOW_SECONDS: z.coerce.number().int().positive().default(3600),
});
export type GatewayConfig = z.infer<typeof gatewayEnvSchema>;
export const loadGatewayConfig = () => loadConfig(gatewayEnvSchema);
