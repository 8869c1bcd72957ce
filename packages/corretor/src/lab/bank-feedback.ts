// The 686 development essays as the product reads a bank proposal's essay: each with its own proposal (title and
// motivating text), analysed, graded with the committed parameters and turned into feedback. Read by the feedback's
// property test and by scripts/feedback-claim-counts.ts (which loads it from another tree to compare two versions).
import type { Analysis } from '@argumenta/contracts';
import { analyzeText, type TextAnalysis } from '../analysis.js';
import { loadParams } from '../engine.js';
import { buildFeedback } from '../feedback.js';
import { grade, type Grades } from '../grades.js';
import type { Speller } from '../speller.js';
import { loadThemeBank } from '../theme-bank.js';

export type BankEssayFeedback = { promptId: number; a: TextAnalysis; g: Grades; feedback: Analysis };

export function* bankEssayFeedback(sp: Speller): Generator<BankEssayFeedback> {
  const params = loadParams();
  for (const t of loadThemeBank().temas)
    for (const r of t.referencias) {
      const a = analyzeText(
        { texto: r.texto, titulo: null, proposta: { titulo: t.titulo, texto_apoio: t.textoApoio } },
        sp,
        { suggestions: false },
      );
      const g = grade(a, params);
      yield { promptId: t.promptId, a, g, feedback: buildFeedback(a, g) };
    }
}
