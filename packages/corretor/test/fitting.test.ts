import { describe, expect, test } from '@jest/globals';
import { seededRandom } from '@argumenta/contracts/random';
import { calibrateThresholds, qwk, ridge, ridgeMany } from '../src/lab/fitting.js';
import { levelOf } from '../src/model.js';

/** The cut-point search as it was written first: every essay graded for every candidate. */
function naiveThresholds(pred: number[], truth: number[]): number[] {
  const t = [20, 60, 100, 140, 180];
  const score = (th: number[]) =>
    qwk(
      truth.map((v) => v / 40),
      pred.map((p) => levelOf(p, th) / 40),
    );
  let best = score(t);
  for (let pass = 0; pass < 4; pass++)
    for (let i = 0; i < t.length; i++) {
      const lo = i ? t[i - 1]! : -40;
      const hi = i < t.length - 1 ? t[i + 1]! : 240;
      for (let v = lo + 1; v < hi; v += 2) {
        const cand = [...t];
        cand[i] = v;
        const s = score(cand);
        if (s > best + 1e-9) {
          best = s;
          t[i] = v;
        }
      }
    }
  return t;
}

describe('lab fitting', () => {
  test('calibrateThresholds (binary search per level) chooses the cut points of grading every essay', () => {
    for (const seed of [1, 2, 3]) {
      const random = seededRandom(seed);
      const truth = Array.from({ length: 400 }, () => 40 * Math.floor(random() * 6));
      const pred = truth.map((v) => v * 0.6 + 40 + (random() - 0.5) * 120);
      expect(calibrateThresholds(pred, truth)).toEqual(naiveThresholds(pred, truth));
    }
  });
  test('ridgeMany gives each target the weights ridge gives it alone', () => {
    const random = seededRandom(7);
    const X = Array.from({ length: 50 }, () => Array.from({ length: 6 }, () => random() - 0.5));
    const ys = [0, 1, 2].map(() => X.map((x) => x[0]! * 3 - x[2]! + random()));
    const many = ridgeMany(X, ys, 2);
    ys.forEach((y, t) => expect(many[t]).toEqual(ridge(X, y, 2)));
  });
});
