// The development set as the fitting scripts read it: the Essay-BR copy committed with the package (Marinho, Anchiêta &
// Moura 2021; MIT, LICENSE alongside), or the files given by --csv / --prompts, analysed once.
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { analyzeText, type AnalyzeOptions } from '../src/analysis.js';
import { loadEssays, loadPrompts } from '../src/dataset.js';
import { createLocalEngine } from '../src/engine.js';
import type { ModelParams } from '../src/model.js';
import { analyzeRecord, type RawScore, type ReferenceItem } from '../src/lab/evaluation.js';
import { textCounts, textVector } from '../src/textmodel.js';
import { loadSpeller } from '../src/speller.js';
import { MorphAnalyzer } from '../src/morph/analyzer.js';

const here = dirname(fileURLToPath(import.meta.url));
export const DATA = join(here, '..', 'data', 'essay-br');
export const PARAMS_DIR = join(here, '..', 'params');

/** `--csv`: the essays' file, the development set by default. */
export const CSV_OPTION = { csv: { type: 'string', default: `${DATA}/development.csv` } } as const;

export async function loadDevelopmentSet() {
  // Not strict: a script may take options of its own beside these (heldout.ts: --seed, --folds).
  const { values } = parseArgs({
    options: { ...CSV_OPTION, prompts: { type: 'string', default: `${DATA}/prompts.csv` } },
    strict: false,
  });
  const sp = await loadSpeller();
  const essays = loadEssays(String(values.csv));
  const prompts = loadPrompts(String(values.prompts));
  // One lt-proc reads every essay's words at once, then stops.
  const morph = new MorphAnalyzer();
  await morph.prepare(essays.map((e) => e.paragraphs.join('\n')));
  await morph.close();
  return { essays, analyses: essays.map((e) => analyzeRecord(e, prompts, sp, morph)) };
}

type DevelopmentSet = Awaited<ReturnType<typeof loadDevelopmentSet>>;
/**
 * The development essays as the reference model sees them, less their raw scores: prompt, text, human grades, vector in
 * the text model's space, annulment (computed once; `{ ...essay, ...scores[i] }` makes the ReferenceItem).
 */
export function referenceEssays(
  { essays, analyses }: DevelopmentSet,
  params: ModelParams,
): Omit<ReferenceItem, keyof RawScore>[] {
  return essays.map((e, i) => {
    const a = analyses[i]!;
    const vetor = params.text ? textVector(textCounts(a.doc.text, params.text.dim), params.text.wordWeight) : undefined;
    return { prompt: e.prompt, texto: e.paragraphs.join('\n'), humanas: e.competence, vetor, anulada: !!a.anulacao };
  });
}

/**
 * The essays of a file and the local engine that reads them as a student's text is read (the C1 scripts): `texts` as
 * the engine is given them; `analyse` reads a text with the engine's speller and analyser (after `engine.prepare`),
 * with `suggestions` as given.
 */
export async function essaysWithEngine(csv: string, options: Pick<AnalyzeOptions, 'suggestions'> = {}) {
  const engine = await createLocalEngine();
  const essays = loadEssays(csv);
  const texts = essays.map((e) => e.paragraphs.join('\n'));
  const analyse = (texto: string) => analyzeText({ texto }, engine.speller, { ...options, morph: engine.morph });
  return { engine, essays, texts, analyse };
}
