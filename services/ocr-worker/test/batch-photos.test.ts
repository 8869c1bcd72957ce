import { jest } from '@jest/globals';
import sharp from 'sharp';
import { zipSync } from 'fflate';
import { BATCH_MESSAGES, correctionJobId, type Batch, type BatchProblem } from '@argumenta/contracts';
import { api, closeTestPool, profileOnceConfirmed, testPool, uniquePrefix, type Running } from '@argumenta/testkit';
import { actors, inDays, type Actor } from '@argumenta/testkit/actors';
import { startAuthService } from '@argumenta/testkit/auth';
import { startClassroomService, startCorrectionPipeline } from '@argumenta/testkit/classroom';
import { spawnWorker, startEssayService } from '@argumenta/testkit/essay';
import { buildFixtures, distortedHandwriting, normaliseForCer, PARAGRAPHS } from '../src/fixtures/index.js';
import { blankPage, imageOnlyPdf, phoneScan, renderPdfPages, writeOn } from '@argumenta/testkit/scan';
import { OCR_MESSAGES } from '../src/engine/index.js';

// Handwritten batches (issue 13): a ZIP of photos, or one image-only PDF scan of the printed answer sheets. Each photo
// (or each matched scan page) is transcribed by the real OCR worker (tesseract) first, then becomes the student's essay
// and is corrected by the real correction worker; a photo without text fails alone and is refunded.
jest.setTimeout(300_000);

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
    spawnWorker(
      'services/ocr-worker/src/main.ts',
      {
        DATABASE_URL: process.env.DATABASE_URL!,
        QUEUE_PREFIX: prefix,
        AUTH_SERVICE_URL: auth.url,
        OCR_ENGINE: 'tesseract',
        OCR_POOL_SIZE: '1',
      },
      'ocr-worker consumindo',
      90_000,
    ),
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

/**
 * The batch once no item is pending any more (OCR, then correction), polled like the board does. Still pending after
 * the wait: fails with where each pending item stands (rows, its correction job in the queue, the workers' last lines).
 */
async function settled(prof: Actor, loteId: number): Promise<Batch> {
  const until = Date.now() + Number(process.env.BATCH_SETTLE_MS ?? 240_000);
  for (;;) {
    const batch = (await api(essay.url, 'GET', `/lotes/${loteId}`, { token: prof.token })).body.data as Batch;
    if (batch.pendentes === 0) return batch;
    if (Date.now() > until) throw new Error(`lote ${loteId} ainda pendente:\n${await whereItStands(loteId)}`);
    await new Promise((r) => setTimeout(r, 1000));
  }
}

/**
 * Where a phrase's words start in an OCR text (the word index), or -1: its words in order, each within two words of
 * the previous. The scans carry random grain, so the OCR of one run may read "contra-a" where another reads "contra
 * a": an exact substring was flaky.
 */
function phraseAt(text: string, phrase: string): number {
  const words = (t: string) =>
    normaliseForCer(t)
      .toLowerCase()
      .split(/[^\p{L}\p{N}]+/u)
      .filter(Boolean);
  const have = words(text);
  const want = words(phrase);
  for (let start = have.indexOf(want[0]!); start >= 0; start = have.indexOf(want[0]!, start + 1)) {
    let at = start;
    const fits = want.slice(1).every((w) => {
      const next = have.slice(at + 1, at + 3).indexOf(w);
      if (next < 0) return false;
      at += next + 1;
      return true;
    });
    if (fits) return start;
  }
  return -1;
}

async function whereItStands(loteId: number): Promise<string> {
  const { rows } = await testPool().query<{
    id: number;
    etapa: string;
    redacao_id: number | null;
    redacao: string | null;
    correcao_id: number | null;
    correcao: string | null;
    erro: unknown;
    transcricao: string | null;
  }>(
    `SELECT i.id, i.etapa, i.redacao_id, r.status AS redacao, c.id AS correcao_id, c.status AS correcao, c.erro, t.status AS transcricao
       FROM essay.lote_itens i LEFT JOIN essay.redacoes r ON r.id = i.redacao_id LEFT JOIN essay.correcoes c ON c.id = r.correcao_atual_id
       LEFT JOIN essay.transcricoes t ON t.id = i.transcricao_id WHERE i.lote_id = $1 ORDER BY i.ordem`,
    [loteId],
  );
  const items = await Promise.all(
    rows.map(async (r) => ({
      ...r,
      fila: r.correcao_id ? await pipeline.jobState(correctionJobId(r.correcao_id)) : null,
    })),
  );
  const tail = (text: string) => text.split('\n').slice(-15).join('\n');
  return `${JSON.stringify(items, null, 1)}\n--- correction worker:\n${tail(pipeline.output())}\n--- ocr worker:\n${tail(ocr.output())}`;
}

it('photos (or a PDF holding only a scan) are transcribed, then corrected as each student’s essay; a photo without text fails alone and its credit comes back', async () => {
  const make = actors(auth.url);
  const prof = await make('professor');
  const [ana, bia, caio, duda] = [
    await make('estudante', 'Ana Foto'),
    await make('estudante', 'Bia Foto'),
    await make('estudante', 'Caio Foto'),
    await make('estudante', 'Duda Foto'),
  ];
  const sala = (await api(classroom.url, 'POST', '/salas', { token: prof.token, body: { nome: 'Fotos' } })).body.data;
  for (const a of [ana, bia, caio, duda])
    await api(classroom.url, 'POST', '/salas/ingressar', {
      token: a.token,
      body: { codigo_acesso: sala.codigo_acesso },
    });
  const atividade = (
    await api(classroom.url, 'POST', '/atividades/criar', {
      token: prof.token,
      body: { sala_id: sala.id, titulo: 'Manuscritas', tema: 'Violência', data_limite: inDays(2) },
    })
  ).body.data;

  const [printed] = await buildFixtures({ kinds: ['printed'], variants: ['clean'] });
  const blank = await sharp({ create: { width: 900, height: 700, channels: 3, background: '#ffffff' } })
    .png()
    .toBuffer();
  // Caio's page comes as a PDF that holds only its scan (no text layer): its image is what gets transcribed.
  const scanned = await imageOnlyPdf([await phoneScan(printed!.image, { degrees: 1 })]);
  const zip = zipSync({
    [`${ana.email}.png`]: printed!.image,
    [`${bia.email}.png`]: blank,
    [`${caio.email}.pdf`]: scanned,
    // Duda's hand is one the engine cannot read (issue 49): held for typing, never graded from noise nor charged.
    [`${duda.email}.jpg`]: await distortedHandwriting(8, 3),
  });
  const form = new FormData();
  form.append('arquivo', new Blob([zip]), 'fotos.zip');
  const sent = await api(essay.url, 'POST', `/atividades/${atividade.id}/lotes`, { token: prof.token, body: form });
  expect(sent.status).toBe(202);
  expect(sent.body.data).toMatchObject({ total: 4, erros: [] });
  const first = (await api(essay.url, 'GET', `/lotes/${sent.body.data.lote_id}`, { token: prof.token })).body
    .data as Batch;
  expect(first.itens.map((i) => i.status)).toEqual([
    'transcrevendo',
    'transcrevendo',
    'transcrevendo',
    'transcrevendo',
  ]);

  const batch = await settled(prof, first.id);
  // Items are listed in the file's order, and the ZIP's names are random e-mails: look each student's item up.
  const itemOf = (id: number) => batch.itens.find((i) => i.aluno.id === id)!;
  expect([ana, bia, caio, duda].map((a) => [a.id, itemOf(a.id)?.status])).toEqual([
    [ana.id, 'concluida'],
    [bia.id, 'falhou'],
    [caio.id, 'concluida'],
    [duda.id, 'aguardando_digitacao'],
  ]);
  expect(itemOf(bia.id).erro).toBe(OCR_MESSAGES.no_text);
  // The report names who must type, says why, and points at the photo (its transcription); not a failure to retry.
  expect(batch).toMatchObject({ falhas: 1, aguardando_digitacao: 1, pendentes: 0 });
  expect(itemOf(duda.id)).toMatchObject({
    aluno: { id: duda.id, nome: duda.nome },
    erro: null,
    aviso: BATCH_MESSAGES.awaitsTyping,
    nota_total: null,
  });
  expect(itemOf(duda.id).transcricao_id).toEqual(expect.any(Number));
  expect(itemOf(duda.id).redacao_id ?? null).toBeNull();
  const retried = await api(essay.url, 'POST', `/lotes/${batch.id}/reenviar`, {
    token: prof.token,
    body: { itens: [itemOf(duda.id).ordem] },
  });
  expect([retried.status, retried.body.message]).toEqual([409, BATCH_MESSAGES.noFailed]);
  const csv = await api<string>(essay.url, 'GET', `/lotes/${batch.id}/exportar.csv`, { token: prof.token });
  expect(csv.body).toContain(`${duda.nome};${duda.email};aguardando digitação;`);
  // Ana's essay is the OCR text, marked as a photo submission of hers.
  const { rows } = await testPool().query<{
    usuario_id: number;
    tipo_envio: string;
    texto_original: string;
    texto_ocr: string;
  }>('SELECT usuario_id, tipo_envio, texto_original, texto_ocr FROM essay.redacoes WHERE id = $1', [
    itemOf(ana.id).redacao_id,
  ]);
  expect(rows[0]).toMatchObject({ usuario_id: ana.id, tipo_envio: 'imagem' });
  expect(rows[0]!.texto_original).toBe(rows[0]!.texto_ocr);
  expect(rows[0]!.texto_ocr.length).toBeGreaterThan(500);
  expect(phraseAt(rows[0]!.texto_ocr, 'sociedade brasileira')).toBeGreaterThanOrEqual(0);
  const caios = await testPool().query<{ tipo_envio: string; texto_ocr: string }>(
    'SELECT tipo_envio, texto_ocr FROM essay.redacoes WHERE id = $1',
    [itemOf(caio.id).redacao_id],
  );
  expect(caios.rows[0]!.tipo_envio).toBe('imagem');
  expect(phraseAt(caios.rows[0]!.texto_ocr, 'sociedade brasileira')).toBeGreaterThanOrEqual(0);
  // One credit each for Ana's and Caio's essays (confirmed), Bia's and Duda's refunded.
  const perfil = await profileOnceConfirmed(auth.url, prof.token, 2);
  expect(perfil).toMatchObject({ creditos_disponiveis: 48, creditos_totais_usados: 2 });
});

// ---------------------------------------------------------------- one image-only PDF scan of the printed answer sheets

// The real use case of the PDF scan: the teacher prints the app's answer sheets, students write by hand, the pile is
// scanned into ONE PDF of images (no text layer). Each page's QR code is read from its pixels while the upload is
// validated (before the 202); the matched pages then take the photo path above: OCR, the student's essay, correction.

async function activity(
  prof: Actor,
  students: Actor[],
  titulo: string,
): Promise<{ salaId: number; atividadeId: number }> {
  const sala = (await api(classroom.url, 'POST', '/salas', { token: prof.token, body: { nome: titulo } })).body.data;
  for (const s of students)
    expect(
      (
        await api(classroom.url, 'POST', '/salas/ingressar', {
          token: s.token,
          body: { codigo_acesso: sala.codigo_acesso },
        })
      ).status,
    ).toBeLessThan(300);
  const atividade = (
    await api(classroom.url, 'POST', '/atividades/criar', {
      token: prof.token,
      body: { sala_id: sala.id, titulo, tema: 'Violência contra a mulher', data_limite: inDays(2) },
    })
  ).body.data;
  return { salaId: sala.id, atividadeId: atividade.id };
}

/** The app's own answer sheets for the activity, one PNG per student in roll-call order. */
async function sheets(prof: Actor, atividadeId: number): Promise<Buffer[]> {
  const res = await fetch(`${essay.url}/atividades/${atividadeId}/folhas-resposta.pdf`, {
    headers: { authorization: `Bearer ${prof.token}` },
  });
  expect(res.status).toBe(200);
  return renderPdfPages(Buffer.from(await res.arrayBuffer()));
}

function upload(prof: Actor, atividadeId: number, pdf: Buffer, fields: Record<string, string> = {}) {
  const form = new FormData();
  form.append('arquivo', new Blob([pdf]), 'pilha-digitalizada.pdf');
  for (const [k, v] of Object.entries(fields)) form.append(k, v);
  return api(essay.url, 'POST', `/atividades/${atividadeId}/lotes`, { token: prof.token, body: form });
}

const credits = async (who: Actor) =>
  (await api(auth.url, 'GET', '/auth/perfil', { token: who.token })).body.data as {
    creditos_disponiveis: number;
    creditos_totais_usados: number;
  };
const WRITING_TOP = 200; // points: where the sheet's ruled area starts (SHEET_LAYOUT.writingTop)

it('an image-only scan of the printed sheets: codes read from the QR pixels (crooked, upside down), bad pages reported by number, the handwriting OCRed into each student’s essay', async () => {
  const m = actors(auth.url);
  const prof = await m('professor');
  const [ana, bia, caio, duda] = [
    await m('estudante', 'Ana Scan'),
    await m('estudante', 'Bia Scan'),
    await m('estudante', 'Caio Scan'),
    await m('estudante', 'Duda Scan'),
  ];
  const room = await activity(prof, [ana!, bia!, caio!, duda!], 'Redação manuscrita');
  const other = await activity(prof, [caio!], 'Outra atividade');
  const roll = (
    await api(classroom.url, 'GET', `/internal/atividades/${room.atividadeId}/alunos`, {
      headers: { 'x-service-token': 'test-internal-service-token' },
    })
  ).body.data.alunos as { id: number }[];
  const sheetOf = async (atividadeId: number, who: Actor) => {
    const all = await sheets(prof, atividadeId);
    const order = atividadeId === room.atividadeId ? roll.map((s) => s.id) : [caio!.id];
    return all[order.indexOf(who.id)]!;
  };
  const [anaSheet, biaSheet, dudaSheet, caioOther] = [
    await sheetOf(room.atividadeId, ana!),
    await sheetOf(room.atividadeId, bia!),
    await sheetOf(room.atividadeId, duda!),
    await sheetOf(other.atividadeId, caio!),
  ];
  // Duda leaves the room after the sheets were printed.
  expect(
    (await api(classroom.url, 'DELETE', `/salas/${room.salaId}/estudantes/${duda!.id}`, { token: prof.token })).status,
  ).toBeLessThan(300);

  const cursive = { font: 'Dancing Script 17', topPt: WRITING_TOP };
  const printed = { font: 'DejaVu Serif 13', topPt: WRITING_TOP };
  const pages = [
    await phoneScan(await blankPage(), { degrees: 0.8 }), // 1: a blank page fed first
    await phoneScan(await writeOn(anaSheet, PARAGRAPHS.slice(0, 2).join('\n\n'), cursive), { degrees: 3.5 }), // 2: Ana, crooked
    await phoneScan(await writeOn(biaSheet, PARAGRAPHS.slice(0, 2).join('\n\n'), printed), { degrees: 180 }), // 3: Bia, upside down…
    await phoneScan(await writeOn(await blankPage(), PARAGRAPHS[2]!, { font: 'DejaVu Serif 13', topPt: 40 }), {
      degrees: -1.5,
    }), // 4: …and her second page
    await phoneScan(await writeOn(caioOther, PARAGRAPHS[0]!, cursive), { degrees: -2 }), // 5: another activity's sheet
    await phoneScan(await writeOn(dudaSheet, PARAGRAPHS[0]!, cursive), { degrees: 1 }), // 6: a student no longer in the room
  ];
  const pdf = await imageOnlyPdf(pages);
  const before = await credits(prof);

  const sent = await upload(prof, room.atividadeId, pdf);
  expect(sent.status).toBe(202);
  expect(sent.body.data.total).toBe(2);
  expect(sent.body.data.erros as BatchProblem[]).toEqual([
    { local: 'página 1', mensagem: BATCH_MESSAGES.blankPageSkipped },
    // A refused sheet names whose it is and where it came from (the room and the activity here share the title).
    {
      local: 'página 5',
      mensagem: BATCH_MESSAGES.otherActivitySheet('Caio Scan', 'Outra atividade', 'Outra atividade'),
    },
    { local: 'página 6', mensagem: BATCH_MESSAGES.outsiderSheet('Duda Scan') },
  ]);
  // Two credits reserved, one per matched essay; nothing for the refused pages.
  expect((await credits(prof)).creditos_disponiveis).toBe(before.creditos_disponiveis - 2);
  const first = (await api(essay.url, 'GET', `/lotes/${sent.body.data.lote_id}`, { token: prof.token })).body
    .data as Batch;
  expect(first.itens.map((i) => [i.origem, i.aluno.id, i.status])).toEqual([
    ['página 2', ana!.id, 'transcrevendo'],
    ['páginas 3–4', bia!.id, 'transcrevendo'],
  ]);

  const batch = await settled(prof, first.id);
  expect(batch.itens.map((i) => [i.aluno.id, i.status])).toEqual([
    [ana!.id, 'concluida'],
    [bia!.id, 'concluida'],
  ]);
  const essays = await testPool().query<{
    id: number;
    usuario_id: number;
    tipo_envio: string;
    texto_original: string;
    texto_ocr: string;
    linhas_escritas: number | null;
  }>(
    'SELECT id, usuario_id, tipo_envio, texto_original, texto_ocr, linhas_escritas FROM essay.redacoes WHERE id = ANY($1::int[]) ORDER BY id',
    [batch.itens.map((i) => i.redacao_id)],
  );
  const essayOf = (who: Actor) => essays.rows.find((r) => r.usuario_id === who.id)!;
  for (const who of [ana!, bia!])
    expect(essayOf(who)).toMatchObject({ tipo_envio: 'imagem', texto_original: essayOf(who).texto_ocr });
  // Each page's written lines, counted by the sheet analysis, travel with the item and the essay (issue 49).
  for (const item of batch.itens) {
    expect(item.linhas_escritas).toBeGreaterThanOrEqual(8);
    expect(item.evidencia_folha).toContain(`${item.linhas_escritas} linhas escritas`);
    expect(essays.rows.find((r) => r.id === item.redacao_id)!.linhas_escritas).toBe(item.linhas_escritas);
  }
  const bias = normaliseForCer(essayOf(bia!).texto_ocr);
  // Bia's two pages (the first one upside down) in order, without the printed header.
  expect(phraseAt(bias, 'persistência da violência contra a mulher')).toBeGreaterThanOrEqual(0);
  expect(phraseAt(bias, 'papel fundamental')).toBeGreaterThanOrEqual(0);
  expect(phraseAt(bias, 'papel fundamental')).toBeLessThan(phraseAt(bias, 'Ministério da Educação'));
  expect(bias).not.toContain(normaliseForCer('Folha de resposta'));
  expect(bias).not.toContain('arg');
  // Ana's cursive, crooked page: the handwriting-like text reached her essay (OCR of cursive is imperfect).
  expect(normaliseForCer(essayOf(ana!).texto_ocr)).toMatch(/mulher|violencia|sociedade|educacao/);
  // A batch essay's credit is confirmed when its correction ends, after the transcription the batch waited for.
  await profileOnceConfirmed(auth.url, prof.token, before.creditos_totais_usados + 2, 90_000);
});

it('one page per essay: a smudged QR code is reported by number and the rest go; an empty sheet fails at OCR and its credit comes back', async () => {
  const m = actors(auth.url);
  const prof = await m('professor');
  const [eva, fabio, gil] = [
    await m('estudante', 'Eva Scan'),
    await m('estudante', 'Fabio Scan'),
    await m('estudante', 'Gil Scan'),
  ];
  const room = await activity(prof, [eva!, fabio!, gil!], 'Uma página');
  const roll = (
    await api(classroom.url, 'GET', `/internal/atividades/${room.atividadeId}/alunos`, {
      headers: { 'x-service-token': 'test-internal-service-token' },
    })
  ).body.data.alunos as { id: number }[];
  const all = await sheets(prof, room.atividadeId);
  const sheetOf = (who: Actor) => all[roll.findIndex((s) => s.id === who.id)]!;
  // A thumb over the QR code of Eva's sheet (the printed header and the handwriting are intact).
  const smudge = await sharp({ create: { width: 230, height: 230, channels: 3, background: '#3a3a3a' } })
    .png()
    .toBuffer();
  const smudged = await sharp(sheetOf(eva!))
    .composite([{ input: smudge, left: 1240 - 104 - 215, top: 120 }])
    .png()
    .toBuffer();
  const text = PARAGRAPHS.join('\n\n');
  const pdf = await imageOnlyPdf([
    await phoneScan(await writeOn(smudged, text, { font: 'DejaVu Serif 13', topPt: WRITING_TOP }), { degrees: 1 }),
    await phoneScan(await writeOn(sheetOf(fabio!), text, { font: 'DejaVu Serif 13', topPt: WRITING_TOP }), {
      degrees: -1,
    }),
    await phoneScan(sheetOf(gil!), { degrees: 0.5 }), // handed in empty
  ]);
  const before = await credits(prof);
  const sent = await upload(prof, room.atividadeId, pdf, { separador: 'paginas', paginas_por_redacao: '1' });
  expect(sent.status).toBe(202);
  expect(sent.body.data.erros).toEqual([{ local: 'página 1', mensagem: BATCH_MESSAGES.codeNotFoundImage }]);
  expect(sent.body.data.total).toBe(2);
  expect((await credits(prof)).creditos_disponiveis).toBe(before.creditos_disponiveis - 2);

  const batch = await settled(prof, sent.body.data.lote_id as number);
  expect(batch.itens.map((i) => [i.origem, i.aluno.id, i.status, i.erro])).toEqual([
    ['página 2', fabio!.id, 'concluida', null],
    ['página 3', gil!.id, 'falhou', OCR_MESSAGES.no_text],
  ]);
  // Fabio's essay charged (once corrected), Gil's refunded.
  expect(await profileOnceConfirmed(auth.url, prof.token, before.creditos_totais_usados + 1, 90_000)).toEqual(
    expect.objectContaining({ creditos_disponiveis: before.creditos_disponiveis - 1 }),
  );

  // A scan where no page has a readable sheet: 422 with every page's problem, nothing created or charged.
  const none = await upload(
    prof,
    room.atividadeId,
    await imageOnlyPdf([await phoneScan(await blankPage(), { degrees: 0 })]),
  );
  expect(none.status).toBe(422);
  expect(none.body.error.fields).toEqual({ 'página 1': BATCH_MESSAGES.blankPageSkipped });
  expect((await credits(prof)).creditos_disponiveis).toBe(before.creditos_disponiveis - 1);
});
