import { isIP } from 'node:net';
import { z } from 'zod';
import { WARMUP_DEFAULT_REQUESTS } from './warm-up.js';

/**
 * Parses process.env with a zod schema once, at start. A bad or missing variable stops the process
 * with a message naming every offending key (fail fast instead of failing on the first request).
 */
export function loadConfig<S extends z.ZodType>(schema: S, env: NodeJS.ProcessEnv = process.env): Readonly<z.infer<S>> {
  const parsed = schema.safeParse(env);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((i) => `  - ${i.path.join('.') || '(env)'}: ${i.message}`);
    throw new Error(`Configuração inválida:\n${lines.join('\n')}`);
  }
  return Object.freeze(parsed.data);
}

const isProd = () => process.env.NODE_ENV === 'production';

/** Env pieces every service shares. Units are in the names (_MS). */
export const commonEnv = {
  NODE_ENV: z.enum(['development', 'test', 'production']).default('development'),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  /** Queries: through PgBouncer in transaction mode in production, or straight to PostgreSQL (docs/deploy.md). */
  DATABASE_URL: z.string().default('postgres://postgres@127.0.0.1:5432/argumenta'),
  /**
   * A direct connection to PostgreSQL for what a transaction pooler cannot carry: migrations (a session advisory lock)
   * and the change listener (LISTEN). Unset: DATABASE_URL is direct and serves both.
   */
  DATABASE_DIRECT_URL: z.string().optional(),
  REDIS_URL: z.string().default('redis://127.0.0.1:6379'),
  /** BullMQ key prefix: lets tests and several stacks share one Redis. */
  QUEUE_PREFIX: z.string().default('argumenta'),
  JWT_PUBLIC_KEY: z.string().optional(),
  JWT_PUBLIC_KEY_FILE: z.string().optional(),
  JWT_ISSUER: z.string().default('argumenta'),
  JWT_AUDIENCE: z.string().default('argumenta'),
  INTERNAL_SERVICE_TOKEN: z
    .string()
    .min(16)
    .default('dev-internal-service-token')
    .refine((v) => !isProd() || v !== 'dev-internal-service-token', 'defina INTERNAL_SERVICE_TOKEN em produção'),
  SHUTDOWN_TIMEOUT_MS: z.coerce.number().int().positive().default(25_000),
  /**
   * The interface a service's (or a worker's health) port listens on. All of them in a container, where the network
   * policy keeps strangers out; `npm start` sets 127.0.0.1, since a service trusts what the gateway forwards (the
   * client's address, the signed identity) and only the gateway faces clients.
   */
  LISTEN_HOST: z.string().min(1).default('0.0.0.0'),
  /** Requests an HTTP process answers itself before it opens its port (warm-up.ts); 0: none. */
  WARMUP_REQUESTS: z.coerce.number().int().min(0).max(10_000).default(WARMUP_DEFAULT_REQUESTS),
};

/**
 * Whose X-Forwarded-For a public process believes (TRUST_PROXY): `false` (the peer is the client: nothing in front, as
 * with `npm start` and docker-compose), a number of proxy hops, or the proxies' addresses and ranges (`10.0.0.0/8`,
 * `loopback`, `uniquelocal`…). Express resolves the client's address from it (req.ip): the rightmost address of the
 * chain not sent by a trusted proxy. Any other reading of the header would let a client pick its own address.
 */
export type TrustProxy = false | number | string[];
const PROXY_NAMES = new Set(['loopback', 'linklocal', 'uniquelocal']);
const isProxyRange = (entry: string) => {
  const [address, bits, ...rest] = entry.split('/');
  const family = isIP(address ?? '');
  if (PROXY_NAMES.has(entry)) return true;
  if (!family || rest.length) return false;
  if (bits === undefined) return true;
  return /^\d+$/.test(bits) && Number(bits) <= (family === 4 ? 32 : 128);
};
export const trustProxy = () =>
  z
    .string()
    .default('')
    .transform((raw, ctx): TrustProxy => {
      const v = raw.trim().toLowerCase();
      if (v === '' || v === 'false' || v === 'none' || v === '0') return false;
      if (/^\d+$/.test(v)) return Number(v);
      const entries = v
        .split(',')
        .map((e) => e.trim())
        .filter(Boolean);
      const bad = entries.filter((e) => !isProxyRange(e));
      if (bad.length)
        ctx.addIssue({
          code: 'custom',
          message: `TRUST_PROXY: "${bad.join(', ')}" não é número de saltos, endereço, faixa CIDR nem loopback/linklocal/uniquelocal`,
        });
      return entries;
    });

export const port = (fallback: number) => z.coerce.number().int().min(0).max(65535).default(fallback);
export const serviceUrl = (fallback: string) => z.string().url().default(fallback);
export const bool = (fallback: boolean) =>
  z
    .enum(['true', 'false', '1', '0'])
    .default(fallback ? 'true' : 'false')
    .transform((v) => v === 'true' || v === '1');
