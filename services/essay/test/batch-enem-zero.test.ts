import { jest } from '@jest/globals';
import sharp from 'sharp';
import { zipSync } from 'fflate';
import { ANSWER_SHEET_MIN_LINES, ENEM_ZERO_LABELS, enemZeroReason, type Batch, type Sheet } from '@argumenta/contracts';
import { creditsPort } from '@argumenta/essay-domain';
import { createInternalClient } from '@argumenta/platform';
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
 * Batch grading as the ENEM grades (issue 54): a photographed sheet whose text is blank, or 7 lines or fewer, is recorded
 * as a 0 with its reason and its credit given back — not "falhou" with a paid retry that could only fail again.
 */
jest.setTimeout(60_000);

const prefix = uniquePrefix('lote-zero');
let auth: Running;
let classroom: Running;
let essay: Awaited<ReturnType<typeof startEssayService>>;
const queues = createQueues(REDIS_URL, prefix, { correction: 1, transcription: 1 });

beforeAll(async () => {
  auth = await startAuthService();
  classroom = await startClassroomService({ auth: auth.url, essay: () => essay?.url });
  essay = await startEssayService({ authUrl: auth.url, classroomUrl: classroom.url, prefix });
});
afterAll(async () => {
  await essay?.close();
  await queues.close();
  await classroom?.close();
  await auth?.close();
  await closeTestPool();
});

it('the ENEM zero rule: blank, up to 7 lines or below the minimum length; a full essay is graded', () => {
  expect(enemZeroReason('   \n ')).toBe('em_branco');
  expect(enemZeroReason('Uma linha.\nOutra linha.\nTerceira linha.')).toBe('texto_insuficiente');
  expect(enemZeroReason('palavra '.repeat(60))).toBe('texto_insuficiente'); // 480 characters ≈ 7 lines
  expect(enemZeroReason(SAMPLE_ESSAY)).toBeNull();
  // A ruled sheet's own count decides (issue 49); a page without rules falls back to the text's estimate.
  expect(enemZeroReason(SAMPLE_ESSAY, sheet(5))).toBe('texto_insuficiente');
  expect(enemZeroReason('Uma linha.', sheet(12))).toBeNull();
  expect(enemZeroReason('', sheet(0))).toBe('em_branco');
  expect(enemZeroReason('Uma linha.', { ...sheet(12), pautada: false })).toBe('texto_insuficiente');
});

/**
 * A ruled sheet as the OCR worker's analysis reports it: `n` written lines under a title (evidence worded as the
 * analysis words it; the lines' boxes are not used here).
 */
function sheet(n: number, extra: Partial<Sheet> = {}): Sheet {
  const insufficient = n < ANSWER_SHEET_MIN_LINES;
  return {
    pautada: true,
    pautas: 30,
    inclinacao: 0,
    corpo: { x0: 0.1, y0: 0.15, x1: 0.9, y1: 0.95 },
    linhas: [],
    linhas_escritas: n,
    linha_titulo: n > 0,
    alem_da_linha_30: 0,
    avaliacao_enem: n === 0 ? 'em_branco' : insufficient ? 'texto_insuficiente' : null,
    evidencia:
      `${n} linhas escritas nas linhas da folha (linhas 2 a ${n + 1}). A linha 1 parece ser o título e não entra na contagem.` +
      (insufficient
        ? ' No ENEM, uma redação com até 7 linhas escritas é considerada "texto insuficiente" e recebe nota zero.'
        : ''),
    ...extra,
  };
}

/**
 * A photo batch of `n` students sent as a ZIP; `ocr` then records each photo's transcription as the OCR worker would
 * (its result given per student) and advances the batch.
 */
async function photoBatch(n: number) {
  const make = actors(auth.url);
  const prof = await make('professor');
  const alunos = await Promise.all(Array.from({ length: n }, () => make('estudante')));
  const sala = (await api(classroom.url, 'POST', '/salas', { token: prof.token, body: { nome: 'Sala' } })).body.data;
  for (const a of alunos)
    await api(classroom.url, 'POST', '/salas/ingressar', {
      token: a.token,
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
  const balance = async () =>
    (await api(auth.url, 'GET', '/auth/perfil', { token: prof.token })).body.data.creditos_disponiveis as number;
  const before = await balance();
  const form = new FormData();
  form.append(
    'arquivo',
    new Blob([zipSync(Object.fromEntries(alunos.map((a) => [`${a.email}.png`, photo])))]),
    'fotos.zip',
  );
  const sent = await api(essay.url, 'POST', `/atividades/${atividade.id}/lotes`, { token: prof.token, body: form });
  expect(sent.status).toBe(202);
  expect(await balance()).toBe(before - n);
  const loteId = sent.body.data.lote_id as number;
  /** The OCR's results, as the worker records them, then the batch advanced; the board's items by student. */
  const ocr = async (resultOf: (alunoId: number) => object) => {
    const { rows } = await testPool().query<{ aluno_id: number; transcricao_id: number }>(
      'SELECT aluno_id, transcricao_id FROM essay.lote_itens WHERE lote_id = $1',
      [loteId],
    );
    for (const r of rows)
      await testPool().query(`UPDATE essay.transcricoes SET status = 'concluida', resultado = $2 WHERE id = $1`, [
        r.transcricao_id,
        resultOf(r.aluno_id),
      ]);
    const credits = creditsPort(createInternalClient(auth.url, SERVICE_TOKEN));
    await advanceTranscribedItems({ pool: testPool(), credits, queues: queues.batch, logger });
    // The service's own advancer may hold an item (SKIP LOCKED) while this pass runs: wait for it to let go.
    const read = async () =>
      (await api(essay.url, 'GET', `/lotes/${loteId}`, { token: prof.token })).body.data as Batch;
    let batch = await read();
    for (let i = 0; i < 50 && batch.itens.some((x) => x.status === 'transcrevendo'); i++) {
      await new Promise((r) => setTimeout(r, 100));
      batch = await read();
    }
    return { batch, byStudent: new Map(batch.itens.map((i) => [i.aluno.id, i])) };
  };
  return { prof, alunos, balance, before, ocr };
}

it('blank and three-line sheets of a photo batch become 0 with their reason, not charged; the full one goes on', async () => {
  const { prof, alunos, balance, before, ocr } = await photoBatch(3);
  const textOf = new Map([
    [alunos[0]!.id, ''],
    [alunos[1]!.id, 'Uma linha.\nOutra linha.\nTerceira linha.'],
    [alunos[2]!.id, SAMPLE_ESSAY],
  ]);
  const { batch, byStudent } = await ocr((id) => ({ texto: textOf.get(id) }));
  expect(byStudent.get(alunos[0]!.id)).toMatchObject({
    status: 'zerada',
    nota_total: 0,
    motivo_zero: 'em_branco',
    erro: null,
  });
  expect(byStudent.get(alunos[1]!.id)).toMatchObject({
    status: 'zerada',
    nota_total: 0,
    motivo_zero: 'texto_insuficiente',
  });
  expect(byStudent.get(alunos[2]!.id)!.status).not.toBe('zerada');
  expect(batch).toMatchObject({ zeradas: 2, falhas: 0 });
  // Two credits back (the refund may be retried in the background).
  for (let i = 0; i < 50 && (await balance()) !== before - 1; i++) await new Promise((r) => setTimeout(r, 100));
  expect(await balance()).toBe(before - 1);
  // Nothing to retry: a zero is the grade.
  expect((await api(essay.url, 'POST', `/lotes/${batch.id}/reenviar`, { token: prof.token, body: {} })).status).toBe(
    409,
  );
  // The full essay's correction ends (failed here: no worker runs) so the batch can be exported; the zeros give 0 and
  // their reason.
  const full = byStudent.get(alunos[2]!.id)!;
  await testPool().query(
    `UPDATE essay.correcoes SET status = 'falhou' WHERE id = (SELECT correcao_atual_id FROM essay.redacoes WHERE id = $1)`,
    [full.redacao_id],
  );
  await testPool().query(`UPDATE essay.redacoes SET status = 'falhou' WHERE id = $1`, [full.redacao_id]);
  const csv = await fetch(`${essay.url}/lotes/${batch.id}/exportar.csv`, {
    headers: { Authorization: `Bearer ${prof.token}` },
  });
  const text = await csv.text();
  expect(text).toContain('nota 0 (regra do ENEM);0;0;0;0;0;0;');
  expect(text).toContain(ENEM_ZERO_LABELS.em_branco);
  expect(text).toContain(ENEM_ZERO_LABELS.texto_insuficiente);
});

it('a ruled sheet’s own line count decides the zero and travels with the essay, shown to the teacher with its evidence', async () => {
  const { prof, alunos, balance, before, ocr } = await photoBatch(3);
  // 0: five written lines, though the recognizer's noise on them is as long as an essay; 1: a full sheet of 22 lines,
  // two past line 30; 2: a page without the analysis (an older reading) — the text's estimate still decides.
  const short = sheet(5);
  const full = sheet(22, { alem_da_linha_30: 2 });
  const { batch, byStudent } = await ocr((id) =>
    id === alunos[0]!.id
      ? { texto: SAMPLE_ESSAY, legivel: true, folha: short }
      : id === alunos[1]!.id
        ? { texto: SAMPLE_ESSAY, legivel: true, folha: full }
        : { texto: 'Uma linha.\nOutra linha.', legivel: true },
  );
  expect(byStudent.get(alunos[0]!.id)).toMatchObject({
    status: 'zerada',
    nota_total: 0,
    motivo_zero: 'texto_insuficiente',
    linhas_escritas: 5,
    evidencia_folha: short.evidencia,
  });
  const graded = byStudent.get(alunos[1]!.id)!;
  expect(graded).toMatchObject({ status: 'pendente', linhas_escritas: 22, evidencia_folha: full.evidencia });
  expect(byStudent.get(alunos[2]!.id)).toMatchObject({
    status: 'zerada',
    motivo_zero: 'texto_insuficiente',
    linhas_escritas: null,
    evidencia_folha: null,
  });
  expect(batch).toMatchObject({ zeradas: 2 });
  for (let i = 0; i < 50 && (await balance()) !== before - 1; i++) await new Promise((r) => setTimeout(r, 100));
  expect(await balance()).toBe(before - 1);

  // The essay carries its count, and the teacher's view of the submission shows it with the sheet (title, past 30).
  const view = await api(essay.url, 'GET', `/redacoes/${graded.redacao_id}/submission-feedback`, { token: prof.token });
  expect(view.status).toBe(200);
  expect(view.body.data.redacao_detalhes.linhas_escritas).toBe(22);
  expect(view.body.data.foto.folha).toMatchObject({ linhas_escritas: 22, linha_titulo: true, alem_da_linha_30: 2 });
  // The student whose sheet it is sees the same count; another student may not read it.
  const own = await api(essay.url, 'GET', `/redacoes/${graded.redacao_id}/submission-feedback`, {
    token: alunos[1]!.token,
  });
  expect(own.body.data.redacao_detalhes.linhas_escritas).toBe(22);
  const other = await api(essay.url, 'GET', `/redacoes/${graded.redacao_id}/submission-feedback`, {
    token: alunos[2]!.token,
  });
  expect([403, 404]).toContain(other.status);
});
