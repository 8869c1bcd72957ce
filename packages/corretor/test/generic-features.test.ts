import { beforeAll, describe, expect, test } from '@jest/globals';
import { analyzeText, type TextAnalysis } from '../src/analysis.js';
import { GENERIC_FEATURES, mtld } from '../src/analysis/generic.js';
import { FEATURES } from '../src/lab/features.js';
import { loadSpeller, type Speller } from '../src/speller.js';
import { ESSAY } from './fixtures/essays.js';

let sp: Speller;
let full: TextAnalysis;
beforeAll(async () => {
  sp = await loadSpeller();
  full = analyzeText(
    { texto: ESSAY, proposta: { titulo: 'Os desafios para combater a evasão escolar no Brasil' } },
    sp,
  );
});

describe('features meant to carry across proposals', () => {
  test('MTLD: a text repeating a few words scores far below one that varies them, at any length', () => {
    const varied = ESSAY.toLowerCase().match(/\p{L}+/gu)!;
    const repeated = Array.from({ length: varied.length }, (_, i) => ['a', 'escola', 'é', 'boa', 'e'][i % 5]!);
    expect(mtld(varied)).toBeGreaterThan(3 * mtld(repeated));
    // Robust to length: the first half and the whole text are within a third of each other.
    const half = mtld(varied.slice(0, Math.floor(varied.length / 2)));
    expect(Math.abs(half - mtld(varied)) / mtld(varied)).toBeLessThan(1 / 3);
    expect(mtld(['poucas', 'palavras'])).toBe(0);
  });

  test('every one is computed, read by the models, and agrees with the analysis it comes from', () => {
    for (const f of GENERIC_FEATURES) {
      expect(FEATURES).toContain(f);
      expect(Number.isFinite(full.features[f])).toBe(true);
    }
    expect(full.features.c1_findings_100).toBeCloseTo((100 * full.c1.desvios.length) / full.doc.tokens.length, 6);
    expect(full.features.thesis_found).toBe(full.c3.tese ? 1 : 0);
    expect(full.features.topics_announced).toBe(full.c3.topicos.length);
    expect(full.features.function_share).toBeGreaterThan(0.3);
    expect(full.features.function_share).toBeLessThan(0.8);
    expect(full.features.paragraphs_multi_sentence).toBeGreaterThan(0);
  });

  test('sentence spread: even sentences have none, uneven ones some', () => {
    const even = analyzeText(
      { texto: 'Eu gosto de ler livros. Ele gosta de ver filmes. Nós gostamos de ouvir música.' },
      sp,
    );
    const uneven = analyzeText(
      {
        texto:
          'Leio. Ele gosta muito de ver filmes antigos no cinema da cidade com os amigos da escola todos os sábados à tarde.',
      },
      sp,
    );
    expect(even.features.sentence_sd).toBe(0);
    expect(uneven.features.sentence_sd).toBeGreaterThan(5);
    expect(uneven.features.sentence_cv).toBeGreaterThan(even.features.sentence_cv);
  });
});
