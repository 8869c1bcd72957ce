import { jest } from '@jest/globals';
import { Queue } from 'bullmq';
import sharp from 'sharp';
import { zipSync } from 'fflate';
import { correctionJobId, QUEUES } from '@argumenta/contracts';
import { creditsPort } from '@argumenta/essay-domain';
import { bullConnection, createInternalClient } from '@argumenta/platform';
import { advanceTranscribedItems, createQueues } from '@argumenta/essay';
import {
  api,
  closeTestPool,
  logger,
  REDIS_URL,
  SERVICE_TOKEN,
  testPool,
  uniquePrefix,
  type Running,
} from '@argumenta/testkit';
import { actors, inDays } from '@argumenta/testkit/actors';
import { startAuthService } from '@argumenta/testkit/auth';
import { startClassroomService } from '@argumenta/testkit/classroom';
import { SAMPLE_ESSAY, startEssayService } from '@argumenta/testkit/essay';

/**
 * Stacks that share one database under different queue prefixes (the suites run side by side) never take each other's
 * batch work: a photo transcribed for one stack is advanced and queued for correction by that stack only. Before, any
 * stack's advancer could take it and queue its correction where no worker of its own listened (the item then stayed
 * "pendente": services/ocr-worker/test/batch-photos.test.ts failed so in CI).
 */
jest.setTimeout(60_000);

const mine = uniquePrefix('fila-minha');
const theirs = uniquePrefix('fila-outra');
let auth: Running;
let classroom: Running;
let essay: Awaited<ReturnType<typeof startEssayService>> | undefined;
const queues = [
  createQueues(REDIS_URL, mine, { correction: 1, transcription: 1 }),
  createQueues(REDIS_URL, theirs, { correction: 1, transcription: 1 }),
];

beforeAll(async () => {
  auth = await startAuthService();
  classroom = await startClassroomService({ auth: auth.url, essay: () => essay?.url });
});
afterAll(async () => {
  await essay?.close();
  await Promise.all(queues.map((q) => q.close()));
  await classroom?.close();
  await auth?.close();
  await closeTestPool();
});

it("a transcribed batch item is advanced by its own stack's queues, never by another prefix's", async () => {
  essay = await startEssayService({ authUrl: auth.url, classroomUrl: classroom.url, prefix: mine });
  const make = actors(auth.url);
  const prof = await make('professor');
  const aluno = await make('estudante');
  const sala = (await api(classroom.url, 'POST', '/salas', { token: prof.token, body: { nome: 'Sala' } })).body.data;
  await api(classroom.url, 'POST', '/salas/ingressar', {
    token: aluno.token,
    body: { codigo_acesso: sala.codigo_acesso },
  });
  const atividade = (
    await api(classroom.url, 'POST', '/atividades/criar', {
      token: prof.token,
      body: { sala_id: sala.id, titulo: 'Fotos', tema: 'Tema', data_limite: inDays(2) },
    })
  ).body.data;
  const photo = await sharp({ create: { width: 900, height: 700, channels: 3, background: '#ffffff' } })
    .png()
    .toBuffer();
  const form = new FormData();
  form.append('arquivo', new Blob([zipSync({ [`${aluno.email}.png`]: photo })]), 'fotos.zip');
  const sent = await api(essay.url, 'POST', `/atividades/${atividade.id}/lotes`, { token: prof.token, body: form });
  expect(sent.status).toBe(202);
  // This stack stops (its advancer with it); its photo is then "transcribed", as the OCR worker would.
  await essay.close();
  essay = undefined;
  const { rows } = await testPool().query<{ id: number; transcricao_id: number }>(
    'SELECT i.id, i.transcricao_id FROM essay.lote_itens i WHERE i.lote_id = $1',
    [sent.body.data.lote_id],
  );
  const item = rows[0]!;
  await testPool().query(`UPDATE essay.transcricoes SET status = 'concluida', resultado = $2 WHERE id = $1`, [
    item.transcricao_id,
    { texto: SAMPLE_ESSAY },
  ]);

  const credits = creditsPort(createInternalClient(auth.url, SERVICE_TOKEN));
  const advance = (q: (typeof queues)[number]) =>
    advanceTranscribedItems({ pool: testPool(), credits, queues: q.batch, logger });
  const stage = async () =>
    (
      await testPool().query<{ etapa: string; correcao: number | null }>(
        'SELECT i.etapa, r.correcao_atual_id AS correcao FROM essay.lote_itens i LEFT JOIN essay.redacoes r ON r.id = i.redacao_id WHERE i.id = $1',
        [item.id],
      )
    ).rows[0]!;

  // Another prefix's advancer leaves it alone.
  await advance(queues[1]!);
  expect(await stage()).toEqual({ etapa: 'transcrevendo', correcao: null });
  // Its own stack's advances it and queues the correction in its own queue.
  await advance(queues[0]!);
  const after = await stage();
  expect(after.etapa).toBe('enviada');
  const jobIn = async (prefix: string) => {
    const queue = new Queue(QUEUES.correction, {
      connection: bullConnection(REDIS_URL, { maxRetriesPerRequest: null }),
      prefix,
    });
    try {
      return Boolean(await queue.getJob(correctionJobId(after.correcao!)));
    } finally {
      await queue.close();
    }
  };
  expect([await jobIn(mine), await jobIn(theirs)]).toEqual([true, false]);
  // Nothing of this file stays pending for other files' reconcilers.
  await testPool().query(`UPDATE essay.correcoes SET status = 'falhou' WHERE id = $1`, [after.correcao]);
});
