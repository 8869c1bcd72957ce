// `npm run bench -- lote [--n 2000] [--students 50] [--concurrency 2] [--llm-n 30] [--llm-ms 8000] [--llm-rpm 60]`
// (issue 13). Starts a stack on its own ports, database and queue prefix, then:
//  1. 50 students submit one essay each on an idle queue: their submit→completed p50/p95;
//  2. a teacher sends a 2,000-essay CSV batch (local engine) and, while it runs, the 50 students submit again: the
//     batch's throughput and the students' p50/p95 with the batch (goal: < 1 s added to the p95);
//  3. an OpenAI-compatible fake answering in 8 s per call and refusing (429) beyond 60 requests/min, with the workers
//     limited to 60 requests/min: a batch runs to the end with no failure, at the limit.
import { availableParallelism } from 'node:os';
import { parseArgs } from 'node:util';
import pg from 'pg';
import { io, type Socket } from 'socket.io-client';
import { ensureDevKeyPair } from '@argumenta/platform';
import { SAMPLE_ESSAY } from '@argumenta/testkit/essay';
import { startFakeOpenAI, validCompetencyReply, type FakeReply } from '@argumenta/testkit/fake-openai';
import { dropDatabase, ensureDatabase, ensureInfra } from '../lib/infra.mjs';
import { startStack } from '../lib/stack.mjs';
import { benchPortOffset, percentile, registerStudent, submitEssay } from './lib.js';

const { values } = parseArgs({
  options: {
    n: { type: 'string', default: '2000' },
    students: { type: 'string', default: '50' },
    concurrency: { type: 'string', default: '2' },
    'llm-n': { type: 'string', default: '30' },
    'llm-ms': { type: 'string', default: '8000' },
    'llm-rpm': { type: 'string', default: '60' },
  },
});
const N = Number(values.n);
const STUDENTS = Number(values.students);
const LLM_N = Number(values['llm-n']);
const LLM_MS = Number(values['llm-ms']);
const LLM_RPM = Number(values['llm-rpm']);
const offset = benchPortOffset();
const base = `http://127.0.0.1:${8080 + offset}`;
const stamp = Date.now().toString(36);
const databaseUrl = `postgres://postgres@127.0.0.1:5432/argumenta_bench_lote_${stamp}`;
// The services verify tokens with the development key pair (created once under .data/keys; a fresh checkout has none,
// and the services start in parallel, so none of them may be the one to create it).
ensureDevKeyPair();
const env = {
  NODE_ENV: 'test',
  DATABASE_URL: databaseUrl,
  QUEUE_PREFIX: `bench-lote-${stamp}`,
  LOG_LEVEL: 'warn',
  RATE_LIMIT_API_MAX: '1000000',
  RATE_LIMIT_REGISTER_MAX: '100000',
  RATE_LIMIT_LOGIN_MAX: '100000',
};
const SERVICES = ['auth', 'classroom', 'essay', 'gateway'];
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));
const fmt = (ms: number) => `${(ms / 1000).toFixed(2)} s`;

type Student = { token: string; id: number; socket: Socket };
const json = async (res: Response) => (await res.json()) as { data: any };

async function api(method: string, path: string, token: string, body?: unknown) {
  const res = await fetch(base + path, {
    method,
    headers: {
      authorization: `Bearer ${token}`,
      ...(body && !(body instanceof FormData) ? { 'content-type': 'application/json' } : {}),
    },
    body: body instanceof FormData ? body : body ? JSON.stringify(body) : undefined,
  });
  return { status: res.status, body: await json(res) };
}

/** A teacher (credits for everything), a room of `size` students added straight in the database, and an activity. */
async function teacherWithClass(db: pg.Client, size: number, tag: string) {
  const email = `prof-${tag}-${stamp}@bench.com`;
  const reg = await fetch(`${base}/api/auth/registrar`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ name: 'Prof Bench', email, password: 'segredo1', confirmPassword: 'segredo1' }),
  });
  const id = (await json(reg)).data.user.id as number;
  await db.query(`UPDATE auth.usuarios SET tipo = 'professor', creditos_disponiveis = 1000000 WHERE id = $1`, [id]);
  const login = await fetch(`${base}/api/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email, password: 'segredo1' }),
  });
  const token = (await json(login)).data.token as string;
  const sala = (await api('POST', '/api/salas', token, { nome: `Rede ${tag}` })).body.data;
  const { rows } = await db.query<{ id: number; email: string }>(
    `INSERT INTO auth.usuarios (nome, email, senha_hash, tipo) SELECT 'Aluno ' || g, 'aluno-${tag}-' || g || '-${stamp}@bench.com', 'x', 'estudante' FROM generate_series(1, $1) g RETURNING id, email`,
    [size],
  );
  await db.query('INSERT INTO classroom.sala_estudantes (sala_id, estudante_id) SELECT $1, unnest($2::int[])', [
    sala.id,
    rows.map((r) => r.id),
  ]);
  const atividade = (
    await api('POST', '/api/atividades/criar', token, {
      sala_id: sala.id,
      titulo: `Lote ${tag}`,
      tema: 'Violência contra a mulher',
      data_limite: new Date(Date.now() + 86_400_000).toISOString(),
    })
  ).body.data;
  return { token, atividadeId: atividade.id as number, emails: rows.map((r) => r.email) };
}

async function sendBatch(t: Awaited<ReturnType<typeof teacherWithClass>>) {
  const lines = [
    'email,titulo,texto',
    ...t.emails.map(
      (e, i) => `${e},Lote ${i},"${SAMPLE_ESSAY.replace(/"/g, '""')}\n\nObservação ${i}: a escola precisa agir."`,
    ),
  ];
  const form = new FormData();
  form.append('arquivo', new Blob([lines.join('\n')]), 'turma.csv');
  const t0 = performance.now();
  const res = await api('POST', `/api/atividades/${t.atividadeId}/lotes`, t.token, form);
  if (res.status !== 202) throw new Error(`lote: ${res.status} ${JSON.stringify(res.body).slice(0, 300)}`);
  return { loteId: res.body.data.lote_id as number, acceptedMs: performance.now() - t0, acceptedAt: performance.now() };
}

/** Polls the batch until nothing is pending; resolves with when it ended and its counts. */
async function batchDone(token: string, loteId: number, every = 2000) {
  for (;;) {
    const b = (await api('GET', `/api/lotes/${loteId}`, token)).body.data as {
      pendentes: number;
      concluidas: number;
      falhas: number;
      total: number;
    };
    if (b.pendentes === 0) return { at: performance.now(), ...b };
    await sleep(every);
  }
}

async function connectStudents(n: number): Promise<Student[]> {
  const out: Student[] = [];
  for (let i = 0; i < n; i++) {
    const s = await registerStudent(base, databaseUrl, `aluno-solo-${i}-${stamp}@bench.com`, 100);
    const socket = io(base, { path: '/socket.io', transports: ['websocket'], auth: { token: s.token } });
    await new Promise((r) => socket.on('connect', () => r(undefined)));
    out.push({ ...s, socket });
  }
  return out;
}

/** Every student submits one essay at once; resolves with each one's submit→completed time. */
async function studentsRound(students: Student[], round: number): Promise<number[]> {
  return Promise.all(
    students.map(async (s, i) => {
      const t0 = performance.now();
      const done = new Promise<number>((resolve) => {
        const finish = () => resolve(performance.now() - t0);
        s.socket.once('correction:completed', finish);
        s.socket.once('correction:failed', finish);
      });
      await submitEssay(base, s.token, round * 1000 + i);
      return done;
    }),
  );
}

await ensureInfra();
await ensureDatabase(databaseUrl);
const stack = await startStack({ env, portOffset: offset, quiet: true, only: SERVICES });
const db = new pg.Client({ connectionString: databaseUrl });
await db.connect();
let worker: Awaited<ReturnType<typeof startStack>> | undefined;
let fake: Awaited<ReturnType<typeof startFakeOpenAI>> | undefined;
try {
  console.log(
    `cores: ${availableParallelism()} (machine shared with other processes: figures vary with their load)   worker concurrency: ${values.concurrency}`,
  );
  worker = await startStack({
    env: { ...env, CORRECTION_ENGINE: 'local', CORRECTION_CONCURRENCY: values.concurrency! },
    portOffset: offset,
    quiet: true,
    only: ['correction-worker'],
  });
  const students = await connectStudents(STUDENTS);

  // 1. Students alone.
  const alone = await studentsRound(students, 1);
  console.log(
    `\n1. ${STUDENTS} students, idle queue      submit→completed  p50 ${fmt(percentile(alone, 50))}   p95 ${fmt(percentile(alone, 95))}`,
  );

  // 2. The same students while a 2,000-essay batch runs.
  const teacher = await teacherWithClass(db, N, 'a');
  const batch = await sendBatch(teacher);
  console.log(
    `\n2. batch of ${N} essays (CSV, ${(N * 2000) / 1e6} MB): validated and accepted in ${fmt(batch.acceptedMs)}`,
  );
  await sleep(3000); // the batch is running
  const during = await studentsRound(students, 2);
  const finished = await batchDone(teacher.token, batch.loteId);
  const seconds = (finished.at - batch.acceptedAt) / 1000;
  console.log(
    `   batch: ${finished.concluidas} corrected, ${finished.falhas} failed in ${seconds.toFixed(1)} s → ${(finished.concluidas / seconds).toFixed(1)} essays/s`,
  );
  console.log(
    `   ${STUDENTS} students during the batch   submit→completed  p50 ${fmt(percentile(during, 50))}   p95 ${fmt(percentile(during, 95))}`,
  );
  console.log(
    `   added to the students' p95 by the batch: ${fmt(percentile(during, 95) - percentile(alone, 95))} (goal < 1 s)`,
  );
  students.forEach((s) => s.socket.close());
  await worker.stop();
  worker = undefined;

  // 3. A slow, rate-limited LLM (--llm-n 0 skips it).
  if (LLM_N) {
    const accepted: number[] = [];
    let refused = 0;
    fake = await startFakeOpenAI(async (body): Promise<FakeReply> => {
      const now = Date.now();
      while (accepted.length && accepted[0]! <= now - 60_000) accepted.shift();
      if (accepted.length >= LLM_RPM) {
        refused += 1;
        return {
          kind: 'status',
          status: 429,
          headers: { 'retry-after': String(Math.ceil((accepted[0]! + 60_000 - now) / 1000)) },
          body: { error: { message: 'Rate limit reached', type: 'requests' } },
        };
      }
      accepted.push(now);
      await sleep(LLM_MS);
      return { kind: 'json', body: validCompetencyReply(body.messages.filter((m) => m.role === 'user')[0]!.content) };
    });
    worker = await startStack({
      env: {
        ...env,
        CORRECTION_ENGINE: 'openai',
        OPENAI_BASE_URL: fake.url,
        OPENAI_API_KEY: 'bench',
        OPENAI_REQUESTS_PER_MINUTE: String(LLM_RPM),
        OPENAI_TIMEOUT_MS: String(LLM_MS * 4),
        CORRECTION_CONCURRENCY: '8',
      },
      portOffset: offset,
      quiet: true,
      only: ['correction-worker'],
    });
    const llmTeacher = await teacherWithClass(db, LLM_N, 'llm');
    const before = fake.count();
    const llmBatch = await sendBatch(llmTeacher);
    const llmDone = await batchDone(llmTeacher.token, llmBatch.loteId, 5000);
    const minutes = (llmDone.at - llmBatch.acceptedAt) / 60_000;
    const requests = fake.count() - before - refused;
    console.log(
      `\n3. fake LLM ${LLM_MS / 1000} s per call, ${LLM_RPM} requests/min allowed, OPENAI_REQUESTS_PER_MINUTE=${LLM_RPM}, batch of ${LLM_N}:`,
    );
    console.log(
      `   ${llmDone.concluidas} corrected, ${llmDone.falhas} failed in ${(minutes * 60).toFixed(0)} s → ${(llmDone.concluidas / minutes).toFixed(1)} essays/min, ${(requests / minutes).toFixed(1)} requests/min answered (limit ${LLM_RPM}), ${refused} refused with 429`,
    );
  }
} finally {
  await worker?.stop();
  await fake?.close();
  await db.end();
  await stack.stop();
  await dropDatabase(databaseUrl).catch(() => undefined);
}
