// Regenerates what calibration with a proposal's references ships with the committed model (issue 11):
//   params/referencias-oof.json — each development essay's raw grades from a CV with folds *within* each prompt (a
//     model that saw the other essays of its prompt, never the essay), keyed by text: the theme bank's references are
//     compared with a new essay of a bank proposal through these — graded as that essay is, by a model fitted on the
//     prompt's other essays — never through the committed model's own grades (fitted on them, they hide the leniency);
//   params/calibration-banco.json — the reference model (calibration.ts, ReferenceModel) fitted on those grades, each
//     essay using the other essays of its prompt as references: for the theme bank's proposals;
//   params/calibration.json — the same model fitted on raw grades from the prompt-grouped CV (a model that never saw
//     the prompt): for a proposal the engine was not fitted on, whose references are teachers' grades.
// `npx tsx packages/corretor/scripts/fit-calibration.ts [--csv development.csv] [--prompts prompts.csv]`
// Run it after scripts/fit.ts (the out-of-fold grades belong to the committed parameters' options). ~1 min.
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { referenceKey } from '../src/calibration.js';
import { loadParams } from '../src/engine.js';
import { committedFitOptions, crossValidatedScores, essayFolds, fitReferenceModel, type RawScore } from '../src/evaluation.js';
import { loadDevelopmentSet, PARAMS_DIR, referenceEssays } from './development.js';

const set = await loadDevelopmentSet();
const { essays, analyses } = set;
const params = loadParams();
const opt = committedFitOptions(params);
const y = essays.map((e) => e.competence);
const groups = essays.map((e) => e.prompt);
const grouped = crossValidatedScores(analyses, y, groups, opt);
const withinPrompt = crossValidatedScores(analyses, y, groups, opt, 5, 0, essayFolds(groups, 5));
const corpus = 'Essay-BR development (Marinho, Anchiêta & Moura, 2021), MIT';
const base = referenceEssays(set, params);
const notas = Object.fromEntries(base.map((e, i) => [referenceKey(e.texto), withinPrompt[i]!.notas]));
const out = PARAMS_DIR;
writeFileSync(join(out, 'referencias-oof.json'), JSON.stringify({ source: `${corpus}; CV em 5 partes dentro de cada proposta (partição 0)`, notas }) + '\n');
const modelOn = (scores: RawScore[]) => fitReferenceModel(base.map((e, i) => ({ ...e, ...scores[i]! })));
writeFileSync(join(out, 'calibration.json'), JSON.stringify({ ...modelOn(grouped), source: `${corpus}; CV agrupada por proposta (5 partes, partição 0)` }, null, 1) + '\n');
writeFileSync(join(out, 'calibration-banco.json'), JSON.stringify({ ...modelOn(withinPrompt), source: `${corpus}; CV em 5 partes dentro de cada proposta (partição 0)` }, null, 1) + '\n');
console.log(`${Object.keys(notas).length} notas fora da parte e os dois modelos de referências gravados em ${out}`);
