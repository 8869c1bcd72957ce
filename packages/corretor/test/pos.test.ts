import { describe, expect, test } from '@jest/globals';
import { proposalOverlap } from '../src/analysis/c2-theme.js';
import { posAnalysis, posLetter, POS_FEATURES } from '../src/analysis/pos.js';
import { stemBag } from '../src/analysis/shared.js';
import { modelFeatures, POS_MODEL_FEATURES } from '../src/grades.js';
import { fitModel } from '../src/lab/evaluation.js';
import { parseReadings, type Morphology } from '../src/morph/analyzer.js';
import { segment } from '../src/text.js';

// lt-proc's answers for the words of the sentences below (as `lt-proc -z` prints them), so the test needs no analyser.
const LT: Record<string, string> = {
  o: '^o/o<det><def><m><sg>/o<prn><pro><p3><m><sg>$',
  governo: '^governo/governo<n><m><sg>$',
  deve: '^deve/dever<vbmod><pri><p3><sg>/dever<vblex><pri><p3><sg>$',
  criar: '^criar/criar<vblex><inf>$',
  escolas: '^escolas/escola<n><f><pl>$',
  novas: '^novas/novo<adj><f><pl>$',
  do: '^do/de<pr>+o<det><def><m><sg>$',
  brasil: '^brasil/Brasil<np><top><m><sg>$',
  que: '^que/que<cnjsub>/que<rel><an><mf><sp>$',
  haja: '^haja/haver<vblex><prs><p3><sg>$',
  vagas: '^vagas/vaga<n><f><pl>$',
  e: '^e/e<cnjcoo>$',
  assim: '^assim/assim<adv>$',
};
const morph: Morphology = {
  readings: (w) => (w in LT ? parseReadings(LT[w]!) : /\d/.test(w) ? undefined : []),
};

describe('parts of speech from the analyser', () => {
  test('one letter per word: verbs by their form, preposition + article apart, commas and sentences kept', () => {
    const doc = segment('O governo do Brasil deve criar escolas novas, e assim haja vagas. O governo xpto 2024.');
    const { sequence, features } = posAnalysis(doc, morph);
    // o governo do Brasil deve criar escolas novas , e assim haja vagas | o governo (unknown) (number)
    expect(sequence).toBe('dnqmvinakcrjn dnxu');
    expect(features.pos_noun).toBeCloseTo((100 * 4) / 16);
    expect(features.pos_subjunctive).toBeCloseTo(100 / 16);
    expect(features.pos_unknown).toBeCloseTo(100 / 16);
    // 4 nouns for 3 verbs (finite, infinitive, subjunctive).
    expect(features.pos_noun_verb).toBeCloseTo(4 / 3);
    expect(Object.keys(features).sort()).toEqual([...POS_FEATURES].sort());
  });
  test('without the analyser every word is unclassed and the rates of the classes are 0', () => {
    const { sequence, features } = posAnalysis(segment('O governo deve criar escolas.'), undefined);
    expect(sequence).toBe('zzzzz');
    expect(features.pos_noun).toBe(0);
    expect(posLetter(undefined, '2024')).toBe('u');
  });
});

describe('how much the essay draws on the proposal', () => {
  test('share of the essay in the proposal and cover of the proposal by the essay', () => {
    const proposal = stemBag(segment('A educação financeira nas escolas brasileiras').tokens);
    const essay = segment('A educação financeira transforma escolas e famílias inteiras.').tokens;
    const r = proposalOverlap(essay, proposal);
    // Content words of the essay: educação, financeira, transforma, escolas, famílias, inteiras (3 in the proposal).
    expect(r.proposal_share).toBeCloseTo(3 / 6);
    // The proposal's content stems: educação, financeira, escolas, brasileiras (3 used).
    expect(r.proposal_cover).toBeCloseTo(3 / 4);
    expect(proposalOverlap(essay, undefined)).toEqual({ proposal_share: 0, proposal_cover: 0 });
  });
});

describe('feature blocks chosen inside the fit', () => {
  // 12 prompts of 10 essays; the grades follow `signal` (and, weakly, `base`); `noise` follows nothing.
  const rng = (() => {
    let s = 7;
    return () => ((s = (s * 16807) % 2147483647) / 2147483647) * 2 - 1;
  })();
  const n = 120;
  const signal = Array.from({ length: n }, () => rng());
  const rows = signal.map((v) => ({ base: rng(), good: v, noise: rng() }));
  const y = rows.map((r) => {
    const g = Math.max(0, Math.min(200, Math.round((120 + 60 * r.good + 10 * r.base) / 40) * 40));
    return [g, g, g, g, g];
  });
  const groups = rows.map((_, i) => String(i % 12));
  const opt = { lambda: 1, features: ['base'], mode: 'thresholds' as const };

  test('a block that carries the grades is kept, one that does not is left out', () => {
    const p = fitModel(rows, y, groups, { ...opt, blocks: { bom: ['good'], ruido: ['noise'] } }, 'teste');
    expect(p.blocks).toEqual(['bom']);
    expect(p.features).toEqual(['base', 'good']);
    expect(p.baseFeatures).toEqual(['base']);
    const none = fitModel(rows, y, groups, { ...opt, blocks: { ruido: ['noise'] } }, 'teste');
    expect(none.blocks).toEqual([]);
    expect(none.features).toEqual(['base']);
  });

  test('λ is chosen with the blocks: a ridge that shrinks the signal away is not kept', () => {
    const p = fitModel(rows, y, groups, { ...opt, lambdas: [1e6, 1], blocks: { bom: ['good'] } }, 'teste');
    expect(p.lambda).toBe(1);
    expect(p.lambdas).toEqual([1e6, 1]);
    expect(p.blocks).toEqual(['bom']);
  });

  test('the part-of-speech model is shipped when its block is kept, and grading reads its predictions', () => {
    // Good essays write subordinate clauses ("s"), weak ones chains of nouns.
    const pos = signal.map((v, i) => (v > 0 ? 'dnvsdnv dnvsonv' : 'nnnn nnan') + ' dnv'.repeat(i % 3));
    const p = fitModel(
      rows.map((r) => ({ base: r.base })),
      y,
      groups,
      {
        ...opt,
        pos: { dim: 1024, wordWeight: 0, lambdas: [0.1, 1] },
        blocks: { pos_model: POS_MODEL_FEATURES },
      },
      'teste',
      undefined,
      pos,
    );
    expect(p.blocks).toEqual(['pos_model']);
    expect(p.pos).toBeDefined();
    const doc = segment('Texto.');
    const good = modelFeatures({ doc, features: { base: 0 }, pos: 'dnvsdnv dnvsonv' }, p);
    const weak = modelFeatures({ doc, features: { base: 0 }, pos: 'nnnn nnan' }, p);
    expect(good.pos_total).toBeGreaterThan(weak.pos_total!);
  });
});
