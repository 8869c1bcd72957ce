import type { Server } from 'node:http';
import { Redis } from 'ioredis';
import { reconnectWhenStalled, REDIS_COMMAND_TIMEOUT_MS, type JwtSettings, type Logger } from '@argumenta/platform';
import { createGateway } from './app.js';
import type { GatewayConfig } from './config.js';

/**
 * The gateway's composition root, shared by main.ts and the test harness (testing/src/gateway.ts): its Redis
 * connections, the app, the metrics app, and the realtime server to attach to whatever HTTP server serves the app.
 */
export function composeGateway(config: GatewayConfig, ctx: { logger: Logger; jwt: JwtSettings }) {
  const { logger } = ctx;
  // Limits, the read cache and revoked sessions must not hang requests when Redis is away (no offline queue) or does
  // not answer (a command timeout; each use goes on without it: docs/runbook.md, "Redis does not answer").
  const redis = new Redis(config.REDIS_URL, {
    enableOfflineQueue: false,
    maxRetriesPerRequest: 1,
    commandTimeout: REDIS_COMMAND_TIMEOUT_MS,
  });
  redis.on('error', (err) => logger.warn({ err: err.message }, 'redis'));
  const pub = new Redis(config.REDIS_URL);
  const sub = pub.duplicate();
  // A stalled Redis is then treated as a lost one: the limits' commands fail at once (offline) instead of each waiting
  // its timeout, and live progress degrades to polling (realtime.ts closes the sockets when the adapter's connections
  // do).
  const unwatch = [
    reconnectWhenStalled(redis, logger, 'limites e cache'),
    reconnectWhenStalled(pub, logger, 'socket.io pub'),
    reconnectWhenStalled(sub, logger, 'socket.io sub'),
  ];
  // The logged-out tokens' channel (their in-memory mirror, so a request does not ask Redis).
  const revocations = pub.duplicate();
  // Without a listener ioredis prints every failed reconnect as an unhandled error while Redis is away.
  for (const client of [pub, sub, revocations])
    client.on('error', (err: Error) => logger.warn({ err: err.message }, 'redis (socket.io)'));

  const gateway = createGateway({ config, logger, jwt: ctx.jwt, redis, subscriber: revocations });
  return {
    app: gateway.app,
    metricsApp: gateway.metricsApp,
    /** Resolves once the limits' connection is up (its commands fail at once before: no offline queue). */
    redisReady: () => (redis.status === 'ready' ? Promise.resolve() : new Promise((r) => redis.once('ready', r))),
    attachRealtime: (server: Server) => gateway.attachRealtime(server, { pub, sub }),
    /** After the realtime and HTTP servers closed. */
    close: async () => {
      unwatch.forEach((stop) => stop());
      await Promise.allSettled([redis.quit(), pub.quit(), sub.quit(), revocations.quit()]);
    },
  };
}
