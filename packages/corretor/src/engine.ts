// The local correction engine: offline, CPU-only, Portuguese. Loads the dictionary and parameters once.
import type { Analysis, CorrectionEngine, CorrectionInput, ReportProgress } from '@argumenta/contracts';
import { readFileSync } from 'node:fs';
import { analyzeSteps, analyzeText, type TextAnalysis } from './analysis.js';
import { buildFeedback } from './feedback.js';
import { grade, type Grades } from './grades.js';
import type { ModelParams } from './model.js';
import { loadSpeller, type Speller } from './speller.js';

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

function checkAbort(signal?: AbortSignal) {
  if (signal?.aborted) throw signal.reason instanceof Error ? signal.reason : new DOMException('Correção cancelada', 'AbortError');
}

export async function createLocalEngine(options: { params?: ModelParams } = {}): Promise<LocalEngine> {
  const speller = await loadSpeller();
  const params = options.params ?? loadParams();
  return {
    name: 'local',
    speller,
    grade: (analysis) => grade(analysis, params).notas,
    score(input) {
      const analysis = analyzeText(input, speller, { suggestions: false });
      return { notas: grade(analysis, params).notas, analysis };
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
      const g = grade(a, params);
      await reportProgress({ phase: 'grades', percent: 85, message: `Notas calculadas: total ${g.notas.reduce((s, n) => s + n, 0)}.` });
      checkAbort(signal);
      const analysis = buildFeedback(a, g);
      await reportProgress({ phase: 'feedback', percent: 95, message: 'Comentários e sugestões montados.' });
      return analysis;
    },
  };
}
