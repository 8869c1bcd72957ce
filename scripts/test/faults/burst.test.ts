import { jest } from '@jest/globals';
import { createPool, type Pool } from '@argumenta/platform';
import { testJwt, tokenFor, uniquePrefix } from '@argumenta/testkit';
import { startPrivateRedis } from '@argumenta/testkit/infra';
import type { Spawned } from '@argumenta/testkit/processes';
import { spawnAuthService, spawnEssayService, spawnGateway, submitEssay, type StackEnv } from './stack.js';

/**
 * A class's burst of submissions through the real gateway (issue 53, "Fast under the burst"): every student sent at
 * the same instant gets a 202, none a 5xx. The gateway's connections to the essay service used to carry a 1 s idle
 * timeout that also ran while a connection was being opened: under a burst the opening took longer than that and the
 * submission was answered 504 "O serviço demorou demais" after ~1 s, while the service was answering others with 202.
 * Real processes (auth, essay service, gateway) on the test database and a private Redis; no worker, so the jobs
 * only wait in the queue.
 */
jest.setTimeout(240_000);

const STUDENTS = Number(process.env.BURST_STUDENTS ?? 1000);
let redis: Awaited<ReturnType<typeof startPrivateRedis>>;
let pool: Pool;
const procs: Record<'auth' | 'essay' | 'gateway', Spawned> = {} as never;

beforeAll(async () => {
  redis = await startPrivateRedis();
  const env: StackEnv = {
    DATABASE_URL: process.env.DATABASE_URL!,
    REDIS_URL: redis.url,
    QUEUE_PREFIX: uniquePrefix('faults-burst'),
    AUTH_SERVICE_URL: 'http://127.0.0.1:9',
  };
  procs.auth = await spawnAuthService({ ...env, JWT_PRIVATE_KEY: testJwt.privateKey });
  env.AUTH_SERVICE_URL = procs.auth.url;
  procs.essay = await spawnEssayService(env);
  procs.gateway = await spawnGateway({ ...env, ESSAY_SERVICE_URL: procs.essay.url, RATE_LIMIT_API_MAX: '100000' });
  pool = createPool(process.env.DATABASE_URL!, 2);
}, 300_000);

afterAll(async () => {
  await Promise.allSettled(Object.values(procs).map((p) => p.stop()));
  await pool?.end().catch(() => undefined);
  await redis?.close();
});

it(`${STUDENTS} students submitting at the same instant: every one answered 202, each essay stored and charged once`, async () => {
  // Straight into the auth schema: creating them through the API would hash a password each (minutes, not the point).
  const tag = uniquePrefix('rajada');
  const { rows } = await pool.query<{ id: number; nome: string }>(
    `INSERT INTO auth.usuarios (nome, email, senha_hash, tipo) SELECT 'Estudante ' || i, $1 || '-' || i || '@teste.com', 'x', 'estudante' FROM generate_series(1, $2) i RETURNING id, nome`,
    [tag, STUDENTS],
  );
  const sent = await Promise.all(
    rows.map((u) => submitEssay(procs.gateway.url, tokenFor({ id: u.id, tipo: 'estudante', nome: u.nome }))),
  );

  const statuses = new Map<string, number>();
  for (const r of sent) {
    const key = r.status === 202 ? '202' : `${r.status} ${r.body?.error?.message ?? ''}`;
    statuses.set(key, (statuses.get(key) ?? 0) + 1);
  }
  expect(Object.fromEntries(statuses)).toEqual({ 202: STUDENTS });
  const ids = rows.map((u) => u.id);
  const essays = await pool.query<{ n: number }>(
    'SELECT count(*)::int AS n FROM essay.redacoes WHERE usuario_id = ANY($1)',
    [ids],
  );
  const reservations = await pool.query<{ n: number }>(
    "SELECT count(*)::int AS n FROM auth.movimentos_credito WHERE usuario_id = ANY($1) AND tipo = 'reserva'",
    [ids],
  );
  expect({ essays: essays.rows[0]!.n, reservations: reservations.rows[0]!.n }).toEqual({
    essays: STUDENTS,
    reservations: STUDENTS,
  });
});
