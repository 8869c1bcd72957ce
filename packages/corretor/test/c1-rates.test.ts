import { describe, expect, test } from '@jest/globals';
import { C1_RATE_FEATURES, c1RateFeatures } from '../src/analysis/c1-rates.js';
import { FEATURE_BLOCKS } from '../src/lab/features.js';
import { segment } from '../src/text.js';

const finding = (doc: ReturnType<typeof segment>, word: string, tipo: string) => {
  const start = doc.text.indexOf(word);
  return { trecho: word, start, end: start + word.length, tipo, detalhe: '' };
};

describe('C1 rate features (the `c1` block)', () => {
  test('each category per 100 words, the kinds, the share of sentences with a finding', () => {
    const doc = segment('As pessoa vai a escola. Eles foram embora cedo. O governo deve agir logo.');
    const f = c1RateFeatures(doc, [
      finding(doc, 'pessoa', 'concordância nominal'),
      finding(doc, 'vai', 'concordância verbal'),
      finding(doc, 'a escola', 'crase exigida pela regência'),
    ]);
    expect(Object.keys(f).sort()).toEqual([...C1_RATE_FEATURES].sort());
    expect(FEATURE_BLOCKS.c1).toEqual(C1_RATE_FEATURES);
    const words = doc.tokens.length;
    expect(f.c1r_nominal).toBeCloseTo(Math.min(100 / words, 5));
    expect(f.c1r_crase).toBeCloseTo(Math.min(100 / words, 5));
    expect(f.c1r_ortografia).toBe(0);
    expect(f.c1r_kinds).toBe(3);
    expect(f.c1r_sentence_share).toBeCloseTo(1 / 3);
    expect(f.c1r_all_log).toBeCloseTo(Math.log1p(3));
  });
  test('no findings: every rate 0; rates are capped at 5 per 100 words', () => {
    const doc = segment('Texto curto com erro.');
    expect(c1RateFeatures(doc, []).c1r_kinds).toBe(0);
    const many = Array.from({ length: 3 }, () => finding(doc, 'erro', 'ortografia'));
    expect(c1RateFeatures(doc, many).c1r_ortografia).toBe(5);
  });
});
