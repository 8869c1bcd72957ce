import type { Express } from 'express';
import type { Logger } from 'pino';
import { createPool, databaseUrls, runMigrations, type Pool } from './db.js';
import { drainAndClose, listen } from './http.js';
import { createInternalClient, type InternalClient } from './internal.js';
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

/** The services one process may call. */
export type Peer = 'auth' | 'classroom' | 'essay' | 'proposal';
const PEER_URL = {
  auth: 'AUTH_SERVICE_URL',
  classroom: 'CLASSROOM_SERVICE_URL',
  essay: 'ESSAY_SERVICE_URL',
  proposal: 'PROPOSAL_SERVICE_URL',
} as const;
/**
 * How a composition root reaches the other services: production dials the URLs of its config; the test harness dials
 * services it starts, some after this one (so a URL may be known only at call time).
 */
export type Peers = { client: (peer: Peer, timeoutMs?: number) => InternalClient; url: (peer: Peer) => string };
export function peersFromConfig(
  config: { INTERNAL_SERVICE_TOKEN: string } & Partial<Record<(typeof PEER_URL)[Peer], string>>,
): Peers {
  const url = (peer: Peer) => {
    const value = config[PEER_URL[peer]];
    if (!value) throw new Error(`${PEER_URL[peer]} não está na configuração deste processo`);
    return value;
  };
  return {
    url,
    client: (peer, timeoutMs) => createInternalClient(url(peer), config.INTERNAL_SERVICE_TOKEN, timeoutMs),
  };
}

/**
 * What a service's composition root (its src/compose.ts, shared by main.ts and the test harness) builds from its config:
 * the app; `start`, what production runs beside it (database-wide periodic passes, seeding) and the harness leaves out,
 * since test files share one database; `close`, releasing what it holds (queues, timers), after HTTP stopped.
 */
export type ComposedService = {
  app: Express;
  start?: () => Promise<unknown> | unknown;
  close?: () => Promise<unknown>;
};

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
  announceChanges?: boolean;
  /** Builds the app (the service's composition root); its `start` runs before listening, `close` after HTTP stopped. */
  build: (ctx: ServiceContext) => ComposedService | Promise<ComposedService>;
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
  const { app, start, close } = await o.build({ pool, logger, jwt });
  await start?.();
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
