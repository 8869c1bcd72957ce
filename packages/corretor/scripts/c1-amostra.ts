// `npx tsx packages/corretor/scripts/c1-amostra.ts [--semente N] [--n 80] [--csv <arquivo>] [--todos <arquivo.tsv>]`:
// C1's findings on real essays, for judging precision by hand. Reads every essay of the file (the 686 development
// essays by default), lists the C1 deviations the engine reports (with suggestions, as a student sees them), and prints
// a random sample of them spread across categories (round-robin over the categories of `c1CategoryOf`, each shuffled
// with the seed), each with its sentence. `--todos` writes every finding to a TSV.
import { writeFileSync } from 'node:fs';
import { parseArgs } from 'node:util';
import { seededRandom } from '@argumenta/contracts/random';
import { c1CategoryOf } from '../src/analysis/c1-rates.js';
import { shuffle } from '../src/lab/samples.js';
import { CSV_OPTION, essaysWithEngine } from './development.js';

const { values } = parseArgs({
  options: {
    semente: { type: 'string', default: '1' },
    n: { type: 'string', default: '80' },
    ...CSV_OPTION,
    todos: { type: 'string' },
  },
});

type Row = { ensaio: number; categoria: string; tipo: string; trecho: string; sugestao: string; frase: string };
const { engine, texts, analyse } = await essaysWithEngine(values.csv);
await engine.prepare(texts);
const rows: Row[] = [];
texts.forEach((texto, ensaio) => {
  const a = analyse(texto);
  const text = a.doc.text;
  for (const d of a.c1.desvios) {
    const before = text.slice(0, d.start);
    const from = Math.max(before.search(/[^.!?\n]*$/), d.start - 200);
    const rest = text.slice(d.end);
    const stop = rest.search(/[.!?\n]/);
    const to = d.end + (stop < 0 ? rest.length : Math.min(stop + 1, 200));
    rows.push({
      ensaio,
      categoria: c1CategoryOf(d.tipo),
      tipo: d.tipo,
      trecho: d.trecho,
      sugestao: d.sugestao ?? '',
      frase: `${text.slice(from, d.start)}[[${d.trecho}]]${text.slice(d.end, to)}`.trim(),
    });
  }
});
await engine.close();
if (values.todos)
  writeFileSync(
    values.todos,
    rows.map((r) => [r.ensaio, r.categoria, r.tipo, r.trecho, r.sugestao, r.frase].join('\t')).join('\n') + '\n',
  );
const byCategory = new Map<string, Row[]>();
for (const r of rows) byCategory.set(r.categoria, [...(byCategory.get(r.categoria) ?? []), r]);
console.log(`${rows.length} achados em ${texts.length} redações:`);
for (const [c, rs] of [...byCategory].sort(([x], [y]) => (x < y ? -1 : 1)))
  console.log(`  ${c.padEnd(12)} ${rs.length}`);
const random = seededRandom(Number(values.semente));
const queues = [...byCategory].sort(([x], [y]) => (x < y ? -1 : 1)).map(([, rs]) => shuffle([...rs], random));
const sample: Row[] = [];
for (let k = 0; sample.length < Number(values.n) && queues.some((q) => q.length); k = (k + 1) % queues.length)
  if (queues[k].length) sample.push(queues[k].shift()!);
console.log(`\nAmostra (semente ${values.semente}, ${sample.length}):`);
sample
  .sort((x, y) => (x.categoria < y.categoria ? -1 : x.categoria > y.categoria ? 1 : 0))
  .forEach((r, i) =>
    console.log(
      `${String(i + 1).padStart(3)} [${r.categoria}/${r.tipo}] #${r.ensaio} «${r.trecho}» → ${r.sugestao} :: ${r.frase}`,
    ),
  );
