import { describe, expect, test } from '@jest/globals';
import { fitTextModel } from '../src/lab/evaluation.js';
import { allocateLevels } from '../src/model.js';
import { loadParams } from '../src/engine.js';
import { modelFeatures, TEXT_FEATURES } from '../src/grades.js';
import { textCounts, textModel } from '../src/textmodel.js';
import { segment } from '../src/text.js';
import { ESSAY } from './fixtures/essays.js';

describe('total-consistent level allocation', () => {
  test('levels add up to the rounded stretched total and follow the largest remainders', () => {
    const means = [120, 120, 120, 120, 120];
    // Σ = 620 → 15.5 levels → 16 (640); floors 3,3,2,3,2 = 13, the three largest remainders (.75, .75, .625) get +1.
    const lv = allocateLevels([150, 130, 110, 125, 105], { stretch: 1, means });
    expect(lv.reduce((a, b) => a + b, 0)).toBe(640);
    expect(lv).toEqual([160, 120, 120, 120, 120]);
    expect(lv.every((v) => v % 40 === 0 && v >= 0 && v <= 200)).toBe(true);
  });
  test('stretch spreads the predictions around the means and the levels stay within 0…200', () => {
    const means = [120, 120, 120, 120, 120];
    expect(allocateLevels([180, 180, 180, 180, 180], { stretch: 2, means })).toEqual([200, 200, 200, 200, 200]);
    expect(allocateLevels([40, 40, 40, 40, 40], { stretch: 2, means })).toEqual([0, 0, 0, 0, 0]);
    const s1 = allocateLevels([140, 140, 140, 140, 140], { stretch: 1, means }).reduce((a, b) => a + b, 0);
    const s2 = allocateLevels([140, 140, 140, 140, 140], { stretch: 2, means }).reduce((a, b) => a + b, 0);
    expect(s2).toBeGreaterThan(s1);
  });
});

describe('text model (hashed n-gram ridge)', () => {
  test('hashes character 3–5-grams and word 1–2-grams into the given dimension', () => {
    const [chars, words] = textCounts('A casa caiu.', 1024);
    // " a " (3) + " casa " (4+3+2) + " caiu " (4+3+2) character n-grams; 3 words + 2 bigrams.
    expect([...chars.values()].reduce((a, b) => a + b, 0)).toBe(1 + 9 + 9);
    expect([...words.values()].reduce((a, b) => a + b, 0)).toBe(5);
    for (const k of [...chars.keys(), ...words.keys()]) expect(k).toBeLessThan(1024);
  });
  test('a fitted model learns from the texts and its packed weights reproduce the fit', () => {
    const good =
      'Portanto, é imprescindível que o Estado promova políticas públicas eficazes, a fim de mitigar a problemática.';
    const bad = 'a gente acha q isso é mto ruim e pronto ne vc sabe como e';
    const texts = Array.from({ length: 30 }, (_, i) => `${i % 2 ? good : bad} ${'exemplo '.repeat(i % 3)}`);
    const y = texts.map((_, i) => (i % 2 ? [160, 160, 160, 160, 160] : [80, 80, 80, 80, 80]));
    const groups = texts.map((_, i) => String(i % 6));
    const { oof, params } = fitTextModel(texts, y, groups, { dim: 4096, wordWeight: 1, lambdas: [0.1, 1] });
    expect(oof).toHaveLength(30);
    expect(params.targets).toHaveLength(6);
    const m = textModel(params);
    const [pg, pb] = [m.predict(good), m.predict(bad)];
    expect(pg[0]).toBeGreaterThan(pb[0]);
    expect(pg[5]).toBeGreaterThan(pb[5]);
  });
  test('the committed parameters carry a text model whose predictions join the features', () => {
    const params = loadParams();
    expect(params.text).toBeDefined();
    const doc = segment(ESSAY);
    const f = modelFeatures({ doc, features: { log_words: 5 } }, params);
    for (const k of TEXT_FEATURES) expect(Number.isFinite(f[k])).toBe(true);
    expect(f.text_total).toBeGreaterThan(200);
    expect(f.text_total).toBeLessThan(1000);
    expect(params.features).toEqual(expect.arrayContaining(TEXT_FEATURES));
  });
});
