// `npx tsx packages/corretor/scripts/derivation-slips.ts`: how often a misspelling passes for a derived word. Each
// dictionary word of seven letters or more in the development essays gets one synthetic slip (a letter deleted, inserted
// or changed, or two swapped, drawn by a fixed seed); the slips the dictionary lacks are given to
// `wellFormedDerivation`, and those it accepts are printed with the word they came from.
import { loadEssays } from '../src/dataset.js';
import { loadSpeller, wellFormedDerivation } from '../src/speller.js';
import { DATA } from './development.js';

const sp = await loadSpeller();
const words = new Set<string>();
for (const e of loadEssays(`${DATA}/development.csv`))
  for (const w of e.paragraphs
    .join(' ')
    .toLowerCase()
    .match(/\p{L}{7,}/gu) ?? [])
    if (sp.check(w)) words.add(w);

let seed = 7;
const random = (n: number) => Math.floor((seed = (seed * 1103515245 + 12345) % 2147483648) / (2147483648 / n));
const LETTERS = 'abcdefghijlmnopqrstuvxzçãáéíóõúêâ';
let slips = 0;
const accepted: string[] = [];
for (const w of words) {
  const i = random(w.length);
  const kind = random(4);
  const c = LETTERS[random(LETTERS.length)]!;
  const slip = [
    w.slice(0, i) + w.slice(i + 1),
    w.slice(0, i) + c + w.slice(i),
    w.slice(0, i) + c + w.slice(i + 1),
    w.slice(0, i) + (w[i + 1] ?? '') + w[i] + w.slice(i + 2),
  ][kind]!;
  if (slip === w || sp.check(slip)) continue;
  slips++;
  if (wellFormedDerivation(slip, sp.check)) accepted.push(`${slip} (${w})`);
}
console.log(
  `${words.size} palavras; ${slips} erros sintéticos fora do dicionário; ${accepted.length} aceitos como derivados:`,
);
console.log(accepted.join(', '));
