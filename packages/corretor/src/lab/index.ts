// `@argumenta/corretor/lab`: what fitting, evaluating and reporting on the engine needs (scripts/ and the tests), kept
// out of the engine's public face (src/index.ts), which the correction worker and the services import.
export { loadEssays, loadPrompts, parseCsv, parsePyList, type EssayRecord } from '../dataset.js';
export {
  analyzeRecord,
  groupedFolds,
  essayFolds,
  committedFitOptions,
  fitTextModel,
  fitModel,
  rawScore,
  crossValidatedScores,
  crossValidatedGrades,
  fitReferenceModel,
  referenceModelCV,
  calibratedItems,
  calibratedWithReferences,
  withKnownPromptLeniency,
  withinPromptCorrelation,
  c1Signal,
  metrics,
  meanReport,
  formatReport,
  offTopicPairing,
  formatOffTopicReport,
  DEFAULT_TEXT,
  REFERENCE_MODEL,
  type FitOptions,
  type TextOptions,
  type RawScore,
  type ReferenceItem,
  type GradedEssay,
  type Metrics,
  type Report,
} from './evaluation.js';
export { ridge, qwk, calibrateThresholds, solveDual, primalWeights, packTextModel } from './fitting.js';
export { FEATURES } from './features.js';
export {
  parseLabelledSentences,
  loadLabelledSentences,
  evaluateC1,
  formatC1Report,
  raterMarkedRecall,
  type LabelledSentence,
  type C1EvalResult,
} from './c1-eval.js';
