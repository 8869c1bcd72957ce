import { composeGateway, gatewayEnvSchema, type GatewayDeps } from '@argumenta/gateway';
import { DEAD_URL, jwtSettings, logger, REDIS_URL, serve, SERVICE_TOKEN, uniquePrefix } from './index.js';

export { DEAD_URL };

/**
 * Boots the real gateway (its composition root, gateway/src/compose.ts) on a free port, with socket.io attached;
 * services default to "stopped".
 */
export async function startGateway(overrides: Partial<GatewayDeps['config']> = {}) {
  const config = {
    ...gatewayEnvSchema.parse({}),
    AUTH_SERVICE_URL: DEAD_URL,
    CLASSROOM_SERVICE_URL: DEAD_URL,
    ESSAY_SERVICE_URL: DEAD_URL,
    PROPOSAL_SERVICE_URL: DEAD_URL,
    INTERNAL_SERVICE_TOKEN: SERVICE_TOKEN,
    QUEUE_PREFIX: uniquePrefix('gw'),
    REDIS_URL,
    // Tests play a proxy on this machine: each names its clients' addresses in X-Forwarded-For so limits stay apart
    // (client-address.test.ts starts gateways that trust nobody, or another range).
    TRUST_PROXY: ['loopback'],
    ...overrides,
  };
  const gateway = composeGateway(config, { logger, jwt: jwtSettings });
  // The limits' Redis connection has no offline queue: a request before it is up would go unlimited.
  await gateway.redisReady();
  const running = await serve(gateway.app);
  const metrics = await serve(gateway.metricsApp);
  const realtime = await gateway.attachRealtime(running.server);
  return {
    ...running,
    config,
    io: realtime.io,
    metricsUrl: metrics.url,
    close: async () => {
      await realtime.close();
      await running.close();
      await metrics.close();
      await gateway.close();
    },
  };
}
