// The climb (issue 48) on essays written for the test: the weak essay's steps name its own passages, the C5 steps name
// the missing elements where they would go, and a teacher's grade in force moves the levels with it.
import { afterAll, beforeAll, expect, test } from '@jest/globals';
import { analysisWithOfficialGrades, type Analysis, type CorrectionInput } from '@argumenta/contracts';
import { createLocalEngine, type LocalEngine } from '../src/engine.js';
import { FAKE_NEWS_PROPOSAL, WEAK } from './fixtures/fake-news.js';

let engine: LocalEngine;
let weak: Analysis;
beforeAll(async () => {
  engine = await createLocalEngine();
  weak = await engine.correct(
    { texto: WEAK, titulo: null, proposta: FAKE_NEWS_PROPOSAL } as CorrectionInput,
    async () => {},
  );
}, 180_000);
afterAll(() => engine.close());

test('below 200 every competency names its level, the next one and steps quoting the essay', () => {
  for (const c of weak.competencias) {
    expect(c.nota_competencia).toBeLessThan(200);
    const climb = c.proximo_nivel!;
    expect(climb.nivel).toMatch(new RegExp(`^Nível ${c.nota_competencia}: `));
    expect(climb.proximo).toMatch(new RegExp(`^Nível ${c.nota_competencia + 40}: `));
    expect(climb.passos.length).toBeGreaterThan(0);
    // Each step quotes this essay or counts something in it.
    for (const p of climb.passos)
      expect([...p.matchAll(/"([^"]+)"/g)].some(([, x]) => WEAK.includes(x!.replace(/…$/, ''))) || /\d/.test(p)).toBe(
        true,
      );
  }
});

test('C5: a missing element is named with where it would go (the conclusion)', () => {
  const c5 = weak.competencias[4]!;
  if (c5.numero_competencia !== 5) throw new Error('C5');
  const missing = Object.values(c5.avaliacao_proposta_intervencao).filter((e) => !e.presente);
  expect(missing.length).toBeGreaterThan(0);
  expect(c5.proximo_nivel!.passos.some((p) => / Onde: a conclusão começa com "| Trecho: "/.test(p))).toBe(true);
});

test("a teacher's grade in force moves the climb's levels; at 200 no step is left", () => {
  const ai = weak.competencias.map((c) => c.nota_competencia);
  const official = analysisWithOfficialGrades(weak, [200, ai[1]! + 40, ai[2]!, ai[3]!, ai[4]!]);
  const [c1, c2, c3] = official.competencias;
  expect(c1!.proximo_nivel).toEqual({
    nivel: expect.stringMatching(/^Nível 200: /),
    proximo: null,
    passos: ['Nota máxima, decidida na revisão humana desta redação.'],
  });
  expect(c2!.proximo_nivel!.nivel).toMatch(new RegExp(`^Nível ${ai[1]! + 40}: `));
  expect(c2!.proximo_nivel!.passos).toEqual(weak.competencias[1]!.proximo_nivel!.passos);
  expect(c3).toBe(weak.competencias[2]);
  // The explanation under the grade in force opens with it and names the AI's grade it was written for.
  expect(c2!.justificativa_nota).toMatch(
    new RegExp(`^Nota ${ai[1]! + 40}, a nota oficial desta redação\\. A correção automática sugeriu ${ai[1]}; `),
  );
  expect(c2!.justificativa_nota).not.toMatch(/^Nota \d+ \(desempenho/);
  expect(c2!.justificativa_nota).toContain(
    weak.competencias[1]!.justificativa_nota.replace(/^Nota \d+ \([^)]*\)\.\s*/u, ''),
  );
});
