import { Queue } from 'bullmq';
import type { Redis } from 'ioredis';
import { createPool, gaugeAtScrape, registry, watchQueueDepth } from '@argumenta/platform';

// The gauges the alerts read (ops/prometheus/alerts.yml), against the real Redis and PostgreSQL: each is computed at
// scrape time from what is there, so the test puts known jobs and connections there and reads /metrics' values back.
const REDIS_URL = process.env.REDIS_URL ?? 'redis://127.0.0.1:6379';
const prefix = `metrics-test-${process.pid}-${Date.now().toString(36)}`;
const queue = new Queue('correction', { connection: { url: REDIS_URL }, prefix });
let unwatch: () => void = () => undefined;

type Sample = { labels: Record<string, string | number>; value: number };
async function samples(name: string): Promise<Sample[]> {
  const m = (await registry.getMetricsAsJSON()).find((x) => x.name === name);
  return (m?.values ?? []) as Sample[];
}
const valueOf = async (name: string, labels: Record<string, string> = {}) =>
  (await samples(name)).find((s) => Object.entries(labels).every(([k, v]) => s.labels[k] === v))?.value;

afterAll(async () => {
  unwatch();
  await queue.obliterate({ force: true }).catch(() => undefined);
  await queue.close();
});

it('oldest job age per line: the FIFO tail of wait, and the older end of the prioritized set; 0 when empty', async () => {
  unwatch = watchQueueDepth(queue);
  const own = { prefix, queue: 'correction' };
  expect(await valueOf('bullmq_queue_oldest_job_age_seconds', { ...own, state: 'waiting' })).toBe(0);
  const now = Date.now();
  await queue.add('corrigir', {}, { timestamp: now - 120_000 });
  await queue.add('corrigir', {}, { timestamp: now - 5_000 });
  // A batch: the next to run (priority 1) is recent, the lowest priority waited longest.
  await queue.add('corrigir', {}, { priority: 1, timestamp: now - 10_000 });
  await queue.add('corrigir', {}, { priority: 7, timestamp: now - 300_000 });

  const waiting = await valueOf('bullmq_queue_oldest_job_age_seconds', { ...own, state: 'waiting' });
  const prioritized = await valueOf('bullmq_queue_oldest_job_age_seconds', { ...own, state: 'prioritized' });
  expect(waiting).toBeGreaterThanOrEqual(120);
  expect(waiting).toBeLessThan(130);
  expect(prioritized).toBeGreaterThanOrEqual(300);
  expect(prioritized).toBeLessThan(310);
  expect(await valueOf('bullmq_queue_jobs', { ...own, state: 'waiting' })).toBe(2);
  expect(await valueOf('bullmq_queue_jobs', { ...own, state: 'prioritized' })).toBe(2);
});

it('Redis memory: used and maxmemory, as INFO reports them', async () => {
  const info = await ((await queue.backend.client) as unknown as Redis).info('memory');
  const used = await valueOf('redis_memory_used_bytes');
  expect(used).toBeGreaterThan(0);
  expect(await valueOf('redis_memory_max_bytes')).toBe(Number(/^maxmemory:(\d+)/m.exec(info)![1]));
});

it('database pools: open, idle, max and waiting summed over the live pools; an ended pool leaves the sum', async () => {
  const before = (await valueOf('db_pool_connections', { state: 'max' })) ?? 0;
  const pool = createPool(process.env.DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres', 2);
  const held = [await pool.connect(), await pool.connect()];
  const queued = pool.query('SELECT 1');
  expect(await valueOf('db_pool_connections', { state: 'max' })).toBe(before + 2);
  expect(await valueOf('db_pool_connections', { state: 'open' })).toBeGreaterThanOrEqual(2);
  expect(await valueOf('db_pool_connections', { state: 'waiting' })).toBeGreaterThanOrEqual(1);
  held.forEach((c) => c.release());
  await queued;
  expect(await valueOf('db_pool_connections', { state: 'waiting' })).toBe(0);
  await pool.end();
  expect(await valueOf('db_pool_connections', { state: 'max' })).toBe(before);
});

it('a gauge read at scrape time reports the current count', async () => {
  let sockets = 3;
  gaugeAtScrape('test_open_things', 'things open now', () => sockets);
  expect(await valueOf('test_open_things')).toBe(3);
  sockets = 0;
  expect(await valueOf('test_open_things')).toBe(0);
});
