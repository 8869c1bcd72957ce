// `npm run corretor:eval -- --csv <Essay-BR format> [--prompts <prompts.csv>] [--cv]`
// Scores every essay with the committed parameters (no refit) and prints agreement with the human grades, one line
// per competency and one for the total (labels C1…C5, TOTAL), then the tolerance shares and essays per second.
// --cv instead refits inside prompt-grouped folds (nested: text model, thresholds / allocation too) for the README
// figures; with --cv, `--mode thresholds|allocation` forces how levels are assigned and `--no-text` drops the text model;
// `--cv --bound` also prints the figures the same predictions would reach if each prompt's grading leniency were
// known (learned from the other essays of the prompt: an analysis of this corpus, never something the engine uses);
// `--cv --partitions N` repeats the CV on N different prompt partitions and also prints their mean (the figures move
// by ±0.02 from one partition to another).
// `--referencias <graded csv>` calibrates every essay with the graded essays of the same prompt id (never an essay
// identical to the one scored). The references' raw predictions come from the same grader as the essays': with --cv,
// the cross-validated model (no essay is graded by a model that saw its prompt); without, the committed parameters.
// Pointing it at the --csv file is leave-one-essay-out within prompt.
import { resolve } from 'node:path';
import { parseArgs } from 'node:util';
import { loadEssays, loadPrompts } from '../src/dataset.js';
import { createLocalEngine, loadParams } from '../src/engine.js';
import { textCounts, textVector } from '../src/textmodel.js';
import { analyzeRecord, calibratedWithReferences, crossValidatedGrades, DEFAULT_TEXT, formatReport, meanReport, metrics, withKnownPromptLeniency, type FitOptions } from '../src/evaluation.js';

const { values } = parseArgs({
  options: { csv: { type: 'string' }, prompts: { type: 'string' }, cv: { type: 'boolean', default: false }, mode: { type: 'string' }, 'no-text': { type: 'boolean', default: false }, bound: { type: 'boolean', default: false }, partitions: { type: 'string', default: '1' }, referencias: { type: 'string' } },
});
if (!values.csv) {
  console.error('Uso: npm run corretor:eval -- --csv <arquivo.csv> [--prompts <prompts.csv>] [--cv] [--referencias <corrigidas.csv>]');
  process.exit(2);
}
const essays = loadEssays(values.csv);
const prompts = values.prompts ? loadPrompts(values.prompts) : undefined;
const engine = await createLocalEngine();
const truth = essays.map((e) => e.competence);
const t0 = performance.now();
const analyses = essays.map((e) => analyzeRecord(e, prompts, engine.speller));
let pred: number[][];
let cvOptions: FitOptions | undefined;
if (values.cv) {
  const params = loadParams();
  const opt: FitOptions = {
    lambda: params.lambda ?? 1000,
    features: params.features,
    ...(params.text && !values['no-text'] ? { text: { ...DEFAULT_TEXT, dim: params.text.dim, wordWeight: params.text.wordWeight } } : {}),
    mode: (values.mode as FitOptions['mode']) ?? (params.allocation ? 'allocation' : 'thresholds'),
  };
  pred = crossValidatedGrades(analyses, truth, essays.map((e) => e.prompt), opt);
  cvOptions = opt;
} else {
  pred = analyses.map((a) => [...engine.grade(a)]);
}
const seconds = (performance.now() - t0) / 1000;
console.log(`${values.cv ? 'Validação cruzada agrupada por proposta (5 partes)' : 'Parâmetros comprometidos (sem reajuste)'}: ${values.csv}`);
console.log(formatReport(metrics(pred, truth), essays.length / seconds));
if (values.referencias) {
  const same = resolve(values.referencias) === resolve(values.csv);
  const refs = same ? essays : loadEssays(values.referencias);
  const refAnalyses = same ? analyses : refs.map((e) => analyzeRecord(e, prompts, engine.speller));
  // Leave-one-out reuses the essays' own raw predictions (cross-validated with --cv); other files are graded alike.
  const refPred = same ? pred : refAnalyses.map((a) => [...engine.grade(a)]);
  // Resemblance is measured in the text model's space, on the analysed text, as the engine does.
  const params = loadParams();
  const vectorOf = (a: (typeof analyses)[number]) => (params.text ? textVector(textCounts(a.doc.text, params.text.dim), params.text.wordWeight) : undefined);
  const text = (e: (typeof essays)[number]) => e.paragraphs.join('\n');
  const calibrated = calibratedWithReferences(
    pred,
    essays.map((e, i) => ({ prompt: e.prompt, texto: text(e), vetor: vectorOf(analyses[i]) })),
    refs.map((e, j) => ({ prompt: e.prompt, texto: text(e), notas: e.competence, vetor: vectorOf(refAnalyses[j]) })),
    refPred,
  );
  console.log(`\nCalibradas com as redações corrigidas de ${values.referencias} da mesma proposta${same ? ' (deixando a própria de fora)' : ''}`);
  console.log(formatReport(metrics(calibrated, truth)));
}
const partitions = Number(values.partitions);
if (cvOptions && partitions > 1) {
  const opt = cvOptions;
  const more = Array.from({ length: partitions - 1 }, (_, i) => metrics(crossValidatedGrades(analyses, truth, essays.map((e) => e.prompt), opt, 5, i + 1), truth));
  console.log(`\nMédia de ${partitions} partições por proposta`);
  console.log(formatReport(meanReport([metrics(pred, truth), ...more])));
}
if (values.cv && values.bound) {
  console.log('\nLimite: as mesmas previsões se a leniência de cada proposta fosse conhecida (análise da base, não é atributo)');
  console.log(formatReport(metrics(withKnownPromptLeniency(pred, truth, essays.map((e) => e.prompt)), truth)));
}
