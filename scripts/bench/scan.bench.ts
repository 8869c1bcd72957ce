// `npm run bench -- scan [--pages 40]` (issue 13): what validating an image-only PDF scan costs before its 202. The
// app's own answer sheets for a class are rendered (150 dpi), written on (Dancing Script), turned a little and
// JPEG-compressed like a phone scan, put into a PDF of images only, then validated in this process by the same
// function the upload calls, on a worker thread as the upload does and on the event loop for comparison: wall and CPU
// time per page, and how long the event loop was held (while it is held the essay service answers nothing else).
import { monitorEventLoopDelay } from 'node:perf_hooks';
import { parseArgs } from 'node:util';
import type { AuthUser } from '@argumenta/contracts';
import { parseBatch, parseBatchOffThread, renderAnswerSheets } from '@argumenta/essay';
import type { ClassroomPort } from '@argumenta/essay-domain';
import { PARAGRAPHS } from '@argumenta/ocr-worker/fixtures';
import { imageOnlyPdf, phoneScan, renderPdfPages, writeOn } from '@argumenta/testkit/scan';

const { values } = parseArgs({ options: { pages: { type: 'string', default: '40' } } });
const PAGES = Number(values.pages);
const ATIVIDADE = 7;
const roster = Array.from({ length: PAGES }, (_, i) => ({
  id: 1000 + i,
  nome: `Aluno ${i + 1}`,
  email: `aluno${i + 1}@escola.br`,
  numero: i + 1,
}));
// The sheets need only the activity and its roll call: the classroom service's two answers, given here.
const classroom = {
  activityContext: async () => ({
    professor: true,
    atividade: { titulo: 'Violência contra a mulher', proposta_tematica_id: null, data_limite: null },
  }),
  roster: async () => roster,
} as unknown as ClassroomPort;
const teacher: AuthUser = { id: 1, tipo: 'professor', nome: 'Bench' };

const { bytes } = await renderAnswerSheets(classroom, teacher, ATIVIDADE);
const sheets = await renderPdfPages(bytes);
const scans: Buffer[] = [];
for (const [k, sheet] of sheets.entries()) {
  const written = await writeOn(sheet, PARAGRAPHS.slice(0, 2).join('\n\n'), { font: 'Dancing Script 17', topPt: 200 });
  scans.push(await phoneScan(written, { degrees: k % 2 ? -1.5 : 2.5 }));
}
const pdf = await imageOnlyPdf(scans);
console.log(
  `cores shared with other processes: figures vary with their load (load average now ${(await import('node:os')).loadavg()[0]!.toFixed(1)})`,
);
console.log(
  `${PAGES} answer sheets written on and phone-scanned: an image-only PDF of ${(pdf.length / 1e6).toFixed(1)} MB`,
);

/** Validates the scan, printing wall and CPU time per page and how long this process's event loop was held meanwhile. */
async function measure(label: string, parse: typeof parseBatch) {
  const loop = monitorEventLoopDelay({ resolution: 10 });
  loop.enable();
  const cpu0 = process.cpuUsage();
  const t0 = performance.now();
  const parsed = await parse(pdf, roster, ATIVIDADE, { separador: 'codigo', paginasPorRedacao: 1 });
  const wall = (performance.now() - t0) / 1000;
  const cpu = process.cpuUsage(cpu0);
  loop.disable();
  const cpuS = (cpu.user + cpu.system) / 1e6;
  console.log(`\n${label}: ${parsed.itens.length} matched, ${parsed.erros.length} refused`);
  console.log(
    `  wall ${wall.toFixed(1)} s (${((wall / PAGES) * 1000).toFixed(0)} ms a page)   CPU ${cpuS.toFixed(1)} s (${((cpuS / PAGES) * 1000).toFixed(0)} ms a page, every thread of the process)`,
  );
  console.log(
    `  event loop held: p50 ${(loop.percentile(50) / 1e6).toFixed(0)} ms   p99 ${(loop.percentile(99) / 1e6).toFixed(0)} ms   max ${(loop.max / 1e6).toFixed(0)} ms`,
  );
  if (parsed.itens.length !== PAGES) process.exitCode = 1;
}
// The upload reads the file on a worker thread (the service keeps answering); on the service's own thread for comparison.
await measure('on a worker thread (as POST /atividades/{id}/lotes does)', parseBatchOffThread);
await measure('on the event loop itself', parseBatch);
console.log(`load average after: ${(await import('node:os')).loadavg()[0]!.toFixed(1)}`);
