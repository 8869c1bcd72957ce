// Accuracy against fixtures rendered at test time (DejaVu Serif and Dancing Script from Debian packages).
import { jest } from '@jest/globals';
import sharp from 'sharp';
import { TRANSCRIPTION_PHASES, transcriptionResultSchema } from '@argumenta/contracts';
import { createOcrEngine, OcrError, type OcrEngine, type OcrOutput, type OcrProgress } from '../src/engine/index.js';
import { buildFixtures, cer, type Fixture } from '../src/fixtures/index.js';

// OCR of 11 pages is CPU-bound: generous on a loaded 2-core CI machine (speed is measured by the benchmark).
jest.setTimeout(480_000);

let engine: OcrEngine;
let fixtures: Fixture[];
const results = new Map<string, OcrOutput>();

beforeAll(async () => {
  [engine, fixtures] = await Promise.all([createOcrEngine({ poolSize: 2 }), buildFixtures()]);
  await Promise.all(fixtures.map(async (f) => results.set(f.name, await engine.transcribe(f.image))));
});
afterAll(() => engine?.close());

const outputSchema = transcriptionResultSchema.omit({ id: true, creditos_restantes: true });

describe('printed text', () => {
  it.each(['clean', 'rotated', 'perspective', 'lighting', 'blur', 'noise', 'jpeg', 'lowres', 'photo'])(
    '%s: CER ≤ 2 %%',
    (variant) => {
      const f = fixtures.find((x) => x.name === `printed-${variant}`)!;
      expect(cer(f.text, results.get(f.name)!.texto)).toBeLessThanOrEqual(0.02);
    },
  );

  it('keeps the three paragraphs, separated by a blank line', () => {
    expect(results.get('printed-clean')!.texto.split('\n\n')).toHaveLength(3);
  });
});

describe('cursive (handwriting-like) text', () => {
  it.each(['clean', 'photo'])('%s: CER ≤ 10 %%', (variant) => {
    const f = fixtures.find((x) => x.name === `cursive-${variant}`)!;
    expect(cer(f.text, results.get(f.name)!.texto)).toBeLessThanOrEqual(0.1);
  });
});

describe('output', () => {
  it('matches the transcription contract with per-word confidence and metadata', () => {
    const out = results.get('printed-jpeg')!;
    expect(outputSchema.parse(out)).toEqual(out);
    expect(out.metadados).toMatchObject({ largura: 1240, formato: 'jpeg', idioma: 'por' });
    expect(out.metadados.motor).toMatch(/^tesseract\.js 7/);
    expect(out.estatisticas.palavras).toBe(out.texto.split(/\s+/).length);
    expect(out.estatisticas.linhas).toBeGreaterThanOrEqual(10);
    expect(out.palavras_confianca.length).toBe(out.estatisticas.palavras);
    expect(out.palavras_confianca[0]).toMatchObject({ texto: 'A', linha: 1 });
    expect(out.estatisticas.confianca_media).toBeGreaterThan(85);
    expect(out.qualidade_estimada).toBe('excelente');
  });

  it('reports the phases in order with a percent that never goes back', async () => {
    const events: OcrProgress[] = [];
    await engine.transcribe(fixtures[0].image, { onProgress: (p) => events.push(p) });
    const phases = events.map((e) => e.phase).filter((p, i, a) => a[i - 1] !== p);
    expect(phases).toEqual([...TRANSCRIPTION_PHASES]);
    expect(events.find((e) => e.phase === 'preparing')!.percent).toBe(20);
    expect(events.find((e) => e.phase === 'sending')!.percent).toBe(40);
    expect(events.at(-1)).toEqual({ phase: 'finishing', percent: 95, message: 'Organizando o texto transcrito…' });
    const processing = events.filter((e) => e.phase === 'processing');
    expect(processing.length).toBeGreaterThan(2);
    expect(Math.max(...processing.map((e) => e.percent))).toBeGreaterThanOrEqual(85);
    for (let i = 1; i < events.length; i++) expect(events[i].percent).toBeGreaterThanOrEqual(events[i - 1].percent);
    expect(events.every((e) => e.message.length > 0)).toBe(true);
  });

  it('refuses a page without text with a clear Portuguese message', async () => {
    const blank = await sharp({ create: { width: 800, height: 600, channels: 3, background: '#f4f1ea' } })
      .jpeg()
      .toBuffer();
    const err = await engine.transcribe(blank).catch((e: unknown) => e);
    expect(err).toBeInstanceOf(OcrError);
    expect(err).toMatchObject({
      code: 'no_text',
      retryable: false,
      message: 'Não foi possível identificar texto na imagem. Envie uma foto mais nítida e bem iluminada.',
    });
  });

  it('refuses an invalid upload before using a worker', async () => {
    const err = await engine.transcribe(Buffer.from('não sou uma imagem')).catch((e: unknown) => e);
    expect(err).toMatchObject({ code: 'invalid_image', retryable: false });
  });

  it('stops at once on an aborted signal and stays usable', async () => {
    const ctl = new AbortController();
    const pending = engine.transcribe(fixtures[0].image, { signal: ctl.signal });
    ctl.abort();
    await expect(pending).rejects.toMatchObject({ code: 'aborted' });
    const again = await engine.transcribe(fixtures[0].image);
    expect(cer(fixtures[0].text, again.texto)).toBeLessThanOrEqual(0.02);
  });
});
