import type { RequestHandler } from 'express';
import type { Redis } from 'ioredis';
import { RateLimiterMemory, RateLimiterRedis, type RateLimiterRes } from 'rate-limiter-flexible';
import { fail } from '@argumenta/contracts';

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

/** Per-user key when identify() found a valid token, else per IP. */
export const userOrIpKey = (req: Parameters<RequestHandler>[0]): string => (req.auth ? `u:${req.auth.id}` : `ip:${req.ip}`);
