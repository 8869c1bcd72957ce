// `npx tsx packages/corretor/scripts/heldout.ts [--seed N] [--folds K]`: the theme bank's case end to end, as a school
// meets it (and as the issue's targets are set) — new essays of the bank's prompts, graded by an engine fitted on the
// development essays and calibrated with them as references. The development file is cut into K folds (default 5)
// *within* each prompt (`essayFolds`); for each fold, what scripts/fit.ts and scripts/fit-calibration.ts ship is
// remade from the other folds (the engine; the references' out-of-fold raw grades; the reference model) and the fold is
// scored with it, each essay with the other folds' essays of its prompt as references (never itself). `--folds 26` is
// leave-one-essay-out within prompt, the issue's measure (no prompt has more than 26 essays; ~10 min). Printed: the
// raw engine, the plain leniency, the recipe shipped (references' raw grades and the model from the prompt-grouped CV)
// and the alternative the bank used from 2026-11-26 to 2026-11-27 (both from folds within each prompt).
import { parseArgs } from 'node:util';
import { loadParams } from '../src/engine.js';
import { grade } from '../src/grades.js';
import {
  calibratedItems,
  committedFitOptions,
  crossValidatedScores,
  essayFolds,
  fitModel,
  fitReferenceModel,
  formatReport,
  metrics,
  rawScore,
  type RawScore,
  type ReferenceItem,
} from '../src/lab/evaluation.js';
import { loadDevelopmentSet, referenceEssays } from './development.js';

// --without a,b: the same measure with those features left out (what a new feature adds).
const { values } = parseArgs({
  options: {
    seed: { type: 'string', default: '0' },
    folds: { type: 'string', default: '5' },
    without: { type: 'string', default: '' },
  },
  strict: false,
});
const seed = Number(values.seed);
const K = Math.max(2, Number(values.folds) || 5);
const set = await loadDevelopmentSet();
const { essays, analyses } = set;
const params = loadParams();
const without = new Set(String(values.without).split(',').filter(Boolean));
const opt = { ...committedFitOptions(params), features: params.features.filter((f) => !without.has(f)) };
const y = essays.map((e) => e.competence);
const groups = essays.map((e) => e.prompt);
const base = referenceEssays(set, params);
const item = (i: number, s: RawScore): ReferenceItem => ({ ...base[i]!, ...s });
const pick = <T>(xs: T[], idx: number[]) => idx.map((i) => xs[i]!);

const all = essays.map((_, i) => i);
const outer = essayFolds(groups, K, seed);
const labels = [
  'Motor sem referências',
  'Só a leniência (notas brutas das referências de partes dentro da proposta)',
  'Receita enviada: notas brutas das referências e modelo de referências da CV agrupada (referencias-oof.json, calibration.json)',
  'Alternativa (enviada para o banco de 2026-11-26 a 2026-11-27): notas brutas e modelo de referências de partes dentro da proposta',
];
const out = labels.map(() => all.map(() => [] as number[]));
for (let f = 0; f < K; f++) {
  const A = all.filter((i) => outer[i] !== f);
  const B = all.filter((i) => outer[i] === f);
  const engine = fitModel(
    pick(analyses, A).map((a) => a.features),
    pick(y, A),
    pick(groups, A),
    opt,
    'heldout',
    pick(analyses, A).map((a) => a.doc.text),
    pick(analyses, A).map((a) => a.pos),
  );
  const essaysB = B.map((i) => item(i, rawScore(grade(analyses[i]!, engine))));
  const poolOf = (scores: RawScore[]) => A.map((i, j) => item(i, scores[j]!));
  const grouped = poolOf(crossValidatedScores(pick(analyses, A), pick(y, A), pick(groups, A), opt));
  const inPrompt = poolOf(
    crossValidatedScores(
      pick(analyses, A),
      pick(y, A),
      pick(groups, A),
      opt,
      5,
      0,
      essayFolds(pick(groups, A), 5, seed + 1),
    ),
  );
  const graded = [
    essaysB.map((e) => e.notas),
    calibratedItems(essaysB, inPrompt),
    calibratedItems(essaysB, grouped, fitReferenceModel(grouped), undefined, true),
    calibratedItems(essaysB, inPrompt, fitReferenceModel(inPrompt)),
  ];
  graded.forEach((g, m) => B.forEach((i, j) => (out[m]![i] = g[j]!)));
  console.error(`parte ${f + 1}/${K}`);
}
console.log(
  `Redações novas de propostas do banco (${K} partes dentro de cada proposta, partição ${seed}${without.size ? `, sem ${[...without].join(', ')}` : ''})`,
);
labels.forEach((label, m) => console.log(`\n${label}\n${formatReport(metrics(out[m]!, y))}`));
