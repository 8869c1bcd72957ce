// Regenerates what calibration with a proposal's references ships with the committed model (issue 11):
//   params/referencias-oof.json — each development essay's raw grades from the prompt-grouped CV (a model that never saw
//     its prompt), keyed by text: the theme bank's references are compared with a new essay through these, never through
//     the committed model's own grades (fitted on them, so they would hide each proposal's leniency);
//   params/calibration.json — the reference model (calibration.ts, ReferenceModel) fitted on those out-of-fold grades,
//     each essay using the other essays of its prompt as references.
// `npx tsx packages/corretor/scripts/fit-calibration.ts [--csv development.csv] [--prompts prompts.csv]`
// Run it after scripts/fit.ts (the out-of-fold grades belong to the committed parameters' options).
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { referenceKey } from '../src/calibration.js';
import { loadParams } from '../src/engine.js';
import { committedFitOptions, crossValidatedScores, fitReferenceModel } from '../src/evaluation.js';
import { textCounts, textVector } from '../src/textmodel.js';
import { loadDevelopmentSet, PARAMS_DIR } from './development.js';

const { essays, analyses } = await loadDevelopmentSet();
const params = loadParams();
const scores = crossValidatedScores(analyses, essays.map((e) => e.competence), essays.map((e) => e.prompt), committedFitOptions(params));
const source = 'Essay-BR development (Marinho, Anchiêta & Moura, 2021), MIT; CV agrupada por proposta (5 partes, partição 0)';
const texts = essays.map((e) => e.paragraphs.join('\n'));
const notas = Object.fromEntries(texts.map((t, i) => [referenceKey(t), scores[i]!.notas]));
const out = PARAMS_DIR;
writeFileSync(join(out, 'referencias-oof.json'), JSON.stringify({ source, notas }) + '\n');
const vector = (i: number) => (params.text ? textVector(textCounts(analyses[i]!.doc.text, params.text.dim), params.text.wordWeight) : undefined);
const model = fitReferenceModel(essays.map((e, i) => ({ ...scores[i]!, prompt: e.prompt, texto: texts[i]!, humanas: e.competence, vetor: vector(i) })));
writeFileSync(join(out, 'calibration.json'), JSON.stringify({ ...model, source }, null, 1) + '\n');
console.log(`${Object.keys(notas).length} notas fora da parte e o modelo de referências gravados em ${out}`);
