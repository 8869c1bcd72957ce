// `npx tsx packages/corretor/scripts/lexicon-gap.ts [--csv essays.csv] [--top 80]`: the words of the essays that
// Apertium's dictionary lacks and the speller knows (tokens, types, the commonest with what src/morph/guess.ts reads in
// them), and how well each ending of the guesser does on the words the dictionary does know: the guess set beside the
// dictionary's own tags, per ending (words whose ending also makes a verb form or an adverb count as misses).
import { parseArgs } from 'node:util';
import { loadEssays } from '../src/dataset.js';
import { MorphAnalyzer, type Reading } from '../src/morph/analyzer.js';
import { guessNominal, REJECTED } from '../src/morph/guess.js';
import { loadSpeller } from '../src/speller.js';
import { CSV_OPTION } from './development.js';

const { values } = parseArgs({
  options: { ...CSV_OPTION, top: { type: 'string', default: '80' }, misses: { type: 'string', default: '8' } },
  strict: false,
});
const essays = loadEssays(String(values.csv));
const sp = await loadSpeller();
const morph = new MorphAnalyzer();
const texts = essays.map((e) => e.paragraphs.join('\n'));
await morph.prepare(texts);
await morph.close();
const known = (w: string) => sp.check(w);

const count = new Map<string, number>();
let tokens = 0;
for (const t of texts)
  for (const m of t.toLowerCase().matchAll(/\p{L}+(?:[-'’]\p{L}+)*/gu)) {
    tokens++;
    count.set(m[0], (count.get(m[0]) ?? 0) + 1);
  }
const pct = (a: number, b: number) => `${b ? ((100 * a) / b).toFixed(1) : '–'} %`;
const show = (rs: Reading[]) => rs.map((r) => r.map((p) => `${p.lemma}<${p.tags.join('><')}>`).join('+')).join(' ');

// ----- the gap
const unknownToDictionary = (w: string) => {
  const r = morph.readings(w);
  return !!r && (!r.length || r.every((x) => x[x.length - 1]!.tags[0] === 'np'));
};
const gap = [...count].filter(([w]) => unknownToDictionary(w));
const spelt = gap.filter(([w]) => known(w));
const guessed = spelt.filter(([w]) => guessNominal(w, known).readings.length);
const sum = (xs: [string, number][]) => xs.reduce((a, [, c]) => a + c, 0);
console.log(
  `${essays.length} redações, ${tokens} palavras (${count.size} formas). Desconhecidas do analisador: ${sum(gap)} (${pct(sum(gap), tokens)}), ${gap.length} formas; ` +
    `conhecidas do corretor ortográfico: ${sum(spelt)} (${pct(sum(spelt), tokens)}), ${spelt.length} formas; ` +
    `com leitura adivinhada: ${sum(guessed)} (${pct(sum(guessed), sum(spelt))} delas), ${guessed.length} formas.`,
);
console.log(`\nAs ${values.top} mais frequentes (desconhecidas do analisador, conhecidas do corretor ortográfico):`);
for (const [w, c] of spelt.sort((a, b) => b[1] - a[1]).slice(0, Number(values.top)))
  console.log(`  ${String(c).padStart(4)} ${w.padEnd(22)} ${show(guessNominal(w, known).readings) || '—'}`);

// ----- the guess on the words the dictionary knows
type Tally = {
  types: number;
  ok: number;
  exact: number;
  tokens: number;
  okTokens: number;
  rare: number;
  okRare: number;
  misses: string[];
};
const tally = new Map<string, Tally>();
const expand = (tags: string[], both: string, one: string[]) =>
  tags.flatMap((x) => (x === both ? one : one.includes(x) ? [x] : []));
/** Readings of closed classes: words the dictionary always knows, no sample of the words it lacks. */
const CLOSED = new Set([
  'det',
  'prn',
  'pr',
  'cnjcoo',
  'cnjsub',
  'cnjadv',
  'rel',
  'preadv',
  'num',
  'predet',
  'ij',
  'np',
]);
let closed = 0;
/** The words the dictionary lacks are rare ones: the guess is also measured on the known words seen this often at most. */
const RARE = 3;
for (const [w, c] of count) {
  const real = morph.readings(w);
  if (!real?.length || unknownToDictionary(w) || !known(w)) continue;
  let { readings: guess, ending } = guessNominal(w, known);
  // The endings left out, measured on the words the kept ones leave (their singulars: their plurals are kept).
  if (!guess.length) {
    const rejected = guessNominal(w, known, REJECTED);
    if (rejected.ending && !rejected.ending.endsWith('(plural)'))
      ({ readings: guess, ending } = { readings: rejected.readings, ending: `${rejected.ending} ✗` });
  }
  if (!guess.length) continue;
  // The second person is not an essay's (the rules drop it beside a nominal reading: "tu palestras"), nor the first
  // person in "-o" of a word the dictionary lacks (guess.ts, mayBeVerb): the dictionary's "trabalho", "governo" are
  // judged on their nominal readings. A word read only so ("brigas" as "tu brigas") lacks its other readings: no
  // evidence.
  const firstPerson = (h: string[]) => h.includes('p1') && h.includes('sg') && /o$/.test(w);
  const heads = real.map((r) => r[r.length - 1]!.tags).filter((h) => !h.includes('p2') && !firstPerson(h));
  if (!heads.length) continue;
  if (heads.some((h) => CLOSED.has(h[0]!) || (h[0] === 'adv' && ending !== '-mente'))) {
    closed++;
    continue;
  }
  const tags = guess[0]![0]!.tags;
  let ok: boolean;
  let exact: boolean;
  if (tags[0] === 'adv') {
    ok = exact = heads.every((h) => h[0] === 'adv');
  } else {
    // Nominal readings: nouns, adjectives, participles (read as adjectives).
    const nominal = heads.filter((h) => h[0] === 'n' || h[0] === 'adj' || (h[0] === 'vblex' && h.includes('pp')));
    const other = heads.length > nominal.length;
    const g = new Set(nominal.flatMap((h) => expand(h, 'mf', ['m', 'f'])));
    const n = new Set(nominal.flatMap((h) => expand(h, 'sp', ['sg', 'pl'])));
    const gg = new Set(expand(tags, 'mf', ['m', 'f']));
    const gn = new Set(expand(tags, 'sp', ['sg', 'pl']));
    const posOk = guess.some((r) => nominal.some((h) => (h[0] === 'n' ? 'n' : 'adj') === r[0]!.tags[0]));
    // Sound: the guess leaves open every gender and number the dictionary gives and names a part of speech it gives;
    // a word the dictionary also reads as a verb or anything else is a miss (the guess would hide that reading).
    ok = posOk && !other && g.size > 0 && [...g].every((x) => gg.has(x)) && [...n].every((x) => gn.has(x));
    exact = ok && g.size === gg.size && n.size === gn.size;
  }
  const t = tally.get(ending!) ?? { types: 0, ok: 0, exact: 0, tokens: 0, okTokens: 0, rare: 0, okRare: 0, misses: [] };
  t.types++;
  t.tokens += c;
  if (c <= RARE) t.rare++;
  if (ok) {
    t.ok++;
    t.okTokens += c;
    if (c <= RARE) t.okRare++;
  } else t.misses.push(w);
  if (exact) t.exact++;
  tally.set(ending!, t);
}
console.log(
  `\nA adivinhação nas palavras que o analisador conhece, de classe aberta (${closed} formas de classe fechada à parte; certa: gênero, número e classe compatíveis com as do dicionário, sem outra leitura; exata: mesmos gênero e número; ✗: terminação descartada):`,
);
console.log(
  `  ${'terminação'.padEnd(26)} formas  certas          exatas   ocorrências certas   raras (≤ ${RARE}×) certas   erros (exemplos)`,
);
for (const [name, t] of [...tally].sort((a, b) => b[1].types - a[1].types))
  console.log(
    `  ${name.padEnd(26)} ${String(t.types).padStart(5)}  ${String(t.ok).padStart(5)} ${pct(t.ok, t.types).padStart(8)}  ${pct(t.exact, t.types).padStart(8)}  ${pct(t.okTokens, t.tokens).padStart(8)}   ${String(t.rare).padStart(5)} ${pct(t.okRare, t.rare).padStart(8)}   ${t.misses.slice(0, Number(values.misses)).join(' ')}`,
  );
