import {
  analyseLevelled,
  analyseSheet,
  attachReadings,
  extendGrid,
  findRules,
  lineRanges,
  regularRules,
} from '../src/engine/sheet.js';
import type { Grey } from '../src/engine/preprocess.js';
import sharp from 'sharp';
import { ruledPage } from '../src/fixtures/index.js';

// The bench's full phone-photo degradation is per-pixel JavaScript (minutes under jest on a loaded machine); here a
// photo is the page tilted 2.5°, softened and saved as a JPEG by sharp.
const VARIANTS = {
  clean: async (page: Buffer) => page,
  photo: (page: Buffer) =>
    sharp(page).rotate(2.5, { background: '#f4f1ea' }).blur(1.1).jpeg({ quality: 60 }).toBuffer(),
};

// Generated sheets with a known count of written lines (npm run bench -- folha runs the whole grid).
describe('answer sheet analysis', () => {
  const cases = [
    { sheet: 'enem', written: 0, variant: 'clean' },
    { sheet: 'enem', written: 3, variant: 'photo' },
    { sheet: 'enem', written: 31, variant: 'clean' },
    { sheet: 'escola', written: 12, variant: 'clean', title: true },
    { sheet: 'lisa', written: 27, variant: 'clean' },
    // The real failure: a large thin cursive whose strokes cross the rules, every line written, photographed.
    { sheet: 'enem', written: 31, variant: 'photo', dificuldade: 'densa' },
  ] as const;
  it.each(cases)(
    '$sheet, $written lines, $variant: the count within ±2 and the ENEM rule',
    async (c) => {
      const page = await ruledPage({
        sheet: c.sheet,
        written: c.written,
        title: 'title' in c,
        hand: 'dificuldade' in c ? 'texto' : 'rabisco',
        dificuldade: 'dificuldade' in c ? c.dificuldade : undefined,
        paragraphEvery: 9,
        seed: c.written + 1,
      });
      const s = await analyseSheet(await VARIANTS[c.variant](page.image));
      const truth = page.lines.filter((l) => !l.titulo && l.numero <= 30).length;
      expect(Math.abs(s.linhas_escritas - truth)).toBeLessThanOrEqual(2);
      expect(s.pautada).toBe(c.sheet !== 'lisa');
      if (c.written === 0) {
        expect(s.avaliacao_enem).toBe('em_branco');
        expect(s.linhas).toHaveLength(0);
      } else if (c.written <= 7) {
        expect(s.avaliacao_enem).toBe('texto_insuficiente');
        expect(s.evidencia).toMatch(/texto insuficiente/);
      } else expect(s.avaliacao_enem).toBeNull();
      if ('title' in c) {
        expect(s.linha_titulo).toBe(true);
        expect(s.linhas[0]!.titulo).toBe(true);
        expect(s.evidencia).toMatch(/título/);
      }
      if (c.written > 30) expect(s.alem_da_linha_30).toBeGreaterThanOrEqual(1);
      // The whole grid: the ENEM sheet's 30 rules, line 1 on the first.
      if ('dificuldade' in c) {
        expect(s.pautas).toBe(30);
        expect(s.linhas[0]!.numero).toBe(1);
      }
      // Boxes are page fractions, in reading order, each line below the one before.
      for (const [i, l] of s.linhas.entries()) {
        expect(l.x0).toBeGreaterThanOrEqual(0);
        expect(l.y1).toBeLessThanOrEqual(1);
        expect(l.y1).toBeGreaterThan(l.y0);
        if (i) expect(l.y0).toBeGreaterThan(s.linhas[i - 1]!.y0);
      }
    },
    120_000,
  );

  it('puts each recognised word on its line and pre-fills only confident dictionary readings', async () => {
    const page = await ruledPage({ sheet: 'enem', written: 3, hand: 'rabisco', seed: 4 });
    const s = await analyseSheet(page.image);
    const mid = (i: number) => s.linhas[i]!.y0 + (s.linhas[i]!.y1 - s.linhas[i]!.y0) * 0.6;
    const words = ['casa', 'bonita'];
    const read = attachReadings(
      s,
      [
        { text: 'casa', confidence: 92, yCenter: mid(0) },
        { text: 'bonita', confidence: 90, yCenter: mid(0) },
        { text: 'x7q', confidence: 95, yCenter: mid(1) },
        { text: 'casa', confidence: 40, yCenter: mid(2) },
      ],
      (w) => words.includes(w),
    );
    expect(read.linhas.map((l) => [l.texto, l.confiavel])).toEqual([
      ['casa bonita', true],
      ['x7q', false],
      ['casa', false],
    ]);
  }, 30_000);

  // A levelled page drawn pixel by pixel: 30 grey rules at a 32 px pitch under a header box, and `written` lines of
  // "writing" on them — words as dense ink blocks with tall strokes crossing the rule above and the rule below, so on
  // the first `hidden` lines the rules show only in the gaps between words (findRules cannot see them there).
  const PITCH = 32;
  const TOP = 120;
  function drawnSheet(written: number, hidden: number): Grey {
    const width = 800;
    const height = TOP + 32 * PITCH;
    const data = Buffer.alloc(width * height, 250);
    const dot = (x: number, y: number, v: number) => {
      if (x >= 0 && y >= 0 && x < width && y < height) data[y * width + x] = Math.min(data[y * width + x]!, v);
    };
    for (let x = 60; x < 740; x++) for (const y of [20, 21, 22, 70, 71, 72]) dot(x, y, 90); // the header box
    for (let i = 0; i < 30; i++) for (let x = 60; x < 740; x++) dot(x, TOP + i * PITCH, 165);
    for (let l = 0; l < written; l++) {
      const base = TOP + l * PITCH;
      const dense = l < hidden;
      // Words 40–90 px long, 14 px apart; on a dense line the ink fills the band above the rule and crosses it.
      for (let x = 70, k = 0; x < 720; k++) {
        const len = 40 + ((k * 37) % 50);
        for (let xx = x; xx < Math.min(720, x + len); xx++)
          for (let y = base - (dense ? 14 : 10); y <= base + (dense ? 6 : -2); y++)
            if (dense || (xx + y) % 3) dot(xx, y, 30 + ((xx * 7 + y * 13) % 50)); // ink of varied darkness
        x += len + 14;
      }
    }
    return { data, width, height };
  }

  it('fits the whole grid when writing hides the rules under the first lines', () => {
    const img = drawnSheet(27, 12);
    const chain = regularRules(findRules(img), img.height);
    // The rules under the dense lines are not candidates: the chain starts further down.
    expect(chain.rules[0]!.y).toBeGreaterThan(TOP + 5 * PITCH);
    const grid = extendGrid(img, chain.rules, findRules(img), chain.pitch);
    expect(grid).toHaveLength(30);
    expect(Math.abs(grid[0]!.y - TOP)).toBeLessThanOrEqual(2);
    expect(Math.abs(grid[29]!.y - (TOP + 29 * PITCH))).toBeLessThanOrEqual(2);
    const s = analyseLevelled(img, 0);
    expect(s.pautas).toBe(30);
    expect(s.linhas_escritas).toBe(27);
    expect(s.linhas[0]!.numero).toBe(1);
  });

  it('ends the grid where the paper shows no rule: not into the header, not below line 30', () => {
    const img = drawnSheet(30, 4);
    const s = analyseLevelled(img, 0);
    expect(s.pautas).toBe(30);
    expect(s.linhas_escritas).toBe(30);
    expect(s.alem_da_linha_30).toBe(0);
    expect(s.linhas.map((l) => l.numero)).toEqual(Array.from({ length: 30 }, (_, i) => i + 1));
  });

  it('lists line numbers as a reader says them', () => {
    expect(lineRanges([1, 2, 3, 5, 7, 8])).toBe('1 a 3, 5 e 7 a 8');
    expect(lineRanges([4])).toBe('4');
  });
});
