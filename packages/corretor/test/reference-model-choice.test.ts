import { describe, expect, test } from '@jest/globals';
import {
  calibratedItems,
  chooseReferenceModel,
  FEW_BLEND,
  FEW_REFERENCES,
  firstReferences,
  fitReferenceModel,
  metrics,
  REFERENCE_MODEL,
  REFERENCE_MODEL_GRID,
  type ReferenceItem,
} from '../src/lab/evaluation.js';
import { fewShare } from '../src/calibration.js';

const lv = (v: number) => Math.max(0, Math.min(200, Math.round(v / 40) * 40));

/** Synthetic proposals of 8 essays: the raters grade the engine's continuous prediction plus the proposal's leniency and noise. */
function proposals(count: number, seed: number, prefix = 'p'): ReferenceItem[] {
  let s = seed;
  const rnd = () => (s = (s * 16807) % 2147483647) / 2147483647;
  const items: ReferenceItem[] = [];
  for (let p = 0; p < count; p++) {
    const offset = (rnd() - 0.5) * 120;
    for (let k = 0; k < 8; k++) {
      const level = 70 + rnd() * 80;
      const continuas = [0, 1, 2, 3, 4].map(() => level + (rnd() - 0.5) * 30);
      items.push({
        prompt: `${prefix}${p}`,
        texto: `redação ${prefix}${p}-${k}`,
        notas: continuas.map(lv),
        continuas,
        regras: [false, false, false, false, false],
        humanas: continuas.map((v) => lv(v + offset + (rnd() - 0.5) * 80)),
      });
    }
  }
  return items;
}

const totalError = (pred: number[][], items: ReferenceItem[]) =>
  pred.reduce(
    (a, p, i) => a + Math.abs(p.reduce((x, y) => x + y, 0) - items[i]!.humanas.reduce((x, y) => x + y, 0)),
    0,
  ) / pred.length;

describe('reference model: constants chosen inside the fold, few references', () => {
  const train = proposals(40, 11);
  const heldOut = proposals(15, 29, 'q');

  test('trained also on essays with only 2 and 5 references, it grades a proposal with 2 graded essays better', () => {
    const plain = fitReferenceModel(train);
    const withSubsets = fitReferenceModel(train, { ...REFERENCE_MODEL, subsets: [2, 5] });
    expect(withSubsets).not.toEqual(plain);
    const two = firstReferences(2, 'aleatoria', 3);
    const error = (model: typeof plain) =>
      totalError(calibratedItems(heldOut, heldOut, model, undefined, false, two), heldOut);
    expect(error(withSubsets)).toBeLessThan(error(plain));
    // With every reference both read the same kind of features: the full case is not given up for the small one.
    const all = (model: typeof plain) =>
      metrics(
        calibratedItems(heldOut, heldOut, model),
        heldOut.map((e) => e.humanas),
      );
    expect(all(withSubsets).rows[5]!.qwk).toBeGreaterThan(all(plain).rows[5]!.qwk - 0.03);
  });

  test("each kind's constants are the grid candidate the inner CV scores best; the model is refitted with them on every item", () => {
    const chosen = chooseReferenceModel(train);
    for (const kind of ['full', 'few'] as const) {
      expect(REFERENCE_MODEL_GRID.top200).toContain(chosen.choice[kind].top200);
      expect(REFERENCE_MODEL_GRID.priors).toContainEqual(chosen.choice[kind].priors);
    }
    const { few, ...full } = chosen.model;
    expect(full).toEqual(fitReferenceModel(train, { ...REFERENCE_MODEL, ...chosen.choice.full }));
    expect(few).toEqual({
      below: FEW_REFERENCES.below,
      competencies: fitReferenceModel(train, {
        ...REFERENCE_MODEL,
        ...chosen.choice.few,
        subsets: FEW_REFERENCES.subsets,
        onlySubsets: true,
      }).competencies,
    });
    // Every single candidate, scored alone by the same inner CV, scores no higher.
    const alone = REFERENCE_MODEL_GRID.priors.flatMap((priors) =>
      REFERENCE_MODEL_GRID.top200.map(
        (top200) => chooseReferenceModel(train, { top200: [top200], priors: [priors] }).scores,
      ),
    );
    expect(Math.max(...alone.map((s) => s.full))).toBeCloseTo(chosen.scores.full, 10);
    expect(Math.max(...alone.map((s) => s.few))).toBeCloseTo(chosen.scores.few, 10);
  }, 120_000);

  test("asked to, the inner CV also chooses the few-reference model's share per count among FEW_BLEND", () => {
    const grid = { top200: [1], priors: [[2, 4, 4, 4, 4]] };
    const plain = chooseReferenceModel(train, grid);
    const chosen = chooseReferenceModel(train, grid, 3, 0, { blend: true });
    expect(chosen.choice.blend).toHaveLength(FEW_BLEND.counts.length);
    for (const a of chosen.choice.blend!) expect(FEW_BLEND.shares).toContain(a);
    // The same constants and models; only the share is added.
    expect(chosen.model).toEqual({ ...plain.model, few: { ...plain.model.few!, blend: chosen.choice.blend } });
  }, 120_000);

  test('the engine reads the few-reference model with its share per count: alone at 1, not at 0, mixed between', () => {
    const { model } = chooseReferenceModel(train);
    const e = heldOut[0]!;
    const refs = heldOut.slice(1, 8);
    const levels = (n: number, m = model) => calibratedItems([e], [e, ...refs.slice(0, n)], m)[0];
    const fullOnly = { ...model, few: undefined };
    const fewOnly = { ...model, competencies: model.few!.competencies, few: undefined };
    const withBlend = (blend: number[]) => ({ ...model, few: { ...model.few!, blend } });
    for (let n = 2; n <= 7; n++) {
      expect(levels(n, withBlend([1, 1, 1, 1, 1, 1]))).toEqual(levels(n, fewOnly));
      expect(levels(n, withBlend([0, 0, 0, 0, 0, 0]))).toEqual(levels(n, fullOnly));
      // Past the blend's last count, and with no blend below `below` only, the full model alone.
      expect(levels(n, withBlend([1]))).toEqual(n === 2 ? levels(n, fewOnly) : levels(n, fullOnly));
      const noBlend = { ...model, few: { ...model.few!, blend: undefined } };
      expect(levels(n, noBlend)).toEqual(n < FEW_REFERENCES.below ? levels(n, fewOnly) : levels(n, fullOnly));
    }
    expect(fewShare(withBlend([0.25, 0.5]), 3)).toBe(0.5);
    expect(fewShare(withBlend([0.25, 0.5]), 4)).toBe(0);
    // Halfway, each grade lies between the two models' (outputs and cut points both mixed).
    const half = withBlend([0.5]);
    const [a, b, m] = [levels(2, fewOnly)!, levels(2, fullOnly)!, levels(2, half)!];
    m.forEach((v, c) => {
      expect(v).toBeGreaterThanOrEqual(Math.min(a[c]!, b[c]!));
      expect(v).toBeLessThanOrEqual(Math.max(a[c]!, b[c]!));
    });
  });
});
