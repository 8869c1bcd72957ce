// `npm run corretor:eval -- --csv <Essay-BR format> [--prompts <prompts.csv>] [--cv]`, or `-- --c1 <labelled sentences>`
// (C1's recall and false alarms per category: src/lab/c1-eval.ts).
// Scores every essay with the committed parameters (no refit) and prints agreement with the human grades, one line
// per competency and one for the total (labels C1…C5, TOTAL), then the tolerance shares and essays per second.
// `--cv [--seeds 0,1,2] [--referencias <the --csv file>] [--curva]` prints what docs/corrector.md reports, every figure
// out of sample, over several prompt-grouped partitions (one per seed; 0,1,2 by default): per case (no references; the
// reference model nested in the prompt-grouped CV, its constants — 160|200 share, K, the few-reference model's — chosen
// by an inner prompt-grouped CV on the training prompts (chooseReferenceModel); with --curva only the first 2, 5 and
// 10 graded essays of each proposal, in the order suggestReferences advises and in 5 random orders per partition) the
// mean over the partitions and each figure's
// spread (honestEvaluation in src/lab/evaluation.ts), then, without references, how far the total goes beyond the
// essay's length (correlation and partial correlation with the length held fixed). With --cv, `--mode
// thresholds|allocation` forces how levels are assigned, `--no-text` drops the text model and `--without a,b` leaves
// those features out (what a feature adds), `--blocos a,b` lets every fit choose among those blocks of FEATURE_BLOCKS
// (and `--lambdas 1000,3000` among those λ) by an inner prompt-grouped CV on its own training prompts, `--com a,b` reads
// the blocks with no choice, `--c1-blocos a,b` / `--c1-lambdas 300,1000` the blocks and λ C1's ridge alone chooses
// among (FitOptions.c1Blocks), `--c1-com a,b` the blocks C1's ridge always reads, `--c1-sem c5` the blocks of FEATURES it alone may leave out
// (C1_OMISSIBLE_BLOCKS, chosen with its λ), `--arvores padrão` (or `depths:rates:rounds`, e.g. `2,3:0.05:25,50,100,200`) lets every fit
// add boosted regression trees on each competency's ridge residuals, the candidate or none chosen by the same inner CV
// (`--arvores-linear`: the trees also read the ridge's prediction); `--pares padrão` (or shares, e.g. `-1,-0.5,0,0.5,1`)
// adds the peer step (PeerStep, lab only: each prediction moved by a share of the gap between its proposal's mean
// prediction and the training mean, the share chosen inside each fold; also reported with 3 and 5 of the proposal's
// other essays), `--blocos pares` / `--com pares` the features relative to the proposal's other essays
// (withPeerFeatures), `--cortes qwk:0,0.5,1,1.5` the cut points' mix candidates and score (DEFAULT_CUTS), `--centro 0`
// the targets' centring share, `--ordem padrão` (or `mus:shares`) a pairwise ranking score of the total blended into the
// ridges (RankBlend, DEFAULT_RANK), its penalty and share chosen inside each fold; none is shipped; `--bound` also prints the figures the first partition's predictions would
// reach if each prompt's grading leniency were known (learned from the other essays of the prompt: an analysis of this
// corpus, never something the engine uses); `--sinal-c1` prints how the raters' C1 moves within a prompt with their
// other grades, the engine's cross-validated predictions and the written-norm features (c1Signal).
// `--marcados` prints how many of the deviations the corpus raters corrected inline a C1 finding covers (and the missed).
// Without --cv the committed parameters grade the file: `--referencias <graded csv>` calibrates every essay with the
// graded essays of the same prompt id (never an essay identical to the one scored), the references graded by the
// committed parameters (a development essay by its out-of-fold grades); on essays the engine was fitted on it prints a
// warning that the figures are in sample.
// `--fora-do-tema --aninhado [--seeds 1,2,3]` measures the topic rule with its thresholds chosen on other prompts.
// `--fora-do-tema [--seeds 1,2,3]` (needs --prompts) grades every essay as the product does (committed engine, proposal
// text with the theme bank's title, the graded essays of the proposal as references — those of --referencias, else of
// --csv) twice: with its own prompt, and paired with another prompt of the file picked by each seed. It prints, per
// seed, the share of paired essays annulled or with C2 ≤ 40 and their mean total, and for the own prompts the share of
// essays the raters gave C2 ≥ 80 that are flagged off topic (fuga or tangenciamento) and the mean total.
import { resolve } from 'node:path';
import { parseArgs } from 'node:util';
import { evaluateC1, formatC1Report, loadLabelledSentences, raterMarkedRecall } from '../src/lab/c1-eval.js';
import { loadEssays, loadPrompts } from '../src/dataset.js';
import { C1_OMISSIBLE_BLOCKS, FEATURE_BLOCKS, withPeerFeatures } from '../src/lab/features.js';
import { referenceKey } from '../src/calibration.js';
import { createLocalEngine, loadCalibrationParams, loadParams } from '../src/engine.js';
import { grade } from '../src/grades.js';
import type { BoostGrid } from '../src/model.js';
import { textCounts, textVector } from '../src/textmodel.js';
import {
  analyzeRecord,
  calibratedItems,
  committedFitOptions,
  formatReport,
  metrics,
  rawScore,
  withKnownPromptLeniency,
  c1Signal,
  offTopicPairing,
  formatOffTopicReport,
  honestEvaluation,
  topicThresholdsCV,
  formatTopicCV,
  formatHonestEvaluation,
  lengthGain,
  formatLengthGain,
  DEFAULT_BOOST,
  DEFAULT_CUTS,
  DEFAULT_PEERS,
  DEFAULT_RANK,
  DEFAULT_POS,
  type FitOptions,
  type RawScore,
  type ReferenceItem,
} from '../src/lab/evaluation.js';

const { values } = parseArgs({
  options: {
    'fora-do-tema': { type: 'boolean', default: false },
    seeds: { type: 'string' },
    curva: { type: 'boolean', default: false },
    mistura: { type: 'boolean', default: false },
    aninhado: { type: 'boolean', default: false },
    csv: { type: 'string' },
    prompts: { type: 'string' },
    cv: { type: 'boolean', default: false },
    mode: { type: 'string' },
    'no-text': { type: 'boolean', default: false },
    bound: { type: 'boolean', default: false },
    'sinal-c1': { type: 'boolean', default: false },
    marcados: { type: 'boolean', default: false },
    referencias: { type: 'string' },
    c1: { type: 'string' },
    without: { type: 'string', default: '' },
    blocos: { type: 'string' },
    com: { type: 'string' },
    lambdas: { type: 'string' },
    'c1-blocos': { type: 'string' },
    'c1-lambdas': { type: 'string' },
    'c1-com': { type: 'string' },
    'c1-sem': { type: 'string' },
    arvores: { type: 'string' },
    'arvores-linear': { type: 'boolean', default: false },
    pares: { type: 'string' },
    cortes: { type: 'string' },
    centro: { type: 'string' },
    estica: { type: 'string' },
    ordem: { type: 'string' },
  },
});
if (values.c1) {
  // Labelled sentences: recall and false alarms of C1 per category (test/data/c1-frases.tsv is the committed set).
  const engine = await createLocalEngine();
  console.log(
    `C1 nas frases rotuladas de ${values.c1} (analisador morfológico: ${engine.morph.available ? 'lt-proc' : 'ausente'})`,
  );
  console.log(formatC1Report(await evaluateC1(engine, loadLabelledSentences(values.c1))));
  await engine.close();
  process.exit(0);
}
if (!values.csv) {
  console.error(
    'Uso: npm run corretor:eval -- --csv <arquivo.csv> [--prompts <prompts.csv>] [--cv] [--referencias <corrigidas.csv>]',
  );
  process.exit(2);
}
const essays = loadEssays(values.csv);
const prompts = values.prompts ? loadPrompts(values.prompts) : undefined;
const engine = await createLocalEngine();
if (values['fora-do-tema']) {
  if (!prompts) {
    console.error('--fora-do-tema precisa de --prompts');
    process.exit(2);
  }
  if (values.aninhado) {
    // Only the topic rule, its thresholds chosen on other prompts: the figures docs/corrector.md reports.
    console.log(formatTopicCV(topicThresholdsCV(essays, prompts, (values.seeds ?? '1,2,3').split(',').map(Number))));
    process.exit(0);
  }
  const pool = values.referencias ? loadEssays(values.referencias) : essays;
  console.log(
    formatOffTopicReport(
      offTopicPairing(engine, essays, prompts, pool, (values.seeds ?? '1,2,3').split(',').map(Number)),
    ),
  );
  process.exit(0);
}
const truth = essays.map((e) => e.competence);
const t0 = performance.now();
await engine.prepare(essays.map((e) => e.paragraphs.join('\n')));
const analyses = essays.map((e) => analyzeRecord(e, prompts, engine.speller, engine.morph));
if (values.marcados) {
  const r = raterMarkedRecall(analyses);
  console.log(
    `MARCADOS ${r.encontrados}/${r.marcados} (${((100 * r.encontrados) / Math.max(r.marcados, 1)).toFixed(1)} %) dos desvios corrigidos pelos avaliadores no texto têm um apontamento da C1`,
  );
  for (const p of r.perdidos) console.log(`  não apontado: ${p}`);
  await engine.close();
  process.exit(0);
}
if (values.cv) {
  // The figures docs/corrector.md reports: every one out of sample, over several prompt partitions, mean and spread.
  const without = new Set(values.without.split(',').filter(Boolean));
  const committed = committedFitOptions(loadParams(), {
    noText: values['no-text'],
    mode: values.mode as FitOptions['mode'],
  });
  // --blocos a,b: the blocks of FEATURE_BLOCKS the fit chooses among inside each fold (none: no choice).
  const blocks = values.blocos?.split(',').filter(Boolean);
  // The block `pares` (features relative to the proposal's other essays, read from their texts only).
  if ([...(blocks ?? []), ...(values.com?.split(',') ?? [])].includes('pares')) {
    const rel = withPeerFeatures(
      analyses.map((a) => a.features),
      essays.map((e) => e.prompt),
      DEFAULT_PEERS.min,
    );
    analyses.forEach((a, i) => (a.features = rel[i]!));
  }
  // --com a,b: those blocks always read, with no choice (what they add when nothing is chosen).
  const forced = values.com?.split(',').filter(Boolean) ?? [];
  const opt: FitOptions = {
    ...committed,
    features: [...committed.features.filter((f) => !without.has(f)), ...forced.flatMap((b) => FEATURE_BLOCKS[b]!)],
    ...(forced.includes('pos_model') ? { pos: DEFAULT_POS } : {}),
    ...(blocks
      ? {
          blocks: Object.fromEntries(blocks.map((b) => [b, FEATURE_BLOCKS[b]!])),
          pos: blocks.includes('pos_model') ? DEFAULT_POS : undefined,
        }
      : {}),
    // --lambdas 1000,3000: the feature ridge's λ chosen among them inside each fold, with the blocks.
    ...(values.lambdas ? { lambdas: values.lambdas.split(',').map(Number) } : {}),
    // --c1-blocos c1 / --c1-lambdas 300,1000,3000: blocks and λ C1's ridge alone chooses among inside each fold.
    ...(values['c1-blocos'] !== undefined
      ? {
          c1Blocks: Object.fromEntries(
            values['c1-blocos']
              .split(',')
              .filter(Boolean)
              .map((b) => [b, FEATURE_BLOCKS[b]!]),
          ),
        }
      : {}),
    ...(values['c1-lambdas'] ? { c1Lambdas: values['c1-lambdas'].split(',').map(Number) } : {}),
    // --c1-com a,b: blocks C1's ridge always reads.
    ...(values['c1-com'] ? { c1Features: values['c1-com'].split(',').flatMap((b) => FEATURE_BLOCKS[b]!) } : {}),
    // --c1-sem c5: blocks of C1_OMISSIBLE_BLOCKS C1's ridge alone may leave out, chosen inside each fold (none: no choice).
    ...(values['c1-sem'] !== undefined
      ? {
          c1Without: Object.fromEntries(
            values['c1-sem']
              .split(',')
              .filter(Boolean)
              .map((b) => [b, C1_OMISSIBLE_BLOCKS[b]!]),
          ),
        }
      : {}),
    // --arvores padrão | depths:rates:rounds (e.g. 2,3:0.05:25,50,100,200): boosted trees on the ridge's residuals,
    // the candidate (or none) chosen inside each fold with λ and the blocks.
    ...(values.arvores ? { boost: { ...boostGrid(values.arvores), linear: values['arvores-linear'] } } : {}),
    // --pares: the peer step (each prediction moved towards the overall mean by a share of its proposal's mean gap,
    // the share chosen inside each fold), also reported with only 0, 2, 3 and 5 of the proposal's other essays.
    // --centro 0: the share of each training prompt's leniency taken out of the targets (the committed one by default).
    ...(values.centro !== undefined ? { centre: Number(values.centro) } : {}),
    // --estica qwk (with --mode allocation): the allocation's stretch chosen by total QWK alone, over 1–2.5.
    ...(values.estica === 'qwk' ? { allocationScore: 'qwk' as const } : {}),
    // --ordem padrão | mus:shares (e.g. 0.1,0.3,1:0,0.5,0.75,1): a pairwise ranking score of the total blended into the
    // ridges (RankBlend), its penalty and share chosen inside each fold.
    ...(values.ordem
      ? {
          rank:
            values.ordem === 'padrão'
              ? { mus: [...DEFAULT_RANK.mus], shares: [...DEFAULT_RANK.shares] }
              : {
                  mus: values.ordem.split(':')[0]!.split(',').map(Number),
                  shares: (values.ordem.split(':')[1] ?? DEFAULT_RANK.shares.join(',')).split(',').map(Number),
                },
        }
      : {}),
    // --cortes qwk:0,0.5,1,1.25,1.5: the cut points' mix (1: QWK-optimal, above 1 spread further) and its score
    // (qwk: total QWK alone; qwk+within100, the default) chosen inside each fold.
    ...(values.cortes
      ? {
          cuts: {
            score: values.cortes.split(':')[0] === 'qwk' ? 'qwk' : 'qwk+within100',
            alphas: (values.cortes.split(':')[1] ?? DEFAULT_CUTS.alphas.join(',')).split(',').map(Number),
          },
        }
      : {}),
    // (`--pares padrão`: DEFAULT_PEERS; `--pares -1,0,1`: those shares, a negative one moving away from the mean.)
    ...(values.pares !== undefined
      ? {
          peers: {
            shrinks: values.pares === 'padrão' ? [...DEFAULT_PEERS.shrinks] : values.pares.split(',').map(Number),
            min: DEFAULT_PEERS.min,
          },
        }
      : {}),
  };
  const withRefs = values.referencias !== undefined && resolve(values.referencias) === resolve(values.csv);
  if (values.referencias !== undefined && !withRefs) {
    console.error('--cv com --referencias mede só a validação aninhada no próprio arquivo (--referencias = --csv)');
    process.exit(2);
  }
  const params = loadParams();
  const seeds = (values.seeds ?? '0,1,2').split(',').map(Number);
  const groups = essays.map((e) => e.prompt);
  const noRefs: RawScore[][] = [];
  const rows = honestEvaluation(
    analyses,
    truth,
    essays.map((e) => ({ prompt: e.prompt, texto: e.paragraphs.join('\n') })),
    opt,
    seeds,
    {
      references: withRefs,
      curve: values.curva,
      // --mistura: the few-reference model's share per reference count chosen inside each fold (FEW_BLEND; not shipped).
      fewBlend: values.mistura,
      vector: (a) =>
        params.text ? textVector(textCounts(a.doc.text, params.text.dim), params.text.wordWeight) : undefined,
      onScores: (_seed, scores) => noRefs.push(scores),
    },
  );
  console.log(
    `Validação cruzada agrupada por proposta (5 partes), partições ${seeds.join(', ')}: ${values.csv} (${((performance.now() - t0) / 1000).toFixed(0)} s)`,
  );
  console.log(formatHonestEvaluation(rows));
  console.log(
    `\n${formatLengthGain(
      noRefs.map((scores) => lengthGain(scores, truth, analyses)),
      seeds,
    )}`,
  );
  const first = noRefs[0]!;
  if (values.bound) {
    console.log(
      `\nLimite: as previsões da partição ${seeds[0]} se a leniência de cada proposta fosse conhecida (análise da base, não é atributo)`,
    );
    console.log(
      formatReport(
        metrics(
          withKnownPromptLeniency(
            first.map((s) => s.notas),
            truth,
            groups,
          ),
          truth,
        ),
      ),
    );
  }
  if (values['sinal-c1']) {
    console.log('\nC1 dos avaliadores: correlação dentro de cada proposta (análise da base, não é atributo)');
    for (const row of c1Signal(analyses, truth, groups, first))
      console.log(`SINAL_C1 ${row.label.padEnd(30)} r=${row.r.toFixed(3)}`);
  }
  await engine.close();
  process.exit(0);
}
const scores: RawScore[] = analyses.map((a) => rawScore(grade(a, loadParams())));
const pred = scores.map((s) => s.notas);
const seconds = (performance.now() - t0) / 1000;
console.log(`Parâmetros comprometidos (sem reajuste): ${values.csv}`);
// The committed engine was fitted on the development essays: its figures on them are in sample, never to be reported.
const fitted = essays.filter((e) =>
  loadCalibrationParams().foraDaParte.has(referenceKey(e.paragraphs.join('\n'))),
).length;
if (fitted)
  console.log(
    `AVISO ${fitted} de ${essays.length} redações foram usadas no ajuste do motor: números dentro da amostra, não são acurácia (use --cv --seeds 0,1,2)`,
  );
console.log(formatReport(metrics(pred, truth), essays.length / seconds));
if (values.referencias) {
  const same = resolve(values.referencias) === resolve(values.csv);
  const refs = same ? essays : loadEssays(values.referencias);
  if (!same) await engine.prepare(refs.map((e) => e.paragraphs.join('\n')));
  const refAnalyses = same ? analyses : refs.map((e) => analyzeRecord(e, prompts, engine.speller, engine.morph));
  // Leave-one-out reuses the essays' own raw scores. Otherwise a reference is graded as the engine grades it: a
  // development essay by its out-of-fold grades (params/referencias-oof.json), others by the committed parameters.
  const calibration = loadCalibrationParams();
  const text = (e: (typeof essays)[number]) => e.paragraphs.join('\n');
  const refScores = same
    ? scores
    : refAnalyses.map((a, j) => {
        const s = rawScore(grade(a, loadParams()));
        const oof = calibration.foraDaParte.get(referenceKey(text(refs[j]!)));
        return oof ? { ...s, notas: [...oof] } : s;
      });
  // Resemblance is measured in the text model's space, on the analysed text, as the engine does.
  const params = loadParams();
  const vectorOf = (a: (typeof analyses)[number]) =>
    params.text ? textVector(textCounts(a.doc.text, params.text.dim), params.text.wordWeight) : undefined;
  const items = (list: typeof essays, an: typeof analyses, sc: RawScore[]): ReferenceItem[] =>
    list.map((e, i) => ({
      ...sc[i]!,
      prompt: e.prompt,
      texto: text(e),
      humanas: e.competence,
      vetor: vectorOf(an[i]!),
      anulada: !!an[i]!.anulacao,
    }));
  const essayItems = items(essays, analyses, scores);
  const pool = same ? essayItems : items(refs, refAnalyses, refScores);
  console.log(
    `\nCalibradas com as redações corrigidas de ${values.referencias} da mesma proposta${same ? ' (deixando a própria de fora)' : ''}: só a leniência`,
  );
  console.log(formatReport(metrics(calibratedItems(essayItems, pool), truth)));
  const model = calibration.model;
  // References with out-of-fold grades are the theme bank's: the committed engine was fitted on their proposals.
  const seen = refs.some((e) => calibration.foraDaParte.has(referenceKey(text(e))));
  if (model) {
    console.log('\nCalibradas com o modelo de referências (params/calibration.json)');
    console.log(formatReport(metrics(calibratedItems(essayItems, pool, model, undefined, seen), truth)));
  }
}
await engine.close();

function boostGrid(spec: string): BoostGrid {
  if (spec === 'padrão' || spec === 'padrao') return DEFAULT_BOOST;
  const [depth, rate, rounds] = spec.split(':').map((part) => part.split(',').map(Number));
  return { ...DEFAULT_BOOST, depth: depth!, rate: rate ?? DEFAULT_BOOST.rate, rounds: rounds ?? DEFAULT_BOOST.rounds };
}
