// Shared by scripts/fit.ts, scripts/eval.ts and the tests: dataset featurisation, grouped folds, fitting, metrics.
import { analyzeText, type TextAnalysis } from './analysis.js';
import type { EssayRecord } from './dataset.js';
import { grade } from './grades.js';
import { calibrateThresholds, levelOf, linear, qwk, ridge, type CompetencyModel, type ModelParams } from './model.js';
import type { Speller } from './speller.js';

export function analyzeRecord(e: EssayRecord, prompts: Map<string, string> | undefined, sp: Speller): TextAnalysis {
  const apoio = prompts?.get(e.prompt);
  const input = { texto: e.paragraphs.join('\n'), titulo: e.title || null, proposta: apoio ? { titulo: '', texto_apoio: apoio } : null };
  return analyzeText(input, sp, { suggestions: false });
}

/** Prompt-grouped folds: every prompt's essays fall in one fold, so CV measures new prompts. */
export function groupedFolds(groups: string[], k: number, seed = 0): number[] {
  const uniq = [...new Set(groups)].sort((a, b) => hash(`${seed}:${a}`) - hash(`${seed}:${b}`));
  const foldOf = new Map(uniq.map((g, i) => [g, i % k]));
  return groups.map((g) => foldOf.get(g)!);
}
function hash(s: string): number {
  let h = 2166136261;
  for (const c of s) h = Math.imul(h ^ c.charCodeAt(0), 16777619);
  return h >>> 0;
}

const MIDPOINTS = [20, 60, 100, 140, 180];

export type FitOptions = { lambda: number; features: string[] };

function standardise(rows: Record<string, number>[], features: string[]) {
  const mean: Record<string, number> = {};
  const std: Record<string, number> = {};
  for (const f of features) {
    const v = rows.map((r) => r[f] ?? 0);
    mean[f] = v.reduce((a, b) => a + b, 0) / v.length;
    std[f] = Math.sqrt(v.reduce((a, b) => a + (b - mean[f]) ** 2, 0) / v.length) || 1;
  }
  return { mean, std, X: rows.map((r) => features.map((f) => ((r[f] ?? 0) - mean[f]) / std[f])) };
}

/** Fits the five regressions (no thresholds yet: those come from out-of-fold predictions). */
function fitLinear(rows: Record<string, number>[], y: number[][], opt: FitOptions): Omit<ModelParams, 'source' | 'version'> {
  const { mean, std, X } = standardise(rows, opt.features);
  const competencies: CompetencyModel[] = [0, 1, 2, 3, 4].map((c) => {
    const target = y.map((s) => s[c]);
    const bias = target.reduce((a, b) => a + b, 0) / target.length;
    const w = ridge(X, target.map((t) => t - bias), opt.lambda);
    return { weights: Object.fromEntries(opt.features.map((f, i) => [f, w[i]])), bias, thresholds: [20, 60, 100, 140, 180], sigma: 30 };
  });
  return { features: opt.features, mean, std, competencies };
}

/** Out-of-fold continuous predictions of the linear part (grouped folds). */
function oofLinear(rows: Record<string, number>[], y: number[][], folds: number[], opt: FitOptions): number[][] {
  // (one grouped split; fitModel pools several splits so the cut points do not follow one split's accidents)
  const out: number[][] = rows.map(() => [0, 0, 0, 0, 0]);
  for (const k of [...new Set(folds)]) {
    const tr = rows.map((_, i) => i).filter((i) => folds[i] !== k);
    const p = fitLinear(tr.map((i) => rows[i]), tr.map((i) => y[i]), opt);
    rows.forEach((r, i) => {
      if (folds[i] === k) p.competencies.forEach((m, c) => (out[i][c] = linear(m, p, r)));
    });
  }
  return out;
}

/** Complete fit: regressions on all rows, thresholds and sigma from grouped out-of-fold predictions. */
export function fitModel(rows: Record<string, number>[], y: number[][], groups: string[], opt: FitOptions, source: string): ModelParams {
  const SEEDS = [1, 2, 3];
  const oof = SEEDS.flatMap((seed) => oofLinear(rows, y, groupedFolds(groups, 5, seed), opt));
  const yy = SEEDS.flatMap(() => y);
  const base = fitLinear(rows, y, opt);
  const qwkCuts = base.competencies.map((_, c) => calibrateThresholds(oof.map((p) => p[c]), yy.map((s) => s[c])));
  // Cut points that maximise each competency's QWK spread the levels and add up to large total errors; plain
  // midpoints do the reverse. The mix is chosen on the same out-of-fold predictions for total QWK + share within 100.
  let best = { score: -Infinity, alpha: 1 };
  for (const alpha of [0, 0.25, 0.5, 0.75, 1]) {
    const cuts = qwkCuts.map((t) => t.map((v, i) => alpha * v + (1 - alpha) * MIDPOINTS[i]));
    const r = metrics(oof.map((p) => p.map((v, c) => levelOf(v, cuts[c]))), yy);
    const score = r.rows[5].qwk + r.within100;
    if (score > best.score) best = { score, alpha };
  }
  base.competencies.forEach((m, c) => {
    const pred = oof.map((p) => p[c]);
    const truth = yy.map((s) => s[c]);
    m.thresholds = qwkCuts[c].map((v, i) => Math.round((best.alpha * v + (1 - best.alpha) * MIDPOINTS[i]) * 10) / 10);
    m.sigma = Math.round(Math.sqrt(pred.reduce((a, p, i) => a + (p - truth[i]) ** 2, 0) / pred.length) * 10) / 10;
    for (const k of Object.keys(m.weights)) m.weights[k] = Math.round(m.weights[k] * 1e4) / 1e4;
  });
  return { version: 1, ...base, alpha: best.alpha, source };
}

/** Nested grouped CV: each outer fold is graded by a model (thresholds included) fitted without its prompts. */
export function crossValidatedGrades(analyses: TextAnalysis[], y: number[][], groups: string[], opt: FitOptions, k = 5): number[][] {
  const folds = groupedFolds(groups, k);
  const out: number[][] = analyses.map(() => [0, 0, 0, 0, 0]);
  for (let f = 0; f < k; f++) {
    const tr = analyses.map((_, i) => i).filter((i) => folds[i] !== f);
    const params = fitModel(tr.map((i) => analyses[i].features), tr.map((i) => y[i]), tr.map((i) => groups[i]), opt, 'cv');
    analyses.forEach((a, i) => {
      if (folds[i] === f) out[i] = [...grade(a, params).notas];
    });
  }
  return out;
}

export type Metrics = { label: string; qwk: number; exact: number; adjacent: number; mae: number };
export type Report = { rows: Metrics[]; withinTolerance: number; within100: number; n: number };

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
  const withinTolerance = pred.filter((s, i) => s.every((v, c) => Math.abs(v - truth[i][c]) <= 80) && Math.abs(pt[i] - tt[i]) <= 100).length / pred.length;
  return { rows, withinTolerance, within100, n: pred.length };
}
function figures(label: string, p: number[], t: number[], step: number, max: number): Metrics {
  const n = p.length || 1;
  return {
    label,
    qwk: qwk(t.map((v) => Math.round(v / step)), p.map((v) => Math.round(v / step)), max),
    exact: p.filter((v, i) => v === t[i]).length / n,
    adjacent: p.filter((v, i) => Math.abs(v - t[i]) <= 40).length / n,
    mae: p.reduce((a, v, i) => a + Math.abs(v - t[i]), 0) / n,
  };
}

export function formatReport(r: Report, essaysPerSecond?: number): string {
  const pct = (x: number) => `${(100 * x).toFixed(1)}%`;
  const lines = r.rows.map((m) => `${m.label.padEnd(5)} QWK=${m.qwk.toFixed(3)} exata=${pct(m.exact)} adjacente=${pct(m.adjacent)} EAM=${m.mae.toFixed(1)}`);
  lines.push(`DENTRO_100 ${pct(r.within100)} (total a até 100 pontos da nota humana)`);
  lines.push(`TOLERANCIA ${pct(r.withinTolerance)} (cada competência a até 80 e total a até 100 pontos)`);
  if (essaysPerSecond !== undefined) lines.push(`VELOCIDADE ${essaysPerSecond.toFixed(1)} redações/s`);
  lines.push(`N ${r.n}`);
  return lines.join('\n');
}
