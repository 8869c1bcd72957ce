// `npx tsx packages/corretor/scripts/heldout.ts [--seed N] [--folds K]`: the theme bank's case end to end, as a school
// meets it (and as the issue's targets are set) — new essays of the bank's prompts, graded by an engine fitted on the
// development essays and calibrated with them as references. The development file is cut into K folds (default 5)
// *within* each prompt (`essayFolds`); for each fold, what scripts/fit.ts and scripts/fit-calibration.ts ship is
// remade from the other folds (the engine; the references' out-of-fold raw grades; the reference model) and the fold is
// scored with it, each essay with the other folds' essays of its prompt as references (never itself). `--folds 26` is
// leave-one-essay-out within prompt, the issue's measure (no prompt has more than 26 essays; 40–60 min on a loaded
// 2-core machine). Printed: the raw engine, the plain leniency, the recipe shipped (references' raw grades and the
// model from the prompt-grouped CV, the mixed 160|200 cut), the recipe
// from folds within each prompt with the top cut at TOP200_SHARE, with the 160|200 shares chosen in inner folds
// (`fitBankReferenceModel`, not shipped), with the mixed cut, three variants of C1, and the recipe shipped with the
// ridge outputs moved away from the references' mean (`seenStretch`, not shipped): each factor of STRETCHES fixed, and
// the factor chosen in each fold by total QWK (or QWK + within 100) on the other folds' essays graded as the bank meets
// them (raw grades from folds within their prompt, references with the grouped CV's).
// `--out file.json` keeps every essay's grades per recipe.
import { writeFileSync } from 'node:fs';
import { parseArgs } from 'node:util';
import { loadParams } from '../src/engine.js';
import { grade } from '../src/grades.js';
import {
  calibratedItems,
  committedFitOptions,
  crossValidatedScores,
  essayFolds,
  fitBankReferenceModel,
  fitModel,
  fitReferenceModel,
  formatReport,
  metrics,
  rawScore,
  REFERENCE_MODEL,
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
    out: { type: 'string' },
  },
  strict: false,
});
const seed = Number(values.seed);
// Factors of `seenStretch` measured fixed and chosen among inside each fold.
const STRETCHES = [1.1, 1.2, 1.3, 1.45, 1.6];
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
  'Receita enviada: notas brutas das referências e modelo de referências da CV agrupada (referencias-oof.json, calibration.json), corte 160|200 misto',
  'Alternativa: notas brutas e modelo de referências de partes dentro da proposta, corte 160|200 em TOP200_SHARE',
  'Alternativa com o corte 160|200 de cada competência escolhido em partes internas (fitBankReferenceModel)',
  'Alternativa com o corte 160|200 misto (seenTop)',
  'C1 da receita enviada, C2–C5 da alternativa com o corte escolhido em partes internas',
  'Alternativa com o corte escolhido, C1 lendo as referências com K = 4',
  'Alternativa com o corte escolhido, C1 com os cortes que maximizam o QWK (c1Midpoints 0)',
  ...STRETCHES.map((s) => `Receita enviada, saídas afastadas da média das referências × ${s} (seenStretch fixo)`),
  'Receita enviada, seenStretch escolhido em cada parte pelo QWK total (redações das outras partes, notas brutas de partes dentro da proposta)',
  'Receita enviada, seenStretch escolhido em cada parte por QWK total + dentro de 100',
];
const shares: number[][] = [];
const stretchChoices: number[][] = [];
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
  const shippedModel = fitReferenceModel(grouped);
  const shipped = calibratedItems(essaysB, grouped, shippedModel, undefined, true);
  const stretchedBy = (s: number, es: ReferenceItem[]) =>
    calibratedItems(es, grouped, { ...shippedModel, seenStretch: s }, undefined, true);
  // seenStretch chosen on the other folds' essays as the bank meets them: raw grades from models that saw the prompt
  // (folds within it), references graded out of fold as shipped.
  const inner = [1, ...STRETCHES].map((s) => metrics(stretchedBy(s, inPrompt), pick(y, A)));
  const bestBy = (score: (r: (typeof inner)[number]) => number) => {
    const scores = inner.map(score);
    return [1, ...STRETCHES][scores.indexOf(Math.max(...scores))]!;
  };
  const byQwk = bestBy((r) => r.rows[5]!.qwk);
  const byBoth = bestBy((r) => r.rows[5]!.qwk + r.within100);
  stretchChoices.push([byQwk, byBoth]);
  const alternative = fitReferenceModel(inPrompt);
  const bank = fitBankReferenceModel(inPrompt, REFERENCE_MODEL, seed + 2);
  shares.push(bank.topShares);
  const nested = calibratedItems(essaysB, inPrompt, bank, undefined, true);
  const withC1 = (opt: { priors?: number[]; c1Midpoints?: number }) =>
    calibratedItems(
      essaysB,
      inPrompt,
      fitReferenceModel(inPrompt, { ...REFERENCE_MODEL, ...opt, top200: bank.topShares }),
    );
  const graded = [
    essaysB.map((e) => e.notas),
    calibratedItems(essaysB, inPrompt),
    shipped,
    calibratedItems(essaysB, inPrompt, alternative),
    nested,
    calibratedItems(essaysB, inPrompt, alternative, undefined, true),
    nested.map((n, j) => [shipped[j]![0]!, ...n.slice(1)]),
    withC1({ priors: [4, 4, 4, 4, 4] }),
    withC1({ c1Midpoints: 0 }),
    ...STRETCHES.map((s) => stretchedBy(s, essaysB)),
    stretchedBy(byQwk, essaysB),
    stretchedBy(byBoth, essaysB),
  ];
  graded.forEach((g, m) => B.forEach((i, j) => (out[m]![i] = g[j]!)));
  console.error(`parte ${f + 1}/${K}`);
}
console.log(
  `Redações novas de propostas do banco (${K} partes dentro de cada proposta, partição ${seed}${without.size ? `, sem ${[...without].join(', ')}` : ''})`,
);
labels.forEach((label, m) => console.log(`\n${label}\n${formatReport(metrics(out[m]!, y))}`));
console.log(
  `\nPARTILHA_200 escolhida nas partes internas (C1…C5, média das ${K} partes): ${[0, 1, 2, 3, 4]
    .map((c) => (shares.reduce((a, s) => a + s[c]!, 0) / shares.length).toFixed(2))
    .join(' / ')}`,
);
console.log(
  `\nseenStretch escolhido nas partes (QWK total; QWK + dentro de 100): ${stretchChoices.map((c) => c.join('/')).join(' ')}`,
);
if (values.out)
  writeFileSync(String(values.out), JSON.stringify({ seed, K, labels, out, shares, stretchChoices, folds: outer }));
