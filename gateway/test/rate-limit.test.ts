import express from 'express';
import { Redis } from 'ioredis';
import { api, closeTestPool, REDIS_URL, serve, tokenFor, uniquePrefix } from '@argumenta/testkit';
import { startGateway } from '@argumenta/testkit/gateway';
import { batchedRateLimit } from '../src/rate-limit.js';

// The API limiter counts locally and adds its counts to Redis every flush (docs/configuration.md, `RATE_LIMIT_API_MAX`): one replica is exact,
// replicas share the total after each flush, and with Redis away each replica still limits with its own counts.
const redis = new Redis(REDIS_URL, { maxRetriesPerRequest: 1 });
afterAll(async () => {
  await redis.quit();
  await closeTestPool();
});

/** A replica: an app with the limiter keyed by the `x-user` header. */
async function replica(store: Redis, prefix: string, points: number, now?: () => number) {
  const limiter = batchedRateLimit(
    store,
    prefix,
    { points, durationSeconds: 60 },
    (req) => String(req.headers['x-user']),
    'Muitas requisições.',
    { flushMs: 10_000, now },
  );
  const app = express();
  app.use(limiter);
  app.get('/', (_req, res) => void res.json({ ok: true }));
  const running = await serve(app);
  const hit = async (user: string) => {
    const res = await fetch(running.url, { headers: { 'x-user': user } });
    return {
      status: res.status,
      retryAfter: res.headers.get('retry-after'),
      body: (await res.json()) as { error?: { code: string; message: string } },
    };
  };
  return { limiter, hit, close: () => running.close() };
}

describe('batched API rate limit', () => {
  it('one replica refuses exactly past the limit, with Retry-After and the envelope, per key', async () => {
    const a = await replica(redis, uniquePrefix('rl'), 3);
    const statuses = [];
    for (let i = 0; i < 5; i++) statuses.push((await a.hit('u1')).status);
    expect(statuses).toEqual([200, 200, 200, 429, 429]);
    const refused = await a.hit('u1');
    expect(refused.body.error).toEqual({ code: 'rate_limited', message: 'Muitas requisições.' });
    expect(Number(refused.retryAfter)).toBeGreaterThan(0);
    expect(Number(refused.retryAfter)).toBeLessThanOrEqual(60);
    expect((await a.hit('u2')).status).toBe(200);
    a.limiter.stop();
    await a.close();
  });

  it("replicas share the total through Redis: each learns the others' counts at its next flush", async () => {
    const prefix = uniquePrefix('rl');
    const a = await replica(redis, prefix, 5);
    const b = await replica(redis, prefix, 5);
    for (let i = 0; i < 2; i++) expect((await b.hit('u')).status).toBe(200);
    await b.limiter.flush();
    for (let i = 0; i < 3; i++) expect((await a.hit('u')).status).toBe(200);
    await a.limiter.flush();
    // a's flush brought back the shared total (5): a refuses.
    expect((await a.hit('u')).status).toBe(429);
    // b last saw 2: it admits what it does not know of yet (the documented overshoot, one flush interval's worth)...
    expect((await b.hit('u')).status).toBe(200);
    await b.limiter.flush();
    // ...and refuses once its flush told it the total.
    expect((await b.hit('u')).status).toBe(429);
    const [key] = await redis.keys(`rl:${prefix}:u:*`);
    expect(Number(await redis.get(key!))).toBe(6);
    expect(await redis.pttl(key!)).toBeGreaterThan(60_000);
    for (const r of [a, b]) {
      r.limiter.stop();
      await r.close();
    }
  });

  it('a new window starts afresh', async () => {
    let t = 1_000 * 60_000;
    const a = await replica(redis, uniquePrefix('rl'), 1, () => t);
    expect((await a.hit('u')).status).toBe(200);
    expect((await a.hit('u')).status).toBe(429);
    t += 60_000;
    expect((await a.hit('u')).status).toBe(200);
    a.limiter.stop();
    await a.close();
  });

  it('with Redis away, each replica keeps limiting with its own counts', async () => {
    const dead = new Redis('redis://127.0.0.1:1', { maxRetriesPerRequest: 0, retryStrategy: () => null });
    dead.on('error', () => undefined);
    await new Promise((resolve) => dead.once('end', resolve));
    const a = await replica(dead, uniquePrefix('rl'), 2);
    expect((await a.hit('u')).status).toBe(200);
    await a.limiter.flush();
    expect((await a.hit('u')).status).toBe(200);
    await a.limiter.flush();
    expect((await a.hit('u')).status).toBe(429);
    a.limiter.stop();
    await a.close();
  });

  it('the gateway limits API calls per user (429 in Portuguese)', async () => {
    const gw = await startGateway({ RATE_LIMIT_API_MAX: 4 });
    try {
      const token = tokenFor({ id: 777_001, tipo: 'estudante', nome: 'Limite' });
      const statuses: number[] = [];
      // The services are down (503) until the limit is reached: the limiter answers before the proxy.
      for (let i = 0; i < 6; i++) statuses.push((await api(gw.url, 'GET', '/api/redacoes', { token })).status);
      expect(statuses).toEqual([503, 503, 503, 503, 429, 429]);
      const last = await api(gw.url, 'GET', '/api/redacoes', { token });
      expect(last.body.error.code).toBe('rate_limited');
      expect(last.body.error.message).toMatch(/Muitas requisições/);
      // Another user is not affected.
      expect(
        (
          await api(gw.url, 'GET', '/api/redacoes', {
            token: tokenFor({ id: 777_002, tipo: 'estudante', nome: 'Outro' }),
          })
        ).status,
      ).toBe(503);
    } finally {
      await gw.close();
    }
  });
});
