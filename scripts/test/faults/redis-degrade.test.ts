import { jest } from '@jest/globals';
import { createPool, type Pool } from '@argumenta/platform';
import { api, uniquePrefix } from '@argumenta/testkit';
import { actors, type Actor } from '@argumenta/testkit/actors';
import { startPrivateRedis } from '@argumenta/testkit/infra';
import type { Spawned } from '@argumenta/testkit/processes';
import { booksOf, booksProblems, eventually, holdableModel, openPage, spawnStack, submitEssay } from './stack.js';

/**
 * Redis away for 30 s (issue 37, "Degrade instead of falling over"): the gateway and the essay service stay ready
 * (readiness = can serve), logins, the profile, the history and the feedback keep answering, submissions and live
 * progress answer a 503 in Portuguese, and nothing is lost once Redis is back: an essay whose job died with Redis is
 * corrected, every credit is settled. A private redis-server (the machine's is never stopped); the test database.
 */
jest.setTimeout(240_000);

const OUTAGE_MS = Number(process.env.REDIS_OUTAGE_MS ?? 30_000);
let redis: Awaited<ReturnType<typeof startPrivateRedis>>;
let model: Awaited<ReturnType<typeof holdableModel>>;
let pool: Pool;
const procs: Record<'auth' | 'essay' | 'gateway' | 'worker', Spawned> = {} as never;
let make: (tipo: 'estudante') => Promise<Actor>;

beforeAll(async () => {
  redis = await startPrivateRedis();
  model = await holdableModel();
  Object.assign(
    procs,
    await spawnStack(
      { DATABASE_URL: process.env.DATABASE_URL!, REDIS_URL: redis.url, QUEUE_PREFIX: uniquePrefix('faults-redis') },
      model.url,
    ),
  );
  pool = createPool(process.env.DATABASE_URL!, 2);
  make = actors(procs.auth.url);
}, 300_000);

afterAll(async () => {
  model?.release();
  await Promise.allSettled(Object.values(procs).map((p) => p.stop()));
  await pool?.end().catch(() => undefined);
  await Promise.allSettled([model?.close(), redis?.close()]);
});

const readiness = async (url: string) => {
  const res = await fetch(`${url}/readyz`);
  return { status: res.status, body: (await res.json()) as { status: string; checks: Record<string, string> } };
};

const status = async (token: string, id: number) =>
  (await api(procs.gateway.url, 'GET', `/api/redacoes/${id}/status`, { token })).body?.data?.status as
    string | undefined;

it('Redis away for 30 s: reads and logins answer, submissions and live progress a 503 in Portuguese, nothing lost when it returns', async () => {
  const student = await make('estudante');
  // One essay corrected before the outage: its feedback must stay readable.
  const done = await submitEssay(procs.gateway.url, student.token);
  expect(done.status).toBe(202);
  const doneId = done.body.data.redacao_id as number;
  await eventually(
    async () => (await status(student.token, doneId)) === 'concluida',
    'redação corrigida antes da queda',
  );

  // One in flight when Redis goes away (its job dies with Redis's memory).
  // While held, the model does not answer: a correction stays in flight when Redis goes away.
  model.hold();
  const page = await openPage(procs.gateway.url, student.token);
  const flying = await submitEssay(procs.gateway.url, student.token);
  expect(flying.status).toBe(202);
  const flyingId = flying.body.data.redacao_id as number;
  await eventually(async () => (await status(student.token, flyingId)) === 'processando', 'correção em andamento');
  const final = page.follow('correction', flyingId);

  await redis.stop();
  const downAt = Date.now();
  // The open page's socket is closed (it polls meanwhile) and new ones are refused with a 503 in Portuguese.
  await eventually(() => page.seen.disconnects > 0, 'socket da página fechado na queda');
  const checks: Record<string, number[]> = {
    login: [],
    perfil: [],
    historico: [],
    feedback: [],
    status: [],
    gatewayReady: [],
    essayReady: [],
  };
  const refusals: { what: string; status: number; message?: string }[] = [];
  do {
    const login = await api(procs.gateway.url, 'POST', '/api/auth/login', {
      body: { email: student.email, password: 'segredo1' },
    });
    checks.login!.push(login.status);
    const token = login.body?.data?.token ?? student.token;
    checks.perfil!.push((await api(procs.gateway.url, 'GET', '/api/auth/perfil', { token })).status);
    checks.historico!.push((await api(procs.gateway.url, 'GET', '/api/redacoes?page=1&limit=12', { token })).status);
    checks.feedback!.push((await api(procs.gateway.url, 'GET', `/api/redacoes/${doneId}/feedback`, { token })).status);
    checks.status!.push((await api(procs.gateway.url, 'GET', `/api/redacoes/${flyingId}/status`, { token })).status);
    const [gw, essay] = await Promise.all([readiness(procs.gateway.url), readiness(procs.essay.url)]);
    checks.gatewayReady!.push(gw.status);
    checks.essayReady!.push(essay.status);
    const sent = await submitEssay(procs.gateway.url, token);
    refusals.push({ what: 'envio', status: sent.status, message: sent.body?.error?.message });
    const socket = await fetch(`${procs.gateway.url}/socket.io/?EIO=4&transport=polling`);
    refusals.push({
      what: 'socket',
      status: socket.status,
      message: ((await socket.json().catch(() => ({}))) as { error?: { message?: string } }).error?.message,
    });
    await new Promise((r) => setTimeout(r, 1000));
  } while (Date.now() - downAt < OUTAGE_MS);
  const gatewayDuring = await readiness(procs.gateway.url);

  await redis.start();
  console.log(
    `Redis fora por ${((Date.now() - downAt) / 1000).toFixed(1)} s: ${JSON.stringify(checks)}; recusas ${JSON.stringify(refusals.map((r) => `${r.what}:${r.status}`))}`,
  );
  for (const [what, statuses] of Object.entries(checks))
    expect({ what, statuses }).toEqual({ what, statuses: statuses.map(() => 200) });
  expect(gatewayDuring.body.status).toBe('degraded');
  expect(gatewayDuring.body.checks.redis).not.toBe('ok');
  for (const r of refusals) {
    expect(r.status).toBe(503);
    expect(r.message).toMatch(r.what === 'envio' ? /indisponível.*nenhum crédito foi usado/i : /ao vivo indisponível/i);
  }

  // Back: the essay in flight is corrected (its job enqueued again), the page hears the end, submissions are accepted.
  model.release();
  await eventually(
    async () => (await readiness(procs.gateway.url)).body.status === 'ready',
    'gateway pronto sem pendências',
  );
  expect(await final).toEqual({ kind: 'completed' });
  const after = await eventually(async () => {
    const res = await submitEssay(procs.gateway.url, student.token);
    return res.status === 202 ? res : undefined;
  }, 'envio aceito depois da volta');
  const afterId = after.body.data.redacao_id as number;
  await eventually(
    async () => (await status(student.token, afterId)) === 'concluida',
    'redação enviada depois da volta corrigida',
  );
  await eventually(async () => page.socket.connected, 'socket da página reconectado');
  page.close();
  const books = await booksOf(pool, student.id);
  expect(books.essays.map((e) => [e.redacao_id, e.status])).toEqual([
    [doneId, 'concluida'],
    [flyingId, 'concluida'],
    [afterId, 'concluida'],
  ]);
  expect(booksProblems(books)).toEqual([]);
  expect(books.ledger.filter((m) => m.tipo === 'confirmacao')).toHaveLength(3);
});
