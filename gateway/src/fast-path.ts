import type { IncomingMessage, ServerResponse } from 'node:http';
import type { Express } from 'express';
import { fail, type AuthUser } from '@argumenta/contracts';
import {
  assignRequestId,
  listRoutes,
  sessionCredential,
  SESSION_ENDED_MESSAGE,
  unauthorized,
  type TokenRevocation,
} from '@argumenta/platform';
import { serviceFor, sendEnvelope, sendInternalError, sendKept, type Forward } from './proxy.js';
import { limitKey } from './rate-limit.js';
import type { ReadCache } from './read-cache.js';

type Observe = (req: IncomingMessage, res: ServerResponse) => void;

/**
 * The client's address exactly as Express resolves req.ip from its `trust proxy` function (proxy-addr): walking from
 * the peer back through X-Forwarded-For, the first address not vouched for by a trusted proxy.
 */
export function clientAddress(req: IncomingMessage, trust: (address: string, hop: number) => boolean): string {
  const xff = req.headers['x-forwarded-for'];
  const forwarded = (Array.isArray(xff) ? xff.join(',') : (xff ?? ''))
    .split(',')
    .map((a) => a.trim())
    .filter(Boolean)
    .reverse();
  const chain = [req.socket.remoteAddress ?? '', ...forwarded];
  for (let hop = 0; hop < chain.length - 1; hop++) if (!trust(chain[hop]!, hop)) return chain[hop]!;
  return chain[chain.length - 1]!;
}

/** A route pattern of the gateway's own (`/api/escolas/:id/painel`) as a regular expression of whole paths. */
const patternOf = (path: string) =>
  new RegExp(`^${path.replace(/[.*+?^${}()|[\]\\]/g, '\\$&').replace(/:\w+/g, '[^/]+')}/?$`);

/**
 * The proxied API requests, answered before Express: a read through the gateway spent more CPU in Express's request
 * setup and in walking its ~15 middleware layers than in the proxying itself (`npm run bench -- api --profile`). Exactly what the
 * Express pipeline does for these requests, in the same order and with the same pieces: security headers, request id,
 * latency metric and access log, the logged-out token check, identify (the JWT verified once, its user signed into the
 * forwarded identity), the per-user limiter, then the user's kept read (read-cache.ts) or the proxy.
 * Anything else goes to Express untouched (returns false): the gateway's own routes (dashboards, docs, logout, the
 * limited login/registration), CORS (an Origin header) and preflights, paths with an encoded or an
 * `internal`/`..` segment, and paths no service owns.
 */
export function fastApiPath(o: {
  app: Express;
  /** Express's compiled `trust proxy` (TRUST_PROXY). */
  trust: (address: string, hop: number) => boolean;
  securityHeaders: [string, string][];
  observe: Observe;
  revocation: TokenRevocation;
  userOf: (token: string) => AuthUser | null;
  consume: (key: string) => number;
  rateLimitMessage: string;
  forward: Forward;
  cache?: ReadCache;
}) {
  let own: RegExp[] | undefined;
  const isOwnRoute = (path: string) => {
    // Read once the app has all its routes (the first request comes after createApp returned).
    own ??= listRoutes(o.app)
      .filter((r) => r.path.startsWith('/api/'))
      .map((r) => patternOf(r.path));
    return own.some((re) => re.test(path));
  };

  return (req: IncomingMessage, res: ServerResponse): boolean => {
    const url = req.url ?? '';
    if (!url.startsWith('/api/') || req.method === 'OPTIONS' || req.headers.origin !== undefined) return false;
    const q = url.indexOf('?');
    const path = q < 0 ? url : url.slice(0, q);
    if (path.includes('%') || /\/(internal|\.\.)(\/|$)/i.test(path) || isOwnRoute(path)) return false;
    const service = serviceFor(path.slice(4));
    if (!service) return false;

    for (const [name, value] of o.securityHeaders) res.setHeader(name, value);
    assignRequestId(req, res);
    o.observe(req, res);
    const credential = sessionCredential(req);
    if (credential.kind === 'malformed') {
      sendEnvelope(res, 401, fail('unauthorized', unauthorized().message));
      return true;
    }
    const token = credential.kind === 'token' ? credential.token : undefined;
    const proceed = () => {
      const user = (token && o.userOf(token)) || undefined;
      const ip = clientAddress(req, o.trust);
      const retryAfter = o.consume(limitKey(user, ip));
      if (retryAfter) {
        res.setHeader('Retry-After', String(retryAfter));
        return sendEnvelope(res, 429, fail('rate_limited', o.rateLimitMessage));
      }
      const servicePath = url.slice(4);
      const cache = o.cache;
      if (!cache || !user || req.method !== 'GET' || !cache.wants(servicePath))
        return o.forward(req, res, service, servicePath, { ip, user });
      // A read of the user's own data: answered again if nothing of theirs changed since it was kept (read-cache.ts).
      void cache
        .generation(user.id)
        .then((generation) => {
          const kept = generation ? cache.get(user.id, servicePath, generation) : undefined;
          if (kept) sendKept(res, kept);
          else o.forward(req, res, service, servicePath, { ip, user, keepUnder: generation ?? undefined });
        })
        .catch(() => sendInternalError(res));
    };
    if (!token) {
      proceed();
      return true;
    }
    o.revocation.isRevoked(token).then(
      (revoked) => (revoked ? sendEnvelope(res, 401, fail('unauthorized', SESSION_ENDED_MESSAGE)) : proceed()),
      () => sendInternalError(res),
    );
    return true;
  };
}
