import { createHash } from 'node:crypto';
import type { RequestHandler } from 'express';
import type { Redis } from 'ioredis';
import jwt from 'jsonwebtoken';
import type { Logger } from 'pino';
import { fail } from '@argumenta/contracts';
import { verifyToken, type JwtSettings } from './jwt.js';

export const SESSION_ENDED_MESSAGE = 'Sua sessão foi encerrada. Faça login novamente.';

/** The bearer token of a request: the Authorization header, or `?token=` (file URLs opened by <img> and popups). */
export function requestToken(req: { headers: { authorization?: string }; query?: unknown }): string | null {
  const header = req.headers.authorization;
  if (header?.startsWith('Bearer ')) return header.slice(7);
  const q = (req.query as { token?: unknown } | undefined)?.token;
  return typeof q === 'string' && q ? q : null;
}

/** A token's id: its jti, or a hash of the token for one signed before tokens carried one. */
function tokenId(token: string, claims: { jti?: string }): string {
  return claims.jti ?? createHash('sha256').update(token).digest('base64url');
}

/**
 * Logged-out tokens (issue 14): a denylist in Redis keyed by the token's id, each entry living exactly as long as the
 * token would have, so the list never grows past the sessions ended within one token lifetime. The one place that
 * knows about revocation: the gateway checks it once per request (`rejectRevoked`) and the socket handshake; a
 * service that verifies tokens itself can call `isRevoked` too.
 */
export function tokenRevocation(redis: Redis, prefix: string, logger?: Logger) {
  const key = (id: string) => `${prefix}:revogado:${id}`;
  async function isRevoked(token: string): Promise<boolean> {
    const claims = jwt.decode(token) as { jti?: string } | null;
    if (!claims) return false;
    try {
      return (await redis.exists(key(tokenId(token, claims)))) === 1;
    } catch (err) {
      // Redis away: sessions keep working (failing closed would log every student out); the outage is logged.
      logger?.warn({ err: (err as Error).message }, 'lista de sessões encerradas indisponível');
      return false;
    }
  }
  return {
    isRevoked,
    /** Ends a verified token's session; false when the token is not valid (nothing to end). */
    async revoke(token: string, settings: JwtSettings): Promise<boolean> {
      if (!verifyToken(token, settings)) return false;
      const claims = jwt.decode(token) as { jti?: string; exp?: number };
      const ttl = Math.max(1, Math.ceil((claims.exp ?? 0) - Date.now() / 1000));
      await redis.set(key(tokenId(token, claims)), '1', 'EX', ttl);
      return true;
    },
    /** 401 for a request whose token was logged out; anything else passes on to the real checks. */
    middleware(): RequestHandler {
      return (req, res, next) => {
        const token = requestToken(req);
        if (!token) return next();
        isRevoked(token).then(
          (revoked) => (revoked ? res.status(401).json(fail('unauthorized', SESSION_ENDED_MESSAGE)) : next()),
          next,
        );
      };
    },
  };
}
export type TokenRevocation = ReturnType<typeof tokenRevocation>;
