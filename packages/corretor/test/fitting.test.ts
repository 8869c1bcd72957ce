import { describe, expect, test } from '@jest/globals';
import { seededRandom } from '@argumenta/contracts/random';
import { boostTrees, calibrateThresholds, qwk, ridge, ridgeMany, searchCuts } from '../src/lab/fitting.js';
import { committedFitOptions, fitModel } from '../src/lab/evaluation.js';
import { levelOf, predictCompetency, treeValue } from '../src/model.js';

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
  test('boostTrees learns an interaction a linear model cannot, and its first r trees are the model of r rounds', () => {
    const random = seededRandom(11);
    const X = Array.from({ length: 400 }, () => [random(), random(), random()]);
    const y = X.map(([a, b]) => (a! > 0.5 && b! > 0.3 ? 10 : 0) + random() - 0.5);
    const mean = y.reduce((s, v) => s + v, 0) / y.length;
    const options = { depth: 2, rate: 0.1, rounds: 100, subsample: 0.5, minLeaf: 20, seed: 0 };
    const trees = boostTrees(
      X,
      y.map((v) => v - mean),
      ['a', 'b', 'c'],
      options,
    );
    const mse = (r: number) =>
      X.reduce((s, [a, b, c], i) => {
        const p = trees.slice(0, r).reduce((t, tree) => t + treeValue(tree, { a: a!, b: b!, c: c! }), mean);
        return s + (p - y[i]!) ** 2;
      }, 0) / X.length;
    expect(mse(100)).toBeLessThan(1);
    expect(mse(10)).toBeGreaterThan(mse(50));
    // Seeded: the same trees again, and the first 10 of 100 rounds are the 10 rounds' fit.
    expect(
      boostTrees(
        X,
        y.map((v) => v - mean),
        ['a', 'b', 'c'],
        { ...options, rounds: 10 },
      ),
    ).toEqual(trees.slice(0, 10));
  });
  test('fitModel keeps boosted trees when its inner CV finds what the ridge misses, and grading reads them', () => {
    // The grade rises only when both features are high: an interaction no weighting of the two gives.
    const random = seededRandom(5);
    const rows = Array.from({ length: 240 }, () => ({ a: random() - 0.5, b: random() - 0.5 }));
    const y = rows.map(({ a, b }) => Array<number>(5).fill(a > 0 && b > 0 ? 160 : 80));
    const groups = rows.map((_, i) => String(i % 12));
    const boost = { depth: [2], rate: [0.1], rounds: [10, 50], subsample: 0.5, minLeaf: 10 };
    const p = fitModel(rows, y, groups, { lambda: 1, features: ['a', 'b'], mode: 'thresholds', boost }, 'teste');
    expect(p.boost).toEqual(boost);
    expect(p.competencies[0]!.trees).toHaveLength(50);
    const high = predictCompetency(p.competencies[0]!, p, { a: 0.4, b: 0.4 });
    const low = predictCompetency(p.competencies[0]!, p, { a: 0.4, b: -0.4 });
    expect(high - low).toBeGreaterThan(50);
  });

  test('fitModel with allocationScore qwk stretches the shrunk predictions by total QWK, and records the choice', () => {
    // A heavy λ shrinks the predictions towards the mean: the allocation's stretch spreads them back.
    const random = seededRandom(3);
    const rows = Array.from({ length: 240 }, () => ({ a: random() - 0.5, b: random() - 0.5 }));
    const level = (v: number) => 40 * Math.max(0, Math.min(5, Math.round(v / 40)));
    const y = rows.map(({ a, b }) =>
      Array.from({ length: 5 }, () => level(100 + 240 * a + 120 * b + 60 * (random() - 0.5))),
    );
    const groups = rows.map((_, i) => String(i % 12));
    const opt = { lambda: 2000, features: ['a', 'b'], mode: 'allocation' as const };
    const plain = fitModel(rows, y, groups, opt, 't');
    const byQwk = fitModel(rows, y, groups, { ...opt, allocationScore: 'qwk' }, 't');
    expect(plain.allocationScore).toBeUndefined();
    expect(byQwk.allocationScore).toBe('qwk');
    expect(byQwk.allocation!.stretch).toBeGreaterThan(1);
    expect(byQwk.allocation!.stretch).toBeGreaterThanOrEqual(plain.allocation!.stretch);
    expect(byQwk.allocation!.stretch).toBeLessThanOrEqual(2.5);
    // A CV of the shipped model makes the same choice.
    expect(committedFitOptions(byQwk).allocationScore).toBe('qwk');
    expect(committedFitOptions(byQwk).mode).toBe('allocation');
  });

  test('fitModel lets C1 alone leave out a block its inner CV finds noise for C1, and keeps it for the others', () => {
    // C1 follows a; C2–C5 follow b; the noise block n carries nothing for C1.
    const random = seededRandom(7);
    const rows = Array.from({ length: 240 }, () => ({ a: random() - 0.5, b: random() - 0.5, n: random() - 0.5 }));
    const level = (v: number) => 40 * Math.max(0, Math.min(5, Math.round(v / 40)));
    const y = rows.map(({ a, b, n }) => [
      level(120 + 200 * a),
      ...Array<number>(4).fill(level(120 + 100 * b + 100 * n)),
    ]);
    const groups = rows.map((_, i) => String(i % 12));
    const features = ['a', 'b', 'n'];
    const p = fitModel(rows, y, groups, { lambda: 100, features, mode: 'thresholds', c1Without: { n: ['n'] } }, 't');
    expect(p.c1CandidateWithout).toEqual({ n: ['n'] });
    expect(p.c1Without).toEqual(['n']);
    expect(Object.keys(p.competencies[0]!.weights)).toEqual(['a', 'b']);
    expect(Object.keys(p.competencies[1]!.weights)).toEqual(features);
  });
});
