// Lab, for iteration only (not the reported figures: those are `corretor:eval --cv`): the no-reference model's
// out-of-sample total under several ways of turning its continuous predictions into levels, every choice made on the
// training prompts' out-of-fold predictions of each outer fold (prompt-grouped, partitions 0,1,2 by default).
// `npx tsx packages/corretor/scripts/noref-lab.ts [--seeds 0,1,2] [--cache /tmp/noref-fits.json]`: the outer fits
// (committed fit options) are cached in --cache; a second run reads them and only re-scores the variants (`--so text`:
// those whose name holds it).
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { parseArgs } from 'node:util';
import { loadParams } from '../src/engine.js';
import { gradeFrom, predictions } from '../src/grades.js';
import type { ModelParams } from '../src/model.js';
import { allocateLevels } from '../src/model.js';
import {
  committedFitOptions,
  cutMix,
  fitModel,
  groupedFolds,
  labHooks,
  lengthGain,
  metrics,
  mixedCuts,
} from '../src/lab/evaluation.js';
import { qwk } from '../src/lab/fitting.js';
import { loadDevelopmentSet } from './development.js';

const { values } = parseArgs({
  options: {
    seeds: { type: 'string', default: '0,1,2' },
    cache: { type: 'string', default: '/tmp/noref-fits.json' },
    so: { type: 'string', default: '' },
  },
  strict: false,
});
const seeds = String(values.seeds).split(',').map(Number);
const { essays, analyses } = await loadDevelopmentSet();
const truth = essays.map((e) => e.competence);
const groups = essays.map((e) => e.prompt);

type Fold = {
  seed: number;
  test: number[];
  continuas: number[][];
  params: ModelParams;
  oof: number[][];
  yy: number[][];
};
const cachePath = String(values.cache);
let folds: Fold[] = existsSync(cachePath) ? JSON.parse(readFileSync(cachePath, 'utf8')) : [];
if (!folds.length || seeds.some((s) => !folds.some((f) => f.seed === s))) {
  folds = [];
  const opt = committedFitOptions(loadParams());
  for (const seed of seeds) {
    const parts = groupedFolds(groups, 5, seed);
    for (let k = 0; k < 5; k++) {
      const tr = analyses.map((_, i) => i).filter((i) => parts[i] !== k);
      const test = analyses.map((_, i) => i).filter((i) => parts[i] === k);
      let captured: { oof: number[][]; yy: number[][] } | undefined;
      labHooks.onOof = (oof, yy) => (captured = { oof, yy });
      const params = fitModel(
        tr.map((i) => analyses[i]!.features),
        tr.map((i) => truth[i]!),
        tr.map((i) => groups[i]!),
        opt,
        'cv',
        tr.map((i) => analyses[i]!.doc.text),
        tr.map((i) => analyses[i]!.pos),
      );
      const continuas = test.map((i) => predictions(analyses[i]!, params));
      const { text: _t, pos: _p, ...light } = params;
      folds.push({ seed, test, continuas, params: light as ModelParams, ...captured! });
      console.error(`partição ${seed} parte ${k} ajustada`);
    }
  }
  writeFileSync(cachePath, JSON.stringify(folds));
}

const sum = (xs: readonly number[]) => xs.reduce((a, b) => a + b, 0);
const totalQwk = (pred: number[], t: number[]) =>
  qwk(
    t.map((v) => Math.round(v / 40)),
    pred.map((v) => Math.round(v / 40)),
    25,
  );

/** A variant: from a fold's fitted params and its inner out-of-fold predictions, the params that grade its test essays. */
type Variant = (f: Fold) => ModelParams & { ys?: number[][] };
/** Total-consistent allocation, its stretch (1–2.5) chosen on the fold's out-of-fold predictions `oof`. */
function stretched(f: Fold, oof: number[][], score: 'qwk' | 'qwk+within100', max = 2.5) {
  const means = f.params.competencies.map((m) => m.bias);
  let best = { s: -Infinity, stretch: 1 };
  for (let stretch = 1; stretch <= max + 0.01; stretch += 0.1) {
    const tot = oof.map((p) => sum(p.map((y, c) => means[c]! + stretch * (y - means[c]!))));
    const t = tot.map((x) => 40 * Math.max(0, Math.min(25, Math.round(x / 40))));
    const yt = f.yy.map(sum);
    const s =
      totalQwk(t, yt) + (score === 'qwk' ? 0 : t.filter((v, i) => Math.abs(v - yt[i]!) <= 100).length / t.length);
    if (s > best.s) best = { s, stretch: Math.round(stretch * 10) / 10 };
  }
  console.error(`estica ${score} (≤ ${max}): ${best.stretch}`);
  return { ...f.params, allocation: { stretch: best.stretch, means } };
}
const variants: Record<string, Variant> = {
  base: (f) => f.params,
  'cortes por QWK total (α 0–1.5)': (f) => {
    const mix = cutMix(f.oof, f.yy, { alphas: [0, 0.25, 0.5, 0.75, 1, 1.25, 1.5], score: 'qwk' });
    return {
      ...f.params,
      competencies: f.params.competencies.map((m, c) => ({ ...m, thresholds: mixedCuts(mix)[c]! })),
    };
  },
  'alocação, estica por QWK total': (f) => stretched(f, f.oof, 'qwk'),
  'alocação, estica por QWK total + ≤100': (f) => stretched(f, f.oof, 'qwk+within100'),
  'alocação, estica 1–5 por QWK total': (f) => stretched(f, f.oof, 'qwk', 5),
  'alocação, estica 1–5 por QWK total + ≤100': (f) => stretched(f, f.oof, 'qwk+within100', 5),
};

// Pseudo-references: the k nearest essays of other prompts (training ones only), in the analysis features scaled by the
// fold's ridge weights on the total, their human grades with their prompt's leniency taken out; blended with the ridge,
// the share and the cut points chosen on the training prompts' out-of-fold predictions.
const TEXTUAL = /^(text|pos)_/;
function knnPredictions(f: Fold, k: number) {
  const testSet = new Set(f.test);
  const tr = analyses.map((_, i) => i).filter((i) => !testSet.has(i));
  const names = f.params.features.filter((n) => !TEXTUAL.test(n));
  const scale = names.map(
    (n) => Math.abs(sum(f.params.competencies.map((m) => m.weights[n] ?? 0))) / (f.params.std[n] || 1),
  );
  const vec = (i: number) => names.map((n, d) => ((analyses[i]!.features[n] ?? 0) - f.params.mean[n]!) * scale[d]!);
  const V = new Map<number, number[]>();
  for (const i of analyses.keys()) V.set(i, vec(i));
  const overall = [0, 1, 2, 3, 4].map((c) => sum(tr.map((i) => truth[i]![c]!)) / tr.length);
  const promptMean = new Map<string, number[]>();
  for (const g of new Set(tr.map((i) => groups[i]!))) {
    const m = tr.filter((i) => groups[i] === g);
    promptMean.set(
      g,
      [0, 1, 2, 3, 4].map((c) => sum(m.map((i) => truth[i]![c]!)) / m.length),
    );
  }
  const centred = (i: number) => truth[i]!.map((v, c) => v - promptMean.get(groups[i]!)![c]! + overall[c]!);
  const predict = (i: number) => {
    const vi = V.get(i)!;
    const near = tr
      .filter((j) => groups[j] !== groups[i])
      .map((j) => ({ j, d: sum(V.get(j)!.map((x, d) => (x - vi[d]!) ** 2)) }))
      .sort((a, b) => a.d - b.d)
      .slice(0, k);
    return [0, 1, 2, 3, 4].map((c) => sum(near.map((x) => centred(x.j)[c]!)) / near.length);
  };
  return { inner: tr.map(predict), test: f.test.map(predict) };
}
const knnCache = new Map<string, ReturnType<typeof knnPredictions>>();
const knnOf = (f: Fold, k: number) => {
  const key = `${f.seed}:${f.test[0]}:${k}`;
  if (!knnCache.has(key)) knnCache.set(key, knnPredictions(f, k));
  return knnCache.get(key)!;
};
for (const k of [10, 30]) {
  variants[`vizinhos k=${k} + alocação esticada (QWK total)`] = (f) => {
    const kn = knnOf(f, k);
    const n = kn.inner.length;
    let best = { s: -Infinity, w: 0, p: stretched(f, f.oof, 'qwk') };
    for (const w of [0, 0.1, 0.2, 0.3, 0.5]) {
      const blended = f.oof.map((p, r) => p.map((y, c) => (1 - w) * y + w * kn.inner[r % n]![c]!));
      const p = stretched(f, blended, 'qwk');
      const t = blended.map((b) => sum(allocateLevels(b, p.allocation)));
      const s = totalQwk(t, f.yy.map(sum));
      if (s > best.s) best = { s, w, p };
    }
    console.error(`k=${k} mistura ${best.w} (alocação)`);
    return { ...best.p, ys: f.continuas.map((p, t) => p.map((y, c) => (1 - best.w) * y + best.w * kn.test[t]![c]!)) };
  };
  variants[`vizinhos de outras propostas k=${k}, mistura escolhida na parte`] = (f) => {
    const kn = knnOf(f, k);
    const n = kn.inner.length;
    let best = { score: -Infinity, w: 0, mix: cutMix(f.oof, f.yy) };
    for (const w of [0, 0.1, 0.2, 0.3, 0.5]) {
      const blended = f.oof.map((p, r) => p.map((y, c) => (1 - w) * y + w * kn.inner[r % n]![c]!));
      const mix = cutMix(blended, f.yy);
      if (mix.score > best.score) best = { score: mix.score, w, mix };
    }
    const w = best.w;
    console.error(`k=${k} mistura ${w}`);
    return {
      ...f.params,
      ys: f.continuas.map((p, t) => p.map((y, c) => (1 - w) * y + w * kn.test[t]![c]!)),
      competencies: f.params.competencies.map((m, c) => ({ ...m, thresholds: mixedCuts(best.mix)[c]! })),
    };
  };
}

const spread = (xs: number[]) => {
  const m = sum(xs) / xs.length;
  const sd = Math.sqrt(sum(xs.map((x) => (x - m) ** 2)) / Math.max(1, xs.length - 1));
  return `${m.toFixed(3)} ± ${sd.toFixed(3)}`;
};
// --so texto: only the variants whose name contains it.
for (const [name, variant] of Object.entries(variants).filter(([n]) => n.includes(String(values.so)))) {
  const per = seeds.map((seed) => {
    const notas: number[][] = analyses.map(() => [0, 0, 0, 0, 0]);
    const continuas: number[][] = analyses.map(() => [0, 0, 0, 0, 0]);
    for (const f of folds.filter((x) => x.seed === seed)) {
      const p = variant(f);
      const ys = p.ys ?? f.continuas;
      f.test.forEach((i, t) => {
        notas[i] = [...gradeFrom(analyses[i]!, p, analyses[i]!.anulacao ? [] : ys[t]!).notas];
        continuas[i] = ys[t]!;
      });
    }
    const r = metrics(notas, truth);
    const gain = lengthGain(
      notas.map((n, i) => ({ notas: n, continuas: continuas[i]!, regras: [] })),
      truth,
      analyses,
    );
    const sdOf = (xs: number[]) => Math.sqrt(sum(xs.map((x) => (x - sum(xs) / xs.length) ** 2)) / xs.length);
    return {
      total: r.rows[5]!.qwk,
      within100: r.within100,
      partial: gain[5]!.partial,
      sdRatio: sdOf(notas.map(sum)) / sdOf(truth.map(sum)),
      comps: r.rows.slice(0, 5).map((m) => m.qwk),
    };
  });
  console.log(
    `${name.padEnd(48)} TOTAL ${spread(per.map((p) => p.total))}  parcial ${spread(per.map((p) => p.partial))}  ≤100 ${spread(per.map((p) => p.within100))}  dp/dp humano ${spread(per.map((p) => p.sdRatio))}  C1–C5 ${[0, 1, 2, 3, 4].map((c) => (sum(per.map((p) => p.comps[c]!)) / per.length).toFixed(3)).join(' ')}`,
  );
}
