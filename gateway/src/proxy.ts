import { Agent, type IncomingMessage, type ServerResponse } from 'node:http';
import type { Socket } from 'node:net';
import type { RequestHandler } from 'express';
import { createProxyMiddleware } from 'http-proxy-middleware';
import { CLIENT_IP_HEADER, fail } from '@argumenta/contracts';
import type { Logger } from '@argumenta/platform';

/** Which public path prefixes (after /api) each service owns. */
export const ROUTES = [
  { service: 'auth', prefixes: ['/auth', '/admin', '/escolas'] },
  { service: 'classroom', prefixes: ['/salas', '/atividades'] },
  { service: 'essay', prefixes: ['/redacoes', '/transcricao', '/compartilhado'] },
  { service: 'proposal', prefixes: ['/propostas'] },
] as const;
export type ServiceName = (typeof ROUTES)[number]['service'];

export const UNAVAILABLE_MESSAGE = 'Serviço temporariamente indisponível. Tente novamente em instantes.';

const matches = (prefixes: readonly string[]) => (pathname: string) =>
  prefixes.some((p) => pathname === p || pathname.startsWith(`${p}/`));

/**
 * One streaming proxy per service, mounted under /api: bodies (multipart uploads included) pass
 * through untouched. A service that is down answers 503 in the envelope.
 */
export function serviceProxies(targets: Record<ServiceName, string>, logger: Logger, timeoutMs: number): RequestHandler[] {
  // One connection per proxied request, no keep-alive: a replica that is shutting down closes its idle kept-alive
  // connections, and a request sent on one at that moment was reset and answered 504 although nothing had failed
  // (SIGTERM under load, scripts/test/faults/kill.test.ts). A fresh connection is either refused (503, nothing
  // written, retryable) or served to the end by the replica's graceful shutdown.
  const agent = new Agent({ keepAlive: false });
  return ROUTES.map(({ service, prefixes }) =>
    createProxyMiddleware<IncomingMessage, ServerResponse>({
      target: targets[service],
      agent,
      pathFilter: matches(prefixes),
      changeOrigin: true,
      xfwd: true,
      proxyTimeout: timeoutMs,
      timeout: timeoutMs,
      on: {
        // The client's address as this gateway resolved it (trust proxy), overwriting anything the client sent:
        // the auth service limits password guessing per account+address with it.
        proxyReq: (proxyReq, req) => {
          proxyReq.setHeader(CLIENT_IP_HEADER, (req as IncomingMessage & { ip?: string }).ip ?? req.socket.remoteAddress ?? '');
        },
        error: (err, _req, res) => {
          logger.warn({ err: (err as Error).message, service }, 'serviço indisponível');
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
