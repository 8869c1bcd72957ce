// `npx tsx packages/corretor/scripts/snapshot.ts --out before.json` writes what the shipped model reads and what C1
// shows for every development essay (features, C1's findings, the committed engine's grades), analysed as the fitting
// scripts do (with the analyser, no spelling suggestions); `--compare before.json` analyses again and fails on the
// first essay that differs. A change meant to keep behaviour (speed, refactoring) is checked with the pair.
import { readFileSync, writeFileSync } from 'node:fs';
import { parseArgs } from 'node:util';
import { loadParams } from '../src/engine.js';
import { grade } from '../src/grades.js';
import { loadDevelopmentSet } from './development.js';

const { values } = parseArgs({ options: { out: { type: 'string' }, compare: { type: 'string' } }, strict: false });
if (!values.out && !values.compare) throw new Error('uso: snapshot.ts --out <arquivo.json> | --compare <arquivo.json>');

const { essays, analyses } = await loadDevelopmentSet();
const params = loadParams();
const snapshot = analyses.map((a, i) => ({
  id: i,
  prompt: essays[i]!.prompt,
  features: a.features,
  c1: a.c1,
  notas: grade(a, params).notas,
  anulacao: a.anulacao ?? null,
}));
const lines = snapshot.map((s) => JSON.stringify(s));

if (values.out) {
  writeFileSync(String(values.out), `[\n${lines.join(',\n')}\n]\n`);
  console.log(`${lines.length} redações gravadas em ${values.out}`);
}
if (values.compare) {
  type Row = (typeof snapshot)[number];
  const raw = JSON.parse(readFileSync(String(values.compare), 'utf8')) as Row[];
  const before = raw.map((s) => JSON.stringify(s));
  const differ = lines.map((l, i) => (l === before[i] ? -1 : i)).filter((i) => i >= 0);
  if (before.length !== lines.length) console.log(`número de redações: ${before.length} antes, ${lines.length} agora`);
  for (const i of differ.slice(0, 5))
    console.log(`redação ${i} difere:\n  antes: ${before[i]?.slice(0, 400)}\n  agora: ${lines[i]!.slice(0, 400)}`);
  // What moved: the grades (how many essays, by how much), the features the model reads, C1's findings by kind.
  const same = (a: unknown, b: unknown) => JSON.stringify(a) === JSON.stringify(b);
  const graded = differ.filter((i) => raw[i] && !same(raw[i]!.notas, snapshot[i]!.notas));
  const featured = differ.filter((i) => raw[i] && !same(raw[i]!.features, snapshot[i]!.features));
  const totalOf = (n: number[]) => n.reduce((a, b) => a + b, 0);
  const moves = graded.map((i) => totalOf(snapshot[i]!.notas) - totalOf(raw[i]!.notas));
  const kinds = (rows: Row[]) => {
    const m = new Map<string, number>();
    for (const r of rows) for (const d of r.c1.desvios) m.set(d.tipo, (m.get(d.tipo) ?? 0) + 1);
    return m;
  };
  const k0 = kinds(raw);
  const k1 = kinds(snapshot);
  console.log(
    `notas: ${graded.length} redações mudaram${graded.length ? ` (total: ${moves.filter((d) => d > 0).length} para cima, ${moves.filter((d) => d < 0).length} para baixo, média ${(totalOf(moves) / moves.length).toFixed(1)} pontos, maior ${Math.max(...moves.map(Math.abs))})` : ''}; atributos do modelo: ${featured.length} redações mudaram`,
  );
  for (const k of [...new Set([...k0.keys(), ...k1.keys()])].sort())
    if ((k0.get(k) ?? 0) !== (k1.get(k) ?? 0))
      console.log(`achados da C1 "${k}": ${k0.get(k) ?? 0} → ${k1.get(k) ?? 0}`);
  console.log(
    differ.length || before.length !== lines.length
      ? `${differ.length} de ${lines.length} redações diferem`
      : `${lines.length} redações idênticas byte a byte (atributos, achados da C1, notas)`,
  );
  if (differ.length || before.length !== lines.length) process.exitCode = 1;
}
