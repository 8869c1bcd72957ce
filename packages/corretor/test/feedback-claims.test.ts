// The feedback's claims about C2–C5 checked on essays written for this test (test/fixtures/fake-news.ts), graded as the
// worker grades them — through the engine, without and with a proposal's graded references — so each explanation is
// checked against the grade shown after calibration. The same checks run on the 686 development essays in
// feedback-truth.test.ts.
import { afterAll, beforeAll, describe, expect, test } from '@jest/globals';
import type { CorrectionInput } from '@argumenta/contracts';
import { analyzeText } from '../src/analysis.js';
import { createLocalEngine, type LocalEngine } from '../src/engine.js';
import { comp, contradictions } from './feedback-contradictions.js';
import { FAKE_NEWS_PROPOSAL, SOURCE_FIRST, STRONG, WEAK } from './fixtures/fake-news.js';

let engine: LocalEngine;
beforeAll(async () => {
  engine = await createLocalEngine();
});
afterAll(() => engine.close());

const ESSAYS = { STRONG, SOURCE_FIRST, WEAK };
// A teacher's grades for the three (what the references of this proposal would carry).
const TEACHER: Record<keyof typeof ESSAYS, [number, number, number, number, number]> = {
  STRONG: [160, 200, 200, 200, 200],
  SOURCE_FIRST: [160, 160, 160, 160, 160],
  WEAK: [80, 80, 40, 80, 40],
};

async function graded(name: keyof typeof ESSAYS, withReferences: boolean) {
  const input: CorrectionInput = {
    texto: ESSAYS[name],
    titulo: null,
    proposta: FAKE_NEWS_PROPOSAL,
    ...(withReferences
      ? {
          referencias: (Object.keys(ESSAYS) as (keyof typeof ESSAYS)[])
            .filter((k) => k !== name)
            .map((k) => ({ texto: ESSAYS[k], notas: TEACHER[k] })),
        }
      : {}),
  } as CorrectionInput;
  const out = await engine.correct(input, async () => {});
  await engine.prepare(input);
  const a = analyzeText(input, engine.speller, { suggestions: false, morph: engine.morph });
  return { out, a, notas: out.competencias.map((c) => c.nota_competencia) };
}

describe('the feedback on essays written for the test says only what is true of them', () => {
  for (const withReferences of [false, true])
    for (const name of Object.keys(ESSAYS) as (keyof typeof ESSAYS)[])
      test(`${name}, ${withReferences ? 'calibrated with the other two as references' : 'no references'}: no contradiction`, async () => {
        const { out, a, notas } = await graded(name, withReferences);
        expect(contradictions(a, notas, out)).toEqual([]);
      });

  test('three paragraphs open with a connective: no "só 1 parágrafo"; the counted openings are the real ones', async () => {
    const { out, a } = await graded('STRONG', false);
    expect(a.c4.aberturas.map((x) => [x.paragrafo, x.trecho])).toEqual([
      [1, 'Em primeira análise'],
      [2, 'Além disso'],
      [3, 'Portanto'],
    ]);
    const c4 = comp(out, 4);
    expect(c4.pontos_a_melhorar_detalhados_c4.map((i) => i.tipo_problema_coesao_c4)).not.toContain(
      'Articulação entre parágrafos',
    );
    expect(c4.justificativa_nota).toMatch(/3 parágrafos com conectivo argumentativo nas primeiras palavras/);
  });

  test('one paragraph opens with a connective: the claim names it and its connective', async () => {
    const { out } = await graded('WEAK', false);
    const item = comp(out, 4).pontos_a_melhorar_detalhados_c4.find(
      (i) => i.tipo_problema_coesao_c4 === 'Articulação entre parágrafos',
    );
    expect(item?.descricao_problema_c4).toBe(
      'Só 1 parágrafo depois da introdução tem conectivo argumentativo nas primeiras palavras: o 4º ("Portanto"); a nota máxima exige ao menos dois.',
    );
  });

  test('the thesis is the sentence that states the position, not the repertoire that opens the introduction', async () => {
    expect((await graded('STRONG', false)).out.tese_identificada).toBe(
      'Portanto, é necessário enfrentar as duas causas para proteger o debate público.',
    );
    expect((await graded('SOURCE_FIRST', false)).out.tese_identificada).toBe(
      'Dessa forma, é fundamental combater a desinformação para preservar a democracia.',
    );
    // No sentence of the weak introduction states a position: no thesis is shown (never its first sentence by default).
    expect((await graded('WEAK', false)).out.tese_identificada).toBe('');
  });

  test('axes announced beside the thesis are found, each apart, and said to be developed', async () => {
    const strong = await graded('STRONG', false);
    expect(strong.a.c3.topicos).toEqual([
      { topico: 'negligência estatal na regulação das plataformas', desenvolvido: true, paragrafo: 1 },
      { topico: 'falta de educação midiática da população', desenvolvido: true, paragrafo: 2 },
    ]);
    const source = await graded('SOURCE_FIRST', false);
    expect(source.a.c3.topicos.map((t) => t.topico)).toEqual([
      'omissão das plataformas digitais',
      'falta de senso crítico de muitos usuários',
    ]);
    for (const { out } of [strong, source])
      expect(comp(out, 3).justificativa_nota).toMatch(/2 de 2 tópicos anunciados na introdução desenvolvidos/);
    expect(comp((await graded('WEAK', false)).out, 3).justificativa_nota).toMatch(
      /não encontramos na introdução tópicos anunciados/,
    );
  });

  test('C5: the arithmetic ends at the grade shown, with and without references', async () => {
    for (const withReferences of [false, true]) {
      const { out, a } = await graded('STRONG', withReferences);
      const c5 = comp(out, 5);
      const [, k, total] = /(\d+) × 40 = (\d+)/.exec(c5.justificativa_nota) ?? [];
      expect(Number(total)).toBe(c5.nota_competencia);
      expect(Number(k) * 40).toBe(c5.nota_competencia);
      expect(c5.justificativa_nota).toContain(
        c5.nota_competencia === 40 * a.c5.validos
          ? `${a.c5.validos} elementos válidos`
          : `a leitura encontrou ${a.c5.validos} elementos`,
      );
    }
  });
});
