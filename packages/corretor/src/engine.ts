// The local correction engine: offline, CPU-only, Portuguese. Loads the dictionary and parameters once.
import type { Analysis, CorrectionEngine, CorrectionInput, ReportProgress } from '@argumenta/contracts';
import { readFileSync } from 'node:fs';
import { analyzeSteps, analyzeText, type TextAnalysis } from './analysis.js';
import { themeIndex } from './analysis/off-topic.js';
import {
  calibrate,
  gradesTheProposal,
  referenceKey,
  spacingFree,
  type Notas,
  type ReferenceModel,
  type ScoredReference,
} from './calibration.js';
import { buildFeedback } from './feedback.js';
import { grade, tangentRule, type Grades } from './grades.js';
import type { ModelParams } from './model.js';
import { MorphAnalyzer, type MorphConfig } from './morph/analyzer.js';
import { loadSpeller, type Speller } from './speller.js';
import { cosineSimilarity, textCounts, textVector, type SparseVec } from './textmodel.js';

let paramsCache: ModelParams | undefined;
/** The committed model parameters (params/model.json). */
export function loadParams(): ModelParams {
  paramsCache ??= JSON.parse(readFileSync(new URL('../params/model.json', import.meta.url), 'utf8')) as ModelParams;
  return paramsCache;
}

/**
 * What calibration ships with the parameters (scripts/fit-calibration.ts):
 * - `model`: the reference model (calibration.ts), fitted on raw grades from the prompt-grouped CV (models that never
 *   saw the essay's prompt), for every proposal — a teacher's own or one of the theme bank;
 * - `foraDaParte`: those out-of-fold raw grades of each development essay, keyed by text. The committed parameters
 *   have seen these essays' human grades, so their own grades for the bank's references would hide most of the
 *   proposal's leniency. (A second model for the bank, fitted on raw grades from folds within each prompt, shipped from
 *   2026-11-26 to 2026-11-27: leaving one essay out within its prompt, the way the issue measures it, it did worse —
 *   packages/corretor/README.md.)
 */
export type CalibrationParams = { model?: ReferenceModel; foraDaParte: Map<string, Notas> };

let calibrationCache: CalibrationParams | undefined;
export function loadCalibrationParams(): CalibrationParams {
  if (calibrationCache) return calibrationCache;
  const read = <T>(file: string): T | undefined => {
    try {
      return JSON.parse(readFileSync(new URL(`../params/${file}`, import.meta.url), 'utf8')) as T;
    } catch {
      return undefined;
    }
  };
  const oof = read<{ notas: Record<string, Notas> }>('referencias-oof.json');
  calibrationCache = {
    model: read<ReferenceModel>('calibration.json'),
    foraDaParte: new Map(Object.entries(oof?.notas ?? {})),
  };
  return calibrationCache;
}

const nearestCache = new Map<string, SparseVec>();

/**
 * The `k` references that most resemble `texto` in the text model's space (hashed n-grams, cosine), most similar
 * first, never one with the same text: the examples an engine that cannot calibrate numerically (an LLM) is shown.
 */
export function nearestReferences<R extends { texto: string }>(
  texto: string,
  referencias: readonly R[],
  k: number,
): R[] {
  const t = loadParams().text;
  const self = spacingFree(texto);
  const own = referencias.filter((r) => spacingFree(r.texto) !== self);
  if (!t) return own.slice(0, k);
  const vec = (x: string) => textVector(textCounts(x, t.dim), t.wordWeight);
  // A proposal's references recur with each of its essays: each is vectorised once (bounded cache, by text).
  const refVec = (x: string) => {
    let r = nearestCache.get(x);
    if (!r) {
      r = vec(x);
      if (nearestCache.size >= REFERENCE_CACHE_MAX) nearestCache.delete(nearestCache.keys().next().value as string);
      nearestCache.set(x, r);
    }
    return r;
  };
  const v = vec(texto);
  return own
    .map((r, i) => ({ r, i, cos: cosineSimilarity(v, refVec(r.texto)) }))
    .sort((a, b) => b.cos - a.cos || a.i - b.i)
    .slice(0, k)
    .map((x) => x.r);
}

export type LocalEngine = CorrectionEngine & {
  /** Scores only (no feedback, no spelling suggestions): the fast path for evaluation. */
  score(input: CorrectionInput): { notas: Grades['notas']; analysis: TextAnalysis };
  /** Grades of an analysis already made (as analyzeText returns it). */
  grade(analysis: TextAnalysis): Grades['notas'];
  readonly speller: Speller;
  /** The morphological analyser (one lt-proc for the engine, shared by concurrent corrections). */
  readonly morph: MorphAnalyzer;
  /**
   * Analyses the words of the input (essay and references) so that the synchronous `score` reads them; `correct` does
   * it by itself. Without the analyser it resolves at once.
   */
  prepare(input: CorrectionInput | readonly string[]): Promise<void>;
  /** Stops the analyser's process (the worker's graceful shutdown). */
  close(): Promise<void>;
};

/**
 * The grades with the proposal's references applied (weighted by their resemblance to the essay when `vetor`, its text
 * vector, is given); an official rule's cap is never lifted by calibration.
 */
export function applyCalibration(
  a: Pick<TextAnalysis, 'anulacao' | 'c2'>,
  g: Grades,
  refs: readonly ScoredReference[],
  vetor?: SparseVec,
  model?: ReferenceModel,
  promptSeen = false,
): Grades {
  if (a.anulacao) return g;
  const cal = calibrate(g.notas, g.confiancas, refs, undefined, { vetor, continuas: g.continuas, promptSeen }, model);
  if (!cal) return g;
  // A tangent essay's C2 is level 1 whatever the references say.
  const fixed = (i: number) => i === 1 && tangentRule(a) !== undefined;
  const notas = cal.notas.map((n, i) =>
    fixed(i) ? g.notas[i] : g.regras[i] !== undefined ? Math.min(n, g.notas[i]) : n,
  ) as Notas;
  return { notas, confiancas: cal.confiancas, regras: g.regras, calibracao: cal.calibracao, continuas: g.continuas };
}

// References repeat across essays of a proposal: their raw grades are cached by text (bounded).
const REFERENCE_CACHE_MAX = 5000;

function checkAbort(signal?: AbortSignal) {
  if (signal?.aborted)
    throw signal.reason instanceof Error ? signal.reason : new DOMException('Correção cancelada', 'AbortError');
}

export async function createLocalEngine(
  options: { params?: ModelParams; calibration?: CalibrationParams; morph?: MorphConfig } = {},
): Promise<LocalEngine> {
  const speller = await loadSpeller();
  const morph = new MorphAnalyzer(options.morph);
  const textsOf = (input: CorrectionInput | readonly string[]): readonly string[] =>
    'texto' in input ? [input.texto, ...(input.referencias ?? []).map((r) => r.texto)] : input;
  // The fuga-ao-tema check's index of the bank's themes, built now rather than in the first correction with a proposal.
  themeIndex();
  const params = options.params ?? loadParams();
  // The shipped calibration belongs to the shipped parameters: other parameters calibrate by the plain leniency.
  const calibration =
    options.calibration ?? (options.params ? { foraDaParte: new Map<string, Notas>() } : loadCalibrationParams());
  // The text model's space (hashed n-grams of the analysed text): where resemblance to the references is measured.
  const vectorOf = (a: TextAnalysis): SparseVec | undefined =>
    params.text ? textVector(textCounts(a.doc.text, params.text.dim), params.text.wordWeight) : undefined;
  const refCache = new Map<string, { notas: Notas; vetor?: SparseVec; anulada: boolean; doBanco: boolean }>();
  // A reference is read as the essay is, with the proposal (its theme features depend on it); a development essay of
  // the theme bank takes its out-of-fold raw grades.
  const rawGrades = (texto: string, proposta: CorrectionInput['proposta']) => {
    const key = `${proposta?.titulo ?? ''}\u0000${proposta?.texto_apoio ?? ''}\u0000${texto}`;
    let scored = refCache.get(key);
    if (!scored) {
      const a = analyzeText({ texto, proposta }, speller, { suggestions: false, morph });
      const oof = calibration.foraDaParte.get(referenceKey(texto));
      scored = {
        notas: oof ?? grade(a, params).notas,
        vetor: vectorOf(a),
        anulada: !!a.anulacao,
        doBanco: oof !== undefined,
      };
      if (refCache.size >= REFERENCE_CACHE_MAX) refCache.delete(refCache.keys().next().value as string);
      refCache.set(key, scored);
    }
    return scored;
  };
  const calibrated = (a: TextAnalysis, input: CorrectionInput): Grades => {
    const self = spacingFree(input.texto);
    const read = (input.referencias ?? [])
      .filter((r) => spacingFree(r.texto) !== self)
      .map((r) => ({ r, s: rawGrades(r.texto, input.proposta) }))
      .filter(({ r, s }) => gradesTheProposal({ humanas: r.notas, anulada: s.anulada }));
    const refs: ScoredReference[] = read.map(({ r, s }) => ({
      texto: r.texto,
      humanas: r.notas,
      previstas: s.notas,
      vetor: s.vetor,
    }));
    // References from the development file mean a theme-bank proposal, whose essays the shipped engine was fitted on.
    const promptSeen = read.some(({ s }) => s.doBanco);
    return applyCalibration(
      a,
      grade(a, params),
      refs,
      refs.length ? vectorOf(a) : undefined,
      calibration.model,
      promptSeen,
    );
  };
  return {
    name: 'local',
    speller,
    morph,
    prepare: (input) => morph.prepare(textsOf(input)),
    close: () => morph.close(),
    grade: (analysis) => grade(analysis, params).notas,
    score(input) {
      const analysis = analyzeText(input, speller, { suggestions: false, morph });
      return { notas: calibrated(analysis, input).notas, analysis };
    },
    async correct(input: CorrectionInput, reportProgress: ReportProgress, signal?: AbortSignal): Promise<Analysis> {
      checkAbort(signal);
      await morph.prepare(textsOf(input));
      checkAbort(signal);
      const steps = analyzeSteps(input, speller, { morph });
      let a: TextAnalysis;
      for (;;) {
        const step = steps.next();
        if (step.done) {
          a = step.value;
          break;
        }
        const { etapa, resumo } = step.value;
        await reportProgress(
          etapa === 0
            ? { phase: 'reading', percent: 10, message: resumo }
            : { phase: 'competencies', percent: 5 + etapa * 15, message: resumo },
        );
        checkAbort(signal);
      }
      checkAbort(signal);
      const g = calibrated(a, input);
      await reportProgress({
        phase: 'grades',
        percent: 85,
        message: `Notas calculadas: total ${g.notas.reduce((s, n) => s + n, 0)}.`,
      });
      checkAbort(signal);
      const analysis = buildFeedback(a, g);
      await reportProgress({ phase: 'feedback', percent: 95, message: 'Comentários e sugestões montados.' });
      return analysis;
    },
  };
}
