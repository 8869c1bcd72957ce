// The intervention elements read in 20 development conclusions against a hand judgement of their presence made before
// the reading changed (test/data/c5-amostra-desenvolvimento.json):
//   npx tsx packages/corretor/scripts/c5-sample.ts          agreement per element, and each difference
import { readFileSync } from 'node:fs';
import { analyseIntervention } from '../src/analysis.js';
import type { InterventionElement } from '../src/analysis/types.js';
import { loadEssays } from '../src/dataset.js';
import { MorphAnalyzer } from '../src/morph/analyzer.js';
import { segment } from '../src/text.js';

const root = new URL('..', import.meta.url);
const sample = JSON.parse(readFileSync(new URL('test/data/c5-amostra-desenvolvimento.json', root), 'utf8')) as {
  elementos: InterventionElement[];
  julgamento: { linha: number; inicio: string; presentes: number[] }[];
};
const essays = loadEssays(new URL('data/essay-br/development.csv', root).pathname);
const conclusions = sample.julgamento.map((j) => {
  const text =
    essays[j.linha]!.paragraphs.map((p) => p.trim())
      .filter(Boolean)
      .at(-1) ?? '';
  if (!text.startsWith(j.inicio.trim())) throw new Error(`linha ${j.linha}: a conclusão não é a julgada`);
  return text;
});
// The engine reads the action and the agent with the morphological analysis (lt-proc).
const morph = new MorphAnalyzer();
await morph.prepare(conclusions);
const agree = Object.fromEntries(sample.elementos.map((k) => [k, 0]));
sample.julgamento.forEach((j, n) => {
  const doc = segment(conclusions[n]!);
  const read = analyseIntervention(doc, doc.tokens, morph).elementos;
  sample.elementos.forEach((k, i) => {
    if (Number(read[k].presente) === j.presentes[i]) agree[k]!++;
    else console.log(`linha ${j.linha} ${k}: ${read[k].presente ? `mostrado "${read[k].trecho}"` : 'dito ausente'}`);
  });
});
await morph.close();
const total = Object.values(agree).reduce((a, b) => a + b, 0);
console.log(
  `acordo ${total} de ${sample.julgamento.length * sample.elementos.length}: ${sample.elementos.map((k) => `${k} ${agree[k]}`).join(', ')}`,
);
