import { jest } from '@jest/globals';
import { QUEUES } from '@argumenta/contracts';
import { bullConnection, createQueueEvents } from '@argumenta/platform';
import { api, closeTestPool, REDIS_URL, uniqueEmail, uniquePrefix, type Running } from '@argumenta/testkit';
import { startAuthService } from '@argumenta/testkit/auth';
import { SAMPLE_ESSAY, spawnWorker, startEssayService } from '@argumenta/testkit/essay';
import { startFakeOpenAI, validCompetencyReply, type FakeReply } from '@argumenta/testkit/fake-openai';
import { retryAfterMs } from '../src/engines/openai.js';
import { queueLimiter } from '../src/rate-limit.js';

jest.setTimeout(120_000);

/**
 * Provider limits with a real worker process (OpenAI-compatible engine) against a local OpenAI-protocol server that
 * answers 429: the queue paces corrections to OPENAI_REQUESTS_PER_MINUTE, honours Retry-After, and a rate limit never
 * spends an attempt — the essay service here allows ONE attempt, so any 429 counted as a failure would fail the essay.
 */
const prefix = uniquePrefix('ratelimit');
let auth: Running;
let essay: Awaited<ReturnType<typeof startEssayService>>;
let fake: Awaited<ReturnType<typeof startFakeOpenAI>>;
let worker: Awaited<ReturnType<typeof spawnWorker>>;
const events = createQueueEvents(QUEUES.correction, bullConnection(REDIS_URL, { maxRetriesPerRequest: null }), prefix);
/** When each request arrived and what it was answered. */
const log: { at: number; status: number; essay: string }[] = [];
let tooMany = 0;

const user = (body: { messages: { role: string; content: string }[] }) =>
  body.messages.filter((m) => m.role === 'user')[0]!.content;

beforeAll(async () => {
  auth = await startAuthService();
  essay = await startEssayService({ authUrl: auth.url, prefix, attempts: 1 });
  fake = await startFakeOpenAI((body): FakeReply => {
    const text = user(body);
    const marker = /MARCA-(\d+)/.exec(text)?.[1] ?? '?';
    if (tooMany > 0) {
      tooMany -= 1;
      log.push({ at: Date.now(), status: 429, essay: marker });
      return {
        kind: 'status',
        status: 429,
        body: { error: { message: 'Rate limit reached', type: 'requests' } },
        headers: { 'retry-after': '5' },
      };
    }
    log.push({ at: Date.now(), status: 200, essay: marker });
    return { kind: 'json', body: validCompetencyReply(text) };
  });
  await events.waitUntilReady();
  worker = await spawnWorker(
    'services/correction-worker/src/main.ts',
    {
      DATABASE_URL: process.env.DATABASE_URL!,
      QUEUE_PREFIX: prefix,
      AUTH_SERVICE_URL: auth.url,
      CORRECTION_ENGINE: 'openai',
      OPENAI_BASE_URL: fake.url,
      OPENAI_API_KEY: 'teste',
      OPENAI_MAX_RETRIES: '0', // the SDK's own retry off: the queue must handle the 429
      // 6 requests per correction at 120/min: one correction starts every 3.15 s (5 % margin).
      OPENAI_REQUESTS_PER_MINUTE: '120',
      CORRECTION_CONCURRENCY: '4',
    },
    'correction-worker consumindo',
  );
});

afterAll(async () => {
  await worker?.stop();
  await events.close();
  await fake?.close();
  await essay?.close();
  await auth?.close();
  await closeTestPool();
});

async function student() {
  const res = await api(auth.url, 'POST', '/auth/registrar', {
    body: { name: 'Estudante Limite', email: uniqueEmail('rl'), password: 'segredo1', confirmPassword: 'segredo1' },
  });
  return res.body.data.token as string;
}

async function submitMarked(token: string, n: number) {
  const form = new FormData();
  form.append('texto', `${SAMPLE_ESSAY}\n\nMARCA-${n}`);
  const res = await api(essay.url, 'POST', '/redacoes/submeter', { token, body: form });
  expect(res.status).toBe(202);
  return res.body.data as { job_id: string; redacao_id: number };
}

function outcome(jobId: string) {
  return new Promise<'completed' | 'failed'>((resolve) => {
    const done = (e: { jobId: string }, kind: 'completed' | 'failed') => e.jobId === jobId && resolve(kind);
    events.on('completed', (e) => done(e, 'completed'));
    events.on('failed', (e) => done(e, 'failed'));
  });
}

it('reads Retry-After in milliseconds, seconds or as a date, and spreads the pace over the minute', () => {
  expect(retryAfterMs(new Headers({ 'retry-after-ms': '1500' }))).toBe(1500);
  expect(retryAfterMs(new Headers({ 'retry-after': '3' }))).toBe(3000);
  expect(retryAfterMs(new Headers({ 'retry-after': new Date(10_000).toUTCString() }), 4_000)).toBe(6000);
  expect(retryAfterMs(new Headers({}))).toBeUndefined();
  expect(queueLimiter(60, 6)).toEqual({ max: 1, duration: 6300 });
  expect(queueLimiter(0, 6)).toBeUndefined();
});

it('429s pause the queue for Retry-After and no essay fails; corrections start at the configured pace', async () => {
  // A first correction warms the worker (the analyser, its dictionaries): on a loaded machine the cold first job could
  // reach the provider only after the next two had finished, and the 429s then met it alone.
  const warm = await submitMarked(await student(), 0);
  expect(await outcome(warm.job_id)).toBe('completed');
  log.length = 0;

  const token = await student();
  tooMany = 3; // the first correction's first requests are refused
  const jobs = [];
  for (let n = 1; n <= 3; n++) jobs.push(await submitMarked(token, n));
  const results = await Promise.all(jobs.map((j) => outcome(j.job_id)));
  expect(results).toEqual(['completed', 'completed', 'completed']);

  for (const j of jobs) {
    const status = await api(essay.url, 'GET', `/redacoes/${j.redacao_id}/status`, { token });
    expect(status.body.data).toMatchObject({ status: 'concluida' });
  }
  const perfil = await api(auth.url, 'GET', '/auth/perfil', { token });
  expect(perfil.body.data).toMatchObject({ creditos_disponiveis: 47, creditos_totais_usados: 3 });

  // Retry-After (5 s, longer than the 3 s pace) honoured: after the burst that met the 429s (its requests were already
  // in flight), nothing was asked for 5 s.
  const first429 = log.find((r) => r.status === 429)!.at;
  const after = log.filter((r) => r.at > first429 + 500);
  expect(after.length).toBeGreaterThanOrEqual(18);
  expect(after[0]!.at - first429).toBeGreaterThanOrEqual(4900);
  // Pace: the limiter spaces the job starts 3 s apart; each job's first request follows its start after a delay that
  // varies with the machine's load (2.7 s was seen on a loaded machine), so ≥ 2 s — without the limiter all three
  // start together (concurrency 4) and these gaps are near 0.
  const starts = ['1', '2', '3']
    .map((m) => log.find((r) => r.essay === m && r.status === 200)!.at)
    .sort((a, b) => a - b);
  expect(starts[1]! - starts[0]!).toBeGreaterThanOrEqual(2000);
  expect(starts[2]! - starts[1]!).toBeGreaterThanOrEqual(2000);
  expect(worker.output()).toContain('provedor pediu para esperar (429)');
});
