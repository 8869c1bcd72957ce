// Lab, for iteration only (not the reported figures: those are `corretor:eval --cv`): the no-reference model's
// out-of-sample total under several ways of turning its continuous predictions into levels, every choice made on the
// training prompts' out-of-fold predictions of each outer fold (prompt-grouped, partitions 0,1,2 by default).
// `npx tsx packages/corretor/scripts/noref-lab.ts [--seeds 0,1,2] [--cache /tmp/noref-fits.json]`: the outer fits
// (committed fit options) are cached in --cache; a second run reads them and only re-scores the variants (`--so text`:
// those whose name holds it). The cache also holds each fit's rows (the features its ridges read, the n-gram models'
// predictions out of fold on its training rows): the `refeito` variants refit models on them (the ridges, RankNet
// blends, the within-prompt ridge, length interactions, new feature blocks from the training texts), every option
// chosen by an inner prompt-grouped CV on the fit's training prompts. Each line prints the total QWK (per partition),
// the continuous total's correlation with the raters' overall and within proposals (the ranking, whatever the spread),
// the partial correlation beyond length, the share within 100 points and the totals' spread over the raters'.
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { parseArgs } from 'node:util';
import { cosine, isContent, stemBag } from '../src/analysis/shared.js';
import { loadParams } from '../src/engine.js';
import { gradeFrom, modelFeatures, predictions } from '../src/grades.js';
import type { ModelParams } from '../src/model.js';
import { allocateLevels } from '../src/model.js';
import {
  centreByGroup,
  committedFitOptions,
  cutMix,
  DEFAULT_RANK,
  fitModel,
  groupedFolds,
  labHooks,
  lengthGain,
  metrics,
  mixedCuts,
  withinPromptCorrelation,
} from '../src/lab/evaluation.js';
import { pairwiseRankWeights, qwk, ridgeMany } from '../src/lab/fitting.js';
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
  /** The features the regressions read, and their values on the training rows (n-gram predictions out of fold) and test rows. */
  features: string[];
  trainX: number[][];
  testX: number[][];
};
const cachePath = String(values.cache);
let folds: Fold[] = existsSync(cachePath) ? JSON.parse(readFileSync(cachePath, 'utf8')) : [];
if (!folds.length || !folds[0]!.trainX || seeds.some((s) => !folds.some((f) => f.seed === s))) {
  folds = [];
  const opt = committedFitOptions(loadParams());
  for (const seed of seeds) {
    const parts = groupedFolds(groups, 5, seed);
    for (let k = 0; k < 5; k++) {
      const tr = analyses.map((_, i) => i).filter((i) => parts[i] !== k);
      const test = analyses.map((_, i) => i).filter((i) => parts[i] === k);
      let captured: { oof: number[][]; yy: number[][] } | undefined;
      let stacked: { rows: Record<string, number>[]; features: string[] } | undefined;
      labHooks.onOof = (oof, yy) => (captured = { oof, yy });
      labHooks.onRows = (rows, features) => (stacked = { rows, features });
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
      const { features } = stacked!;
      const trainX = stacked!.rows.map((r) => features.map((n) => r[n] ?? 0));
      const testX = test.map((i) => {
        const r = modelFeatures(analyses[i]!, params);
        return features.map((n) => r[n] ?? 0);
      });
      const { text: _t, pos: _p, ...light } = params;
      folds.push({ seed, test, continuas, params: light as ModelParams, ...captured!, features, trainX, testX });
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

// ---------- Models refitted in the lab on each fold's cached rows (the ridges' features, n-gram predictions out of fold) ----------
// Every model predicts the five competencies on their prompt-centred scale; the levels come by the total-consistent
// allocation, its stretch (1–2.5) and the model's own options chosen for total QWK on prompt-grouped out-of-fold
// predictions of the fold's training prompts (3 splits × 5 folds, as fitModel), never on the test fold.
type Train = { X: number[][]; y: number[][]; groups: string[] };
/** Fitted on the training rows: the five continuous predictions of any rows. */
type Scorer = (t: Train) => (X: number[][]) => number[][];

const trainOf = (f: Fold) => {
  const testSet = new Set(f.test);
  return analyses.map((_, i) => i).filter((i) => !testSet.has(i));
};
function columns(X: number[][]) {
  const p = X[0]!.length;
  const mean = Array.from({ length: p }, (_, d) => sum(X.map((x) => x[d]!)) / X.length);
  const std = mean.map((m, d) => Math.sqrt(sum(X.map((x) => (x[d]! - m) ** 2)) / X.length) || 1);
  return { mean, std, z: (x: number[]) => x.map((v, d) => (v - mean[d]!) / std[d]!) };
}
/** Each row less `share` of its group's mean column values above the overall mean. */
function withinGroups(X: number[][], groups: string[], share: number) {
  if (!share) return X;
  const overall = columns(X).mean;
  const gm = new Map<string, number[]>();
  for (const g of new Set(groups)) {
    const m = X.filter((_, i) => groups[i] === g);
    gm.set(g, columns(m).mean);
  }
  return X.map((x, i) => x.map((v, d) => v - share * (gm.get(groups[i]!)![d]! - overall[d]!)));
}
const colMeans = (y: number[][]) => [0, 1, 2, 3, 4].map((c) => sum(y.map((s) => s[c]!)) / y.length);

/**
 * The five ridges on standardised features (λ), fitted on the rows less `share` of their prompt's mean features: share 1
 * is the ridge on pairwise differences within prompts (squared loss on every pair of the same prompt), 0 the engine's.
 */
const ridgeScorer =
  (lambda: number, share = 0): Scorer =>
  (t) => {
    const Xw = withinGroups(t.X, t.groups, share);
    const { z } = columns(Xw);
    const bias = colMeans(t.y);
    const W = ridgeMany(
      Xw.map(z),
      [0, 1, 2, 3, 4].map((c) => t.y.map((s) => s[c]! - bias[c]!)),
      lambda,
    );
    return (X) => X.map((x) => z(x)).map((zx) => bias.map((b, c) => b + sum(zx.map((v, d) => v * W[c]![d]!))));
  };

/** The pairwise ranking score of the total (pairwiseRankWeights), memoised per training set (blends of several shares read one fit). */
const rankNets = new WeakMap<Train, Map<string, (X: number[][]) => number[]>>();
function rankNet(t: Train, mu: number, weighted: boolean): (X: number[][]) => number[] {
  const key = `${mu}:${weighted}`;
  const memo = rankNets.get(t) ?? rankNets.set(t, new Map()).get(t)!;
  if (memo.has(key)) return memo.get(key)!;
  const { z } = columns(t.X);
  const w = pairwiseRankWeights(t.X.map(z), t.y.map(sum), t.groups, mu, weighted);
  const score = (X: number[][]) => X.map((x) => sum(z(x).map((v, d) => v * w[d]!)));
  memo.set(key, score);
  return score;
}

/**
 * The ridges' five predictions moved so that their total is `share` of the way to a ranking score's total (the score
 * mapped to the total's scale by least squares on the training rows), each competency taking its regression share of
 * the move (cov(y_c, total) / var(total), summing to 1).
 */
const rankBlend =
  (lambda: number, mu: number, weighted: boolean, share: number): Scorer =>
  (t) => {
    const ridgeOf = ridgeScorer(lambda)(t);
    const score = rankNet(t, mu, weighted);
    const total = t.y.map(sum);
    const s = score(t.X);
    const ms = sum(s) / s.length;
    const mt = sum(total) / total.length;
    const vs = sum(s.map((v) => (v - ms) ** 2));
    const b = sum(s.map((v, i) => (v - ms) * (total[i]! - mt))) / vs;
    const vt = sum(total.map((v) => (v - mt) ** 2));
    const beta = [0, 1, 2, 3, 4].map((c) => {
      const mc = sum(t.y.map((y) => y[c]!)) / t.y.length;
      return sum(t.y.map((y, i) => (y[c]! - mc) * (total[i]! - mt))) / vt;
    });
    return (X) => {
      const r = ridgeOf(X);
      const sx = score(X);
      return r.map((ys, i) => {
        const move = share * (mt + b * (sx[i]! - ms) - sum(ys));
        return ys.map((y, c) => y + beta[c]! * move);
      });
    };
  };

/** A training set's inner prompt-grouped splits (3 × 5 folds), made once so that memoised fits are shared by scorers. */
const splits = new WeakMap<Train, { train: Train; test: number[] }[]>();
function innerSplits(t: Train) {
  if (!splits.has(t))
    splits.set(
      t,
      [1, 2, 3].flatMap((seed) => {
        const parts = groupedFolds(t.groups, 5, seed);
        return [0, 1, 2, 3, 4].map((k) => {
          const tr = t.X.map((_, i) => i).filter((i) => parts[i] !== k);
          const train = { X: tr.map((i) => t.X[i]!), y: tr.map((i) => t.y[i]!), groups: tr.map((i) => t.groups[i]!) };
          return { train, test: t.X.map((_, i) => i).filter((i) => parts[i] === k) };
        });
      }),
    );
  return splits.get(t)!;
}
/** Inner out-of-fold predictions of a scorer on a fold's training rows: the 3 prompt-grouped splits pooled. */
function innerOof(t: Train, scorer: Scorer): number[][] {
  const out: number[][] = [];
  innerSplits(t).forEach(({ train, test }, s) => {
    const predict = scorer(train);
    const base = Math.floor(s / 5) * t.X.length;
    predict(test.map((i) => t.X[i]!)).forEach((p, r) => (out[base + test[r]!] = p));
  });
  return out;
}

/** A fold's training rows with their prompt-centred targets (the fit's `centre`). */
function trainRows(f: Fold): Train {
  const tr = trainOf(f);
  const groupsTr = tr.map((i) => groups[i]!);
  return {
    X: f.trainX,
    y: centreByGroup(
      tr.map((i) => truth[i]!),
      groupsTr,
      f.params.centre ?? 0,
    ),
    groups: groupsTr,
  };
}

/**
 * A variant among candidate scorers (and sets of new blocks): each scored by total QWK of the allocation (stretch 1 to
 * `maxStretch`, 2.5 as shipped, chosen on the same out-of-fold predictions), the best refitted on the fold's training rows and used on its test rows.
 */
function refitted(
  label: string,
  candidates: Record<string, Scorer>,
  blockSets: NewBlock[][] = [[]],
  maxStretch = 2.5,
): Variant {
  return (f) => {
    const base = trainRows(f);
    const means = colMeans(base.y);
    const yy = f.yy.slice(0, base.X.length).map(sum);
    let best = { s: -Infinity, name: '', stretch: 1, blocks: [] as NewBlock[] };
    for (const blocks of blockSets) {
      const t = { ...base, X: withBlocks(f, blocks).train };
      for (const [name, scorer] of Object.entries(candidates)) {
        const oof = innerOof(t, scorer);
        for (let stretch = 1; stretch <= maxStretch + 0.01; stretch += 0.1) {
          const tot = oof.map((p) => sum(allocateLevels(p, { stretch, means })));
          const s = totalQwk(
            tot,
            [1, 2, 3].flatMap(() => yy),
          );
          if (s > best.s) best = { s, name, stretch: Math.round(stretch * 10) / 10, blocks };
        }
      }
    }
    console.error(`${label}: ${best.name}, blocos [${best.blocks.join(',')}], estica ${best.stretch}`);
    const rows = withBlocks(f, best.blocks);
    return {
      ...f.params,
      allocation: { stretch: best.stretch, means },
      ys: candidates[best.name]!({ ...base, X: rows.train })(rows.test),
    };
  };
}

variants['refeito: ridge λ 3000 (o motor)'] = refitted('ridge', { 'λ 3000': ridgeScorer(3000) });
variants['refeito: ridge dentro das propostas'] = refitted('dentro', {
  'λ 1000 partilha 1': ridgeScorer(1000, 1),
  'λ 3000 partilha 1': ridgeScorer(3000, 1),
  'λ 3000 partilha ½': ridgeScorer(3000, 0.5),
  'λ 3000 partilha 0': ridgeScorer(3000, 0),
});
/** The blends of the ridges with RankNet, every penalty × share (share 0: the ridges alone). */
const rankCandidates = (mus: readonly number[], shares: readonly number[], weighted = false) =>
  Object.fromEntries(
    mus.flatMap((mu) => shares.map((share) => [`μ ${mu} parte ${share}`, rankBlend(3000, mu, weighted, share)])),
  );
const narrowRank = rankCandidates(DEFAULT_RANK.mus, DEFAULT_RANK.shares);
variants['refeito: RankNet + ridge'] = refitted('ranknet', narrowRank);
variants['refeito: RankNet ponderado + ridge'] = refitted(
  'ranknet',
  rankCandidates(DEFAULT_RANK.mus, DEFAULT_RANK.shares, true),
);
/** A wider grid (the first one's choices sat on its edge). */
const rankGrid = rankCandidates([0.1, 0.3, 1], [0, 0.5, 0.75, 1]);
variants['refeito: RankNet grelha larga + ridge'] = refitted('ranknet2', rankGrid);
variants['refeito: RankNet grelha larga + ridge, estica 1–5'] = refitted('ranknet2-5', rankGrid, [[]], 5);
variants['refeito: ridge λ 3000, estica 1–5'] = refitted('ridge-5', { 'λ 3000': ridgeScorer(3000) }, [[]], 5);

// ---------- New features, computed per fold without any grade (word statistics from the training texts only) ----------
/**
 * Vocabulary (each content word's accent-folded form): in how many training essays it occurs and in which prompts.
 * An essay's own occurrences and its own prompt are left out of its counts, so training and test rows read the same.
 */
function vocabulary(f: Fold) {
  const tr = trainOf(f);
  const df = new Map<string, number>();
  const prompts = new Map<string, Set<string>>();
  const wordsOf = (i: number) => [...new Set(analyses[i]!.doc.tokens.filter(isContent).map((t) => t.fold))];
  for (const i of tr)
    for (const w of wordsOf(i)) {
      df.set(w, (df.get(w) ?? 0) + 1);
      (prompts.get(w) ?? prompts.set(w, new Set()).get(w)!).add(groups[i]!);
    }
  return { n: tr.length, trained: new Set(tr), df, prompts };
}
/**
 * Lexical sophistication: words rare among essays yet used across themes (not the proposal's own words), their share of
 * the content words and their number of types; the mean rarity of the words others used at all.
 */
function lexicalFeatures(i: number, v: ReturnType<typeof vocabulary>): number[] {
  const own = v.trained.has(i) ? 1 : 0;
  const tokens = analyses[i]!.doc.tokens.filter(isContent);
  if (!tokens.length) return [0, 0, 0];
  let rare = 0;
  const rareTypes = new Set<string>();
  let rarity = 0;
  let seen = 0;
  for (const t of tokens) {
    const df = (v.df.get(t.fold) ?? 0) - own;
    const ps = v.prompts.get(t.fold);
    const themes = ps ? ps.size - (ps.has(groups[i]!) ? 1 : 0) : 0;
    if (df >= 1) {
      rarity += Math.log((v.n + 1) / (df + 1));
      seen++;
    }
    if (themes >= 3 && df <= 0.03 * v.n) {
      rare++;
      rareTypes.add(t.fold);
    }
  }
  return [rare / tokens.length, Math.log1p(rareTypes.size), seen ? rarity / seen : 0];
}
/** Cohesion: content-stem cosine of consecutive paragraphs and of consecutive sentences, and of introduction and conclusion. */
function cohesionFeatures(i: number): number[] {
  const { paragraphs, sentences } = analyses[i]!.doc;
  const chain = (bags: Map<string, number>[]) =>
    bags.length < 2 ? 0 : sum(bags.slice(1).map((b, k) => cosine(bags[k]!, b))) / (bags.length - 1);
  const pb = paragraphs.map((p) => stemBag(p.tokens));
  return [chain(pb), chain(sentences.map((x) => stemBag(x.tokens))), pb.length < 2 ? 0 : cosine(pb[0]!, pb.at(-1)!)];
}
const NEW_BLOCKS = {
  lexico: (i: number, v: ReturnType<typeof vocabulary>) => lexicalFeatures(i, v),
  coesao: (i: number) => cohesionFeatures(i),
} as const;
type NewBlock = keyof typeof NEW_BLOCKS;
/** The fold's rows with the new blocks' columns added. */
function withBlocks(f: Fold, blocks: readonly NewBlock[]): { train: number[][]; test: number[][] } {
  const v = vocabulary(f);
  const extra = (i: number) => blocks.flatMap((b) => NEW_BLOCKS[b](i, v));
  return {
    train: trainOf(f).map((i, r) => [...f.trainX[r]!, ...extra(i)]),
    test: f.test.map((i, r) => [...f.testX[r]!, ...extra(i)]),
  };
}

/** The ridges also reading each standardised feature times the standardised length (quality that counts more in longer essays). */
const lengthInteractions =
  (lambda: number, lengthAt: number): Scorer =>
  (t) => {
    const { z } = columns(t.X);
    const expand = (x: number[]) => {
      const zx = z(x);
      return [...zx, ...zx.map((v, d) => (d === lengthAt ? 0 : v * zx[lengthAt]!))];
    };
    const inner = ridgeScorer(lambda)({ ...t, X: t.X.map(expand) });
    return (X) => inner(X.map(expand));
  };
const lengthAt = folds[0]!.features.indexOf('log_words');
variants['refeito: ridge com interações com o comprimento'] = refitted('interações', {
  'λ 3000': ridgeScorer(3000),
  'interações λ 3000': lengthInteractions(3000, lengthAt),
  'interações λ 10000': lengthInteractions(10000, lengthAt),
});

variants['refeito: ridge + blocos novos escolhidos'] = refitted('blocos', { 'λ 3000': ridgeScorer(3000) }, [
  [],
  ['lexico'],
  ['coesao'],
  ['lexico', 'coesao'],
]);
variants['refeito: ridge + blocos novos sempre'] = refitted('sempre', { 'λ 3000': ridgeScorer(3000) }, [
  ['lexico', 'coesao'],
]);

variants['refeito: RankNet + ridge + blocos novos sempre'] = refitted('ranknet+blocos', narrowRank, [
  ['lexico', 'coesao'],
]);
variants['refeito: RankNet + ridge + blocos novos sempre, estica 1–5'] = refitted(
  'ranknet+blocos-5',
  narrowRank,
  [['lexico', 'coesao']],
  5,
);

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
      // The ranking, whatever the spread: the continuous total's correlation with the raters' total, and within proposals.
      r: withinPromptCorrelation(
        continuas.map(sum),
        truth.map(sum),
        analyses.map(() => ''),
      ),
      rWithin: withinPromptCorrelation(continuas.map(sum), truth.map(sum), groups),
    };
  });
  console.log(
    `${name.padEnd(48)} TOTAL ${spread(per.map((p) => p.total))} (${per.map((p) => p.total.toFixed(3)).join(' / ')})  r ${spread(per.map((p) => p.r))}  r na proposta ${spread(per.map((p) => p.rWithin))} (${per.map((p) => p.rWithin.toFixed(3)).join(' / ')})  parcial ${spread(per.map((p) => p.partial))}  ≤100 ${spread(per.map((p) => p.within100))}  dp/dp humano ${spread(per.map((p) => p.sdRatio))}  C1–C5 ${[0, 1, 2, 3, 4].map((c) => (sum(per.map((p) => p.comps[c]!)) / per.length).toFixed(3)).join(' ')}`,
  );
}
