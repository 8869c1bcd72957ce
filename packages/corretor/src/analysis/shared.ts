// What every competency's analysis shares: the segmented essay, evidence built from offsets, content words, bags of
// stems and phrase matching.
import type { CorrectionInput } from '@argumenta/contracts';
import { STOPWORDS } from '../lexicon.js';
import type { Morphology } from '../morph/analyzer.js';
import type { Speller } from '../speller.js';
import { findPhrase, type Doc, type Joined, type Sentence, type Token } from '../text.js';
import type { Evidence } from './types.js';

/** What every competency reads: the essay segmented once, its proposal and the speller. */
export type EssayContext = {
  input: CorrectionInput;
  sp: Speller;
  /** The morphological analysis of the essay's words (absent without the analyser: C1 then keeps its plain rules). */
  morph?: Morphology;
  doc: Doc;
  tokens: Token[];
  paragraphs: Doc['paragraphs'];
  sentences: Sentence[];
  /** The tokens joined for phrase search. */
  j: Joined;
  words: number;
  /** Words, at least 1 (a divisor). */
  W: number;
  /** Count per 100 words. */
  per100: (n: number) => number;
};

export const ev = (
  doc: Doc,
  start: number,
  end: number,
  tipo: string,
  detalhe: string,
  sugestao?: string,
): Evidence => ({
  trecho: doc.text.slice(start, end),
  start,
  end,
  tipo,
  detalhe,
  ...(sugestao ? { sugestao } : {}),
});
export const tokEv = (doc: Doc, a: Token, b: Token, tipo: string, detalhe: string, sugestao?: string) =>
  ev(doc, a.start, b.end, tipo, detalhe, sugestao);

/** A content word: four letters or more, not a function word. */
export const isContent = (t: Token) => t.fold.length >= 4 && !STOPWORDS.has(t.lower) && /\p{L}/u.test(t.text);

/** Sets of content stems and their cosine similarity (term frequency, no corpus statistics). */
export function stemBag(tokens: Token[]): Map<string, number> {
  const bag = new Map<string, number>();
  for (const t of tokens) if (isContent(t)) bag.set(t.stem, (bag.get(t.stem) ?? 0) + 1);
  return bag;
}
export function cosine(a: Map<string, number>, b: Map<string, number>): number {
  // Square roots of counts damp the weight of a few very repeated words: Σ√(a·b) / √(Σa·Σb).
  let dot = 0;
  let sa = 0;
  let sb = 0;
  for (const [k, v] of a) {
    sa += v;
    const w = b.get(k);
    if (w) dot += Math.sqrt(v * w);
  }
  for (const v of b.values()) sb += v;
  return sa && sb ? dot / Math.sqrt(sa * sb) : 0;
}

/** Longest-first phrase matches over a token run, without overlaps. */
export function matchPhrases(j: Joined, phrases: string[]): { phrase: string; a: number; b: number }[] {
  const sorted = [...new Set(phrases)].sort((x, y) => y.length - x.length);
  const taken = new Set<number>();
  const out: { phrase: string; a: number; b: number }[] = [];
  for (const p of sorted) {
    for (const [a, b] of findPhrase(j, p)) {
      let free = true;
      for (let i = a; i <= b; i++) if (taken.has(i)) free = false;
      if (!free) continue;
      for (let i = a; i <= b; i++) taken.add(i);
      out.push({ phrase: p, a, b });
    }
  }
  return out.sort((x, y) => x.a - y.a);
}

export function spanOf(doc: Doc, tokens: Token[], a: number, b: number): string {
  return doc.text.slice(tokens[a].start, tokens[b].end);
}

/** Standard deviation over the whole population (divides by n): sentence and paragraph length spreads. */
export function populationSd(xs: readonly number[]): number {
  const mean = xs.reduce((a, b) => a + b, 0) / xs.length;
  return Math.sqrt(xs.reduce((a, b) => a + (b - mean) ** 2, 0) / xs.length);
}
