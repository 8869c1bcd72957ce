// Evidence per competency, each item tied to a verbatim passage of the essay, plus the numeric features the
// fitted models read. Nothing here looks at other essays of the proposal: only the essay, its title and the proposal
// (and, to tell a fuga ao tema, the theme bank's proposals and how rare each word is in the bank's essays).
// Each competency lives in its own module under analysis/ (c1-written-norm … c5-intervention); this file segments the
// essay once, runs them in order and assembles the result.
import type { CorrectionInput } from '@argumenta/contracts';
import { analyseWrittenNorm } from './analysis/c1-written-norm.js';
import { analyseTheme } from './analysis/c2-theme.js';
import { analyseArgument } from './analysis/c3-argument.js';
import { analyseCohesion } from './analysis/c4-cohesion.js';
import { analyseInterventionProposal } from './analysis/c5-intervention.js';
import { gamingAndAnnulment } from './analysis/annulment.js';
import { c1RateFeatures } from './analysis/c1-rates.js';
import { genericFeatures } from './analysis/generic.js';
import { posAnalysis } from './analysis/pos.js';
import { shapeFeatures } from './analysis/shape.js';
import type { EssayContext } from './analysis/shared.js';
import type { TextAnalysis } from './analysis/types.js';
import type { Morphology } from './morph/analyzer.js';
import type { Speller } from './speller.js';
import { joinTokens, segment } from './text.js';

export type { ElementFinding, Evidence, InterventionElement, TextAnalysis } from './analysis/types.js';
export { isContent } from './analysis/shared.js';
export { analyseIntervention } from './analysis/c5-intervention.js';

/** Progress of the analysis: step 0 = text segmented, 1…5 = evidence of that competency complete. */
export type AnalysisStep = { etapa: number; resumo: string };

export type AnalyzeOptions = {
  /** Compute spelling suggestions (slower); scoring alone does not need them. Default true. */
  suggestions?: boolean;
  /** Readings of the essay's words (MorphAnalyzer, prepared for this text): C1's grammar rules need them. */
  morph?: Morphology;
};

export function analyzeText(input: CorrectionInput, sp: Speller, options: AnalyzeOptions = {}): TextAnalysis {
  const steps = analyzeSteps(input, sp, options);
  for (;;) {
    const r = steps.next();
    if (r.done) return r.value;
  }
}

/**
 * The analysis as a generator: yields 0 once the text is segmented, then 1…5 as each competency's evidence is complete (the engine reports progress
 * and checks for cancellation between them) and returns the full analysis.
 */
export function* analyzeSteps(
  input: CorrectionInput,
  sp: Speller,
  options: AnalyzeOptions = {},
): Generator<AnalysisStep, TextAnalysis> {
  const withSuggestions = options.suggestions ?? true;
  const doc = segment(input.texto, (w) => sp.check(w) || sp.check(w.toLowerCase()));
  const { tokens, paragraphs, sentences } = doc;
  const words = tokens.length;
  const W = Math.max(words, 1);
  const per100 = (n: number) => (100 * n) / W;
  const j = joinTokens(tokens);
  const features: Record<string, number> = {};
  yield {
    etapa: 0,
    resumo: `Texto lido: ${paragraphs.length} parágrafo(s), ${sentences.length} período(s), ${words} palavras.`,
  };

  const ctx: EssayContext = {
    input,
    sp,
    morph: options.morph,
    doc,
    tokens,
    paragraphs,
    sentences,
    j,
    words,
    W,
    per100,
  };
  const { c1, features: c1Features, fittedDeviations } = analyseWrittenNorm(ctx, withSuggestions);
  Object.assign(features, c1Features);
  yield { etapa: 1, resumo: `Competência 1 avaliada: ${c1.desvios.length} desvio(s) apontado(s).` };

  Object.assign(features, shapeFeatures(ctx, fittedDeviations));
  const theme = analyseTheme(ctx);
  const { c2 } = theme;
  Object.assign(features, theme.features);
  yield { etapa: 2, resumo: `Competência 2 avaliada: aderência ao tema e ${c2.repertorio.length} repertório(s).` };

  const { c3, features: c3Features } = analyseArgument(ctx, { themeBag: theme.themeBag, fonteTema: c2.fonteTema });
  Object.assign(features, c3Features);
  yield {
    etapa: 3,
    resumo: `Competência 3 avaliada: ${c3.tese ? 'tese identificada' : 'tese não identificada'}, ${c3.topicos.length} tópico(s) anunciado(s).`,
  };

  const { c4, features: c4Features } = analyseCohesion(ctx, theme.themeBag);
  Object.assign(features, c4Features);
  yield {
    etapa: 4,
    resumo: `Competência 4 avaliada: ${c4.conectivos.length} conectivo(s), ${c4.entreParagrafos} entre parágrafos.`,
  };

  const { c5, features: c5Features } = analyseInterventionProposal(ctx);
  Object.assign(features, c5Features);
  yield { etapa: 5, resumo: `Competência 5 avaliada: ${c5.validos} elemento(s) da proposta de intervenção.` };

  Object.assign(features, genericFeatures({ doc, c1, c3, c4 }));
  Object.assign(features, c1RateFeatures(doc, c1.desvios));
  const pos = posAnalysis(doc, options.morph);
  Object.assign(features, pos.features);

  const { gaming, gamingFeature, anulacao } = gamingAndAnnulment(ctx, {
    c2,
    c4,
    copied: theme.copied,
    firstPerson: theme.firstPerson,
  });
  features.gaming = gamingFeature;

  return { doc, words, ...(anulacao ? { anulacao } : {}), gaming, c1, c2, c3, c4, c5, features, pos: pos.sequence };
}
