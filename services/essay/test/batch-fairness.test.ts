import { jest } from '@jest/globals';
import { Queue, Worker } from 'bullmq';
import { QUEUES, type Batch } from '@argumenta/contracts';
import { bullConnection } from '@argumenta/platform';
import { createQueues, reconcileStuckJobs } from '@argumenta/essay';
import { api, closeTestPool, logger, REDIS_URL, testPool, uniquePrefix, type Running } from '@argumenta/testkit';
import { actors, inDays, type Actor } from '@argumenta/testkit/actors';
import { startAuthService } from '@argumenta/testkit/auth';
import { startClassroomService } from '@argumenta/testkit/classroom';
import { SAMPLE_ESSAY, startEssayService } from '@argumenta/testkit/essay';

// Fairness of the real correction queue (issue 13): a student's own essay goes before any batch item, and the batches
// of two teachers alternate instead of running one after the other. The order is read from a BullMQ worker that takes
// one job at a time from the queue the essay service filled.
jest.setTimeout(120_000);

const prefix = uniquePrefix('fair');
let auth: Running;
let classroom: Running;
let essay: Awaited<ReturnType<typeof startEssayService>>;
let make: ReturnType<typeof actors>;

beforeAll(async () => {
  auth = await startAuthService();
  classroom = await startClassroomService({ auth: auth.url, essay: () => essay?.url });
  essay = await startEssayService({ authUrl: auth.url, classroomUrl: classroom.url, prefix });
  make = actors(auth.url);
});
afterAll(async () => {
  // Nothing of this file stays pending in the shared database (no worker ever ran these): other files' reconcilers
  // would otherwise find them minutes later.
  await testPool().query(
    `UPDATE essay.correcoes SET status = 'falhou' WHERE status = 'pendente' AND redacao_id IN (SELECT id FROM essay.redacoes WHERE atividade_id = ANY($1::int[]) OR id = ANY($2::int[]))`,
    [activities, ownEssays],
  );
  await essay?.close();
  await classroom?.close();
  await auth?.close();
  await closeTestPool();
});

const activities: number[] = [];
const ownEssays: number[] = [];

async function teacherWithRoom(students: number) {
  const prof = await make('professor');
  const sala = (await api(classroom.url, 'POST', '/salas', { token: prof.token, body: { nome: 'Sala' } })).body.data;
  const alunos: Actor[] = [];
  for (let i = 0; i < students; i++) {
    const a = await make('estudante');
    await api(classroom.url, 'POST', '/salas/ingressar', {
      token: a.token,
      body: { codigo_acesso: sala.codigo_acesso },
    });
    alunos.push(a);
  }
  const atividade = (
    await api(classroom.url, 'POST', '/atividades/criar', {
      token: prof.token,
      body: { sala_id: sala.id, titulo: 'Lote', tema: 'Tema', data_limite: inDays(2) },
    })
  ).body.data;
  activities.push(atividade.id);
  return { prof, alunos, atividadeId: atividade.id as number };
}

async function sendBatch(t: Awaited<ReturnType<typeof teacherWithRoom>>) {
  const csv = ['email,titulo,texto', ...t.alunos.map((a, i) => `${a.email},T${i},"${SAMPLE_ESSAY} ${i}"`)].join('\n');
  const form = new FormData();
  form.append('arquivo', new Blob([csv]), 'lote.csv');
  const res = await api(essay.url, 'POST', `/atividades/${t.atividadeId}/lotes`, { token: t.prof.token, body: form });
  expect(res.status).toBe(202);
  return res.body.data.lote_id as number;
}

it('individual essays first, then the two teachers’ batches interleave; queue positions are shown while waiting', async () => {
  const a = await teacherWithRoom(6);
  const b = await teacherWithRoom(3);
  const loteA = await sendBatch(a);
  const loteB = await sendBatch(b);
  const student = await make('estudante');
  const form = new FormData();
  form.append('texto', SAMPLE_ESSAY);
  const own = await api(essay.url, 'POST', '/redacoes/submeter', { token: student.token, body: form });
  expect(own.status).toBe(202);
  ownEssays.push(own.body.data.redacao_id);

  // Positions before any worker runs: the student's essay is ahead of all, then A1 B1 A2 B2 A3 B3 A4 A5 A6.
  const read = async (id: number, who: Actor) =>
    (await api(essay.url, 'GET', `/lotes/${id}`, { token: who.token })).body.data as Batch;
  const [ba, bb] = [await read(loteA, a.prof), await read(loteB, b.prof)];
  expect(ba.itens.map((i) => i.posicao_fila)).toEqual([1, 3, 5, 7, 8, 9]);
  expect(bb.itens.map((i) => i.posicao_fila)).toEqual([2, 4, 6]);
  expect(ba.itens.every((i) => i.status === 'pendente')).toBe(true);
  // The student's own essay: first in line.
  const status = await api(essay.url, 'GET', `/redacoes/${own.body.data.redacao_id}/status`, { token: student.token });
  expect(status.body.data).toMatchObject({ status: 'pendente', posicao_fila: 0 });

  // Who each job is.
  const { rows } = await testPool().query<{ correcao_id: number; lote_id: number; ordem: number }>(
    `SELECT r.correcao_atual_id AS correcao_id, i.lote_id, i.ordem FROM essay.lote_itens i JOIN essay.redacoes r ON r.id = i.redacao_id WHERE i.lote_id = ANY($1::int[])`,
    [[loteA, loteB]],
  );
  const label = new Map(rows.map((r) => [`correcao-${r.correcao_id}`, `${r.lote_id === loteA ? 'A' : 'B'}${r.ordem}`]));
  label.set(own.body.data.job_id, 'aluno');

  const order: string[] = [];
  const worker = new Worker(
    QUEUES.correction,
    async (job) => {
      order.push(label.get(job.id!) ?? job.id!);
    },
    { connection: bullConnection(REDIS_URL, { maxRetriesPerRequest: null }), prefix, concurrency: 1 },
  );
  const until = Date.now() + 30_000;
  while (order.length < 10 && Date.now() < until) await new Promise((r) => setTimeout(r, 100));
  await worker.close();
  expect(order).toEqual(['aluno', 'A1', 'B1', 'A2', 'B2', 'A3', 'B3', 'A4', 'A5', 'A6']);
});

it('a teacher’s second batch waits behind their own first one, not behind everybody', async () => {
  const a = await teacherWithRoom(3);
  const first = await sendBatch(a);
  const c = await teacherWithRoom(2);
  // Teacher A sends another activity's batch while the first waits; teacher C sends one too.
  const a2 = { ...(await teacherWithRoom(0)), prof: a.prof };
  const salaExtra = (await api(classroom.url, 'POST', '/salas', { token: a.prof.token, body: { nome: 'Outra turma' } }))
    .body.data;
  const extra: Actor[] = [];
  for (let i = 0; i < 2; i++) {
    const s = await make('estudante');
    await api(classroom.url, 'POST', '/salas/ingressar', {
      token: s.token,
      body: { codigo_acesso: salaExtra.codigo_acesso },
    });
    extra.push(s);
  }
  a2.alunos = extra;
  a2.atividadeId = (
    await api(classroom.url, 'POST', '/atividades/criar', {
      token: a.prof.token,
      body: { sala_id: salaExtra.id, titulo: 'Lote 2', tema: 'Tema', data_limite: inDays(2) },
    })
  ).body.data.id;
  activities.push(a2.atividadeId);
  const second = await sendBatch(a2);
  const third = await sendBatch(c);
  const pos = async (id: number, who: Actor) =>
    ((await api(essay.url, 'GET', `/lotes/${id}`, { token: who.token })).body.data as Batch).itens.map(
      (i) => i.posicao_fila!,
    );
  const [p1, p2, p3] = [await pos(first, a.prof), await pos(second, a.prof), await pos(third, c.prof)];
  // C's first item goes right after A's first, before A's second batch starts.
  expect(Math.max(...p1)).toBeLessThan(Math.min(...p2));
  expect(p3[0]).toBeLessThan(p1[1]!);
  expect(Math.max(...p3)).toBeLessThan(Math.min(...p2));
});

it('a batch item whose job the queue lost goes back at its own priority, with its batch (never ahead of students)', async () => {
  const t = await teacherWithRoom(2);
  const loteId = await sendBatch(t);
  const { rows } = await testPool().query<{ correcao_id: number; prioridade: number }>(
    'SELECT r.correcao_atual_id AS correcao_id, i.prioridade FROM essay.lote_itens i JOIN essay.redacoes r ON r.id = i.redacao_id WHERE i.lote_id = $1 ORDER BY i.ordem',
    [loteId],
  );
  const queue = new Queue(QUEUES.correction, {
    connection: bullConnection(REDIS_URL, { maxRetriesPerRequest: null }),
    prefix,
  });
  const jobId = `correcao-${rows[1]!.correcao_id}`;
  await queue.remove(jobId);
  const queues = createQueues(REDIS_URL, prefix, { correction: 3, transcription: 2 });
  // Threshold 0 instead of back-dating the row: a back-dated pending row would be found by the other files' reconcilers.
  expect(await reconcileStuckJobs(testPool(), queues.lookup, logger, 0)).toBeGreaterThanOrEqual(1);
  const job = await queue.getJob(jobId);
  expect(job?.opts.priority).toBe(rows[1]!.prioridade);
  expect(job?.data).toMatchObject({ lote: { id: loteId, professorId: t.prof.id } });
  await queues.close();
  await queue.close();
});

it('batches of different schools interleave first, and the teachers of one school take turns within its share', async () => {
  // Two real schools (issue 16): S1 with teachers T1 and T2, S2 with T3. Each sends 4 essays, in that order.
  const admin = await make('admin');
  const school = async () =>
    (
      await api(auth.url, 'POST', '/escolas', {
        token: admin.token,
        body: { nome: `Escola ${Math.random().toString(36).slice(2, 8)}` },
      })
    ).body.data.id as number;
  const [s1, s2] = [await school(), await school()];
  const teachers = [await teacherWithRoom(4), await teacherWithRoom(4), await teacherWithRoom(4)];
  for (const [t, s] of [
    [teachers[0]!, s1],
    [teachers[1]!, s1],
    [teachers[2]!, s2],
  ] as const) {
    expect(
      (
        await api(auth.url, 'POST', `/escolas/${s}/membros`, {
          token: admin.token,
          body: { usuario_id: t.prof.id, papel: 'professor' },
        })
      ).status,
    ).toBe(200);
  }
  const lotes: number[] = [];
  for (const t of teachers) lotes.push(await sendBatch(t));

  const { rows } = await testPool().query<{
    correcao_id: number;
    lote_id: number;
    ordem: number;
    prioridade: number;
    escola_id: number;
  }>(
    `SELECT r.correcao_atual_id AS correcao_id, i.lote_id, i.ordem, i.prioridade, l.escola_id FROM essay.lote_itens i JOIN essay.lotes l ON l.id = i.lote_id
       JOIN essay.redacoes r ON r.id = i.redacao_id WHERE i.lote_id = ANY($1::int[])`,
    [lotes],
  );
  expect(new Set(rows.map((r) => `${lotes.indexOf(r.lote_id)}:${r.escola_id}`))).toEqual(
    new Set(['0:' + s1, '1:' + s1, '2:' + s2]),
  );
  const label = new Map(rows.map((r) => [`correcao-${r.correcao_id}`, `T${lotes.indexOf(r.lote_id) + 1}.${r.ordem}`]));
  // The queue holds the numbers PostgreSQL holds (the reconciler puts a lost job back at the stored one).
  const queue = new Queue(QUEUES.correction, {
    connection: bullConnection(REDIS_URL, { maxRetriesPerRequest: null }),
    prefix,
  });
  for (const r of rows) expect((await queue.getJob(`correcao-${r.correcao_id}`))?.priority).toBe(r.prioridade);
  await queue.close();

  // Earlier tests of this file left jobs waiting: the worker takes them too, only this test's jobs are compared.
  const order: string[] = [];
  const worker = new Worker(
    QUEUES.correction,
    async (job) => {
      const l = label.get(job.id!);
      if (l) order.push(l);
    },
    { connection: bullConnection(REDIS_URL, { maxRetriesPerRequest: null }), prefix, concurrency: 1 },
  );
  const until = Date.now() + 30_000;
  while (order.length < 12 && Date.now() < until) await new Promise((r) => setTimeout(r, 100));
  await worker.close();
  // S1, S2, S1, S2 … while both have work; within S1, T1 and T2 alternate.
  expect(order).toEqual([
    'T1.1',
    'T3.1',
    'T2.1',
    'T3.2',
    'T1.2',
    'T3.3',
    'T2.2',
    'T3.4',
    'T1.3',
    'T2.3',
    'T1.4',
    'T2.4',
  ]);
});
