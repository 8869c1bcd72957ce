import { Queue } from 'bullmq';
import { Redis } from 'ioredis';
import { QUEUES, type CorrectionPhase } from '@argumenta/contracts';
import { generationKey, listenForChanges, livenessKey, registry } from '@argumenta/platform';
import { api, eventually, logger, REDIS_URL, testPool } from '@argumenta/testkit';
import { inDays } from '@argumenta/testkit/actors';
import { SAMPLE_ESSAY } from '@argumenta/testkit/essay';
import { startStack, type Stack } from '@argumenta/testkit/stack';

// The gateway's cache of a user's own reads (read-cache.ts) over the real services, whose change listeners
// (platform generations.ts) run here as they do in each service's process.
let stack: Stack;
let redis: Redis;
let listeners: { close: () => Promise<void> }[] = [];
const listen = (schema: string) =>
  listenForChanges({
    databaseUrl: process.env.DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test',
    redisUrl: REDIS_URL,
    schema,
    prefix: stack.gateway.config.QUEUE_PREFIX,
    logger,
  });

beforeAll(async () => {
  stack = await startStack({ name: 'leituras' });
  redis = new Redis(REDIS_URL);
  listeners = ['auth', 'classroom', 'essay'].map(listen);
  const prefix = stack.gateway.config.QUEUE_PREFIX;
  await eventually(
    async () => (await redis.mget(['auth', 'classroom', 'essay'].map((s) => livenessKey(prefix, s)))).every(Boolean),
    'ouvintes conectados',
    10_000,
    25,
  );
}, 120_000);
afterAll(async () => {
  await Promise.all(listeners.map((l) => l.close()));
  redis?.disconnect();
  await stack?.close();
});

/** Reads the gateway answered from its cache so far. */
async function hits(): Promise<number> {
  const metric = await registry.getSingleMetric('gateway_leituras_guardadas_total')?.get();
  return metric?.values.find((v) => v.labels.resultado === 'acerto')?.value ?? 0;
}
const get = (token: string, path: string) => api(stack.gateway.url, 'GET', path, { token });

describe('read cache', () => {
  it('answers a user’s profile again from the cache, with its own request id and without the keep marker', async () => {
    const ana = await stack.make('estudante', 'Ana Cache');
    const first = await get(ana.token, '/api/auth/perfil');
    expect(first.status).toBe(200);
    expect(first.headers.get('x-argumenta-cache')).toBeNull();
    await get(ana.token, '/api/auth/perfil'); // kept now (the first answer taught the shape)
    const before = await hits();
    const again = await get(ana.token, '/api/auth/perfil');
    expect(await hits()).toBe(before + 1);
    expect(again.status).toBe(200);
    expect(again.body).toEqual(first.body);
    expect(again.headers.get('x-argumenta-cache')).toBeNull();
    expect(again.headers.get('x-request-id')).toBeTruthy();
    expect(again.headers.get('x-request-id')).not.toBe(first.headers.get('x-request-id'));
    expect(again.headers.get('content-security-policy')).toBeTruthy();

    // Another user never gets Ana's kept read.
    const bia = await stack.make('estudante', 'Bia Cache');
    await get(bia.token, '/api/auth/perfil');
    const hers = await get(bia.token, '/api/auth/perfil');
    expect(hers.body.data.id).toBe(bia.id);
    expect(hers.body.data.nome).toBe('Bia Cache');
  });

  it('a change written by anyone (here straight into the database) is read at once its commit is announced', async () => {
    const caio = await stack.make('estudante', 'Caio Cache');
    for (let i = 0; i < 3; i++) await get(caio.token, '/api/auth/perfil');
    const gen = await redis.get(generationKey(stack.gateway.config.QUEUE_PREFIX, caio.id));
    await testPool().query('UPDATE auth.usuarios SET creditos_disponiveis = 7 WHERE id = $1', [caio.id]);
    await eventually(
      async () => (await redis.get(generationKey(stack.gateway.config.QUEUE_PREFIX, caio.id))) !== gen,
      'geração renovada',
      5_000,
      10,
    );
    expect((await get(caio.token, '/api/auth/perfil')).body.data.creditos_disponiveis).toBe(7);
  });

  it('a user’s own write is never followed by their old read, and another student’s essay status is not served', async () => {
    const duda = await stack.make('estudante', 'Duda Cache');
    for (let i = 0; i < 3; i++)
      expect((await get(duda.token, '/api/redacoes?page=1&limit=12')).body.data.paginacao.total).toBe(0);
    const form = new FormData();
    form.set('titulo', 'Minha redação guardada');
    form.set('texto', SAMPLE_ESSAY);
    const sent = await api(stack.gateway.url, 'POST', '/api/redacoes/submeter', { token: duda.token, body: form });
    expect(sent.status).toBe(202);
    // Straight after the answer: the renewal went out before it.
    const history = await get(duda.token, '/api/redacoes?page=1&limit=12');
    expect(history.body.data.paginacao.total).toBe(1);
    expect(history.body.data.redacoes[0].titulo).toBe('Minha redação guardada');

    const id = sent.body.data.redacao_id as number;
    for (let i = 0; i < 3; i++) expect((await get(duda.token, `/api/redacoes/${id}/status`)).status).toBe(200);
    const other = await stack.make('estudante', 'Enzo Cache');
    expect((await get(other.token, `/api/redacoes/${id}/status`)).status).toBe(404);
  });

  it('a running correction’s status shows the phase its worker last published, read afresh each time', async () => {
    const gil = await stack.make('estudante', 'Gil Cache');
    const form = new FormData();
    form.set('texto', SAMPLE_ESSAY);
    const sent = await api(stack.gateway.url, 'POST', '/api/redacoes/submeter', { token: gil.token, body: form });
    expect(sent.status).toBe(202);
    const {
      redacao_id: redacaoId,
      correcao_id: correcaoId,
      job_id: jobId,
    } = sent.body.data as { redacao_id: number; correcao_id: number; job_id: string };
    // What a worker does (no worker runs here): takes the correction, then publishes each phase to the job only.
    await testPool().query(`UPDATE essay.correcoes SET status = 'processando' WHERE id = $1`, [correcaoId]);
    const queue = new Queue(QUEUES.correction, { connection: { url: REDIS_URL }, prefix: stack.prefix });
    try {
      const job = (await queue.getJob(jobId))!;
      const publish = (phase: CorrectionPhase, percent: number) =>
        job.updateProgress({
          kind: 'correction',
          usuarioId: gil.id,
          redacaoId,
          correcaoId,
          phase,
          percent,
          message: `fase ${phase}`,
        });
      await publish('competencies', 40);
      for (let i = 0; i < 3; i++)
        expect((await get(gil.token, `/api/redacoes/${redacaoId}/status`)).body.data).toMatchObject({
          status: 'processando',
          progresso: { phase: 'competencies', percent: 40 },
        });
      await publish('grades', 70);
      expect((await get(gil.token, `/api/redacoes/${redacaoId}/status`)).body.data.progresso).toEqual({
        phase: 'grades',
        percent: 70,
        message: 'fase grades',
      });
    } finally {
      await queue.close();
    }
  });

  it('a logged-out token is refused although its user’s reads are kept', async () => {
    const fabi = await stack.make('estudante', 'Fabi Cache');
    for (let i = 0; i < 3; i++) expect((await get(fabi.token, '/api/auth/perfil')).status).toBe(200);
    expect((await api(stack.gateway.url, 'POST', '/api/auth/logout', { token: fabi.token })).status).toBe(200);
    expect((await get(fabi.token, '/api/auth/perfil')).status).toBe(401);
  });

  it('keeps the student dashboard until the room changes, and keeps nothing while a source is not announcing', async () => {
    const prof = await stack.make('professor', 'Prof Cache');
    const gabi = await stack.make('estudante', 'Gabi Cache');
    const sala = (
      await api(stack.gateway.url, 'POST', '/api/salas', { token: prof.token, body: { nome: 'Sala guardada' } })
    ).body.data;
    expect(
      (
        await api(stack.gateway.url, 'POST', '/api/salas/ingressar', {
          token: gabi.token,
          body: { codigo_acesso: sala.codigo_acesso },
        })
      ).status,
    ).toBe(201);
    // The join's own generation change arrives through the classroom listener a moment later and may drop the first
    // kept copy, so the dashboard is read until a read is answered from the cache.
    const kept = await eventually(
      async () => {
        const before = await hits();
        const read = await get(gabi.token, '/api/painel');
        return (await hits()) === before + 1 ? read : undefined;
      },
      'painel guardado',
      5_000,
      25,
    );
    expect(kept.body.data.stats.total_atividades).toBe(0);

    // The teacher's new activity reaches the student's dashboard (the classroom trigger renews the room's students).
    const created = await api(stack.gateway.url, 'POST', '/api/atividades/criar', {
      token: prof.token,
      body: { sala_id: sala.id, titulo: 'Nova atividade', tema: 'Tema', data_limite: inDays(3) },
    });
    expect(created.status).toBe(201);
    await eventually(
      async () => (await get(gabi.token, '/api/painel')).body.data.stats.total_atividades === 1,
      'atividade no painel',
      5_000,
      25,
    );

    // The classroom listener stops: its liveness goes, and the dashboard is composed on every read.
    await listeners[1]!.close();
    const quiet = await hits();
    for (let i = 0; i < 3; i++) expect((await get(gabi.token, '/api/painel')).body.data.stats.total_atividades).toBe(1);
    expect(await hits()).toBe(quiet);
    listeners[1] = listen('classroom');
  });
});
