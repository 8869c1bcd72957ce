import { request, type IncomingMessage, type ServerResponse } from 'node:http';
import type { RequestHandler } from 'express';
import { CLIENT_IP_HEADER, fail, type AuthUser } from '@argumenta/contracts';
import {
  IDENTITY_HEADER,
  INTERNAL_ERROR_MESSAGE,
  keepAliveAgent,
  REQUEST_ID_HEADER,
  USER_CACHE_HEADER,
  identitySigner,
  UNAVAILABLE_MESSAGE,
  type Logger,
} from '@argumenta/platform';
import { KEEP_MAX_BYTES, type KeptAnswer, type ReadCache } from './read-cache.js';

/** Which public path prefixes (after /api) each service owns. */
export const ROUTES = [
  // Served by the essay service although they sit under an activity's or a room's path (checked first): bulk
  // submissions, an activity's submissions (list, zip, diagnosis, grade sheet, integrity panel) and a room's
  // diagnosis, competency averages and grade sheet — the essays are there. The review of one submission
  // (…/submissoes/:id/revisao) is still the classroom's.
  {
    service: 'essay',
    prefixes: [],
    patterns: [
      /^\/atividades\/[^/]+\/(lotes|folhas-resposta\.pdf)(\/|$)/,
      /^\/atividades\/[^/]+\/(submissoes|submissoes\/download|diagnostico|notas|integridade)\/?$/,
      /^\/salas\/[^/]+\/(diagnostico|competencias|notas)\/?$/,
      // A school's corrector rules: their precision is read from the teachers' decisions on the essays.
      /^\/escolas\/[^/]+\/regras-corretor\/?$/,
    ],
  },
  { service: 'auth', prefixes: ['/auth', '/admin', '/escolas', '/redes', '/notificacoes'] },
  { service: 'classroom', prefixes: ['/salas', '/atividades', '/estudantes'] },
  {
    service: 'essay',
    prefixes: [
      '/redacoes',
      '/rascunhos',
      '/transcricao',
      '/compartilhado',
      '/lotes',
      '/privacidade',
      '/banco-comentarios',
    ],
  },
  { service: 'proposal', prefixes: ['/propostas'] },
] as const;
export type ServiceName = (typeof ROUTES)[number]['service'];

export { UNAVAILABLE_MESSAGE };

type Route = { prefixes: readonly string[]; patterns?: readonly RegExp[] };
const matchesRoute = (route: Route, pathname: string) =>
  route.prefixes.some((p) => pathname === p || pathname.startsWith(`${p}/`)) ||
  Boolean(route.patterns?.some((re) => re.test(pathname)));

/** The service that answers a path (after /api): the first route that matches, as the proxies are mounted. */
export const serviceFor = (pathname: string): ServiceName | undefined =>
  ROUTES.find((r) => matchesRoute(r, pathname))?.service;

const HOP_BY_HOP = new Set([
  'connection',
  'keep-alive',
  'proxy-connection',
  'transfer-encoding',
  'upgrade',
  'te',
  'trailer',
  'proxy-authorization',
  'proxy-authenticate',
]);
const TIMEOUT_MESSAGE = 'O serviço demorou demais para responder. Tente novamente.';

/**
 * The streaming proxy of /api: one handler for every service (mounted under /api, so `req.url` is the service's own
 * path). Bodies (multipart uploads included) are piped through untouched; a service that is down answers 503, one that
 * does not answer within timeoutMs 504, both in the envelope.
 * A raw node:http pipe on one keep-alive agent: http-proxy-middleware (five instances, each testing every path, and
 * http-proxy's pass pipeline) cost ~2.5 × this per request (`npm run bench -- api --profile`). What it did is kept: the client's
 * X-Forwarded-For/Port/Proto/Host appended to, Host set to the service's, the client's address as this gateway
 * resolved it (trust proxy) in CLIENT_IP_HEADER — the auth service limits password guessing per account+address with
 * it — and the user identify() verified as a signed identity (services then skip the RS256 check); an identity header
 * sent by a client never passes.
 * Connections to the services are kept alive (with one connection per request the service answered `Connection:
 * close`, and the client's own connection was closed after every API response too), but never idle for long: a socket
 * unused for IDLE_SOCKET_MS is closed by this side (keepAliveAgent: only an idle one, never one being opened or in use). A stopping replica (runHttpService's drain) answers `Connection:
 * close` for longer than that before it closes its idle connections, so a request is never sent on a connection the
 * replica is closing at that moment (that race was reset and answered 504 under SIGTERM,
 * scripts/test/faults/kill.test.ts).
 */
/**
 * `keepUnder`: the user's generation read before this GET was sent (read-cache.ts); an answer the service marked as
 * keepable is then kept under it. A user's write (any other method) renews their generation before its answer is
 * passed on, so the client never reads its old data back.
 */
export type Forward = (
  req: IncomingMessage,
  res: ServerResponse,
  service: ServiceName,
  path: string,
  client: { ip: string; user?: AuthUser; keepUnder?: string },
) => void;

const isRead = (method: string | undefined) => method === 'GET' || method === 'HEAD';

export function serviceForwarder(
  targets: Record<ServiceName, string>,
  logger: Logger,
  opts: { timeoutMs: number; identityKey: string; cache?: ReadCache },
): Forward {
  const { timeoutMs, identityKey, cache } = opts;
  const agent = keepAliveAgent();
  const signIdentity = identitySigner(identityKey);
  const upstreams = Object.fromEntries(
    Object.entries(targets).map(([name, url]) => {
      const u = new URL(url);
      return [name, { hostname: u.hostname, port: Number(u.port || 80), host: u.host }];
    }),
  ) as Record<ServiceName, { hostname: string; port: number; host: string }>;

  return (req, res, service, path, client) => {
    const target = upstreams[service];
    const headers: Record<string, string | string[]> = {};
    for (const [name, value] of Object.entries(req.headers))
      if (value !== undefined && !HOP_BY_HOP.has(name)) headers[name] = value;
    // An identity is minted here only, from the token identify() verified.
    delete headers[IDENTITY_HEADER];
    if (client.user) headers[IDENTITY_HEADER] = signIdentity(client.user);
    headers[CLIENT_IP_HEADER] = client.ip;
    const appendTo = (name: string, value: string) => {
      const prior = req.headers[name];
      headers[name] = prior ? `${String(prior)},${value}` : value;
    };
    appendTo('x-forwarded-for', req.socket.remoteAddress ?? '');
    appendTo('x-forwarded-port', String(req.socket.localPort ?? ''));
    appendTo('x-forwarded-proto', 'encrypted' in req.socket && req.socket.encrypted ? 'https' : 'http');
    headers['x-forwarded-host'] = req.headers['x-forwarded-host'] ?? req.headers.host ?? '';
    headers.host = target.host;
    if (req.headers['transfer-encoding']) headers['transfer-encoding'] = req.headers['transfer-encoding'];

    const upstream = request({
      hostname: target.hostname,
      port: target.port,
      method: req.method,
      path,
      headers,
      agent,
    });
    let answered = false;
    const fail503or504 = (err: NodeJS.ErrnoException) => {
      if (answered) return;
      answered = true;
      logger.warn({ err: err.message, service, requestId: req.headers[REQUEST_ID_HEADER] }, 'serviço indisponível');
      if (res.headersSent) return void res.destroy();
      const timedOut = err.code === 'ECONNRESET' || err.code === 'ETIMEDOUT' || err.code === 'ESOCKETTIMEDOUT';
      sendEnvelope(
        res,
        timedOut ? 504 : 503,
        fail(timedOut ? 'timeout' : 'service_unavailable', timedOut ? TIMEOUT_MESSAGE : UNAVAILABLE_MESSAGE),
      );
    };
    upstream.setTimeout(timeoutMs, () =>
      upstream.destroy(Object.assign(new Error(`sem resposta em ${timeoutMs} ms`), { code: 'ETIMEDOUT' })),
    );
    upstream.on('error', fail503or504);
    upstream.on('response', (answer) => {
      answered = true;
      const status = answer.statusCode ?? 502;
      const relay = () => {
        for (const [name, value] of Object.entries(answer.headers))
          if (value !== undefined && !HOP_BY_HOP.has(name) && name !== USER_CACHE_HEADER) res.setHeader(name, value);
        res.writeHead(status);
        answer.pipe(res);
        answer.on('error', () => res.destroy());
        if (
          cache &&
          client.user &&
          req.method === 'GET' &&
          status === 200 &&
          answer.headers[USER_CACHE_HEADER] === 'usuario'
        ) {
          const { user, keepUnder } = client;
          if (keepUnder)
            keepWhole(answer, (body) =>
              cache.keep(user.id, path, keepUnder, { status, headers: keptHeaders(answer), body }),
            );
          else cache.learn(path);
        }
      };
      if (cache && client.user && !isRead(req.method)) void cache.renew([client.user.id]).then(relay);
      else relay();
    });
    // The client went away before the answer was complete: stop the service's work on it too.
    res.on('close', () => {
      if (!res.writableFinished) upstream.destroy();
    });
    const hasBody =
      req.headers['transfer-encoding'] !== undefined ||
      (req.headers['content-length'] !== undefined && req.headers['content-length'] !== '0');
    if (hasBody) req.pipe(upstream);
    else upstream.end();
  };
}

/** Answers a JSON envelope on a bare node:http response (no Express). */
export function sendEnvelope(res: ServerResponse, status: number, body: unknown): void {
  const text = JSON.stringify(body);
  res.writeHead(status, {
    'content-type': 'application/json; charset=utf-8',
    'content-length': Buffer.byteLength(text),
  });
  res.end(text);
}

/** Headers a kept answer is given again: not the hop-by-hop ones, nor what belongs to one answer (its request id, length, date, cookies). */
const NOT_KEPT = new Set([...HOP_BY_HOP, USER_CACHE_HEADER, REQUEST_ID_HEADER, 'content-length', 'date', 'set-cookie']);
const keptHeaders = (answer: IncomingMessage) =>
  Object.entries(answer.headers).filter(
    (h): h is [string, string | string[]] => h[1] !== undefined && !NOT_KEPT.has(h[0]),
  );

/** Collects an answer's body as it is piped on, for the read cache; an answer over KEEP_MAX_BYTES is not kept. */
function keepWhole(answer: IncomingMessage, keep: (body: Buffer) => void): void {
  const chunks: Buffer[] = [];
  let size = 0;
  answer.on('data', (chunk: Buffer) => {
    size += chunk.length;
    if (size <= KEEP_MAX_BYTES) chunks.push(chunk);
  });
  answer.on('end', () => {
    if (size <= KEEP_MAX_BYTES) keep(Buffer.concat(chunks));
  });
}

/** Answers a kept read (read-cache.ts) on a bare node:http response. */
export function sendKept(res: ServerResponse, answer: KeptAnswer): void {
  for (const [name, value] of answer.headers) res.setHeader(name, value);
  res.writeHead(answer.status, { 'content-length': answer.body.length });
  res.end(answer.body);
}

/** The generic 500 (as the error handler answers it), for a failure of the gateway's own code outside Express. */
export function sendInternalError(res: ServerResponse): void {
  if (res.headersSent) return void res.destroy();
  sendEnvelope(res, 500, fail('internal', INTERNAL_ERROR_MESSAGE));
}

/** The proxy as Express middleware under /api (`req.url` is then the service's own path). */
export function serviceProxy(forward: Forward): RequestHandler {
  return (req, res, next) => {
    const service = serviceFor(req.path);
    if (!service) return next();
    forward(req, res, service, req.url, { ip: req.ip ?? req.socket.remoteAddress ?? '', user: req.auth });
  };
}
