// Per-competency linear models (ridge regression on standardised features) whose continuous output is cut into
// the six ENEM levels by thresholds calibrated on grouped cross-validation. Parameters live in params/model.json.
import { COMPETENCY_LEVELS } from '@argumenta/contracts';
import type { TextModelParams } from './textmodel.js';

export type CompetencyModel = {
  /** Feature weights on standardised features; bias is the mean score. */
  weights: Record<string, number>;
  bias: number;
  /** Five cut points between the six levels, on the model's continuous scale. */
  thresholds: number[];
  /** Residual standard deviation on cross-validation (for confidence). */
  sigma: number;
  /** Boosted regression trees on the raw features, added to the linear prediction (FitOptions.boost in the lab). */
  trees?: RegressionTree[];
};
/**
 * Candidate boosted trees on the linear model's residuals: every depth × rate, each stopped after each number of rounds;
 * subsample and minLeaf fixed.
 */
export type BoostGrid = {
  depth: number[];
  rate: number[];
  rounds: number[];
  subsample: number;
  minLeaf: number;
  /** The trees also read the linear prediction itself (as the feature `LINEAR_FEATURE`). */
  linear?: boolean;
};
/** The name under which a tree reads its competency's linear prediction. */
export const LINEAR_FEATURE = 'linear';
/**
 * A complete binary tree in heap order: inner node k sends a row to 2k+1 when its `feature` is at most `cut`, else to
 * 2k+2 (an unsplit node has cut Infinity); `leaves` are the values of the nodes below the last level, left to right.
 */
export type RegressionTree = { feature: string[]; cut: number[]; leaves: number[] };
export type ModelParams = {
  version: number;
  features: string[];
  mean: Record<string, number>;
  std: Record<string, number>;
  competencies: CompetencyModel[];
  /** Mix between QWK-optimal (1) and midpoint (0) cut points chosen by CV. */
  alpha?: number;
  lambda?: number;
  /** Text model (hashed n-gram ridge) whose predictions enter the features as text_c1…text_c5, text_total. */
  text?: TextModelParams;
  /**
   * Levels consistent with a predicted total: continuous predictions are stretched around their training means
   * (stretch chosen by CV), the total is rounded to the 40-point grid and the levels are allocated by largest
   * remainder. Without it, each competency is cut by its own thresholds.
   */
  allocation?: { stretch: number; means: number[] };
  /**
   * How the fit chose the allocation's stretch: total QWK alone over 1–2.5 ('qwk'; ridge shrinks the predictions
   * towards the mean and QWK rewards their spread), else total QWK + share within 100 over 1–2.
   */
  allocationScore?: 'qwk';
  /** Share of each training prompt's leniency taken out of the targets (FitOptions.centre in the lab), for refits and CV. */
  centre?: number;
  /** Hashed n-gram ridge on the part-of-speech letters (analysis/pos.ts), read as pos_c1…pos_c5, pos_total. */
  pos?: TextModelParams;
  /**
   * The feature blocks the fit chose among (`candidateBlocks`, added to `baseFeatures` by inner prompt-grouped CV) and
   * those it kept (`blocks`, already in `features`): a CV of the shipped model makes the same choice inside each fold.
   */
  baseFeatures?: string[];
  candidateBlocks?: Record<string, string[]>;
  blocks?: string[];
  /** The λ candidates the fit chose `lambda` among (inner prompt-grouped CV, with the blocks). */
  lambdas?: number[];
  /** C1's own blocks (candidates, and those kept: in C1's weights only) and λ, chosen after the shared ones (FitOptions.c1Blocks). */
  c1CandidateBlocks?: Record<string, string[]>;
  c1Blocks?: string[];
  c1Lambda?: number;
  c1Lambdas?: number[];
  /** Blocks of `features` C1's ridge may leave out (candidates, and those left out: absent from C1's weights) (FitOptions.c1Without). */
  c1CandidateWithout?: Record<string, string[]>;
  c1Without?: string[];
  /** The boosted trees' candidates the fit chose among (inner prompt-grouped CV, with λ and the blocks; 0 rounds is always one). */
  boost?: BoostGrid;
  source: string;
};

/**
 * Five levels (0…200) whose sum is the stretched predicted total rounded to 40: floor of each stretched
 * prediction, then +40 to the largest remainders (or −40 to the smallest) until the sum matches.
 */
export function allocateLevels(ys: number[], alloc: { stretch: number; means: number[] }): number[] {
  const z = ys.map((y, c) => (alloc.means[c] + alloc.stretch * (y - alloc.means[c])) / 40);
  const target = Math.max(0, Math.min(5 * ys.length, Math.round(z.reduce((a, b) => a + b, 0))));
  const lv = z.map((v) => Math.max(0, Math.min(5, Math.floor(v))));
  let diff = target - lv.reduce((a, b) => a + b, 0);
  while (diff !== 0) {
    let pick = -1;
    for (let c = 0; c < lv.length; c++) {
      if (diff > 0 ? lv[c] >= 5 : lv[c] <= 0) continue;
      const r = z[c] - lv[c];
      if (pick < 0 || (diff > 0 ? r > z[pick] - lv[pick] : r < z[pick] - lv[pick])) pick = c;
    }
    if (pick < 0) break;
    lv[pick] += Math.sign(diff);
    diff -= Math.sign(diff);
  }
  return lv.map((l) => l * 40);
}

export function linear(
  m: CompetencyModel,
  params: Pick<ModelParams, 'mean' | 'std'>,
  f: Record<string, number>,
): number {
  let y = m.bias;
  for (const [k, w] of Object.entries(m.weights)) y += (w * ((f[k] ?? 0) - params.mean[k])) / (params.std[k] || 1);
  return y;
}

/** A tree's value for a row of raw features. */
export function treeValue(t: RegressionTree, f: Record<string, number>, linearPrediction = 0): number {
  let k = 0;
  while (k < t.feature.length) {
    const name = t.feature[k]!;
    k = 2 * k + ((name === LINEAR_FEATURE ? linearPrediction : (f[name] ?? 0)) > t.cut[k]! ? 2 : 1);
  }
  return t.leaves[k - t.feature.length]!;
}

/** A competency's continuous prediction: the linear model plus its trees, if it has any. */
export function predictCompetency(
  m: CompetencyModel,
  params: Pick<ModelParams, 'mean' | 'std'>,
  f: Record<string, number>,
): number {
  const y0 = linear(m, params, f);
  let y = y0;
  for (const t of m.trees ?? []) y += treeValue(t, f, y0);
  return y;
}

export function levelOf(y: number, thresholds: number[]): number {
  let i = 0;
  while (i < thresholds.length && y >= thresholds[i]) i++;
  return COMPETENCY_LEVELS[i];
}

function normCdf(x: number): number {
  // Abramowitz–Stegun 7.1.26.
  const t = 1 / (1 + (0.3275911 * Math.abs(x)) / Math.SQRT2);
  const erf =
    1 -
    t *
      (0.254829592 + t * (-0.284496736 + t * (1.421413741 + t * (-1.453152027 + t * 1.061405429)))) *
      Math.exp(-(x * x) / 2);
  return x >= 0 ? (1 + erf) / 2 : (1 - erf) / 2;
}

/** Probability of each level given the continuous prediction and the CV residual spread. */
export function levelProbabilities(y: number, m: CompetencyModel): number[] {
  const cuts = [-Infinity, ...m.thresholds, Infinity];
  return COMPETENCY_LEVELS.map((_, i) => {
    const hi = cuts[i + 1] === Infinity ? 1 : normCdf((cuts[i + 1] - y) / m.sigma);
    const lo = cuts[i] === -Infinity ? 0 : normCdf((cuts[i] - y) / m.sigma);
    return Math.max(0, hi - lo);
  });
}

/** Chosen level's probability and the narrowest range of levels around it holding ≥ 80 % of the mass. */
export function confidence(level: number, probs: number[]): { probabilidade: number; faixa: [number, number] } {
  let lo = COMPETENCY_LEVELS.indexOf(level as (typeof COMPETENCY_LEVELS)[number]);
  let hi = lo;
  let mass = probs[lo];
  while (mass < 0.8 && (lo > 0 || hi < probs.length - 1)) {
    const left = lo > 0 ? probs[lo - 1] : -1;
    const right = hi < probs.length - 1 ? probs[hi + 1] : -1;
    if (left >= right) mass += probs[--lo];
    else mass += probs[++hi];
  }
  return {
    probabilidade:
      Math.round(probs[COMPETENCY_LEVELS.indexOf(level as (typeof COMPETENCY_LEVELS)[number])] * 100) / 100,
    faixa: [COMPETENCY_LEVELS[lo], COMPETENCY_LEVELS[hi]],
  };
}
