// The engine's public face: what the correction worker and the services import. Fitting, cross-validation and
// reports are the lab's (`@argumenta/corretor/lab`, src/lab/).
export {
  createLocalEngine,
  loadParams,
  loadCalibrationParams,
  applyCalibration,
  nearestReferences,
  type LocalEngine,
  type CalibrationParams,
} from './engine.js';
export {
  calibrate,
  leniency,
  describeCalibration,
  referenceKey,
  suggestReferences,
  USEFUL_REFERENCES,
  LENIENCY_PRIOR,
  MODEL_MIN_REFERENCES,
  type Calibration,
  type ScoredReference,
  type ReferenceModel,
  type Notas,
} from './calibration.js';
export {
  analyzeText,
  analyzeSteps,
  analyseIntervention,
  type AnalysisStep,
  type TextAnalysis,
  type Evidence,
  type AnalyzeOptions,
  type InterventionElement,
} from './analysis.js';
export { grade, interventionScore, modelFeatures, type Grades } from './grades.js';
export { buildFeedback } from './feedback.js';
export type { ModelParams, CompetencyModel } from './model.js';
export { loadSpeller, type Speller } from './speller.js';
export { segment, normalizeText, stem, type Doc } from './text.js';
