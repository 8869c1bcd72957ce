// Turns recognised lines into the student's paragraphs: tesseract's own paragraph split is unreliable on essays
// (in single-block mode it merges them), so paragraphs are rebuilt from line geometry.
import { qualityFromConfidence } from '@argumenta/contracts';
import { assessLegibility, type WordCheck } from './legibility.js';
import type { OcrOutput } from './types.js';

export interface Box {
  x0: number;
  y0: number;
  x1: number;
  y1: number;
}
export interface OcrWord {
  text: string;
  confidence: number;
  bbox: Box;
}
export interface OcrLine {
  words: OcrWord[];
  bbox: Box;
  confidence: number;
}

/** Minimal shape of tesseract.js's `blocks` output that we read. */
export interface BlockLike {
  paragraphs: {
    lines: { words: { text: string; confidence: number; bbox: Box }[]; bbox: Box; confidence: number }[];
  }[];
}

/** Lines below this mean confidence are specks, page edges or table texture, not writing. */
const MIN_LINE_CONFIDENCE = 35;

export function linesFromBlocks(blocks: BlockLike[] | null | undefined, offset = { x: 0, y: 0 }): OcrLine[] {
  const out: OcrLine[] = [];
  for (const b of blocks ?? [])
    for (const p of b.paragraphs)
      for (const l of p.lines) {
        const words = l.words
          .map((w) => ({ text: w.text.trim(), confidence: w.confidence, bbox: shift(w.bbox, offset) }))
          // Stray marks read as a lone dash/quote at low confidence are noise, not punctuation.
          .filter((w) => w.text.length > 0 && (/[\p{L}\p{N}]/u.test(w.text) || w.confidence >= 60));
        if (words.length === 0) continue;
        const conf = mean(words.map((w) => w.confidence));
        if (conf < MIN_LINE_CONFIDENCE) continue;
        out.push({ words, bbox: shift(l.bbox, offset), confidence: conf });
      }
  return out;
}

const shift = (b: Box, o: { x: number; y: number }): Box => ({
  x0: b.x0 + o.x,
  y0: b.y0 + o.y,
  x1: b.x1 + o.x,
  y1: b.y1 + o.y,
});
const mean = (xs: number[]) => (xs.length ? xs.reduce((a, b) => a + b, 0) / xs.length : 0);
export const median = (xs: number[]) => {
  if (!xs.length) return 0;
  const s = [...xs].sort((a, b) => a - b);
  return s[Math.floor(s.length / 2)];
};

/**
 * Groups lines (sorted top to bottom) into paragraphs: a new one starts after a vertical gap clearly larger than
 * the usual line pitch, at an indented first line, or after a short line that ends a sentence.
 */
export function groupParagraphs(lines: OcrLine[]): OcrLine[][] {
  if (lines.length === 0) return [];
  const sorted = [...lines].sort((a, b) => a.bbox.y0 - b.bbox.y0);
  const heights = sorted.map((l) => l.bbox.y1 - l.bbox.y0);
  const lineH = median(heights);
  const pitches = sorted.slice(1).map((l, i) => l.bbox.y0 - sorted[i].bbox.y0);
  const pitch = median(pitches) || lineH;
  const rightEdge = median(sorted.map((l) => l.bbox.x1));
  const leftEdge = median(sorted.map((l) => l.bbox.x0));
  const width = Math.max(1, rightEdge - leftEdge);
  const paragraphs: OcrLine[][] = [[sorted[0]]];
  for (let i = 1; i < sorted.length; i++) {
    const prev = sorted[i - 1];
    const cur = sorted[i];
    const gap = cur.bbox.y0 - prev.bbox.y0;
    // Neighbours, not the page median, so a page shot at an angle (left edge drifting) is not read as indents.
    const neighbourX0 = Math.min(prev.bbox.x0, sorted[i + 1]?.bbox.x0 ?? prev.bbox.x0);
    const indented = cur.bbox.x0 - neighbourX0 > lineH * 1.2;
    const lastWord = prev.words[prev.words.length - 1]?.text ?? '';
    const shortEnd = /[.!?:]["'”»)]*$/.test(lastWord) && prev.bbox.x1 < rightEdge - width * 0.2;
    if (gap > pitch * 1.6 || indented || shortEnd) paragraphs.push([cur]);
    else paragraphs[paragraphs.length - 1].push(cur);
  }
  return paragraphs;
}

/** Portuguese clitics written with a hyphen (faz-se, dá-lhe): a line break after "faz-" keeps the hyphen. */
const CLITICS = /^(se|me|te|lhe|lhes|nos|vos|o|a|os|as|lo|la|los|las|no|na|nas|mo|ma)\b/i;

/** Joins the lines of one paragraph, undoing hyphenation at line ends. */
export function joinLines(lines: string[]): string {
  let out = '';
  for (const raw of lines) {
    const line = raw.trim();
    if (!line) continue;
    if (!out) {
      out = line;
      continue;
    }
    const m = /(\p{L})[-‐]$/u.exec(out);
    if (m && /^\p{Ll}/u.test(line)) {
      // A hyphen kept for compound words/clitics ("bem-estar" split after "bem-" is ambiguous; keep it then).
      const keep = CLITICS.test(line) || /(^|\s)(bem|mal|recém|ex|pós|pré|pró|vice|além|aquém|sem)[-‐]$/iu.test(out);
      out = keep ? out + line : out.slice(0, -1) + line;
    } else out += ' ' + line;
  }
  return out;
}

export const lineText = (l: OcrLine) => l.words.map((w) => w.text).join(' ');

const round1 = (x: number) => Math.round(x * 10) / 10;

/** Statistics, quality and the legibility gate from the final text and its words (shared by every engine). */
export function assembleOutput(
  texto: string,
  palavras_confianca: OcrOutput['palavras_confianca'],
  linhas: number,
  metadados: OcrOutput['metadados'],
  check: WordCheck,
): OcrOutput {
  const confianca_media = round1(mean(palavras_confianca.map((w) => w.confianca)));
  return {
    ...assessLegibility(palavras_confianca, check),
    texto,
    estatisticas: {
      caracteres: Array.from(texto).length,
      palavras: texto.split(/\s+/).filter(Boolean).length,
      linhas,
      confianca_media,
    },
    metadados,
    qualidade_estimada: qualityFromConfidence(confianca_media),
    palavras_confianca,
  };
}

/** Builds the output from the recognised lines: paragraphs, text, per-word confidence with line numbers. */
export function buildOutput(lines: OcrLine[], metadados: OcrOutput['metadados'], check: WordCheck): OcrOutput {
  const paragraphs = groupParagraphs(lines);
  const texto = paragraphs.map((p) => joinLines(p.map(lineText))).join('\n\n');
  const ordered = paragraphs.flat();
  const palavras = ordered.flatMap((l, i) =>
    l.words.map((w) => ({ texto: w.text, confianca: round1(w.confidence), linha: i + 1 })),
  );
  return assembleOutput(texto, palavras, ordered.length, metadados, check);
}
