// Regenerates what calibration with a proposal's references ships with the committed model (issue 11):
//   params/referencias-oof.json — each development essay's raw grades from the prompt-grouped CV (a model that never
//     saw its prompt), keyed by text: the theme bank's references are compared with a new essay through these, never
//     through the committed model's own grades (fitted on them, they hide the leniency);
//   params/calibration.json — the reference model (calibration.ts, ReferenceModel) fitted on those grades, each essay
//     using the other essays of its prompt as references: for every proposal, a teacher's or one of the bank. Its
//     constants (160|200 share, K) and those of its few-reference model are chosen by chooseReferenceModel's inner
//     prompt-grouped CV on all prompts, as each fold of `corretor:eval --cv --referencias` chooses them (`escolha`).
// Leaving one essay out within its prompt (scripts/heldout.ts --folds 26), this recipe beat the one with raw grades
// from folds within each prompt that the bank used from 2026-11-26 to 2026-11-27 (packages/corretor/README.md).
// `npx tsx packages/corretor/scripts/fit-calibration.ts [--csv development.csv] [--prompts prompts.csv]`
// Run it after scripts/fit.ts (the out-of-fold grades belong to the committed parameters' options). ~1 min.
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { referenceKey } from '../src/calibration.js';
import { loadParams } from '../src/engine.js';
import { chooseReferenceModel, committedFitOptions, crossValidatedScores } from '../src/lab/evaluation.js';
import { loadDevelopmentSet, PARAMS_DIR, referenceEssays } from './development.js';

const set = await loadDevelopmentSet();
const { essays, analyses } = set;
const params = loadParams();
const opt = committedFitOptions(params);
const y = essays.map((e) => e.competence);
const groups = essays.map((e) => e.prompt);
const grouped = crossValidatedScores(analyses, y, groups, opt);
const corpus = 'Essay-BR development (Marinho, Anchiêta & Moura, 2021), MIT';
const source = `${corpus}; CV agrupada por proposta (5 partes, partição 0)`;
const base = referenceEssays(set, params);
const notas = Object.fromEntries(base.map((e, i) => [referenceKey(e.texto), grouped[i]!.notas]));
const out = PARAMS_DIR;
writeFileSync(join(out, 'referencias-oof.json'), JSON.stringify({ source, notas }) + '\n');
// The constants (160|200 share, K, few-reference training) chosen as each fold of `corretor:eval --cv` chooses them,
// here on every prompt.
const { model, choice } = chooseReferenceModel(base.map((e, i) => ({ ...e, ...grouped[i]! })));
writeFileSync(join(out, 'calibration.json'), JSON.stringify({ ...model, escolha: choice, source }, null, 1) + '\n');
console.log(`constantes escolhidas por CV agrupada por proposta: ${JSON.stringify(choice)}`);
console.log(`${Object.keys(notas).length} notas fora da parte e o modelo de referências gravados em ${out}`);
