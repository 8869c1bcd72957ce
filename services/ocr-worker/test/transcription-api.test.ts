// Transcription end to end: real gateway → real essay service → BullMQ → a real ocr-worker child process
// (tesseract.js) → PostgreSQL → socket.io. Images come from the fixture generator (rendered at test time).
import { jest } from '@jest/globals';
import sharp from 'sharp';
import type { Socket } from 'socket.io-client';
import {
  BATCH_MESSAGES,
  SCANNED_PDF_MESSAGES,
  TRANSCRIPTION_PHASES,
  transcriptionResultSchema,
} from '@argumenta/contracts';
import {
  completeTranscription,
  failTranscription,
  retryTranscriptionLater,
  startTranscriptionAttempt,
} from '@argumenta/essay-domain';
import { api, closeTestPool, testPool, uniqueEmail, uniquePrefix, type Running } from '@argumenta/testkit';
import { startAuthService } from '@argumenta/testkit/auth';
import { spawnWorker, startEssayService } from '@argumenta/testkit/essay';
import { startGateway } from '@argumenta/testkit/gateway';
import { recordJobEvents } from '@argumenta/testkit/realtime';
import { imageOnlyPdf, textPdf } from '@argumenta/testkit/scan';
import { OCR_MESSAGES, VALIDATION_MESSAGES } from '../src/engine/index.js';
import { buildFixtures, cer, distortedHandwriting, type Fixture } from '../src/fixtures/index.js';

jest.setTimeout(120_000);

const prefix = uniquePrefix('ocr-api');
let auth: Running;
let essay: Awaited<ReturnType<typeof startEssayService>>;
let gw: Awaited<ReturnType<typeof startGateway>>;
let worker: Awaited<ReturnType<typeof spawnWorker>>;
let printedPhoto: Fixture;
let printedClean: Fixture;
let cursivePhoto: Fixture;
const sockets: Socket[] = [];

beforeAll(async () => {
  auth = await startAuthService();
  essay = await startEssayService({ authUrl: auth.url, prefix });
  const fixtures = buildFixtures({ kinds: ['printed'], variants: ['photo', 'clean'] }).then(async (printed) => [
    ...printed,
    ...(await buildFixtures({ kinds: ['cursive'], variants: ['photo'] })),
  ]);
  const started = Promise.all([
    startGateway({
      AUTH_SERVICE_URL: auth.url,
      ESSAY_SERVICE_URL: essay.url,
      QUEUE_PREFIX: prefix,
      RATE_LIMIT_REGISTER_MAX: 1000,
      RATE_LIMIT_LOGIN_MAX: 1000,
    }),
    spawnWorker(
      'services/ocr-worker/src/main.ts',
      {
        DATABASE_URL: process.env.DATABASE_URL!,
        QUEUE_PREFIX: prefix,
        AUTH_SERVICE_URL: auth.url,
        OCR_ENGINE: 'tesseract',
        OCR_POOL_SIZE: '2',
      },
      'ocr-worker consumindo',
      90_000,
    ),
  ]);
  const [all, [g, w]] = await Promise.all([fixtures, started]);
  [gw, worker] = [g, w];
  printedPhoto = all.find((f) => f.name === 'printed-photo')!;
  printedClean = all.find((f) => f.name === 'printed-clean')!;
  cursivePhoto = all.find((f) => f.name === 'cursive-photo')!;
});

afterAll(async () => {
  sockets.forEach((s) => s.close());
  await worker?.stop();
  await gw?.close();
  await essay?.close();
  await auth?.close();
  await closeTestPool();
});

async function newStudent() {
  const res = await api(gw.url, 'POST', '/api/auth/registrar', {
    body: { name: 'Estudante OCR', email: uniqueEmail('ocr'), password: 'segredo1', confirmPassword: 'segredo1' },
  });
  expect(res.status).toBe(201);
  return { token: res.body.data.token as string, id: res.body.data.user.id as number };
}

function upload(token: string, bytes: Buffer, name: string, opts: { aguardar?: boolean; type?: string } = {}) {
  const form = new FormData();
  form.append('arquivo', new Blob([new Uint8Array(bytes)], { type: opts.type ?? 'image/png' }), name);
  if (opts.aguardar) form.append('aguardar', 'true');
  return api(gw.url, 'POST', '/api/transcricao', { token, body: form });
}

async function credits(token: string): Promise<number> {
  const perfil = await api(gw.url, 'GET', '/api/auth/perfil', { token });
  return perfil.body.data.creditos_disponiveis as number;
}

/** A socket.io client on the gateway; `finished(id)` resolves on that transcription's completed or failed event. */
async function listen(token: string) {
  const live = await recordJobEvents(gw.url, token);
  sockets.push(live.socket);
  const finished = (id: number) =>
    live.until(
      (e) => [...e['transcription:completed'], ...e['transcription:failed']].some((x) => x.transcricaoId === id),
      90_000,
    );
  return { events: live.events, finished };
}

const resultSchema = transcriptionResultSchema.extend({ transcricao_id: transcriptionResultSchema.shape.id });

describe('POST /api/transcricao through the gateway, with a real ocr-worker process', () => {
  let owner: { token: string; id: number };
  let asyncId: number;

  it('aguardar=true: a photo of a printed paragraph comes back as text (CER ≤ 2 %) with statistics, metadata and word confidences; one credit spent', async () => {
    owner = await newStudent();
    const res = await upload(owner.token, printedPhoto.image, 'redacao.jpg', { aguardar: true, type: 'image/jpeg' });
    expect(res.status).toBe(200);
    expect(res.body.success).toBe(true);
    const data = resultSchema.parse(res.body.data);
    expect(cer(printedPhoto.text, data.texto)).toBeLessThanOrEqual(0.02);
    expect(data.texto.split('\n\n')).toHaveLength(3);
    expect(data.estatisticas).toMatchObject({
      caracteres: data.texto.length,
      palavras: data.texto.split(/\s+/).length,
    });
    expect(data.estatisticas.linhas).toBeGreaterThanOrEqual(10);
    expect(data.estatisticas.confianca_media).toBeGreaterThan(80);
    const meta = await sharp(printedPhoto.image).metadata();
    expect(data.metadados).toMatchObject({ largura: meta.width, altura: meta.height, formato: 'jpeg', idioma: 'por' });
    expect(data.metadados.motor).toMatch(/^tesseract\.js/);
    expect(['excelente', 'boa']).toContain(data.qualidade_estimada);
    expect(data.palavras_confianca).toHaveLength(data.estatisticas.palavras);
    expect(data.palavras_confianca[0]).toMatchObject({ texto: 'A', linha: 1 });
    expect(data.creditos_restantes).toBe(49);
    expect(await credits(owner.token)).toBe(49);

    const { rows } = await testPool().query(
      'SELECT status, tentativas, progresso, concluida_em FROM essay.transcricoes WHERE id = $1',
      [data.id],
    );
    expect(rows[0]).toMatchObject({
      status: 'concluida',
      tentativas: 1,
      progresso: { phase: 'finishing', percent: 100 },
    });
    expect(rows[0].concluida_em).toBeInstanceOf(Date);

    // A late copy of the job (the reconciler's, after Redis lost the original) writes nothing over the finished row.
    const failure = { code: 'internal', message: 'x', retryable: true };
    expect(await startTranscriptionAttempt(testPool(), data.id)).toBe(false);
    expect(await completeTranscription(testPool(), data.id, { texto: '' }, null)).toBe(false);
    expect(await failTranscription(testPool(), data.id, failure)).toBe(false);
    await retryTranscriptionLater(testPool(), data.id, failure);
    const after = await testPool().query(
      'SELECT status, tentativas, progresso, concluida_em FROM essay.transcricoes WHERE id = $1',
      [data.id],
    );
    expect(after.rows[0]).toEqual(rows[0]);
  });

  it('without aguardar: 202, progress events in phase order on the socket, then completed, and GET returns the result', async () => {
    const live = await listen(owner.token);
    const res = await upload(owner.token, printedClean.image, 'pagina.png');
    expect(res.status).toBe(202);
    expect(res.body.data).toMatchObject({ status: 'pendente', creditos_restantes: 48 });
    asyncId = res.body.data.transcricao_id;
    expect(res.body.data.job_id).toBe(`transcricao-${asyncId}`);
    await live.finished(asyncId);

    expect(live.events['transcription:failed']).toHaveLength(0);
    expect(live.events['transcription:completed']).toEqual([
      { jobId: `transcricao-${asyncId}`, transcricaoId: asyncId },
    ]);
    const progress = live.events['transcription:progress'].filter((e) => e.transcricaoId === asyncId);
    const phases = progress.map((p) => p.phase);
    const order = phases.map((p) => TRANSCRIPTION_PHASES.indexOf(p));
    expect(order).toEqual([...order].sort((a, b) => a - b));
    expect(new Set(phases)).toEqual(new Set(TRANSCRIPTION_PHASES));
    const percents = progress.map((p) => p.percent);
    expect(percents).toEqual([...percents].sort((a, b) => a - b));
    expect(progress.find((p) => p.phase === 'preparing')).toMatchObject({
      percent: 20,
      message: expect.stringMatching(/Preparando/),
    });
    expect(progress.find((p) => p.phase === 'sending')!.percent).toBe(40);
    expect(progress.at(-1)).toMatchObject({ phase: 'finishing', percent: 100 });

    const got = await api(gw.url, 'GET', `/api/transcricao/${asyncId}`, { token: owner.token });
    expect(got.status).toBe(200);
    expect(got.body.data).toMatchObject({ id: asyncId, status: 'concluida', erro: null, progresso: { percent: 100 } });
    const result = transcriptionResultSchema.parse(got.body.data.resultado);
    expect(cer(printedClean.text, result.texto)).toBeLessThanOrEqual(0.02);
    expect(await credits(owner.token)).toBe(48);

    const image = await fetch(`${gw.url}/api/transcricao/${asyncId}/imagem`, {
      headers: { authorization: `Bearer ${owner.token}` },
    });
    expect(image.status).toBe(200);
    expect(image.headers.get('content-type')).toBe('image/png');
    expect(Buffer.from(await image.arrayBuffer()).equals(printedClean.image)).toBe(true);
  });

  it("another student gets 404 on someone else's transcription and its image", async () => {
    const other = await newStudent();
    for (const path of [`/api/transcricao/${asyncId}`, `/api/transcricao/${asyncId}/imagem`]) {
      const res = await api(gw.url, 'GET', path, { token: other.token });
      expect(res.status).toBe(404);
      expect(res.body.message).toBe('Transcrição não encontrada');
    }
    expect((await api(gw.url, 'GET', `/api/transcricao/${asyncId}`)).status).toBe(401);
  });

  it('rejects bad uploads with a clear Portuguese message and the right status, charging nothing', async () => {
    const s = await newStudent();
    const jpeg = printedPhoto.image;
    const bmp = Buffer.alloc(70);
    bmp.write('BM', 0, 'latin1');
    const tooBig = Buffer.concat([printedClean.image, Buffer.alloc(21 * 1024 * 1024)]);
    const cases: [string, Buffer, string, number, string][] = [
      [
        'text renamed .png',
        Buffer.from('Isto é um texto, não uma foto da redação.\n'),
        'redacao.png',
        415,
        VALIDATION_MESSAGES.not_an_image,
      ],
      ['empty file', Buffer.alloc(0), 'vazio.png', 400, VALIDATION_MESSAGES.empty_file],
      [
        'truncated JPEG',
        jpeg.subarray(0, Math.floor(jpeg.length / 2)),
        'cortada.jpg',
        422,
        VALIDATION_MESSAGES.corrupted_image,
      ],
      ['21 MB file', tooBig, 'enorme.png', 413, VALIDATION_MESSAGES.file_too_large],
      ['BMP', bmp, 'foto.bmp', 415, 'Formato BMP não suportado. Envie uma imagem JPG, JPEG, PNG, GIF ou WEBP.'],
      [
        'broken PDF',
        Buffer.from('%PDF-1.4\n%âãÏÓ\n1 0 obj\n<<>>\nendobj\n'),
        'redacao.pdf',
        422,
        BATCH_MESSAGES.pdfCorrupt,
      ],
      [
        'PDF with its text layer (the PDF tab reads it for free)',
        await textPdf('A educação transforma a sociedade brasileira e abre caminhos para todos.'),
        'digitada.pdf',
        422,
        SCANNED_PDF_MESSAGES.hasText,
      ],
    ];
    for (const [label, bytes, name, status, message] of cases) {
      const res = await upload(s.token, bytes, name, { aguardar: true });
      expect({ label, status: res.status, erro: res.body.erro, success: res.body.success }).toEqual({
        label,
        status,
        erro: message,
        success: false,
      });
    }
    const missing = await api(gw.url, 'POST', '/api/transcricao', { token: s.token, body: new FormData() });
    expect(missing.status).toBe(400);
    expect(missing.body.erro).toMatch(/Nenhuma imagem enviada/);

    expect(await credits(s.token)).toBe(50);
    const { rows } = await testPool().query('SELECT count(*)::int AS n FROM essay.transcricoes WHERE usuario_id = $1', [
      s.id,
    ]);
    expect(rows[0].n).toBe(0);
  });

  it('a blank page fails with a clear message and the credit is refunded', async () => {
    const s = await newStudent();
    const live = await listen(s.token);
    const blank = await sharp({
      create: { width: 1240, height: 1754, channels: 3, background: { r: 250, g: 248, b: 242 } },
    })
      .png()
      .toBuffer();
    const res = await upload(s.token, blank, 'branca.png', { aguardar: true });
    expect(res.status).toBe(422);
    expect(res.body.erro).toBe(OCR_MESSAGES.no_text);
    expect(await credits(s.token)).toBe(50);

    const { rows } = await testPool().query(
      'SELECT id, status, erro, tentativas FROM essay.transcricoes WHERE usuario_id = $1',
      [s.id],
    );
    expect(rows).toHaveLength(1);
    // Retrying cannot find text that is not there: one attempt, marked failed at once.
    expect(rows[0]).toMatchObject({
      status: 'falhou',
      tentativas: 1,
      erro: { code: 'no_text', message: OCR_MESSAGES.no_text, retryable: false },
    });
    await live.finished(rows[0].id);
    expect(live.events['transcription:failed']).toEqual([
      {
        jobId: `transcricao-${rows[0].id}`,
        transcricaoId: rows[0].id,
        code: 'no_text',
        message: OCR_MESSAGES.no_text,
        retryable: false,
      },
    ]);
    const got = await api(gw.url, 'GET', `/api/transcricao/${rows[0].id}`, { token: s.token });
    expect(got.body.data).toMatchObject({ status: 'falhou', resultado: null, erro: { code: 'no_text' } });
  });

  it('a photo of a cursive (handwriting-like) paragraph comes back with CER ≤ 10 %', async () => {
    const s = await newStudent();
    const res = await upload(s.token, cursivePhoto.image, 'cursiva.jpg', { aguardar: true, type: 'image/jpeg' });
    expect(res.status).toBe(200);
    const data = resultSchema.parse(res.body.data);
    expect(cer(cursivePhoto.text, data.texto)).toBeLessThanOrEqual(0.1);
    expect(data.palavras_confianca.length).toBeGreaterThan(20);
    expect(data.creditos_restantes).toBe(49);
  });

  it('a handwritten page the engine cannot read: no text handed over, no credit spent, the student told to type it', async () => {
    const s = await newStudent();
    const res = await upload(s.token, await distortedHandwriting(8, 3), 'manuscrita.jpg', {
      aguardar: true,
      type: 'image/jpeg',
    });
    expect(res.status).toBe(200);
    expect(res.body.message).toMatch(/digite o texto vendo a foto/);
    const data = resultSchema.parse(res.body.data);
    expect(data.legivel).toBe(false);
    expect(data.legibilidade.estimativa).toBeLessThan(data.legibilidade.limiar);
    expect(data.legibilidade.motivo).toMatch(/Digite a redação olhando a foto/);
    expect(data.creditos_restantes).toBe(50);
    expect(await credits(s.token)).toBe(50);
    const got = await api(gw.url, 'GET', `/api/transcricao/${data.id}`, { token: s.token });
    expect(got.body.data).toMatchObject({ status: 'concluida', resultado: { legivel: false } });
  });

  it('a scanned PDF (image only) takes the photo path: a printed page is read and charged, a handwritten one the engine cannot read is held and refunded', async () => {
    const s = await newStudent();
    const read = await upload(s.token, await imageOnlyPdf([printedClean.image]), 'digitalizada.pdf', {
      aguardar: true,
      type: 'application/pdf',
    });
    expect(read.status).toBe(200);
    const ok = resultSchema.parse(read.body.data);
    expect(ok.legivel).toBe(true);
    expect(cer(printedClean.text, ok.texto)).toBeLessThanOrEqual(0.05);
    expect(ok.creditos_restantes).toBe(49);

    const held = await upload(s.token, await imageOnlyPdf([await distortedHandwriting(8, 3)]), 'manuscrita.pdf', {
      aguardar: true,
      type: 'application/pdf',
    });
    expect(held.status).toBe(200);
    expect(held.body.message).toMatch(/digite o texto vendo a foto/);
    const data = resultSchema.parse(held.body.data);
    expect(data).toMatchObject({ legivel: false, creditos_restantes: 49 });
    expect(await credits(s.token)).toBe(49);
    // The photo kept for typing beside it is the page's image, not the PDF.
    const photo = await fetch(`${gw.url}/api/transcricao/${data.id}/imagem`, {
      headers: { authorization: `Bearer ${s.token}` },
    });
    expect([photo.status, photo.headers.get('content-type')]).toEqual([200, 'image/jpeg']);
  });

  it("the worker's /metrics count the transcriptions above by outcome, with duration and OCR confidence", async () => {
    const text = await fetch(`${worker.url}/metrics`).then((r) => r.text());
    const sample = (series: string) =>
      Number(
        text
          .split('\n')
          .find((l) => l.startsWith(`${series} `))
          ?.slice(series.length + 1) ?? NaN,
      );
    const ok = sample('transcriptions_total{engine="tesseract",outcome="ok"}');
    // The printed photo, the printed page, the cursive photo, the unreadable page (legivel=false) and the two scanned
    // PDFs (one read, one unreadable) finished; the blank page failed for good.
    expect(ok).toBe(6);
    expect(sample('transcriptions_total{engine="tesseract",outcome="failed"}')).toBe(1);
    expect(sample('transcription_duration_seconds_count{engine="tesseract",outcome="ok"}')).toBe(ok);
    expect(sample('transcriptions_illegible_total{engine="tesseract"}')).toBe(2);
    expect(sample('ocr_confidence_percent_count{engine="tesseract"}')).toBe(ok);
    const meanConfidence = sample('ocr_confidence_percent_sum{engine="tesseract"}') / ok;
    expect(meanConfidence).toBeGreaterThan(50);
    expect(meanConfidence).toBeLessThanOrEqual(100);
    expect(sample('queue_job_first_progress_seconds_count{queue="transcription"}')).toBeGreaterThanOrEqual(ok);
  });
});
