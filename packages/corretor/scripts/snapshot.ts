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
  const before = (JSON.parse(readFileSync(String(values.compare), 'utf8')) as unknown[]).map((s) => JSON.stringify(s));
  const differ = lines.map((l, i) => (l === before[i] ? -1 : i)).filter((i) => i >= 0);
  if (before.length !== lines.length) console.log(`número de redações: ${before.length} antes, ${lines.length} agora`);
  for (const i of differ.slice(0, 5))
    console.log(`redação ${i} difere:\n  antes: ${before[i]?.slice(0, 400)}\n  agora: ${lines[i]!.slice(0, 400)}`);
  console.log(
    differ.length || before.length !== lines.length
      ? `${differ.length} de ${lines.length} redações diferem`
      : `${lines.length} redações idênticas byte a byte (atributos, achados da C1, notas)`,
  );
  if (differ.length || before.length !== lines.length) process.exitCode = 1;
}
