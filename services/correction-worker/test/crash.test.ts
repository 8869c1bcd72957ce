import { jest } from '@jest/globals';
import { QUEUES } from '@argumenta/contracts';
import { bullConnection, createQueueEvents } from '@argumenta/platform';
import {
  api,
  closeTestPool,
  REDIS_URL,
  testPool,
  uniqueEmail,
  uniquePrefix,
  waitFor,
  type Running,
} from '@argumenta/testkit';
import { startAuthService } from '@argumenta/testkit/auth';
import { SAMPLE_ESSAY, spawnWorker, startEssayService } from '@argumenta/testkit/essay';
import { startFakeOpenAI, validCompetencyReply } from '@argumenta/testkit/fake-openai';

// A correction worker killed mid-job (SIGKILL: no drain, no lock release): another worker finishes the essay, once,
// and the student is charged once. The take-over time is printed (nominally ≤ 12 s: 8 s lock + 4 s stalled check;
// 10 s measured on an idle machine with the earlier 10 s + 5 s); the waits are generous for a loaded CI machine.
jest.setTimeout(90_000);

const prefix = uniquePrefix('crash');
let auth: Running;
let essay: Awaited<ReturnType<typeof startEssayService>>;
let fake: Awaited<ReturnType<typeof startFakeOpenAI>>;
let hang = true;
const workers: Awaited<ReturnType<typeof spawnWorker>>[] = [];

beforeAll(async () => {
  auth = await startAuthService();
  essay = await startEssayService({ authUrl: auth.url, prefix });
  // While `hang`, the model never answers: the first worker is stuck mid-job when it is killed.
  fake = await startFakeOpenAI((body) =>
    hang
      ? { kind: 'hang' }
      : { kind: 'json', body: validCompetencyReply(body.messages.map((m) => m.content).join('\n')) },
  );
});
afterAll(async () => {
  await Promise.all(workers.map((w) => w.stop()));
  await fake?.close();
  await essay?.close();
  await auth?.close();
  await closeTestPool();
});

const startWorker = async () => {
  const w = await spawnWorker(
    'services/correction-worker/src/main.ts',
    {
      DATABASE_URL: process.env.DATABASE_URL!,
      QUEUE_PREFIX: prefix,
      AUTH_SERVICE_URL: auth.url,
      CORRECTION_ENGINE: 'openai',
      OPENAI_BASE_URL: fake.url,
      OPENAI_API_KEY: 'teste',
      OPENAI_TIMEOUT_MS: '60000',
      CORRECTION_CONCURRENCY: '1',
    },
    'correction-worker consumindo',
  );
  workers.push(w);
  return w;
};

it('SIGKILL mid-job: another worker corrects it, exactly once, one credit', async () => {
  const events = createQueueEvents(
    QUEUES.correction,
    bullConnection(REDIS_URL, { maxRetriesPerRequest: null }),
    prefix,
  );
  await events.waitUntilReady();
  const a = await startWorker();
  const reg = await api(auth.url, 'POST', '/auth/registrar', {
    body: { name: 'Aluna Queda', email: uniqueEmail('queda'), password: 'segredo1', confirmPassword: 'segredo1' },
  });
  const token = reg.body.data.token as string;
  const form = new FormData();
  form.set('texto', SAMPLE_ESSAY);
  const sent = await api(essay.url, 'POST', '/redacoes/submeter', { token, body: form });
  expect(sent.status).toBe(202);
  const { job_id: jobId, redacao_id: redacaoId } = sent.body.data;

  // Worker A is inside the job (its requests to the model hang); B starts; A dies without a word.
  await waitFor<number>(
    (cb) => {
      const t = setInterval(() => cb(fake.count()), 50);
      return () => clearInterval(t);
    },
    (n) => n > 0,
    30_000,
  );
  const b = await startWorker();
  const completed = waitFor<{ jobId: string }>(
    (cb) => {
      events.on('completed', cb);
      return () => events.off('completed', cb);
    },
    (e) => e.jobId === jobId,
    30_000,
  );
  hang = false;
  a.child.kill('SIGKILL');
  const killedAt = Date.now();
  await completed;
  console.log(`correção retomada por outro worker ${((Date.now() - killedAt) / 1000).toFixed(1)} s depois do SIGKILL`);
  expect(b.child.exitCode).toBeNull();

  const pool = testPool();
  const rows = await pool.query('SELECT status FROM essay.correcoes WHERE redacao_id = $1', [redacaoId]);
  expect(rows.rows).toEqual([{ status: 'concluida' }]);
  const ledger = await pool.query(`SELECT tipo FROM auth.movimentos_credito WHERE usuario_id = $1 ORDER BY id`, [
    reg.body.data.user.id,
  ]);
  expect(ledger.rows.map((r) => r.tipo)).toEqual(['inicial', 'reserva', 'confirmacao']);
  expect((await api(auth.url, 'GET', '/auth/perfil', { token })).body.data.creditos_disponiveis).toBe(49);
  await events.close();
});
