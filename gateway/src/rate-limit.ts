import type { RequestHandler } from 'express';
import type { Redis } from 'ioredis';
import { RateLimiterMemory, RateLimiterRedis, type RateLimiterRes } from 'rate-limiter-flexible';
import { fail } from '@argumenta/contracts';

export type Limit = { points: number; durationSeconds: number };

/**
 * Redis-backed limiter (shared by every gateway replica); if Redis is unreachable an in-memory
 * limiter takes over, so an outage degrades limits instead of failing logins.
 */
export function rateLimit(
  redis: Redis,
  prefix: string,
  limit: Limit,
  keyOf: (req: Parameters<RequestHandler>[0]) => string,
  message: string,
): RequestHandler {
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

type Req = Parameters<RequestHandler>[0];
/** One way of counting failures: per what (`keyOf`) and how many per window. */
export type FailureCounter = { keyOf: (req: Req) => string; points: number };

/**
 * Requests counted only when they fail (`failed(status)`), each under every counter's key; a request is refused (429)
 * before it reaches the service once any of its keys has failed `points` times in the window. The answer is counted
 * when it leaves. Redis away: each replica counts in memory; a limiter failure never blocks the request.
 */
export function failureLimit(
  redis: Redis,
  prefix: string,
  counters: Record<string, FailureCounter>,
  opts: { durationSeconds: number; failed: (status: number) => boolean },
  message: string,
): RequestHandler {
  const kinds = Object.entries(counters).map(([name, c]) => ({
    keyOf: c.keyOf,
    points: c.points,
    limiter: new RateLimiterRedis({
      storeClient: redis,
      keyPrefix: `rl:${prefix}:${name}`,
      points: c.points,
      duration: opts.durationSeconds,
      insuranceLimiter: new RateLimiterMemory({ points: c.points, duration: opts.durationSeconds }),
    }),
  }));
  return (req, res, next) => {
    const keys = kinds.map((k) => k.keyOf(req));
    Promise.all(kinds.map((k, i) => k.limiter.get(keys[i]!))).then(
      (seen) => {
        const full = seen
          .map((s, i) => (s && s.consumedPoints >= kinds[i]!.points ? s.msBeforeNext : -1))
          .filter((ms) => ms >= 0);
        if (full.length) {
          res.setHeader('Retry-After', String(Math.max(1, Math.ceil(Math.max(...full) / 1000))));
          return void res.status(429).json(fail('rate_limited', message));
        }
        res.once('finish', () => {
          if (opts.failed(res.statusCode))
            kinds.forEach((k, i) => void k.limiter.consume(keys[i]!).catch(() => undefined));
        });
        next();
      },
      () => next(), // limiter failure never blocks the request
    );
  };
}

/**
 * Logins from one address count only when they fail (issue 37): a whole school behind one NAT logs in at once (2,000
 * students in two minutes, each a success) while a flood of wrong passwords from that address is cut at `limit.points`
 * failures per window — and even then the students already in keep their sessions. Guessing one account's password is
 * limited per account by the auth service (login-guard.ts), whatever the address; the auth service's ceiling on
 * password hashing answers 503 before a flood of correct-looking logins from many addresses can exhaust its CPU.
 */
export function loginFailureLimit(redis: Redis, prefix: string, limit: Limit, message: string): RequestHandler {
  return failureLimit(
    redis,
    prefix,
    { ip: { keyOf: (req) => `ip:${req.ip}`, points: limit.points } },
    { durationSeconds: limit.durationSeconds, failed: (status) => status === 401 },
    message,
  );
}

/** The API limiter's key: per user when identify() found a valid token, else per client address. */
export const limitKey = (user: { id: number } | undefined, ip: string | undefined): string =>
  user ? `u:${user.id}` : `ip:${ip}`;

/** Per-user key when identify() found a valid token, else per IP. */
export const userOrIpKey = (req: Req): string => limitKey(req.auth, req.ip);

/** How often a gateway adds its local counts to Redis and reads back every replica's totals. */
export const RATE_LIMIT_FLUSH_MS = 100;

type Window = { index: number; local: number; shared: number; flushing: number };

/**
 * The per-user API limiter without a Redis round trip per request: each gateway counts locally in fixed windows aligned
 * to the clock (`floor(now / duration)`), and every flushMs adds its counts to Redis in one pipeline (INCRBY per key)
 * and learns the total of every replica from the answers. A request is refused when the last known total plus what this
 * replica admitted since is at the limit, so:
 * - one replica enforces the limit exactly (its own admissions are always counted);
 * - with N replicas, a key's total can overshoot by what the other replicas admit for it within one flush interval
 *   (at most N − 1 times one replica's admissions for that user in 100 ms), after which every replica knows the total;
 * - with Redis away, each replica keeps limiting with its own counts (a limit per replica instead of a shared one).
 * Logins and registrations keep the exact per-request limiter (`rateLimit`): they guard against guessing and floods.
 */
export function batchedRateLimit(
  redis: Redis,
  prefix: string,
  limit: Limit,
  keyOf: (req: Parameters<RequestHandler>[0]) => string,
  message: string,
  opts: { flushMs?: number; now?: () => number } = {},
): RequestHandler & { consume: (key: string) => number; flush: () => Promise<void>; stop: () => void } {
  const windowMs = limit.durationSeconds * 1000;
  const now = opts.now ?? Date.now;
  const windows = new Map<string, Window>();
  let timer: NodeJS.Timeout | undefined;
  let flushing: Promise<void> | undefined;

  async function flushOnce(): Promise<void> {
    const current = Math.floor(now() / windowMs);
    const batch: [string, Window, number][] = [];
    for (const [key, w] of windows) {
      if (w.index < current) {
        windows.delete(key);
        continue;
      }
      if (w.local > 0) {
        batch.push([key, w, w.local]);
        w.flushing = w.local;
        w.local = 0;
      }
    }
    if (!batch.length) return;
    const pipeline = redis.pipeline();
    for (const [key, w, n] of batch) {
      const redisKey = `rl:${prefix}:${key}:${w.index}`;
      pipeline.incrby(redisKey, n);
      pipeline.pexpire(redisKey, windowMs * 2);
    }
    try {
      const results = (await pipeline.exec()) ?? [];
      batch.forEach(([, w], i) => {
        const [err, total] = results[i * 2] ?? [new Error('sem resposta')];
        // Redis's total already counts this flush; what was admitted meanwhile stays in `local`.
        if (!err) w.shared = Math.max(w.shared, Number(total));
        else w.local += w.flushing;
        w.flushing = 0;
      });
    } catch {
      // Redis away: the counts stay local (this replica keeps limiting with them) and are sent with the next flush.
      for (const [, w] of batch) {
        w.local += w.flushing;
        w.flushing = 0;
      }
    }
  }
  const flush = (): Promise<void> => {
    flushing ??= flushOnce().finally(() => {
      flushing = undefined;
    });
    return flushing;
  };
  const schedule = () => {
    if (timer) return;
    timer = setTimeout(() => {
      timer = undefined;
      void flush().then(() => {
        if ([...windows.values()].some((w) => w.local > 0)) schedule();
      });
    }, opts.flushMs ?? RATE_LIMIT_FLUSH_MS);
    timer.unref();
  };

  /** Counts one request of `key`: 0 when admitted, else the seconds until its window ends (Retry-After). */
  const consume = (key: string): number => {
    const t = now();
    const index = Math.floor(t / windowMs);
    let w = windows.get(key);
    if (!w || w.index !== index) {
      w = { index, local: 0, shared: 0, flushing: 0 };
      windows.set(key, w);
    }
    if (w.shared + w.local + w.flushing >= limit.points)
      return Math.max(1, Math.ceil(((index + 1) * windowMs - t) / 1000));
    w.local += 1;
    schedule();
    return 0;
  };
  const middleware: RequestHandler = (req, res, next) => {
    const retryAfter = consume(keyOf(req));
    if (!retryAfter) return next();
    res.setHeader('Retry-After', String(retryAfter));
    res.status(429).json(fail('rate_limited', message));
  };
  return Object.assign(middleware, {
    consume,
    flush,
    stop: () => {
      clearTimeout(timer);
      timer = undefined;
    },
  });
}
