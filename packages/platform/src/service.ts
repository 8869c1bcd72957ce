import type { Express } from 'express';
import type { Logger } from 'pino';
import { createPool, databaseUrls, runMigrations, type Pool } from './db.js';
import { drainAndClose, listen } from './http.js';
import { resolvePublicKey, type JwtSettings } from './jwt.js';
import { createLogger } from './logger.js';
import { createShutdown } from './shutdown.js';
import { listenForChanges } from './generations.js';
import { warmUp } from './warm-up.js';

type ServiceConfig = {
  PORT: number;
  LOG_LEVEL: string;
  DATABASE_URL: string;
  DATABASE_DIRECT_URL?: string;
  JWT_PUBLIC_KEY?: string;
  JWT_PUBLIC_KEY_FILE?: string;
  JWT_ISSUER: string;
  JWT_AUDIENCE: string;
  INTERNAL_SERVICE_TOKEN: string;
  SHUTDOWN_TIMEOUT_MS: number;
  WARMUP_REQUESTS: number;
  REDIS_URL: string;
  QUEUE_PREFIX: string;
  LISTEN_HOST: string;
};

export type ServiceContext = { pool: Pool; logger: Logger; jwt: JwtSettings };

/**
 * The start-up every HTTP service shares: logger, PostgreSQL pool, its schema's migrations (locked,
 * safe with replicas), the app, listen, and ordered graceful shutdown (HTTP → the service's own
 * resources → pool). Logs `<service> ouvindo` once it accepts requests.
 * `announceChanges`: the service's tables carry the change trigger (generations.ts) and the gateway may keep the reads
 * it marks with keepForUser; the service then listens for its schema's changes and renews the users' generations.
 */
export async function runHttpService(o: {
  service: string;
  schema: string;
  migrationsDir: string;
  config: ServiceConfig;
  /** Builds the app; `close` (queues, timers) runs after HTTP stopped and before the pool closes. */
  announceChanges?: boolean;
  build: (
    ctx: ServiceContext,
  ) =>
    | Express
    | { app: Express; close?: () => Promise<unknown> | unknown }
    | Promise<Express | { app: Express; close?: () => Promise<unknown> | unknown }>;
}): Promise<ServiceContext> {
  const logger = createLogger(o.service, o.config.LOG_LEVEL, { buffered: true });
  const urls = databaseUrls(o.config);
  const pool = createPool(urls.pooled, 10, { transactionPooler: urls.transactionPooler });
  // Migrations hold a session advisory lock: on a connection of their own to PostgreSQL itself, closed once done.
  const migrator = urls.transactionPooler ? createPool(urls.direct, 1) : pool;
  try {
    await runMigrations(migrator, o.schema, o.migrationsDir, logger);
  } finally {
    if (migrator !== pool) await migrator.end();
  }
  const changes = o.announceChanges
    ? listenForChanges({
        databaseUrl: urls.direct,
        redisUrl: o.config.REDIS_URL,
        schema: o.schema,
        prefix: o.config.QUEUE_PREFIX,
        logger,
      })
    : undefined;
  // Behind the gateway the JWT is verified once there; the identity it forwards is signed with the service token.
  const jwt = {
    publicKey: resolvePublicKey(o.config),
    issuer: o.config.JWT_ISSUER,
    audience: o.config.JWT_AUDIENCE,
    identityKey: o.config.INTERNAL_SERVICE_TOKEN,
  };
  const built = await o.build({ pool, logger, jwt });
  const { app, close } = 'listen' in built ? { app: built, close: undefined } : built;
  await warmUp(app, { requests: o.config.WARMUP_REQUESTS, logger });
  const { server, port } = await listen(app, o.config.PORT, o.config.LISTEN_HOST);
  logger.info({ port }, `${o.service} ouvindo`);

  const shutdown = createShutdown(logger, o.config.SHUTDOWN_TIMEOUT_MS);
  shutdown.register('http', 0, () => drainAndClose(server));
  if (close) shutdown.register(`${o.service}-resources`, 1, close);
  if (changes) shutdown.register('change-listener', 1, () => changes.close());
  shutdown.register('postgres', 2, () => pool.end());
  shutdown.listen();
  return { pool, logger, jwt };
}
