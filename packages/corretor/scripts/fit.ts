// Regenerates params/model.json from the Essay-BR development file (Marinho, Anchiêta & Moura, 2021; MIT).
// `npx tsx packages/corretor/scripts/fit.ts [--csv development.csv] [--prompts prompts.csv]`
// Ridge λ is chosen by prompt-grouped cross-validation; thresholds between levels come from out-of-fold predictions.
import { copyFileSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { loadEssays, loadPrompts } from '../src/dataset.js';
import { analyzeRecord, crossValidatedGrades, fitModel, formatReport, metrics } from '../src/evaluation.js';
import { FEATURES } from '../src/features.js';
import { loadSpeller } from '../src/speller.js';

const here = dirname(fileURLToPath(import.meta.url));
const DATA = '/work/shared/data/essay-br';
const { values } = parseArgs({ options: { csv: { type: 'string', default: `${DATA}/development.csv` }, prompts: { type: 'string', default: `${DATA}/prompts.csv` } } });

const sp = await loadSpeller();
const essays = loadEssays(values.csv!);
const prompts = loadPrompts(values.prompts!);
const analyses = essays.map((e) => analyzeRecord(e, prompts, sp));
const y = essays.map((e) => e.competence);
const groups = essays.map((e) => e.prompt);

let best = { lambda: 0, score: -Infinity };
for (const lambda of [30, 100, 300, 1000, 3000, 10000]) {
  const r = metrics(crossValidatedGrades(analyses, y, groups, { lambda, features: FEATURES }), y);
  const score = r.rows.reduce((a, m) => a + m.qwk, 0) + r.within100;
  console.log(`λ=${lambda}: ${r.rows.map((m) => `${m.label} ${m.qwk.toFixed(3)}`).join(' ')} within100 ${(100 * r.within100).toFixed(1)}%`);
  if (score > best.score) best = { lambda, score };
}
const opt = { lambda: best.lambda, features: FEATURES };
console.log(`\nλ escolhido: ${opt.lambda}\n${formatReport(metrics(crossValidatedGrades(analyses, y, groups, opt), y))}`);
const params = fitModel(analyses.map((a) => a.features), y, groups, opt, 'Essay-BR development (Marinho, Anchiêta & Moura, 2021), MIT');
const out = join(here, '..', 'params');
writeFileSync(join(out, 'model.json'), JSON.stringify({ ...params, lambda: opt.lambda }, null, 1) + '\n');
copyFileSync(`${DATA}/LICENSE`, join(out, 'LICENSE'));
console.log(`parâmetros gravados em ${join(out, 'model.json')}`);
