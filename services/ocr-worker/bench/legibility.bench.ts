// `npm run bench -- legibilidade [--dir DIR] [--only-dir] [--engines tesseract,vision]`: the legibility gate's
// calibration. For each page and engine: CER, WER, the gate's estimate and decision, the line count against the
// transcription's, seconds, and whether the decision is right under two readings of "worth handing over": CER ≤ 25 %
// and WER ≤ 50 %. Pages: the printed fixtures, the cursive font clean and photographed, the cursive page with
// growing elastic distortion (handwriting-like), scribbles, the cursive face on ruled answer sheets (which the vision
// engine reads line by line); and real labelled pages from DIR (or OCR_BENCH_DIR): every NAME.{jpg,png} with NAME.txt
// beside it, subfolders included (BRESSAY's layout and tags are understood).
// Tesseract always; the vision engine too whenever OCR_VISION_BASE_URL and OCR_VISION_API_KEY are set (the model from
// OCR_VISION_MODEL, as the worker reads them). Its end-to-end run against a local fake server is in
// test/bench-measure.test.ts; its accuracy on real handwriting has not been measured here (no endpoint).
import os from 'node:os';
import { createEngineFromEnv, createOcrEngine, type OcrEngine } from '../src/engine/index.js';
import { buildFixtures, distortedHandwriting, ruledPage, scribblePage, PARAGRAPHS } from '../src/fixtures/index.js';
import { joinLines } from '../src/engine/layout.js';
import { formatRow, HEADER, labelledPages, measurePage, summary, type Page, type PageResult } from './measure.js';

const arg = (name: string) => {
  const i = process.argv.indexOf(`--${name}`);
  return i >= 0 ? process.argv[i + 1] : undefined;
};
const dir = arg('dir') ?? process.env.OCR_BENCH_DIR;
const onlyDir = process.argv.includes('--only-dir');
const visionConfigured = Boolean(process.env.OCR_VISION_BASE_URL && process.env.OCR_VISION_API_KEY);
const wanted = (arg('engines') ?? (visionConfigured ? 'tesseract,vision' : 'tesseract')).split(',');
if (wanted.includes('vision') && !visionConfigured) {
  console.error('--engines vision exige OCR_VISION_BASE_URL e OCR_VISION_API_KEY.');
  process.exit(2);
}
if (onlyDir && !dir) {
  console.error('--only-dir exige --dir DIR (ou OCR_BENCH_DIR).');
  process.exit(2);
}

const pages: Page[] = [];
if (!onlyDir) {
  pages.push(...(await buildFixtures()).map((f) => ({ name: f.name, image: f.image, text: f.text })));
  const cursiveText = PARAGRAPHS.slice(0, 2).join('\n\n');
  for (const a of [2, 3, 4, 5, 6, 8])
    for (const seed of [3, 4])
      pages.push({ name: `manuscrita-a${a}-s${seed}`, image: await distortedHandwriting(a, seed), text: cursiveText });
  for (const seed of [5, 6, 7]) pages.push({ name: `rabiscos-s${seed}`, image: await scribblePage(seed), text: null });
  for (const [sheet, written] of [
    ['enem', 20],
    ['escola', 26],
  ] as const) {
    const p = await ruledPage({ sheet, written, seed: written });
    const lines = p.lines.map((l) => l.texto);
    pages.push({ name: `folha-${sheet}-${written}`, image: p.image, text: joinLines(lines), lines: lines.length });
  }
}
if (dir) pages.push(...labelledPages(dir));

console.log(
  `${pages.length} pages${dir ? ` (labelled from ${dir})` : ''}; engines: ${wanted.join(', ')}; load average ` +
    `${os
      .loadavg()
      .map((l) => l.toFixed(1))
      .join(' ')} on ${os.availableParallelism()} cores`,
);
console.log(HEADER);
const rows: PageResult[] = [];
for (const name of wanted) {
  const engine: OcrEngine =
    name === 'vision'
      ? await createEngineFromEnv({ ...process.env, OCR_ENGINE: 'vision' })
      : await createOcrEngine({ poolSize: 1 });
  for (const p of pages) {
    const r = await measurePage(engine, p);
    rows.push(r);
    console.log(formatRow(r));
  }
  await engine.close();
}
console.log(summary(rows));
