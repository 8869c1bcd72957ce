import { randomUUID } from 'node:crypto';
import type { Server } from 'node:http';
import express, { type ErrorRequestHandler, type Express, type RequestHandler } from 'express';
import helmet from 'helmet';
import { pinoHttp } from 'pino-http';
import type { Logger } from 'pino';
import { fail } from '@argumenta/contracts';
import { AppError, UNAVAILABLE_MESSAGE } from './errors.js';
import { isConnectionFailure } from './db.js';
import { currentRequestId, requestContext } from './logger.js';
import { httpDuration, registry } from './metrics.js';

export type ReadinessCheck = { name: string; check: () => Promise<unknown> };

export type AppOptions = {
  service: string;
  logger: Logger;
  /** Things /readyz must reach (DB `SELECT 1`, Redis `PING`). */
  readiness?: ReadinessCheck[];
  jsonLimit?: string;
  /** Mounts the service's routes. */
  routes: (app: Express) => void;
  /** The gateway streams bodies through untouched, so it must not parse them. */
  parseJson?: boolean;
  /** false: no /metrics on this app's port (serve createMetricsApp() on another). */
  metrics?: boolean;
  /** Helmet's CSP is tuned for the SPA in the gateway; APIs keep the default. */
  helmetOptions?: Parameters<typeof helmet>[0];
};

export const REQUEST_ID_HEADER = 'x-request-id';

/** Express app with the cross-cutting pieces every service shares, in one order. */
export function createApp(opts: AppOptions): Express {
  const app = express();
  app.disable('x-powered-by');
  app.set('trust proxy', 1);
  app.use(helmet(opts.helmetOptions));
  app.use(requestId());
  app.use(
    pinoHttp({
      logger: opts.logger,
      genReqId: (req) => String(req.headers[REQUEST_ID_HEADER]),
      autoLogging: { ignore: (req) => ['/healthz', '/readyz', '/metrics'].includes(req.url ?? '') },
      customLogLevel: (_req, res, err) => (err || res.statusCode >= 500 ? 'error' : res.statusCode >= 400 ? 'warn' : 'info'),
      // One short line per request: serialising every header cost more than the request's own work on the fast reads,
      // and kept the service token, forwarded identities and `?token=` JWTs of PDF links in the logs.
      serializers: { req: accessLogRequest, res: (res: { statusCode: number }) => ({ statusCode: res.statusCode }) },
    }),
  );
  app.use(metricsMiddleware(opts.service));
  app.get('/healthz', (_req, res) => {
    res.json({ status: 'ok', service: opts.service });
  });
  app.get('/readyz', async (_req, res) => {
    const results = await Promise.all(
      (opts.readiness ?? []).map(async (r) => {
        try {
          await withTimeout(r.check(), 2000);
          return [r.name, 'ok'] as const;
        } catch (err) {
          return [r.name, (err as Error).message || 'erro'] as const;
        }
      }),
    );
    const ready = results.every(([, v]) => v === 'ok');
    res.status(ready ? 200 : 503).json({ status: ready ? 'ready' : 'not_ready', checks: Object.fromEntries(results) });
  });
  if (opts.metrics !== false) app.get('/metrics', sendMetrics);
  if (opts.parseJson !== false) app.use(express.json({ limit: opts.jsonLimit ?? '1mb' }));
  opts.routes(app);
  app.use(notFoundHandler);
  app.use(errorHandler(opts.logger));
  return app;
}

const accessLogRequest = (req: { id: unknown; method: string; url: string; remoteAddress?: string }) => ({
  id: req.id,
  method: req.method,
  url: req.url.replace(/([?&]token=)[^&]*/gi, '$1[oculto]'),
  remoteAddress: req.remoteAddress,
});

const sendMetrics: RequestHandler = async (_req, res) => {
  res.set('Content-Type', registry.contentType).send(await registry.metrics());
};

/**
 * /metrics on a port of its own, for a process whose main port is public (the gateway): Prometheus scrapes it inside
 * the cluster, the ingress never routes to it.
 */
export function createMetricsApp(): Express {
  const app = express();
  app.disable('x-powered-by');
  app.get('/metrics', sendMetrics);
  return app;
}

function requestId(): RequestHandler {
  return (req, res, next) => {
    const incoming = req.headers[REQUEST_ID_HEADER];
    const id = typeof incoming === 'string' && /^[\w-]{1,100}$/.test(incoming) ? incoming : randomUUID();
    req.headers[REQUEST_ID_HEADER] = id;
    res.setHeader(REQUEST_ID_HEADER, id);
    requestContext.run({ requestId: id }, () => next());
  };
}

function metricsMiddleware(service: string): RequestHandler {
  return (req, res, next) => {
    const end = httpDuration.startTimer();
    res.on('finish', () => {
      // Route patterns, not raw URLs, so ids do not explode label cardinality. Requests no route matched (the gateway's
      // proxies, static files) are labelled by their first two path segments: `/api/redacoes/*`.
      const route = (req.route as { path?: string } | undefined)?.path ?? (res.statusCode === 404 ? 'unmatched' : pathPrefix(req.originalUrl));
      end({ service, method: req.method, route: String(route), status: String(res.statusCode) });
    });
    next();
  };
}

function pathPrefix(url: string): string {
  const segments = url.split('?')[0]!.split('/').filter(Boolean).slice(0, 2);
  return segments.length ? `/${segments.map((x) => (/^\d+$/.test(x) ? ':id' : x.replace(/[^\w.-]/g, '_').slice(0, 40))).join('/')}/*` : '/';
}

export const notFoundHandler: RequestHandler = (req, res) => {
  res.status(404).json(fail('not_found', 'Rota não encontrada', undefined, currentRequestId()));
};

/** What busboy (under multer) throws for a multipart body it cannot read: the client's malformed request, not ours. */
const MALFORMED_MULTIPART = /^(Malformed (content type|part header|urlencoded form)|Missing Content-Type|Multipart: Boundary not found|Unexpected end of (file|form))$/;

/** The last net's answer (a PostgreSQL data exception): tests assert their inputs are refused before reaching it. */
export const DATA_EXCEPTION_MESSAGE = 'Um dos valores enviados está fora do formato ou do intervalo aceito.';

type MaybeHttpError = { status?: number; statusCode?: number; type?: string; code?: string; message?: string; name?: string };

/** Always answers the envelope. Unknown errors become a generic 500 (logged, never leaked). */
export function errorHandler(logger: Logger): ErrorRequestHandler {
  return (err: unknown, req, res, _next) => {
    const requestId = currentRequestId();
    if (res.headersSent) {
      logger.error({ err }, 'erro depois de enviar a resposta');
      res.end();
      return;
    }
    if (err instanceof AppError) {
      if (err.status >= 500) logger.error({ err }, err.message);
      if (err.retryAfterSeconds) res.setHeader('Retry-After', String(err.retryAfterSeconds));
      res.status(err.status).json(err.toEnvelope(requestId));
      return;
    }
    const e = (err ?? {}) as MaybeHttpError;
    if (e.type === 'entity.parse.failed') {
      res.status(400).json(fail('validation', 'JSON inválido no corpo da requisição', undefined, requestId));
      return;
    }
    if (e.type === 'entity.too.large' || e.code === 'LIMIT_FILE_SIZE') {
      res.status(413).json(fail('payload_too_large', 'O arquivo deve ter no máximo 20MB', undefined, requestId));
      return;
    }
    // PostgreSQL data exceptions (class 22: a number out of range, text that is not a number, a bad date) come from a
    // value the client sent that slipped past validation: a 400, never a 500 naming the SQL. The transaction rolled back.
    if (typeof e.code === 'string' && /^22[0-9A-Z]{3}$/.test(e.code) && 'severity' in (err as object)) {
      logger.warn({ err, path: req.path }, 'valor recusado pelo banco de dados');
      res.status(400).json(fail('validation', DATA_EXCEPTION_MESSAGE, undefined, requestId));
      return;
    }
    if (typeof e.message === 'string' && MALFORMED_MULTIPART.test(e.message)) {
      res.status(400).json(fail('validation', 'Envio inválido: o formulário enviado está malformado. Tente enviar de novo.', undefined, requestId));
      return;
    }
    // multer's own refusals (a limit, a field without a name, an unexpected file): the client's request, never a 500.
    if ((typeof e.code === 'string' && e.code.startsWith('LIMIT_')) || e.name === 'MulterError') {
      res.status(400).json(fail('validation', 'Envio inválido: verifique os campos e arquivos', undefined, requestId));
      return;
    }
    if (isConnectionFailure(err)) {
      logger.warn({ err: (err as Error).message, path: req.path }, 'dependência indisponível');
      res.setHeader('Retry-After', '5');
      res.status(503).json(fail('service_unavailable', UNAVAILABLE_MESSAGE, undefined, requestId));
      return;
    }
    logger.error({ err, path: req.path }, 'erro inesperado');
    res.status(500).json(fail('internal', 'Erro interno do servidor. Tente novamente mais tarde.', undefined, requestId));
  };
}

export async function withTimeout<T>(p: Promise<T>, ms: number): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  try {
    return await Promise.race([
      p,
      new Promise<never>((_, reject) => {
        timer = setTimeout(() => reject(new Error(`tempo esgotado (${ms} ms)`)), ms);
      }),
    ]);
  } finally {
    clearTimeout(timer);
  }
}

/**
 * How long a stopping HTTP service keeps answering on its open connections, each answer with `Connection: close`,
 * before it closes the idle ones: longer than a caller leaves a kept-alive connection unused (IDLE_SOCKET_MS, the
 * gateway's proxies and the internal client), so no request is sent on a connection at the moment this side closes it.
 */
export const HTTP_DRAIN_MS = 2_000;

/** Graceful stop of a service's HTTP server: drain (see HTTP_DRAIN_MS), then close and wait for requests in flight. */
export function drainAndClose(server: Server, drainMs = HTTP_DRAIN_MS): Promise<void> {
  server.prependListener('request', (_req: unknown, res: { setHeader(name: string, value: string): unknown }) => {
    res.setHeader('Connection', 'close');
  });
  return new Promise((resolve) => {
    setTimeout(() => server.close(() => resolve()), drainMs);
  });
}

/** Listens and resolves with the bound port (0 = any free port, for tests). */
export function listen(app: Express | ((req: never, res: never) => void), port: number, host = '0.0.0.0'): Promise<{ server: Server; port: number }> {
  return new Promise((resolve, reject) => {
    const server = (app as Express).listen(port, host, () => {
      const addr = server.address();
      resolve({ server, port: typeof addr === 'object' && addr ? addr.port : port });
    });
    server.once('error', reject);
    // Requests may legitimately wait (transcription with aguardar): keep sockets longer than LB idles.
    server.keepAliveTimeout = 65_000;
    server.headersTimeout = 66_000;
  });
}
