import type { RequestHandler } from 'express';
import type { Redis } from 'ioredis';
import { RateLimiterMemory, RateLimiterRedis, type RateLimiterRes } from 'rate-limiter-flexible';
import { fail } from '@argumenta/contracts';
import { verifyToken, type JwtSettings } from '@argumenta/platform';

export type Limit = { points: number; durationSeconds: number };

/**
 * Redis-backed limiter (shared by every gateway replica); if Redis is unreachable an in-memory
 * limiter takes over, so an outage degrades limits instead of failing logins.
 */
export function rateLimit(redis: Redis, prefix: string, limit: Limit, keyOf: (req: Parameters<RequestHandler>[0]) => string, message: string): RequestHandler {
  const limiter = new RateLimiterRedis({
    storeClient: redis,
    keyPrefix: `rl:${prefix}`,
    points: limit.points,
    duration: limit.durationSeconds,
    insuranceLimiter: new RateLimiterMemory({ points: limit.points, duration: limit.durationSeconds }),
  });
  return (req, res, next) => {
    limiter.consume(keyOf(req)).then(
      () => next(),
      (rej: RateLimiterRes | Error) => {
        if (rej instanceof Error) return next(); // limiter failure never blocks traffic
        res.setHeader('Retry-After', String(Math.ceil(rej.msBeforeNext / 1000)));
        res.status(429).json(fail('rate_limited', message));
      },
    );
  };
}

/** Per-user key when a valid token is present, else per IP. */
export function userOrIpKey(jwt: JwtSettings): (req: Parameters<RequestHandler>[0]) => string {
  return (req) => {
    const header = req.headers.authorization;
    const user = header?.startsWith('Bearer ') ? verifyToken(header.slice(7), jwt) : null;
    return user ? `u:${user.id}` : `ip:${req.ip}`;
  };
}

/** The account a login names (normalised like the auth service stores e-mails). */
export function loginAccountOf(req: Parameters<RequestHandler>[0]): string {
  const email: unknown = (req.body as { email?: unknown } | undefined)?.email;
  return `acc:${typeof email === 'string' ? email.trim().toLowerCase().slice(0, 320) : ''}`;
}
