// The lab (`@argumenta/corretor/lab`), shared by scripts/fit.ts, scripts/eval.ts and the tests: dataset featurisation,
// grouped folds, fitting, cross-validation, metrics and reports. The engine never imports it.
import { analyzeText, type TextAnalysis } from '../analysis.js';
import {
  calibrate,
  gradesTheProposal,
  LENIENCY_PRIOR,
  referenceFeatures,
  similarityWeights,
  spacingFree,
  suggestReferences,
  type Notas,
  type ReferenceModel,
  type ScoredReference,
} from '../calibration.js';
import type { EssayRecord } from '../dataset.js';
import type { LocalEngine } from '../engine.js';
import { loadThemeBank } from '../theme-bank.js';
import {
  TOPIC_THRESHOLDS,
  topicScores,
  topicSituation,
  type TopicScores,
  type TopicThresholds,
} from '../analysis/off-topic.js';
import { grade, gradeFrom, predictions, POS_MODEL_FEATURES, TEXT_FEATURES, type Grades } from '../grades.js';
import {
  allocateLevels,
  levelOf,
  LINEAR_FEATURE,
  predictCompetency,
  type BoostGrid,
  type CompetencyModel,
  type ModelParams,
} from '../model.js';
import {
  boostTrees,
  calibrateThresholds,
  packTextModel,
  pairwiseRankWeights,
  primalWeights,
  qwk,
  ridge,
  ridgeMany,
  solveDual,
  type BoostOptions,
} from './fitting.js';
import type { Morphology } from '../morph/analyzer.js';
import type { Speller } from '../speller.js';
import { textCounts, textVector, type SparseVec, type TextModelParams } from '../textmodel.js';

export function analyzeRecord(
  e: EssayRecord,
  prompts: Map<string, string> | undefined,
  sp: Speller,
  morph?: Morphology,
): TextAnalysis {
  const apoio = prompts?.get(e.prompt);
  const input = {
    texto: e.paragraphs.join('\n'),
    titulo: e.title || null,
    proposta: apoio ? { titulo: '', texto_apoio: apoio } : null,
  };
  return analyzeText(input, sp, { suggestions: false, morph });
}

/** Prompt-grouped folds: every prompt's essays fall in one fold, so CV measures new prompts. */
export function groupedFolds(groups: string[], k: number, seed = 0): number[] {
  const uniq = [...new Set(groups)].sort((a, b) => hash(`${seed}:${a}`) - hash(`${seed}:${b}`));
  const foldOf = new Map(uniq.map((g, i) => [g, i % k]));
  return groups.map((g) => foldOf.get(g)!);
}
/**
 * Essay folds within each prompt: every prompt's essays are spread over the k folds, so a model fitted without one fold
 * has seen the other essays of every prompt — the theme bank's case, where the engine was fitted on the development
 * essays and a new essay of a bank proposal arrives.
 */
export function essayFolds(groups: string[], k: number, seed = 0): number[] {
  const byGroup = new Map<string, number[]>();
  groups.forEach((g, i) => (byGroup.get(g) ?? byGroup.set(g, []).get(g)!).push(i));
  const out = groups.map(() => 0);
  let offset = 0;
  for (const g of [...byGroup.keys()].sort()) {
    const members = byGroup.get(g)!.sort((a, b) => hash(`${seed}:${a}`) - hash(`${seed}:${b}`));
    members.forEach((i, rank) => (out[i] = (offset + rank) % k));
    offset += members.length;
  }
  return out;
}
function hash(s: string): number {
  let h = 2166136261;
  for (const c of s) h = Math.imul(h ^ c.charCodeAt(0), 16777619);
  return h >>> 0;
}

const MIDPOINTS = [20, 60, 100, 140, 180];

export type TextOptions = { dim: number; wordWeight: number; lambdas: number[] };
export type FitOptions = {
  lambda: number;
  features: string[];
  /** Stack a hashed n-gram ridge on the stripped texts (its out-of-fold predictions become features). */
  text?: TextOptions;
  /** How levels are assigned: per-competency thresholds, total-consistent allocation, or whichever CV prefers. */
  mode?: 'auto' | 'thresholds' | 'allocation';
  /**
   * Share of each training prompt's leniency taken out of the targets the text model and the regressions learn
   * (0: the raters' grades as they are; 1: each prompt's mean moved to the overall mean). The cut points are always
   * fitted against the raters' grades.
   */
  centre?: number;
  /** A second hashed n-gram ridge, on the essays' part-of-speech letters (analysis/pos.ts): its out-of-fold predictions are the block `pos_model`. */
  pos?: TextOptions;
  /**
   * Feature blocks the fit may add to `features`: every subset is scored by prompt-grouped out-of-fold predictions on
   * the essays it is given (total QWK + share within 100, as the cut points' mix) and the best kept, so in a CV the
   * choice is made inside each outer fold.
   */
  blocks?: Record<string, string[]>;
  /** Candidate λ of the feature ridge, chosen with the blocks by the same inner CV (`lambda` alone when absent). */
  lambdas?: number[];
  /**
   * Blocks only C1's ridge may read, and C1's own λ candidates: after the shared blocks and λ, every subset × λ is
   * scored by the correlation of C1's out-of-fold predictions with its targets on the essays the fit is given, and the
   * best kept (in a CV, inside each outer fold). The other four ridges are untouched.
   */
  c1Blocks?: Record<string, string[]>;
  c1Lambdas?: number[];
  /** Blocks of `features` C1's ridge alone may leave out, chosen with C1's blocks and λ by the same inner CV. */
  c1Without?: Record<string, string[]>;
  /** What C1's ridge reads beyond `features`, what of them it leaves out, and its λ (`lambda` when absent): set by the choice above. */
  c1Features?: string[];
  c1Dropped?: string[];
  c1Lambda?: number;
  /**
   * Boosted regression trees on each competency's ridge residuals: the candidates (and none) chosen with λ and the
   * blocks by the same inner CV.
   */
  boost?: BoostGrid;
  /** The trees one regression fits (set by fitModel from `boost`; none when absent). */
  trees?: BoostOptions;
  /**
   * The peer step (PeerStep): its shrink chosen among `shrinks` (0 always a candidate) by the same inner CV,
   * each training essay's peers the other essays of its prompt (out of fold together, the folds being prompt-grouped),
   * no move when a prompt has fewer than `min` other essays.
   */
  peers?: { shrinks: number[]; min: number };
  /** The cut points' mix and its score (DEFAULT_CUTS when absent). */
  cuts?: CutOptions;
  /**
   * A pairwise ranking score of the total blended into the ridges (RankBlend; lab, off by default): its penalty and share
   * (0 always a candidate) chosen by the same inner CV, for the allocation's score, after λ and the blocks.
   */
  rank?: { mus: number[]; shares: number[]; weighted?: boolean };
  /** The blend one fit applies (set by fitModel from `rank`). */
  rankBlend?: RankBlend;
  /**
   * How the allocation's stretch is chosen (ModelParams.allocationScore): total QWK + share within 100 over 1–2
   * (absent), or total QWK alone over 1–2.5 ('qwk').
   */
  allocationScore?: 'qwk';
};
/**
 * How the cut points' mix with the midpoints is chosen (cutMix): its candidates (1: each competency's QWK-optimal
 * cuts, above 1 spread further from the midpoints) and the score, total QWK + share within 100 or total QWK alone.
 */
export type CutOptions = { alphas: number[]; score: 'qwk+within100' | 'qwk' };
export const DEFAULT_CUTS: CutOptions = { alphas: [0, 0.25, 0.5, 0.75, 1], score: 'qwk+within100' };
/**
 * The peer step, an experiment the product does not ship (measured without gain, docs/corrector.md): each competency's
 * prediction moved by `shrink` × the gap between the mean prediction of the proposal's essays (this one included) and
 * `means`, the training mean of the out-of-fold predictions, when the proposal has at least `min` other essays (fewer:
 * no move). `shrink` is chosen by the fit's inner prompt-grouped CV among `shrinks` (FitOptions.peers); the moved
 * predictions are cut by their own `thresholds` (per competency, chosen like the base ones on the moved predictions).
 */
export type PeerStep = { shrink: number; shrinks: number[]; min: number; means: number[]; thresholds: number[][] };
/** A fitted model as the lab uses it: what ships, and the peer step when the fit was asked for one. */
export type FittedModel = ModelParams & { peers?: PeerStep };

/**
 * The move the peer step gives an essay whose proposal's essays (itself included) have these continuous predictions;
 * undefined when there is no step or the proposal has too few other essays.
 */
export function peerShift(
  p: Pick<PeerStep, 'shrink' | 'min' | 'means'> | undefined,
  proposal: readonly (readonly number[])[],
): number[] | undefined {
  if (!p || !p.shrink || proposal.length - 1 < p.min) return undefined;
  return p.means.map((m, c) => -p.shrink * (proposal.reduce((a, y) => a + y[c]!, 0) / proposal.length - m));
}

/** Grades from predictions moved by the peer step, cut by the step's own cut points. */
function gradeWithShift(a: TextAnalysis, params: FittedModel, shift: readonly number[]): Grades {
  const moved = {
    ...params,
    competencies: params.competencies.map((m, c) => ({ ...m, thresholds: params.peers!.thresholds[c]! })),
  };
  return gradeFrom(
    a,
    moved,
    predictions(a, params).map((y, c) => y + shift[c]!),
  );
}

/** `corretor:eval --cv --pares`: shrink 0–1 by quarters, at least 3 other essays of the proposal. */
export const DEFAULT_PEERS = { shrinks: [0, 0.25, 0.5, 0.75, 1], min: 3 } as const;

/** Out-of-fold predictions (blocks of `groups.length` rows, one per seed) moved by the peer step of `shrink`. */
function withPeers(
  oof: number[][],
  groups: string[],
  peers: { shrink: number; min: number; means: number[] },
): number[][] {
  const n = groups.length;
  const members = new Map<string, number[]>();
  groups.forEach((g, i) => (members.get(g) ?? members.set(g, []).get(g)!).push(i));
  const out = oof.map((p) => [...p]);
  for (let b = 0; b < oof.length; b += n)
    for (const idx of members.values()) {
      const shift = peerShift(
        peers,
        idx.map((i) => oof[b + i]!),
      );
      if (shift) for (const i of idx) out[b + i] = out[b + i]!.map((v, c) => v + shift[c]!);
    }
  return out;
}
/**
 * The ridges' five predictions moved `share` of the way from their total to a pairwise ranking score's total
 * (pairwiseRankWeights on the standardised features and the targets' total, penalty `mu`, pairs within a prompt; the
 * score mapped to the total's scale by least squares), each competency taking its regression share of the move
 * (cov(y_c, total) / var(total), summing to 1). All linear, so it is folded into the ridges' weights and biases.
 */
export type RankBlend = { mu: number; share: number; weighted?: boolean };
/** `corretor:eval --cv --ordem padrão`: the lab's grid (scripts/noref-lab.ts, `refeito: RankNet + ridge`). */
export const DEFAULT_RANK = { mus: [0.01, 0.1], shares: [0, 0.5, 1] } as const;

/** `corretor:eval --cv --arvores padrão`: depth 2 or 3, shrinkage 0.1, 10–100 rounds, half the rows per tree. */
export const DEFAULT_BOOST: BoostGrid = {
  depth: [2, 3],
  rate: [0.1],
  rounds: [10, 25, 50, 100],
  subsample: 0.5,
  minLeaf: 20,
};
export const DEFAULT_TEXT: TextOptions = { dim: 2 ** 16, wordWeight: 1, lambdas: [0.3, 1, 3] };
/** The part-of-speech model: character 3–5-grams of the letters are POS n-grams; its word block (whole sentences) is left out. */
export const DEFAULT_POS: TextOptions = { dim: 2 ** 14, wordWeight: 0, lambdas: [0.3, 1, 3] };

/** The fit options the committed parameters were made with (for CV of the shipped model). */
export function committedFitOptions(
  params: ModelParams,
  o: { noText?: boolean; mode?: FitOptions['mode'] } = {},
): FitOptions {
  return {
    lambda: params.lambda ?? 1000,
    features: params.features,
    ...(params.text && !o.noText
      ? { text: { ...DEFAULT_TEXT, dim: params.text.dim, wordWeight: params.text.wordWeight } }
      : {}),
    mode: o.mode ?? (params.allocation ? 'allocation' : 'thresholds'),
    ...(params.centre ? { centre: params.centre } : {}),
    ...(params.candidateBlocks
      ? {
          features: params.baseFeatures ?? params.features,
          blocks: params.candidateBlocks,
          ...(params.candidateBlocks.pos_model ? { pos: DEFAULT_POS } : {}),
        }
      : {}),
    ...(params.lambdas ? { lambdas: params.lambdas } : {}),
    ...(params.c1CandidateBlocks ? { c1Blocks: params.c1CandidateBlocks } : {}),
    ...(params.c1Lambdas ? { c1Lambdas: params.c1Lambdas } : {}),
    ...(params.c1CandidateWithout ? { c1Without: params.c1CandidateWithout } : {}),
    ...(params.boost ? { boost: params.boost } : {}),
    ...(params.allocationScore ? { allocationScore: params.allocationScore } : {}),
  };
}

// ---------- text model (dual ridge over a cached Gram matrix: every essay is vectorised and paired once) ----------

type GramCache = { ids: Map<string, number>; vecs: SparseVec[]; rows: Float64Array[]; dense: Float64Array };
// One cache per vector space (the text model's and the part-of-speech model's are fitted in turn in every fold).
const gramCaches = new Map<string, GramCache>();

function vectorIds(texts: string[], t: TextOptions): { gramCache: GramCache; ids: number[] } {
  const key = `${t.dim}:${t.wordWeight}`;
  let gramCache = gramCaches.get(key);
  if (!gramCache) {
    gramCache = { ids: new Map(), vecs: [], rows: [], dense: new Float64Array(t.dim) };
    gramCaches.set(key, gramCache);
  }
  const cache = gramCache;
  const ids = texts.map((x) => {
    let id = cache.ids.get(x);
    if (id === undefined) {
      id = cache.vecs.length;
      cache.ids.set(x, id);
      cache.vecs.push(textVector(textCounts(x, t.dim), t.wordWeight));
    }
    return id;
  });
  return { gramCache: cache, ids };
}
function kernel(gramCache: GramCache, ids: number[]): Float64Array[] {
  const { vecs, rows, dense } = gramCache;
  const n = vecs.length;
  for (let i = 0; i < n; i++) {
    const old = rows[i];
    if (old && old.length === n) continue;
    const row = new Float64Array(n);
    if (old) row.set(old);
    const a = vecs[i];
    for (let k = 0; k < a.idx.length; k++) dense[a.idx[k]] = a.val[k];
    for (let j = old ? old.length : 0; j < n; j++) {
      const b = vecs[j];
      let s = 0;
      for (let k = 0; k < b.idx.length; k++) s += dense[b.idx[k]] * b.val[k];
      row[j] = s;
    }
    for (let k = 0; k < a.idx.length; k++) dense[a.idx[k]] = 0;
    rows[i] = row;
  }
  return ids.map((i) => Float64Array.from(ids, (j) => rows[i][j]));
}

const pearson = (a: number[], b: number[]) => {
  const n = a.length;
  const ma = a.reduce((x, y) => x + y, 0) / n;
  const mb = b.reduce((x, y) => x + y, 0) / n;
  let s = 0;
  let sa = 0;
  let sb = 0;
  for (let i = 0; i < n; i++) {
    s += (a[i] - ma) * (b[i] - mb);
    sa += (a[i] - ma) ** 2;
    sb += (b[i] - mb) ** 2;
  }
  return sa && sb ? s / Math.sqrt(sa * sb) : 0;
};

function dualFit(K: Float64Array[], tr: number[], Y: number[][], lambda: number) {
  const means = Y[0].map((_, c) => tr.reduce((a, i) => a + Y[i][c], 0) / tr.length);
  const A = solveDual(
    tr.map((i) => Float64Array.from(tr, (j) => K[i][j])),
    lambda,
    means.map((m, c) => tr.map((i) => Y[i][c] - m)),
  );
  return { means, A, predict: (i: number) => means.map((m, c) => tr.reduce((s, j, k) => s + K[i][j] * A[c][k], m)) };
}

/**
 * Text model on the given essays: λ by inner prompt-grouped CV (sum of correlations over C1…C5 and total), the
 * out-of-fold predictions of the chosen λ (the stacking features), and the model refitted on all of them.
 */
export function fitTextModel(
  texts: string[],
  y: number[][],
  groups: string[],
  t: TextOptions,
): { oof: number[][]; params: TextModelParams } {
  const { gramCache, ids } = vectorIds(texts, t);
  const K = kernel(gramCache, ids);
  const Y = y.map((s) => [...s, s.reduce((a, b) => a + b, 0)]);
  const folds = groupedFolds(groups, 5, 101);
  const all = texts.map((_, i) => i);
  let best = { score: -Infinity, lambda: t.lambdas[0], oof: [] as number[][] };
  for (const lambda of t.lambdas) {
    const oof: number[][] = all.map(() => []);
    for (let k = 0; k < 5; k++) {
      const m = dualFit(
        K,
        all.filter((i) => folds[i] !== k),
        Y,
        lambda,
      );
      for (const i of all) if (folds[i] === k) oof[i] = m.predict(i);
    }
    const score = Y[0].reduce(
      (a, _, c) =>
        a +
        pearson(
          oof.map((p) => p[c]),
          Y.map((s) => s[c]),
        ),
      0,
    );
    if (score > best.score) best = { score, lambda, oof };
  }
  const m = dualFit(K, all, Y, best.lambda);
  const vecs = ids.map((id) => gramCache.vecs[id]);
  const params = packTextModel(
    t.dim,
    t.wordWeight,
    m.A.map((alpha, c) => ({ bias: m.means[c], w: primalWeights(vecs, alpha, t.dim) })),
    best.lambda,
  );
  return { oof: best.oof, params };
}

/** Each column's mean and standard deviation (1 for a constant column), and the rows standardised with them. */
function standardiseColumns(X0: number[][]) {
  const p = X0[0]?.length ?? 0;
  const mean = Array.from({ length: p }, (_, d) => X0.reduce((s, x) => s + x[d]!, 0) / X0.length);
  const std = Array.from(
    { length: p },
    (_, d) => Math.sqrt(X0.reduce((s, x) => s + (x[d]! - mean[d]!) ** 2, 0) / X0.length) || 1,
  );
  return { mean, std, X: X0.map((x) => x.map((v, d) => (v - mean[d]!) / std[d]!)) };
}

function standardise(rows: Record<string, number>[], features: string[]) {
  const { mean, std, X } = standardiseColumns(rows.map((r) => features.map((f) => r[f] ?? 0)));
  return {
    mean: Object.fromEntries(features.map((f, d) => [f, mean[d]!])),
    std: Object.fromEntries(features.map((f, d) => [f, std[d]!])),
    X,
  };
}

/** Fits the five regressions (no thresholds yet: those come from out-of-fold predictions). */
function fitLinear(
  rows: Record<string, number>[],
  y: number[][],
  opt: FitOptions,
  groups?: string[],
): Omit<ModelParams, 'source' | 'version'> {
  const { mean, std, X } = standardise(rows, opt.features);
  const targets = [0, 1, 2, 3, 4].map((c) => y.map((s) => s[c]));
  const biases = targets.map((target) => target.reduce((a, b) => a + b, 0) / target.length);
  const centred = targets.map((target, c) => target.map((t) => t - biases[c]));
  // C1 alone on its own features and λ (FitOptions.c1Features, c1Dropped, c1Lambda); then the shared elimination
  // leaves it out.
  const dropped = new Set(opt.c1Dropped);
  const c1Names = [...opt.features.filter((f) => !dropped.has(f)), ...(opt.c1Features ?? [])];
  const c1Own = opt.c1Features?.length || dropped.size || (opt.c1Lambda !== undefined && opt.c1Lambda !== opt.lambda);
  let X1 = X;
  const c1Weights: number[][] = [];
  if (c1Own) {
    const s1 = standardise(rows, c1Names);
    Object.assign(mean, s1.mean);
    Object.assign(std, s1.std);
    X1 = s1.X;
    c1Weights.push(ridge(s1.X, centred[0], opt.c1Lambda ?? opt.lambda));
  }
  // One elimination for the other competencies (the same weights as separate ridges).
  const ws = [...c1Weights, ...ridgeMany(X, centred.slice(c1Weights.length), opt.lambda)];
  if (opt.rankBlend?.share) {
    if (c1Own || opt.trees || !groups)
      throw new Error('rankBlend: five ridges on the same features, no trees, groups given');
    rankBlended(X, centred, groups, opt.rankBlend, ws, biases);
  }
  const raw = opt.trees && rows.map((r) => opt.features.map((f) => r[f] ?? 0));
  const competencies: CompetencyModel[] = [0, 1, 2, 3, 4].map((c) => {
    const bias = biases[c];
    const w = ws[c];
    // The trees learn what the ridge leaves: its residuals on these rows (λ is large, so they are close to out-of-fold).
    const fitted = raw && (c === 0 ? X1 : X).map((x) => x.reduce((s, v, d) => s + v * w[d], bias));
    const trees =
      raw &&
      fitted &&
      boostTrees(
        opt.trees!.linear ? raw.map((x, i) => [...x, fitted[i]]) : raw,
        targets[c].map((t, i) => t - fitted[i]),
        opt.trees!.linear ? [...opt.features, LINEAR_FEATURE] : opt.features,
        { ...opt.trees!, seed: opt.trees!.seed + c },
      );
    return {
      weights: Object.fromEntries((c === 0 && c1Own ? c1Names : opt.features).map((f, i) => [f, w[i]])),
      bias,
      thresholds: [20, 60, 100, 140, 180],
      sigma: 30,
      ...(trees ? { trees } : {}),
    };
  });
  return { features: opt.features, mean, std, competencies };
}

/**
 * Out-of-fold continuous predictions of the regressions (grouped folds), one set per number of rounds in `stages`:
 * the trees of `opt.trees` are grown once per fold and read up to each stage (0: the ridge alone).
 */
function oofLinear(
  rows: Record<string, number>[],
  y: number[][],
  folds: number[],
  opt: FitOptions,
  stages = [opt.trees?.rounds ?? 0],
  groups?: string[],
): number[][][] {
  // (one grouped split; fitModel pools several splits so the cut points do not follow one split's accidents)
  const out: number[][][] = stages.map(() => rows.map(() => [0, 0, 0, 0, 0]));
  for (const k of [...new Set(folds)]) {
    const tr = rows.map((_, i) => i).filter((i) => folds[i] !== k);
    const p = fitLinear(
      tr.map((i) => rows[i]),
      tr.map((i) => y[i]),
      opt,
      groups && tr.map((i) => groups[i]!),
    );
    stages.forEach((r, s) => {
      const models = p.competencies.map((m) => ({ ...m, trees: m.trees?.slice(0, r) }));
      rows.forEach((row, i) => {
        if (folds[i] === k) models.forEach((m, c) => (out[s][i][c] = predictCompetency(m, p, row)));
      });
    });
  }
  return out;
}

/** Every subset of the candidate blocks, the empty one first (each fit scores them all: there are few blocks). */
const subsetsOf = (names: string[]): string[][] =>
  Array.from({ length: 2 ** names.length }, (_, mask) => names.filter((_, b) => mask & (2 ** b)));

/**
 * The allocation's stretch (1–2.5 scored by total QWK alone, else 1–2 by total QWK + share within 100) on out-of-fold
 * predictions, and its score.
 */
function bestStretch(oof: number[][], yy: number[][], means: number[], qwkOnly: boolean) {
  let best = { score: -Infinity, stretch: 1 };
  for (let stretch = 1; stretch <= (qwkOnly ? 2.51 : 2.01); stretch += 0.1) {
    const r = metrics(
      oof.map((p) => allocateLevels(p, { stretch, means })),
      yy,
    );
    const score = r.rows[5].qwk + (qwkOnly ? 0 : r.within100);
    if (score > best.score) best = { score, stretch: Math.round(stretch * 10) / 10 };
  }
  return best;
}

/** RankBlend folded into the five ridges' weights `ws` and `biases` (on standardised rows X, targets less their means). */
function rankBlended(
  X: number[][],
  centred: number[][],
  groups: string[],
  blend: RankBlend,
  ws: number[][],
  biases: number[],
): void {
  const total = X.map((_, r) => centred.reduce((a, t) => a + t[r]!, 0));
  const v = pairwiseRankWeights(X, total, groups, blend.mu, blend.weighted);
  const s = X.map((x) => x.reduce((a, xd, d) => a + xd * v[d]!, 0));
  const ms = s.reduce((a, b) => a + b, 0) / s.length;
  const b = s.reduce((a, si, r) => a + (si - ms) * total[r]!, 0) / (s.reduce((a, si) => a + (si - ms) ** 2, 0) || 1);
  const tt = total.reduce((a, t) => a + t * t, 0) || 1;
  const beta = centred.map((t) => t.reduce((a, tr, r) => a + tr * total[r]!, 0) / tt);
  // Each row's move: share × (b·(s − ms) − the ridges' total), the totals' means cancelling (centred targets).
  const sumW = v.map((_, d) => ws.reduce((a, w) => a + w[d]!, 0));
  beta.forEach((bc, c) => {
    biases[c] -= bc * blend.share * b * ms;
    ws[c] = ws[c]!.map((w, d) => w + bc * blend.share * (b * v[d]! - sumW[d]!));
  });
}

/**
 * Lab only (scripts/noref-lab.ts): sees each fit's pooled out-of-fold predictions and their human grades, and the rows
 * its regressions were fitted on (the n-gram models' out-of-fold predictions stacked in) with the features they read.
 */
export const labHooks: {
  onOof?: (oof: number[][], yy: number[][]) => void;
  onRows?: (rows: Record<string, number>[], features: string[]) => void;
} = {};

/**
 * Complete fit: (optional) text model whose out-of-fold predictions join the features, regressions on all rows,
 * thresholds / total allocation and sigma from grouped out-of-fold predictions. `texts` (stripped essay texts,
 * aligned with rows) is required when opt.text is set, `pos` (their part-of-speech letters) when opt.pos is.
 */
export function fitModel(
  rows0: Record<string, number>[],
  y: number[][],
  groups: string[],
  opt0: FitOptions,
  source: string,
  texts?: string[],
  pos?: string[],
): FittedModel {
  let rows = rows0;
  let opt = opt0;
  const models: { text?: TextModelParams; pos?: TextModelParams } = {};
  const yFit = opt0.centre ? centreByGroup(y, groups, opt0.centre) : y;
  // Every essay trains the regressions (leaving out the 15 graded 0 everywhere lowered every QWK by 0.02–0.05).
  // Each n-gram model's out-of-fold predictions join the rows as its features.
  const stack = (key: 'text' | 'pos', docs: string[], t: TextOptions, names: string[]) => {
    const tm = fitTextModel(docs, yFit, groups, t);
    models[key] = tm.params;
    rows = rows.map((r, i) => ({ ...r, ...Object.fromEntries(names.map((k, c) => [k, tm.oof[i][c]])) }));
  };
  if (opt0.text && texts) {
    stack('text', texts, opt0.text, TEXT_FEATURES);
    opt = { ...opt0, features: [...opt0.features.filter((f) => !TEXT_FEATURES.includes(f)), ...TEXT_FEATURES] };
  }
  if (opt0.pos && pos) stack('pos', pos, opt0.pos, POS_MODEL_FEATURES);
  const SEEDS = [1, 2, 3];
  const yy = SEEDS.flatMap(() => y);
  // Out-of-fold predictions pooled over the seeds, one set per stage of the trees.
  const oofOf = (o: FitOptions, stages?: number[]) => {
    const per = SEEDS.map((seed) => oofLinear(rows, yFit, groupedFolds(groups, 5, seed), o, stages, groups));
    return per[0]!.map((_, s) => per.flatMap((p) => p[s]!));
  };
  // The feature blocks, λ and trees: each subset, λ and tree candidate (depth × rate, read after each number of
  // rounds, or none) scored on the out-of-fold predictions of these essays alone, the best kept.
  let chosen: string[] = [];
  let lambda = opt.lambda;
  let trees: BoostOptions | undefined;
  let oof: number[][] = [];
  let best = { qwkCuts: [] as number[][], alpha: 1, score: -Infinity };
  const names = Object.keys(opt0.blocks ?? {}).filter((b) => b !== 'pos_model' || models.pos);
  const g = opt0.boost;
  const treeCandidates: (BoostOptions | undefined)[] = g
    ? g.depth.flatMap((depth) =>
        g.rate.map((rate) => ({
          linear: g.linear,
          depth,
          rate,
          rounds: Math.max(...g.rounds),
          subsample: g.subsample,
          minLeaf: g.minLeaf,
          seed: 0,
        })),
      )
    : [undefined];
  for (const l of opt0.lambdas ?? [opt.lambda])
    for (const subset of subsetsOf(names))
      for (const cand of treeCandidates) {
        const stages = cand ? [0, ...g!.rounds] : [0];
        const oofs = oofOf(
          { ...opt, lambda: l, features: [...opt.features, ...subset.flatMap((b) => opt0.blocks![b]!)], trees: cand },
          stages,
        );
        stages.forEach((rounds, s) => {
          const mix = cutMix(oofs[s]!, yy, opt0.cuts);
          if (mix.score > best.score)
            [chosen, lambda, trees, oof, best] = [subset, l, rounds ? { ...cand!, rounds } : undefined, oofs[s]!, mix];
        });
      }
  opt = { ...opt, lambda, trees, features: [...opt.features, ...chosen.flatMap((b) => opt0.blocks![b]!)] };
  // CORRETOR_ESCOLHAS=1: each fit's inner choice on stderr (how stable it is across folds).
  if (process.env.CORRETOR_ESCOLHAS)
    console.error(
      `escolha: λ ${lambda}, blocos [${chosen.join(',')}], árvores ${trees ? `${trees.depth}/${trees.rate}/${trees.rounds}` : 'nenhuma'}`,
    );
  // The ranking blend: each penalty × share scored like the allocation's stretch, on its out-of-fold predictions.
  if (opt0.rank) {
    const means = [0, 1, 2, 3, 4].map((c) => yFit.reduce((a, s) => a + s[c]!, 0) / yFit.length);
    const qwkOnly = opt0.allocationScore === 'qwk';
    let bestRank = {
      score: bestStretch(oof, yy, means, qwkOnly).score,
      oof,
      blend: undefined as RankBlend | undefined,
    };
    for (const mu of opt0.rank.mus)
      for (const share of opt0.rank.shares) {
        if (!share) continue;
        const blend = { mu, share, ...(opt0.rank.weighted ? { weighted: true } : {}) };
        const o = oofOf({ ...opt, rankBlend: blend })[0]!;
        const score = bestStretch(o, yy, means, qwkOnly).score;
        if (score > bestRank.score) bestRank = { score, oof: o, blend };
      }
    if (bestRank.blend)
      [opt, oof, best] = [{ ...opt, rankBlend: bestRank.blend }, bestRank.oof, cutMix(bestRank.oof, yy, opt0.cuts)];
    if (process.env.CORRETOR_ESCOLHAS)
      console.error(
        `escolha: ordem ${bestRank.blend ? `μ ${bestRank.blend.mu}, parte ${bestRank.blend.share}` : 'nenhuma'}`,
      );
  }
  // C1's own blocks, those it leaves out and its λ, after the shared ones: scored by C1's out-of-fold correlation with
  // its (centred) targets.
  let c1Chosen: string[] = [];
  let c1Left: string[] = [];
  if (opt0.c1Blocks || opt0.c1Lambdas || opt0.c1Without) {
    const yyFit = SEEDS.flatMap(() => yFit).map((s) => s[0]);
    const names1 = Object.keys(opt0.c1Blocks ?? {});
    const namesW = Object.keys(opt0.c1Without ?? {});
    let bestC1 = { score: -Infinity, oof, opt };
    for (const l of opt0.c1Lambdas ?? [lambda])
      for (const subset of subsetsOf(names1))
        for (const left of subsetsOf(namesW)) {
          const o = {
            ...opt,
            c1Lambda: l,
            c1Features: [...(opt0.c1Features ?? []), ...subset.flatMap((b) => opt0.c1Blocks![b]!)],
            c1Dropped: left.flatMap((b) => opt0.c1Without![b]!),
          };
          const oofC = oofOf(o)[0]!;
          const score = pearson(
            oofC.map((p) => p[0]),
            yyFit,
          );
          if (score > bestC1.score) [bestC1, c1Chosen, c1Left] = [{ score, oof: oofC, opt: o }, subset, left];
        }
    [opt, oof, best] = [bestC1.opt, bestC1.oof, cutMix(bestC1.oof, yy, opt0.cuts)];
    if (process.env.CORRETOR_ESCOLHAS)
      console.error(`escolha C1: λ ${opt.c1Lambda}, blocos [${c1Chosen.join(',')}], sem [${c1Left.join(',')}]`);
  }
  // The peer step: each shrink scored like the blocks, on the out-of-fold predictions moved by it.
  let peers: PeerStep | undefined;
  if (opt0.peers) {
    const means = [0, 1, 2, 3, 4].map((c) => oof.reduce((a, p) => a + p[c]!, 0) / oof.length);
    // 0 (no move) competes only when it is a candidate.
    let bestPeers = { ...best, ...(opt0.peers.shrinks.includes(0) ? {} : { score: -Infinity }), oof, shrink: 0 };
    for (const shrink of opt0.peers.shrinks) {
      if (!shrink) continue;
      const moved = withPeers(oof, groups, { shrink, min: opt0.peers.min, means });
      const mix = cutMix(moved, yy, opt0.cuts);
      if (mix.score > bestPeers.score) bestPeers = { ...mix, oof: moved, shrink };
    }
    // Its own cut points: a proposal with fewer peers is graded as without the step, by the base cut points.
    peers = {
      shrink: bestPeers.shrink,
      shrinks: [...opt0.peers.shrinks],
      min: opt0.peers.min,
      means: means.map((v) => Math.round(v * 1e3) / 1e3),
      thresholds: mixedCuts(bestPeers),
    };
    if (process.env.CORRETOR_ESCOLHAS) console.error(`escolha: pares ${bestPeers.shrink}`);
  }
  const { text } = models;
  // The part-of-speech model is shipped only when the regressions read its predictions.
  const posModel = opt.features.some((f) => POS_MODEL_FEATURES.includes(f)) ? models.pos : undefined;
  labHooks.onOof?.(oof, yy);
  labHooks.onRows?.(rows, opt.features);
  const base = fitLinear(rows, yFit, opt, groups);
  // Total-consistent levels: stretch the continuous predictions around the means, allocate by largest remainder.
  const means = base.competencies.map((m) => m.bias);
  const bestAlloc = bestStretch(oof, yy, means, opt0.allocationScore === 'qwk');
  const mode = opt.mode ?? 'auto';
  const useAlloc = mode === 'allocation' || (mode === 'auto' && bestAlloc.score > best.score);
  base.competencies.forEach((m, c) => {
    const pred = oof.map((p) => p[c]);
    const truth = yy.map((s) => s[c]);
    m.thresholds = mixedCuts(best)[c]!;
    m.sigma = Math.round(Math.sqrt(pred.reduce((a, p, i) => a + (p - truth[i]) ** 2, 0) / pred.length) * 10) / 10;
    for (const k of Object.keys(m.weights)) m.weights[k] = Math.round(m.weights[k] * 1e4) / 1e4;
    for (const t of m.trees ?? []) t.leaves = t.leaves.map((v) => Math.round(v * 1e4) / 1e4);
  });
  return {
    version: 2,
    ...base,
    alpha: best.alpha,
    ...(useAlloc
      ? { allocation: { stretch: bestAlloc.stretch, means: means.map((v) => Math.round(v * 1e3) / 1e3) } }
      : {}),
    ...(opt0.allocationScore ? { allocationScore: opt0.allocationScore } : {}),
    ...(text ? { text } : {}),
    ...(posModel ? { pos: posModel } : {}),
    ...(opt0.centre ? { centre: opt0.centre } : {}),
    ...(opt0.blocks ? { baseFeatures: opt0.features, candidateBlocks: opt0.blocks, blocks: chosen } : {}),
    ...(opt0.lambdas ? { lambda, lambdas: opt0.lambdas } : {}),
    ...(opt0.c1Blocks ? { c1CandidateBlocks: opt0.c1Blocks, c1Blocks: c1Chosen } : {}),
    ...(opt0.c1Lambdas ? { c1Lambda: opt.c1Lambda, c1Lambdas: opt0.c1Lambdas } : {}),
    ...(opt0.c1Without ? { c1CandidateWithout: opt0.c1Without, c1Without: c1Left } : {}),
    ...(opt0.boost ? { boost: opt0.boost } : {}),
    ...(peers ? { peers } : {}),
    source,
  };
}

/**
 * The cut points of the out-of-fold predictions: each competency's QWK-optimal ones and their mix with the midpoints.
 * Cut points that maximise each competency's QWK spread the levels and add up to large total errors; plain midpoints
 * do the reverse. The mix is chosen on the same predictions for total QWK + share within 100 (the score).
 */
export function cutMix(
  oof: number[][],
  yy: number[][],
  o: CutOptions = DEFAULT_CUTS,
): { qwkCuts: number[][]; alpha: number; score: number } {
  const qwkCuts = [0, 1, 2, 3, 4].map((c) =>
    calibrateThresholds(
      oof.map((p) => p[c]),
      yy.map((s) => s[c]),
    ),
  );
  let best = { score: -Infinity, alpha: 1 };
  for (const alpha of o.alphas) {
    const cuts = qwkCuts.map((t) => t.map((v, i) => alpha * v + (1 - alpha) * MIDPOINTS[i]));
    const r = metrics(
      oof.map((p) => p.map((v, c) => levelOf(v, cuts[c]))),
      yy,
    );
    const score = r.rows[5].qwk + (o.score === 'qwk' ? 0 : r.within100);
    if (score > best.score) best = { score, alpha };
  }
  return { qwkCuts, ...best };
}

/** cutMix's cut points: the QWK-optimal ones mixed with the midpoints by its alpha, rounded to 0.1. */
export const mixedCuts = (m: { qwkCuts: number[][]; alpha: number }) =>
  m.qwkCuts.map((t) => t.map((v, i) => Math.round((m.alpha * v + (1 - m.alpha) * MIDPOINTS[i]!) * 10) / 10));

/** Each row's grades less `share` of its group's mean above the overall mean (the overall mean is kept). */
export function centreByGroup(y: number[][], groups: string[], share: number): number[][] {
  const overall = y[0]!.map((_, c) => y.reduce((a, s) => a + s[c]!, 0) / y.length);
  const sums = new Map<string, { s: number[]; n: number }>();
  y.forEach((s, i) => {
    const g = sums.get(groups[i]!) ?? sums.set(groups[i]!, { s: s.map(() => 0), n: 0 }).get(groups[i]!)!;
    s.forEach((v, c) => (g.s[c]! += v));
    g.n++;
  });
  return y.map((s, i) => {
    const g = sums.get(groups[i]!)!;
    return s.map((v, c) => v - share * (g.s[c]! / g.n - overall[c]!));
  });
}

/** An essay's raw grades: levels, the continuous predictions they were cut from, and which official rule capped them. */
export type RawScore = { notas: number[]; continuas: number[]; regras: boolean[] };

export function rawScore(g: Grades): RawScore {
  return { notas: [...g.notas], continuas: g.continuas ?? [...g.notas], regras: g.regras.map((r) => r !== undefined) };
}

/**
 * Nested CV: each outer fold is graded by a model (thresholds included) fitted without it; by default the folds are
 * prompt-grouped (a model that never saw the essay's prompt), `essayFolds` gives the theme bank's case instead.
 */
export function crossValidatedScores(
  analyses: TextAnalysis[],
  y: number[][],
  groups: string[],
  opt: FitOptions,
  k = 5,
  seed = 0,
  folds = groupedFolds(groups, k, seed),
  peerDraw: PeerDraw = allPeers,
  /** Further peer draws graded by the same fitted models (`out[d]` is draw d's scores; filled here). */
  more?: { draws: PeerDraw[]; out: RawScore[][] },
): RawScore[] {
  more?.draws.forEach((_, d) => (more.out[d] = analyses.map(() => undefined as unknown as RawScore)));
  const out: RawScore[] = analyses.map(() => ({
    notas: [0, 0, 0, 0, 0],
    continuas: [0, 0, 0, 0, 0],
    regras: [false, false, false, false, false],
  }));
  for (let f = 0; f < k; f++) {
    const tr = analyses.map((_, i) => i).filter((i) => folds[i] !== f);
    const params = fitModel(
      tr.map((i) => analyses[i].features),
      tr.map((i) => y[i]),
      tr.map((i) => groups[i]),
      opt,
      'cv',
      tr.map((i) => analyses[i].doc.text),
      tr.map((i) => analyses[i].pos),
    );
    const test = analyses.map((_, i) => i).filter((i) => folds[i] === f);
    test.forEach((i) => (out[i] = rawScore(grade(analyses[i]!, params))));
    // The peer step: each essay read with the other essays of its proposal (all in this fold), as they were graded.
    const base = test.map((i) => out[i]!);
    const gradeWithPeers = (draw: PeerDraw, into: RawScore[]) =>
      test.forEach((i, t) => {
        const mates = draw(
          i,
          test.filter((j) => j !== i && groups[j] === groups[i]),
        );
        const shift = peerShift(params.peers, [
          base[t]!.continuas,
          ...mates.map((j) => base[test.indexOf(j)]!.continuas),
        ]);
        into[i] = shift ? rawScore(gradeWithShift(analyses[i]!, params, shift)) : base[t]!;
      });
    more?.draws.forEach((draw, d) => gradeWithPeers(draw, more.out[d]!));
    if (params.peers) gradeWithPeers(peerDraw, out);
  }
  return out;
}

/** Which of an essay's proposal-mates (the other essays of its prompt) its peer step reads: all of them by default. */
export type PeerDraw = (essay: number, mates: number[]) => number[];
export const allPeers: PeerDraw = (_, mates) => mates;
/** At most `n` of the mates, drawn by a hash of the seed and the essay (the same draw for the same essay and seed). */
export const somePeers =
  (n: number, seed: number): PeerDraw =>
  (essay, mates) =>
    [...mates].sort((a, b) => hash(`${seed}:${essay}:${a}`) - hash(`${seed}:${essay}:${b}`)).slice(0, n);

export function crossValidatedGrades(
  analyses: TextAnalysis[],
  y: number[][],
  groups: string[],
  opt: FitOptions,
  k = 5,
  seed = 0,
): number[][] {
  return crossValidatedScores(analyses, y, groups, opt, k, seed).map((s) => s.notas);
}

/** An essay of the development file as the reference model sees it: raw score, human grades, text vector. */
export type ReferenceItem = RawScore & {
  prompt: string;
  texto: string;
  humanas: number[];
  vetor?: SparseVec;
  anulada?: boolean;
};

/** Which of an essay's references are kept (the agreement curve's n graded essays); all of them when absent. */
export type ReferenceChoice = (essay: ReferenceItem, refs: ScoredReference[]) => ScoredReference[];

/** Each item's references: the other items of its prompt, never one with the same text (leave-one-out). */
function referencesOf(
  items: ReferenceItem[],
  pool: ReferenceItem[] = items,
  choose?: ReferenceChoice,
): ScoredReference[][] {
  // Each pool item becomes a reference once (with its trimmed text); each essay then filters its prompt's list.
  const byPrompt = new Map<string, { key: string; ref: ScoredReference }[]>();
  for (const r of pool) {
    if (!gradesTheProposal(r)) continue;
    const entry = {
      key: spacingFreeOf(r.texto),
      ref: { texto: r.texto, humanas: r.humanas as Notas, previstas: r.notas as Notas, vetor: r.vetor },
    };
    const list = byPrompt.get(r.prompt);
    if (list) list.push(entry);
    else byPrompt.set(r.prompt, [entry]);
  }
  return items.map((e) => {
    const own = spacingFreeOf(e.texto);
    const refs = (byPrompt.get(e.prompt) ?? []).filter((r) => r.key !== own).map((r) => r.ref);
    return choose ? choose(e, refs) : refs;
  });
}

/**
 * How often the reference model gives 200, relative to the raters (`topCut`, its 160|200 cut), when it is not chosen:
 * `fitReferenceModel`'s default (scripts/heldout.ts). `corretor:eval --cv` and fit-calibration.ts choose it inside
 * the folds from `REFERENCE_MODEL_GRID.top200` (`chooseReferenceModel`); what follows is how 1.25 was first set. The regressions pull
 * every grade towards the mean and the mixed cut points then gave 200 half as often as the raters: with references the
 * essays graded ≥ 880 got 813 against 918. Nested CV with references, partitions 0–2 (`corretor:eval --cv
 * --referencias`, docs/corrector.md), the engine with the features that carry across proposals and centred targets:
 * share 1.1 left them 82 short on the mean and 91 short on partition 1; 1.25 brings them to 844 (71 / 78 / 74 short),
 * total QWK 0.698 → 0.699, within 100 points 64.1 → 63.6 % (62.2 % on partition 1). Chosen on those partitions. The
 * same kind of cut on the no-reference model (its thresholds in params/model.json) lifted that case's top group 704 →
 * 734 but cost within-100 51.9 → 49.1 % and, through the references' raw grades, the reference model's total QWK: not
 * shipped.
 */
export const TOP200_SHARE = 1.25;

/** The cut point between 160 and 200 that gives 200 to `share` × the raters' share of 200s among `fitted` (never below `below`, the 120|160 cut). */
export function topCut(fitted: readonly number[], human: readonly number[], share: number, below: number): number {
  const sorted = [...fitted].sort((a, b) => a - b);
  const n = sorted.length;
  const p200 = human.filter((v) => v === 200).length / n;
  const k = Math.min(n - 1, Math.max(1, Math.round((1 - share * p200) * n)));
  return Math.max((sorted[k - 1]! + sorted[k]!) / 2, below + 0.1);
}

/**
 * λ of the reference model's ridge (C1's apart), the mixes of QWK-optimal cut points and midpoints it chooses among, and
 * the fixed mix of C1's cut points. C1's human grade has little spread (56 % are 120): the shared mix (0.3–0.6) keeps its
 * levels close to 120, where the QWK-optimal cut points spread them. Leave-one-essay-out within prompt, nested CV, 3
 * partitions: C1 with 0.2 of midpoints (the other four keep the chosen mix) QWK 0.414 → 0.459, total 0.661 → 0.669,
 * within 100 points 64.7 % → 64.3 %; 0 and 0.1 give the same C1 with ±100 at 63.1–63.4 %, 0.3 gives C1 0.437. For the
 * same reason C1's ridge is shrunk less (λ 30, the others 100): leave-one-essay-out within prompt (`heldout.ts --folds
 * 26`), C1 0.504 → 0.514 on partitions 0–3 where it was chosen (300: 0.489), total and ±100 the same; checked on
 * partitions 4–6. `priors`: the K each competency's ridge reads the references shrunk with. A larger K raised the total
 * and lowered C1 when all five shared it; C1 alone keeping 2 and C2–C5 taking 4: total 0.6998 → 0.7039 on 10
 * partitions of `heldout.ts --folds 26` (up or equal in each), C1 unchanged. `top200`: see `TOP200_SHARE`.
 */
export const REFERENCE_MODEL = {
  lambda: 100,
  c1Lambda: 30,
  midpoints: [0, 0.1, 0.2, 0.3, 0.4, 0.5, 0.6, 0.8, 1],
  c1Midpoints: 0.2,
  priors: [LENIENCY_PRIOR, 4, 4, 4, 4],
  top200: TOP200_SHARE,
} as const;

export type ReferenceModelOptions = {
  lambda: number;
  c1Lambda?: number;
  midpoints: readonly number[];
  c1Midpoints?: number;
  priors?: readonly number[];
  /** One share for the five competencies, or one each (`fitBankReferenceModel`). */
  top200?: number | readonly number[];
  /**
   * Also train on every essay with only n of its references, for each n here (the proposal's graded essays in an order
   * fixed by n): the model then sees the few-reference case a new proposal starts in, not only prompts with 5–10.
   */
  subsets?: readonly number[];
  /** Train on those subsets only (the few-reference model). */
  onlySubsets?: boolean;
};

/**
 * Fits the reference model on development essays whose raw scores are out-of-fold (grouped CV): each essay's features
 * use the other essays of its prompt as references. Per competency a ridge (λ = 100, C1's `c1Lambda`, on the features
 * built with that competency's K from `priors`, standardised) on the human grade; levels by cut points mixing the QWK-optimal ones and the midpoints, the mix chosen on the same essays
 * by total QWK + share within 100 points (the criterion scripts/fit.ts uses for the raw model's cut points); then, when
 * `c1Midpoints` is given, C1's cut points alone are remade with that fixed mix (the others keep the chosen one); with
 * `top200`, each 160|200 cut is then set by the raters' share of 200s (`topCut`).
 */
export function fitReferenceModel(
  items: ReferenceItem[],
  opt: ReferenceModelOptions = REFERENCE_MODEL,
): ReferenceModel {
  return fitReferenceModelShares(items, opt, [opt.top200])[0]!;
}

/** `fitReferenceModel` once per 160|200 share of `top200s` (the ridge and the other cut points fitted once). */
function fitReferenceModelShares(
  items: ReferenceItem[],
  opt: ReferenceModelOptions,
  top200s: readonly ReferenceModelOptions['top200'][],
): ReferenceModel[] {
  const full = referencesOf(items);
  const rows = [
    ...(opt.onlySubsets ? [] : items.map((e, i) => ({ e, refs: full[i]! }))),
    ...(opt.subsets ?? []).flatMap((n) => {
      const choose = firstReferences(n, 'aleatoria', n);
      return items.flatMap((e, i) => (full[i]!.length > n ? [{ e, refs: choose(e, full[i]!) }] : []));
    }),
  ];
  const weights0 = rows.map(({ e, refs }) => similarityWeights(refs, { previstas: e.notas as Notas, vetor: e.vetor }));
  // The features with each competency's K, standardised (built once per distinct K).
  const standardised = new Map<number, ReturnType<typeof standardiseColumns>>();
  const featuresWith = (prior: number) => {
    if (!standardised.has(prior))
      standardised.set(
        prior,
        standardiseColumns(rows.map(({ e, refs }, i) => referenceFeatures(e.continuas, refs, weights0[i]!, prior))),
      );
    return standardised.get(prior)!;
  };
  const y = rows.map(({ e }) => e.humanas);
  const fits = [0, 1, 2, 3, 4].map((c) => {
    const prior = opt.priors?.[c] ?? LENIENCY_PRIOR;
    const { mean, std, X } = featuresWith(prior);
    const yc = y.map((s) => s[c]!);
    const bias = yc.reduce((a, b) => a + b, 0) / yc.length;
    const weights = ridge(
      X,
      yc.map((v) => v - bias),
      c === 0 ? (opt.c1Lambda ?? opt.lambda) : opt.lambda,
    );
    const fitted = X.map((x) => x.reduce((s, v, d) => s + v * weights[d]!, bias));
    return { prior, mean, std, bias, weights, fitted, cuts: calibrateThresholds(fitted, yc) };
  });
  const mixedCuts = (mix: number, c1 = mix) =>
    fits.map((f, c) => f.cuts.map((v, i) => (1 - (c ? mix : c1)) * v + (c ? mix : c1) * MIDPOINTS[i]!));
  let best = { score: -Infinity, mix: 0 };
  for (const mix of opt.midpoints) {
    const cuts = mixedCuts(mix);
    const levels = rows.map(({ e }, i) =>
      fits.map((f, c) => (e.anulada ? 0 : Math.min(levelOf(f.fitted[i]!, cuts[c]!), e.regras[c] ? e.notas[c]! : 200))),
    );
    const r = metrics(levels, y);
    if (r.rows[5]!.qwk + r.within100 > best.score) best = { score: r.rows[5]!.qwk + r.within100, mix };
  }
  const r = (v: number, k = 1e4) => Math.round(v * k) / k;
  const mixed = mixedCuts(best.mix, opt.c1Midpoints ?? best.mix);
  // The 160|200 cut by the raters' share of 200s (`topCut`), set after the mix is chosen.
  return top200s.map((top200) => {
    const cuts =
      top200 === undefined
        ? mixed
        : mixed.map((m, c) => [
            ...m.slice(0, 4),
            topCut(
              fits[c]!.fitted,
              y.map((s) => s[c]!),
              typeof top200 === 'number' ? top200 : top200[c]!,
              m[3]!,
            ),
          ]);
    return {
      competencies: fits.map((f, c) => ({
        prior: f.prior,
        mean: f.mean.map((v) => r(v, 1e6)),
        std: f.std.map((v) => r(v, 1e6)),
        bias: r(f.bias),
        weights: f.weights.map((w) => r(w)),
        thresholds: cuts[c]!.map((v) => r(v, 10)),
        ...(top200 !== undefined ? { seenTop: r(mixed[c]![4]!, 10) } : {}),
      })),
      midpoints: best.mix,
      ...(opt.c1Midpoints !== undefined ? { c1Midpoints: opt.c1Midpoints } : {}),
    };
  });
}

/**
 * The reference model's constants chosen inside a fold, for the full model and the few-reference one apart: the
 * 160|200 share (`top200`) and each competency's K (`priors`). The rest of `REFERENCE_MODEL` (λ, the mixes) stays.
 */
export const REFERENCE_MODEL_GRID = {
  top200: [1, 1.25, 1.5],
  priors: [
    [2, 4, 4, 4, 4],
    [4, 8, 8, 8, 8],
  ],
} as const;
export type ReferenceModelGrid = { top200: readonly number[]; priors: readonly (readonly number[])[] };

/**
 * The few-reference model (`ReferenceModel.few`): trained on every essay given only 2, 3, 4 or 5 of its references (the
 * proposal's graded essays in an order fixed by n), used below 3 — with 2 graded essays. The full model alone, read with
 * 2, put 47–49 % of totals within 100 points against 54 % with none (nested CV, partition 0). Used below 6, it also
 * graded the proposals with 3–5 graded essays and lowered the nested figure with all references from 0.698 to 0.671
 * (partitions 0–2): `below` was set on those partitions (outside the folds).
 */
export const FEW_REFERENCES = { subsets: [2, 3, 4, 5], below: 3 } as const;

/**
 * The few-reference model's share α in the grade with n references (`ReferenceModel.few.blend`), chosen per n among
 * `shares` by the inner CV of `chooseReferenceModel` with `blend` (`corretor:eval --cv --referencias … --mistura`):
 * each inner fold's essays given n references in a random order, scored on those that have exactly n. From the count
 * after the last the full model grades alone. Tried, not shipped: the folds chose α 0.75–1 at 2–5, which lifted the
 * curve at 5 and lowered it at 10 and with all references (docs/corrector.md, Accuracy).
 */
export const FEW_BLEND = { counts: [2, 3, 4, 5], shares: [0, 0.25, 0.5, 0.75, 1] } as const;

/** The reference counts the few-reference model's constants are scored at (inner CV). */
const FEW_COUNTS = [2, 5] as const;

export type ReferenceModelChoice = {
  full: { top200: number; priors: readonly number[] };
  few: { top200: number; priors: readonly number[] };
  /** The few-reference model's share with 2, 3, … references (`FEW_BLEND`), when chosen. */
  blend?: number[];
};

/**
 * The reference model fitted on `items` with the constants of `grid` that an inner prompt-grouped CV on them prefers:
 * for each candidate, each inner fold's essays graded by models fitted on the other folds (the raw grades are the
 * items' own, already out of prompt) — the full model with 5 and with all of their references, the few-reference model
 * with 2 and 5 (in a random order) — scored by the mean over those counts of total QWK + share within 100 points.
 * Scored with all references only, the full model took K 8 and lost 0.04 total QWK with 5 (partitions 0–2). With
 * `o.blend`, then the few-reference model's share per count (`chooseFewBlend`, not shipped). Nothing outside `items` is
 * read, so inside an outer fold the choice is out of sample for that fold.
 */
export function chooseReferenceModel(
  items: ReferenceItem[],
  grid: ReferenceModelGrid = REFERENCE_MODEL_GRID,
  k = 3,
  seed = 0,
  o: { blend?: boolean } = {},
): { model: ReferenceModel; choice: ReferenceModelChoice; scores: { full: number; few: number } } {
  const folds = groupedFolds(
    items.map((e) => e.prompt),
    k,
    seed + 1000,
  );
  const truth = items.map((e) => e.humanas);
  const score = (p: number[][], t: number[][] = truth) => {
    const r = metrics(p, t);
    return r.rows[5]!.qwk + r.within100;
  };
  const kinds = [
    // The full model grades from 3 references on: scored with 5 of them and with all.
    { kind: 'full' as const, opt: {}, counts: [firstReferences(5, 'aleatoria', seed), undefined] },
    {
      kind: 'few' as const,
      opt: { subsets: FEW_REFERENCES.subsets, onlySubsets: true },
      counts: FEW_COUNTS.map((n) => firstReferences(n, 'aleatoria', seed)),
    },
  ];
  const best = {
    full: { score: -Infinity, choice: { top200: 0, priors: [] as readonly number[] }, inner: [] as ReferenceModel[] },
    few: { score: -Infinity, choice: { top200: 0, priors: [] as readonly number[] }, inner: [] as ReferenceModel[] },
  };
  for (const { kind, opt, counts } of kinds)
    for (const priors of grid.priors) {
      // The 160|200 share only moves the top cut: one inner fit per fold serves every share.
      const preds = grid.top200.map(() => counts.map(() => items.map((e) => [...e.notas])));
      const inner: ReferenceModel[][] = grid.top200.map(() => []);
      for (let f = 0; f < k; f++) {
        const tr = items.filter((_, i) => folds[i] !== f);
        const te = items.map((_, i) => i).filter((i) => folds[i] === f);
        if (!tr.length || !te.length) continue;
        const models = fitReferenceModelShares(tr, { ...REFERENCE_MODEL, ...opt, priors }, grid.top200);
        models.forEach((model, s) => (inner[s]![f] = model));
        models.forEach((model, s) =>
          counts.forEach((choose, v) => {
            // (no `few` inside: each kind is scored on its own counts)
            gradeInto(preds[s]![v]!, te, items, model, choose);
          }),
        );
      }
      grid.top200.forEach((top200, s) => {
        const value = preds[s]!.reduce((a, p) => a + score(p), 0) / counts.length;
        if (value > best[kind].score) best[kind] = { score: value, choice: { top200, priors }, inner: inner[s]! };
      });
    }
  // The few-reference model's share per count (`FEW_BLEND`), read by the chosen candidates' inner models.
  const blend = o.blend ? chooseFewBlend(items, folds, best.full.inner, best.few.inner, score, seed) : undefined;
  const choice = { full: best.full.choice, few: best.few.choice, ...(blend ? { blend } : {}) };
  const full = fitReferenceModel(items, { ...REFERENCE_MODEL, ...choice.full });
  const few = fitReferenceModel(items, {
    ...REFERENCE_MODEL,
    ...choice.few,
    subsets: FEW_REFERENCES.subsets,
    onlySubsets: true,
  });
  return {
    model: {
      ...full,
      few: { below: FEW_REFERENCES.below, competencies: few.competencies, ...(blend ? { blend } : {}) },
    },
    choice,
    scores: { full: best.full.score, few: best.few.score },
  };
}

/**
 * The few-reference model's share α for each count n of `FEW_BLEND`, chosen on the inner folds of `chooseReferenceModel`
 * (`inner`: each fold's full and few models with the chosen constants): each fold's essays given n references in a
 * random order, scored (`score`) on those that have exactly n. Tried, not shipped (docs/corrector.md, Accuracy).
 */
function chooseFewBlend(
  items: ReferenceItem[],
  folds: number[],
  fullInner: ReferenceModel[],
  fewInner: ReferenceModel[],
  score: (p: number[][], t: number[][]) => number,
  seed: number,
): number[] {
  return FEW_BLEND.counts.map((n) => {
    const choose = firstReferences(n, 'aleatoria', seed);
    const on = referencesOf(items, items, choose).flatMap((r, i) => (r.length === n ? [i] : []));
    const preds = FEW_BLEND.shares.map(() => items.map((e) => [...e.notas]));
    fullInner.forEach((full, f) => {
      const few = fewInner[f];
      if (!few) return;
      const te = on.filter((i) => folds[i] === f);
      FEW_BLEND.shares.forEach((alpha, s) => {
        const blend = Array.from({ length: n - 1 }, () => alpha);
        const model = { ...full, few: { below: 0, competencies: few.competencies, blend } };
        gradeInto(preds[s]!, te, items, model, choose);
      });
    });
    const truth = on.map((i) => items[i]!.humanas);
    const scores = preds.map((p) =>
      on.length
        ? score(
            on.map((i) => p[i]!),
            truth,
          )
        : 0,
    );
    return FEW_BLEND.shares[scores.indexOf(Math.max(...scores))]!;
  });
}

/** The shares of the raters' 200s a theme-bank proposal's 160|200 cuts are chosen among (`bankTopShares`). */
export const BANK_TOP_SHARES = [0.8, 1, 1.1, 1.25, 1.4, 1.6] as const;

/**
 * Each competency's 160|200 share (`topCut`) for a theme-bank proposal, chosen on the items given: their raw scores come
 * from folds within each prompt (models that saw the prompt's other essays, as the shipped engine saw the bank's). The
 * items are cut into k folds within each prompt; each fold is graded by reference models fitted on the others (one per
 * share of `grid`), each essay with the other essays of its prompt as references. Per competency, the share whose
 * out-of-fold grades give 200 closest to how often the raters did (the smaller on a tie).
 */
export function bankTopShares(
  items: ReferenceItem[],
  opt: Parameters<typeof fitReferenceModel>[1] = REFERENCE_MODEL,
  grid: readonly number[] = BANK_TOP_SHARES,
  k = 5,
  seed = 0,
): number[] {
  const folds = essayFolds(
    items.map((e) => e.prompt),
    k,
    seed,
  );
  const graded = grid.map(() => items.map((e) => [...e.notas]));
  for (let f = 0; f < k; f++) {
    const tr = items.filter((_, i) => folds[i] !== f);
    const te = items.map((_, i) => i).filter((i) => folds[i] === f);
    grid.forEach((share, s) => {
      const levels = calibratedItems(
        te.map((i) => items[i]!),
        items,
        fitReferenceModel(tr, { ...opt, top200: share }),
      );
      te.forEach((i, j) => (graded[s]![i] = levels[j]!));
    });
  }
  const rate = (xs: readonly number[][], c: number) => xs.filter((x) => x[c] === 200).length / (xs.length || 1);
  const human = items.map((e) => e.humanas);
  return [0, 1, 2, 3, 4].map((c) => {
    const gap = graded.map((g) => Math.abs(rate(g, c) - rate(human, c)));
    return grid[gap.indexOf(Math.min(...gap))]!;
  });
}

/**
 * A reference model for a theme-bank proposal (measured by scripts/heldout.ts, not shipped): fitted as
 * `fitReferenceModel` on items whose raw scores come from folds within each prompt, with each competency's 160|200 cut
 * at the share `bankTopShares` chooses on the same items (inner folds), and no `seenTop` (its cuts are the bank's).
 */
export function fitBankReferenceModel(
  items: ReferenceItem[],
  opt: Parameters<typeof fitReferenceModel>[1] = REFERENCE_MODEL,
  seed = 0,
): ReferenceModel & { topShares: number[] } {
  const topShares = bankTopShares(items, opt, BANK_TOP_SHARES, 5, seed);
  const m = fitReferenceModel(items, { ...opt, top200: topShares });
  return { ...m, competencies: m.competencies.map(({ seenTop: _, ...c }) => c), topShares };
}

/**
 * Leave-one-essay-out within prompt with the reference model, fully nested: for each outer prompt fold, the model is
 * fitted on the other folds' essays with raw scores from a CV *inside* those folds (`innerScores(train)`), so neither
 * the held-out essays nor their prompts influence the model, its cut points or the raw grades it was fitted on.
 * `items[i]` carries the outer CV raw score (a model that never saw its prompt).
 */
export function referenceModelCV(
  items: ReferenceItem[],
  innerScores: (train: number[]) => RawScore[],
  k = 5,
  seed = 0,
): number[][] {
  return referenceModelCVChoices(items, innerScores, [undefined], k, seed)[0]!;
}

/**
 * `referenceModelCV` graded once per choice of references (the same outer models): `choices[v]` keeps some of each
 * essay's references (undefined: all of them) — the agreement curve against the number of graded essays.
 */
export function referenceModelCVChoices(
  items: ReferenceItem[],
  innerScores: (train: number[]) => RawScore[],
  choices: (ReferenceChoice | undefined)[],
  k = 5,
  seed = 0,
  fit: (train: ReferenceItem[]) => ReferenceModel = (train) => chooseReferenceModel(train).model,
): number[][][] {
  const folds = groupedFolds(
    items.map((e) => e.prompt),
    k,
    seed,
  );
  const out: number[][][] = choices.map(() => items.map((e) => [...e.notas]));
  for (let f = 0; f < k; f++) {
    const tr = items.map((_, i) => i).filter((i) => folds[i] !== f);
    const inner = innerScores(tr);
    const model = fit(tr.map((i, j) => ({ ...items[i]!, ...inner[j]! })));
    const te = items.map((_, i) => i).filter((i) => folds[i] === f);
    choices.forEach((choose, v) => {
      gradeInto(out[v]!, te, items, model, choose);
    });
  }
  return out;
}

/**
 * The first n of an essay's references in the order a teacher would grade them: `suggestReferences` on their raw
 * totals (the engine's advice), or an order fixed by the seed (graded at random). The same n essays serve every essay
 * of the proposal but the one itself.
 */
export function firstReferences(n: number, order: 'sugerida' | 'aleatoria', seed = 0): ReferenceChoice {
  return (_e, refs) => {
    if (refs.length <= n) return refs;
    const keyed = refs.map((r) => ({ id: spacingFreeOf(r.texto), total: r.previstas.reduce((a, b) => a + b, 0) }));
    const ids =
      order === 'sugerida'
        ? suggestReferences(keyed).ordem
        : keyed
            .map((c) => ({ id: c.id, h: hash(`${seed}:${c.id}`) }))
            .sort((a, b) => a.h - b.h)
            .map((c) => c.id);
    const keep = new Set(ids.slice(0, n));
    return refs.filter((r) => keep.has(spacingFreeOf(r.texto)));
  };
}

/** `spacingFree` of the corpus's texts, computed once each (the curve and the inner CVs ask for them thousands of times). */
const spacingFreeCache = new Map<string, string>();
function spacingFreeOf(texto: string): string {
  let key = spacingFreeCache.get(texto);
  if (key === undefined) spacingFreeCache.set(texto, (key = spacingFree(texto)));
  return key;
}

/** `calibratedItems` of the items at `te` (references from all `items`), written into `out` at those indices. */
function gradeInto(
  out: number[][],
  te: readonly number[],
  items: ReferenceItem[],
  model: ReferenceModel,
  choose?: ReferenceChoice,
): void {
  const graded = calibratedItems(
    te.map((i) => items[i]!),
    items,
    model,
    undefined,
    false,
    choose,
  );
  te.forEach((i, j) => (out[i] = graded[j]!));
}

/** Calibrated levels of `essays` with the references of `pool` (never itself), as the engine does (rules never lifted). */
export function calibratedItems(
  essays: ReferenceItem[],
  pool: ReferenceItem[],
  model?: ReferenceModel,
  prior = LENIENCY_PRIOR,
  promptSeen = false,
  choose?: ReferenceChoice,
): number[][] {
  const refs = referencesOf(essays, pool, choose);
  const noConf = Array.from({ length: 5 }, () => ({ probabilidade: 0.5, faixa: [0, 200] as [number, number] }));
  return essays.map((e, i) => {
    if (e.anulada) return [...e.notas];
    const cal = calibrate(
      e.notas as Notas,
      noConf,
      refs[i]!,
      prior,
      { vetor: e.vetor, continuas: e.continuas, promptSeen },
      model,
    );
    return cal ? cal.notas.map((n, c) => (e.regras[c] ? Math.min(n, e.notas[c]!) : n)) : [...e.notas];
  });
}

/**
 * Upper bound for the prompt effect (analysis only, never a feature): each essay's levels shifted by how much the
 * human grades of the *other* essays of its prompt exceeded their predictions (shrunk towards 0 for small prompts),
 * i.e. what the same predictions would reach if a proposal's grading leniency were known in advance.
 */
export function withKnownPromptLeniency(pred: number[][], truth: number[][], groups: string[], shrink = 2): number[][] {
  return pred.map((p, i) =>
    p.map((v, c) => {
      let sum = 0;
      let n = 0;
      groups.forEach((g, j) => {
        if (j !== i && g === groups[i]) {
          sum += truth[j][c] - pred[j][c];
          n++;
        }
      });
      return Math.max(0, Math.min(200, Math.round((v + sum / (n + shrink)) / 40) * 40));
    }),
  );
}

/** Pearson correlation of x and y after each prompt's mean is taken out of both: how they move together within a proposal. */
export function withinPromptCorrelation(x: readonly number[], y: readonly number[], groups: readonly string[]): number {
  const centred = (v: readonly number[]) => {
    const sums = new Map<string, { s: number; n: number }>();
    v.forEach((value, i) => {
      const g = sums.get(groups[i]!) ?? { s: 0, n: 0 };
      sums.set(groups[i]!, { s: g.s + value, n: g.n + 1 });
    });
    const means = new Map([...sums].map(([g, { s, n }]) => [g, s / n]));
    return v.map((value, i) => value - means.get(groups[i]!)!);
  };
  const a = centred(x);
  const b = centred(y);
  const dot = (u: number[], w: number[]) => u.reduce((s, value, i) => s + value * w[i]!, 0);
  const norm = Math.sqrt(dot(a, a) * dot(b, b));
  return norm > 0 ? dot(a, b) / norm : 0;
}

/** The written-norm features `c1Signal` reads alone (the deviations C1 is meant to count) and the essay's length. */
export const C1_SIGNAL_FEATURES = [
  'deviation_rate',
  'spell_rate',
  'accent_rate',
  'punct_errors',
  'morph_deviations',
  'log_words',
] as const;

/**
 * Where the raters' C1 comes from (an analysis of the corpus, `corretor:eval --cv --sinal-c1`): its correlation within
 * each prompt with their other four grades, with the engine's cross-validated continuous predictions (`scores`) and with
 * the written-norm features one by one. A C1 that tracks C2–C5 more than the deviations counted is graded as an overall
 * impression of the essay, and a better deviation count cannot lift agreement with it much.
 */
export function c1Signal(
  analyses: TextAnalysis[],
  truth: number[][],
  groups: string[],
  scores: RawScore[],
): { label: string; r: number }[] {
  const c1 = truth.map((t) => t[0]!);
  const r = (x: number[]) => withinPromptCorrelation(x, c1, groups);
  return [
    ...[1, 2, 3, 4].map((c) => ({ label: `C${c + 1} dos avaliadores`, r: r(truth.map((t) => t[c]!)) })),
    ...[0, 1, 2, 3, 4].map((c) => ({
      label: `C${c + 1} contínua do motor (CV)`,
      r: r(scores.map((s) => s.continuas[c]!)),
    })),
    ...C1_SIGNAL_FEATURES.map((f) => ({ label: f, r: r(analyses.map((a) => a.features[f] ?? 0)) })),
  ];
}

export type GradedEssay = { prompt: string; texto: string; notas: number[]; vetor?: SparseVec };

/**
 * Grades calibrated with graded references of the same prompt (what the engine does with CorrectionInput.referencias):
 * `pred[i]` is the raw prediction for `essays[i]`; each reference carries its human grades and the raw prediction
 * `refPred[j]`; with text vectors (`vetor`, the text model's space) the references that resemble the essay weigh more.
 * A reference with the same text as the essay is never used (leave-one-out when both lists are the file).
 */
export function calibratedWithReferences(
  pred: number[][],
  essays: { prompt: string; texto: string; vetor?: SparseVec }[],
  refs: GradedEssay[],
  refPred: number[][],
  prior = LENIENCY_PRIOR,
): number[][] {
  const item = (
    notas: number[],
    e: { prompt: string; texto: string; vetor?: SparseVec },
    humanas: number[],
  ): ReferenceItem => ({ ...e, notas, continuas: notas, regras: notas.map(() => false), humanas });
  return calibratedItems(
    pred.map((p, i) => item(p, essays[i]!, [])),
    refs.map((r, j) => item(refPred[j]!, r, r.notas)),
    undefined,
    prior,
  );
}

export type Metrics = { label: string; qwk: number; exact: number; adjacent: number; mae: number };
/** The ends of the scale: how far the essays the raters graded ≥ 880 / ≤ 360 are pulled to the middle, and how often 200 is given. */
export type Extremes = {
  top: { n: number; human: number; engine: number };
  bottom: { n: number; human: number; engine: number };
  max: { human: number[]; engine: number[] };
};
export type Report = { rows: Metrics[]; withinTolerance: number; within100: number; n: number; extremes: Extremes };

export const TOP_TOTAL = 880;
export const BOTTOM_TOTAL = 360;

export function extremes(pred: number[][], truth: number[][]): Extremes {
  const total = (s: number[]) => s.reduce((a, b) => a + b, 0);
  const group = (keep: (t: number) => boolean) => {
    const idx = truth.map((_, i) => i).filter((i) => keep(total(truth[i])));
    const mean = (xs: number[][]) => (idx.length ? idx.reduce((a, i) => a + total(xs[i]), 0) / idx.length : 0);
    return { n: idx.length, human: mean(truth), engine: mean(pred) };
  };
  const share200 = (xs: number[][]) =>
    [0, 1, 2, 3, 4].map((c) => xs.filter((s) => s[c] === 200).length / (xs.length || 1));
  return {
    top: group((t) => t >= TOP_TOTAL),
    bottom: group((t) => t <= BOTTOM_TOTAL),
    max: { human: share200(truth), engine: share200(pred) },
  };
}

/** Agreement figures per competency and for the total, and the official two-rater tolerance share. */
export function metrics(pred: number[][], truth: number[][]): Report {
  const rows: Metrics[] = [];
  for (let c = 0; c < 5; c++) {
    const p = pred.map((s) => s[c]);
    const t = truth.map((s) => s[c]);
    rows.push(figures(`C${c + 1}`, p, t, 40, 5));
  }
  const pt = pred.map((s) => s.reduce((a, b) => a + b, 0));
  const tt = truth.map((s) => s.reduce((a, b) => a + b, 0));
  // Totals on a 40-point grid (0…1000 → 26 classes) for QWK; "adjacent" means within 40 as for competencies.
  rows.push(figures('TOTAL', pt, tt, 40, 25));
  const within100 = pt.filter((v, i) => Math.abs(v - tt[i]) <= 100).length / pt.length;
  const withinTolerance =
    pred.filter((s, i) => s.every((v, c) => Math.abs(v - truth[i][c]) <= 80) && Math.abs(pt[i] - tt[i]) <= 100).length /
    pred.length;
  return { rows, withinTolerance, within100, n: pred.length, extremes: extremes(pred, truth) };
}
function figures(label: string, p: number[], t: number[], step: number, max: number): Metrics {
  const n = p.length || 1;
  return {
    label,
    qwk: qwk(
      t.map((v) => Math.round(v / step)),
      p.map((v) => Math.round(v / step)),
      max,
    ),
    exact: p.filter((v, i) => v === t[i]).length / n,
    adjacent: p.filter((v, i) => Math.abs(v - t[i]) <= 40).length / n,
    mae: p.reduce((a, v, i) => a + Math.abs(v - t[i]), 0) / n,
  };
}

/** Element-wise mean of reports (the same essays under different partitions). */
export function meanReport(reports: Report[]): Report {
  const avg = (f: (r: Report) => number) => reports.reduce((a, r) => a + f(r), 0) / reports.length;
  return {
    rows: reports[0].rows.map((m, i) => ({
      label: m.label,
      qwk: avg((r) => r.rows[i].qwk),
      exact: avg((r) => r.rows[i].exact),
      adjacent: avg((r) => r.rows[i].adjacent),
      mae: avg((r) => r.rows[i].mae),
    })),
    within100: avg((r) => r.within100),
    withinTolerance: avg((r) => r.withinTolerance),
    n: reports[0].n,
    extremes: {
      top: {
        n: reports[0].extremes.top.n,
        human: avg((r) => r.extremes.top.human),
        engine: avg((r) => r.extremes.top.engine),
      },
      bottom: {
        n: reports[0].extremes.bottom.n,
        human: avg((r) => r.extremes.bottom.human),
        engine: avg((r) => r.extremes.bottom.engine),
      },
      max: {
        human: reports[0].extremes.max.human,
        engine: [0, 1, 2, 3, 4].map((c) => avg((r) => r.extremes.max.engine[c]!)),
      },
    },
  };
}

export function formatReport(r: Report, essaysPerSecond?: number): string {
  const pct = (x: number) => `${(100 * x).toFixed(1)}%`;
  const lines = r.rows.map(
    (m) =>
      `${m.label.padEnd(5)} QWK=${m.qwk.toFixed(3)} exata=${pct(m.exact)} adjacente=${pct(m.adjacent)} EAM=${m.mae.toFixed(1)}`,
  );
  lines.push(`DENTRO_100 ${pct(r.within100)} (total a até 100 pontos da nota humana)`);
  lines.push(`TOLERANCIA ${pct(r.withinTolerance)} (cada competência a até 80 e total a até 100 pontos)`);
  const { top, bottom, max } = r.extremes;
  lines.push(
    `EXTREMO_ALTO média ${top.engine.toFixed(0)} do motor contra ${top.human.toFixed(0)} dos avaliadores (${top.n} redações com total humano ≥ ${TOP_TOTAL}; diferença ${(top.human - top.engine).toFixed(0)})`,
  );
  lines.push(
    `EXTREMO_BAIXO média ${bottom.engine.toFixed(0)} do motor contra ${bottom.human.toFixed(0)} dos avaliadores (${bottom.n} redações com total humano ≤ ${BOTTOM_TOTAL}; diferença ${(bottom.engine - bottom.human).toFixed(0)})`,
  );
  lines.push(
    `NOTA_200 motor ${max.engine.map(pct).join(' / ')} contra avaliadores ${max.human.map(pct).join(' / ')} (C1…C5)`,
  );
  if (essaysPerSecond !== undefined) lines.push(`VELOCIDADE ${essaysPerSecond.toFixed(1)} redações/s`);
  lines.push(`N ${r.n}`);
  return lines.join('\n');
}

// ---------- topic adherence: each essay graded with another prompt ----------

export type OffTopicSeed = { seed: number; n: number; caught: number; annulled: number; meanTotal: number };
export type OffTopicReport = {
  seeds: OffTopicSeed[];
  own: { n: number; meanTotal: number; humanMean: number; c2Good: number; flagged: number; lowOrZero: number };
};

/**
 * Grades every essay with its own prompt and, per seed, with another prompt of the file (picked by hash of seed and
 * essay), each time as the product does: the prompt's text (with the theme bank's title when it is a bank prompt) and the
 * pool's graded essays of that prompt as references (the engine never uses the essay itself as its reference).
 */
/** A prompt of the file as the product shows it: its supporting text, with the theme bank's title when it is a bank prompt. */
function bankProposals(prompts: Map<string, string>) {
  const titles = new Map(loadThemeBank().temas.map((t) => [String(t.promptId), t]));
  return (id: string) => {
    const bank = titles.get(id);
    const texto_apoio = prompts.get(id) ?? '';
    return { titulo: bank && bank.textoApoio === texto_apoio ? bank.titulo : '', texto_apoio };
  };
}

/** The other prompt an essay is paired with for a seed (the same pairing as `offTopicPairing`). */
const pairedPrompt = (ids: string[], own: string, seed: number, i: number) => {
  const others = ids.filter((id) => id !== own);
  return others[hash(`${seed}:${i}`) % others.length]!;
};

export function offTopicPairing(
  engine: Pick<LocalEngine, 'score'>,
  essays: EssayRecord[],
  prompts: Map<string, string>,
  pool: EssayRecord[],
  seeds: number[],
): OffTopicReport {
  const proposalOf = bankProposals(prompts);
  const refsOf = new Map<string, { texto: string; notas: Notas }[]>();
  for (const e of pool)
    if (e.competence.length === 5)
      (refsOf.get(e.prompt) ?? refsOf.set(e.prompt, []).get(e.prompt)!).push({
        texto: e.paragraphs.join('\n'),
        notas: e.competence as Notas,
      });
  const score = (e: EssayRecord, prompt: string) =>
    engine.score({
      texto: e.paragraphs.join('\n'),
      titulo: e.title || null,
      proposta: proposalOf(prompt),
      referencias: refsOf.get(prompt) ?? [],
    });
  const total = (n: readonly number[]) => n.reduce((a, b) => a + b, 0);
  const ids = [...prompts.keys()];
  const mean = (xs: number[]) => (xs.length ? xs.reduce((a, b) => a + b, 0) / xs.length : 0);
  const own = essays.filter((e) => prompts.has(e.prompt)).map((e) => ({ e, s: score(e, e.prompt) }));
  const good = own.filter(({ e }) => e.competence[1]! >= 80);
  const seedRows = seeds.map((seed) => {
    const paired = essays
      .filter((e) => prompts.has(e.prompt))
      .map((e, i) => score(e, pairedPrompt(ids, e.prompt, seed, i)).notas);
    return {
      seed,
      n: paired.length,
      caught: paired.filter((n) => total(n) === 0 || n[1] <= 40).length / paired.length,
      annulled: paired.filter((n) => total(n) === 0).length / paired.length,
      meanTotal: mean(paired.map(total)),
    };
  });
  return {
    seeds: seedRows,
    own: {
      n: own.length,
      meanTotal: mean(own.map(({ s }) => total(s.notas))),
      humanMean: mean(own.map(({ e }) => total(e.competence))),
      c2Good: good.length,
      flagged:
        good.filter(({ s }) => s.analysis.c2.tema.situacao === 'fuga' || s.analysis.c2.tema.situacao === 'tangencia')
          .length / (good.length || 1),
      lowOrZero: good.filter(({ s }) => total(s.notas) === 0 || s.notas[1] <= 40).length / (good.length || 1),
    },
  };
}

export function formatOffTopicReport(r: OffTopicReport): string {
  const pct = (x: number) => `${(100 * x).toFixed(1)}%`;
  const lines = r.seeds.map(
    (s) =>
      `FORA_DO_TEMA semente ${s.seed}: ${pct(s.caught)} anuladas ou com C2 ≤ 40 (${pct(s.annulled)} anuladas), total médio ${s.meanTotal.toFixed(0)} (N ${s.n})`,
  );
  const caught = r.seeds.map((s) => s.caught);
  const totals = r.seeds.map((s) => s.meanTotal);
  const spread = (xs: number[]) =>
    `média ${pct(xs.reduce((a, b) => a + b, 0) / xs.length)}, de ${pct(Math.min(...xs))} a ${pct(Math.max(...xs))}`;
  lines.push(
    `FORA_DO_TEMA ${spread(caught)} anuladas ou com C2 ≤ 40; total médio de ${Math.min(...totals).toFixed(0)} a ${Math.max(...totals).toFixed(0)} (${r.seeds.length} sementes)`,
  );
  const o = r.own;
  lines.push(
    `NO_TEMA ${pct(o.flagged)} das ${o.c2Good} redações com C2 humana ≥ 80 julgadas fora do tema (fuga ou tangenciamento); ${pct(o.lowOrZero)} anuladas ou com C2 ≤ 40 por qualquer motivo`,
  );
  lines.push(
    `NO_TEMA total médio ${o.meanTotal.toFixed(0)} do motor contra ${o.humanMean.toFixed(0)} dos avaliadores (N ${o.n})`,
  );
  return lines.join('\n');
}

// ---------- the reported figures: out of sample, several partitions, mean and spread ----------

export type HonestRow = { label: string; seeds: number[]; reports: Report[] };

/** The numbers of graded essays the agreement curve is drawn at (0 is the row without references). */
export const CURVE_COUNTS = [2, 5, 10] as const;
/** The numbers of a proposal's other essays the peer step is measured with (`--pares`). */
export const PEER_COUNTS = [0, 3, 5] as const;
/** Random orders drawn per partition for the curve's "at random" rows. */
export const RANDOM_DRAWS = 5;

/**
 * What docs/corrector.md reports (`corretor:eval --cv --seeds 0,1,2 [--referencias <the same file>] [--curva]`): for
 * each seed a prompt-grouped partition; the no-reference engine fitted without the essay's prompt (text model, λ of the
 * text model, regressions, cut points: all inside the fold), and with references the reference model nested inside it
 * (its raw grades from a CV within the other prompts, its ridge and cuts fitted on them). With `curve`, the same outer
 * models graded with only the first 2, 5 and 10 references of each proposal, in the order `suggestReferences` advises
 * and in an order fixed by the seed.
 */
export function honestEvaluation(
  analyses: TextAnalysis[],
  truth: number[][],
  essays: { prompt: string; texto: string }[],
  opt: FitOptions,
  seeds: number[],
  o: {
    references: boolean;
    curve: boolean;
    vector: (a: TextAnalysis) => SparseVec | undefined;
    /** Each partition's raw grades without references (a model that never saw the essay's prompt). */
    onScores?: (seed: number, scores: RawScore[]) => void;
    /** The few-reference model's share per count chosen inside each fold (`FEW_BLEND`) instead of `below`. */
    fewBlend?: boolean;
  },
): HonestRow[] {
  const groups = essays.map((e) => e.prompt);
  const vectors = analyses.map(o.vector);
  const rows = new Map<string, HonestRow>();
  const add = (label: string, seed: number, r: Report) => {
    const row = rows.get(label) ?? rows.set(label, { label, seeds: [], reports: [] }).get(label)!;
    row.seeds.push(seed);
    row.reports.push(r);
  };
  for (const seed of seeds) {
    // With the peer step, the same models also grade each essay with only 0–5 of its proposal's other essays.
    const more = opt.peers ? { draws: PEER_COUNTS.map((n) => somePeers(n, seed)), out: [] as RawScore[][] } : undefined;
    const scores = crossValidatedScores(analyses, truth, groups, opt, 5, seed, undefined, allPeers, more);
    o.onScores?.(seed, scores);
    // Each count on the essays whose proposal has more than that many other essays: the model without the step, with
    // that many of the other essays, with all of them.
    PEER_COUNTS.forEach((n, d) => {
      if (!more || !n) return;
      const keep = groups.map((_, i) => i).filter((i) => groups.filter((g) => g === groups[i]).length - 1 > n);
      const on = (label: string, s: RawScore[]) =>
        add(
          `sem referências, ${label} (as ${keep.length} com mais de ${n} outras)`,
          seed,
          metrics(
            keep.map((i) => s[i]!.notas),
            keep.map((i) => truth[i]!),
          ),
        );
      on('sem as outras redações da proposta', more.out[0]!);
      on(`${n} outras redações da proposta`, more.out[d]!);
      on('todas as outras redações da proposta', scores);
    });
    add(
      'sem referências (proposta nunca vista)',
      seed,
      metrics(
        scores.map((s) => s.notas),
        truth,
      ),
    );
    if (!o.references) continue;
    const items: ReferenceItem[] = essays.map((e, i) => ({
      ...scores[i]!,
      prompt: e.prompt,
      texto: e.texto,
      humanas: truth[i]!,
      vetor: vectors[i],
      anulada: !!analyses[i]!.anulacao,
    }));
    const choices: { label: string; choose?: ReferenceChoice }[] = [
      { label: 'com as outras redações corrigidas da proposta (CV aninhada)' },
      ...(o.curve
        ? CURVE_COUNTS.flatMap((n) => [
            { label: `${n} corrigidas, na ordem sugerida`, choose: firstReferences(n, 'sugerida') },
            // Several random orders per partition: the comparison with the suggested order then has a spread.
            ...Array.from({ length: RANDOM_DRAWS }, (_, d) => ({
              label: `${n} corrigidas, ao acaso (${RANDOM_DRAWS} sorteios por partição)`,
              choose: firstReferences(n, 'aleatoria', seed * 1000 + d),
            })),
          ])
        : []),
    ];
    const graded = referenceModelCVChoices(
      items,
      (tr) =>
        crossValidatedScores(
          tr.map((i) => analyses[i]!),
          tr.map((i) => truth[i]!),
          tr.map((i) => groups[i]!),
          opt,
        ),
      choices.map((c) => c.choose),
      5,
      seed,
      (train) => chooseReferenceModel(train, REFERENCE_MODEL_GRID, 3, 0, { blend: o.fewBlend }).model,
    );
    choices.forEach((c, v) => add(c.label, seed, metrics(graded[v]!, truth)));
  }
  return [...rows.values()];
}

/** Mean ± sd (min–max) of one figure over the partitions. */
function spread(xs: number[], digits: number, scale = 1): string {
  const v = xs.map((x) => x * scale);
  const mean = v.reduce((a, b) => a + b, 0) / v.length;
  const sd = Math.sqrt(v.reduce((a, x) => a + (x - mean) ** 2, 0) / Math.max(1, v.length - 1));
  return `${mean.toFixed(digits)} ± ${sd.toFixed(digits)} (${Math.min(...v).toFixed(digits)}–${Math.max(...v).toFixed(digits)})`;
}

/** Per competency and total (C1…C5, TOTAL): the engine's and the length's correlation with the raters, and the engine's with the length held fixed. */
export type LengthGain = { label: string; engine: number; length: number; partial: number }[];

/**
 * What the grades say beyond the essay's length (its number of words): Pearson correlation of the engine's grade with
 * the raters', of the length with the raters', and the partial correlation of the engine's with the raters' with the
 * length held fixed.
 */
export function lengthGain(scores: RawScore[], truth: number[][], analyses: Pick<TextAnalysis, 'doc'>[]): LengthGain {
  const words = analyses.map((a) => a.doc.tokens.length);
  const sum = (xs: number[]) => xs.reduce((a, b) => a + b, 0);
  return ['C1', 'C2', 'C3', 'C4', 'C5', 'TOTAL'].map((label, c) => {
    const e = scores.map((s) => (c < 5 ? s.notas[c]! : sum(s.notas)));
    const h = truth.map((t) => (c < 5 ? t[c]! : sum(t)));
    const eh = pearson(e, h);
    const lh = pearson(words, h);
    const el = pearson(e, words);
    const partial = (eh - el * lh) / Math.sqrt(Math.max(1e-12, (1 - el * el) * (1 - lh * lh)));
    return { label, engine: eh, length: lh, partial };
  });
}

export function formatLengthGain(gains: LengthGain[], seeds: number[]): string {
  return [
    `Sem referências, além do comprimento (número de palavras): correlação com os avaliadores, partições ${seeds.join(', ')}`,
    ...gains[0]!.map(
      (row, c) =>
        `COMPRIMENTO ${row.label.padEnd(5)} motor r=${spread(
          gains.map((g) => g[c]!.engine),
          3,
        )} comprimento r=${spread(
          gains.map((g) => g[c]!.length),
          3,
        )} parcial (comprimento fixo) ${spread(
          gains.map((g) => g[c]!.partial),
          3,
        )}`,
    ),
  ].join('\n');
}

/** Each case: the mean report, then each figure's spread over the partitions (mean ± sd, min–max). */
export function formatHonestEvaluation(rows: HonestRow[]): string {
  const fmt = spread;
  return rows
    .map((row) => {
      const lines = [`\n== ${row.label}: partições ${[...new Set(row.seeds)].join(', ')} (fora da amostra) ==`];
      lines.push(formatReport(meanReport(row.reports)));
      for (let c = 0; c < 6; c++)
        lines.push(
          `DISPERSAO ${row.reports[0]!.rows[c]!.label.padEnd(5)} QWK ${fmt(
            row.reports.map((r) => r.rows[c]!.qwk),
            3,
          )} por partição ${row.reports.map((r) => r.rows[c]!.qwk.toFixed(3)).join(' / ')}`,
        );
      lines.push(
        `DISPERSAO DENTRO_100 ${fmt(
          row.reports.map((r) => r.within100),
          1,
          100,
        )} %`,
      );
      lines.push(
        `DISPERSAO EXTREMO_ALTO ${fmt(
          row.reports.map((r) => r.extremes.top.engine),
          0,
        )} contra ${row.reports[0]!.extremes.top.human.toFixed(0)}`,
      );
      return lines.join('\n');
    })
    .join('\n');
}

// ---------- topic adherence, thresholds chosen on other prompts ----------

/**
 * The grid `topicThresholdsCV` chooses the tangent thresholds from. The fuga threshold stays the engine's: every essay
 * it flags the tangent rule flags too, so the share caught cannot choose it (it decides annulment against C2 = 40).
 */
export const TOPIC_GRID = {
  fuga: [TOPIC_THRESHOLDS.fuga],
  tangent: [0.2, 0.25, 0.3, 0.35, 0.4, 0.45, 0.5],
  tangentRanked: [0.4, 0.5, 0.6, 0.7],
  rank: [5, 10, 20, 1000],
} as const;
/** On the prompts the thresholds are chosen on, at most this share of on-topic essays graded C2 ≥ 80 may be flagged (margin under the 2 % target). */
export const TOPIC_FALSE_ALARM_BUDGET = 0.01;

type TopicCase = { prompt: string; scores: TopicScores; good: boolean; paired: boolean };

/** The thresholds that catch the most paired essays of `cases` while flagging at most `budget` of the good on-topic ones. */
export function chooseTopicThresholds(cases: TopicCase[], budget = TOPIC_FALSE_ALARM_BUDGET): TopicThresholds {
  const good = cases.filter((c) => c.good && !c.paired);
  const paired = cases.filter((c) => c.paired);
  let best = { caught: -1, alarms: Infinity, t: TOPIC_THRESHOLDS };
  for (const fuga of TOPIC_GRID.fuga)
    for (const tangent of TOPIC_GRID.tangent)
      for (const tangentRanked of TOPIC_GRID.tangentRanked)
        for (const rank of TOPIC_GRID.rank) {
          if (tangentRanked < tangent && rank < 1000) continue;
          const t = { fuga, tangent, tangentRanked, rank };
          const alarms = good.filter((c) => topicSituation(c.scores, t) !== 'no_tema').length / (good.length || 1);
          if (alarms > budget) continue;
          const caught = paired.filter((c) => topicSituation(c.scores, t) !== 'no_tema').length;
          if (caught > best.caught || (caught === best.caught && alarms < best.alarms)) best = { caught, alarms, t };
        }
  return best.t;
}

export type TopicCVRow = {
  seed: number;
  caught: number;
  falseAlarms: number;
  annulled: number;
  nGood: number;
  nPaired: number;
  /** The engine's thresholds (TOPIC_THRESHOLDS) on the same cases: chosen on all of them, so in sample. */
  shippedCaught: number;
  shippedFalseAlarms: number;
};

/**
 * Topic adherence measured out of sample (`corretor:eval --fora-do-tema --aninhado`): every essay read against its own
 * prompt and, per seed, against another prompt of the file (the pairing of `offTopicPairing`); the prompts cut into 5
 * groups by the seed; the thresholds for each group's essays chosen (`chooseTopicThresholds`) on the other groups' own
 * and paired essays. Reported: the share of paired essays flagged (fuga or tangenciamento), of them annulled, and the
 * share of the essays the raters gave C2 ≥ 80 flagged on their own prompt. Only the topic rule is measured here (no
 * grade): the words of the essay against the proposal and the bank's themes.
 */
export function topicThresholdsCV(
  essays: EssayRecord[],
  prompts: Map<string, string>,
  seeds: number[],
): { rows: TopicCVRow[]; shipped: TopicThresholds } {
  const proposalOf = bankProposals(prompts);
  const ids = [...prompts.keys()];
  const kept = essays.filter((e) => prompts.has(e.prompt));
  const own: TopicCase[] = [];
  kept.forEach((e) => {
    const scores = topicScores(e.paragraphs.join('\n'), proposalOf(e.prompt));
    if (scores) own.push({ prompt: e.prompt, scores, good: e.competence[1]! >= 80, paired: false });
  });
  const pairedOf = (seed: number) => {
    const out: TopicCase[] = [];
    kept.forEach((e, i) => {
      const scores = topicScores(e.paragraphs.join('\n'), proposalOf(pairedPrompt(ids, e.prompt, seed, i)));
      if (scores) out.push({ prompt: e.prompt, scores, good: false, paired: true });
    });
    return out;
  };
  const rows = seeds.map((seed) => {
    const cases = [...own, ...pairedOf(seed)];
    const folds = groupedFolds(
      cases.map((c) => c.prompt),
      5,
      seed,
    );
    const situation = cases.map(() => 'no_tema' as ReturnType<typeof topicSituation>);
    for (let f = 0; f < 5; f++) {
      const t = chooseTopicThresholds(cases.filter((_, i) => folds[i] !== f));
      cases.forEach((c, i) => {
        if (folds[i] === f) situation[i] = topicSituation(c.scores, t);
      });
    }
    const paired = cases.map((c, i) => ({ c, s: situation[i]! })).filter(({ c }) => c.paired);
    const good = cases.map((c, i) => ({ c, s: situation[i]! })).filter(({ c }) => c.good && !c.paired);
    return {
      seed,
      caught: paired.filter(({ s }) => s !== 'no_tema').length / (paired.length || 1),
      annulled: paired.filter(({ s }) => s === 'fuga').length / (paired.length || 1),
      falseAlarms: good.filter(({ s }) => s !== 'no_tema').length / (good.length || 1),
      nGood: good.length,
      nPaired: paired.length,
      shippedCaught: paired.filter(({ c }) => topicSituation(c.scores) !== 'no_tema').length / (paired.length || 1),
      shippedFalseAlarms: good.filter(({ c }) => topicSituation(c.scores) !== 'no_tema').length / (good.length || 1),
    };
  });
  // What the engine ships: the same choice on every prompt and every seed's pairing.
  const shipped = chooseTopicThresholds([...own, ...seeds.flatMap(pairedOf)]);
  return { rows, shipped };
}

export function formatTopicCV(r: { rows: TopicCVRow[]; shipped: TopicThresholds }): string {
  const pct = (x: number) => `${(100 * x).toFixed(1)}%`;
  const lines = r.rows.map(
    (x) =>
      `TEMA_ANINHADO semente ${x.seed}: ${pct(x.caught)} das ${x.nPaired} pareadas com outra proposta apontadas (${pct(x.annulled)} fuga), ${pct(x.falseAlarms)} das ${x.nGood} no tema com C2 humana ≥ 80 apontadas`,
  );
  const mean = (f: (x: TopicCVRow) => number) => r.rows.reduce((a, x) => a + f(x), 0) / r.rows.length;
  const range = (f: (x: TopicCVRow) => number) =>
    `${pct(Math.min(...r.rows.map(f)))}–${pct(Math.max(...r.rows.map(f)))}`;
  lines.push(
    `TEMA_ANINHADO média: pareadas apontadas ${pct(mean((x) => x.caught))} (${range((x) => x.caught)}), falsos alarmes ${pct(mean((x) => x.falseAlarms))} (${range((x) => x.falseAlarms)}) — limiares escolhidos nas outras propostas`,
  );
  lines.push(
    `TEMA_MOTOR limiares do motor nos mesmos casos (escolhidos neles, dentro da amostra): pareadas apontadas ${pct(mean((x) => x.shippedCaught))}, falsos alarmes ${pct(mean((x) => x.shippedFalseAlarms))}`,
  );
  const t = r.shipped;
  lines.push(
    `TEMA_LIMIARES escolhidos em todas as propostas: fuga < ${t.fuga}, tangência < ${t.tangent} ou < ${t.tangentRanked} com ${t.rank}+ temas mais próximos`,
  );
  return lines.join('\n');
}
