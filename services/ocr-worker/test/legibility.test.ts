// The honest gate (issue 49): noise read from handwriting is never handed over as a transcription.
import { jest } from '@jest/globals';
import { loadSpeller, type Speller } from '@argumenta/corretor/speller';
import { createOcrEngine, type OcrEngine } from '../src/engine/index.js';
import { assessLegibility, LEGIBILITY_THRESHOLD } from '../src/engine/legibility.js';
import { distortedHandwriting, PARAGRAPHS } from '../src/fixtures/index.js';

jest.setTimeout(240_000);

let speller: Speller;
beforeAll(async () => {
  speller = await loadSpeller();
});

const words = (text: string, confianca = 80) => text.split(/\s+/).map((texto) => ({ texto, confianca }));

describe('assessLegibility', () => {
  it('reads a well-recognised Portuguese paragraph as legible', () => {
    const r = assessLegibility(words(PARAGRAPHS[0], 92), speller.check);
    expect(r.legivel).toBe(true);
    expect(r.legibilidade.acerto_dicionario).toBeGreaterThan(0.95);
    expect(r.legibilidade.motivo).toBeNull();
  });

  it("refuses the issue's real handwritten page as tesseract read it, short real words and all", () => {
    const noise = 'L) O n | t 2 à & OCA Jalho — A no, ua, do ou o aut o(a dam OW';
    const r = assessLegibility(words(noise, 58), speller.check);
    expect(r.legivel).toBe(false);
    expect(r.legibilidade.estimativa).toBeLessThan(LEGIBILITY_THRESHOLD);
    expect(r.legibilidade.ruido).toBeGreaterThan(0.2);
    expect(r.legibilidade.motivo).toMatch(/crédito não foi cobrado/);
  });

  it('counts a vision model’s [ilegível] marks against the page', () => {
    const text = PARAGRAPHS[1]
      .split(' ')
      .map((w, i) => (i % 2 ? '[ilegível]' : w))
      .join(' ');
    expect(assessLegibility(words(text, 80), speller.check).legivel).toBe(false);
  });

  it('keeps clitics, compounds and numbers as words', () => {
    const r = assessLegibility(words('Faz-se necessário garantir o bem-estar de 30% dos jovens.', 90), speller.check);
    expect(r.legibilidade.acerto_dicionario).toBe(1);
    expect(r.legivel).toBe(true);
  });
});

describe('the engine on handwriting-like pages', () => {
  let engine: OcrEngine;
  beforeAll(async () => {
    engine = await createOcrEngine({ poolSize: 1 });
  });
  afterAll(() => engine?.close());

  it('hands over a mildly irregular hand and holds back one it cannot read (CER ≈ 80 %)', async () => {
    const mild = await engine.transcribe(await distortedHandwriting(2, 3));
    expect(mild.legivel).toBe(true);
    const hard = await engine.transcribe(await distortedHandwriting(8, 3));
    expect(hard.legivel).toBe(false);
    expect(hard.legibilidade.estimativa).toBeLessThan(LEGIBILITY_THRESHOLD);
  });
});
