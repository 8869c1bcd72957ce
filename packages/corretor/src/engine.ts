// The local correction engine: offline, CPU-only, Portuguese. Loads the dictionary and parameters once.
import type { Analysis, CorrectionEngine, CorrectionInput, ReportProgress } from '@argumenta/contracts';
import { readFileSync } from 'node:fs';
import { analyzeText, type TextAnalysis } from './analysis.js';
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
      const a = analyzeText(input, speller);
      await reportProgress({ phase: 'reading', percent: 10, message: `Texto lido: ${a.doc.paragraphs.length} parágrafos, ${a.doc.sentences.length} períodos, ${a.words} palavras.` });
      const messages = [
        `Competência 1 avaliada: ${a.c1.desvios.length} desvios apontados.`,
        `Competência 2 avaliada: tema e ${a.c2.repertorio.length} repertório(s).`,
        `Competência 3 avaliada: ${a.c3.tese ? 'tese identificada' : 'tese não identificada'}.`,
        `Competência 4 avaliada: ${a.c4.conectivos.length} conectivos.`,
        `Competência 5 avaliada: ${a.c5.validos} elemento(s) da proposta de intervenção.`,
      ];
      // The evidence for all five is computed in one pass above; each report marks a competency's evidence as ready.
      for (let i = 0; i < 5; i++) {
        checkAbort(signal);
        await reportProgress({ phase: 'competencies', percent: 20 + i * 15, message: messages[i] });
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
