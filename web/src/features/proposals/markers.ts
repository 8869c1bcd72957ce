import { imageMarker, markerNumbers } from '@argumenta/contracts';

/** The number the next inline image gets: above every marker in the text and every draft. */
export function nextImageNumber(text: string, used: number[]): number {
  return Math.max(0, ...markerNumbers(text), ...used) + 1;
}

/**
 * Inserts [IMAGEM_n] at the cursor on a line of its own (spec 2.11: images go where the cursor is).
 * Returns the new text, where the marker starts, and where the cursor should go after it.
 */
export function insertMarker(
  text: string,
  cursor: number,
  n: number,
): { text: string; posicao: number; cursor: number } {
  const at = Math.max(0, Math.min(cursor, text.length));
  const before = text.slice(0, at);
  const after = text.slice(at);
  const lead = before && !before.endsWith('\n') ? '\n' : '';
  const trail = after.startsWith('\n') ? '' : '\n';
  const posicao = before.length + lead.length;
  const marker = imageMarker(n);
  // The marker is always followed by a line break: the cursor goes to the start of the next line.
  return { text: before + lead + marker + trail + after, posicao, cursor: posicao + marker.length + 1 };
}

/** Removes every [IMAGEM_n] (and the line it sat on alone), leaving the rest of the text as it was. */
export function removeMarker(text: string, n: number): string {
  const marker = imageMarker(n).replace(/[[\]]/g, '\\$&');
  return text
    .replace(new RegExp(`(^|\\n)${marker}(?=\\n|$)\\n?`, 'g'), '$1')
    .replace(new RegExp(marker, 'g'), '')
    .replace(/\n$/, text.endsWith('\n') ? '\n' : '');
}

/** Where each marker sits now (the metadata's posicao), -1 when it is gone. */
export function markerPosition(text: string, n: number): number {
  return text.indexOf(imageMarker(n));
}

/** Drafts whose marker the user deleted by hand are dropped too (removing a marker removes its image). */
export function keepReferenced<T extends { id: number }>(text: string, drafts: T[]): T[] {
  const present = new Set(markerNumbers(text));
  return drafts.filter((d) => present.has(d.id));
}
