import { jest } from '@jest/globals';
import { Worker } from 'bullmq';
import { QUEUES, type CorrectionEngine, type CorrectionInput } from '@argumenta/contracts';
import { classroomPort, creditsPort } from '@argumenta/essay';
import { createEngine, processCorrection, workerEnvSchema } from '@argumenta/correction-worker';
import { bullConnection, createInternalClient } from '@argumenta/platform';
import { api, logger, REDIS_URL, SERVICE_TOKEN, testPool, uniquePrefix, waitFor } from '@argumenta/testkit';
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
  essay = await startEssayService({ authUrl: stack.auth.url, classroomUrl: stack.classroom.url, proposalUrl: stack.svc.url, prefix });
  const local = await createEngine(workerEnvSchema.parse({ CORRECTION_ENGINE: 'local' }));
  const spy: CorrectionEngine = { name: local.name, correct: (input, report, signal) => (inputs.push(input), local.correct(input, report, signal)) };
  const deps = {
    pool: testPool(),
    engine: spy,
    logger,
    credits: creditsPort(createInternalClient(stack.auth.url, SERVICE_TOKEN)),
    classroom: classroomPort(createInternalClient(stack.classroom.url, SERVICE_TOKEN)),
    proposals: createInternalClient(stack.svc.url, SERVICE_TOKEN),
  };
  worker = new Worker(QUEUES.correction, (job, _t, signal) => processCorrection(job, deps, signal), { connection: bullConnection(REDIS_URL, { maxRetriesPerRequest: null }), prefix });
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
const completed = (jobId: string) => (finished.has(jobId) ? Promise.resolve(jobId) : waitFor<string>((cb) => listeners.add(cb), (id) => id === jobId, 30_000));
async function submit(target: string, who: Actor, fields: Record<string, string>) {
  const form = new FormData();
  form.set('texto', SAMPLE_ESSAY);
  for (const [k, v] of Object.entries(fields)) form.set(k, v);
  const res = await api(target, 'POST', '/redacoes/submeter', { token: who.token, body: form });
  expect(res.status).toBe(202);
  return res.body.data as { redacao_id: number; job_id: string };
}
const usos = async (who: Actor, id: number) => (await stack.call(who, 'GET', `/propostas/${id}`)).body.data.total_usos as number;

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
    form.append('imagens', new Blob([new Uint8Array(Buffer.from('R0lGODlhAQABAIAAAP///wAAACH5BAEAAAAALAAAAAABAAEAAAICRAEAOw==', 'base64'))], { type: 'image/gif' }), 'g.gif');
    const proposta = (await api(stack.svc.url, 'POST', '/propostas/editor', { token: prof.token, body: form })).body.data as { id: number };
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
    const { id } = (await stack.call(prof, 'POST', '/propostas', { titulo: 'Tema reservado', texto_apoio_original: 'Apoio', visibilidade: 'privado' })).body.data;
    const credits = async (a: Actor) => (await testPool().query('SELECT creditos_disponiveis FROM auth.usuarios WHERE id = $1', [a.id])).rows[0].creditos_disponiveis as number;
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
    expect((await api(essay.url, 'POST', '/redacoes/submeter', { token: aluno.token, body: missing })).status).toBe(404);
    const own = await submit(essay.url, prof, { proposta_tematica_id: String(id) });
    await completed(own.job_id);
  });

  it('a proposal service that is down never fails a submission (the count is best-effort)', async () => {
    const prof = await stack.make('professor');
    const aluno = await stack.make('estudante');
    const { id } = (await stack.call(prof, 'POST', '/propostas', { titulo: 'Tema', texto_apoio_original: 'Apoio', visibilidade: 'publico' })).body.data;
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
