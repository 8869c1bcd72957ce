import { randomUUID } from 'node:crypto';
import type { IncomingMessage, Server, ServerResponse } from 'node:http';
import express, { type ErrorRequestHandler, type Express, type RequestHandler } from 'express';
import helmet from 'helmet';
import type { Logger } from 'pino';
import { fail } from '@argumenta/contracts';
import type { TrustProxy } from './config.js';
import { AppError, INTERNAL_ERROR_MESSAGE, UNAVAILABLE_MESSAGE } from './errors.js';
import { isConnectionFailure } from './db.js';
import { currentRequestId, requestContext } from './logger.js';
import { httpDuration, registry } from './metrics.js';

type Helmet = Parameters<typeof helmet>[0];

/**
 * A dependency /readyz asks about. Readiness means "this process can serve its traffic", not "every dependency
 * answers": a `degradable` dependency (Redis for the gateway and the essay service, whose reads and logins do not need
 * it) is reported in the body but leaves the process ready, so an outage of it does not take every pod out of its
 * Service (docs/runbook.md, "Redis outage").
 */
export type ReadinessCheck = { name: string; check: () => Promise<unknown>; degradable?: boolean };

export type AppOptions = {
  service: string;
  logger: Logger;
  /** Things /readyz asks about (DB `SELECT 1`, Redis `PING`); only the non-degradable ones make it answer 503. */
  readiness?: ReadinessCheck[];
  jsonLimit?: string;
  /** Mounts the service's routes. */
  routes: (app: Express) => void;
  /** The gateway streams bodies through untouched, so it must not parse them. */
  parseJson?: boolean;
  /** false: no /metrics on this app's port (serve createMetricsApp() on another). */
  metrics?: boolean;
  /** Helmet's CSP is tuned for the SPA in the gateway; APIs keep the default. */
  helmetOptions?: Helmet;
  /** Whose X-Forwarded-For req.ip believes (config.ts, TrustProxy); none by default: the peer is the client. */
  trustProxy?: TrustProxy;
};

export const REQUEST_ID_HEADER = 'x-request-id';

/** Express app with the cross-cutting pieces every service shares, in one order. */
export function createApp(opts: AppOptions): Express {
  const app = express();
  app.disable('x-powered-by');
  // No ETag: hashing every JSON answer cost CPU on each read and nothing revalidates API answers (polls are no-store).
  app.set('etag', false);
  app.set('trust proxy', opts.trustProxy ?? false);
  app.use(securityHeaders(opts.helmetOptions));
  app.use(requestId());
  app.use(observeRequests(opts.service, opts.logger));
  app.get('/healthz', (_req, res) => {
    res.json({ status: 'ok', service: opts.service });
  });
  app.get('/readyz', async (_req, res) => {
    const results = await Promise.all(
      (opts.readiness ?? []).map(async (r) => {
        try {
          await withTimeout(r.check(), 2000);
          return [r.name, 'ok', r.degradable] as const;
        } catch (err) {
          return [r.name, (err as Error).message || 'erro', r.degradable] as const;
        }
      }),
    );
    const failing = results.filter(([, v]) => v !== 'ok');
    const ready = failing.every(([, , degradable]) => degradable);
    const status = !ready ? 'not_ready' : failing.length ? 'degraded' : 'ready';
    res.status(ready ? 200 : 503).json({ status, checks: Object.fromEntries(results.map(([name, v]) => [name, v])) });
  });
  if (opts.metrics !== false) app.get('/metrics', sendMetrics);
  if (opts.parseJson !== false) app.use(express.json({ limit: opts.jsonLimit ?? '1mb' }));
  opts.routes(app);
  app.use(notFoundHandler);
  app.use(errorHandler(opts.logger));
  return app;
}

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

const REQUEST_ID = /^[\w-]{1,100}$/;
/** The request's id: the caller's X-Request-Id when well-formed, else a new one; set on the request and the response. */
export function assignRequestId(req: IncomingMessage, res: ServerResponse): string {
  const incoming = req.headers[REQUEST_ID_HEADER];
  const id = typeof incoming === 'string' && REQUEST_ID.test(incoming) ? incoming : randomUUID();
  req.headers[REQUEST_ID_HEADER] = id;
  res.setHeader(REQUEST_ID_HEADER, id);
  return id;
}

function requestId(): RequestHandler {
  return (req, res, next) => {
    const id = assignRequestId(req, res);
    requestContext.run({ requestId: id }, () => next());
  };
}

/**
 * Helmet's headers, computed once: with static options (no nonces) helmet sets the same ~12 headers on every response,
 * and running its 13 middlewares per request cost ~50 µs of CPU (`npm run bench -- api --profile`). The header values come from
 * helmet itself, so they stay exactly what `helmet(options)` sends.
 */
export function securityHeaderList(options?: Helmet): [string, string][] {
  const headers = new Map<string, string>();
  const res = {
    setHeader: (name: string, value: unknown) => headers.set(name, String(value)),
    removeHeader: (name: string) => headers.delete(name),
  };
  let done = false;
  helmet(options)({} as never, res as never, () => {
    done = true;
  });
  if (!done) throw new Error('helmet: opções dinâmicas não são suportadas (cabeçalhos calculados uma vez)');
  return [...headers];
}

function securityHeaders(options?: Helmet): RequestHandler {
  const list = securityHeaderList(options);
  return (_req, res, next) => {
    for (const [name, value] of list) res.setHeader(name, value);
    next();
  };
}

const UNLOGGED = new Set(['/healthz', '/readyz', '/metrics']);
const hideToken = (url: string) => (url.includes('token=') ? url.replace(/([?&]token=)[^&]*/gi, '$1[oculto]') : url);

/**
 * One `finish` listener per request for both the latency histogram and the access log (pino-http did the same with a
 * child logger per request and a serialiser for every header: more CPU than the fast reads' own work). The access line
 * carries id, method, URL (`?token=` hidden), address, status and time only: never headers (the service token,
 * forwarded identities and JWTs stay out of the logs).
 */
export function requestObserver(service: string, logger: Logger) {
  // prom-client hashes the label object on every observation: one bound child per (method, route, status) instead.
  const series = new Map<string, { observe(seconds: number): void }>();
  /** Call when the request arrives; `routeOf` names its route pattern once it is answered. */
  return (req: IncomingMessage & { originalUrl?: string }, res: ServerResponse, routeOf?: () => string | undefined) => {
    const start = process.hrtime.bigint();
    const url = req.originalUrl ?? req.url ?? '/';
    res.once('finish', () => {
      const seconds = Number(process.hrtime.bigint() - start) / 1e9;
      const method = req.method ?? '';
      // Route patterns, not raw URLs, so ids do not explode label cardinality. Requests no route matched (the gateway's
      // proxies, static files) are labelled by their first two path segments: `/api/redacoes/*`.
      const route = routeOf?.() ?? (res.statusCode === 404 ? 'unmatched' : pathPrefix(url));
      const key = `${method} ${res.statusCode} ${route}`;
      let child = series.get(key);
      if (!child) {
        child = httpDuration.labels({ service, method, route, status: String(res.statusCode) });
        series.set(key, child);
      }
      child.observe(seconds);
      if (UNLOGGED.has(url)) return;
      const level = res.statusCode >= 500 ? 'error' : res.statusCode >= 400 ? 'warn' : 'info';
      if (!logger.isLevelEnabled(level)) return;
      logger[level](
        {
          req: {
            id: req.headers[REQUEST_ID_HEADER],
            method,
            url: hideToken(url),
            remoteAddress: req.socket.remoteAddress,
          },
          res: { statusCode: res.statusCode },
          responseTime: Math.round(seconds * 1000),
        },
        'request completed',
      );
    });
  };
}

function observeRequests(service: string, logger: Logger): RequestHandler {
  const observe = requestObserver(service, logger);
  return (req, res, next) => {
    observe(req, res, () => (req.route as { path?: string } | undefined)?.path);
    next();
  };
}

function pathPrefix(url: string): string {
  const segments = url.split('?')[0]!.split('/').filter(Boolean).slice(0, 2);
  return segments.length
    ? `/${segments.map((x) => (/^\d+$/.test(x) ? ':id' : x.replace(/[^\w.-]/g, '_').slice(0, 40))).join('/')}/*`
    : '/';
}

export const notFoundHandler: RequestHandler = (req, res) => {
  res.status(404).json(fail('not_found', 'Rota não encontrada', undefined, currentRequestId()));
};

/** What busboy (under multer) throws for a multipart body it cannot read: the client's malformed request, not ours. */
const MALFORMED_MULTIPART =
  /^(Malformed (content type|part header|urlencoded form)|Missing Content-Type|Multipart: Boundary not found|Unexpected end of (file|form))$/;

/** The last net's answer (a PostgreSQL data exception): tests assert their inputs are refused before reaching it. */
export const DATA_EXCEPTION_MESSAGE = 'Um dos valores enviados está fora do formato ou do intervalo aceito.';

type MaybeHttpError = {
  status?: number;
  statusCode?: number;
  type?: string;
  code?: string;
  message?: string;
  name?: string;
};

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
      res
        .status(400)
        .json(
          fail(
            'validation',
            'Envio inválido: o formulário enviado está malformado. Tente enviar de novo.',
            undefined,
            requestId,
          ),
        );
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
    res.status(500).json(fail('internal', INTERNAL_ERROR_MESSAGE, undefined, requestId));
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
export function listen(
  app: Express | ((req: never, res: never) => void),
  port: number,
  host = '0.0.0.0',
): Promise<{ server: Server; port: number }> {
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
