import { createLogger, createShutdown, listen, resolvePublicKey, warmUp } from '@argumenta/platform';
import { composeGateway } from './compose.js';
import { loadGatewayConfig } from './config.js';
import { countSockets } from './socket-metrics.js';

const config = loadGatewayConfig();
const logger = createLogger('gateway', config.LOG_LEVEL, { buffered: true });
const jwt = { publicKey: resolvePublicKey(config), issuer: config.JWT_ISSUER, audience: config.JWT_AUDIENCE };

const gateway = composeGateway(config, { logger, jwt });
await warmUp(gateway.app, { requests: config.WARMUP_REQUESTS, logger });
const { server, port } = await listen(gateway.app, config.PORT);
const realtime = await gateway.attachRealtime(server);
countSockets(realtime.io);
const metrics = await listen(gateway.metricsApp, config.METRICS_PORT);
logger.info({ port, metricsPort: metrics.port }, 'gateway ouvindo');

const shutdown = createShutdown(logger, config.SHUTDOWN_TIMEOUT_MS);
shutdown.register('realtime+http', 0, () => realtime.close());
shutdown.register('metrics', 1, () => new Promise<void>((r) => metrics.server.close(() => r())));
shutdown.register('redis', 2, () => gateway.close());
shutdown.listen();
