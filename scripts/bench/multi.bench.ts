// `npm run bench -- multi [--n 60] [--users 6] [--tabs 2] [--concurrency 2]`: the scaled-out path. A whole stack on
// port offset 12000 plus a second gateway and a second correction worker; a round-robin TCP proxy puts both gateways
// behind one port (websockets pass through it). Each student watches with several sockets (browser tabs), spread
// over the two gateways. Prints throughput, p50/p95 from submit to `correction:completed`, and checks that every
// progress event the workers published reached each watching socket exactly once, in order, and no other student's.
import type { ChildProcess } from 'node:child_process';
import { availableParallelism } from 'node:os';
import { parseArgs } from 'node:util';
import { QueueEvents } from 'bullmq';
import { io, type Socket } from 'socket.io-client';
import { QUEUES, type CorrectionProgressEvent } from '@argumenta/contracts';
import { ensureDevKeyPair } from '@argumenta/platform';
import { dropDatabase, ensureDatabase, ensureInfra } from '../lib/infra.mjs';
import { startStack } from '../lib/stack.mjs';
import {
  localStackEnv,
  percentile,
  registerStudent,
  roundRobinProxy,
  scaledOutPorts,
  scaleOut,
  stopChild,
  submitEssay,
} from './lib.js';

const { values } = parseArgs({
  options: {
    n: { type: 'string', default: '60' },
    users: { type: 'string', default: '6' },
    tabs: { type: 'string', default: '2' },
    concurrency: { type: 'string', default: '2' },
  },
});
const N = Number(values.n);
const USERS = Number(values.users);
const TABS = Number(values.tabs);
const OFFSET = 12_000;
const { gateways: GATEWAYS, proxy: PROXY_PORT } = scaledOutPorts(OFFSET);
const base = `http://127.0.0.1:${PROXY_PORT}`;
const stamp = Date.now().toString(36);
const prefix = `bench-multi-${stamp}`;
const databaseUrl = `postgres://postgres@127.0.0.1:5432/argumenta_bench_${stamp}`;
const env = {
  ...localStackEnv(databaseUrl, prefix, values.concurrency!),
  RATE_LIMIT_API_MAX: '1000000',
  RATE_LIMIT_REGISTER_MAX: '1000',
};

const okCorrections = async (healthPort: number) => {
  const text = await fetch(`http://127.0.0.1:${healthPort}/metrics`).then((r) => r.text());
  return Number(/^corrections_total\{engine="local",outcome="ok"\} (\d+)/m.exec(text)?.[1] ?? 0);
};

await ensureInfra();
// The services verify tokens with the development key pair (created once under .data/keys).
ensureDevKeyPair();
await ensureDatabase(databaseUrl);
const extras: ChildProcess[] = [];
const tabGateway = new Map<string, number>();
// Notes which gateway each bench socket (`?tab=` in its handshake) landed on.
const proxy = roundRobinProxy(GATEWAYS, (first, i) => {
  const tab = /^GET \/socket\.io\/\?tab=([\w-]+)/.exec(first.toString('latin1'))?.[1];
  if (tab) tabGateway.set(tab, i);
});
const truth = new QueueEvents(QUEUES.correction, {
  connection: { url: process.env.REDIS_URL ?? 'redis://127.0.0.1:6379' },
  prefix,
});
const sockets: Socket[] = [];
let stack: Awaited<ReturnType<typeof startStack>> | undefined;
try {
  stack = await startStack({ env, portOffset: OFFSET, quiet: true });
  await scaleOut(OFFSET, env, proxy, extras);

  // What the workers published, read from Redis directly: the reference every socket is compared with.
  const published = new Map<number, string[]>();
  truth.on('progress', ({ data }) => {
    const p = data as unknown as { kind?: string; redacaoId?: number; phase: string; percent: number; message: string };
    if (p.kind === 'correction' && p.redacaoId)
      published.set(p.redacaoId, [...(published.get(p.redacaoId) ?? []), `${p.phase}|${p.percent}|${p.message}`]);
  });
  await truth.waitUntilReady();

  const per = Math.ceil(N / USERS);
  const students: { token: string; id: number }[] = [];
  for (let u = 0; u < USERS; u++)
    students.push(await registerStudent(base, databaseUrl, `bench-multi-${u}-${stamp}@teste.com`, per + 5));

  type Tab = { name: string; user: number; progress: Map<number, string[]>; completed: Map<number, number> };
  const tabs: Tab[] = [];
  const owner = new Map<number, number>();
  const submittedAt = new Map<number, number>();
  const endedEarly = new Map<number, (() => void)[]>();
  const latencies: number[] = [];
  let pending = 0;
  let allDone: () => void = () => undefined;
  const done = new Promise<void>((r) => (allDone = r));
  // One socket at a time, so consecutive tabs of a student land on different gateways.
  for (let u = 0; u < USERS; u++)
    for (let t = 0; t < TABS; t++) {
      const tab: Tab = { name: `u${u}-t${t}`, user: u, progress: new Map(), completed: new Map() };
      const socket = io(base, {
        path: '/socket.io',
        transports: ['websocket'],
        query: { tab: tab.name },
        auth: { token: students[u]!.token },
        reconnection: false,
      });
      socket.on('correction:progress', (e: CorrectionProgressEvent) =>
        tab.progress.set(e.redacaoId, [
          ...(tab.progress.get(e.redacaoId) ?? []),
          `${e.phase}|${e.percent}|${e.message}`,
        ]),
      );
      const finished = (e: { redacaoId: number }, at = performance.now()) => {
        // Ended before its 202 reached this client (so its owner is not known yet): counted once the 202 arrives.
        if (!owner.has(e.redacaoId))
          return void endedEarly.set(e.redacaoId, [...(endedEarly.get(e.redacaoId) ?? []), () => finished(e, at)]);
        const seen = (tab.completed.get(e.redacaoId) ?? 0) + 1;
        tab.completed.set(e.redacaoId, seen);
        if (seen !== 1 || owner.get(e.redacaoId) !== u) return;
        if (t === 0) latencies.push(at - submittedAt.get(e.redacaoId)!);
        if (--pending === 0) allDone();
      };
      socket.on('correction:completed', finished);
      socket.on('correction:failed', finished);
      await new Promise<void>((resolve, reject) =>
        socket.once('connect', () => resolve()).once('connect_error', reject),
      );
      sockets.push(socket);
      tabs.push(tab);
    }

  pending = N * TABS;
  const started = performance.now();
  const submitMs: number[] = [];
  await Promise.all(
    Array.from({ length: N }, async (_, i) => {
      const u = i % USERS;
      const t0 = performance.now();
      const { redacaoId, ms } = await submitEssay(base, students[u]!.token, i);
      owner.set(redacaoId, u);
      submittedAt.set(redacaoId, t0);
      for (const count of endedEarly.get(redacaoId) ?? []) count();
      endedEarly.delete(redacaoId);
      submitMs.push(ms);
    }),
  );
  const timeout = setTimeout(() => allDone(), 300_000);
  await done;
  clearTimeout(timeout);
  const seconds = (performance.now() - started) / 1000;
  // Late duplicates would arrive now: give them a moment before counting.
  await new Promise((r) => setTimeout(r, 1000));

  let delivered = 0;
  let expected = 0;
  const problems: string[] = [];
  for (const tab of tabs) {
    for (const [redacaoId, u] of owner) {
      const reference = published.get(redacaoId) ?? [];
      const got = tab.progress.get(redacaoId) ?? [];
      if (u !== tab.user) {
        if (got.length || tab.completed.has(redacaoId))
          problems.push(`${tab.name} recebeu eventos da redação ${redacaoId} de outro estudante`);
        continue;
      }
      expected += reference.length;
      delivered += got.length;
      if (got.join('\n') !== reference.join('\n'))
        problems.push(
          `${tab.name}, redação ${redacaoId}: ${got.length} eventos de progresso, publicados ${reference.length}`,
        );
      if (tab.completed.get(redacaoId) !== 1)
        problems.push(
          `${tab.name}, redação ${redacaoId}: concluída recebida ${tab.completed.get(redacaoId) ?? 0} vez(es)`,
        );
    }
  }
  const onGateway = GATEWAYS.map((_, i) => [...tabGateway.values()].filter((g) => g === i).length);
  const splitUsers = students.filter(
    (_, u) => new Set(tabs.filter((t) => t.user === u).map((t) => tabGateway.get(t.name))).size > 1,
  ).length;
  const perWorker = [await okCorrections(4011 + OFFSET), await okCorrections(4013 + OFFSET)];

  console.log(
    `essays: ${N}   students: ${USERS} × ${TABS} sockets   gateways: 2 behind :${PROXY_PORT}   correction workers: 2 × concurrency ${values.concurrency}   cores: ${availableParallelism()}`,
  );
  console.log(
    `sockets per gateway: ${onGateway.join(' / ')}   students watching from both gateways: ${splitUsers}/${USERS}   corrections per worker: ${perWorker.join(' / ')}`,
  );
  console.log(
    `corrections/s: ${(N / seconds).toFixed(1)}   wall: ${seconds.toFixed(1)} s   completed: ${N - Math.ceil(pending / TABS)}/${N}`,
  );
  console.log(
    `submit→completed  p50: ${percentile(latencies, 50).toFixed(0)} ms   p95: ${percentile(latencies, 95).toFixed(0)} ms`,
  );
  console.log(
    `submit HTTP (202)  p50: ${percentile(submitMs, 50).toFixed(0)} ms   p95: ${percentile(submitMs, 95).toFixed(0)} ms`,
  );
  console.log(
    `progress events: published ${[...published.values()].reduce((s, l) => s + l.length, 0)}, expected at the sockets ${expected}, delivered ${delivered}`,
  );
  console.log(
    problems.length
      ? `exactly once: NO (${problems.length} problems)\n  ${problems.slice(0, 10).join('\n  ')}`
      : 'exactly once: yes (every socket got every progress event of its student once, in order, and one completion per essay)',
  );
  if (problems.length || pending > 0) process.exitCode = 1;
} finally {
  sockets.forEach((s) => s.close());
  if (proxy.listening) proxy.close();
  await truth.close();
  await Promise.all(extras.map(stopChild));
  await stack?.stop();
  await dropDatabase(databaseUrl).catch(() => undefined);
}
