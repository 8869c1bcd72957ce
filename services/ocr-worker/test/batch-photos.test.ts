import { jest } from '@jest/globals';
import sharp from 'sharp';
import { zipSync } from 'fflate';
import type { Batch } from '@argumenta/contracts';
import { api, closeTestPool, testPool, uniquePrefix, type Running } from '@argumenta/testkit';
import { actors, inDays } from '@argumenta/testkit/actors';
import { startAuthService } from '@argumenta/testkit/auth';
import { startClassroomService, startCorrectionPipeline } from '@argumenta/testkit/classroom';
import { spawnWorker, startEssayService } from '@argumenta/testkit/essay';
import { buildFixtures, normaliseForCer } from '../src/fixtures/index.js';
import { OCR_MESSAGES } from '../src/engine/index.js';

// A batch ZIP of photos (issue 13): each photo is transcribed by the real OCR worker (tesseract) first, then becomes the
// student's essay and is corrected by the real correction worker; a photo without text fails alone and is refunded.
jest.setTimeout(240_000);

const prefix = uniquePrefix('lote-fotos');
let auth: Running;
let classroom: Running;
let essay: Awaited<ReturnType<typeof startEssayService>>;
let ocr: Awaited<ReturnType<typeof spawnWorker>>;
let pipeline: Awaited<ReturnType<typeof startCorrectionPipeline>>;

beforeAll(async () => {
  auth = await startAuthService();
  classroom = await startClassroomService({ auth: auth.url, essay: () => essay?.url });
  essay = await startEssayService({ authUrl: auth.url, classroomUrl: classroom.url, prefix });
  [ocr, pipeline] = await Promise.all([
    spawnWorker('services/ocr-worker/src/main.ts', { DATABASE_URL: process.env.DATABASE_URL!, QUEUE_PREFIX: prefix, AUTH_SERVICE_URL: auth.url, OCR_ENGINE: 'tesseract', OCR_POOL_SIZE: '1' }, 'ocr-worker consumindo', 90_000),
    startCorrectionPipeline({ prefix, authUrl: auth.url, classroomUrl: classroom.url }),
  ]);
});
afterAll(async () => {
  await pipeline?.close();
  await ocr?.stop();
  await essay?.close();
  await classroom?.close();
  await auth?.close();
  await closeTestPool();
});

it('photos are transcribed, then corrected as each student’s essay; a photo without text fails alone and its credit comes back', async () => {
  const make = actors(auth.url);
  const prof = await make('professor');
  const [ana, bia] = [await make('estudante', 'Ana Foto'), await make('estudante', 'Bia Foto')];
  const sala = (await api(classroom.url, 'POST', '/salas', { token: prof.token, body: { nome: 'Fotos' } })).body.data;
  for (const a of [ana, bia]) await api(classroom.url, 'POST', '/salas/ingressar', { token: a.token, body: { codigo_acesso: sala.codigo_acesso } });
  const atividade = (await api(classroom.url, 'POST', '/atividades/criar', { token: prof.token, body: { sala_id: sala.id, titulo: 'Manuscritas', tema: 'Violência', data_limite: inDays(2) } })).body.data;

  const [printed] = await buildFixtures({ kinds: ['printed'], variants: ['clean'] });
  const blank = await sharp({ create: { width: 900, height: 700, channels: 3, background: '#ffffff' } }).png().toBuffer();
  const zip = zipSync({ [`${ana.email}.png`]: printed!.image, [`${bia.email}.png`]: blank });
  const form = new FormData();
  form.append('arquivo', new Blob([zip]), 'fotos.zip');
  const sent = await api(essay.url, 'POST', `/atividades/${atividade.id}/lotes`, { token: prof.token, body: form });
  expect(sent.status).toBe(202);
  expect(sent.body.data).toMatchObject({ total: 2, erros: [] });
  const first = (await api(essay.url, 'GET', `/lotes/${sent.body.data.lote_id}`, { token: prof.token })).body.data as Batch;
  expect(first.itens.map((i) => i.status)).toEqual(['transcrevendo', 'transcrevendo']);

  let batch = first;
  const until = Date.now() + 200_000;
  while (batch.pendentes > 0 && Date.now() < until) {
    await new Promise((r) => setTimeout(r, 1000));
    batch = (await api(essay.url, 'GET', `/lotes/${batch.id}`, { token: prof.token })).body.data as Batch;
  }
  // Items are listed in the file's order, and the ZIP's names are random e-mails: look each student's item up.
  const itemOf = (id: number) => batch.itens.find((i) => i.aluno.id === id)!;
  expect([ana, bia].map((a) => [a.id, itemOf(a.id)?.status])).toEqual([
    [ana.id, 'concluida'],
    [bia.id, 'falhou'],
  ]);
  expect(itemOf(bia.id).erro).toBe(OCR_MESSAGES.no_text);
  // Ana's essay is the OCR text, marked as a photo submission of hers.
  const { rows } = await testPool().query<{ usuario_id: number; tipo_envio: string; texto_original: string; texto_ocr: string }>('SELECT usuario_id, tipo_envio, texto_original, texto_ocr FROM essay.redacoes WHERE id = $1', [
    itemOf(ana.id).redacao_id,
  ]);
  expect(rows[0]).toMatchObject({ usuario_id: ana.id, tipo_envio: 'imagem' });
  expect(rows[0]!.texto_original).toBe(rows[0]!.texto_ocr);
  expect(rows[0]!.texto_ocr.length).toBeGreaterThan(500);
  expect(normaliseForCer(rows[0]!.texto_ocr)).toContain(normaliseForCer('sociedade brasileira'));
  // One credit for Ana's essay (confirmed), Bia's refunded.
  const perfil = (await api(auth.url, 'GET', '/auth/perfil', { token: prof.token })).body.data;
  expect(perfil).toMatchObject({ creditos_disponiveis: 49, creditos_totais_usados: 1 });
});
