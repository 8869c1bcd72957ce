import { describe, expect, test } from '@jest/globals';
import { seededRandom } from '@argumenta/contracts/random';
import { calibrateThresholds, qwk, ridge, ridgeMany, searchCuts } from '../src/lab/fitting.js';
import { levelOf } from '../src/model.js';

/** The cut-point search as it was written first: every essay graded for every candidate. */
const naiveThresholds = (pred: number[], truth: number[]) =>
  searchCuts((th) =>
    qwk(
      truth.map((v) => v / 40),
      pred.map((p) => levelOf(p, th) / 40),
    ),
  );

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
