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
};
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

export function linear(m: CompetencyModel, params: Pick<ModelParams, 'mean' | 'std'>, f: Record<string, number>): number {
  let y = m.bias;
  for (const [k, w] of Object.entries(m.weights)) y += (w * ((f[k] ?? 0) - params.mean[k])) / (params.std[k] || 1);
  return y;
}

export function levelOf(y: number, thresholds: number[]): number {
  let i = 0;
  while (i < thresholds.length && y >= thresholds[i]) i++;
  return COMPETENCY_LEVELS[i];
}

function normCdf(x: number): number {
  // Abramowitz–Stegun 7.1.26.
  const t = 1 / (1 + 0.3275911 * Math.abs(x) / Math.SQRT2);
  const erf = 1 - t * (0.254829592 + t * (-0.284496736 + t * (1.421413741 + t * (-1.453152027 + t * 1.061405429)))) * Math.exp(-(x * x) / 2);
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
  return { probabilidade: Math.round(probs[COMPETENCY_LEVELS.indexOf(level as (typeof COMPETENCY_LEVELS)[number])] * 100) / 100, faixa: [COMPETENCY_LEVELS[lo], COMPETENCY_LEVELS[hi]] };
}

// ---------- fitting (used by scripts/fit.ts and the cross-validated evaluation) ----------

/** Solves (XᵀX + λI) w = Xᵀy by Gaussian elimination (features are few). */
export function ridge(X: number[][], y: number[], lambda: number): number[] {
  const p = X[0].length;
  const A = Array.from({ length: p }, () => new Array<number>(p + 1).fill(0));
  for (let r = 0; r < X.length; r++) {
    const x = X[r];
    for (let i = 0; i < p; i++) {
      if (x[i] === 0) continue;
      for (let k = 0; k < p; k++) A[i][k] += x[i] * x[k];
      A[i][p] += x[i] * y[r];
    }
  }
  for (let i = 0; i < p; i++) A[i][i] += lambda;
  for (let c = 0; c < p; c++) {
    let piv = c;
    for (let r = c + 1; r < p; r++) if (Math.abs(A[r][c]) > Math.abs(A[piv][c])) piv = r;
    [A[c], A[piv]] = [A[piv], A[c]];
    const d = A[c][c] || 1e-12;
    for (let r = 0; r < p; r++) {
      if (r === c) continue;
      const f = A[r][c] / d;
      if (f !== 0) for (let k = c; k <= p; k++) A[r][k] -= f * A[c][k];
    }
  }
  return A.map((row, i) => row[p] / (A[i][i] || 1e-12));
}

/** Quadratic weighted kappa on level indices (scores / 40). */
export function qwk(a: number[], b: number[], max = 5): number {
  const n = max + 1;
  const O = Array.from({ length: n }, () => new Array<number>(n).fill(0));
  const ha = new Array<number>(n).fill(0);
  const hb = new Array<number>(n).fill(0);
  for (let i = 0; i < a.length; i++) {
    O[a[i]][b[i]]++;
    ha[a[i]]++;
    hb[b[i]]++;
  }
  let num = 0;
  let den = 0;
  for (let i = 0; i < n; i++)
    for (let k = 0; k < n; k++) {
      const w = ((i - k) * (i - k)) / ((n - 1) * (n - 1));
      num += w * O[i][k];
      den += (w * ha[i] * hb[k]) / a.length;
    }
  return den === 0 ? 1 : 1 - num / den;
}

/** Cut points maximising QWK of the levels against the truth (coordinate search from the midpoints). */
export function calibrateThresholds(pred: number[], truth: number[]): number[] {
  const t = [20, 60, 100, 140, 180];
  const score = (th: number[]) => qwk(truth.map((v) => v / 40), pred.map((p) => levelOf(p, th) / 40));
  let best = score(t);
  for (let pass = 0; pass < 4; pass++) {
    for (let i = 0; i < t.length; i++) {
      const lo = i ? t[i - 1] : -40;
      const hi = i < t.length - 1 ? t[i + 1] : 240;
      for (let v = lo + 1; v < hi; v += 2) {
        const cand = [...t];
        cand[i] = v;
        const s = score(cand);
        if (s > best + 1e-9) {
          best = s;
          t[i] = v;
        }
      }
    }
  }
  return t;
}
