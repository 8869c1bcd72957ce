// The local correction engine: offline, CPU-only, Portuguese. Loads the dictionary and parameters once.
import type { Analysis, CorrectionEngine, CorrectionInput, ReportProgress } from '@argumenta/contracts';
import { readFileSync } from 'node:fs';
import { analyzeSteps, analyzeText, type TextAnalysis } from './analysis.js';
import { calibrate, type Notas, type ScoredReference } from './calibration.js';
import { buildFeedback } from './feedback.js';
import { grade, type Grades } from './grades.js';
import type { ModelParams } from './model.js';
import { loadSpeller, type Speller } from './speller.js';
import { textCounts, textVector, type SparseVec } from './textmodel.js';

let paramsCache: ModelParams | undefined;
/** The committed model parameters (params/model.json). */
export function loadParams(): ModelParams {
  paramsCache ??= JSON.parse(readFileSync(new URL('../params/model.json', import.meta.url), 'utf8')) as ModelParams;
  return paramsCache;
}

export type LocalEngine = CorrectionEngine & {
  /** Scores only (no feedback, no spelling suggestions): the fast path for evaluation. */
  score(input: CorrectionInput): { notas: Grades['notas']; analysis: TextAnalysis };
  /** Grades of an analysis already made (as analyzeText returns it). */
  grade(analysis: TextAnalysis): Grades['notas'];
  readonly speller: Speller;
};

/**
 * The grades with the proposal's references applied (weighted by their resemblance to the essay when `vetor`, its text
 * vector, is given); an official rule's cap is never lifted by calibration.
 */
export function applyCalibration(a: Pick<TextAnalysis, 'anulacao'>, g: Grades, refs: readonly ScoredReference[], vetor?: SparseVec): Grades {
  if (a.anulacao) return g;
  const cal = calibrate(g.notas, g.confiancas, refs, undefined, { vetor });
  if (!cal) return g;
  const notas = cal.notas.map((n, i) => (g.regras[i] !== undefined ? Math.min(n, g.notas[i]) : n)) as Notas;
  return { notas, confiancas: cal.confiancas, regras: g.regras, calibracao: cal.calibracao };
}

// References repeat across essays of a proposal: their raw grades are cached by text (bounded).
const REFERENCE_CACHE_MAX = 5000;

function checkAbort(signal?: AbortSignal) {
  if (signal?.aborted) throw signal.reason instanceof Error ? signal.reason : new DOMException('Correção cancelada', 'AbortError');
}

export async function createLocalEngine(options: { params?: ModelParams } = {}): Promise<LocalEngine> {
  const speller = await loadSpeller();
  const params = options.params ?? loadParams();
  // The text model's space (hashed n-grams of the analysed text): where resemblance to the references is measured.
  const vectorOf = (a: TextAnalysis): SparseVec | undefined => (params.text ? textVector(textCounts(a.doc.text, params.text.dim), params.text.wordWeight) : undefined);
  const refCache = new Map<string, { notas: Notas; vetor?: SparseVec }>();
  const rawGrades = (texto: string) => {
    let scored = refCache.get(texto);
    if (!scored) {
      const a = analyzeText({ texto }, speller, { suggestions: false });
      scored = { notas: grade(a, params).notas, vetor: vectorOf(a) };
      if (refCache.size >= REFERENCE_CACHE_MAX) refCache.delete(refCache.keys().next().value as string);
      refCache.set(texto, scored);
    }
    return scored;
  };
  const scoredReferences = (input: CorrectionInput): ScoredReference[] =>
    (input.referencias ?? [])
      .filter((r) => r.texto.trim() !== input.texto.trim())
      .map((r) => {
        const { notas, vetor } = rawGrades(r.texto);
        return { texto: r.texto, humanas: r.notas, previstas: notas, vetor };
      });
  const calibrated = (a: TextAnalysis, input: CorrectionInput): Grades => {
    const refs = scoredReferences(input);
    return applyCalibration(a, grade(a, params), refs, refs.length ? vectorOf(a) : undefined);
  };
  return {
    name: 'local',
    speller,
    grade: (analysis) => grade(analysis, params).notas,
    score(input) {
      const analysis = analyzeText(input, speller, { suggestions: false });
      return { notas: calibrated(analysis, input).notas, analysis };
    },
    async correct(input: CorrectionInput, reportProgress: ReportProgress, signal?: AbortSignal): Promise<Analysis> {
      checkAbort(signal);
      const steps = analyzeSteps(input, speller);
      let a: TextAnalysis;
      for (;;) {
        const step = steps.next();
        if (step.done) {
          a = step.value;
          break;
        }
        const { etapa, resumo } = step.value;
        await reportProgress(etapa === 0 ? { phase: 'reading', percent: 10, message: resumo } : { phase: 'competencies', percent: 5 + etapa * 15, message: resumo });
        checkAbort(signal);
      }
      checkAbort(signal);
      const g = calibrated(a, input);
      await reportProgress({ phase: 'grades', percent: 85, message: `Notas calculadas: total ${g.notas.reduce((s, n) => s + n, 0)}.` });
      checkAbort(signal);
      const analysis = buildFeedback(a, g);
      await reportProgress({ phase: 'feedback', percent: 95, message: 'Comentários e sugestões montados.' });
      return analysis;
    },
  };
}
