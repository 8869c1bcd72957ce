import type { Server as HttpServer, IncomingMessage, ServerResponse } from 'node:http';
import cors from 'cors';
import type { RequestHandler } from 'express';
import type { Redis } from 'ioredis';
import { ok } from '@argumenta/contracts';
import {
  createApp,
  createInternalClient,
  createMetricsApp,
  notFoundHandler,
  requestObserver,
  securityHeaderList,
  bullConnection,
  sessionCredential,
  sessionsPrefix,
  tokenRevocation,
  unauthorized,
  type JwtSettings,
  type Logger,
} from '@argumenta/platform';
import { bffRoutes } from './bff/index.js';
import { identify } from './identity.js';
import { docsRoutes } from './docs.js';
import type { GatewayConfig } from './config.js';
import { sendInternalError, serviceForwarder, serviceProxy } from './proxy.js';
import { fastApiPath } from './fast-path.js';
import { batchedRateLimit, failureLimit, loginFailureLimit, rateLimit, userOrIpKey } from './rate-limit.js';
import { createSocketServer, relayJobEvents } from './realtime.js';
import { readCache } from './read-cache.js';
import { serveWeb } from './static.js';
import { sharePreviewLookup } from './share-preview.js';

export type GatewayDeps = {
  config: Pick<
    GatewayConfig,
    | 'AUTH_SERVICE_URL'
    | 'CLASSROOM_SERVICE_URL'
    | 'ESSAY_SERVICE_URL'
    | 'PROPOSAL_SERVICE_URL'
    | 'WEB_DIST_DIR'
    | 'CORS_ORIGINS'
    | 'PROXY_TIMEOUT_MS'
    | 'RATE_LIMIT_LOGIN_MAX'
    | 'RATE_LIMIT_LOGIN_WINDOW_SECONDS'
    | 'RATE_LIMIT_REGISTER_MAX'
    | 'RATE_LIMIT_REGISTER_WINDOW_SECONDS'
    | 'RATE_LIMIT_API_MAX'
    | 'RATE_LIMIT_API_WINDOW_SECONDS'
    | 'INTERNAL_SERVICE_TOKEN'
    | 'QUEUE_PREFIX'
    | 'REDIS_URL'
    | 'READ_CACHE_MAX_MB'
    | 'TRUST_PROXY'
    | 'ROOM_CODE_FAILURES_PER_USER'
    | 'ROOM_CODE_FAILURES_PER_ADDRESS'
    | 'ROOM_CODE_WINDOW_SECONDS'
  >;
  logger: Logger;
  jwt: JwtSettings;
  /** Commands client for rate limits and readiness. */
  redis: Redis;
  /** A connection of its own for the logged-out tokens' channel (their in-memory mirror); without it each request asks Redis. */
  subscriber?: Redis;
};

// `/internal/*` (service-to-service API) must never be reachable from outside, in any spelling.
const blockInternal: RequestHandler = (req, res, next) => {
  const segments = decodeURIComponent(req.path).toLowerCase().split('/');
  if (segments.includes('internal') || segments.includes('..')) return notFoundHandler(req, res, next);
  next();
};

const RATE_LIMIT_MESSAGE = 'Muitas requisições. Aguarde alguns instantes e tente novamente.';
const HELMET = {
  contentSecurityPolicy: {
    directives: {
      'img-src': ["'self'", 'data:', 'blob:'],
      'worker-src': ["'self'", 'blob:'],
      'frame-src': ["'self'", 'blob:'],
      'connect-src': ["'self'", 'ws:', 'wss:'],
    },
  },
};

export function createGateway(deps: GatewayDeps) {
  const { config, logger, jwt, redis } = deps;
  const origins = config.CORS_ORIGINS.split(',')
    .map((s) => s.trim())
    .filter(Boolean);
  const revocation = tokenRevocation(redis, sessionsPrefix(config.QUEUE_PREFIX), logger, {
    subscriber: deps.subscriber,
  });
  const identifier = identify(jwt);
  const apiLimit = batchedRateLimit(
    redis,
    `${config.QUEUE_PREFIX}:api`,
    { points: config.RATE_LIMIT_API_MAX, durationSeconds: config.RATE_LIMIT_API_WINDOW_SECONDS },
    userOrIpKey,
    RATE_LIMIT_MESSAGE,
  );
  const cache = readCache(redis, config.QUEUE_PREFIX, logger, config.READ_CACHE_MAX_MB * 1024 * 1024);
  const forward = serviceForwarder(
    {
      auth: config.AUTH_SERVICE_URL,
      classroom: config.CLASSROOM_SERVICE_URL,
      essay: config.ESSAY_SERVICE_URL,
      proposal: config.PROPOSAL_SERVICE_URL,
    },
    logger,
    { timeoutMs: config.PROXY_TIMEOUT_MS, identityKey: config.INTERNAL_SERVICE_TOKEN, cache },
  );
  const app = createApp({
    service: 'gateway',
    logger,
    parseJson: false,
    // The gateway's port is the public one: its metrics are served on METRICS_PORT, inside the cluster only.
    metrics: false,
    // Ready = can serve: logins and reads never need Redis (limits fall back to memory, the read cache to the services),
    // so a Redis outage is reported here but keeps the gateway in its Service; submissions answer their own 503.
    readiness: [{ name: 'redis', check: () => redis.ping(), degradable: true }],
    helmetOptions: HELMET,
    trustProxy: config.TRUST_PROXY,
    routes: (app) => {
      app.use(blockInternal);
      app.use('/api', cors({ origin: origins, credentials: true }));
      // A logged-out token is refused here, once, before any service sees it.
      app.use('/api', revocation.middleware());
      app.post(
        '/api/auth/login',
        loginFailureLimit(
          redis,
          `${config.QUEUE_PREFIX}:login`,
          { points: config.RATE_LIMIT_LOGIN_MAX, durationSeconds: config.RATE_LIMIT_LOGIN_WINDOW_SECONDS },
          'Muitas tentativas de login sem sucesso a partir desta rede. Aguarde um minuto e tente novamente.',
        ),
      );
      app.post(
        '/api/auth/registrar',
        rateLimit(
          redis,
          `${config.QUEUE_PREFIX}:register`,
          { points: config.RATE_LIMIT_REGISTER_MAX, durationSeconds: config.RATE_LIMIT_REGISTER_WINDOW_SECONDS },
          (req) => `ip:${req.ip}`,
          'Muitos cadastros a partir deste endereço. Tente novamente mais tarde.',
        ),
      );
      // The JWT is verified here once per request; services trust the identity the proxies forward.
      app.use('/api', identifier);
      app.use('/api', apiLimit);
      // Room codes (31^6) are guessed one 404 at a time: failures counted per student and per address (docs/reliability.md, "Client address and limits").
      app.post(
        '/api/salas/ingressar',
        failureLimit(
          redis,
          `${config.QUEUE_PREFIX}:room-code`,
          {
            user: { keyOf: (req) => `u:${req.auth?.id ?? 0}`, points: config.ROOM_CODE_FAILURES_PER_USER },
            ip: { keyOf: (req) => `ip:${req.ip}`, points: config.ROOM_CODE_FAILURES_PER_ADDRESS },
          },
          { durationSeconds: config.ROOM_CODE_WINDOW_SECONDS, failed: (status) => status === 404 },
          'Muitos códigos de sala inválidos. Confira o código com o seu professor e tente novamente mais tarde.',
        ),
      );
      app.use('/api', docsRoutes());
      app.post('/api/auth/logout', async (req, res) => {
        const credential = sessionCredential(req);
        if (credential.kind !== 'token' || !(await revocation.revoke(credential.token, jwt))) throw unauthorized();
        res.json(ok({ encerrada: true }, 'Sessão encerrada.'));
      });
      const internal = (url: string) => createInternalClient(url, config.INTERNAL_SERVICE_TOKEN);
      app.use(
        '/api',
        bffRoutes({
          logger,
          cache,
          services: {
            auth: internal(config.AUTH_SERVICE_URL),
            classroom: internal(config.CLASSROOM_SERVICE_URL),
            essay: internal(config.ESSAY_SERVICE_URL),
          },
        }),
      );
      app.use('/api', serviceProxy(forward));
      app.all(/^\/api(\/.*)?$/, notFoundHandler);
      serveWeb(app, config.WEB_DIST_DIR, sharePreviewLookup(internal(config.ESSAY_SERVICE_URL)));
    },
  });

  /** Attaches socket.io and the job-event relay to the HTTP server. */
  async function attachRealtime(server: HttpServer, pubsub?: { pub: Redis; sub: Redis }) {
    const io = createSocketServer(server, {
      jwt,
      corsOrigins: origins,
      sessions: revocation,
      prefix: config.QUEUE_PREFIX,
      ...pubsub,
    });
    const relay = relayJobEvents(
      io,
      bullConnection(config.REDIS_URL, { maxRetriesPerRequest: null }),
      config.QUEUE_PREFIX,
      logger,
      cache.renew,
    );
    await relay.ready();
    return {
      io,
      close: async () => {
        await relay.close();
        await new Promise<void>((resolve) => {
          void io.close(() => resolve());
        });
      },
    };
  }

  // Proxied API requests skip Express (fast-path.ts); everything else is Express's as before.
  const fast = fastApiPath({
    app,
    trust: app.get('trust proxy fn') as (address: string, hop: number) => boolean,
    securityHeaders: securityHeaderList(HELMET),
    observe: requestObserver('gateway', logger),
    revocation,
    userOf: identifier.userOf,
    consume: apiLimit.consume,
    rateLimitMessage: RATE_LIMIT_MESSAGE,
    forward,
    cache,
  });
  // An Express app is `(req, res, next) => app.handle(req, res, next)`: the fast path goes in front of its handle.
  const handled = app as unknown as { handle: (req: IncomingMessage, res: ServerResponse, next?: unknown) => void };
  const expressHandle = handled.handle.bind(app);
  handled.handle = (req, res, next) => {
    let taken = false;
    try {
      taken = fast(req, res);
    } catch (err) {
      // Express would have caught it for its own middlewares: the same generic 500, never a crashed gateway.
      logger.error({ err, url: req.url }, 'erro inesperado');
      return sendInternalError(res);
    }
    if (!taken) expressHandle(req, res, next);
  };

  return { app, metricsApp: createMetricsApp(), attachRealtime };
}
