// The intervention elements read in conclusion paragraphs written for this test (test/data/c5-conclusoes.json, the
// reading's development set, and c5-conclusoes-reservado.json, held out: written and committed with it before the
// reading changed, read once to report), each annotated by hand with the five elements' whole clauses. A judgement is
// right when the element is said absent where the annotation has none, or shown with the annotated clause.
import { afterAll, beforeAll, describe, expect, test } from '@jest/globals';
import { readFileSync } from 'node:fs';
import { analyseIntervention } from '../src/analysis.js';
import { MorphAnalyzer } from '../src/morph/analyzer.js';
import { segment } from '../src/text.js';
import type { InterventionElement } from '../src/analysis/types.js';
import { sameClause } from './intervention-clauses.js';

type Conclusion = {
  id: string;
  perfil: 'forte' | 'media' | 'fraca';
  forma: string;
  texto: string;
  elementos: Record<InterventionElement, string | null>;
};
const load = (name: string) =>
  (JSON.parse(readFileSync(new URL(`./data/${name}`, import.meta.url), 'utf8')) as { conclusoes: Conclusion[] })
    .conclusoes;
const DEVELOPMENT = load('c5-conclusoes.json');
const HELD_OUT = load('c5-conclusoes-reservado.json');
const ELEMENTS: InterventionElement[] = ['agente', 'acao', 'meio_modo', 'finalidade', 'detalhamento'];

// The engine reads the action and the agent with the morphological analysis (lt-proc): so does this test.
const morph = new MorphAnalyzer();
beforeAll(async () => {
  await morph.prepare([...DEVELOPMENT, ...HELD_OUT].map((c) => c.texto));
});
afterAll(() => morph.close());

/** The elements read wrong in one paragraph, each with what was shown. */
function wrong(c: Conclusion): string[] {
  const doc = segment(c.texto);
  const read = analyseIntervention(doc, doc.tokens, morph).elementos;
  return ELEMENTS.filter((k) => {
    const annotated = c.elementos[k];
    return annotated ? !(read[k].presente && sameClause(read[k].trecho ?? '', annotated)) : read[k].presente;
  }).map((k) => `${c.id} ${k}: ${read[k].presente ? JSON.stringify(read[k].trecho) : 'ausente'}`);
}
const score = (set: Conclusion[]) => {
  const misses = set.map(wrong);
  return {
    right: set.length * ELEMENTS.length - misses.flat().length,
    allRight: misses.filter((m) => !m.length).length,
    misses: misses.flat(),
  };
};

describe('C5 elements on annotated conclusions', () => {
  test('every annotated passage is the paragraph’s own text', () => {
    for (const c of [...DEVELOPMENT, ...HELD_OUT])
      for (const k of ELEMENTS) if (c.elementos[k]) expect(c.texto).toContain(c.elementos[k]);
  });
  // Before the reading changed: 106 of 130 judgements, 10 of 26 paragraphs all right.
  // The one miss left then ("delegacias especializadas em…", an adjectival participle read as a detail of the means)
  // went when a participle right after a common noun of its number was read as restricting it (written on the claims
  // essays 57 and 59).
  test('development set: 130 of 130 judgements right, 26 of 26 paragraphs all right', () => {
    const r = score(DEVELOPMENT);
    expect(r.misses).toEqual([]);
    expect(r.right).toBe(130);
    expect(r.allRight).toBe(26);
  });
  // Read once after the reading changed (out of sample): 72 of 80 judgements, 11 of 16 paragraphs all right; the
  // reading before the change gave 64 and 6.
  test('held-out set: ≥ 72 of 80 judgements right, ≥ 11 of 16 paragraphs all right', () => {
    const r = score(HELD_OUT);
    expect(r.right).toBeGreaterThanOrEqual(72);
    expect(r.allRight).toBeGreaterThanOrEqual(11);
  });
});
