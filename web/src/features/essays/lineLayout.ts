import type { Sheet, SheetLine } from '@argumenta/contracts';

/** A typed line with where it sat on the page (see sheetLineSchema). */
export type TypedLine = Pick<SheetLine, 'numero' | 'titulo' | 'inicio_tinta' | 'fim_tinta'> & { texto: string };

const median = (xs: number[]) => {
  if (!xs.length) return 0;
  const s = [...xs].sort((a, b) => a - b);
  return s[Math.floor(s.length / 2)]!;
};

/**
 * The essay from the lines typed beside the photo: the title line apart; paragraphs from the page's layout — a new
 * one after a skipped ruled line, at an indented line, or after a short line that ends a sentence; a word split with a
 * hyphen at a line's end joined back.
 */
export function essayFromLines(lines: TypedLine[]): { titulo: string | null; texto: string } {
  const title = lines.find((l) => l.titulo && l.texto.trim());
  const body = lines.filter((l) => !l.titulo && l.texto.trim());
  const margin = median(body.map((l) => l.inicio_tinta));
  const right = Math.max(0, ...body.map((l) => l.fim_tinta));
  const paragraphs: string[] = [];
  body.forEach((l, i) => {
    const text = l.texto.trim().replace(/\s+/g, ' ');
    const prev = body[i - 1];
    const starts =
      !prev ||
      l.numero - prev.numero > 1 ||
      l.inicio_tinta - margin > 0.03 ||
      (/[.!?:]["'”»)]*$/.test(prev.texto.trim()) && prev.fim_tinta < right - 0.15);
    if (starts) paragraphs.push(text);
    else {
      const last = paragraphs[paragraphs.length - 1]!;
      paragraphs[paragraphs.length - 1] =
        /\p{L}-$/u.test(last) && /^\p{Ll}/u.test(text) ? last.slice(0, -1) + text : `${last} ${text}`;
    }
  });
  return { titulo: title ? title.texto.trim() : null, texto: paragraphs.join('\n\n') };
}

/**
 * The title line a reading kept out of its text (the vision engine reads a ruled sheet's title on its own line), when
 * it was read with confidence: it goes to the title field, as when the lines are typed. Null when the text holds it.
 */
export function titleKeptApart(texto: string, folha: Pick<Sheet, 'linhas'> | undefined): string | null {
  const title = folha?.linhas.find((l) => l.titulo && l.confiavel && l.texto.trim());
  return title && !texto.includes(title.texto.trim()) ? title.texto.trim() : null;
}

/** The levelled page's size for an image of w×h rotated by `degrees` (as sharp's rotate expands the canvas). */
export function levelledSize(w: number, h: number, degrees: number) {
  const r = (Math.abs(degrees) * Math.PI) / 180;
  return {
    width: Math.round(w * Math.cos(r) + h * Math.sin(r)),
    height: Math.round(w * Math.sin(r) + h * Math.cos(r)),
  };
}
