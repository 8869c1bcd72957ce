import { jest } from '@jest/globals';
import { Worker } from 'bullmq';
import { QUEUES, type CorrectionEngine, type CorrectionInput } from '@argumenta/contracts';
import { classroomPort, creditsPort } from '@argumenta/essay-domain';
import { createEngine, correctionJobs, workerEnvSchema } from '@argumenta/correction-worker';
import { bullConnection, createInternalClient } from '@argumenta/platform';
import { api, logger, REDIS_URL, SERVICE_TOKEN, testPool, uniquePrefix, waitFor } from '@argumenta/testkit';
import { startClassroomService } from '@argumenta/testkit/classroom';
import { SAMPLE_ESSAY, startEssayService } from '@argumenta/testkit/essay';
import { useStack, type Actor } from './helpers.js';

jest.setTimeout(60_000);

/**
 * Across real services: an essay submitted with a proposal (essay service from testkit) counts one
 * use, and the correction worker gives the engine the proposal's theme and supporting text.
 */
const prefix = uniquePrefix('proposal-usage');
const stack = useStack();
let essay: Awaited<ReturnType<typeof startEssayService>>;
let worker: Worker;
const inputs: CorrectionInput[] = [];

beforeAll(async () => {
  essay = await startEssayService({
    authUrl: stack.auth.url,
    classroomUrl: stack.classroom.url,
    proposalUrl: stack.svc.url,
    prefix,
  });
  const local = await createEngine(workerEnvSchema.parse({ CORRECTION_ENGINE: 'local' }));
  const spy: CorrectionEngine = {
    name: local.name,
    correct: (input, report, signal) => (inputs.push(input), local.correct(input, report, signal)),
  };
  const deps = {
    pool: testPool(),
    engine: spy,
    logger,
    credits: creditsPort(createInternalClient(stack.auth.url, SERVICE_TOKEN)),
    classroom: classroomPort(createInternalClient(stack.classroom.url, SERVICE_TOKEN)),
    proposals: createInternalClient(stack.svc.url, SERVICE_TOKEN),
  };
  worker = new Worker(QUEUES.correction, (job, _t, signal) => correctionJobs(deps)(job, signal), {
    connection: bullConnection(REDIS_URL, { maxRetriesPerRequest: null }),
    prefix,
  });
  worker.on('completed', (job) => {
    finished.add(job.id!);
    for (const cb of listeners) cb(job.id!);
  });
  await worker.waitUntilReady();
}, 60_000);
afterAll(async () => {
  await worker?.close();
  await essay?.close();
});

// Every completion is remembered from the start, so a job that finishes before we ask is not missed.
const finished = new Set<string>();
const listeners = new Set<(id: string) => void>();
const completed = (jobId: string) =>
  finished.has(jobId)
    ? Promise.resolve(jobId)
    : waitFor<string>(
        (cb) => void listeners.add(cb),
        (id) => id === jobId,
        30_000,
      );
async function submit(target: string, who: Actor, fields: Record<string, string>) {
  const form = new FormData();
  form.set('texto', SAMPLE_ESSAY);
  for (const [k, v] of Object.entries(fields)) form.set(k, v);
  const res = await api(target, 'POST', '/redacoes/submeter', { token: who.token, body: form });
  expect(res.status).toBe(202);
  return res.body.data as { redacao_id: number; job_id: string };
}
const usos = async (who: Actor, id: number) =>
  (await stack.call(who, 'GET', `/propostas/${id}`)).body.data.total_usos as number;

describe('proposal usage through the essay service', () => {
  it('counts one use per essay, not per re-correction, and feeds the AI the theme and supporting text', async () => {
    const prof = await stack.make('professor');
    const aluno = await stack.make('estudante');
    const created = await stack.call(prof, 'POST', '/propostas', {
      titulo: 'A persistência da violência contra a mulher na sociedade brasileira',
      texto_apoio_original: 'TEXTO I\nA Lei Maria da Penha completou 15 anos. [IMAGEM_1]',
      visibilidade: 'publico',
    });
    // A JSON proposal cannot hold a marker without its image: create it through the editor instead.
    expect(created.status).toBe(400);
    const form = new FormData();
    form.set('titulo', 'A persistência da violência contra a mulher na sociedade brasileira');
    form.set('conteudo', 'TEXTO I\nA Lei Maria da Penha completou 15 anos. [IMAGEM_1]');
    form.set('visibilidade', 'publico');
    form.set('imagensMetadata', JSON.stringify([{ id: 1, descricao: 'Gráfico de denúncias por ano' }]));
    form.append(
      'imagens',
      new Blob(
        [new Uint8Array(Buffer.from('R0lGODlhAQABAIAAAP///wAAACH5BAEAAAAALAAAAAABAAEAAAICRAEAOw==', 'base64'))],
        { type: 'image/gif' },
      ),
      'g.gif',
    );
    const proposta = (await api(stack.svc.url, 'POST', '/propostas/editor', { token: prof.token, body: form })).body
      .data as { id: number };
    expect(await usos(prof, proposta.id)).toBe(0);

    const sent = await submit(essay.url, aluno, { titulo: 'Minha redação', proposta_tematica_id: String(proposta.id) });
    expect(await usos(aluno, proposta.id)).toBe(1);
    await completed(sent.job_id);
    const input = inputs.at(-1)!;
    expect(input.proposta).toEqual({
      titulo: 'A persistência da violência contra a mulher na sociedade brasileira',
      texto_apoio: 'TEXTO I\nA Lei Maria da Penha completou 15 anos. [Imagem 1: Gráfico de denúncias por ano]',
    });

    // Re-correcting the same essay is not a new use; another essay is.
    const again = await submit(essay.url, aluno, { id: String(sent.redacao_id) });
    await completed(again.job_id);
    expect(await usos(aluno, proposta.id)).toBe(1);
    expect(inputs.at(-1)!.proposta?.titulo).toBe('A persistência da violência contra a mulher na sociedade brasileira');
    const second = await submit(essay.url, aluno, { proposta_tematica_id: String(proposta.id) });
    await completed(second.job_id);
    expect(await usos(aluno, proposta.id)).toBe(2);
    const stats = await stack.call(prof, 'GET', `/propostas/${proposta.id}/estatisticas`);
    expect(stats.body.data).toMatchObject({ total_usos: 2, usos_redacoes: 2, usuarios_distintos: 1 });
    // An essay without a proposal gets no theme from here.
    const plain = await submit(essay.url, aluno, {});
    await completed(plain.job_id);
    expect(inputs.at(-1)!.proposta).toBeUndefined();
  });

  it("a student cannot submit with someone else's private proposal (404, nothing charged); its creator can", async () => {
    const prof = await stack.make('professor');
    const aluno = await stack.make('estudante');
    const { id } = (
      await stack.call(prof, 'POST', '/propostas', {
        titulo: 'Tema reservado',
        texto_apoio_original: 'Apoio',
        visibilidade: 'privado',
      })
    ).body.data;
    const credits = async (a: Actor) =>
      (await testPool().query('SELECT creditos_disponiveis FROM auth.usuarios WHERE id = $1', [a.id])).rows[0]
        .creditos_disponiveis as number;
    const before = await credits(aluno);
    const form = new FormData();
    form.set('texto', SAMPLE_ESSAY);
    form.set('proposta_tematica_id', String(id));
    const refused = await api(essay.url, 'POST', '/redacoes/submeter', { token: aluno.token, body: form });
    expect(refused.status).toBe(404);
    expect(refused.body.message).toBe('Proposta temática não encontrada');
    expect(await credits(aluno)).toBe(before);
    const missing = new FormData();
    missing.set('texto', SAMPLE_ESSAY);
    missing.set('proposta_tematica_id', '999999');
    expect((await api(essay.url, 'POST', '/redacoes/submeter', { token: aluno.token, body: missing })).status).toBe(
      404,
    );
    const own = await submit(essay.url, prof, { proposta_tematica_id: String(id) });
    await completed(own.job_id);
  });

  it('a proposal service that is down never fails a submission (the count is best-effort)', async () => {
    const prof = await stack.make('professor');
    const aluno = await stack.make('estudante');
    const { id } = (
      await stack.call(prof, 'POST', '/propostas', {
        titulo: 'Tema',
        texto_apoio_original: 'Apoio',
        visibilidade: 'publico',
      })
    ).body.data;
    const blind = await startEssayService({ authUrl: stack.auth.url, prefix });
    try {
      const sent = await submit(blind.url, aluno, { proposta_tematica_id: String(id) });
      await completed(sent.job_id);
      expect(await usos(aluno, id)).toBe(0);
    } finally {
      await blind.close();
    }
  });
});

describe('activities linking a proposal count in total_usos (the classroom service reports them)', () => {
  const inDays = (d: number) => new Date(Date.now() + d * 86_400_000).toISOString();
  const room = (who: Actor, method: string, path: string, body?: unknown, base = stack.classroom.url) =>
    api(base, method, path, { token: who.token, body });
  const stats = async (who: Actor, id: number) =>
    (await stack.call(who, 'GET', `/propostas/${id}/estatisticas`)).body.data as {
      total_usos: number;
      usos_redacoes: number;
      usos_atividades: number;
    };
  async function proposal(prof: Actor, titulo: string) {
    return (
      await stack.call(prof, 'POST', '/propostas', {
        titulo,
        texto_apoio_original: `Apoio de ${titulo}`,
        visibilidade: 'publico',
      })
    ).body.data.id as number;
  }
  async function activity(prof: Actor, salaId: number, propostaId: number | null, base?: string) {
    const res = await room(
      prof,
      'POST',
      '/atividades/criar',
      { sala_id: salaId, titulo: 'Atividade', tema: 'Tema', data_limite: inDays(3), proposta_tematica_id: propostaId },
      base,
    );
    expect(res.status).toBe(201);
    return res.body.data.id as number;
  }

  it('created or re-pointed activities count once; re-saving does not double count; unlinking and deleting take the use back; essays count apart', async () => {
    const prof = await stack.make('professor');
    const aluno = await stack.make('estudante');
    const sala = await stack.room(prof, aluno);
    const a = await proposal(prof, 'Proposta A');
    const b = await proposal(prof, 'Proposta B');

    const first = await activity(prof, sala.id, a);
    expect(await usos(prof, a)).toBe(1);
    expect(await stats(prof, a)).toMatchObject({ total_usos: 1, usos_atividades: 1, usos_redacoes: 0 });
    // Saving again (same proposal, or another field) is not a new use.
    expect((await room(prof, 'PUT', `/atividades/${first}`, { proposta_tematica_id: a })).status).toBe(200);
    expect((await room(prof, 'PUT', `/atividades/${first}`, { titulo: 'Atividade revista' })).status).toBe(200);
    expect(await usos(prof, a)).toBe(1);
    // Pointing it at another proposal moves its use.
    expect((await room(prof, 'PUT', `/atividades/${first}`, { proposta_tematica_id: b })).status).toBe(200);
    expect([await usos(prof, a), await usos(prof, b)]).toEqual([0, 1]);
    const second = await activity(prof, sala.id, b);
    expect(await usos(prof, b)).toBe(2);
    // An activity without a proposal counts nowhere.
    await activity(prof, sala.id, null);
    expect([await usos(prof, a), await usos(prof, b)]).toEqual([0, 2]);

    // A student's essay for the activity uses the proposal too: one more use, of another kind.
    const sent = await submit(essay.url, aluno, { atividade_id: String(first) });
    await completed(sent.job_id);
    expect(await stats(prof, b)).toMatchObject({ total_usos: 3, usos_atividades: 2, usos_redacoes: 1 });

    // Another teacher cannot re-point the activity (403), and the count does not move.
    const outro = await stack.make('professor');
    expect((await room(outro, 'PUT', `/atividades/${second}`, { proposta_tematica_id: a })).status).toBe(403);
    expect([await usos(prof, a), await usos(prof, b)]).toEqual([0, 3]);

    // Unlinking and deleting take the activity's use back; the essay's use stays (it happened).
    expect((await room(prof, 'PUT', `/atividades/${second}`, { proposta_tematica_id: null })).status).toBe(200);
    expect(await usos(prof, b)).toBe(2);
    // It has an essay: deleted only on confirmation.
    expect((await room(prof, 'DELETE', `/atividades/${first}`)).status).toBe(409);
    expect((await room(prof, 'DELETE', `/atividades/${first}?confirmar=1`)).status).toBe(200);
    expect(await stats(prof, b)).toMatchObject({ total_usos: 1, usos_atividades: 0, usos_redacoes: 1 });

    // Deleting a room takes back the uses of its activities.
    const outra = await stack.room(prof);
    await activity(prof, outra.id, a);
    await activity(prof, outra.id, a);
    expect(await usos(prof, a)).toBe(2);
    expect((await room(prof, 'DELETE', `/salas/${outra.id}`)).status).toBe(200);
    expect(await usos(prof, a)).toBe(0);
  });

  it('a proposal service that is down never fails the activity; saving it again later repairs the count', async () => {
    const prof = await stack.make('professor');
    const sala = await stack.room(prof);
    const a = await proposal(prof, 'Proposta resiliente');
    // Same database, but this classroom instance cannot reach the proposal service.
    const blind = await startClassroomService({ auth: stack.auth.url });
    try {
      const id = await activity(prof, sala.id, a, blind.url);
      expect(await usos(prof, a)).toBe(0);
      expect((await room(prof, 'PUT', `/atividades/${id}`, { titulo: 'Atividade salva de novo' })).status).toBe(200);
      expect(await usos(prof, a)).toBe(1);
    } finally {
      await blind.close();
    }
  });

  it('the internal endpoint is idempotent and ignores a proposal that does not exist', async () => {
    const prof = await stack.make('professor');
    const a = await proposal(prof, 'Proposta interna');
    const headers = { 'x-service-token': SERVICE_TOKEN };
    const link = (propostaId: number | null) =>
      api(stack.svc.url, 'POST', '/internal/atividades/424242/proposta', {
        headers,
        body: { proposta_id: propostaId, usuario_id: prof.id },
      });
    expect((await link(a)).body.data).toEqual({ proposta_id: a, total_usos: 1, registrado: true });
    expect((await link(a)).body.data).toEqual({ proposta_id: a, total_usos: 1, registrado: false });
    expect((await link(999_999)).body.data).toEqual({ proposta_id: null, total_usos: null, registrado: false });
    expect(await usos(prof, a)).toBe(0);
    expect(
      (await api(stack.svc.url, 'POST', '/internal/atividades/424242/proposta', { body: { proposta_id: a } })).status,
    ).toBe(403);
  });
});
