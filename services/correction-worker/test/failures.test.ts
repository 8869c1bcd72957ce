import { jest } from '@jest/globals';
import { Queue, QueueEvents, Worker } from 'bullmq';
import { QUEUES, type CorrectionFailedEvent } from '@argumenta/contracts';
import {
  classroomPort,
  creditsPort,
  failCorrection,
  requeueCorrection,
  retryCorrectionLater,
  startCorrectionAttempt,
} from '@argumenta/essay-domain';
import { bullConnection, createInternalClient } from '@argumenta/platform';
import {
  api,
  closeTestPool,
  logger,
  REDIS_URL,
  SERVICE_TOKEN,
  testPool,
  uniqueEmail,
  uniquePrefix,
  type Running,
} from '@argumenta/testkit';
import { startAuthService } from '@argumenta/testkit/auth';
import { SAMPLE_ESSAY, startEssayService } from '@argumenta/testkit/essay';
import { startFakeOpenAI, validCompetencyReply, type FakeReply } from '@argumenta/testkit/fake-openai';
import { startGateway, DEAD_URL } from '@argumenta/testkit/gateway';
import { io as connect } from 'socket.io-client';
import { createOpenAIEngine, FAILURE_MESSAGES, correctionJobs } from '../src/index.js';

jest.setTimeout(60_000);

/**
 * The queue's retry policy with the OpenAI engine against a local OpenAI-protocol server: retryable
 * failures are retried, the final one marks the essay failed, refunds the credit and tells the client.
 */
const prefix = uniquePrefix('failures');
let auth: Running;
let essay: Awaited<ReturnType<typeof startEssayService>>;
let gw: Awaited<ReturnType<typeof startGateway>>;
let fake: Awaited<ReturnType<typeof startFakeOpenAI>>;
let worker: Worker;
let queue: Queue;
let reply: (body: { messages: { role: string; content: string }[] }) => FakeReply = () => ({
  kind: 'status',
  status: 500,
});

beforeAll(async () => {
  auth = await startAuthService();
  essay = await startEssayService({ authUrl: auth.url, prefix, attempts: 2 });
  gw = await startGateway({
    AUTH_SERVICE_URL: auth.url,
    ESSAY_SERVICE_URL: essay.url,
    QUEUE_PREFIX: prefix,
    RATE_LIMIT_REGISTER_MAX: 1000,
  });
  fake = await startFakeOpenAI((body) => reply(body));
  const engine = createOpenAIEngine({
    baseURL: fake.url,
    apiKey: 'teste',
    model: 'm',
    timeoutMs: 400,
    maxRetries: 0,
    temperature: 0,
    stream: false,
  });
  const deps = {
    pool: testPool(),
    engine,
    logger,
    credits: creditsPort(createInternalClient(auth.url, SERVICE_TOKEN)),
    classroom: classroomPort(createInternalClient(DEAD_URL, SERVICE_TOKEN)),
  };
  worker = new Worker(QUEUES.correction, (job, _t, signal) => correctionJobs(deps)(job, signal), {
    connection: bullConnection(REDIS_URL, { maxRetriesPerRequest: null }),
    prefix,
    concurrency: 2,
    // retries in tests: short backoff (production uses 2 s exponential)
    settings: { backoffStrategy: () => 100 },
  });
  await worker.waitUntilReady();
  queue = new Queue(QUEUES.correction, {
    connection: bullConnection(REDIS_URL, { maxRetriesPerRequest: null }),
    prefix,
  });
});

afterAll(async () => {
  await worker?.close();
  await queue?.close();
  await fake?.close();
  await gw?.close();
  await essay?.close();
  await auth?.close();
  await closeTestPool();
});

/** A new student (50 credits) and their token. */
async function newStudent(name: string): Promise<string> {
  const reg = await api(gw.url, 'POST', '/api/auth/registrar', {
    body: { name, email: uniqueEmail('fail'), password: 'segredo1', confirmPassword: 'segredo1' },
  });
  return reg.body.data.token as string;
}

/** The sample essay sent for correction. */
function submit(token: string) {
  const form = new FormData();
  form.append('texto', SAMPLE_ESSAY);
  return api(gw.url, 'POST', '/api/redacoes/submeter', { token, body: form });
}

async function submitAndWaitForFailure() {
  const token = await newStudent('Falhas');
  const socket = connect(gw.url, {
    path: '/socket.io',
    transports: ['websocket'],
    auth: { token },
    reconnection: false,
  });
  await new Promise((r) => socket.on('connect', () => r(undefined)));
  const failed = new Promise<CorrectionFailedEvent>((resolve) => socket.on('correction:failed', resolve));
  const before = fake.count();
  const res = await submit(token);
  expect(res.status).toBe(202);
  const event = await failed;
  socket.close();
  const status = await api(gw.url, 'GET', `/api/redacoes/${res.body.data.redacao_id}/status`, { token });
  const perfil = await api(gw.url, 'GET', '/api/auth/perfil', { token });
  return {
    event,
    status: status.body.data,
    credits: perfil.body.data.creditos_disponiveis as number,
    requests: fake.count() - before,
    redacaoId: res.body.data.redacao_id as number,
    token,
  };
}

it.each([
  ['a provider 500', () => ({ kind: 'status', status: 500 }) as FakeReply, 'ai_server', FAILURE_MESSAGES.server],
  ['a reply that never comes', () => ({ kind: 'hang' }) as FakeReply, 'ai_connection', FAILURE_MESSAGES.connection],
  [
    'malformed JSON',
    () => ({ kind: 'text', content: '{ruim' }) as FakeReply,
    'ai_malformed',
    FAILURE_MESSAGES.malformed,
  ],
])('%s is retried, then fails with its message and refunds the credit', async (_name, r, code, message) => {
  reply = r;
  const out = await submitAndWaitForFailure();
  expect(out.event).toMatchObject({ code, message, retryable: true });
  expect(out.status).toMatchObject({ status: 'falhou', erro: { code, message, retryable: true } });
  expect(out.credits).toBe(50);
  // two attempts, each with five competency requests and one general (malformed: plus one repair each)
  expect(out.requests).toBeGreaterThanOrEqual(2 * 5);
});

it('a provider 401 is a configuration error: not retried, not the user session, refunded', async () => {
  reply = () => ({ kind: 'status', status: 401 });
  const out = await submitAndWaitForFailure();
  expect(out.event).toMatchObject({ code: 'engine_config', message: FAILURE_MESSAGES.configuration, retryable: false });
  expect(out.requests).toBeLessThanOrEqual(6); // one attempt only
  expect(out.credits).toBe(50);
  // The failure travels as data (the job's last progress); the reason BullMQ keeps is the plain message.
  const job = (await queue.getJob(out.event.jobId))!;
  expect(job.failedReason).toBe(FAILURE_MESSAGES.configuration);
  expect(job.progress).toEqual({
    failure: { code: 'engine_config', message: FAILURE_MESSAGES.configuration, retryable: false },
  });
});

it('a job name the registry does not know fails at once, loudly, and is not processed as a correction', async () => {
  const events = new QueueEvents(QUEUES.correction, {
    connection: bullConnection(REDIS_URL, { maxRetriesPerRequest: null }),
    prefix,
  });
  await events.waitUntilReady();
  try {
    const before = fake.count();
    const job = await queue.add('corrigir-v2', { correcaoId: 1, redacaoId: 1, usuarioId: 1 }, { attempts: 3 });
    await expect(job.waitUntilFinished(events, 20_000)).rejects.toThrow(
      'tarefa desconhecida na fila correction: "corrigir-v2"',
    );
    expect((await queue.getJob(job.id!))!.attemptsMade).toBe(1);
    expect(fake.count()).toBe(before);
  } finally {
    await events.close();
  }
});

it('a transient failure followed by success completes and charges once', async () => {
  let calls = 0; // the first attempt's five competency requests fail, the retry succeeds
  reply = (body) =>
    calls++ < 5
      ? { kind: 'status', status: 503 }
      : { kind: 'json', body: validCompetencyReply(body.messages.filter((m) => m.role === 'user')[0]!.content) };
  const token = await newStudent('Sucesso');
  const socket = connect(gw.url, {
    path: '/socket.io',
    transports: ['websocket'],
    auth: { token },
    reconnection: false,
  });
  await new Promise((r) => socket.on('connect', () => r(undefined)));
  const completed = new Promise((resolve) => socket.on('correction:completed', resolve));
  await submit(token);
  await completed;
  socket.close();
  const perfil = await api(gw.url, 'GET', '/api/auth/perfil', { token });
  expect(perfil.body.data).toMatchObject({ creditos_disponiveis: 49, creditos_totais_usados: 1 });
});

/** A copy of a job run again by hand (the reconciler's re-enqueue after Redis lost the original), to its end. */
async function runCopy(data: { correcaoId: number; redacaoId: number; usuarioId: number }) {
  const events = new QueueEvents(QUEUES.correction, {
    connection: bullConnection(REDIS_URL, { maxRetriesPerRequest: null }),
    prefix,
  });
  await events.waitUntilReady();
  try {
    const job = await queue.add('corrigir', data, { jobId: `copia-${data.correcaoId}-${Date.now()}`, attempts: 1 });
    return await job.waitUntilFinished(events, 20_000).then(
      (value: unknown) => ({ ok: true as const, value }),
      (err: Error) => ({ ok: false as const, message: err.message }),
    );
  } finally {
    await events.close();
  }
}

const correctionOf = async (redacaoId: number) =>
  (
    await testPool().query<{ id: number; status: string; tentativas: number; redacao_status: string }>(
      `SELECT c.id, c.status, c.tentativas, r.status AS redacao_status, r.usuario_id
         FROM essay.correcoes c JOIN essay.redacoes r ON r.id = c.redacao_id WHERE c.redacao_id = $1`,
      [redacaoId],
    )
  ).rows[0]! as { id: number; status: string; tentativas: number; redacao_status: string; usuario_id: number };

it('a late copy of a finished job moves nothing back: the row stays corrected, charged once; a failed one stays failed, refunded once', async () => {
  reply = (body) => ({
    kind: 'json',
    body: validCompetencyReply(body.messages.filter((m) => m.role === 'user')[0]!.content),
  });
  const token = await newStudent('Cópia');
  const sent = await submit(token);
  const redacaoId = sent.body.data.redacao_id as number;
  let done = await correctionOf(redacaoId);
  for (let i = 0; i < 200 && done.status !== 'concluida'; i++) {
    await new Promise((r) => setTimeout(r, 100));
    done = await correctionOf(redacaoId);
  }
  expect(done).toMatchObject({ status: 'concluida', redacao_status: 'concluida', tentativas: 1 });

  // What a copy that read the row before the other finished would write next: nothing lands.
  const ids = { correcaoId: done.id, redacaoId };
  const failure = { code: 'internal', message: 'x', retryable: true };
  expect(await startCorrectionAttempt(testPool(), ids)).toBe(false);
  expect(await failCorrection(testPool(), ids, failure)).toBe(false);
  await retryCorrectionLater(testPool(), done.id, failure);
  await requeueCorrection(testPool(), ids);
  expect(await correctionOf(redacaoId)).toEqual(done);

  // A whole copy through the queue: completes without asking the model, charges nothing more.
  const before = fake.count();
  const copy = await runCopy({ ...ids, usuarioId: done.usuario_id });
  expect(copy).toMatchObject({ ok: true, value: { correcaoId: done.id, redacaoId } });
  expect(fake.count()).toBe(before);
  expect(await correctionOf(redacaoId)).toEqual(done);
  const perfil = await api(gw.url, 'GET', '/api/auth/perfil', { token });
  expect(perfil.body.data).toMatchObject({ creditos_disponiveis: 49, creditos_totais_usados: 1 });

  // A failed one: a copy fails with the stored reason (never "completed"), asks nothing, refunds nothing twice.
  reply = () => ({ kind: 'status', status: 401 });
  const out = await submitAndWaitForFailure();
  const failed = await correctionOf(out.redacaoId);
  expect(failed).toMatchObject({ status: 'falhou', redacao_status: 'falhou' });
  const asked = fake.count();
  const again = await runCopy({ correcaoId: failed.id, redacaoId: out.redacaoId, usuarioId: failed.usuario_id });
  expect(again).toEqual({ ok: false, message: FAILURE_MESSAGES.configuration });
  expect(fake.count()).toBe(asked);
  expect(await correctionOf(out.redacaoId)).toEqual(failed);
  const after = await api(gw.url, 'GET', '/api/auth/perfil', { token: out.token });
  expect(after.body.data).toMatchObject({ creditos_disponiveis: 50, creditos_totais_usados: 0 });
});
