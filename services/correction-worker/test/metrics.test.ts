import { jest } from '@jest/globals';
import { api, closeTestPool, uniqueEmail, uniquePrefix, type Running } from '@argumenta/testkit';
import { startAuthService } from '@argumenta/testkit/auth';
import { SAMPLE_ESSAY, spawnWorker, startEssayService } from '@argumenta/testkit/essay';
import { startGateway } from '@argumenta/testkit/gateway';

jest.setTimeout(120_000);

// Prometheus metrics after a real correction: the essay is submitted through the gateway while no worker runs (the
// producer reports it waiting), then a real worker process corrects it and its /metrics count the job with its
// engine, outcome, duration and the wait for its first progress event.
const prefix = uniquePrefix('metrics');
let auth: Running;
let essay: Awaited<ReturnType<typeof startEssayService>>;
let gw: Awaited<ReturnType<typeof startGateway>>;
let worker: Awaited<ReturnType<typeof spawnWorker>> | undefined;

beforeAll(async () => {
  auth = await startAuthService();
  essay = await startEssayService({ authUrl: auth.url, prefix });
  gw = await startGateway({
    AUTH_SERVICE_URL: auth.url,
    ESSAY_SERVICE_URL: essay.url,
    QUEUE_PREFIX: prefix,
    RATE_LIMIT_REGISTER_MAX: 1000,
  });
});

afterAll(async () => {
  await worker?.stop();
  await gw?.close();
  await essay?.close();
  await auth?.close();
  await closeTestPool();
});

const scrape = async (url: string) => {
  const res = await fetch(`${url}/metrics`);
  expect(res.status).toBe(200);
  return res.text();
};
/** The value of one series, by its exact labels in the order prom-client prints them; undefined when absent. */
const sample = (text: string, series: string) => {
  const line = text.split('\n').find((l) => l.startsWith(`${series} `));
  return line === undefined ? undefined : Number(line.slice(series.length + 1));
};

it('counts a correction by engine and outcome, with its duration, first-progress wait and the queue depth', async () => {
  const reg = await api(gw.url, 'POST', '/api/auth/registrar', {
    body: { name: 'Estudante Métricas', email: uniqueEmail('metr'), password: 'segredo1', confirmPassword: 'segredo1' },
  });
  expect(reg.status).toBe(201);
  const token = reg.body.data.token as string;
  const form = new FormData();
  form.append('titulo', 'Violência contra a mulher');
  form.append('texto', SAMPLE_ESSAY);
  form.append('tipo_envio', 'texto');
  const submittedBefore = Date.now();
  const submitted = await api(gw.url, 'POST', '/api/redacoes/submeter', { token, body: form });
  expect(submitted.status).toBe(202);
  const redacaoId = submitted.body.data.redacao_id as number;

  // No worker yet: the producer (essay service) reads the queue at scrape time.
  const queued = await scrape(essay.url);
  expect(sample(queued, `bullmq_queue_jobs{prefix="${prefix}",queue="correction",state="waiting"}`)).toBe(1);
  expect(sample(queued, `bullmq_queue_jobs{prefix="${prefix}",queue="correction",state="active"}`)).toBe(0);
  expect(sample(queued, `bullmq_queue_jobs{prefix="${prefix}",queue="transcription",state="waiting"}`)).toBe(0);
  // Latency by route, in the service (its route pattern) and in the gateway (the proxied prefix).
  expect(
    sample(
      queued,
      'http_request_duration_seconds_count{service="essay",method="POST",route="/redacoes/submeter",status="202"}',
    ),
  ).toBeGreaterThanOrEqual(1);
  const gateway = await scrape(gw.metricsUrl);
  expect(
    sample(
      gateway,
      'http_request_duration_seconds_count{service="gateway",method="POST",route="/api/redacoes/*",status="202"}',
    ),
  ).toBeGreaterThanOrEqual(1);

  const spawnedAt = Date.now();
  worker = await spawnWorker(
    'services/correction-worker/src/main.ts',
    {
      DATABASE_URL: process.env.DATABASE_URL!,
      QUEUE_PREFIX: prefix,
      AUTH_SERVICE_URL: auth.url,
      CORRECTION_ENGINE: 'local',
      CORRECTION_CONCURRENCY: '1',
    },
    'correction-worker consumindo',
  );
  const workerUrl = worker.url;

  for (let status = ''; status !== 'concluida';) {
    const res = await api(gw.url, 'GET', `/api/redacoes/${redacaoId}/status`, { token });
    status = res.body.data.status;
    expect(status).not.toBe('falhou');
    await new Promise((r) => setTimeout(r, 200));
  }
  const metrics = await scrape(workerUrl);
  expect(sample(metrics, 'corrections_total{engine="local",outcome="ok"}')).toBe(1);
  expect(sample(metrics, 'corrections_total{engine="local",outcome="failed"}')).toBeUndefined();
  expect(sample(metrics, 'correction_duration_seconds_count{engine="local",outcome="ok"}')).toBe(1);
  const seconds = sample(metrics, 'correction_duration_seconds_sum{engine="local",outcome="ok"}')!;
  expect(seconds).toBeGreaterThan(0);
  expect(seconds).toBeLessThan(60);
  // Submitted before the worker process existed: the wait for its first progress covers at least that gap.
  expect(sample(metrics, 'queue_job_first_progress_seconds_count{queue="correction"}')).toBe(1);
  const firstProgress = sample(metrics, 'queue_job_first_progress_seconds_sum{queue="correction"}')! * 1000;
  expect(firstProgress).toBeGreaterThanOrEqual(spawnedAt - submittedBefore - 50);
  expect(firstProgress).toBeLessThan(Date.now() - submittedBefore + 50);
  expect(sample(metrics, `bullmq_queue_jobs{prefix="${prefix}",queue="correction",state="waiting"}`)).toBe(0);
  expect(sample(metrics, `bullmq_queue_jobs{prefix="${prefix}",queue="correction",state="failed"}`)).toBe(0);
});
