import type { SheetLine } from '@argumenta/contracts';
import { essayFromLines, levelledSize, titleKeptApart, type TypedLine } from './lineLayout';

const line = (numero: number, texto: string, inicio = 0.02, fim = 0.97, titulo = false): TypedLine => ({
  numero,
  texto,
  titulo,
  inicio_tinta: inicio,
  fim_tinta: fim,
});

describe('essayFromLines', () => {
  it('keeps the title apart and rebuilds paragraphs from indents, skipped lines and short sentence ends', () => {
    const r = essayFromLines([
      line(1, 'A mulher na sociedade', 0.3, 0.7, true),
      line(2, 'A persistência da violência é um desa-', 0.08),
      line(3, 'fio que exige ação conjunta.', 0.02, 0.5),
      line(4, 'Em primeiro lugar, a educação', 0.02),
      line(5, 'exerce papel fundamental.', 0.02),
      line(7, 'Portanto, cabe ao Estado agir.', 0.02),
      line(8, '   ', 0.02),
    ]);
    expect(r.titulo).toBe('A mulher na sociedade');
    expect(r.texto).toBe(
      'A persistência da violência é um desafio que exige ação conjunta.\n\n' +
        'Em primeiro lugar, a educação exerce papel fundamental.\n\n' +
        'Portanto, cabe ao Estado agir.',
    );
  });

  it('a page without a title and with one paragraph', () => {
    expect(essayFromLines([line(1, 'um dois'), line(2, 'três')])).toEqual({ titulo: null, texto: 'um dois três' });
  });
});

describe('levelledSize', () => {
  it('is the image itself at 0° and grows with the angle', () => {
    expect(levelledSize(1000, 1400, 0)).toEqual({ width: 1000, height: 1400 });
    const r = levelledSize(1000, 1400, 2);
    expect(r.width).toBeGreaterThan(1000);
    expect(r.height).toBeGreaterThan(1400);
  });
});

describe('titleKeptApart', () => {
  const sheetLine = (texto: string, titulo: boolean, confiavel: boolean): SheetLine => ({
    ...line(titulo ? 1 : 2, texto, 0.02, 0.97, titulo),
    x0: 0,
    y0: 0,
    x1: 1,
    y1: 0.1,
    confianca: confiavel ? 90 : 40,
    confiavel,
  });
  const body = 'A violência persiste no Brasil.';

  it('gives the title field a confident title line the reading kept out of its text', () => {
    const folha = { linhas: [sheetLine('O Brasil e a mulher', true, true), sheetLine(body, false, true)] };
    expect(titleKeptApart(body, folha)).toBe('O Brasil e a mulher');
  });

  it('leaves it alone when the text holds it, when it is a guess, or when there is no title line', () => {
    const confident = { linhas: [sheetLine('O Brasil e a mulher', true, true)] };
    expect(titleKeptApart(`O Brasil e a mulher\n\n${body}`, confident)).toBeNull();
    expect(titleKeptApart(body, { linhas: [sheetLine('O Brasil e a mulher', true, false)] })).toBeNull();
    expect(titleKeptApart(body, { linhas: [sheetLine(body, false, true)] })).toBeNull();
    expect(titleKeptApart(body, undefined)).toBeNull();
  });
});
