import type { Mark } from '@argumenta/contracts';

/** A run of the text and the marks that cover it (overlapping marks: several). */
export type MarkSegment = { start: number; end: number; text: string; marks: Mark[] };

/** Cuts the text at every mark's edges, so overlapping marks each keep their whole passage. */
export function markSegments(text: string, marks: Mark[]): MarkSegment[] {
  const cuts = new Set([0, text.length]);
  for (const m of marks) {
    cuts.add(Math.max(0, Math.min(text.length, m.inicio)));
    cuts.add(Math.max(0, Math.min(text.length, m.fim)));
  }
  const edges = [...cuts].sort((a, b) => a - b);
  const out: MarkSegment[] = [];
  for (let i = 0; i < edges.length - 1; i++) {
    const [start, end] = [edges[i]!, edges[i + 1]!];
    if (end <= start) continue;
    out.push({ start, end, text: text.slice(start, end), marks: marks.filter((m) => m.inicio < end && m.fim > start) });
  }
  return out;
}

/** The character offsets of a DOM selection inside `root` (null: empty or outside). */
export function selectionOffsets(root: HTMLElement): { inicio: number; fim: number } | null {
  const sel = window.getSelection();
  if (!sel || sel.rangeCount === 0 || sel.isCollapsed) return null;
  const range = sel.getRangeAt(0);
  if (!root.contains(range.startContainer) || !root.contains(range.endContainer)) return null;
  const before = document.createRange();
  before.selectNodeContents(root);
  before.setEnd(range.startContainer, range.startOffset);
  const inicio = before.toString().length;
  const fim = inicio + range.toString().length;
  return fim > inicio ? { inicio, fim } : null;
}

/** A selection trimmed of the spaces at its ends (a double-click or a drag often takes one). */
export function trimmed(text: string, r: { inicio: number; fim: number }) {
  let { inicio, fim } = r;
  while (inicio < fim && /\s/.test(text[inicio]!)) inicio++;
  while (fim > inicio && /\s/.test(text[fim - 1]!)) fim--;
  return fim > inicio ? { inicio, fim, trecho: text.slice(inicio, fim) } : null;
}

export const COMPETENCY_COLOR: Record<number, string> = { 1: 'red', 2: 'purple', 3: 'blue', 4: 'orange', 5: 'teal' };
