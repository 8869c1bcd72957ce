import { groupParagraphs, joinLines, type OcrLine } from '../src/engine/layout.js';

const line = (text: string, y0: number, x0 = 100, x1 = 1100): OcrLine => ({
  words: text.split(' ').map((t) => ({ text: t, confidence: 90, bbox: { x0, y0, x1, y1: y0 + 30 } })),
  bbox: { x0, y0, x1, y1: y0 + 30 },
  confidence: 90,
});

describe('joinLines', () => {
  it('undoes hyphenation at line ends but keeps clitic and compound hyphens', () => {
    expect(joinLines(['a educa-', 'ção pública'])).toBe('a educação pública');
    expect(joinLines(['o debate faz-', 'se necessário'])).toBe('o debate faz-se necessário');
    expect(joinLines(['o bem-', 'estar social'])).toBe('o bem-estar social');
    expect(joinLines(['Rio de Janeiro -', 'Brasil'])).toBe('Rio de Janeiro - Brasil');
    expect(joinLines(['segundo o IBGE-', 'Brasil'])).toBe('segundo o IBGE- Brasil');
  });
});

describe('groupParagraphs', () => {
  it('splits on a blank line, an indented first line, or a short line ending a sentence', () => {
    const lines = [
      line('Primeira linha do primeiro parágrafo', 100),
      line('termina aqui.', 140, 100, 500),
      line('Segundo parágrafo recuado começa', 180, 200),
      line('e continua na margem', 220),
      line('Terceiro após linha em branco', 330),
    ];
    const paras = groupParagraphs(lines).map((p) => p.length);
    expect(paras).toEqual([2, 2, 1]);
  });
});
