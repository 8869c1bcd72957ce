// `npm run bench -- correction [--n 60] [--concurrency 2]`: starts a whole stack on its own ports and
// database, submits N essays through the gateway with the local engine, and prints corrections per
// second and the p50/p95 time from submit to `correction:completed`.
import { spawnSync } from 'node:child_process';
import { parseArgs } from 'node:util';
import pg from 'pg';
import { io } from 'socket.io-client';
import { SAMPLE_ESSAY } from '@argumenta/testkit/essay';
import { dropDatabase, ensureDatabase, ensureInfra } from '../lib/infra.mjs';
import { ROOT, startStack } from '../lib/stack.mjs';

const { values } = parseArgs({ options: { n: { type: 'string', default: '60' }, concurrency: { type: 'string', default: '2' } } });
const N = Number(values.n);
const concurrency = values.concurrency!;
const offset = 20_000;
const base = `http://127.0.0.1:${8080 + offset}`;
const stamp = Date.now().toString(36);
const databaseUrl = `postgres://postgres@127.0.0.1:5432/argumenta_bench_${stamp}`;

const percentile = (xs: number[], p: number) => [...xs].sort((a, b) => a - b)[Math.min(xs.length - 1, Math.floor((p / 100) * xs.length))]!;

await ensureInfra();
await ensureDatabase(databaseUrl);
const env = { NODE_ENV: 'test', DATABASE_URL: databaseUrl, QUEUE_PREFIX: `bench-${stamp}`, LOG_LEVEL: 'warn', CORRECTION_ENGINE: 'local', CORRECTION_CONCURRENCY: concurrency, RATE_LIMIT_API_MAX: '1000000', RATE_LIMIT_REGISTER_MAX: '1000' };
spawnSync(process.execPath, ['--import', 'tsx', 'scripts/seed.ts'], { cwd: ROOT, env: { ...process.env, ...env }, stdio: 'ignore' });
const stack = await startStack({ env, portOffset: offset, quiet: true });
try {
  const reg = await fetch(`${base}/api/auth/registrar`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ name: 'Bench', email: `bench-${stamp}@teste.com`, password: 'segredo1', confirmPassword: 'segredo1' }),
  }).then((r) => r.json() as Promise<{ data: { token: string; user: { id: number } } }>);
  const db = new pg.Client({ connectionString: databaseUrl });
  await db.connect();
  await db.query('UPDATE auth.usuarios SET creditos_disponiveis = $2 WHERE id = $1', [reg.data.user.id, N + 10]);
  await db.end();

  const socket = io(base, { path: '/socket.io', transports: ['websocket'], auth: { token: reg.data.token } });
  await new Promise((r) => socket.on('connect', () => r(undefined)));
  const submittedAt = new Map<number, number>();
  const latencies: number[] = [];
  const done = new Promise<void>((resolve) => {
    const finish = (e: { redacaoId: number }) => {
      const t0 = submittedAt.get(e.redacaoId);
      if (t0 !== undefined) latencies.push(performance.now() - t0);
      if (latencies.length === N) resolve();
    };
    socket.on('correction:completed', finish);
    socket.on('correction:failed', finish);
  });
  const started = performance.now();
  const submitMs: number[] = [];
  await Promise.all(
    Array.from({ length: N }, async (_, i) => {
      const form = new FormData();
      form.append('titulo', `Bench ${i}`);
      // vary the text so every essay is analysed for real
      form.append('texto', `${SAMPLE_ESSAY}\n\nObservação ${i}: a sociedade precisa agir.`);
      const t0 = performance.now();
      const res = await fetch(`${base}/api/redacoes/submeter`, { method: 'POST', headers: { authorization: `Bearer ${reg.data.token}` }, body: form });
      const body = (await res.json()) as { data: { redacao_id: number } };
      submitMs.push(performance.now() - t0);
      submittedAt.set(body.data.redacao_id, t0);
    }),
  );
  await done;
  const seconds = (performance.now() - started) / 1000;
  socket.close();
  console.log(`essays: ${N}   worker concurrency: ${concurrency}   engine: local   cores: ${(await import('node:os')).availableParallelism()}`);
  console.log(`corrections/s: ${(N / seconds).toFixed(1)}   wall: ${seconds.toFixed(1)} s`);
  console.log(`submit→completed  p50: ${percentile(latencies, 50).toFixed(0)} ms   p95: ${percentile(latencies, 95).toFixed(0)} ms`);
  console.log(`submit HTTP (202)  p50: ${percentile(submitMs, 50).toFixed(0)} ms   p95: ${percentile(submitMs, 95).toFixed(0)} ms`);
} finally {
  await stack.stop();
  await dropDatabase(databaseUrl).catch(() => undefined);
}
