// Paragraph openings of the development essays, for judging by hand which connective (if any) opens each paragraph
// after the introduction — the reading behind `c4.aberturas` and the claim "N parágrafos com conectivo argumentativo":
//   npx tsx packages/corretor/scripts/openings-sample.ts sample <seed> [n]   n openings (default 40) drawn with the seed
//       among every paragraph but the first of the 686 development essays, printed as TSV rows (ensaio, paragrafo,
//       abertura, lido): the judgement goes in two more columns, conectivo (the whole connective as written, empty when
//       the paragraph does not open with one) and nota;
//   npx tsx packages/corretor/scripts/openings-sample.ts check <file.tsv>   the engine's reading today against a judged
//       file: agreement, precision and recall (a connective read but cut short or too long is wrong both ways).
import { readFileSync } from 'node:fs';
import type { CorrectionInput } from '@argumenta/contracts';
import { analyzeText } from '../src/analysis.js';
import { loadEssays } from '../src/dataset.js';
import { loadSpeller } from '../src/speller.js';

const root = new URL('..', import.meta.url);
const sp = await loadSpeller();
const essays = loadEssays(new URL('data/essay-br/development.csv', root).pathname);
const [mode, arg, count = '40'] = process.argv.slice(2);
const norm = (s: string) => s.toLowerCase().replace(/\s+/g, ' ').trim();

/** The essay's paragraphs as the engine reads them (empty ones dropped, as the segmentation drops them). */
const paragraphsOf = (i: number) => essays[i]!.paragraphs.map((p) => p.trim()).filter(Boolean);
const cache = new Map<number, Map<number, string>>();
/** The connective the engine reads at the opening of each paragraph of essay i (0-based paragraph → passage). */
function openers(i: number): Map<number, string> {
  let m = cache.get(i);
  if (!m) {
    const input = { texto: paragraphsOf(i).join('\n'), titulo: null, proposta: null } as CorrectionInput;
    const c4 = analyzeText(input, sp, { suggestions: false }).c4;
    m = new Map(c4.aberturas.filter((x) => x.conectivo).map((x) => [x.paragrafo, x.trecho]));
    cache.set(i, m);
  }
  return m;
}

if (mode === 'sample') {
  const pool: [number, number][] = [];
  essays.forEach((_, i) => paragraphsOf(i).forEach((__, p) => p > 0 && pool.push([i, p])));
  // A linear congruential generator (as in thesis-sample.ts): the same seed draws the same openings on any machine.
  let s = Number(arg);
  const rnd = () => (s = (s * 1103515245 + 12345) % 2147483648) / 2147483648;
  for (let k = pool.length - 1; k > 0; k--) {
    const r = Math.floor(rnd() * (k + 1));
    [pool[k], pool[r]] = [pool[r]!, pool[k]!];
  }
  console.log(['ensaio', 'paragrafo', 'abertura', 'lido'].join('\t'));
  for (const [i, p] of pool.slice(0, Number(count))) {
    const opening = paragraphsOf(i)[p]!.split(/\s+/).slice(0, 14).join(' ');
    console.log([i, p + 1, opening, openers(i).get(p) ?? ''].join('\t'));
  }
} else if (mode === 'check') {
  const [header, ...rows] = readFileSync(arg!, 'utf8').trimEnd().split('\n');
  const col = header!.split('\t');
  const at = (name: string) => col.indexOf(name);
  let agree = 0;
  let read = 0;
  let judged = 0;
  let right = 0;
  for (const row of rows) {
    const c = row.split('\t');
    const i = Number(c[at('ensaio')]);
    const p = Number(c[at('paragrafo')]) - 1;
    const truth = norm(c[at('conectivo')] ?? '');
    const engine = norm(openers(i).get(p) ?? '');
    agree += Number(truth === engine);
    read += Number(!!engine);
    judged += Number(!!truth);
    right += Number(!!truth && truth === engine);
    if (truth !== engine) console.log(`#${i} §${p + 1}: julgado "${truth}", lido "${engine}"  — ${c[at('abertura')]}`);
  }
  const pct = (a: number, b: number) => (b ? `${((100 * a) / b).toFixed(1)} %` : '—');
  console.log(
    `concordância ${agree}/${rows.length} (${pct(agree, rows.length)}); precisão ${right}/${read} (${pct(right, read)}); ` +
      `revocação ${right}/${judged} (${pct(right, judged)})`,
  );
} else {
  console.error('uso: openings-sample.ts sample <seed> [n] | check <arquivo.tsv>');
  process.exit(1);
}
