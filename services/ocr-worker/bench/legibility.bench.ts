// `npm run bench -- legibilidade [--dir DIR]`: the legibility gate's calibration. For each page: CER, WER, the
// gate's estimate and signals, the decision, and whether the decision is right under two readings of "worth handing
// over": CER ≤ 25 % (fixing one letter in four beats typing) and WER ≤ 50 % (at most every other word to fix). Pages: the printed fixtures, the cursive
// font clean and photographed, the cursive page with growing elastic distortion (handwriting-like), scribbles.
// --dir DIR adds real pages: every DIR/NAME.{jpg,png} with its transcription in DIR/NAME.txt (kept out of the repo).
import { readdirSync, readFileSync, existsSync } from 'node:fs';
import path from 'node:path';
import { createOcrEngine, OcrError } from '../src/engine/index.js';
import { buildFixtures, cer, distortedHandwriting, scribblePage, wer, PARAGRAPHS } from '../src/fixtures/index.js';

const WORTH_CER = 0.25;
const WORTH_WER = 0.5;
const dirArg = process.argv.indexOf('--dir');
const dir = dirArg >= 0 ? process.argv[dirArg + 1] : undefined;

type Page = { name: string; image: Buffer; text: string | null };
const pages: Page[] = (await buildFixtures()).map((f) => ({ name: f.name, image: f.image, text: f.text }));
const cursiveText = PARAGRAPHS.slice(0, 2).join('\n\n');
for (const a of [2, 3, 4, 5, 6, 8])
  for (const seed of [3, 4])
    pages.push({ name: `manuscrita-a${a}-s${seed}`, image: await distortedHandwriting(a, seed), text: cursiveText });
for (const seed of [5, 6, 7]) pages.push({ name: `rabiscos-s${seed}`, image: await scribblePage(seed), text: null });
if (dir && existsSync(dir))
  for (const f of readdirSync(dir)
    .filter((n) => /\.(jpe?g|png)$/i.test(n))
    .sort()) {
    const txt = path.join(dir, f.replace(/\.[^.]+$/, '.txt'));
    pages.push({
      name: f,
      image: readFileSync(path.join(dir, f)),
      text: existsSync(txt) ? readFileSync(txt, 'utf8') : null,
    });
  }

const engine = await createOcrEngine({ poolSize: 1 });
console.log(
  ['page'.padEnd(22), 'CER %', ' WER %', 'estim', 'dict', 'noise', 'conf', 'legivel', 'right? CER', 'WER'].join('  '),
);
const right = { cer: 0, wer: 0 };
let total = 0;
for (const p of pages) {
  let row: string[];
  try {
    const out = await engine.transcribe(p.image);
    const c = p.text === null ? 1 : cer(p.text, out.texto);
    const w = p.text === null ? 1 : wer(p.text, out.texto);
    const okCer = out.legivel === c <= WORTH_CER;
    const okWer = out.legivel === w <= WORTH_WER;
    total++;
    if (okCer) right.cer++;
    if (okWer) right.wer++;
    const g = out.legibilidade;
    row = [
      p.name.padEnd(22),
      (c * 100).toFixed(1).padStart(5),
      (w * 100).toFixed(1).padStart(6),
      g.estimativa.toFixed(2).padStart(5),
      g.acerto_dicionario.toFixed(2).padStart(4),
      g.ruido.toFixed(2).padStart(5),
      g.confianca_media.toFixed(0).padStart(4),
      String(out.legivel).padStart(7),
      (okCer ? 'yes' : 'NO').padStart(10),
      okWer ? 'yes' : 'NO',
    ];
  } catch (err) {
    // A page with no text at all is refused before the gate (no_text), which is also a right answer.
    const code = err instanceof OcrError ? err.code : String(err);
    total++;
    if (code === 'no_text' && p.text === null) {
      right.cer++;
      right.wer++;
    }
    row = [p.name.padEnd(22), `error ${code}`];
  }
  console.log(row.join('  '));
}
console.log(
  `gate decisions right: ${right.cer} of ${total} (worth it = CER ≤ ${WORTH_CER * 100} %), ` +
    `${right.wer} of ${total} (worth it = WER ≤ ${WORTH_WER * 100} %)`,
);
await engine.close();
