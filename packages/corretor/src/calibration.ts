// Calibration with a proposal's graded references: each proposal has its own grading standard, which the engine cannot
// know from the essay alone; the references (corpus raters, teachers) reveal it.
import { createHash } from 'node:crypto';
import type { Calibracao, Confidence, ReferenciaCorrigida } from '@argumenta/contracts';
import { snapToLevel, USEFUL_REFERENCES } from '@argumenta/contracts';
import { levelOf } from './model.js';
import { cosineSimilarity, type SparseVec } from './textmodel.js';

export type Notas = [number, number, number, number, number];

/** A reference with the engine's own (uncalibrated) grades for it and, when known, its vector in the text model's space. */
export type ScoredReference = { texto: string; humanas: Notas; previstas: Notas; vetor?: SparseVec };
/**
 * The essay being calibrated: its raw grades, its text vector (for the similarity weights) and, for the fitted
 * reference model, the engine's continuous predictions before they were cut into levels.
 */
export type CalibratedEssay = {
  previstas: Notas;
  vetor?: SparseVec;
  continuas?: readonly number[];
  /** The raw engine was fitted on this proposal's essays (a theme-bank proposal): its grades are already spread out. */
  promptSeen?: boolean;
};

/**
 * The second-stage model that turns the engine's raw predictions plus what the proposal's references show into
 * levels (params/calibration.json, fitted by scripts/fit-calibration.ts). Per competency, a ridge regression on
 * standardised features — the essay's five continuous raw predictions and, per competency, the references' human mean
 * and the similarity-weighted leniency, both shrunk by n/(n + K), and n/(n + K) itself — cut into levels by thresholds
 * fitted on the development file (`referenceFeatures` lists them in order; C1's cut points nearer the QWK-optimal ones).
 * Each competency reads the references shrunk with its own K (`prior`), hence its own standardisation.
 */
export type ReferenceModel = {
  competencies: {
    prior: number;
    mean: number[];
    std: number[];
    bias: number;
    weights: number[];
    thresholds: number[];
    /**
     * The 160|200 cut for a proposal the raw engine has seen (the theme bank's): the mixed one, without `topCut`. There
     * the raw grades already give 200 about as often as the raters, and the top cut gave it up to twice as often.
     */
    seenTop?: number;
  }[];
  /**
   * The model fitted on essays given only 2–5 of their references: the full model learns from proposals with 5–10
   * graded essays and, read with 2, trusts them too much (lab/evaluation.ts, `FEW_REFERENCES`). With n references
   * its share in the grade is `blend[n - 2]` (0 past the end): each competency's ridge output and cut points are
   * α·few + (1 − α)·full, α chosen per n by an inner CV (`chooseReferenceModel` with `blend`; tried, not shipped).
   * Without `blend` (the shipped model): 1 below `below`, 0 from there on.
   */
  few?: { below: number; competencies: ReferenceModel['competencies']; blend?: number[] };
  /** Share of the midpoints in the cut points (the rest: QWK-optimal ones), chosen by the fit. */
  midpoints?: number;
  /**
   * On a proposal the raw engine has seen (the theme bank's), each competency's ridge output is moved away from the
   * references' mean human grade by this factor before it is cut: m + s·(value − m). Absent: 1. Tried, not shipped
   * (scripts/heldout.ts; docs/corrector.md, The extremes): chosen by total QWK inside the folds it lifted the bank's
   * top group 9–25 points (830, 88 short on the mean of 3 partitions), not to within 85, and cost 5–7 points within 100.
   */
  seenStretch?: number;
  /** C1's share of the midpoints when fixed apart from the others' (REFERENCE_MODEL.c1Midpoints). */
  c1Midpoints?: number;
  source?: string;
};

/**
 * Prior weight of "the proposal grades like the training data": the leniency measured on n references is trusted
 * n/(n+K) (empirical-Bayes shrinkage towards zero). One reference moves a grade a third of its disagreement; many
 * consistent ones move it almost all the way. K = 2 by leave-one-essay-out within prompt on the development file
 * (cross-validated predictions, two partitions; K = 1–2 best, 8 and up clearly worse). The fitted
 * reference model keeps it for C1 and reads C2–C5's features with K = 4 (`REFERENCE_MODEL.priors` in lab/evaluation.ts).
 */
export const LENIENCY_PRIOR = 2;

/**
 * How much more the references that resemble the essay count (issue 11). A reference's weight is
 * exp(β·(cos − median cos)) · exp(−(Δtotal)² / 2σ²): closeness in the text model's space (style, vocabulary, errors) and
 * in the engine's raw total (graders of a prompt are not equally lenient with weak and strong essays). Weights are
 * scaled to mean 1, so with equal weights the shift is the plain shrunk leniency, and one reference still moves a
 * third. β = 10 and σ = 100 by leave-one-essay-out within prompt on the development file (two CV partitions; β 5–40,
 * σ 60–200 and K 1–4 tried): total QWK 0.624 → 0.642, within 100 points 57 % → 64 %.
 */
export const SIMILARITY = { beta: 10, sigma: 100 } as const;

/**
 * The reference model needs at least this many references; with one, the plain leniency applies. Leave-one-out on the
 * development file (screening, 3 partitions): the same total QWK, +0.6 point within 100 — and with one reference that
 * agrees with the engine, the model alone would still move some grades a level (it regresses towards the corpus).
 */
export const MODEL_MIN_REFERENCES = 2;

/**
 * Whether a graded essay says how this proposal is graded: all five human grades 0 is an annulment (a copy, a fuga ao
 * tema, a reason the text may not show), a decision apart from the grading scale; and one the engine itself annuls has
 * no raw grade to compare with. Neither moves the other essays' grades. Theme-bank case, partitions 0–2: within 100
 * points 64.6 → 66.4 %, total MAE 96.5 → 92.7.
 */
export const gradesTheProposal = (r: { humanas: readonly number[]; anulada?: boolean }) =>
  !r.anulada && r.humanas.some((n) => n > 0);

export type Calibration = { notas: Notas; confiancas: Confidence[]; calibracao: Calibracao };

const sum = (xs: readonly number[]) => xs.reduce((s, x) => s + x, 0);

/** Each reference's weight for this essay (mean 1); all 1 when the essay is not given. */
export function similarityWeights(
  refs: readonly ScoredReference[],
  essay?: CalibratedEssay,
  sim = SIMILARITY,
): number[] {
  if (!essay || refs.length === 0) return refs.map(() => 1);
  const cos = refs.map((r) => (essay.vetor && r.vetor ? cosineSimilarity(essay.vetor, r.vetor) : 0));
  const median = [...cos].sort((a, b) => a - b)[cos.length >> 1]!;
  const total = sum(essay.previstas);
  const raw = refs.map(
    (r, j) =>
      Math.exp(sim.beta * (cos[j]! - median)) *
      Math.exp(-((sum(r.previstas) - total) ** 2) / (2 * sim.sigma * sim.sigma)),
  );
  const mean = sum(raw) / raw.length;
  return mean > 0 ? raw.map((w) => w / mean) : refs.map(() => 1);
}

/**
 * The proposal's leniency per competency for this essay: the references' (human − engine) differences, weighted by
 * their resemblance to the essay, shrunk towards zero: Σw·d / (Σw + K). Equal weights give n/(n+K) · mean.
 */
export function leniency(
  refs: readonly ScoredReference[],
  prior = LENIENCY_PRIOR,
  weights: readonly number[] = refs.map(() => 1),
): Notas {
  const shift = [0, 0, 0, 0, 0] as Notas;
  if (refs.length === 0) return shift;
  const sw = sum(weights);
  for (let c = 0; c < 5; c++)
    shift[c] = refs.reduce((s, r, j) => s + weights[j]! * (r.humanas[c] - r.previstas[c]), 0) / (sw + prior);
  return shift;
}

/**
 * The reference model's inputs for one essay: its five continuous raw predictions; per competency the references'
 * human mean × n/(n+K) and the similarity-weighted shrunk leniency (`leniency`); and n/(n+K).
 */
export function referenceFeatures(
  continuas: readonly number[],
  refs: readonly ScoredReference[],
  weights: readonly number[],
  prior = LENIENCY_PRIOR,
): number[] {
  const n = refs.length;
  const trust = n / (n + prior);
  const shift = leniency(refs, prior, weights);
  const f = [...continuas.slice(0, 5)];
  for (let c = 0; c < 5; c++) f.push(n ? (trust * sum(refs.map((r) => r.humanas[c]))) / n : 0, shift[c]);
  f.push(trust);
  return f;
}

/** The few-reference model's share α in the grade of an essay with n references (`ReferenceModel.few`). */
export function fewShare(model: ReferenceModel, n: number): number {
  if (!model.few) return 0;
  if (model.few.blend) return model.few.blend[n - 2] ?? 0;
  return n < model.few.below ? 1 : 0;
}

/**
 * Levels the reference model gives an essay: each competency's ridge on the features built with its own K, the full
 * model's and the few-reference one's mixed by `fewShare` (outputs and cut points alike).
 */
export function referenceModelLevels(
  model: ReferenceModel,
  continuas: readonly number[],
  refs: readonly ScoredReference[],
  weights: readonly number[],
  promptSeen = false,
): Notas {
  const byPrior = new Map<number, number[]>();
  const alpha = fewShare(model, refs.length);
  // Each competency's ridge output and cut points (a theme-bank proposal's own 160|200 cut when seen).
  const read = (m: ReferenceModel['competencies'][number]) => {
    let features = byPrior.get(m.prior);
    if (!features) byPrior.set(m.prior, (features = referenceFeatures(continuas, refs, weights, m.prior)));
    const z = features.map((x, d) => (x - m.mean[d]!) / (m.std[d] || 1));
    const thresholds = promptSeen && m.seenTop !== undefined ? [...m.thresholds.slice(0, 4), m.seenTop] : m.thresholds;
    return { value: z.reduce((s, v, d) => s + v * m.weights[d]!, m.bias), thresholds };
  };
  const stretch = promptSeen && refs.length ? (model.seenStretch ?? 1) : 1;
  const stretched = (c: number, r: { value: number; thresholds: number[] }) => {
    if (stretch === 1) return r;
    const centre = sum(refs.map((x) => x.humanas[c]!)) / refs.length;
    return { ...r, value: centre + stretch * (r.value - centre) };
  };
  return model.competencies.map((m, c) => {
    const full = alpha < 1 ? stretched(c, read(m)) : undefined;
    const few = alpha > 0 ? stretched(c, read(model.few!.competencies[c]!)) : undefined;
    if (!few) return levelOf(full!.value, full!.thresholds);
    if (!full) return levelOf(few.value, few.thresholds);
    const mix = (a: number, b: number) => alpha * a + (1 - alpha) * b;
    return levelOf(
      mix(few.value, full.value),
      few.thresholds.map((t, i) => mix(t, full.thresholds[i]!)),
    );
  }) as Notas;
}

/**
 * An essay's text with its spacing and line breaks made uniform: the same essay pasted again compares equal (an essay is
 * never its own reference, whatever its line breaks).
 */
export const spacingFree = (texto: string) => texto.replace(/\s+/g, ' ').trim();

/**
 * Key of a reference text in the table of out-of-fold raw grades (params/referencias-oof.json): the same essay with
 * other line breaks or spacing has the same key.
 */
export function referenceKey(texto: string): string {
  return createHash('sha256').update(spacingFree(texto)).digest('hex').slice(0, 16);
}

export function describeCalibration(n: number): string {
  return n === 1
    ? 'calibrada com 1 redação corrigida desta proposta'
    : `calibrada com ${n} redações corrigidas desta proposta`;
}

/**
 * Moves the engine's grades by the proposal's leniency (weighted towards the references that resemble `essay`, when
 * given) and narrows/widens each plausible range by how well the shifted engine matched the references. With no
 * references it returns undefined: grades stay exactly as they were.
 */
export function calibrate(
  notas: Notas,
  confiancas: readonly Confidence[],
  refs: readonly ScoredReference[],
  prior = LENIENCY_PRIOR,
  essay?: Omit<CalibratedEssay, 'previstas'>,
  model?: ReferenceModel,
): Calibration | undefined {
  const n = refs.length;
  if (n === 0) return undefined;
  const weights = similarityWeights(refs, essay && { previstas: notas, vetor: essay.vetor });
  let shift = leniency(refs, prior, weights);
  // With the fitted reference model (and the essay's continuous predictions) the levels come from it; the shift is
  // then what it moved each grade by. A single reference keeps the plain shrunk leniency (a third of its disagreement).
  const modelled =
    model && essay?.continuas && n >= MODEL_MIN_REFERENCES
      ? referenceModelLevels(model, essay.continuas, refs, weights, essay.promptSeen)
      : undefined;
  if (modelled) shift = modelled.map((l, c) => l - notas[c]) as Notas;
  const w = n / (n + prior);
  const share = weights.map((x) => x / sum(weights));
  const out = [0, 0, 0, 0, 0] as Notas;
  const conf: Confidence[] = [];
  for (let c = 0; c < 5; c++) {
    const level = modelled ? modelled[c] : snapToLevel(notas[c] + shift[c]);
    out[c] = level;
    // What the shifted engine still misses on the references, the resembling ones counting more.
    const residuals = refs.map((r) => r.humanas[c] - (r.previstas[c] + shift[c]));
    const rms = Math.sqrt(residuals.reduce((s, e, j) => s + share[j]! * e * e, 0));
    const hits = residuals.reduce((s, e, j) => s + (Math.abs(e) <= 20 ? share[j]! : 0), 0);
    const base = confiancas[c] ?? { probabilidade: 0.5, faixa: [level, level] as [number, number] };
    const halfBase = (base.faixa[1] - base.faixa[0]) / 2;
    // Blend the model's own spread with the spread observed on the references, trusting the latter n/(n+prior).
    const half = (1 - w) * halfBase + w * rms;
    conf.push({
      probabilidade: Math.min(0.99, Math.max(0, (1 - w) * base.probabilidade + w * hits)),
      faixa: [snapToLevel(Math.min(level, level - half)), snapToLevel(Math.max(level, level + half))],
    });
  }
  return {
    notas: out,
    confiancas: conf,
    calibracao: {
      referencias: n,
      descricao: describeCalibration(n),
      deslocamento: shift.map((d) => Math.round(d * 10) / 10) as Notas,
    },
  };
}

export type { ReferenciaCorrigida };

/** How many graded essays of a proposal to ask a teacher for (shared with the proposal service's API). */
export { USEFUL_REFERENCES };

/**
 * Which essays of a proposal a teacher should grade first so the references calibrate it fastest, and how many more
 * would still help. Candidates are the proposal's essays not yet graded, each with the engine's raw total; graded are
 * the raw totals of those already graded. The order is kernel herding on the raw totals (a Gaussian kernel, bandwidth
 * the candidates' standard deviation): each pick is the essay most typical of the proposal that the essays already
 * picked or graded do not yet stand for — first the middle of the proposal, then both sides of it. The first
 * references' mean then estimates the proposal's mean with less noise than a random draw (test/suggest-references).
 */
export function suggestReferences(
  candidates: readonly { id: string; total: number }[],
  graded: readonly number[] = [],
  useful = USEFUL_REFERENCES,
): { ordem: string[]; faltam: number } {
  const faltam = Math.max(0, Math.min(useful - graded.length, candidates.length));
  const xs = candidates.map((c) => c.total);
  const mean = sum(xs) / (xs.length || 1);
  const h = Math.sqrt(sum(xs.map((x) => (x - mean) ** 2)) / (xs.length || 1)) || 1;
  const kernel = (a: number, b: number) => Math.exp(-((a - b) ** 2) / (2 * h * h));
  // How typical each candidate is of the proposal (its mean kernel to every candidate and graded essay).
  const all = [...xs, ...graded];
  const typical = xs.map((x) => sum(all.map((y) => kernel(x, y))) / all.length);
  const picked = [...graded];
  const left = new Set(candidates.map((_, i) => i));
  const ordem: string[] = [];
  while (left.size) {
    let best = -1;
    let bestScore = -Infinity;
    for (const i of left) {
      const score = typical[i]! - sum(picked.map((t) => kernel(xs[i]!, t))) / (picked.length + 1);
      if (score > bestScore || (score === bestScore && candidates[i]!.id < candidates[best]!.id))
        [best, bestScore] = [i, score];
    }
    left.delete(best);
    picked.push(xs[best]!);
    ordem.push(candidates[best]!.id);
  }
  return { ordem, faltam };
}
