// `npm run bench -- exam-day [--students 2000] [--duration 10m] [--photo-share 0.1] [--max-wait 900] [--concurrency 4]`:
// a school's exam day with real k6 (load-tests/exam-day.js, unmodified) against two gateways and two correction
// workers behind a round-robin proxy (plus the services and one OCR worker), all on this machine. Prints the p95 of the
// submission's 202, of submit → first progress event and of submit → completion event (as each student's own socket
// saw them), lost events, the backlog curve (jobs waiting, prioritized and running, sampled every 5 s) and the CPU and
// memory each process used — what the Kubernetes requests and limits are set from (k8s/base).
import type { ChildProcess } from 'node:child_process';
import { availableParallelism } from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { Queue } from 'bullmq';
import { QUEUES } from '@argumenta/contracts';
import { ensureDevKeyPair } from '@argumenta/platform';
import { dropDatabase, ensureDatabase, ensureInfra } from '../lib/infra.mjs';
import { findK6, runK6 } from '../lib/k6.mjs';
import { ROOT, startStack } from '../lib/stack.mjs';
import { benchPortOffset, localStackEnv, roundRobinProxy, scaledOutPorts, scaleOut, stopChild, usage } from './lib.js';

const { values } = parseArgs({
  options: {
    students: { type: 'string', default: '2000' },
    duration: { type: 'string', default: '10m' },
    'photo-share': { type: 'string', default: '0.1' },
    'max-wait': { type: 'string', default: '900' },
    concurrency: { type: 'string', default: '4' },
  },
});
const OFFSET = benchPortOffset();
const { gateways: GATEWAYS, proxy: PROXY_PORT } = scaledOutPorts(OFFSET);
const stamp = Date.now().toString(36);
const prefix = `bench-prova-${stamp}`;
const databaseUrl = `postgres://postgres@127.0.0.1:5432/argumenta_bench_${stamp}`;
// The gateway's login limits stay as deployed (a school's logins come from one address); registrations happen in
// k6's setup() from that same address, before the exam, so their limit is raised.
const env = {
  ...localStackEnv(databaseUrl, prefix, values.concurrency!),
  OCR_ENGINE: 'tesseract',
  OCR_POOL_SIZE: '1',
  RATE_LIMIT_REGISTER_MAX: '1000000',
  RATE_LIMIT_API_MAX: '1000000',
};

const k6 = findK6();
if (!k6) throw new Error('k6 não encontrado: ../shared/tools/k6/k6 ou K6_BIN');

type Sample = { t: number; correction: Record<string, number>; transcription: Record<string, number> };
const fmt = (ms: number | undefined) =>
  ms === undefined ? '—' : ms >= 10_000 ? `${(ms / 1000).toFixed(1)} s` : `${ms.toFixed(0)} ms`;

await ensureInfra();
ensureDevKeyPair();
await ensureDatabase(databaseUrl);
const proxy = roundRobinProxy(GATEWAYS);
const extras: ChildProcess[] = [];
const connection = { url: process.env.REDIS_URL ?? 'redis://127.0.0.1:6379' };
const queues = {
  correction: new Queue(QUEUES.correction, { connection, prefix }),
  transcription: new Queue(QUEUES.transcription, { connection, prefix }),
};
let stack: Awaited<ReturnType<typeof startStack>> | undefined;
let sampler: NodeJS.Timeout | undefined;
try {
  stack = await startStack({ env, portOffset: OFFSET, quiet: true });
  await scaleOut(OFFSET, env, proxy, extras);

  const processes: Record<string, number> = {
    ...stack.pids(),
    'gateway-2': extras[0]!.pid!,
    'correction-worker-2': extras[1]!.pid!,
  };
  const first = Object.fromEntries(Object.entries(processes).map(([n, pid]) => [n, usage(pid)]));
  const peak: Record<string, { cores: number; rssMb: number }> = {};
  let last = {
    at: performance.now(),
    cpu: Object.fromEntries(Object.entries(first).map(([n, u]) => [n, u?.cpu ?? 0])),
  };
  const samples: Sample[] = [];
  const started = performance.now();
  const states = ['waiting', 'prioritized', 'active'] as const;
  sampler = setInterval(() => {
    const now = performance.now();
    for (const [n, pid] of Object.entries(processes)) {
      const u = usage(pid);
      if (!u) continue;
      const cores = (u.cpu - (last.cpu[n] ?? 0)) / ((now - last.at) / 1000);
      peak[n] = { cores: Math.max(peak[n]?.cores ?? 0, cores), rssMb: Math.max(peak[n]?.rssMb ?? 0, u.rssMb) };
      last.cpu[n] = u.cpu;
    }
    last = { at: now, cpu: last.cpu };
    void Promise.all([queues.correction.getJobCounts(...states), queues.transcription.getJobCounts(...states)]).then(
      ([correction, transcription]) => samples.push({ t: (now - started) / 1000, correction, transcription }),
    );
  }, 5000);

  console.log(
    `k6 ${path.relative(ROOT, k6)}: ${values.students} estudantes em ${values.duration}, ${Number(values['photo-share']) * 100} % fotos, pelo proxy :${PROXY_PORT} (2 gateways, 2 workers de correção × ${values.concurrency}, 1 OCR)`,
  );
  const run = await runK6(
    k6,
    'exam-day',
    {
      BASE_URL: `http://127.0.0.1:${PROXY_PORT}`,
      STUDENTS: values.students!,
      DURATION: values.duration!,
      PHOTO_SHARE: values['photo-share']!,
      MAX_WAIT_S: values['max-wait']!,
    },
    { summaryFile: path.join(ROOT, 'test-results', 'bench-exam-day.json'), stdio: 'inherit' },
  );
  clearInterval(sampler);
  const wall = (performance.now() - started) / 1000;
  const total = Object.fromEntries(
    Object.entries(processes).map(([n, pid]) => [n, (usage(pid)?.cpu ?? 0) - (first[n]?.cpu ?? 0)]),
  );

  const m = run.metrics;
  const p95 = (name: string) => m[name]?.['p(95)'];
  console.log('\n== exam-day ==');
  console.log(
    `cores: ${availableParallelism()}   wall (setup + arrivals + drain): ${wall.toFixed(0)} s   essays submitted: ${m.essays_submitted?.count ?? 0} (from photos: ${m.essays_from_photo?.count ?? 0})`,
  );
  console.log(
    `p95 submit (202): ${fmt(p95('http_req_duration{name:POST /api/redacoes/submeter}'))}   login: ${fmt(p95('http_req_duration{name:POST /api/auth/login}'))}   first progress: ${fmt(p95('first_progress_ms'))}   completion: ${fmt(p95('completion_ms'))}   photo OCR: ${fmt(p95('transcription_ms'))}`,
  );
  console.log(
    `lost events: ${m.lost_events?.count ?? 0}   timed out: ${m.essay_timed_out?.count ?? 0}   succeeded: ${((m.essay_succeeded?.value ?? 0) * 100).toFixed(1)} %   429 on login: ${((m.rate_limited?.value ?? 0) * 100).toFixed(1)} %   dropped arrivals: ${m.dropped_iterations?.count ?? 0}`,
  );
  console.log(
    `thresholds: ${run.thresholds.filter((t) => t.ok).length}/${run.thresholds.length}${
      run.thresholds.some((t) => !t.ok)
        ? ` (crossed: ${run.thresholds
            .filter((t) => !t.ok)
            .map((t) => t.name)
            .join('; ')})`
        : ''
    }`,
  );
  // No summary (k6 failed before or while writing it) is a failed bench, not a run with nothing to report.
  if (run.thresholds.length === 0) {
    console.error(`k6 terminou com status ${run.status} sem resumo: nada foi medido`);
    process.exitCode = 1;
  }

  console.log('\nbacklog (s: correction waiting+prioritized / running | transcription waiting / running)');
  const every = Math.max(1, Math.ceil(samples.length / 30));
  for (const [i, s] of samples.entries()) {
    if (i % every !== 0 && i !== samples.length - 1) continue;
    const c = s.correction.waiting! + s.correction.prioritized!;
    console.log(
      `${s.t.toFixed(0).padStart(5)}  ${String(c).padStart(5)} / ${String(s.correction.active).padStart(2)}  ${'#'.repeat(Math.min(60, Math.ceil(c / 10)))}${' '.repeat(Math.max(0, 62 - Math.min(60, Math.ceil(c / 10))))}| ${s.transcription.waiting! + s.transcription.prioritized!} / ${s.transcription.active}`,
    );
  }
  const maxBacklog = Math.max(0, ...samples.map((s) => s.correction.waiting! + s.correction.prioritized!));
  console.log(`largest correction backlog: ${maxBacklog}`);

  console.log('\nCPU and memory per process (average cores over the run, peak over 5 s windows, peak RSS)');
  for (const n of Object.keys(processes))
    console.log(
      `  ${n.padEnd(20)} avg ${(total[n]! / wall).toFixed(2)}  peak ${(peak[n]?.cores ?? 0).toFixed(2)} cores   RSS ${(peak[n]?.rssMb ?? 0).toFixed(0)} MB`,
    );
  if (run.status !== 0) process.exitCode = 1;
} finally {
  if (sampler) clearInterval(sampler);
  if (proxy.listening) proxy.close();
  await Promise.all([queues.correction.close(), queues.transcription.close()]);
  await Promise.all(extras.map(stopChild));
  await stack?.stop();
  await dropDatabase(databaseUrl).catch(() => undefined);
}
