export { createLocalEngine, loadParams, type LocalEngine } from './engine.js';
export { analyzeText, analyzeSteps, analyseIntervention, type AnalysisStep, type TextAnalysis, type Evidence, type AnalyzeOptions, type InterventionElement } from './analysis.js';
export { grade, interventionScore, modelFeatures, type Grades } from './grades.js';
export { buildFeedback } from './feedback.js';
export type { ModelParams, CompetencyModel } from './model.js';
export { loadSpeller, type Speller } from './speller.js';
export { segment, normalizeText, stem, type Doc } from './text.js';
export { loadEssays, loadPrompts, parseCsv, parsePyList, type EssayRecord } from './dataset.js';
export { metrics, formatReport, crossValidatedGrades, type Report } from './evaluation.js';
