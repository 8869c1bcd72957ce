import { jest } from '@jest/globals';
import { Redis } from 'ioredis';
import pg from 'pg';
import { generationKey, livenessKey } from '@argumenta/platform';
import { api, REDIS_URL, testJwt, uniquePrefix } from '@argumenta/testkit';
import { actors } from '@argumenta/testkit/actors';
import { startFakeOpenAI, validCompetencyReply } from '@argumenta/testkit/fake-openai';
import { startPrivatePgBouncer, startPrivatePostgres } from '@argumenta/testkit/infra';
import type { Spawned } from '@argumenta/testkit/processes';
import {
  eventually,
  spawnAuthService,
  spawnCorrectionWorker,
  spawnEssayService,
  spawnGateway,
  submitEssay,
  type StackEnv,
} from './faults/stack.js';

/**
 * The stack behind PgBouncer in transaction mode (issue 37, "A connection budget"): queries go through the pooler
 * (DATABASE_URL), migrations and LISTEN through DATABASE_DIRECT_URL. Two auth replicas migrate at once (the session
 * advisory lock), an essay is submitted and corrected, the named-statement reads (status poll, history) run
 * concurrently on many client connections over few server ones, a change committed through the pooler reaches the
 * listeners, and PostgreSQL sees no more connections than the pool plus the listeners. A private PostgreSQL cluster
 * and a private PgBouncer; the machine's servers are never touched.
 */
jest.setTimeout(240_000);

const POOL_SIZE = 4;
let server: Awaited<ReturnType<typeof startPrivatePostgres>>;
let bouncer: Awaited<ReturnType<typeof startPrivatePgBouncer>>;
let fake: Awaited<ReturnType<typeof startFakeOpenAI>>;
const procs: Spawned[] = [];
const redis = new Redis(REDIS_URL, { maxRetriesPerRequest: 1 });
const prefix = uniquePrefix('pgbouncer');
let gateway: Spawned;
let auth: Spawned;

beforeAll(async () => {
  server = await startPrivatePostgres({ databases: ['argumenta'] });
  bouncer = await startPrivatePgBouncer({ port: server.port }, { poolSize: POOL_SIZE });
  fake = await startFakeOpenAI(async (body) => ({
    kind: 'json',
    body: validCompetencyReply(body.messages.map((m) => m.content).join('\n')),
  }));
  const env: StackEnv & { DATABASE_DIRECT_URL: string } = {
    DATABASE_URL: bouncer.url('argumenta'),
    DATABASE_DIRECT_URL: server.url('argumenta'),
    REDIS_URL,
    QUEUE_PREFIX: prefix,
    AUTH_SERVICE_URL: 'http://127.0.0.1:9',
  };
  // Two replicas migrating the same schema at once: the lock must hold on the direct connections.
  const auths = await Promise.all([0, 1].map(() => spawnAuthService({ ...env, JWT_PRIVATE_KEY: testJwt.privateKey })));
  procs.push(...auths);
  auth = auths[0]!;
  env.AUTH_SERVICE_URL = auth.url;
  const essay = await spawnEssayService(env);
  procs.push(essay);
  const [gw, worker] = await Promise.all([
    spawnGateway({ ...env, ESSAY_SERVICE_URL: essay.url, RATE_LIMIT_API_MAX: '100000' }),
    spawnCorrectionWorker({ ...env, OPENAI_BASE_URL: fake.url }),
  ]);
  gateway = gw;
  procs.push(gw, worker);
}, 300_000);

afterAll(async () => {
  await Promise.allSettled(procs.map((p) => p.stop()));
  await Promise.allSettled([fake?.close(), bouncer?.close()]);
  await server?.close();
  redis.disconnect();
});

const direct = async <T extends pg.QueryResultRow>(sql: string, values: unknown[] = []) => {
  const c = new pg.Client({ connectionString: server.url('argumenta') });
  await c.connect();
  try {
    return (await c.query<T>(sql, values)).rows;
  } finally {
    await c.end();
  }
};

it('migrations once under two replicas, queries through the pooler, LISTEN on the direct connection, within the connection budget', async () => {
  // Each migration applied exactly once although two replicas started together.
  const migrations = await direct<{ nome: string; n: number }>(
    'SELECT nome, count(*)::int AS n FROM auth.schema_migrations GROUP BY nome HAVING count(*) > 1',
  );
  expect(migrations).toEqual([]);
  expect(procs.map((p) => p.output()).join('\n')).not.toMatch(/prepared statement|migração .* falhou/);

  // An essay submitted and corrected through the pooler.
  const student = await actors(auth.url)('estudante');
  const sent = await submitEssay(gateway.url, student.token);
  expect(sent.status).toBe(202);
  const id = sent.body.data.redacao_id as number;
  await eventually(
    async () =>
      (await api(gateway.url, 'GET', `/api/redacoes/${id}/status`, { token: student.token })).body.data.status ===
      'concluida',
    'redação corrigida através do PgBouncer',
  );

  // The named-statement reads (status poll, history), many at once over few server connections: each answers.
  const reads = await Promise.all(
    Array.from({ length: 60 }, (_, i) =>
      api(
        gateway.url,
        'GET',
        i % 2 ? `/api/redacoes/${id}/status?n=${i}` : `/api/redacoes?page=1&limit=12&busca=${i % 3 ? '' : 'a'}`,
        { token: student.token },
      ),
    ),
  );
  expect(reads.map((r) => r.status)).toEqual(reads.map(() => 200));

  // LISTEN: both services' listeners are live, and a change committed through the pooler renews the user's generation.
  expect(await redis.exists(livenessKey(prefix, 'auth'), livenessKey(prefix, 'essay'))).toBe(2);
  const before = await redis.get(generationKey(prefix, student.id));
  const pooled = new pg.Client({ connectionString: bouncer.url('argumenta') });
  await pooled.connect();
  await pooled.query("UPDATE auth.usuarios SET nome = nome || ' B' WHERE id = $1", [student.id]);
  await pooled.end();
  await eventually(
    async () => (await redis.get(generationKey(prefix, student.id))) !== before,
    'geração renovada pela notificação',
  );
  const perfil = await api(gateway.url, 'GET', '/api/auth/perfil', { token: student.token });
  expect(perfil.body.data.nome).toMatch(/ B$/);

  // The budget: PostgreSQL sees at most the pooler's server connections and the three listeners (plus this query).
  const [{ n }] = (await direct<{ n: number }>(
    "SELECT count(*)::int AS n FROM pg_stat_activity WHERE datname = 'argumenta' AND backend_type = 'client backend'",
  )) as [{ n: number }];
  console.log(
    `conexões no PostgreSQL: ${n} (pool do PgBouncer ${POOL_SIZE}, ouvintes 3, esta consulta 1); processos: ${procs.length}`,
  );
  expect(n).toBeLessThanOrEqual(POOL_SIZE + 3 + 1);
});
