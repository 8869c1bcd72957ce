import { describe, expect, test } from '@jest/globals';
import { suggestReferences, USEFUL_REFERENCES } from '../src/index.js';

const essays = (totals: number[]) => totals.map((total, i) => ({ id: `r${i}`, total }));

describe('suggestReferences: which essays of a proposal a teacher should grade first', () => {
  test('the middle of the raw grades first, then the quartiles, then the eighths: the references span the range', () => {
    // 9 essays with raw totals 200, 280, …, 840 (sorted by id = by total).
    const c = essays([200, 280, 360, 440, 520, 600, 680, 760, 840]);
    const { ordem, faltam } = suggestReferences(c);
    expect(ordem.slice(0, 3)).toEqual(['r4', 'r2', 'r6']);
    expect(new Set(ordem)).toEqual(new Set(c.map((x) => x.id)));
    expect(faltam).toBe(9); // fewer candidates than USEFUL_REFERENCES: all of them help
  });

  test('an essay whose raw total a graded one already covers waits; how many more would help counts the graded', () => {
    const c = essays([200, 300, 400, 500, 600, 700, 800, 900, 950, 980, 990, 1000]);
    const { ordem, faltam } = suggestReferences(c, [560, 600]);
    expect(ordem[0]).not.toBe('r4'); // 600: a graded essay has the same raw total
    expect(ordem.indexOf('r4')).toBeGreaterThan(ordem.indexOf('r0'));
    expect(faltam).toBe(USEFUL_REFERENCES - 2);
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
