// `npm run bench -- correction [--n 60] [--students N] [--concurrency 2] [--rounds 2] [--worker-after] [--profile] [--dev] [--node-flags "--flag …"]`: starts a whole
// stack on its own ports and database, submits N essays at once through the gateway with the local engine, and prints
// per burst the 202 latency (p50/p95) and the CPU each process spent per submission, then corrections per second and
// the p50/p95 time from submit to `correction:completed`.
// --rounds: bursts one after another, each once the previous one's corrections are done. The first meets processes
// that just started (modules still loading, code not yet optimised by V8, pools empty); the later ones meet them as a
// deployment that has been serving meets the start of a lesson. Both are printed; the last is the steady-state figure.
// By default the stack runs as a school's deployment does: the container image's compiled JavaScript (no tsx), production
// settings (productionEnv). --dev runs it as `npm start` does on a laptop: the TypeScript sources through tsx.
// --worker-after: the correction worker runs only between bursts, so the 202 latency is measured without the
// corrections competing for the cores (the two figures separate the API's own cost from the machine's).
import { spawnSync } from 'node:child_process';
import { readdirSync, readFileSync, rmSync } from 'node:fs';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { io } from 'socket.io-client';
import { dropDatabase, ensureDatabase, ensureInfra } from '../lib/infra.mjs';
import { buildCompiled } from '../lib/compiled.mjs';
import { ROOT, startStack } from '../lib/stack.mjs';
import { SERVICES } from '../services.mjs';
import {
  benchPortOffset,
  describeSpeed,
  machineSpeed,
  percentile,
  productionEnv,
  registerStudent,
  submissionBody,
  submitEssay,
  warmLoadGenerator,
} from './lib.js';

const { values } = parseArgs({
  options: {
    n: { type: 'string', default: '60' },
    students: { type: 'string' },
    concurrency: { type: 'string', default: '2' },
    rounds: { type: 'string', default: '2' },
    'worker-after': { type: 'boolean', default: false },
    profile: { type: 'boolean', default: false },
    dev: { type: 'boolean', default: false },
    'node-flags': { type: 'string', default: '' },
  },
});
const N = Number(values.n);
const ROUNDS = Math.max(1, Number(values.rounds) || 1);
const STUDENTS = Math.min(N, Math.max(1, Number(values.students ?? N) || 1));
const concurrency = values.concurrency!;
const offset = benchPortOffset();
const base = `http://127.0.0.1:${8080 + offset}`;
const stamp = Date.now().toString(36);
const databaseUrl = `postgres://postgres@127.0.0.1:5432/argumenta_bench_${stamp}`;

/** A /proc file's text, or undefined once its process is gone. */
const readProc = (path: string) => {
  try {
    return readFileSync(path, 'utf8');
  } catch {
    return undefined;
  }
};
/** CPU time (user + system) a process has used so far, in ms (/proc/<pid>/stat, 100 ticks a second); 0 once it is gone. */
const cpuOfPid = (pid: number | string) => {
  const stat = readProc(`/proc/${pid}/stat`);
  if (!stat) return 0;
  const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
  return (Number(fields[11]) + Number(fields[12])) * 10;
};
/** All processes of one program (PostgreSQL's backends, Redis) on this machine, by pid. */
const pidsNamed = (comm: string) =>
  readdirSync('/proc').filter((d) => /^\d+$/.test(d) && readProc(`/proc/${d}/comm`)?.trim() === comm);
/**
 * CPU used so far by each stack process and by the databases the whole machine shares (PostgreSQL's backends, which a
 * cold pool forks during the burst, and Redis): they do much of a submission's work and compete for the same cores.
 */
const cpuOf = (pids: Record<string, number>, seen: Map<string, number>): Record<string, number> => {
  const own = Object.fromEntries(Object.entries(pids).map(([name, pid]) => [name, cpuOfPid(pid)]));
  // A backend that exits during the burst takes its CPU with it: each pid's last reading is kept.
  for (const comm of ['postgres', 'redis-server'])
    for (const pid of pidsNamed(comm)) seen.set(`${comm}:${pid}`, cpuOfPid(pid) || (seen.get(`${comm}:${pid}`) ?? 0));
  const sum = (comm: string) => [...seen].filter(([k]) => k.startsWith(`${comm}:`)).reduce((t, [, ms]) => t + ms, 0);
  return { ...own, postgres: sum('postgres'), redis: sum('redis-server') };
};

await ensureInfra();
await ensureDatabase(databaseUrl);
// Measured before the stack starts, on the same cores: what the 202 latencies below are worth on this machine.
const speed = await machineSpeed(8081 + offset);
const env = {
  ...productionEnv(databaseUrl, `bench-${stamp}`),
  ...(values.dev ? { NODE_ENV: 'development' } : {}),
  CORRECTION_ENGINE: 'local',
  CORRECTION_CONCURRENCY: concurrency,
};
spawnSync(process.execPath, ['--import', 'tsx', 'scripts/seed.ts'], {
  cwd: ROOT,
  env: { ...process.env, ...env },
  stdio: 'ignore',
});
const workerAfter = values['worker-after'];
const WORKER = 'correction-worker';
// --profile: V8 CPU profiles of every process in .data/bench/profiles/<name>/ (scripts/bench/profile-summary.ts reads them).
const profileDir = path.join(ROOT, '.data', 'bench', 'profiles');
if (values.profile) rmSync(profileDir, { recursive: true, force: true });
// --node-flags: node/V8 flags for every process of the stack (how V8 flags for the first burst were tried).
const extraFlags = values['node-flags']!.split(/\s+/).filter(Boolean);
const nodeArgs = (name: string) => [
  ...extraFlags,
  ...(values.profile ? ['--cpu-prof', `--cpu-prof-dir=${path.join(profileDir, name)}`] : []),
];
const compiled = values.dev ? undefined : await buildCompiled();
// Each process's log goes to a file, as a container runtime takes a pod's stdout (a pipe to this busy load generator
// filled up during a burst and the services waited on their log writes).
const logDir = path.join(ROOT, '.data', 'bench', `logs-${stamp}`);
const stack = await startStack({
  env,
  portOffset: offset,
  quiet: true,
  logDir,
  nodeArgs,
  compiled,
  only: workerAfter ? SERVICES.map((s) => s.name).filter((n) => n !== WORKER) : undefined,
});
let worker: Awaited<ReturnType<typeof startStack>> | undefined;
try {
  // --students: how many accounts the burst comes from — by default N, one essay each, as a class at the start of a
  // lesson; 1 is one student submitting all N (their reservations coalesce into a few batches, so it understates what a
  // class costs).
  const students: { token: string; id: number }[] = [];
  for (let i = 0; i < STUDENTS; i++)
    students.push(
      await registerStudent(
        base,
        databaseUrl,
        `bench-${stamp}-${i}@teste.com`,
        Math.ceil((N * ROUNDS) / STUDENTS) + 10,
      ),
    );
  const sockets = await Promise.all(
    students.map(async (student) => {
      const socket = io(base, { path: '/socket.io', transports: ['websocket'], auth: { token: student.token } });
      await new Promise((r) => socket.on('connect', () => r(undefined)));
      return socket;
    }),
  );
  const submittedAt = new Map<number, number>();
  let latencies: number[] = [];
  let roundDone = () => undefined as void;
  // With the worker running during the burst a correction can end before its 202 reaches this client: its end is kept
  // until the 202 names the essay (ignoring it left the round waiting for ever).
  const endedEarly = new Map<number, number>();
  const record = (t0: number, ended: number) => {
    latencies.push(ended - t0);
    if (latencies.length === N) roundDone();
  };
  const finish = (e: { redacaoId: number }) => {
    const t0 = submittedAt.get(e.redacaoId);
    if (t0 === undefined) return void endedEarly.set(e.redacaoId, performance.now());
    submittedAt.delete(e.redacaoId);
    record(t0, performance.now());
  };
  for (const socket of sockets) {
    socket.on('correction:completed', finish);
    socket.on('correction:failed', finish);
  }
  const pids = stack.pids() as Record<string, number>;
  console.log(describeSpeed(speed));
  console.log(
    `essays per burst: ${N} from ${STUDENTS} student(s)   worker concurrency: ${concurrency}   engine: local   cores: ${(await import('node:os')).availableParallelism()}   code: ${compiled ? 'compiled JavaScript, production settings (as the image)' : 'TypeScript through tsx, development settings (as npm start; --dev)'}`,
  );

  await warmLoadGenerator(await Promise.all(Array.from({ length: N }, (_, i) => submissionBody(-1 - i))));
  for (let round = 1; round <= ROUNDS; round++) {
    latencies = [];
    const done = new Promise<void>((resolve) => (roundDone = resolve));
    const bodies = await Promise.all(Array.from({ length: N }, (_, i) => submissionBody((round - 1) * N + i)));
    const seen = new Map<string, number>();
    const cpuBefore = cpuOf(pids, seen);
    const clientBefore = process.cpuUsage();
    const started = performance.now();
    const monotonicStart = process.hrtime.bigint() / 1000n;
    const submitMs: number[] = [];
    await Promise.all(
      Array.from({ length: N }, async (_, i) => {
        const t0 = performance.now();
        const { redacaoId, ms } = await submitEssay(base, students[i % STUDENTS]!.token, bodies[i]!);
        submitMs.push(ms);
        const ended = endedEarly.get(redacaoId);
        if (ended === undefined) submittedAt.set(redacaoId, t0);
        else record(t0, ended);
      }),
    );
    const monotonicEnd = process.hrtime.bigint() / 1000n;
    const load = (await import('node:os')).loadavg();
    const cpuAfter = cpuOf(pids, seen);
    const client = process.cpuUsage(clientBefore);
    const perSubmission = Object.entries(cpuAfter)
      .map(([name, ms]) => [name, (ms - cpuBefore[name]!) / N] as const)
      .filter(([, ms]) => ms >= 0.05);
    if (workerAfter)
      worker = await startStack({ env, portOffset: offset, quiet: true, logDir, compiled, only: [WORKER] });
    await done;
    const seconds = (performance.now() - started) / 1000;
    if (workerAfter) {
      await worker?.stop();
      worker = undefined;
    }
    const which = round === 1 ? 'processes just started' : 'warm: after a burst';
    console.log(`\nburst ${round} of ${ROUNDS} (${which})`);
    console.log(
      `  submit HTTP (202)  p50: ${percentile(submitMs, 50).toFixed(0)} ms   p95: ${percentile(submitMs, 95).toFixed(0)} ms   (worker ${workerAfter ? 'started after the burst' : 'running during the burst'}; load at the end of the burst ${load.map((l) => l.toFixed(2)).join(' ')})`,
    );
    console.log(
      `  CPU per submission during the burst: ${perSubmission.map(([name, ms]) => `${name} ${ms.toFixed(1)} ms`).join(' · ')} · total ${perSubmission.reduce((t, [, ms]) => t + ms, 0).toFixed(1)} ms   (this bench's own client: ${((client.user + client.system) / 1000 / N).toFixed(1)} ms)`,
    );
    if (values.profile)
      console.log(`  profiles of this burst: profile-summary.ts <file> --from ${monotonicStart} --to ${monotonicEnd}`);
    console.log(
      `  corrections/s: ${(N / seconds).toFixed(1)}   wall: ${seconds.toFixed(1)} s   submit→completed p50: ${percentile(latencies, 50).toFixed(0)} ms   p95: ${percentile(latencies, 95).toFixed(0)} ms`,
    );
  }
  for (const socket of sockets) socket.close();
} finally {
  await worker?.stop();
  await stack.stop();
  await dropDatabase(databaseUrl).catch(() => undefined);
}
