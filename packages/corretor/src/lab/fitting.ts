// Fitting, for the lab only (scripts/fit.ts and the cross-validated evaluation): ridge regressions in primal and dual
// form, the quadratic weighted kappa, the QWK-maximising cut points and the packing of the text model's weights. The
// engine reads what these produce (params/model.json) and never runs them.
import { seededRandom } from '@argumenta/contracts/random';
import type { RegressionTree } from '../model.js';
import { lowerBound } from '../text.js';
import type { SparseVec, TextModelParams } from '../textmodel.js';

/** Solves (XᵀX + λI) w = Xᵀy by Gaussian elimination (features are few). */
export function ridge(X: number[][], y: number[], lambda: number): number[] {
  return ridgeMany(X, [y], lambda)[0]!;
}

/**
 * `ridge` for several targets on the same rows: XᵀX is built and eliminated once (the same operations per target as
 * `ridge`, so the same weights to the last digit).
 */
export function ridgeMany(X: number[][], ys: number[][], lambda: number): number[][] {
  const p = X[0].length;
  const q = ys.length;
  const A = Array.from({ length: p }, () => new Array<number>(p + q).fill(0));
  for (let r = 0; r < X.length; r++) {
    const x = X[r];
    for (let i = 0; i < p; i++) {
      if (x[i] === 0) continue;
      const Ai = A[i];
      for (let k = 0; k < p; k++) Ai[k] += x[i] * x[k];
      for (let t = 0; t < q; t++) Ai[p + t] += x[i] * ys[t][r];
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
      if (f !== 0) for (let k = c; k < p + q; k++) A[r][k] -= f * A[c][k];
    }
  }
  return ys.map((_, t) => A.map((row, i) => row[p + t] / (A[i][i] || 1e-12)));
}

/** Quadratic weighted kappa on level indices (scores / 40). */
export function qwk(a: number[], b: number[], max = 5): number {
  const n = max + 1;
  const O = Array.from({ length: n }, () => new Array<number>(n).fill(0));
  for (let i = 0; i < a.length; i++) O[a[i]][b[i]]++;
  return kappaOf(O);
}

/** QWK of a confusion matrix (rows: the first rater's levels). */
function kappaOf(O: number[][]): number {
  const n = O.length;
  const ha = O.map((row) => row.reduce((x, y) => x + y, 0));
  const hb = O[0].map((_, k) => O.reduce((x, row) => x + row[k], 0));
  const total = ha.reduce((x, y) => x + y, 0);
  let num = 0;
  let den = 0;
  for (let i = 0; i < n; i++)
    for (let k = 0; k < n; k++) {
      const w = ((i - k) * (i - k)) / ((n - 1) * (n - 1));
      num += w * O[i][k];
      den += (w * ha[i] * hb[k]) / total;
    }
  return den === 0 ? 1 : 1 - num / den;
}

/**
 * Cut points maximising QWK of the levels against the truth (coordinate search from the midpoints). Each candidate's
 * confusion matrix is counted by binary search in the predictions of each true level, sorted once (the same integer
 * counts as grading every essay, so the same cut points).
 */
export function calibrateThresholds(pred: number[], truth: number[]): number[] {
  const byLevel = Array.from({ length: 6 }, () => [] as number[]);
  pred.forEach((p, i) => byLevel[truth[i] / 40].push(p));
  for (const xs of byLevel) xs.sort((x, y) => x - y);
  // levelOf(p, th) counts the cut points p reaches: with th increasing, level k holds th[k-1] <= p < th[k].
  const score = (th: number[]) =>
    kappaOf(
      byLevel.map((xs) => {
        const cuts = [0, ...th.map((v) => lowerBound(xs, v)), xs.length];
        return cuts.slice(1).map((c, k) => c - cuts[k]);
      }),
    );
  return searchCuts(score);
}

/**
 * The coordinate search of the cut points: from the midpoints, each cut moved by steps of 2 between its neighbours to
 * where `score` is highest, four passes.
 */
export function searchCuts(score: (cuts: number[]) => number): number[] {
  const t = [20, 60, 100, 140, 180];
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

/** Solves (K + λI) A = Y for several right-hand sides by Cholesky. */
export function solveDual(K: Float64Array[], lambda: number, Y: number[][]): number[][] {
  const n = K.length;
  const L = K.map((r) => Float64Array.from(r));
  for (let i = 0; i < n; i++) L[i][i] += lambda;
  for (let j = 0; j < n; j++) {
    const Lj = L[j];
    let d = Lj[j];
    for (let k = 0; k < j; k++) d -= Lj[k] * Lj[k];
    d = Math.sqrt(Math.max(d, 1e-12));
    Lj[j] = d;
    for (let i = j + 1; i < n; i++) {
      const Li = L[i];
      let s = Li[j];
      for (let k = 0; k < j; k++) s -= Li[k] * Lj[k];
      Li[j] = s / d;
    }
  }
  return Y.map((y) => {
    const z = new Float64Array(n);
    for (let i = 0; i < n; i++) {
      let s = y[i];
      for (let k = 0; k < i; k++) s -= L[i][k] * z[k];
      z[i] = s / L[i][i];
    }
    const x = new Array<number>(n).fill(0);
    for (let i = n - 1; i >= 0; i--) {
      let s = z[i];
      for (let k = i + 1; k < n; k++) s -= L[k][i] * x[k];
      x[i] = s / L[i][i];
    }
    return x;
  });
}

const b64 = (a: ArrayBufferView) => Buffer.from(a.buffer, a.byteOffset, a.byteLength).toString('base64');

/** Primal weights from dual coefficients: w = Σ αᵢ xᵢ. */
export function primalWeights(vs: SparseVec[], alpha: number[], dim: number): Float64Array {
  const w = new Float64Array(dim);
  vs.forEach((v, i) => {
    for (let t = 0; t < v.idx.length; t++) w[v.idx[t]] += alpha[i] * v.val[t];
  });
  return w;
}

export function packTextModel(
  dim: number,
  wordWeight: number,
  models: { bias: number; w: Float64Array }[],
  lambda: number,
): TextModelParams {
  return {
    dim,
    wordWeight,
    lambda,
    targets: models.map(({ bias, w }) => {
      let max = 0;
      for (const v of w) max = Math.max(max, Math.abs(v));
      const scale = max / 32767 || 1;
      return {
        bias: Math.round(bias * 1e4) / 1e4,
        scale,
        weights: b64(Int16Array.from(w, (v) => Math.round(v / scale))),
      };
    }),
  };
}

/** Gradient boosting of small regression trees on a residual (`boostTrees`). */
export type BoostOptions = {
  /** Each tree's depth (complete: 2^depth leaves, a node too small to split sends every row left). */
  depth: number;
  /** Shrinkage: each tree's leaves are its rows' mean residual times this. */
  rate: number;
  rounds: number;
  /** Share of the rows each tree is grown on (drawn without replacement, seeded). */
  subsample: number;
  /** Fewest rows of the sample on each side of a split. */
  minLeaf: number;
  seed: number;
  /** The trees also read the linear prediction (the fit adds it as the column `LINEAR_FEATURE`). */
  linear?: boolean;
};
/** Candidate cuts per feature: up to this many quantiles of the training values. */
const BOOST_BINS = 32;

/**
 * Gradient-boosted regression trees (squared loss) fitted to `target` from the columns of `X` (`names` label them in
 * the trees). Splits are searched on quantile bins of each column; every tree is grown on a seeded subsample and its
 * leaf values, already shrunk, are added to the prediction of every row. The prediction of the first r trees is the
 * model of r rounds, so one fit serves every number of rounds up to `rounds`.
 */
export function boostTrees(X: number[][], target: number[], names: string[], o: BoostOptions): RegressionTree[] {
  const n = X.length;
  const p = names.length;
  const cuts = names.map((_, j) => {
    const xs = [...new Set(X.map((x) => x[j]!))].sort((a, b) => a - b);
    if (xs.length <= BOOST_BINS) return xs.slice(0, -1);
    const qs = Array.from({ length: BOOST_BINS - 1 }, (_, b) => xs[Math.floor(((b + 1) * xs.length) / BOOST_BINS)]!);
    return [...new Set(qs)];
  });
  // bins[i·p + j]: how many of feature j's cuts lie below row i's value (x <= cuts[j][b] exactly when bin <= b).
  const bins = new Uint8Array(n * p);
  X.forEach((x, i) => cuts.forEach((c, j) => (bins[i * p + j] = lowerBound(c, x[j]!))));
  const residual = Float64Array.from(target);
  const random = seededRandom(o.seed);
  const inner = 2 ** o.depth - 1;
  const trees: RegressionTree[] = [];
  const B = BOOST_BINS;
  // One histogram per node of a level, feature and bin: residual sums and row counts.
  const sums = new Float64Array(2 ** Math.max(0, o.depth - 1) * p * B);
  const counts = new Int32Array(sums.length);
  const order = Int32Array.from({ length: n }, (_, i) => i);
  const m = Math.min(n, Math.max(2 * o.minLeaf, Math.round(o.subsample * n)));
  const node = new Int32Array(n);
  for (let round = 0; round < o.rounds; round++) {
    // A partial Fisher–Yates shuffle: the first m of `order` are this tree's rows.
    for (let t = 0; t < m; t++) {
      const u = t + Math.floor(random() * (n - t));
      [order[t], order[u]] = [order[u]!, order[t]!];
    }
    const sample = order.subarray(0, m);
    node.fill(0);
    const feature = new Array<string>(inner).fill('');
    const cut = new Array<number>(inner).fill(Infinity);
    const featureIndex = new Int32Array(inner).fill(-1);
    for (let level = 0; level < o.depth; level++) {
      const first = 2 ** level - 1;
      const width = first + 1;
      sums.fill(0, 0, width * p * B);
      counts.fill(0, 0, width * p * B);
      const totals = new Float64Array(width);
      const sizes = new Int32Array(width);
      for (const i of sample) {
        const k = node[i]! - first;
        const r = residual[i]!;
        totals[k] += r;
        sizes[k]++;
        const base = k * p * B;
        const row = i * p;
        for (let j = 0; j < p; j++) {
          const h = base + j * B + bins[row + j]!;
          sums[h] += r;
          counts[h]++;
        }
      }
      for (let k = 0; k < width; k++) {
        const size = sizes[k]!;
        const total = totals[k]!;
        if (size < 2 * o.minLeaf) continue;
        let best = { gain: 1e-9, j: -1, b: -1 };
        for (let j = 0; j < p; j++) {
          const h = k * p * B + j * B;
          let sl = 0;
          let nl = 0;
          for (let b = 0; b < cuts[j]!.length; b++) {
            sl += sums[h + b]!;
            nl += counts[h + b]!;
            const nr = size - nl;
            if (nl < o.minLeaf) continue;
            if (nr < o.minLeaf) break;
            const gain = (sl * sl) / nl + ((total - sl) * (total - sl)) / nr - (total * total) / size;
            if (gain > best.gain) best = { gain, j, b };
          }
        }
        if (best.j < 0) continue;
        feature[first + k] = names[best.j]!;
        cut[first + k] = cuts[best.j]![best.b]!;
        featureIndex[first + k] = best.j;
      }
      // Every row (sampled or not) moves down, so the leaves can then be applied to all of them.
      for (let i = 0; i < n; i++) {
        const k = node[i]!;
        const j = featureIndex[k]!;
        node[i] = 2 * k + (j >= 0 && X[i]![j]! > cut[k]! ? 2 : 1);
      }
    }
    const leafSum = new Float64Array(inner + 1);
    const leafCount = new Int32Array(inner + 1);
    for (const i of sample) {
      leafSum[node[i]! - inner] += residual[i]!;
      leafCount[node[i]! - inner]++;
    }
    const leaves = Array.from(leafSum, (s, l) => (leafCount[l] ? (o.rate * s) / leafCount[l]! : 0));
    for (let i = 0; i < n; i++) residual[i] -= leaves[node[i]! - inner]!;
    trees.push({ feature, cut, leaves });
  }
  return trees;
}

/**
 * Weights of a linear score trained on a pairwise logistic loss (RankNet) over the pairs of rows of the same group
 * whose targets differ: mean over pairs of log(1 + exp(−(sᵢ − sⱼ))) for yᵢ > yⱼ, each pair weighted by the gap / 40
 * when `weighted`, plus `mu`·‖w‖². Adam, full batch, 300 steps from 0 (the loss is convex: the steps only approach
 * its minimum). Rows are already standardised; no intercept (it cancels in every pair).
 */
export function pairwiseRankWeights(
  Z: readonly (readonly number[])[],
  y: readonly number[],
  groups: readonly string[],
  mu: number,
  weighted = false,
): number[] {
  const n = Z.length;
  const p = Z[0]?.length ?? 0;
  const flat = new Float64Array(n * p);
  Z.forEach((x, r) => flat.set(x, r * p));
  const pi: number[] = [];
  const pj: number[] = [];
  const pk: number[] = [];
  const byGroup = new Map<string, number[]>();
  groups.forEach((g, i) => (byGroup.get(g) ?? byGroup.set(g, []).get(g)!).push(i));
  for (const idx of byGroup.values())
    for (const i of idx)
      for (const j of idx)
        // (a tolerance: totals of centred targets that tie may differ in the last bits)
        if (y[i]! - y[j]! > 1e-6) {
          pi.push(i);
          pj.push(j);
          pk.push(weighted ? (y[i]! - y[j]!) / 40 : 1);
        }
  const norm = pk.reduce((a, b) => a + b, 0) || 1;
  const w = new Float64Array(p);
  const m1 = new Float64Array(p);
  const m2 = new Float64Array(p);
  const s = new Float64Array(n);
  const ds = new Float64Array(n);
  for (let it = 1; it <= 300; it++) {
    for (let r = 0; r < n; r++) {
      let v = 0;
      for (let d = 0; d < p; d++) v += flat[r * p + d]! * w[d]!;
      s[r] = v;
    }
    // The loss's derivative with respect to each row's score, then chained through the row's features.
    ds.fill(0);
    for (let q = 0; q < pi.length; q++) {
      const g = pk[q]! / norm / (1 + Math.exp(s[pi[q]!]! - s[pj[q]!]!));
      ds[pi[q]!] -= g;
      ds[pj[q]!] += g;
    }
    for (let d = 0; d < p; d++) {
      let g = 2 * mu * w[d]!;
      for (let r = 0; r < n; r++) g += ds[r]! * flat[r * p + d]!;
      m1[d] = 0.9 * m1[d]! + 0.1 * g;
      m2[d] = 0.999 * m2[d]! + 0.001 * g * g;
      w[d] -= (0.05 * (m1[d]! / (1 - 0.9 ** it))) / (Math.sqrt(m2[d]! / (1 - 0.999 ** it)) + 1e-8);
    }
  }
  return Array.from(w);
}
