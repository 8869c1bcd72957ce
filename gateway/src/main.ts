import { Redis } from 'ioredis';
import {
  createLogger,
  createShutdown,
  listen,
  reconnectWhenStalled,
  REDIS_COMMAND_TIMEOUT_MS,
  resolvePublicKey,
  warmUp,
} from '@argumenta/platform';
import { createGateway } from './app.js';
import { loadGatewayConfig } from './config.js';
import { countSockets } from './socket-metrics.js';

const config = loadGatewayConfig();
const logger = createLogger('gateway', config.LOG_LEVEL, { buffered: true });
const jwt = { publicKey: resolvePublicKey(config), issuer: config.JWT_ISSUER, audience: config.JWT_AUDIENCE };

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
// its timeout, and live progress degrades to polling (realtime.ts closes the sockets when the adapter's connections do).
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

const gateway = createGateway({ config, logger, jwt, redis, subscriber: revocations });
await warmUp(gateway.app, { requests: config.WARMUP_REQUESTS, logger });
const { server, port } = await listen(gateway.app, config.PORT);
const realtime = await gateway.attachRealtime(server, { pub, sub });
countSockets(realtime.io);
const metrics = await listen(gateway.metricsApp, config.METRICS_PORT);
logger.info({ port, metricsPort: metrics.port }, 'gateway ouvindo');

const shutdown = createShutdown(logger, config.SHUTDOWN_TIMEOUT_MS);
shutdown.register('realtime+http', 0, () => realtime.close());
shutdown.register('metrics', 1, () => new Promise<void>((r) => metrics.server.close(() => r())));
shutdown.register('redis', 2, async () => {
  unwatch.forEach((stop) => stop());
  await Promise.allSettled([redis.quit(), pub.quit(), sub.quit(), revocations.quit()]);
});
shutdown.listen();
