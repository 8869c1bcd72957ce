import { jest } from '@jest/globals';
import { BATCH_MESSAGES, type AuthUser } from '@argumenta/contracts';
import type { ClassroomPort } from '@argumenta/essay-domain';
import { AppError } from '@argumenta/platform';
import { imageOnlyPdf, phoneScan, renderPdfPages, writeOn } from '@argumenta/testkit/scan';
import {
  parseBatch,
  parseBatchOffThread,
  renderAnswerSheets,
  stopParseThread,
  THREAD_DIED_MESSAGE,
} from '../src/index.js';

/**
 * Batches are read on a worker thread (the essay service keeps answering meanwhile): what comes back must be what the
 * same reading gives on the service's own thread — photos as Buffers, refusals as the same AppError.
 */
jest.setTimeout(120_000);

const ATIVIDADE = 7;
const roster = [1, 2].map((n) => ({ id: 500 + n, nome: `Aluno ${n}`, email: `aluno${n}@escola.br`, numero: n }));
const classroom = {
  activityContext: async () => ({
    professor: true,
    atividade: { titulo: 'Tema', proposta_tematica_id: null, data_limite: null },
  }),
  roster: async () => roster,
} as unknown as ClassroomPort;
const teacher: AuthUser = { id: 1, tipo: 'professor', nome: 'Professora' };
const scan = { separador: 'codigo', paginasPorRedacao: 1 } as const;

/** The room's answer sheets, written on and phone-scanned into one image-only PDF (seconds to read). */
async function scannedPile(): Promise<Buffer> {
  const sheets = await renderPdfPages((await renderAnswerSheets(classroom, teacher, ATIVIDADE)).bytes);
  const pages = await Promise.all(
    sheets.map(async (s, k) =>
      phoneScan(
        await writeOn(s, 'A educação transforma a sociedade brasileira.', { font: 'DejaVu Serif 13', topPt: 200 }),
        { degrees: k ? -1 : 2 },
      ),
    ),
  );
  return imageOnlyPdf(pages);
}
let pdf: Buffer;
beforeAll(async () => {
  pdf = await scannedPile();
});

it('a scanned batch read on the worker thread equals the same batch read in place', async () => {
  const [there, here] = [
    await parseBatchOffThread(pdf, roster, ATIVIDADE, scan),
    await parseBatch(pdf, roster, ATIVIDADE, scan),
  ];
  expect(there.itens.map((i) => i.aluno.id)).toEqual([501, 502]);
  for (const item of there.itens) expect(Buffer.isBuffer(item.imagem?.buffer)).toBe(true);
  expect(there).toEqual(here);
});

it('a refusal crosses the thread as the same AppError (code, status, Portuguese message, fields)', async () => {
  const csv = Buffer.from('email,titulo,texto\nninguem@escola.br,Título,curto\n');
  const refused = (p: Promise<unknown>) =>
    p.then(
      () => undefined,
      (e: unknown) => e,
    );
  const [there, here] = [
    await refused(parseBatchOffThread(csv, roster, ATIVIDADE, scan)),
    await refused(parseBatch(csv, roster, ATIVIDADE, scan)),
  ];
  expect(there).toBeInstanceOf(AppError);
  expect(here).toBeInstanceOf(AppError);
  const fields = (e: unknown) => ({
    code: (e as AppError).code,
    status: (e as AppError).status,
    message: (e as AppError).message,
    fields: (e as AppError).fields,
  });
  expect(fields(there)).toEqual(fields(here));
  expect((there as AppError).message).toBe(BATCH_MESSAGES.nothingValid);
  // The thread lives on after a refusal: an empty file is refused by the next call.
  await expect(parseBatchOffThread(Buffer.alloc(0), roster, ATIVIDADE, scan)).rejects.toMatchObject({
    code: 'validation',
    message: BATCH_MESSAGES.empty,
  });
});

it('a thread that dies refuses the batches it held with a 503 to send again, and the next batch gets a new thread', async () => {
  const texto = 'A educação transforma a sociedade brasileira quando chega a todos. '.repeat(10);
  const csv = Buffer.from(`email,titulo,texto\naluno1@escola.br,Título,"${texto}"\n`);
  // A scan takes the thread seconds: it is still being read when the thread ends.
  const held = parseBatchOffThread(pdf, roster, ATIVIDADE, scan);
  await stopParseThread();
  await expect(held).rejects.toMatchObject({ code: 'service_unavailable', status: 503, message: THREAD_DIED_MESSAGE });
  const again = await parseBatchOffThread(csv, roster, ATIVIDADE, scan);
  expect(again.itens.map((i) => i.aluno.id)).toEqual([501]);
});
