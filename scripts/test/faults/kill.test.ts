import { jest } from '@jest/globals';
import sharp from 'sharp';
import { api, closeTestPool, testPool, uniquePrefix, type Running } from '@argumenta/testkit';
import { actors, type Actor } from '@argumenta/testkit/actors';
import { startAuthService } from '@argumenta/testkit/auth';
import { startFakeOpenAI, validCompetencyReply, type FakeReply } from '@argumenta/testkit/fake-openai';
import { startBalancer, type Spawned } from '@argumenta/testkit/processes';
import {
  booksOf,
  booksProblems,
  eventually,
  openPage,
  spawnCorrectionWorker,
  spawnEssayService,
  spawnGateway,
  spawnOcrWorker,
  submitEssay,
  type StackEnv,
} from './stack.js';

/**
 * Processes killed under real traffic (issue 14, Faults). One stack of real processes for the whole file — two essay
 * service replicas behind a balancer, two gateways behind another, correction and OCR workers (the model is a local
 * server speaking the OpenAI protocol, held open by the test to freeze a job mid-way) — shared by the tests, which run
 * in order. The auth service runs in-process: nothing here kills it. Waits are generous: nothing is timed.
 */
jest.setTimeout(180_000);

const prefix = uniquePrefix('faults-kill');
const OCR_TEXT = 'A educação transforma a sociedade.\n\nSegundo parágrafo da redação manuscrita.';

/** A gate the model's answers wait on: closed, every request hangs until it opens. */
function gate() {
  let open!: () => void;
  const opened = new Promise<void>((r) => (open = r));
  return { opened, open };
}
let correctionGate = gate();
let visionGate = gate();
correctionGate.open();
visionGate.open();

let auth: Running;
let fake: Awaited<ReturnType<typeof startFakeOpenAI>>;
let env: StackEnv;
const essays: Spawned[] = [];
const gateways: Spawned[] = [];
const workers: Spawned[] = [];
let essayLb: Awaited<ReturnType<typeof startBalancer>>;
let gatewayLb: Awaited<ReturnType<typeof startBalancer>>;
let make: (tipo: 'estudante') => Promise<Actor>;
const pages: { close: () => void }[] = [];
const alive = (p: Spawned) => p.child.exitCode === null && p.child.signalCode === null;
let visionCalls = 0;

beforeAll(async () => {
  auth = await startAuthService();
  make = actors(auth.url);
  fake = await startFakeOpenAI(async (body): Promise<FakeReply> => {
    const text = JSON.stringify(body.messages);
    if (text.includes('image_url')) {
      visionCalls += 1;
      await visionGate.opened;
      return { kind: 'text', content: OCR_TEXT };
    }
    await correctionGate.opened;
    return { kind: 'json', body: validCompetencyReply(body.messages.map((m) => m.content).join('\n')) };
  });
  env = {
    DATABASE_URL: process.env.DATABASE_URL!,
    REDIS_URL: process.env.REDIS_URL ?? 'redis://127.0.0.1:6379',
    QUEUE_PREFIX: prefix,
    AUTH_SERVICE_URL: auth.url,
  };
  // The essay service migrates its schema at start: one first, so two replicas do not wait on each other's lock.
  essays.push(await spawnEssayService(env));
  essays.push(await spawnEssayService(env));
  essayLb = await startBalancer(() => essays.filter(alive).map((p) => p.port!));
  const gw = { ...env, ESSAY_SERVICE_URL: essayLb.url, RATE_LIMIT_API_MAX: '100000' };
  gateways.push(...(await Promise.all([spawnGateway(gw), spawnGateway(gw)])));
  // Students stay on the first gateway until it dies, as behind a balancer with sticky sessions.
  gatewayLb = await startBalancer(() => gateways.filter(alive).map((p) => p.port!), { failover: true });
  workers.push(
    ...(await Promise.all([
      spawnCorrectionWorker({ ...env, OPENAI_BASE_URL: fake.url }),
      spawnOcrWorker({ ...env, OCR_VISION_BASE_URL: fake.url }),
    ])),
  );
}, 300_000);

afterAll(async () => {
  correctionGate.open();
  visionGate.open();
  pages.forEach((p) => p.close());
  await Promise.allSettled([...workers, ...gateways, ...essays].map((p) => p.stop()));
  await Promise.allSettled([gatewayLb?.close(), essayLb?.close(), fake?.close(), auth?.close()]);
  await closeTestPool();
});

/** A user's books once every essay is corrected and its credit settled (the confirmation follows the commit). */
const settledBooks = (userId: number) =>
  eventually(async () => {
    const b = await booksOf(testPool(), userId);
    const settled =
      b.essays.every((e) => e.status === 'concluida') && !booksProblems(b).some((p) => p.includes('0 × confirmacao'));
    return settled ? b : undefined;
  }, `redações do usuário ${userId} corrigidas e cobradas`);

const page = async (token: string, url = gatewayLb.url) => {
  const p = await openPage(url, token);
  pages.push(p);
  return p;
};

it('SIGKILL of an OCR worker mid-job: another worker transcribes it once, one credit, the open page finishes', async () => {
  const student = await make('estudante');
  const open = await page(student.token);
  visionGate = gate();
  const photo = await sharp({ create: { width: 900, height: 600, channels: 3, background: '#ffffff' } })
    .jpeg()
    .toBuffer();
  const form = new FormData();
  form.set('arquivo', new Blob([photo], { type: 'image/jpeg' }), 'foto.jpg');
  const sent = await api(gatewayLb.url, 'POST', '/api/transcricao', { token: student.token, body: form });
  expect(sent.status).toBe(202);
  const id = sent.body.data.transcricao_id as number;
  const done = open.follow('transcription', id);

  // The first worker is inside the job (its request to the model waits on the gate); a second one starts; the first
  // dies without a word.
  await eventually(() => visionCalls > 0, 'o worker de OCR chamou o modelo');
  const [first] = workers.filter((w) => w.output().includes('ocr-worker consumindo'));
  workers.push(await spawnOcrWorker({ ...env, OCR_VISION_BASE_URL: fake.url }));
  first!.kill('SIGKILL');
  const killedAt = Date.now();
  visionGate.open();

  expect(await done).toEqual({ kind: 'completed' });
  console.log(
    `transcrição retomada por outro worker ${((Date.now() - killedAt) / 1000).toFixed(1)} s depois do SIGKILL`,
  );
  expect(open.seen.disconnects).toBe(0);
  const res = await api(gatewayLb.url, 'GET', `/api/transcricao/${id}`, { token: student.token });
  expect(res.body.data).toMatchObject({ status: 'concluida', resultado: { texto: OCR_TEXT } });
  const books = await settledBooks(student.id);
  expect(booksProblems(books)).toEqual([]);
  expect(books.ledger.map((m) => m.tipo)).toEqual(['inicial', 'reserva', 'confirmacao']);
  expect(books.balance).toBe(books.ledger[0]!.delta - 1);
});

it('SIGKILL of a correction worker mid-job: the student’s open page gets correction:completed on its socket, no reload, one credit', async () => {
  const student = await make('estudante');
  const open = await page(student.token);
  correctionGate = gate();
  const calls = fake.count();
  const sent = await submitEssay(gatewayLb.url, student.token);
  expect(sent.status).toBe(202);
  const redacaoId = sent.body.data.redacao_id as number;
  const done = open.follow('correction', redacaoId);

  await eventually(() => fake.count() > calls, 'o worker de correção chamou o modelo');
  const first = workers.find((w) => alive(w) && w.output().includes('correction-worker consumindo'))!;
  workers.push(await spawnCorrectionWorker({ ...env, OPENAI_BASE_URL: fake.url }));
  first.kill('SIGKILL');
  const killedAt = Date.now();
  correctionGate.open();

  expect(await done).toEqual({ kind: 'completed' });
  console.log(`correção retomada por outro worker ${((Date.now() - killedAt) / 1000).toFixed(1)} s depois do SIGKILL`);
  // The page was told by its socket, which never dropped: no reconnection, no reload, no polling needed.
  await eventually(
    () => open.gotEvent('correction:completed', 'redacaoId', redacaoId),
    'correction:completed no socket da página',
    30_000,
  );
  expect(open.seen.disconnects).toBe(0);
  const books = await settledBooks(student.id);
  expect(booksProblems(books)).toEqual([]);
  expect(books.essays).toEqual([
    {
      redacao_id: redacaoId,
      status: 'concluida',
      correcoes: [expect.objectContaining({ status: 'concluida', tentativas: 2 })],
    },
  ]);
  expect(books.ledger.map((m) => m.tipo)).toEqual(['inicial', 'reserva', 'confirmacao']);
});

it('a gateway killed while students watch: they reconnect to the other and see the end; one who comes back after it still finishes', async () => {
  const students = await Promise.all([1, 2, 3, 4].map(() => make('estudante')));
  // The fourth student's network goes away with the gateway and comes back only after the corrections ended.
  const lateLb = await startBalancer(() => gateways.filter(alive).map((p) => p.port!), { failover: true });
  try {
    const opened = await Promise.all(students.map((s, i) => page(s.token, i === 3 ? lateLb.url : gatewayLb.url)));
    correctionGate = gate();
    const ids: number[] = [];
    for (const s of students) {
      const sent = await submitEssay(gatewayLb.url, s.token);
      expect(sent.status).toBe(202);
      ids.push(sent.body.data.redacao_id as number);
    }
    const done = opened.map((o, i) => o.follow('correction', ids[i]!));
    // Every page is watching live: the worker's first phase reached each socket through the first gateway.
    await eventually(
      () => opened.every((o, i) => o.gotEvent('correction:progress', 'redacaoId', ids[i]!)),
      'progresso nas quatro páginas',
    );

    lateLb.hold();
    const [doomed, survivor] = gateways;
    doomed!.kill('SIGKILL');
    const killedAt = Date.now();
    const live = opened.slice(0, 3);
    await eventually(
      () => live.every((o) => o.seen.connects === 2 && o.socket.connected),
      'as páginas reconectaram no outro gateway',
    );
    console.log(
      `páginas reconectadas ao outro gateway ${((Date.now() - killedAt) / 1000).toFixed(1)} s depois do SIGKILL`,
    );
    expect(alive(survivor!)).toBe(true);
    correctionGate.open();

    for (const [i, o] of live.entries()) {
      expect(await done[i]).toEqual({ kind: 'completed' });
      // The page may have finished from its safety poll first on a loaded machine; the event still reaches its socket.
      await eventually(
        () => o.gotEvent('correction:completed', 'redacaoId', ids[i]!),
        `correction:completed no socket da página ${i}`,
        30_000,
      );
    }
    // The late page: its essay finished while it was away, so no socket will ever carry that event again. On
    // reconnecting it re-reads the status (watchJob) and finishes without a reload.
    await eventually(
      async () =>
        (await api(gatewayLb.url, 'GET', `/api/redacoes/${ids[3]}/status`, { token: students[3]!.token })).body.data
          .status === 'concluida',
      'a quarta redação corrigida',
    );
    lateLb.release();
    expect(await done[3]).toEqual({ kind: 'completed' });
    expect(opened[3]!.gotEvent('correction:completed', 'redacaoId', ids[3]!)).toBe(false);
    for (const s of students) expect(booksProblems(await settledBooks(s.id))).toEqual([]);
  } finally {
    lateLb.release();
    await lateLb.close();
  }
});

it('SIGTERM under load: an essay service replica and a correction worker stop with requests and jobs in flight; none is lost, each job runs once', async () => {
  const students = await Promise.all(Array.from({ length: 12 }, () => make('estudante')));
  // Slow model: the worker is inside jobs when it is told to stop.
  correctionGate = gate();
  const [replica] = essays;
  const worker = workers.find((w) => alive(w) && w.output().includes('correction-worker consumindo'))!;
  const calls = fake.count();

  // Half the submissions leave at once and the replica gets SIGTERM while they are inside it; the rest follow.
  const submit = (token: string) =>
    submitEssay(gatewayLb.url, token).then(
      (r) => ({
        status: r.status as number | 'erro de conexão',
        redacaoId: r.body?.data?.redacao_id as number | undefined,
      }),
      () => ({ status: 'erro de conexão' as const, redacaoId: undefined }),
    );
  const results = students.slice(0, 6).map((s) => submit(s.token));
  await eventually(() => essayLb.openTo(replica!.port!) > 0, 'um envio dentro da réplica', 30_000, 2);
  replica!.kill('SIGTERM');
  for (const s of students.slice(6)) {
    results.push(submit(s.token));
    await new Promise((r) => setTimeout(r, 40));
  }
  // The only worker is inside jobs (waiting on the model) when it gets SIGTERM; another one starts for the rest.
  await eventually(() => fake.count() > calls, 'correções em andamento');
  worker.kill('SIGTERM');
  setTimeout(() => correctionGate.open(), 1500);
  workers.push(await spawnCorrectionWorker({ ...env, OPENAI_BASE_URL: fake.url }));
  const answered = await Promise.all(results);
  const replicaExit = await replica!.exited;
  const workerExit = await worker.exited;
  const servedWhileStopping = (replica!.output().split('"msg":"encerrando"')[1] ?? '')
    .split('\n')
    .filter((l) => l.includes('/redacoes/submeter')).length;
  console.log(
    `SIGTERM sob carga: respostas ${JSON.stringify(answered.map((a) => a.status))}; a réplica respondeu ${servedWhileStopping} envio(s) depois do SIGTERM`,
  );

  // Both stopped cleanly (not forced by the shutdown deadline), the replica after serving what was inside it.
  expect(replicaExit).toEqual({ code: 0, signal: null });
  expect(workerExit).toEqual({ code: 0, signal: null });
  expect(servedWhileStopping).toBeGreaterThan(0);
  // Every request got an answer: accepted (202), or refused before anything was written (retryable).
  for (const [i, a] of answered.entries()) {
    const books = await settledBooks(students[i]!.id);
    expect(booksProblems(books)).toEqual([]);
    if (a.status === 202) {
      // Accepted → corrected exactly once: one correction row, processed in one attempt, one credit.
      expect(books.essays).toEqual([
        {
          redacao_id: a.redacaoId,
          status: 'concluida',
          correcoes: [expect.objectContaining({ status: 'concluida', tentativas: 1 })],
        },
      ]);
      expect(books.ledger.map((m) => m.tipo)).toEqual(['inicial', 'reserva', 'confirmacao']);
    } else {
      expect([503, 'erro de conexão']).toContain(a.status);
      expect(books.essays).toEqual([]);
      expect(books.ledger.map((m) => m.tipo)).toEqual(['inicial']);
    }
  }
});
