import { jest } from '@jest/globals';
import sharp from 'sharp';
import { createPool, type Pool } from '@argumenta/platform';
import { api, uniquePrefix } from '@argumenta/testkit';
import { actors, type Actor } from '@argumenta/testkit/actors';
import { startFakeOpenAI, validCompetencyReply } from '@argumenta/testkit/fake-openai';
import { startPrivatePostgres, startPrivateRedis } from '@argumenta/testkit/infra';
import type { Spawned } from '@argumenta/testkit/processes';
import { booksOf, booksProblems, eventually, spawnStack, submitEssay } from './stack.js';

/**
 * Redis and PostgreSQL restarted under a burst of submissions (issue 14, Faults). The machine's shared servers are
 * never touched: this file starts its own redis-server (no persistence, as deployed: a restart loses the queue) and
 * its own PostgreSQL cluster, points a stack of real processes at them (auth, essay, gateway, correction worker) and
 * crashes them. Waits are generous; the recovery times are printed, never asserted.
 */
jest.setTimeout(180_000);

let redis: Awaited<ReturnType<typeof startPrivateRedis>>;
let pg: Awaited<ReturnType<typeof startPrivatePostgres>>;
let fake: Awaited<ReturnType<typeof startFakeOpenAI>>;
let pool: Pool;
const procs: Record<'auth' | 'essay' | 'gateway' | 'worker', Spawned> = {} as never;
let make: (tipo: 'estudante') => Promise<Actor>;
let modelDelayMs = 200;

beforeAll(async () => {
  [redis, pg] = await Promise.all([startPrivateRedis(), startPrivatePostgres()]);
  fake = await startFakeOpenAI(async (body) => {
    // A model that takes a moment: corrections are in flight when the servers go away.
    await new Promise((r) => setTimeout(r, modelDelayMs));
    return { kind: 'json', body: validCompetencyReply(body.messages.map((m) => m.content).join('\n')) };
  });
  Object.assign(
    procs,
    await spawnStack(
      { DATABASE_URL: pg.url(), REDIS_URL: redis.url, QUEUE_PREFIX: uniquePrefix('faults-infra') },
      fake.url,
      { RECONCILE_INTERVAL_MS: '3000', RECONCILE_MIN_AGE_SECONDS: '10' },
    ),
  );
  pool = createPool(pg.url(), 3);
  make = actors(procs.auth.url);
}, 300_000);

afterAll(async () => {
  // FAULTS_LOG_DIR=<dir>: keep each process's log there, to read what it did during the outages.
  if (process.env.FAULTS_LOG_DIR)
    for (const [name, p] of Object.entries(procs))
      (await import('node:fs')).writeFileSync(`${process.env.FAULTS_LOG_DIR}/${name}.log`, p.output());
  await Promise.allSettled(Object.values(procs).map((p) => p.stop()));
  await pool?.end().catch(() => undefined);
  await Promise.allSettled([fake?.close(), redis?.close(), pg?.close()]);
});

const readiness = async () => {
  const ready = async (url: string) => (await fetch(`${url}/readyz`).catch(() => null))?.status === 200;
  return {
    gateway: await ready(procs.gateway.url),
    auth: await ready(procs.auth.url),
    essay: await ready(procs.essay.url),
    worker: await ready(procs.worker.url),
  };
};

/** Back to normal, not just ready: a degraded service (Redis not yet back for it) answers 200 but refuses submissions. */
const backToNormal = async () => {
  const normal = async (url: string) => {
    const res = await fetch(`${url}/readyz`).catch(() => null);
    return (
      res?.status === 200 && ((await res.json().catch(() => null)) as { status?: string } | null)?.status !== 'degraded'
    );
  };
  return {
    gateway: await normal(procs.gateway.url),
    auth: await normal(procs.auth.url),
    essay: await normal(procs.essay.url),
    worker: await normal(procs.worker.url),
  };
};

type Sent = {
  status: number | 'erro de conexão';
  message?: string;
  redacaoId?: number;
  phase: 'antes' | 'durante' | 'depois';
};

/**
 * A burst: one submission per student, one after another, while a server crashes and comes back; it goes on after the
 * recovery so that submissions are seen before, during and after. Returns what each student was answered.
 */
async function burst(
  students: Actor[],
  outage: { stop: () => Promise<void>; start: () => Promise<void> },
  notReady: (r: Awaited<ReturnType<typeof readiness>>) => boolean,
  whileDown?: () => Promise<void>,
  minOutageMs = 0,
) {
  const sent: Sent[] = [];
  let phase: Sent['phase'] = 'antes';
  const submitting = (async () => {
    for (const s of students) {
      if (sent.filter((x) => x.phase === 'depois').length >= 4) break;
      const at = phase;
      const res = await submitEssay(procs.gateway.url, s.token).catch(() => null);
      sent.push(
        res
          ? { status: res.status, message: res.body?.error?.message, redacaoId: res.body?.data?.redacao_id, phase: at }
          : { status: 'erro de conexão', phase: at },
      );
      await new Promise((r) => setTimeout(r, phase === 'durante' ? 400 : 150));
    }
  })();
  await eventually(() => sent.length >= 3, 'envios antes da queda');
  await outage.stop();
  phase = 'durante';
  const downAt = Date.now();
  // Not ready while it is down, and submissions meanwhile are refused.
  const seenDown = await eventually(async () => {
    const r = await readiness();
    return notReady(r) ? r : undefined;
  }, 'serviços sem prontidão durante a queda');
  await whileDown?.();
  await eventually(() => sent.filter((x) => x.phase === 'durante').length >= 3, 'envios durante a queda');
  await new Promise((r) => setTimeout(r, Math.max(0, minOutageMs - (Date.now() - downAt))));
  await outage.start();
  const upAt = Date.now();
  let last = {};
  await eventually(
    async () => Object.values((last = await backToNormal())).every(Boolean),
    'serviços prontos de novo',
    90_000,
    100,
  ).catch((err: Error) => {
    throw new Error(`${err.message}: ${JSON.stringify(last)}`);
  });
  const recovered = (Date.now() - upAt) / 1000;
  phase = 'depois';
  await submitting;
  return { sent, seenDown, recovered, outage: (upAt - downAt) / 1000 };
}

/** Every accepted essay ends corrected; nothing else was written; every credit is settled. */
async function expectBooks(students: Actor[], sent: Sent[]) {
  for (const [i, a] of sent.entries()) {
    const s = students[i]!;
    const books = await eventually(async () => {
      const b = await booksOf(pool, s.id);
      return b.essays.every((e) => e.status === 'concluida') && booksProblems(b).length === 0 ? b : undefined;
    }, `redação da estudante ${i} (${a.status}) corrigida e cobrada`);
    if (a.status === 202) {
      expect(books.essays).toEqual([
        { redacao_id: a.redacaoId, status: 'concluida', correcoes: [expect.objectContaining({ status: 'concluida' })] },
      ]);
      expect(books.ledger.map((m) => m.tipo)).toEqual(['inicial', 'reserva', 'confirmacao']);
    } else {
      // Refused: no essay, no correction, no credit kept. One in flight when the database went away may have had its
      // credit reserved before the essay could be stored: that reservation was given back once the database returned.
      expect(books.essays).toEqual([]);
      expect([['inicial'], ['inicial', 'reserva', 'estorno']]).toContainEqual(books.ledger.map((m) => m.tipo));
    }
  }
}

/**
 * A burst through one outage: the services said they were not ready while it lasted, every refusal was a 503 in
 * Portuguese, everything sent after the recovery was accepted, and the books hold.
 */
async function crashUnderBurst(
  name: string,
  server: Parameters<typeof burst>[1],
  notReady: Parameters<typeof burst>[2],
  whileDown?: () => Promise<void>,
  minOutageMs?: number,
) {
  const students = await Promise.all(Array.from({ length: 40 }, () => make('estudante')));
  const r = await burst(students, server, notReady, whileDown, minOutageMs);
  console.log(
    `${name}: fora por ${r.outage.toFixed(1)} s; prontidão durante a queda ${JSON.stringify(r.seenDown)}; todos prontos ${r.recovered.toFixed(1)} s depois da volta; respostas ${JSON.stringify(r.sent.map((x) => `${x.phase}:${x.status}`))}`,
  );
  const refused = r.sent.filter((x) => x.status !== 202);
  expect(refused.length).toBeGreaterThan(0);
  for (const x of refused) {
    expect(x.status).toBe(503);
    expect(x.message).toMatch(/indisponível.*tente novamente/i);
  }
  const after = r.sent.filter((x) => x.phase === 'depois');
  expect(after.length).toBeGreaterThan(0);
  expect(after.map((x) => x.status)).toEqual(after.map(() => 202));
  await expectBooks(students, r.sent);
}

it('Redis crashes and restarts empty during a burst: not ready meanwhile, 503 in Portuguese, recovers alone, every accepted essay corrected', async () => {
  // A photo sent for transcription while Redis is away is refused too, before anything is stored or charged.
  const photographer = await make('estudante');
  const photo = await sharp({ create: { width: 900, height: 600, channels: 3, background: '#ffffff' } })
    .jpeg()
    .toBuffer();
  let photoAnswer: { status: number; message?: string } | undefined;
  // Readiness means "can serve": the gateway and the essay service stay in their Services (logins and reads do not
  // need Redis; redis-degrade.test.ts), only the workers, which can do nothing without it, go unready.
  await crashUnderBurst(
    'Redis',
    redis,
    (x) => x.gateway && x.essay && !x.worker,
    async () => {
      const form = new FormData();
      form.set('arquivo', new Blob([photo], { type: 'image/jpeg' }), 'foto.jpg');
      const res = await api(procs.gateway.url, 'POST', '/api/transcricao', { token: photographer.token, body: form });
      photoAnswer = { status: res.status, message: res.body?.error?.message };
    },
  );
  // The jobs the restart erased were enqueued again as soon as Redis answered (the periodic pass only takes rows
  // older than RECONCILE_MIN_AGE_SECONDS, which these were not yet).
  const passes = procs.essay
    .output()
    .split('\n')
    .filter((l) => l.includes('fila de volta: tarefas reconciliadas'));
  expect(passes.some((l) => (JSON.parse(l) as { requeued: number }).requeued > 0)).toBe(true);
  expect(photoAnswer?.status).toBe(503);
  expect(photoAnswer?.message).toMatch(/indisponível.*nenhum crédito foi usado/i);
  const books = await booksOf(pool, photographer.id);
  expect(books.transcriptions).toEqual([]);
  expect(books.ledger.map((m) => m.tipo)).toEqual(['inicial']);
});

it('PostgreSQL crashes and restarts during a burst: not ready meanwhile, 503 in Portuguese, recovers alone, every accepted essay corrected', async () => {
  // Down for longer than a job's three attempts (2 s and 4 s backoff): a correction in flight fails for good without
  // being able to write that down, and the reconciler must run it again.
  modelDelayMs = 2000;
  // One submission is made to be in flight at the crash: its credit is reserved, then its essay waits on a lock until
  // the database goes away. It is refused, and the reservation that had landed comes back once the database returns.
  const caught = await make('estudante');
  let inFlight: Promise<Awaited<ReturnType<typeof submitEssay>>> | undefined;
  const crashMidSubmission = {
    stop: async () => {
      const locker = await pool.connect();
      locker.on('error', () => undefined); // the crash cuts it
      await locker.query('BEGIN');
      await locker.query('LOCK TABLE essay.redacoes IN SHARE ROW EXCLUSIVE MODE');
      try {
        inFlight = submitEssay(procs.gateway.url, caught.token);
        await eventually(
          async () => (await booksOf(pool, caught.id)).ledger.some((m) => m.tipo === 'reserva'),
          'crédito reservado antes da queda',
        );
        await eventually(
          async () =>
            (await pool.query(`SELECT 1 FROM pg_locks WHERE NOT granted AND relation = 'essay.redacoes'::regclass`))
              .rowCount! > 0,
          'redação à espera do bloqueio',
        );
        await pg.stop();
      } finally {
        locker.release(true);
      }
    },
    start: () => pg.start(),
  };
  await crashUnderBurst('PostgreSQL', crashMidSubmission, (x) => !x.auth && !x.essay && !x.worker, undefined, 10_000);
  modelDelayMs = 200;
  const refused = (await inFlight)!;
  expect(refused.status).toBe(503);
  expect(refused.body?.error?.message).toMatch(/indisponível.*tente novamente/i);
  const given = await eventually(async () => {
    const b = await booksOf(pool, caught.id);
    return b.ledger.some((m) => m.tipo === 'estorno') ? b : undefined;
  }, 'crédito da redação recusada devolvido');
  expect(given.essays).toEqual([]);
  expect(given.ledger.map((m) => m.tipo)).toEqual(['inicial', 'reserva', 'estorno']);
  expect(booksProblems(given)).toEqual([]);
  // The stack still works end to end after both crashes.
  const late = await make('estudante');
  const sent = await submitEssay(procs.gateway.url, late.token);
  expect(sent.status).toBe(202);
  await eventually(
    async () =>
      (await api(procs.gateway.url, 'GET', `/api/redacoes/${sent.body.data.redacao_id}/status`, { token: late.token }))
        .body.data.status === 'concluida',
    'uma redação depois das quedas',
  );
});
