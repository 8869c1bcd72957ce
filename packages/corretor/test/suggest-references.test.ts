import { describe, expect, test } from '@jest/globals';
import { suggestReferences, USEFUL_REFERENCES } from '../src/index.js';

const essays = (totals: number[]) => totals.map((total, i) => ({ id: `r${i}`, total }));

describe('suggestReferences: which essays of a proposal a teacher should grade first', () => {
  test('the middle of the proposal first, then both sides of it; every candidate once', () => {
    const c = essays([100, 480, 500, 520, 540, 560, 940]);
    const { ordem, faltam } = suggestReferences(c);
    expect(ordem[0]).toBe('r3');
    // The next two stand for what the first does not: one below it and one above it.
    const next = ordem.slice(1, 3).map((id) => c.find((x) => x.id === id)!.total);
    expect(Math.min(...next)).toBeLessThan(520);
    expect(Math.max(...next)).toBeGreaterThan(520);
    expect(new Set(ordem)).toEqual(new Set(c.map((x) => x.id)));
    expect(faltam).toBe(7); // fewer candidates than USEFUL_REFERENCES: all of them help
  });

  test('the first graded essays estimate the proposal’s mean with less error than a random pick', () => {
    let s = 5;
    const rnd = () => (s = (s * 16807) % 2147483647) / 2147483647;
    const normal = () => Math.sqrt(-2 * Math.log(rnd() + 1e-12)) * Math.cos(2 * Math.PI * rnd());
    let suggested = 0;
    let random = 0;
    for (let p = 0; p < 300; p++) {
      const totals = Array.from({ length: 8 }, () => 560 + 150 * normal());
      const mean = totals.reduce((a, b) => a + b, 0) / totals.length;
      const c = essays(totals);
      const firstTwo = (ids: string[]) => ids.slice(0, 2).map((id) => c.find((x) => x.id === id)!.total);
      const gap = (xs: number[]) => Math.abs(xs.reduce((a, b) => a + b, 0) / xs.length - mean);
      suggested += gap(firstTwo(suggestReferences(c).ordem));
      random += gap(firstTwo([...c].sort(() => rnd() - 0.5).map((x) => x.id)));
    }
    expect(suggested).toBeLessThan(0.8 * random);
  });

  test('an essay like one already graded waits; how many more would help counts the graded', () => {
    const c = essays([200, 300, 400, 500, 600, 700, 800, 900, 950, 980, 990, 1000]);
    const alone = suggestReferences(c).ordem;
    const { ordem, faltam } = suggestReferences(c, [alone.length ? c.find((x) => x.id === alone[0])!.total : 0]);
    expect(ordem.indexOf(alone[0]!)).toBeGreaterThan(0);
    expect(faltam).toBe(USEFUL_REFERENCES - 1);
    expect(
      suggestReferences(
        c,
        Array.from({ length: USEFUL_REFERENCES }, () => 500),
      ).faltam,
    ).toBe(0);
  });

  test('nothing to suggest without candidates', () => {
    expect(suggestReferences([])).toEqual({ ordem: [], faltam: 0 });
  });
});
