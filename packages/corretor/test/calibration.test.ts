import { describe, expect, test, beforeAll } from '@jest/globals';
import { analysisSchema, referenciaCorrigidaSchema, type Confidence } from '@argumenta/contracts';
import {
  calibrate,
  leniency,
  referenceFeatures,
  referenceKey,
  referenceModelLevels,
  similarityWeights,
  type Notas,
  type ReferenceModel,
  type ScoredReference,
} from '../src/calibration.js';
import { analyzeText } from '../src/analysis.js';
import { createLocalEngine, loadCalibrationParams, type LocalEngine } from '../src/engine.js';
import {
  calibratedItems,
  bankTopShares,
  calibratedWithReferences,
  fitBankReferenceModel,
  FEW_REFERENCES,
  fitReferenceModel,
  REFERENCE_MODEL,
  REFERENCE_MODEL_GRID,
  referenceModelCV,
  topCut,
  type ReferenceItem,
} from '../src/lab/evaluation.js';
import { loadThemeBank } from '../src/theme-bank.js';
import { DEV1, DEV2, ESSAY, INTRO } from './fixtures/essays.js';

const conf: Confidence[] = Array.from({ length: 5 }, () => ({
  probabilidade: 0.4,
  faixa: [80, 160] as [number, number],
}));
const raw: Notas = [120, 120, 120, 120, 120];
const ref = (humanas: Notas, previstas: Notas = [120, 120, 120, 120, 120]): ScoredReference => ({
  texto: 'x',
  humanas,
  previstas,
});
const isLevel = (n: number) => n >= 0 && n <= 200 && n % 40 === 0;

describe('calibration math', () => {
  test('no references: nothing to calibrate', () => {
    expect(calibrate(raw, conf, [])).toBeUndefined();
    expect(leniency([])).toEqual([0, 0, 0, 0, 0]);
  });

  test('one reference moves little, many consistent references move more', () => {
    const lenient = ref([200, 200, 200, 200, 200]);
    const one = calibrate(raw, conf, [lenient])!;
    const many = calibrate(
      raw,
      conf,
      Array.from({ length: 20 }, () => lenient),
    )!;
    // 80 points of disagreement: one reference is trusted a third, twenty almost fully.
    expect(one.calibracao.deslocamento![0]).toBeCloseTo(80 / 3, 0);
    expect(many.calibracao.deslocamento![0]).toBeGreaterThan(70);
    expect(one.notas.every((n) => n <= 160)).toBe(true);
    expect(many.notas).toEqual([200, 200, 200, 200, 200]);
    expect(many.calibracao.descricao).toBe('calibrada com 20 redações corrigidas desta proposta');
    expect(one.calibracao.descricao).toBe('calibrada com 1 redação corrigida desta proposta');
  });

  test('consistent references narrow the plausible range and raise the probability', () => {
    const exact = Array.from({ length: 30 }, () => ref([120, 120, 120, 120, 120]));
    const cal = calibrate(raw, conf, exact)!;
    for (const c of cal.confiancas) {
      expect(c.faixa[1] - c.faixa[0]).toBeLessThan(80);
      expect(c.probabilidade).toBeGreaterThan(0.4);
    }
  });

  test('grades stay in 0–200 steps of 40 whatever the references say', () => {
    const extreme = Array.from({ length: 50 }, (_, i) =>
      ref(i % 2 ? [200, 200, 200, 200, 200] : [0, 0, 0, 0, 0], [0, 200, 0, 200, 40]),
    );
    for (const notas of [raw, [0, 0, 0, 0, 0] as Notas, [200, 200, 200, 200, 200] as Notas]) {
      const cal = calibrate(notas, conf, extreme)!;
      expect(cal.notas.every(isLevel)).toBe(true);
      for (const c of cal.confiancas) expect(c.faixa.every(isLevel) && c.faixa[0] <= c.faixa[1]).toBe(true);
    }
  });
});

describe('similarity to the references (text model space and raw total)', () => {
  const vec = (...idx: number[]) => ({ idx: Int32Array.from(idx), val: Float64Array.from(idx.map(() => 1)) });
  const lenientNear = { ...ref([200, 200, 200, 200, 200]), vetor: vec(1, 2, 3) };
  const harshFar = { ...ref([40, 40, 40, 40, 40]), vetor: vec(7, 8, 9) };

  test('a reference that resembles the essay weighs more than one that does not', () => {
    const refs = [lenientNear, harshFar];
    // Without the essay both count alike: +80 and −80 cancel out.
    expect(calibrate(raw, conf, refs)!.calibracao.deslocamento![0]).toBeCloseTo(0, 5);
    const cal = calibrate(raw, conf, refs, undefined, { vetor: vec(1, 2, 3) })!;
    expect(cal.calibracao.deslocamento![0]).toBeGreaterThan(35);
    expect(cal.notas[0]).toBe(160);
  });

  test('references whose raw total is far from the essay’s weigh less; weights average 1', () => {
    const close = ref([160, 160, 160, 160, 160], [120, 120, 120, 120, 120]);
    const distant = ref([0, 0, 0, 0, 0], [40, 40, 40, 40, 40]);
    const w = similarityWeights([close, distant], { previstas: raw });
    expect(w[0]).toBeGreaterThan(w[1]! * 10);
    expect((w[0]! + w[1]!) / 2).toBeCloseTo(1, 10);
    expect(similarityWeights([close, distant])).toEqual([1, 1]);
  });

  test('one reference still moves a third of its disagreement whatever its similarity', () => {
    const cal = calibrate(raw, conf, [lenientNear], undefined, { vetor: vec(4, 5) })!;
    expect(cal.calibracao.deslocamento![0]).toBeCloseTo(80 / 3, 0);
  });
});

describe('reference contract', () => {
  test('grades must be official levels', () => {
    expect(referenciaCorrigidaSchema.safeParse({ texto: 'a', notas: [0, 40, 80, 120, 200] }).success).toBe(true);
    expect(referenciaCorrigidaSchema.safeParse({ texto: 'a', notas: [0, 40, 80, 120, 190] }).success).toBe(false);
  });
});

describe('local engine with references', () => {
  let engine: LocalEngine;
  beforeAll(async () => {
    engine = await createLocalEngine();
  });
  const other = [INTRO, DEV2, DEV1, 'Portanto, cabe ao Estado agir.'].join('\n\n');

  test('no references (absent, null or empty): identical grades and feedback', async () => {
    const plain = await engine.correct({ texto: ESSAY }, () => undefined);
    expect(await engine.correct({ texto: ESSAY, referencias: null }, () => undefined)).toEqual(plain);
    expect(await engine.correct({ texto: ESSAY, referencias: [] }, () => undefined)).toEqual(plain);
    expect(plain.calibracao).toBeUndefined();
  });

  test('references calibrate the grades and the feedback says so; the essay itself is never its own reference', async () => {
    const plain = engine.score({ texto: ESSAY }).notas;
    const referencias = Array.from({ length: 12 }, (_, i) => ({
      texto: `${other}\n\nRedação ${i}.`,
      notas: [200, 200, 200, 200, 200] as Notas,
    }));
    const out = await engine.correct({ texto: ESSAY, referencias }, () => undefined);
    expect(analysisSchema.safeParse(out).success).toBe(true);
    expect(out.calibracao).toEqual(
      expect.objectContaining({ referencias: 12, descricao: 'calibrada com 12 redações corrigidas desta proposta' }),
    );
    expect(out.comentarios_gerais).toContain('calibrada com 12 redações corrigidas desta proposta');
    const total = out.competencias.reduce((s, c) => s + c.nota_competencia, 0);
    expect(total).toBeGreaterThan(plain.reduce((s, n) => s + n, 0));
    // Itself as a graded reference — as sent, or pasted again with other line breaks and spacing — is left out.
    const top = [200, 200, 200, 200, 200] as Notas;
    const repasted = ESSAY.replace(/\n+/g, '\n\n\n').replace(/ /g, '  ');
    expect(repasted).not.toBe(ESSAY);
    for (const texto of [ESSAY, repasted, ` ${ESSAY}\n`])
      expect(
        (await engine.correct({ texto: ESSAY, referencias: [{ texto, notas: top }] }, () => undefined)).calibracao,
      ).toBeUndefined();
    expect(
      (await engine.correct({ texto: ESSAY, referencias: [{ texto: `${ESSAY} Fim.`, notas: top }] }, () => undefined))
        .calibracao?.referencias,
    ).toBe(1);
  });

  test('an annulled reference (all five grades 0) says nothing of the grading scale: it is left out', async () => {
    const plain = await engine.correct({ texto: ESSAY }, () => undefined);
    const annulled = { texto: other, notas: [0, 0, 0, 0, 0] as Notas };
    expect(await engine.correct({ texto: ESSAY, referencias: [annulled] }, () => undefined)).toEqual(plain);
    const graded = { texto: `${other}\n\nOutra.`, notas: [40, 40, 40, 40, 40] as Notas };
    const withBoth = await engine.correct({ texto: ESSAY, referencias: [annulled, graded] }, () => undefined);
    expect(withBoth).toEqual(await engine.correct({ texto: ESSAY, referencias: [graded] }, () => undefined));
    expect(withBoth.calibracao?.referencias).toBe(1);
    // A reference the engine annuls (too short to grade) has no raw grade to compare: left out as well.
    const short = {
      texto: 'A educação é importante para o Brasil. Todos devem estudar.',
      notas: [160, 160, 160, 160, 160] as Notas,
    };
    expect(await engine.correct({ texto: ESSAY, referencias: [short, graded] }, () => undefined)).toEqual(
      await engine.correct({ texto: ESSAY, referencias: [graded] }, () => undefined),
    );
  });
});

describe('evaluation with references', () => {
  test('leave-one-out: an essay is never its own reference, and other prompts never count', () => {
    const essays = [
      { prompt: 'a', texto: 'um' },
      { prompt: 'a', texto: 'dois' },
      { prompt: 'b', texto: 'três' },
    ];
    const pred = [
      [120, 120, 120, 120, 120],
      [120, 120, 120, 120, 120],
      [120, 120, 120, 120, 120],
    ];
    // Each essay's own human grade is far from its prediction: if it served as its own reference it would move.
    const refs = [
      { ...essays[0], notas: [200, 200, 200, 200, 200] },
      { ...essays[1], notas: [120, 120, 120, 120, 120] },
      { ...essays[2], notas: [0, 0, 0, 0, 0] },
    ];
    const out = calibratedWithReferences(pred, essays, refs, pred, 0);
    expect(out[0]).toEqual([120, 120, 120, 120, 120]); // only 'dois' (exact) is its reference
    expect(out[1]).toEqual([200, 200, 200, 200, 200]); // only 'um' (+80) is its reference, no shrinkage
    expect(out[2]).toEqual([120, 120, 120, 120, 120]); // alone in its prompt: no reference at all
  });
});

/** A reference model that grades every competency 160 (continuous), cut at 150 for 200, or at 170 on a proposal the engine has seen. */
const flatModelWithSeenTop = () => {
  const flat = {
    prior: 2,
    mean: Array(16).fill(0),
    std: Array(16).fill(1),
    bias: 160,
    weights: Array(16).fill(0),
    thresholds: [20, 60, 100, 140, 150],
    seenTop: 170,
  };
  return { competencies: Array.from({ length: 5 }, () => flat) };
};

/**
 * Synthetic prompts whose raters follow the raw prediction plus a prompt offset (offsets[0] + (p mod 5) × offsets[1])
 * and uniform noise of width `noise`; raw predictions uniform in [low, low + span].
 */
function syntheticPrompts(o: {
  seed: number;
  prompts: number;
  essays: number;
  offsets: [number, number];
  low: number;
  span: number;
  noise: number;
}): ReferenceItem[] {
  let seed = o.seed;
  const rnd = () => (seed = (seed * 16807) % 2147483647) / 2147483647;
  const lv = (v: number) => Math.max(0, Math.min(200, Math.round(v / 40) * 40));
  const items: ReferenceItem[] = [];
  for (let p = 0; p < o.prompts; p++) {
    const offset = o.offsets[0] + (p % 5) * o.offsets[1];
    for (let k = 0; k < o.essays; k++) {
      const continuas = [0, 1, 2, 3, 4].map(() => o.low + rnd() * o.span);
      items.push({
        prompt: `p${p}`,
        texto: `redação ${p}-${k}`,
        notas: continuas.map(lv),
        continuas,
        regras: [false, false, false, false, false],
        humanas: continuas.map((v) => lv(v + offset + (rnd() - 0.5) * o.noise)),
      });
    }
  }
  return items;
}

describe('reference model (fitted second stage)', () => {
  const { model } = loadCalibrationParams();
  const continuas = [120, 120, 120, 120, 120];

  test('the shipped model exists and reads 16 features, each competency shrunk with its own K', () => {
    expect(model).toBeDefined();
    // K chosen by the inner CV of fit-calibration.ts among the grid's; a few-reference model beside the full one.
    expect(REFERENCE_MODEL_GRID.priors).toContainEqual(model!.competencies.map((c) => c.prior));
    expect(model!.few?.below).toBe(FEW_REFERENCES.below);
    // No share per count (`FEW_BLEND`, tried, not shipped): `below` decides.
    expect(model!.few!.blend).toBeUndefined();
    expect(REFERENCE_MODEL_GRID.priors).toContainEqual(model!.few!.competencies.map((c) => c.prior));
    for (const c of model!.competencies) for (const v of [c.mean, c.std, c.weights]) expect(v).toHaveLength(16);
    expect(referenceFeatures(continuas, [ref([200, 200, 200, 200, 200])], [1])).toHaveLength(16);
  });

  test('one lenient reference moves the total little, many move it more; grades are levels', () => {
    const lenient = ref([200, 200, 200, 200, 200]);
    const total = (refs: ScoredReference[]) =>
      calibrate(raw, conf, refs, undefined, { continuas }, model)!.notas.reduce((a, b) => a + b, 0);
    const plain = raw.reduce((a, b) => a + b, 0);
    const one = total([lenient]);
    const many = total(Array.from({ length: 20 }, () => lenient));
    expect(many).toBeGreaterThan(one);
    expect(many - plain).toBeGreaterThanOrEqual(200);
    // One reference: the plain shrunk leniency, a third of its 80 points of disagreement.
    expect(calibrate(raw, conf, [lenient], undefined, { continuas }, model)).toEqual(calibrate(raw, conf, [lenient]));
    expect(one - plain).toBeLessThanOrEqual(5 * 40);
    // From two references on, the levels are the reference model's, not the plain shift's.
    const two = [ref([80, 80, 80, 80, 80]), ref([80, 80, 80, 80, 80])];
    const modelled = calibrate(raw, conf, two, undefined, { continuas }, model)!;
    expect(modelled.notas).toEqual(referenceModelLevels(model!, continuas, two, [1, 1]));
    expect(modelled.notas).not.toEqual(calibrate(raw, conf, two)!.notas);
    const harsh = total(Array.from({ length: 20 }, () => ref([40, 40, 40, 40, 40])));
    expect(harsh).toBeLessThan(plain);
    for (const r of [[lenient], [ref([0, 0, 0, 0, 0])]])
      expect(calibrate(raw, conf, r, undefined, { continuas }, model)!.notas.every(isLevel)).toBe(true);
  });

  test('without the essay’s continuous predictions the plain leniency applies', () => {
    const refs = [ref([200, 200, 200, 200, 200])];
    expect(calibrate(raw, conf, refs, undefined, {}, model)).toEqual(calibrate(raw, conf, refs));
  });

  test('leave-one-out CV: an essay’s own human grades never reach its calibrated grades', () => {
    // Synthetic prompts of 6 essays whose humans follow the raw prediction plus a prompt offset; then essay 0's own grades
    // are changed wildly: its calibrated grades must not move (the model of its fold never saw it, its references exclude it).
    const items = syntheticPrompts({
      seed: 7,
      prompts: 20,
      essays: 6,
      offsets: [-40, 20],
      low: 60,
      span: 100,
      noise: 60,
    });
    const inner = (tr: number[]) => tr.map((i) => items[i]!);
    const before = referenceModelCV(items, inner);
    const changed = items.map((e, i) => (i === 0 ? { ...e, humanas: e.humanas.map((h) => 200 - h) } : e));
    const after = referenceModelCV(changed, (tr) => tr.map((i) => changed[i]!));
    expect(after[0]).toEqual(before[0]);
    // …while changing a neighbour of the same prompt (a reference of essay 0) does move it: the test can fail.
    const neighbour = items.map((e, i) => (i >= 1 && i <= 5 ? { ...e, humanas: [200, 200, 200, 200, 200] } : e));
    expect(referenceModelCV(neighbour, (tr) => tr.map((i) => neighbour[i]!))[0]).not.toEqual(before[0]);
    // A model fitted on every item grades them as calibratedItems does (the engine's path).
    const fitted = fitReferenceModel(items);
    expect(calibratedItems(items.slice(0, 6), items, fitted).every((n) => n.every(isLevel))).toBe(true);
    // C1's cut points take their own fixed mix; the other four keep the chosen one.
    const midpointsC1 = fitReferenceModel(items, { ...REFERENCE_MODEL, c1Midpoints: 1 });
    expect(midpointsC1.competencies[0]!.thresholds.slice(0, 4)).toEqual([20, 60, 100, 140]);
    expect(midpointsC1.competencies.slice(1)).toEqual(fitted.competencies.slice(1));
    expect(fitted.c1Midpoints).toBe(REFERENCE_MODEL.c1Midpoints);
    // C1's ridge takes its own λ (shrunk less: larger weights); the other four regressions are untouched by it.
    const sharedLambda = fitReferenceModel(items, { ...REFERENCE_MODEL, c1Lambda: REFERENCE_MODEL.lambda });
    const weightsOf = (m: typeof fitted) => m.competencies.map((c) => c.weights);
    expect(weightsOf(sharedLambda).slice(1)).toEqual(weightsOf(fitted).slice(1));
    const norm = (w: number[]) => Math.hypot(...w);
    expect(REFERENCE_MODEL.c1Lambda).toBeLessThan(REFERENCE_MODEL.lambda);
    expect(norm(weightsOf(fitted)[0]!)).toBeGreaterThan(norm(weightsOf(sharedLambda)[0]!));
    // Each competency reads the references shrunk with its own K: C1 keeps K = 2; C2–C5 (K = 4) change when they take it.
    const sharedPrior = fitReferenceModel(items, { ...REFERENCE_MODEL, priors: [2, 2, 2, 2, 2] });
    expect(sharedPrior.competencies[0]).toEqual(fitted.competencies[0]);
    for (let c = 1; c < 5; c++) expect(sharedPrior.competencies[c]!.mean).not.toEqual(fitted.competencies[c]!.mean);
    // The 160|200 cut is set after the mix is chosen: without it the other four cut points are the same.
    const noTop = fitReferenceModel(items, { ...REFERENCE_MODEL, top200: undefined });
    for (let c = 0; c < 5; c++)
      expect(noTop.competencies[c]!.thresholds.slice(0, 4)).toEqual(fitted.competencies[c]!.thresholds.slice(0, 4));
    expect(noTop.competencies.map((c) => c.thresholds[4])).not.toEqual(fitted.competencies.map((c) => c.thresholds[4]));
    // A proposal the raw engine has seen (the bank's) keeps the mixed 160|200 cut: the one fitted without `top200`.
    expect(fitted.competencies.map((c) => c.seenTop)).toEqual(noTop.competencies.map((c) => c.thresholds[4]));
    // A continuous grade of 160 between the two cuts: 200 on a proposal the engine never saw, 160 on the bank's.
    const model = flatModelWithSeenTop();
    const two = [ref([120, 120, 120, 120, 120]), ref([160, 160, 160, 160, 160])];
    expect(referenceModelLevels(model, [160, 160, 160, 160, 160], two, [1, 1])).toEqual([200, 200, 200, 200, 200]);
    expect(referenceModelLevels(model, [160, 160, 160, 160, 160], two, [1, 1], true)).toEqual([
      160, 160, 160, 160, 160,
    ]);
    expect(
      calibrate(raw, conf, two, undefined, { continuas: [160, 160, 160, 160, 160], promptSeen: true }, model)!.notas,
    ).toEqual([160, 160, 160, 160, 160]);
  });

  test("seenStretch moves a seen proposal's outputs away from the references' mean, only there", () => {
    // Outputs 160, references' mean 140: × 1.6 gives 172, past the seen 160|200 cut (170); unseen, nothing changes.
    const model = { ...flatModelWithSeenTop(), seenStretch: 1.6 };
    const two = [ref([120, 120, 120, 120, 120]), ref([160, 160, 160, 160, 160])];
    const at = (seen: boolean) => referenceModelLevels(model, [160, 160, 160, 160, 160], two, [1, 1], seen);
    expect(at(true)).toEqual([200, 200, 200, 200, 200]);
    expect(at(false)).toEqual(referenceModelLevels(flatModelWithSeenTop(), [160, 160, 160, 160, 160], two, [1, 1]));
    expect(referenceModelLevels({ ...model, seenStretch: 1.4 }, [160, 160, 160, 160, 160], two, [1, 1], true)).toEqual([
      160, 160, 160, 160, 160,
    ]);
  });

  test("the bank's 160|200 share is chosen in inner folds: the one whose out-of-fold 200s come closest to the raters'", () => {
    // Synthetic prompts whose raters follow the raw prediction plus a prompt offset and noise (some 200s in each competency).
    const items = syntheticPrompts({
      seed: 11,
      prompts: 30,
      essays: 8,
      offsets: [-20, 15],
      low: 50,
      span: 130,
      noise: 50,
    });
    // A share near 0 (one 200 in the fitted data) or 5 × the raters' is never the closest; the order of the grid is not read.
    for (const grid of [
      [1, 5],
      [5, 1],
      [0.01, 1],
    ])
      expect(bankTopShares(items, REFERENCE_MODEL, grid)).toEqual([1, 1, 1, 1, 1]);
    // One share per competency is the same as five fits with one share each.
    const shares = [0.8, 1, 1.25, 1.4, 1.6];
    const each = fitReferenceModel(items, { ...REFERENCE_MODEL, top200: shares });
    shares.forEach((top200, c) =>
      expect(each.competencies[c]).toEqual(fitReferenceModel(items, { ...REFERENCE_MODEL, top200 }).competencies[c]),
    );
    // The bank's model: the chosen shares, its own 160|200 cuts and no `seenTop` (its cuts are already the bank's).
    const bank = fitBankReferenceModel(items);
    expect(bank.topShares).toEqual(bankTopShares(items));
    for (const c of bank.competencies) expect(c.seenTop).toBeUndefined();
    expect(bank.competencies.map((c) => c.thresholds)).toEqual(
      fitReferenceModel(items, { ...REFERENCE_MODEL, top200: bank.topShares }).competencies.map((c) => c.thresholds),
    );
  });

  test("the 160|200 cut gives 200 to the raters' share of 200s times `top200`, never below the 120|160 cut", () => {
    const fitted = Array.from({ length: 100 }, (_, i) => i);
    const human = fitted.map((i) => (i % 10 === 0 ? 200 : 120));
    const above = (cut: number) => fitted.filter((v) => v >= cut).length;
    expect(above(topCut(fitted, human, 1, 0))).toBe(10);
    expect(above(topCut(fitted, human, 1.1, 0))).toBe(11);
    expect(above(topCut(fitted, human, 2, 0))).toBe(20);
    expect(topCut(fitted, human, 1, 95)).toBeCloseTo(95.1);
    expect(
      above(
        topCut(
          fitted,
          fitted.map(() => 120),
          1,
          0,
        ),
      ),
    ).toBe(1);
  });
});

describe('theme bank references carry out-of-fold raw grades', () => {
  test('every development essay of the bank has its out-of-fold grades, keyed by text', () => {
    const { foraDaParte } = loadCalibrationParams();
    const refs = loadThemeBank().temas.flatMap((t) => t.referencias);
    expect(refs.length).toBe(686);
    for (const r of refs) expect(foraDaParte.get(referenceKey(r.texto))?.every(isLevel)).toBe(true);
    expect(referenceKey('a  b\nc ')).toBe(referenceKey('a b c'));
  });

  test('the engine compares an essay with a bank reference through its out-of-fold grades', async () => {
    const refTexto = [INTRO, DEV2, DEV1, 'Portanto, cabe ao Estado agir.'].join('\n\n');
    const referencias = [{ texto: refTexto, notas: [120, 120, 120, 120, 120] as Notas }];
    const shiftWith = async (grades: Notas) => {
      const e = await createLocalEngine({ calibration: { foraDaParte: new Map([[referenceKey(refTexto), grades]]) } });
      return (await e.correct({ texto: ESSAY, referencias }, () => undefined)).calibracao!.deslocamento!;
    };
    // Stored raw grade 0 → the reference was graded 120 above the engine; stored 200 → 80 below.
    const low = await shiftWith([0, 0, 0, 0, 0]);
    const high = await shiftWith([200, 200, 200, 200, 200]);
    for (let c = 0; c < 5; c++) expect(low[c]!).toBeGreaterThan(high[c]!);
  });

  test('a theme-bank proposal (references with out-of-fold grades) is graded with the cut for a proposal the engine has seen', async () => {
    const model = flatModelWithSeenTop();
    const textos = [
      [INTRO, DEV2, DEV1, 'Portanto, cabe ao Estado agir.'].join('\n\n'),
      [INTRO, DEV1, 'Portanto, cabe à escola agir.'].join('\n\n'),
    ];
    const referencias = textos.map((texto) => ({ texto, notas: [160, 160, 160, 160, 160] as Notas }));
    const gradesWith = async (foraDaParte: Map<string, Notas>) =>
      (
        await (
          await createLocalEngine({ calibration: { model, foraDaParte } })
        ).correct({ texto: ESSAY, referencias }, () => undefined)
      ).competencias.map((c) => c.nota_competencia);
    const bank = await gradesWith(new Map(textos.map((t) => [referenceKey(t), [120, 120, 120, 120, 120] as Notas])));
    const teacher = await gradesWith(new Map());
    expect(bank.filter((v) => v === 200)).toEqual([]);
    expect(teacher.filter((v) => v === 200).length).toBeGreaterThan(0);
  });

  test('the engine grades through the shipped reference model: a lenient one gives more than a harsh one', async () => {
    // Two reference models fitted on synthetic prompts: raters 80 points above the engine, and 80 below.
    const lv = (v: number) => Math.max(0, Math.min(200, Math.round(v / 40) * 40));
    const itemsWith = (offset: number): ReferenceItem[] =>
      Array.from({ length: 60 }, (_, i) => {
        const continuas = [0, 1, 2, 3, 4].map((c) => 60 + ((i * 37 + c * 11) % 100));
        return {
          prompt: `p${i % 10}`,
          texto: `redação ${i}`,
          notas: continuas.map(lv),
          continuas,
          regras: [false, false, false, false, false],
          humanas: continuas.map((v) => lv(v + offset)),
        };
      });
    const lenient = fitReferenceModel(itemsWith(80));
    const harsh = fitReferenceModel(itemsWith(-80));
    const texts = [
      [INTRO, DEV2, DEV1, 'Portanto, cabe ao Estado agir.'],
      [INTRO, DEV1, DEV2, 'Logo, a escola deve agir.'],
    ].map((p) => p.join('\n\n'));
    const e0 = await createLocalEngine();
    // Stored grades equal to the engine's own: only the model differs between the two cases.
    const own = texts.map((t) => e0.grade(analyzeText({ texto: t }, e0.speller, { suggestions: false })) as Notas);
    const referencias = texts.map((texto) => ({ texto, notas: [120, 120, 120, 120, 120] as Notas }));
    const foraDaParte = new Map(texts.map((t, i) => [referenceKey(t), own[i]!]));
    const total = async (model: ReferenceModel) =>
      (await createLocalEngine({ calibration: { model, foraDaParte } }))
        .score({ texto: ESSAY, referencias })
        .notas.reduce((a, b) => a + b, 0);
    expect(await total(lenient)).toBeGreaterThan(await total(harsh));
  });
});
