// Regenerates what calibration with a proposal's references ships with the committed model (issue 11):
//   params/calibration.json — the reference model for a proposal the engine never saw (a teacher's), fitted on each
//     development essay's raw grades from the prompt-grouped CV (a model that never saw its prompt), each essay using the
//     other essays of its prompt as references;
//   params/referencias-oof.json — each development essay's raw grades from folds within its prompt (a model that saw the
//     prompt's other essays but not this one), keyed by text: a theme-bank proposal's references are compared with a new
//     essay, which the committed engine grades having seen its prompt, through these, never through the committed
//     model's own grades (fitted on them, they hide the leniency);
//   params/calibration-banco.json — the reference model for a theme-bank proposal, fitted on those within-prompt grades
//     with its 160|200 cuts chosen in inner folds (`fitBankReferenceModel`).
// Leaving one essay out within its prompt (scripts/heldout.ts --folds 26) this bank recipe is the row "Alternativa com o
// corte 160|200 … escolhido em partes internas" (docs/corrector.md, The extremes).
// `npx tsx packages/corretor/scripts/fit-calibration.ts [--csv development.csv] [--prompts prompts.csv]`
// Run it after scripts/fit.ts (the out-of-fold grades belong to the committed parameters' options). ~2 min.
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { referenceKey } from '../src/calibration.js';
import { loadParams } from '../src/engine.js';
import {
  committedFitOptions,
  crossValidatedScores,
  essayFolds,
  fitBankReferenceModel,
  fitReferenceModel,
} from '../src/lab/evaluation.js';
import { loadDevelopmentSet, PARAMS_DIR, referenceEssays } from './development.js';

const set = await loadDevelopmentSet();
const { essays, analyses } = set;
const params = loadParams();
const opt = committedFitOptions(params);
const y = essays.map((e) => e.competence);
const groups = essays.map((e) => e.prompt);
const grouped = crossValidatedScores(analyses, y, groups, opt);
const inPrompt = crossValidatedScores(analyses, y, groups, opt, 5, 0, essayFolds(groups, 5, 1));
const corpus = 'Essay-BR development (Marinho, Anchiêta & Moura, 2021), MIT';
const base = referenceEssays(set, params);
const items = (scores: typeof grouped) => base.map((e, i) => ({ ...e, ...scores[i]! }));
const notas = Object.fromEntries(base.map((e, i) => [referenceKey(e.texto), inPrompt[i]!.notas]));
const out = PARAMS_DIR;
const write = (file: string, value: object) => writeFileSync(join(out, file), JSON.stringify(value, null, 1) + '\n');
const withinPrompt = `${corpus}; 5 partes dentro de cada proposta (partição 1)`;
writeFileSync(join(out, 'referencias-oof.json'), JSON.stringify({ source: withinPrompt, notas }) + '\n');
write('calibration.json', {
  ...fitReferenceModel(items(grouped)),
  source: `${corpus}; CV agrupada por proposta (5 partes, partição 0)`,
});
write('calibration-banco.json', { ...fitBankReferenceModel(items(inPrompt)), source: withinPrompt });
console.log(`${Object.keys(notas).length} notas fora da parte e os dois modelos de referências gravados em ${out}`);
