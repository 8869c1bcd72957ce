// POST /propostas/transcricao across real services: proposal → essay (/internal/transcricoes) → BullMQ →
// a real ocr-worker child process (tesseract.js) → PostgreSQL, and back. Nothing is mocked.
import { jest } from '@jest/globals';
import sharp from 'sharp';
import { PROPOSAL_MESSAGES } from '@argumenta/contracts';
import { api, testPool, uniquePrefix, type Running } from '@argumenta/testkit';
import { spawnWorker, startEssayService } from '@argumenta/testkit/essay';
import { startProposalService } from '@argumenta/testkit/proposal';
import { OCR_MESSAGES } from '@argumenta/ocr-worker/engine';
import { buildFixtures, cer, distortedHandwriting, type Fixture } from '@argumenta/ocr-worker/fixtures';
import { form, PNG, textPdf, useStack, type Actor } from './helpers.js';

jest.setTimeout(120_000);

const prefix = uniquePrefix('proposal-ocr');
let essay: Awaited<ReturnType<typeof startEssayService>> | undefined;
let worker: Awaited<ReturnType<typeof spawnWorker>>;
let page: Fixture;
const stack = useStack({ essay: () => essay?.url });

beforeAll(async () => {
  essay = await startEssayService({
    authUrl: stack.auth.url,
    classroomUrl: stack.classroom.url,
    proposalUrl: stack.svc.url,
    prefix,
  });
  const [w, fixtures] = await Promise.all([
    spawnWorker(
      'services/ocr-worker/src/main.ts',
      {
        DATABASE_URL: process.env.DATABASE_URL!,
        QUEUE_PREFIX: prefix,
        AUTH_SERVICE_URL: stack.auth.url,
        OCR_ENGINE: 'tesseract',
        OCR_POOL_SIZE: '1',
      },
      'ocr-worker consumindo',
      90_000,
    ),
    buildFixtures({ kinds: ['printed'], variants: ['clean'] }),
  ]);
  worker = w;
  page = fixtures[0]!;
}, 120_000);
afterAll(async () => {
  await worker?.stop();
  await essay?.close();
});

const db = () => testPool();
const credits = async (a: Actor) =>
  (await db().query('SELECT creditos_disponiveis FROM auth.usuarios WHERE id = $1', [a.id])).rows[0]
    .creditos_disponiveis as number;
const transcriptions = async (a: Actor) =>
  (await db().query('SELECT status, erro FROM essay.transcricoes WHERE usuario_id = $1 ORDER BY id', [a.id])).rows;
const proposalsOf = async (a: Actor) =>
  (await db().query('SELECT count(*)::int AS n FROM proposal.propostas WHERE criador_id = $1', [a.id])).rows[0]
    .n as number;

function transcribe(
  who: Actor | undefined,
  fields: Record<string, string | number>,
  image?: [Buffer, string, string],
  base = stack.svc.url,
) {
  return api(base, 'POST', '/propostas/transcricao', {
    token: who?.token,
    body: form(fields, image ? [['imagem', ...image]] : []),
  });
}

describe('POST /propostas/transcricao (photo or scan of the supporting text, OCR by the ocr-worker)', () => {
  it('the recognised text becomes texto_apoio_original, the photo is kept as the original file, one credit is spent', async () => {
    const prof = await stack.make('professor');
    const aluno = await stack.make('estudante');
    const fora = await stack.make('estudante');
    const sala = await stack.room(prof, aluno);

    const res = await transcribe(
      prof,
      {
        titulo: 'Violência contra a mulher',
        descricao: 'Textos motivadores digitalizados',
        visibilidade: 'sala',
        salaId: sala.id,
      },
      [page.image, 'texto-apoio.png', 'image/png'],
    );
    expect(res.status).toBe(201);
    expect(res.body.message).toBe(PROPOSAL_MESSAGES.transcribed);
    const p = res.body.data;
    expect(p).toMatchObject({
      titulo: 'Violência contra a mulher',
      descricao: 'Textos motivadores digitalizados',
      tipo_conteudo: 'imagem',
      visibilidade: 'sala',
      sala_id: sala.id,
      sala: { id: sala.id, nome: sala.nome },
      criador_id: prof.id,
      total_usos: 0,
      imagem_backup_url: `/api/propostas/${p.id}/arquivo`,
      arquivo: {
        nome: 'texto-apoio.png',
        mime: 'image/png',
        tamanho: page.image.length,
        url: `/api/propostas/${p.id}/arquivo`,
      },
      imagens: [],
      pode_editar: true,
    });
    expect(cer(page.text, p.texto_apoio_original)).toBeLessThanOrEqual(0.02);
    expect(p.transcricao).toMatchObject({
      caracteres: expect.any(Number),
      palavras: expect.any(Number),
      creditos_restantes: 49,
    });
    expect(p.transcricao.confianca_media).toBeGreaterThan(80);
    expect(await credits(prof)).toBe(49);
    expect(await transcriptions(prof)).toEqual([{ status: 'concluida', erro: null }]);

    // The photo is readable by whoever sees the proposal (here: the room), as a PDF proposal's file is.
    const file = await fetch(`${stack.svc.url}/propostas/${p.id}/arquivo`, {
      headers: { Authorization: `Bearer ${aluno.token}` },
    });
    expect(file.status).toBe(200);
    expect(file.headers.get('content-type')).toBe('image/png');
    expect(Buffer.from(await file.arrayBuffer()).equals(page.image)).toBe(true);
    expect((await stack.call(fora, 'GET', `/propostas/${p.id}`)).status).toBe(403);
    expect(
      (
        await fetch(`${stack.svc.url}/propostas/${p.id}/arquivo`, {
          headers: { Authorization: `Bearer ${fora.token}` },
        })
      ).status,
    ).toBe(403);

    // The AI gets the recognised text; the creator fixes OCR slips by editing it, the photo stays.
    const internal = await api(stack.svc.url, 'GET', `/internal/propostas/${p.id}`, {
      headers: { 'x-service-token': 'test-internal-service-token' },
    });
    expect(internal.body.data).toMatchObject({ tipo_conteudo: 'imagem', texto_apoio_original: p.texto_apoio_original });
    const edited = await stack.call(prof, 'PUT', `/propostas/${p.id}`, { texto_apoio_original: page.text });
    expect(edited.status).toBe(200);
    expect(edited.body.data).toMatchObject({
      tipo_conteudo: 'imagem',
      texto_apoio_original: page.text,
      arquivo: { mime: 'image/png' },
    });
    // A copy keeps the photo too.
    const copy = await stack.call(aluno, 'POST', `/propostas/${p.id}/duplicar`);
    expect(copy.body.data).toMatchObject({
      tipo_conteudo: 'imagem',
      visibilidade: 'privado',
      arquivo: { nome: 'texto-apoio.png', mime: 'image/png' },
    });
  });

  it('a student may create one too (same rule as the PDF and editor routes): private by default, paid with their own credit', async () => {
    const aluno = await stack.make('estudante');
    const res = await transcribe(aluno, { titulo: 'Meu tema de treino' }, [page.image, 'foto.png', 'image/png']);
    expect(res.status).toBe(201);
    expect(res.body.data).toMatchObject({
      tipo_conteudo: 'imagem',
      visibilidade: 'privado',
      criador_id: aluno.id,
      transcricao: { creditos_restantes: 49 },
    });
    expect(await credits(aluno)).toBe(49);
  });

  it('refuses bad requests with the sibling routes’ wording and status before any OCR or charge', async () => {
    const prof = await stack.make('professor');
    const outro = await stack.make('professor');
    const alheia = await stack.room(outro);
    const png: [Buffer, string, string] = [PNG, 'foto.png', 'image/png'];
    const cases: [string, Record<string, string | number>, [Buffer, string, string] | undefined, number, string][] = [
      ['no title', {}, png, 400, PROPOSAL_MESSAGES.titleRequired],
      ['no image', { titulo: 'Tema' }, undefined, 400, PROPOSAL_MESSAGES.scanRequired],
      [
        'empty image',
        { titulo: 'Tema' },
        [Buffer.alloc(0), 'vazia.png', 'image/png'],
        400,
        PROPOSAL_MESSAGES.scanRequired,
      ],
      [
        'a PDF',
        { titulo: 'Tema' },
        [await textPdf(['Texto']), 'texto.png', 'image/png'],
        415,
        PROPOSAL_MESSAGES.imageType,
      ],
      [
        'a text file',
        { titulo: 'Tema' },
        [Buffer.from('não é uma imagem'), 'texto.jpg', 'image/jpeg'],
        415,
        PROPOSAL_MESSAGES.imageType,
      ],
      [
        '11 MB',
        { titulo: 'Tema' },
        [Buffer.concat([PNG, Buffer.alloc(11 * 1024 * 1024)]), 'grande.png', 'image/png'],
        413,
        PROPOSAL_MESSAGES.scanTooLarge,
      ],
      ['sala without a room', { titulo: 'Tema', visibilidade: 'sala' }, png, 400, PROPOSAL_MESSAGES.roomRequired],
      [
        "another teacher's room",
        { titulo: 'Tema', visibilidade: 'sala', salaId: alheia.id },
        png,
        403,
        PROPOSAL_MESSAGES.roomNotAllowed,
      ],
      ['bad visibility', { titulo: 'Tema', visibilidade: 'todos' }, png, 400, PROPOSAL_MESSAGES.visibilityInvalid],
    ];
    for (const [label, fields, image, status, message] of cases) {
      const res = await transcribe(prof, fields, image);
      expect({ label, status: res.status, message: res.body.message, success: res.body.success }).toEqual({
        label,
        status,
        message,
        success: false,
      });
    }
    expect((await transcribe(undefined, { titulo: 'Tema' }, png)).status).toBe(401);
    expect(await credits(prof)).toBe(50);
    expect(await transcriptions(prof)).toEqual([]);
    expect(await proposalsOf(prof)).toBe(0);
  });

  it('a page without text: 422 with the OCR message, the credit comes back, no proposal', async () => {
    const prof = await stack.make('professor');
    const blank = await sharp({
      create: { width: 1240, height: 1754, channels: 3, background: { r: 250, g: 248, b: 242 } },
    })
      .png()
      .toBuffer();
    const res = await transcribe(prof, { titulo: 'Em branco' }, [blank, 'branca.png', 'image/png']);
    expect([res.status, res.body.message]).toEqual([422, OCR_MESSAGES.no_text]);
    expect(await credits(prof)).toBe(50);
    expect(await transcriptions(prof)).toEqual([
      { status: 'falhou', erro: expect.objectContaining({ code: 'no_text' }) },
    ]);
    expect(await proposalsOf(prof)).toBe(0);
  });

  it('an unreadable page (issue 49): 422 with a plain explanation, the credit comes back, no proposal', async () => {
    const prof = await stack.make('professor');
    const page = await distortedHandwriting(8, 3);
    const res = await transcribe(prof, { titulo: 'Manuscrita' }, [page, 'manuscrita.jpg', 'image/jpeg']);
    expect([res.status, res.body.message]).toEqual([422, PROPOSAL_MESSAGES.illegible]);
    expect(await credits(prof)).toBe(50);
    expect(await proposalsOf(prof)).toBe(0);
  });

  it('no credit left: 402 and nothing is stored', async () => {
    const prof = await stack.make('professor');
    await db().query('UPDATE auth.usuarios SET creditos_disponiveis = 0 WHERE id = $1', [prof.id]);
    const res = await transcribe(prof, { titulo: 'Sem crédito' }, [page.image, 'foto.png', 'image/png']);
    expect(res.status).toBe(402);
    expect(res.body.message).toMatch(/crédito/i);
    expect(await transcriptions(prof)).toEqual([]);
    expect(await proposalsOf(prof)).toBe(0);
  });

  it('an OCR that does not finish in time: 504, the credit comes back, no proposal (the essay service is down: 503)', async () => {
    // An essay service whose queue nobody consumes, holding requests for 300 ms only.
    const idle = await startEssayService({
      authUrl: stack.auth.url,
      prefix: uniquePrefix('proposal-ocr-idle'),
      transcriptionWaitMs: 300,
    });
    let slow: Running | undefined;
    let blind: Running | undefined;
    try {
      slow = await startProposalService({ classroom: stack.classroom.url, essay: idle.url });
      const prof = await stack.make('professor');
      const res = await transcribe(prof, { titulo: 'Demorada' }, [page.image, 'foto.png', 'image/png'], slow.url);
      expect(res.status).toBe(504);
      expect(res.body.message).toBe(
        'A transcrição da imagem demorou mais que o esperado. Seu crédito foi devolvido; tente novamente.',
      );
      expect(await credits(prof)).toBe(50);
      expect(await transcriptions(prof)).toEqual([
        { status: 'falhou', erro: expect.objectContaining({ code: 'timeout' }) },
      ]);
      expect(await proposalsOf(prof)).toBe(0);

      blind = await startProposalService({ classroom: stack.classroom.url });
      const down = await transcribe(prof, { titulo: 'Sem OCR' }, [page.image, 'foto.png', 'image/png'], blind.url);
      expect(down.status).toBe(503);
      expect(await credits(prof)).toBe(50);
      expect(await proposalsOf(prof)).toBe(0);
    } finally {
      await blind?.close();
      await slow?.close();
      await idle.close();
    }
  });
});
