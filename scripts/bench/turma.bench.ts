// `npm run bench -- turma [--students 1000] [--within 10] [--concurrency 4] [--workers 2] [--atividade] [--profile]`:
// a class's burst. Every student of a 1,000-student class holds their own socket.io connection through the gateway and
// sends one essay, all of them within `--within` seconds (evenly spaced); each watches their essay's live progress to
// its end. `--atividade`: the class is one room and every essay answers its teacher's activity (what the essay service
// asks the classroom service per essay, and what the worker needs of the activity), and the teacher then opens the
// 1,000 submissions (GET /api/atividades/{id}/submissoes, 10 times).
// Prints the p95 of the submission's 202, of submit → first progress event and of submit → completion event (as each
// student's own socket saw them), and fails unless every student got every phase their worker published, once and in
// order, one completion, no event of another student's essay, and was charged exactly one credit. `--profile` writes
// CPU profiles of the gateway, the essay service and the correction worker (read them with
// scripts/bench/profile-summary.ts).
import { availableParallelism } from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { QueueEvents } from 'bullmq';
import pg from 'pg';
import { io, type Socket } from 'socket.io-client';
import {
  QUEUES,
  type CorrectionCompletedEvent,
  type CorrectionFailedEvent,
  type CorrectionProgressEvent,
} from '@argumenta/contracts';
import { ensureDevKeyPair, signToken } from '@argumenta/platform';
import { dropDatabase, ensureDatabase, ensureInfra } from '../lib/infra.mjs';
import { ROOT, startStack } from '../lib/stack.mjs';
import { serviceEnv } from '../services.mjs';
import {
  benchPortOffset,
  localStackEnv,
  percentile,
  registerStudent,
  spawnExtra,
  stopChild,
  submissionBody,
  submitEssay,
  usage,
  warmLoadGenerator,
} from './lib.js';

const { values } = parseArgs({
  options: {
    students: { type: 'string', default: '1000' },
    within: { type: 'string', default: '10' },
    concurrency: { type: 'string', default: '4' },
    workers: { type: 'string', default: '2' },
    profile: { type: 'boolean', default: false },
    atividade: { type: 'boolean', default: false },
  },
});
const STUDENTS = Number(values.students);
const SPACING_MS = (Number(values.within) * 1000) / STUDENTS;
const WORKERS = Math.max(1, Number(values.workers));
const OFFSET = benchPortOffset();
const base = `http://127.0.0.1:${8080 + OFFSET}`;
const stamp = Date.now().toString(36);
const prefix = `bench-turma-${stamp}`;
const databaseUrl = `postgres://postgres@127.0.0.1:5432/argumenta_bench_${stamp}`;
const profileDir = path.join(ROOT, '.data', 'bench', 'profiles', `turma-${stamp}`);
const PROFILED = ['gateway', 'essay', 'correction-worker'];
const CREDITS = 3;
const env = {
  ...localStackEnv(databaseUrl, prefix, values.concurrency!),
  RATE_LIMIT_API_MAX: '100000000',
  RATE_LIMIT_REGISTER_MAX: '1000',
};
const fmt = (ms: number) => (ms >= 10_000 ? `${(ms / 1000).toFixed(1)} s` : `${ms.toFixed(0)} ms`);

/**
 * The class: one student registered through the gateway, the others copied from that row in one statement (a
 * thousand password hashes would be the bench's whole cost), each with a token signed by the stack's key.
 */
async function enrolClass(): Promise<{ id: number; token: string }[]> {
  const first = await registerStudent(base, databaseUrl, `turma-0-${stamp}@teste.com`, CREDITS);
  const db = new pg.Client({ connectionString: databaseUrl });
  await db.connect();
  try {
    const { rows } = await db.query<{ id: number; nome: string; tipo: 'estudante' }>(
      `INSERT INTO auth.usuarios (nome, email, senha_hash, tipo, creditos_disponiveis)
         SELECT u.nome, 'turma-' || g || '-' || $2 || '@teste.com', u.senha_hash, u.tipo, $3 FROM auth.usuarios u, generate_series(1, $4::int) g WHERE u.id = $1
       RETURNING id, nome, tipo`,
      [first.id, stamp, CREDITS, STUDENTS - 1],
    );
    const { privateKey } = ensureDevKeyPair();
    const sign = (u: { id: number; nome: string; tipo: 'estudante' }) =>
      signToken(u, { privateKey, issuer: 'argumenta', audience: 'argumenta', expiresInSeconds: 3600 });
    return [first, ...rows.map((u) => ({ id: u.id, token: sign(u) }))];
  } finally {
    await db.end();
  }
}

/** `--atividade`: a teacher, one room holding the whole class, and an activity open for a week. */
async function openActivity(studentIds: number[]): Promise<{ id: number; token: string }> {
  const teacher = await registerStudent(base, databaseUrl, `turma-prof-${stamp}@teste.com`, 0);
  const db = new pg.Client({ connectionString: databaseUrl });
  await db.connect();
  try {
    await db.query(`UPDATE auth.usuarios SET tipo = 'professor' WHERE id = $1`, [teacher.id]);
    const { privateKey } = ensureDevKeyPair();
    const token = signToken(
      { id: teacher.id, nome: 'Bench', tipo: 'professor' },
      { privateKey, issuer: 'argumenta', audience: 'argumenta', expiresInSeconds: 3600 },
    );
    const post = async (p: string, body: unknown) => {
      const res = await fetch(`${base}${p}`, {
        method: 'POST',
        headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
        body: JSON.stringify(body),
      });
      const json = (await res.json()) as { data: { id: number } };
      if (res.status !== 201) throw new Error(`${p}: ${res.status} ${JSON.stringify(json)}`);
      return json.data;
    };
    const sala = await post('/api/salas', { nome: `Turma ${stamp}` });
    // The class joins in one statement (a thousand join requests are not what is measured).
    await db.query('INSERT INTO classroom.sala_estudantes (sala_id, estudante_id) SELECT $1, unnest($2::int[])', [
      sala.id,
      studentIds,
    ]);
    const atividade = await post('/api/atividades/criar', {
      sala_id: sala.id,
      titulo: 'Redação da turma',
      tema: 'Os desafios da mobilidade urbana no Brasil',
      data_limite: new Date(Date.now() + 7 * 86_400_000).toISOString(),
    });
    return { id: atividade.id, token };
  } finally {
    await db.end();
  }
}

type Watcher = {
  index: number;
  socket: Socket;
  redacaoId?: number;
  refused?: string;
  submittedAt?: number;
  firstProgressAt?: number;
  completedAt?: number;
  progress: string[];
  completions: number;
  foreign: number[];
};

await ensureInfra();
ensureDevKeyPair();
await ensureDatabase(databaseUrl);
const truth = new QueueEvents(QUEUES.correction, {
  connection: { url: process.env.REDIS_URL ?? 'redis://127.0.0.1:6379' },
  prefix,
});
const extras: Awaited<ReturnType<typeof spawnExtra>>[] = [];
const watchers: Watcher[] = [];
let stack: Awaited<ReturnType<typeof startStack>> | undefined;
try {
  stack = await startStack({
    env,
    portOffset: OFFSET,
    quiet: true,
    // A shared machine can take minutes to boot the stack.
    timeoutMs: 600_000,
    nodeArgs: (name: string) =>
      values.profile && PROFILED.includes(name) ? ['--cpu-prof', `--cpu-prof-dir=${path.join(profileDir, name)}`] : [],
  });
  for (let w = 1; w < WORKERS; w++)
    extras.push(
      await spawnExtra(
        'services/correction-worker/src/main.ts',
        { ...serviceEnv(OFFSET), ...env, HEALTH_PORT: String(4013 + w + OFFSET) },
        4013 + w + OFFSET,
      ),
    );

  // What the workers published, read from Redis directly: the reference each student's socket is compared with.
  const published = new Map<number, string[]>();
  truth.on('progress', ({ data }) => {
    const p = data as unknown as { kind?: string; redacaoId?: number; phase: string; percent: number; message: string };
    if (p.kind === 'correction' && p.redacaoId)
      published.set(p.redacaoId, [...(published.get(p.redacaoId) ?? []), `${p.phase}|${p.percent}|${p.message}`]);
  });
  await truth.waitUntilReady();

  const students = await enrolClass();
  const activity = values.atividade ? await openActivity(students.map((s) => s.id)) : null;
  const bodies = await Promise.all(
    students.map((_, i) => submissionBody(i, activity ? { atividade_id: String(activity.id) } : {})),
  );
  await warmLoadGenerator(bodies.slice(0, 100));

  // Every event is matched to its essay's watcher; one reaching a socket whose essay it is not is misrouted.
  const byEssay = new Map<number, Watcher>();
  const early = new Map<number, (() => void)[]>();
  let pending = STUDENTS;
  let allDone: () => void = () => undefined;
  const done = new Promise<void>((r) => (allDone = r));
  const onEvent = (w: Watcher, redacaoId: number, what: () => void) => {
    if (w.refused) return;
    if (w.redacaoId === undefined)
      return void early.set(redacaoId, [...(early.get(redacaoId) ?? []), () => onEvent(w, redacaoId, what)]);
    if (w.redacaoId !== redacaoId) return void w.foreign.push(redacaoId);
    what();
  };
  // Connected a slice at a time, as a class opens its pages, not in one handshake storm.
  for (let i = 0; i < STUDENTS; i += 50) {
    await Promise.all(
      students.slice(i, i + 50).map(async (s, k) => {
        const socket = io(base, {
          path: '/socket.io',
          transports: ['websocket'],
          auth: { token: s.token },
          reconnection: false,
        });
        const w: Watcher = { index: i + k, socket, progress: [], completions: 0, foreign: [] };
        socket.on('correction:progress', (e: CorrectionProgressEvent) => {
          const at = performance.now();
          onEvent(w, e.redacaoId, () => {
            w.firstProgressAt ??= at;
            w.progress.push(`${e.phase}|${e.percent}|${e.message}`);
          });
        });
        const finished = (e: CorrectionCompletedEvent | CorrectionFailedEvent) => {
          const at = performance.now();
          onEvent(w, e.redacaoId, () => {
            if (++w.completions > 1) return;
            w.completedAt = at;
            if (--pending === 0) allDone();
          });
        };
        socket.on('correction:completed', finished);
        socket.on('correction:failed', finished);
        await new Promise<void>((resolve, reject) =>
          socket.once('connect', () => resolve()).once('connect_error', reject),
        );
        watchers[i + k] = w;
      }),
    );
  }

  console.log(
    `turma: ${STUDENTS} estudantes em ${values.within} s, cada um com seu socket no gateway :${8080 + OFFSET}; ${WORKERS} worker(s) de correção × ${values.concurrency}; ${availableParallelism()} núcleos`,
  );
  const processes: Record<string, number> = {
    ...stack.pids(),
    ...Object.fromEntries(extras.map((c, w) => [`correction-worker-${w + 2}`, c.pid!])),
  };
  const cpuBefore = Object.fromEntries(Object.entries(processes).map(([n, pid]) => [n, usage(pid)?.cpu ?? 0]));
  const started = performance.now();
  const monotonicStart = process.hrtime.bigint() / 1000n;
  const submitMs: number[] = [];
  await Promise.all(
    students.map(async (s, i) => {
      await new Promise((r) => setTimeout(r, i * SPACING_MS));
      const w = watchers[i]!;
      w.submittedAt = performance.now();
      const sent = await submitEssay(base, s.token, bodies[i]!).catch((err: Error) => err);
      if (sent instanceof Error) {
        // Counted, not fatal: the run still reports how the others fared.
        w.refused = sent.message.slice(0, 120);
        if (--pending === 0) allDone();
        return;
      }
      const { redacaoId, ms } = sent;
      submitMs.push(ms);
      w.redacaoId = redacaoId;
      byEssay.set(redacaoId, w);
      for (const replay of early.get(redacaoId) ?? []) replay();
      early.delete(redacaoId);
    }),
  );
  const submitted = (performance.now() - started) / 1000;
  const timeout = setTimeout(() => allDone(), 600_000);
  await done;
  clearTimeout(timeout);
  const seconds = (performance.now() - started) / 1000;
  const monotonicEnd = process.hrtime.bigint() / 1000n;
  const cpu = Object.fromEntries(
    Object.entries(processes).map(([n, pid]) => [n, (usage(pid)?.cpu ?? 0) - cpuBefore[n]!]),
  );
  // Late duplicates or strays would arrive now: give them a moment before counting.
  await new Promise((r) => setTimeout(r, 1000));

  const problems: string[] = [];
  for (const w of watchers) {
    if (w.refused) {
      problems.push(`estudante ${w.index}: envio recusado (${w.refused})`);
      continue;
    }
    const reference = published.get(w.redacaoId!) ?? [];
    if (w.foreign.length)
      problems.push(
        `estudante ${w.index}: ${w.foreign.length} evento(s) de outra redação (${[...new Set(w.foreign)].slice(0, 3).join(', ')})`,
      );
    if (!reference.length || w.progress.join('\n') !== reference.join('\n'))
      problems.push(
        `estudante ${w.index}, redação ${w.redacaoId}: ${w.progress.length} eventos de progresso, publicados ${reference.length} (ou fora de ordem)`,
      );
    if (w.completions !== 1)
      problems.push(`estudante ${w.index}, redação ${w.redacaoId}: fim recebido ${w.completions} vez(es)`);
  }
  for (const redacaoId of early.keys()) problems.push(`evento da redação ${redacaoId}, que nenhum estudante enviou`);
  const db = new pg.Client({ connectionString: databaseUrl });
  await db.connect();
  const charged = await db.query<{ n: string }>(
    `SELECT count(*) AS n FROM auth.usuarios WHERE id = ANY($1::int[]) AND creditos_disponiveis = $2 - 1 AND creditos_totais_usados = 1`,
    [students.map((s) => s.id), CREDITS],
  );
  const failed = await db.query<{ n: string }>(`SELECT count(*) AS n FROM essay.redacoes WHERE status <> 'concluida'`);
  const refused = watchers.filter((w) => w.refused).length;
  await db.end();
  if (Number(charged.rows[0]!.n) !== STUDENTS - refused)
    problems.push(`${STUDENTS - refused - Number(charged.rows[0]!.n)} estudante(s) não cobrados exatamente um crédito`);
  if (Number(failed.rows[0]!.n) > 0) problems.push(`${failed.rows[0]!.n} redação(ões) não concluídas`);

  const firstProgress = watchers
    .filter((w) => w.firstProgressAt !== undefined)
    .map((w) => w.firstProgressAt! - w.submittedAt!);
  const completion = watchers.filter((w) => w.completedAt !== undefined).map((w) => w.completedAt! - w.submittedAt!);
  const events = watchers.reduce((s, w) => s + w.progress.length, 0);
  console.log(
    `all 202s in ${submitted.toFixed(1)} s; all completed in ${seconds.toFixed(1)} s (${(STUDENTS / seconds).toFixed(1)} corrections/s); ${events} progress events delivered`,
  );
  console.log(
    `p95 submit (202): ${fmt(percentile(submitMs, 95))}   first progress: ${fmt(percentile(firstProgress, 95))}   completion: ${fmt(percentile(completion, 95))}   (p50 completion ${fmt(percentile(completion, 50))})`,
  );
  console.log(
    problems.length
      ? `in order, once, to its own student, charged once: NO (${problems.length} problems)\n  ${problems.slice(0, 10).join('\n  ')}`
      : 'in order, once, to its own student, charged once: yes (every phase published reached its student once and in order; one completion each; no stray event; one credit each)',
  );
  const totalCpu = Object.values(cpu).reduce((a, b) => a + b, 0);
  console.log(
    `CPU from the first submission to the last completion: ${totalCpu.toFixed(1)} s for the stack, ${((totalCpu / STUDENTS) * 1000).toFixed(0)} ms an essay`,
  );
  for (const [n, c] of Object.entries(cpu).sort((a, b) => b[1] - a[1]))
    if (c >= 0.05)
      console.log(
        `  ${n.padEnd(22)} ${c.toFixed(1).padStart(6)} s   ${((c / STUDENTS) * 1000).toFixed(1).padStart(5)} ms an essay`,
      );
  if (activity) {
    // The teacher opens the class's submissions: served with the essays, names from auth.
    const reads: number[] = [];
    let listed = 0;
    for (let k = 0; k < 10; k++) {
      const t0 = performance.now();
      const res = await fetch(`${base}/api/atividades/${activity.id}/submissoes`, {
        headers: { authorization: `Bearer ${activity.token}` },
      });
      const json = (await res.json()) as { data?: { submissoes: unknown[] } };
      reads.push(performance.now() - t0);
      if (res.status !== 200) problems.push(`lista de submissões: ${res.status}`);
      listed = json.data?.submissoes.length ?? 0;
    }
    if (listed !== STUDENTS - refused) problems.push(`lista de submissões: ${listed} de ${STUDENTS - refused}`);
    console.log(
      `teacher's submissions list (${listed} essays), 10 reads: p50 ${fmt(percentile(reads, 50))}   p95 ${fmt(percentile(reads, 95))}`,
    );
  }
  if (values.profile)
    console.log(
      `CPU profiles: ${path.relative(ROOT, profileDir)}/<process>/; the burst: npx tsx scripts/bench/profile-summary.ts <file> --from ${monotonicStart} --to ${monotonicEnd}`,
    );
  if (problems.length || pending > 0) process.exitCode = 1;
} finally {
  watchers.forEach((w) => w.socket.close());
  await truth.close();
  await Promise.all(extras.map(stopChild));
  await stack?.stop();
  await dropDatabase(databaseUrl).catch(() => undefined);
}
