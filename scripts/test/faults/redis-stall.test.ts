import net from 'node:net';
import { jest } from '@jest/globals';
import { Redis } from 'ioredis';
import { createPool, type Pool } from '@argumenta/platform';
import { api, uniquePrefix } from '@argumenta/testkit';
import { actors, type Actor } from '@argumenta/testkit/actors';
import { startPrivateRedis } from '@argumenta/testkit/infra';
import { freePort, type Spawned } from '@argumenta/testkit/processes';
import { booksOf, booksProblems, eventually, holdableModel, openPage, spawnStack, submitEssay } from './stack.js';

/**
 * Redis that does not answer (issue 53, "steady when Redis stalls"): the server is up but silent, as in a failover, a
 * long fork or a network partition — unlike a Redis that is gone (redis-degrade.test.ts), nothing fails fast by itself.
 * Two stalls of a private redis-server (CLIENT PAUSE … ALL: every command waits) of 15 s and 60 s, and a partition of
 * 15 s made by the TCP proxy every process reaches Redis through (bytes dropped both ways, new connections too; once it
 * heals, the connections that lost bytes are cut, as TCP would end them). Meanwhile: logins, the profile and the
 * history answer with a p95 under 1 s; readiness stays 200 (degraded); every submission is answered 202 or a 503 in
 * Portuguese with Retry-After, not held for the stall; an open page's socket is closed and new ones refused (the page
 * polls). Afterwards every accepted essay is corrected and charged once, a refused one left nothing.
 */
jest.setTimeout(420_000);

const SHORT_MS = 15_000;
const LONG_MS = 60_000;
let redis: Awaited<ReturnType<typeof startPrivateRedis>>;
let proxy: Awaited<ReturnType<typeof partitionProxy>>;
let model: Awaited<ReturnType<typeof holdableModel>>;
let pool: Pool;
const procs: Record<'auth' | 'essay' | 'gateway' | 'worker', Spawned> = {} as never;
let make: (tipo: 'estudante') => Promise<Actor>;
// Pages still open when a test fails: closed after all, or their sockets' reconnections keep jest alive.
const pages = new Set<{ close: () => void }>();

/** A TCP proxy to Redis that can drop every byte (a partition), then heal by cutting the connections that lost some. */
async function partitionProxy(targetPort: number) {
  let dropping = false;
  const broken = new Set<net.Socket>();
  const open = new Set<net.Socket>();
  const server = net.createServer((client) => {
    const upstream = net.connect(targetPort, '127.0.0.1');
    const pair = [client, upstream];
    const forward = (from: net.Socket, to: net.Socket) =>
      from.on('data', (chunk: Buffer) => {
        if (!dropping) return void to.write(chunk);
        broken.add(client);
      });
    forward(client, upstream);
    forward(upstream, client);
    const end = () => {
      pair.forEach((s) => s.destroy());
      open.delete(client);
      broken.delete(client);
    };
    for (const s of pair) s.on('error', end).on('close', end);
    open.add(client);
    if (dropping) broken.add(client);
  });
  const port = await freePort();
  await new Promise<void>((r) => server.listen(port, '127.0.0.1', r));
  return {
    url: `redis://127.0.0.1:${port}`,
    drop: () => void (dropping = true),
    heal: () => {
      dropping = false;
      for (const s of broken) s.resetAndDestroy();
      broken.clear();
    },
    close: () => {
      for (const s of open) s.destroy();
      return new Promise<void>((r) => server.close(() => r()));
    },
  };
}

beforeAll(async () => {
  redis = await startPrivateRedis();
  proxy = await partitionProxy(redis.port);
  model = await holdableModel();
  Object.assign(
    procs,
    await spawnStack(
      { DATABASE_URL: process.env.DATABASE_URL!, REDIS_URL: proxy.url, QUEUE_PREFIX: uniquePrefix('faults-stall') },
      model.url,
    ),
  );
  pool = createPool(process.env.DATABASE_URL!, 2);
  make = actors(procs.auth.url);
}, 300_000);

afterAll(async () => {
  model?.release();
  pages.forEach((p) => p.close());
  await Promise.allSettled(Object.values(procs).map((p) => p.stop()));
  await pool?.end().catch(() => undefined);
  await Promise.allSettled([model?.close(), proxy?.close(), redis?.close()]);
});

/** Pauses every client of the private Redis (the test's own connection goes straight to it, not through the proxy). */
async function pauseRedis(ms: number) {
  const admin = new Redis(redis.url, { maxRetriesPerRequest: 1 });
  await admin.call('CLIENT', 'PAUSE', String(ms), 'ALL');
  admin.disconnect();
}

const readiness = async (url: string) => (await fetch(`${url}/readyz`)).status;
const status = async (token: string, id: number) =>
  (await api(procs.gateway.url, 'GET', `/api/redacoes/${id}/status`, { token })).body?.data?.status as
    string | undefined;
const timed = async <T>(call: () => Promise<T>) => {
  const t = performance.now();
  const result = await call();
  return { result, ms: performance.now() - t };
};
const p95 = (values: number[]) =>
  [...values].sort((a, b) => a - b)[Math.max(0, Math.ceil(values.length * 0.95) - 1)] ?? 0;

/**
 * One stall: an essay in flight and its page open when it starts; while it lasts, one client logs in and reads its
 * profile and history back to back, another checks readiness, submits and opens a socket, once a second. Then the
 * end, and the books.
 */
async function throughStall(stall: { start: () => Promise<void> | void; ends: () => Promise<void> | void }) {
  const student = await make('estudante');
  model.hold();
  const flying = await submitEssay(procs.gateway.url, student.token);
  expect(flying.status).toBe(202);
  const flyingId = flying.body.data.redacao_id as number;
  await eventually(async () => (await status(student.token, flyingId)) === 'processando', 'correção em andamento');
  const page = await openPage(procs.gateway.url, student.token);
  pages.add(page);
  const final = page.follow('correction', flyingId);

  await stall.start();
  // The model answers during the stall: the worker's writes to Redis wait with everything else.
  model.release();
  let over = false;
  const ended = Promise.resolve(stall.ends()).then(() => void (over = true));
  const reads: Record<'login' | 'perfil' | 'historico', { status: number; ms: number }[]> = {
    login: [],
    perfil: [],
    historico: [],
  };
  const readLoop = (async () => {
    while (!over) {
      const login = await timed(() =>
        api(procs.gateway.url, 'POST', '/api/auth/login', { body: { email: student.email, password: 'segredo1' } }),
      );
      reads.login.push({ status: login.result.status, ms: login.ms });
      const token = (login.result.body?.data?.token as string | undefined) ?? student.token;
      const perfil = await timed(() => api(procs.gateway.url, 'GET', '/api/auth/perfil', { token }));
      reads.perfil.push({ status: perfil.result.status, ms: perfil.ms });
      const historico = await timed(() => api(procs.gateway.url, 'GET', '/api/redacoes?page=1&limit=12', { token }));
      reads.historico.push({ status: historico.result.status, ms: historico.ms });
    }
  })();
  const ready: number[] = [];
  const sent: { status: number; message?: string; retryAfter: string | null; ms: number; id?: number }[] = [];
  const handshakes: number[] = [];
  const sideLoop = (async () => {
    while (!over) {
      ready.push(...(await Promise.all([readiness(procs.gateway.url), readiness(procs.essay.url)])));
      const s = await timed(() => submitEssay(procs.gateway.url, student.token));
      sent.push({
        status: s.result.status,
        message: s.result.body?.error?.message,
        retryAfter: s.result.headers.get('retry-after'),
        ms: s.ms,
        id: s.result.body?.data?.redacao_id,
      });
      handshakes.push((await fetch(`${procs.gateway.url}/socket.io/?EIO=4&transport=polling`)).status);
      await Promise.race([ended, new Promise((r) => setTimeout(r, 1000))]);
    }
  })();
  await Promise.all([ended, readLoop, sideLoop]);

  const figures = Object.fromEntries(
    Object.entries(reads).map(([k, v]) => [
      k,
      { n: v.length, p95: Math.round(p95(v.map((x) => x.ms))), max: Math.round(Math.max(...v.map((x) => x.ms))) },
    ]),
  );
  console.log(
    `durante a parada: ${JSON.stringify(figures)}; envios ${JSON.stringify(sent.map((s) => `${s.status}/${Math.round(s.ms)}ms`))}; prontidão ${JSON.stringify(ready)}; sockets ${JSON.stringify(handshakes)}`,
  );
  for (const [what, list] of Object.entries(reads)) {
    expect({ what, statuses: list.map((x) => x.status) }).toEqual({ what, statuses: list.map(() => 200) });
    expect({ what, p95: p95(list.map((x) => x.ms)) < 1000 }).toEqual({ what, p95: true });
  }
  expect(ready.every((s) => s === 200)).toBe(true);
  for (const s of sent) {
    if (s.status === 202) continue;
    expect({ status: s.status, retryAfter: s.retryAfter }).toEqual({ status: 503, retryAfter: '5' });
    expect(s.message).toMatch(/indisponível.*nenhum crédito foi usado/i);
  }
  // Answered, not held until Redis came back.
  expect(sent.filter((s) => s.ms > 5_000)).toEqual([]);
  // Live progress degraded: the open page's socket was closed and new ones refused (the page polled meanwhile).
  expect(page.seen.disconnects).toBeGreaterThan(0);
  expect(handshakes).toContain(503);

  // After: the page hears the end, everything accepted is corrected and charged once.
  expect(await final).toEqual({ kind: 'completed' });
  await eventually(
    async () =>
      (await readiness(procs.gateway.url)) === 200 &&
      (await fetch(`${procs.gateway.url}/readyz`).then((r) => r.json() as Promise<{ status: string }>)).status ===
        'ready',
    'gateway pronto sem pendências',
  );
  const accepted = [flyingId, ...sent.filter((s) => s.status === 202).map((s) => s.id!)];
  const after = await eventually(async () => {
    const res = await submitEssay(procs.gateway.url, student.token);
    return res.status === 202 ? res : undefined;
  }, 'envio aceito depois da parada');
  accepted.push(after.body.data.redacao_id as number);
  for (const id of accepted)
    await eventually(async () => (await status(student.token, id)) === 'concluida', `redação ${id} corrigida`, 180_000);
  page.close();
  pages.delete(page);
  const books = await booksOf(pool, student.id);
  expect(books.essays.map((e) => [e.redacao_id, e.status]).sort()).toEqual(
    accepted.map((id) => [id, 'concluida']).sort(),
  );
  expect(booksProblems(books)).toEqual([]);
  expect(books.ledger.filter((m) => m.tipo === 'confirmacao')).toHaveLength(accepted.length);
}

const until = (ms: number) => () => new Promise<void>((r) => setTimeout(r, ms));

it(`Redis paused for ${SHORT_MS / 1000} s: logins and reads answer, submissions are answered, nothing lost or charged twice`, async () => {
  await throughStall({ start: () => pauseRedis(SHORT_MS), ends: until(SHORT_MS) });
});

it(`Redis paused for ${LONG_MS / 1000} s: the same`, async () => {
  await throughStall({ start: () => pauseRedis(LONG_MS), ends: until(LONG_MS) });
});

it(`Redis behind a partition for ${SHORT_MS / 1000} s (every byte dropped, then the connections cut): the same`, async () => {
  await throughStall({
    start: () => proxy.drop(),
    ends: async () => {
      await until(SHORT_MS)();
      proxy.heal();
    },
  });
});
