import { Agent, type IncomingMessage, type ServerResponse } from 'node:http';
import type { Socket } from 'node:net';
import type { RequestHandler } from 'express';
import { createProxyMiddleware } from 'http-proxy-middleware';
import { CLIENT_IP_HEADER, fail } from '@argumenta/contracts';
import { IDENTITY_HEADER, IDLE_SOCKET_MS, signIdentity, UNAVAILABLE_MESSAGE, type Logger } from '@argumenta/platform';

/** Which public path prefixes (after /api) each service owns. */
export const ROUTES = [
  // Bulk submissions live in the essay service although they sit under an activity's path (checked first).
  { service: 'essay', prefixes: [], patterns: [/^\/atividades\/[^/]+\/(lotes|folhas-resposta\.pdf)(\/|$)/] },
  { service: 'auth', prefixes: ['/auth', '/admin', '/escolas'] },
  { service: 'classroom', prefixes: ['/salas', '/atividades'] },
  { service: 'essay', prefixes: ['/redacoes', '/transcricao', '/compartilhado', '/lotes'] },
  { service: 'proposal', prefixes: ['/propostas'] },
] as const;
export type ServiceName = (typeof ROUTES)[number]['service'];

export { UNAVAILABLE_MESSAGE };

type Route = { prefixes: readonly string[]; patterns?: readonly RegExp[] };
const matchesRoute = (route: Route, pathname: string) => route.prefixes.some((p) => pathname === p || pathname.startsWith(`${p}/`)) || Boolean(route.patterns?.some((re) => re.test(pathname)));

/** The service that answers a path (after /api): the first route that matches, as the proxies are mounted. */
export const serviceFor = (pathname: string): ServiceName | undefined => ROUTES.find((r) => matchesRoute(r, pathname))?.service;

/**
 * One streaming proxy per service, mounted under /api: bodies (multipart uploads included) pass
 * through untouched. A service that is down answers 503 in the envelope.
 * Connections to the services are kept alive: with one connection per request (`Connection: close` upstream) the
 * service echoed the header and the client's own connection was closed after every API response too.
 * The user identify() verified goes along as a signed identity (services then skip the RS256 check).
 */
export function serviceProxies(
  targets: Record<ServiceName, string>,
  logger: Logger,
  opts: { timeoutMs: number; identityKey: string },
): RequestHandler[] {
  const { timeoutMs, identityKey } = opts;
  // Kept alive, but never idle for long: a socket unused for IDLE_SOCKET_MS is closed by this side. A stopping
  // replica (runHttpService's drain) answers `Connection: close` for longer than that before it closes its idle
  // connections, so a request is never sent on a connection the replica is closing at that moment (that race was reset
  // and answered 504 under SIGTERM, scripts/test/faults/kill.test.ts), and no connection is opened per request.
  const agent = new Agent({ keepAlive: true, timeout: IDLE_SOCKET_MS });
  return ROUTES.map((route) =>
    createProxyMiddleware<IncomingMessage, ServerResponse>({
      target: targets[route.service],
      agent,
      // Each proxy takes exactly the paths serviceFor gives its service, so an earlier, narrower route wins.
      pathFilter: (pathname: string) => serviceFor(pathname) === route.service && matchesRoute(route, pathname),
      changeOrigin: true,
      xfwd: true,
      proxyTimeout: timeoutMs,
      timeout: timeoutMs,
      on: {
        // The client's address as this gateway resolved it (trust proxy), overwriting anything the client sent:
        // the auth service limits password guessing per account+address with it.
        proxyReq: (proxyReq, req) => {
          const r = req as IncomingMessage & { ip?: string; auth?: Parameters<typeof signIdentity>[0] };
          proxyReq.setHeader(CLIENT_IP_HEADER, r.ip ?? req.socket.remoteAddress ?? '');
          if (r.auth) proxyReq.setHeader(IDENTITY_HEADER, signIdentity(r.auth, identityKey));
          else proxyReq.removeHeader(IDENTITY_HEADER);
        },
        error: (err, _req, res) => {
          logger.warn({ err: (err as Error).message, service: route.service }, 'serviço indisponível');
          const out = res as ServerResponse | Socket;
          if (!('writeHead' in out) || out.headersSent) {
            out.end();
            return;
          }
          const code = (err as NodeJS.ErrnoException).code;
          const timedOut = code === 'ECONNRESET' || code === 'ETIMEDOUT' || code === 'ESOCKETTIMEDOUT';
          out.writeHead(timedOut ? 504 : 503, { 'content-type': 'application/json; charset=utf-8' });
          out.end(JSON.stringify(fail(timedOut ? 'timeout' : 'service_unavailable', timedOut ? 'O serviço demorou demais para responder. Tente novamente.' : UNAVAILABLE_MESSAGE)));
        },
      },
    }),
  );
}
