import { describe, expect, it } from '@jest/globals';
import { pageItems } from './pagination';

describe('admin user list pagination', () => {
  it('lists every page when there are 7 or fewer', () => {
    expect(pageItems(1, 1)).toEqual([1]);
    expect(pageItems(3, 5)).toEqual([1, 2, 3, 4, 5]);
    expect(pageItems(7, 7)).toEqual([1, 2, 3, 4, 5, 6, 7]);
    expect(pageItems(1, 0)).toEqual([]);
  });

  it('shows first, last, the neighbours of the current page and ellipses beyond 7 pages', () => {
    expect(pageItems(1, 8)).toEqual([1, 2, 'ellipsis-end', 8]);
    expect(pageItems(5, 10)).toEqual([1, 'ellipsis-start', 4, 5, 6, 'ellipsis-end', 10]);
    expect(pageItems(10, 10)).toEqual([1, 'ellipsis-start', 9, 10]);
    expect(pageItems(3, 20)).toEqual([1, 2, 3, 4, 'ellipsis-end', 20]);
    expect(pageItems(18, 20)).toEqual([1, 'ellipsis-start', 17, 18, 19, 20]);
  });

  it('never repeats a page or shows an ellipsis for a single gap-free run', () => {
    for (let total = 8; total <= 15; total++) {
      for (let page = 1; page <= total; page++) {
        const items = pageItems(page, total);
        const nums = items.filter((i): i is number => typeof i === 'number');
        expect(new Set(nums).size).toBe(nums.length);
        expect(nums[0]).toBe(1);
        expect(nums.at(-1)).toBe(total);
        expect(nums).toContain(page);
        // An ellipsis only where pages are actually skipped.
        items.forEach((it, i) => {
          if (typeof it === 'string') expect((items[i + 1] as number) - (items[i - 1] as number)).toBeGreaterThan(1);
        });
      }
    }
  });

  it('clamps an out-of-range current page', () => {
    expect(pageItems(99, 9)).toEqual([1, 'ellipsis-start', 8, 9]);
  });
});
