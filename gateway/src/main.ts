import { Redis } from 'ioredis';
import { createLogger, createShutdown, listen, resolvePublicKey, warmUp } from '@argumenta/platform';
import { createGateway } from './app.js';
import { loadGatewayConfig } from './config.js';
import { countSockets } from './socket-metrics.js';

const config = loadGatewayConfig();
const logger = createLogger('gateway', config.LOG_LEVEL, { buffered: true });
const jwt = { publicKey: resolvePublicKey(config), issuer: config.JWT_ISSUER, audience: config.JWT_AUDIENCE };

// Rate limiting must not hang requests when Redis is away: no offline queue.
const redis = new Redis(config.REDIS_URL, { enableOfflineQueue: false, maxRetriesPerRequest: 1 });
redis.on('error', (err) => logger.warn({ err: err.message }, 'redis'));
const pub = new Redis(config.REDIS_URL);
const sub = pub.duplicate();
// The logged-out tokens' channel (their in-memory mirror, so a request does not ask Redis).
const revocations = pub.duplicate();
// Without a listener ioredis prints every failed reconnect as an unhandled error while Redis is away.
for (const client of [pub, sub, revocations]) client.on('error', (err: Error) => logger.warn({ err: err.message }, 'redis (socket.io)'));

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
  await Promise.allSettled([redis.quit(), pub.quit(), sub.quit(), revocations.quit()]);
});
shutdown.listen();
