// Calibration with a proposal's graded references: each proposal has its own grading standard, which the engine cannot
// know from the essay alone; the references (corpus raters, teachers) reveal it.
import type { Calibracao, Confidence, ReferenciaCorrigida } from '@argumenta/contracts';
import { snapToLevel } from '@argumenta/contracts';

export type Notas = [number, number, number, number, number];

/** A reference with the engine's own (uncalibrated) grades for it. */
export type ScoredReference = { texto: string; humanas: Notas; previstas: Notas };

/**
 * Prior weight of "the proposal grades like the training data": the leniency measured on n references is trusted
 * n/(n+K) (empirical-Bayes shrinkage towards zero). One reference moves a grade a third of its disagreement; many
 * consistent ones move it almost all the way. K = 2 by leave-one-essay-out within prompt on the development file
 * (cross-validated predictions, two partitions; K = 1–2 best, 8 and up clearly worse — see the README).
 */
export const LENIENCY_PRIOR = 2;

export type Calibration = { notas: Notas; confiancas: Confidence[]; calibracao: Calibracao };

/** The proposal's leniency per competency: mean(human − engine) over the references, shrunk towards zero. */
export function leniency(refs: readonly ScoredReference[], prior = LENIENCY_PRIOR): Notas {
  const n = refs.length;
  const shift = [0, 0, 0, 0, 0] as Notas;
  if (n === 0) return shift;
  for (let c = 0; c < 5; c++) {
    const mean = refs.reduce((s, r) => s + r.humanas[c] - r.previstas[c], 0) / n;
    shift[c] = (n / (n + prior)) * mean;
  }
  return shift;
}

export function describeCalibration(n: number): string {
  return n === 1 ? 'calibrada com 1 redação corrigida desta proposta' : `calibrada com ${n} redações corrigidas desta proposta`;
}

/**
 * Moves the engine's grades by the proposal's leniency and narrows/widens each plausible range by how well the
 * shifted engine matched the references. With no references it returns undefined: grades stay exactly as they were.
 */
export function calibrate(
  notas: Notas,
  confiancas: readonly Confidence[],
  refs: readonly ScoredReference[],
  prior = LENIENCY_PRIOR,
): Calibration | undefined {
  const n = refs.length;
  if (n === 0) return undefined;
  const shift = leniency(refs, prior);
  const w = n / (n + prior);
  const out = [0, 0, 0, 0, 0] as Notas;
  const conf: Confidence[] = [];
  for (let c = 0; c < 5; c++) {
    const level = snapToLevel(notas[c] + shift[c]);
    out[c] = level;
    const residuals = refs.map((r) => r.humanas[c] - (r.previstas[c] + shift[c]));
    const rms = Math.sqrt(residuals.reduce((s, e) => s + e * e, 0) / n);
    const hits = residuals.filter((e) => Math.abs(e) <= 20).length / n;
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
    calibracao: { referencias: n, descricao: describeCalibration(n), deslocamento: shift.map((d) => Math.round(d * 10) / 10) as Notas },
  };
}

export type { ReferenciaCorrigida };
