import { Queue } from 'bullmq';
import { QUEUES } from '@argumenta/contracts';
import { bullConnection } from '@argumenta/platform';
import { createQueues, reconcileStuckJobs } from '@argumenta/essay';
import {
  api,
  closeTestPool,
  logger,
  REDIS_URL,
  testPool,
  uniqueEmail,
  uniquePrefix,
  type Running,
} from '@argumenta/testkit';
import { startAuthService } from '@argumenta/testkit/auth';
import { SAMPLE_ESSAY, startEssayService } from '@argumenta/testkit/essay';

const prefix = uniquePrefix('reconcile');
const STALE_SECONDS = 12 * 3600;
let auth: Running;
let essay: Awaited<ReturnType<typeof startEssayService>>;
const queues = createQueues(REDIS_URL, prefix, { correction: 3, transcription: 2 });
const queue = new Queue(QUEUES.correction, { connection: bullConnection(REDIS_URL), prefix });

beforeAll(async () => {
  auth = await startAuthService();
  essay = await startEssayService({ authUrl: auth.url, prefix });
});
afterAll(async () => {
  await queue.close();
  await queues.close();
  await essay.close();
  await auth.close();
  await closeTestPool();
});

it('re-enqueues a pending correction whose job the queue lost, once', async () => {
  const reg = await api(auth.url, 'POST', '/auth/registrar', {
    body: { name: 'Reconcilia', email: uniqueEmail('rec'), password: 'segredo1', confirmPassword: 'segredo1' },
  });
  const form = new FormData();
  form.append('texto', SAMPLE_ESSAY);
  const sub = await api(essay.url, 'POST', '/redacoes/submeter', { token: reg.body.data.token, body: form });
  expect(sub.status).toBe(202);
  const jobId = sub.body.data.job_id as string;

  // No worker runs here: the job waits. Lose it, and age the row past the threshold. The threshold is 12 h:
  // the suites sharing this fresh database leave rows pending for minutes on a loaded machine, never that long.
  await (await queue.getJob(jobId))!.remove();
  expect(await queue.getJob(jobId)).toBeUndefined();
  await testPool().query(`UPDATE essay.correcoes SET criada_em = now() - interval '1 day' WHERE id = $1`, [
    sub.body.data.correcao_id,
  ]);

  expect(await reconcileStuckJobs(testPool(), queues.lookup, logger, STALE_SECONDS)).toBe(1);
  const job = await queue.getJob(jobId);
  expect(job?.data).toMatchObject({ correcaoId: sub.body.data.correcao_id, redacaoId: sub.body.data.redacao_id });
  // already queued again: nothing more to do
  expect(await reconcileStuckJobs(testPool(), queues.lookup, logger, STALE_SECONDS)).toBe(0);
});

it("re-enqueues a free essay's AI appeal whose job the queue lost", async () => {
  const reg = await api(auth.url, 'POST', '/auth/registrar', {
    body: { name: 'Recurso Perdido', email: uniqueEmail('rec'), password: 'segredo1', confirmPassword: 'segredo1' },
  });
  const form = new FormData();
  form.append('texto', SAMPLE_ESSAY);
  const sub = await api(essay.url, 'POST', '/redacoes/submeter', { token: reg.body.data.token, body: form });
  const { redacao_id: redacaoId, correcao_id: correcaoId, job_id: jobId } = sub.body.data;
  // No worker here: stand in for one that finished the correction, then lose the appeal's job.
  await (await queue.getJob(jobId))!.remove();
  const pool = testPool();
  await pool.query(
    `UPDATE essay.correcoes SET status = 'concluida', nota_geral_enem = 600, c1_nota = 120, c2_nota = 120, c3_nota = 120, c4_nota = 120, c5_nota = 120, data_correcao = now() WHERE id = $1`,
    [correcaoId],
  );
  // …and, as the store does when a correction completes, the AI's grade is the official one (issue 46).
  await pool.query(
    `UPDATE essay.redacoes SET status = 'concluida', nota_oficial = 600, notas_oficiais = '{120,120,120,120,120}', origem_nota = 'ia' WHERE id = $1`,
    [redacaoId],
  );
  const appeal = await api(essay.url, 'POST', `/redacoes/${redacaoId}/recursos`, {
    token: reg.body.data.token,
    body: { competencia: 2, motivo: 'O tema foi desenvolvido com repertório pertinente.' },
  });
  expect(appeal.status).toBe(201);
  const appealJob = `recurso-${appeal.body.data.id}`;
  await (await queue.getJob(appealJob))!.remove();
  await pool.query(`UPDATE essay.recursos SET criado_em = now() - interval '1 day' WHERE id = $1`, [
    appeal.body.data.id,
  ]);

  expect(await reconcileStuckJobs(pool, queues.lookup, logger, STALE_SECONDS)).toBe(1);
  expect((await queue.getJob(appealJob))?.data).toMatchObject({ recursoId: appeal.body.data.id, redacaoId });
  expect(await reconcileStuckJobs(pool, queues.lookup, logger, STALE_SECONDS)).toBe(0);
});
