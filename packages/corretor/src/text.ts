// Segmentation of an essay into paragraphs, sentences and tokens, all with offsets into the original text so that
// every piece of evidence can quote the student's words verbatim.
import { stemmer } from '@orama/stemmers/portuguese';
import { STOPWORDS } from './lexicon.js';

export type Token = {
  text: string;
  lower: string;
  /** Lower-cased, accents removed: used for matching and similarity. */
  fold: string;
  stem: string;
  start: number;
  end: number;
  para: number;
  sent: number;
};
export type Sentence = { start: number; end: number; text: string; para: number; tokens: Token[] };
export type Paragraph = { start: number; end: number; text: string; sentences: Sentence[]; tokens: Token[] };
export type Doc = {
  /** The normalised essay: offsets refer to it, and the engine quotes it. */
  text: string;
  /** The essay as given, before normalisation: `originalOffset` maps offsets into it. */
  raw: string;
  paragraphs: Paragraph[];
  sentences: Sentence[];
  tokens: Token[];
  /** Raters' inline corrections found and excluded from every count (Essay-BR texts carry them). */
  removed: { start: number; end: number; text: string }[];
};

/** A word's edge: a letter or digit on one side only (accented letters included). */
const EDGE = '(?:(?<![\\p{L}\\d])(?=[\\p{L}\\d])|(?<=[\\p{L}\\d])(?![\\p{L}\\d]))';
/**
 * The regex with each \b meaning a Portuguese word's edge. JavaScript's \b knows only ASCII letters, so "\bà respeito"
 * or "\bé necessário" never matched after a space; rules are written with \b and passed through this once.
 */
export function wordEdges(re: RegExp): RegExp {
  return new RegExp(re.source.replace(/\\b/g, EDGE), re.flags.includes('u') ? re.flags : `${re.flags}u`);
}

export function foldAccents(s: string): string {
  return s
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .normalize('NFC');
}

/** `fn` of a word, cached: words recur across essays (bounded at 60 000 words, then started afresh). */
function perWord(fn: (lower: string) => string): (lower: string) => string {
  const cache = new Map<string, string>();
  return (lower) => {
    let r = cache.get(lower);
    if (r === undefined) {
      r = fn(lower);
      if (cache.size > 60_000) cache.clear();
      cache.set(lower, r);
    }
    return r;
  };
}
/** foldAccents of a word, cached. */
export const foldWord = perWord(foldAccents);
export const stem = perWord((lower) => stemmer(lower));

/** Spaces other than the plain one (non-breaking, typographic, zero-width, tabs): normalisation makes them plain. */
const ODD_SPACE = /[\u00a0\u2000-\u200b\u202f\t]/;
const ODD_SPACES = new RegExp(ODD_SPACE.source, 'g');

/**
 * NFC, non-breaking and repeated spaces collapsed, soft hyphens (invisible: "mí\u00addias" is "mídias") removed, one
 * newline between paragraphs, typographic quotes kept.
 */
export function normalizeText(raw: string): string {
  return raw
    .normalize('NFC')
    .replace(/\r\n?/g, '\n')
    .replace(ODD_SPACES, ' ')
    .replace(/\u00ad/g, '')
    .split('\n')
    .map((l) => l.replace(/ {2,}/g, ' ').trim())
    .filter((l) => l.length > 0)
    .join('\n');
}

const WORD = /\p{L}+(?:[-'’]\p{L}+)*|\d+(?:[.,]\d+)*%?/gu;

/** Pairs (student word, rater's correction) written side by side in Essay-BR: "pintava pintavam", "as às". */
function isRaterCorrection(a: string, b: string, isWord: (w: string) => boolean): boolean {
  const la = a.toLowerCase();
  const lb = b.toLowerCase();
  if (la === lb) return false;
  const fa = foldWord(la);
  const fb = foldWord(lb);
  // "e é" and "a à" are ordinary sequences in Portuguese ("e é importante"): one-letter pairs never count.
  if (fa.length <= 1) return false;
  if (fa === fb) return true;
  if (Math.min(fa.length, fb.length) < 4 || STOPWORDS.has(la) || STOPWORDS.has(lb)) return false;
  const aWord = isWord(a);
  // Two real words: only an inflection of the same stem (pintava→pintavam), not neighbours like "contínua contra".
  if (aWord) return stem(fa) === stem(fb);
  // A misspelling followed by the right word (descaço→descaso, indecente is a word so never reaches here).
  return isWord(b) && editDistance(fa, fb) <= Math.max(2, Math.floor(fb.length / 4));
}

export function editDistance(a: string, b: string): number {
  if (a === b) return 0;
  const m = a.length;
  const n = b.length;
  let prev = Array.from({ length: n + 1 }, (_, j) => j);
  for (let i = 1; i <= m; i++) {
    const cur = [i];
    for (let j = 1; j <= n; j++) {
      cur[j] = Math.min(prev[j] + 1, cur[j - 1] + 1, prev[j - 1] + (a[i - 1] === b[j - 1] ? 0 : 1));
    }
    prev = cur;
  }
  return prev[n];
}

const LINKING_VERBS = new Set([
  'e',
  'sao',
  'foi',
  'foram',
  'esta',
  'estao',
  'tem',
  'era',
  'eram',
  'sera',
  'serao',
  'seria',
  'seriam',
  'pode',
  'podem',
  'deve',
  'devem',
]);

type RawTok = { text: string; start: number; end: number };

/**
 * Finds raters' corrections: a word or two-word group immediately repeated in corrected form.
 * Keeps the student's original (what a real essay contains) and drops the correction.
 */
function findCorrections(text: string, toks: RawTok[], isWord: (w: string) => boolean): Set<number> {
  const drop = new Set<number>();
  for (let i = 0; i + 1 < toks.length; i++) {
    if (drop.has(i)) continue;
    const a = toks[i];
    const b = toks[i + 1];
    const gap = text.slice(a.end, b.start);
    if (gap.includes('\n')) continue;
    // Identical words with different punctuation ("escala, escala:") are punctuation corrections.
    if (a.text === b.text && /^[,;:.]\s+$/.test(gap) && a.text.length > 2) {
      drop.add(i + 1);
      continue;
    }
    if (
      /^\s+$/.test(gap) &&
      isRaterCorrection(a.text, b.text, isWord) &&
      a.text.toLowerCase() !== b.text.toLowerCase()
    ) {
      drop.add(i + 1);
      continue;
    }
    // Two-word groups: "É perceptível São perceptíveis", "agrotóxico dos agrotóxicos".
    const c = toks[i + 2];
    const d = toks[i + 3];
    if (c && d && /^\s+$/.test(text.slice(a.end, d.start).replace(/\S+/g, ''))) {
      const fb = foldWord(b.text.toLowerCase());
      const fd = foldWord(d.text.toLowerCase());
      const fa = foldWord(a.text.toLowerCase());
      const fc = foldWord(c.text.toLowerCase());
      const headsMatch =
        fa !== fc && (fc.startsWith(fa) || fa.startsWith(fc) || (LINKING_VERBS.has(fa) && LINKING_VERBS.has(fc)));
      if (
        headsMatch &&
        fb.length >= 4 &&
        fb !== fd &&
        stem(fb) === stem(fd) &&
        !/[.,;:]/.test(text.slice(a.start, d.end))
      ) {
        drop.add(i + 2);
        drop.add(i + 3);
        i += 3;
      }
    }
  }
  return drop;
}

/** Sentence boundaries: ., !, ? or … (also "modo.Nos", a missing space that students often leave). */
const SENT_END = /[.!?…]+["”»)]*(?=\s|$|[A-ZÀ-Ú])/g;

/** A full stop glued to the next sentence's capitalised word ("preciso.Nem"), as left where a line break was lost. */
const GLUED_BREAK = /(?<=\p{Ll}{2}[.!?])(?=\p{Lu}\p{Ll})/gu;
const MIN_RECOVERED_PARAGRAPH_WORDS = 20;
const ESSAY_PARTS = 3;

/**
 * Paragraph spans [start, end) of the normalised text: one per line. A text that arrives in fewer lines than an
 * essay has parts (introduction, development, conclusion) but with full stops glued to the next word lost its line
 * breaks on the way (pasted text, scraped corpora): those points become paragraph breaks when every recovered
 * paragraph is long enough to be one, so the structure rules (C4 cap without paragraphs, the conclusion for C5)
 * read the paragraphs the student wrote.
 */
export function paragraphSpans(text: string): [number, number][] {
  const lines: [number, number][] = [];
  let offset = 0;
  for (const line of text.split('\n')) {
    lines.push([offset, offset + line.length]);
    offset += line.length + 1;
  }
  if (lines.length >= ESSAY_PARTS) return lines;
  return lines.flatMap(([from, to]) => {
    const recovered: [number, number][] = [];
    let start = from;
    for (const cut of [...[...text.slice(from, to).matchAll(GLUED_BREAK)].map((m) => from + m.index), to]) {
      const words = text.slice(start, cut).split(/\s+/).filter(Boolean).length;
      if (words < MIN_RECOVERED_PARAGRAPH_WORDS && cut < to) continue;
      if (words < MIN_RECOVERED_PARAGRAPH_WORDS && recovered.length) recovered[recovered.length - 1][1] = cut;
      else recovered.push([start, cut]);
      start = cut;
    }
    return recovered;
  });
}

export function segment(raw: string, isWord: (w: string) => boolean = () => true): Doc {
  const text = normalizeText(raw);
  const rawToks: RawTok[] = [];
  for (const m of text.matchAll(WORD)) rawToks.push({ text: m[0], start: m.index, end: m.index + m[0].length });
  const drop = findCorrections(text, rawToks, isWord);
  const removed = [...drop]
    .sort((x, y) => x - y)
    .map((i) => ({ start: rawToks[i].start, end: rawToks[i].end, text: rawToks[i].text }));
  const kept = rawToks.filter((_, i) => !drop.has(i));

  const paragraphs: Paragraph[] = [];
  const sentences: Sentence[] = [];
  const tokens: Token[] = [];
  let k = 0;
  for (const [pStart, pEnd] of paragraphSpans(text)) {
    const line = text.slice(pStart, pEnd);
    const para: Paragraph = { start: pStart, end: pEnd, text: line, sentences: [], tokens: [] };
    const pi = paragraphs.length;
    paragraphs.push(para);
    let sStart = 0;
    const ends = [...line.matchAll(SENT_END)].map((m) => m.index + m[0].length);
    if (!ends.length || ends[ends.length - 1] < line.length) ends.push(line.length);
    for (const e of ends) {
      const st = pStart + sStart;
      const en = pStart + e;
      sStart = e;
      const stext = text.slice(st, en).trim();
      if (!stext) continue;
      const lead = text.slice(st, en).length - text.slice(st, en).trimStart().length;
      const sent: Sentence = { start: st + lead, end: st + lead + stext.length, text: stext, para: pi, tokens: [] };
      while (k < kept.length && kept[k].start < en) {
        const r = kept[k++];
        const lower = r.text.toLowerCase();
        const t: Token = {
          text: r.text,
          lower,
          fold: foldWord(lower),
          stem: stem(lower),
          start: r.start,
          end: r.end,
          para: pi,
          sent: sentences.length,
        };
        sent.tokens.push(t);
        para.tokens.push(t);
        tokens.push(t);
      }
      if (sent.tokens.length === 0 && sentences.length && sentences[sentences.length - 1].para === pi) continue;
      para.sentences.push(sent);
      sentences.push(sent);
    }
  }
  return { text, raw, paragraphs, sentences, tokens, removed };
}

const alignments = new WeakMap<Doc, Int32Array | null>();

/**
 * Where an offset into the normalised text falls in the essay as given (the student's text: what a reader of the
 * findings holds). normalizeText drops characters (carriage returns, blank lines, spaces at a line's ends and repeated
 * ones, soft hyphens), turns odd spaces into plain ones and composes accents: each character of the normalised text
 * is matched, in order, to the one it came from. Should the two ever fail to line up, the offset is returned as it is.
 */
export function originalOffset(doc: Doc, at: number): number {
  let map = alignments.get(doc);
  if (map === undefined) {
    map = alignNormalized(doc.raw, doc.text);
    alignments.set(doc, map);
  }
  return map?.[at] ?? at;
}

/** For each character of `text` (and its end), its offset in `raw`; null when `text` is not `raw` normalised. */
function alignNormalized(raw: string, text: string): Int32Array | null {
  const map = new Int32Array(text.length + 1);
  let i = 0;
  for (let j = 0; j < text.length; j++) {
    const c = text[j];
    for (;;) {
      if (i >= raw.length) return null;
      const r = raw[i];
      const same = r === c || (c === ' ' && ODD_SPACE.test(r)) || (c === '\n' && r === '\r' && raw[i + 1] !== '\n');
      const k = same ? 1 : composedLength(raw, i, c);
      if (k) {
        map[j] = i;
        i += k;
        break;
      }
      i++; // dropped by the normalisation
    }
  }
  map[text.length] = i;
  return map;
}

/** How many characters of `raw` from `i` NFC composes into `c` (0: none). */
function composedLength(raw: string, i: number, c: string): number {
  for (let k = 1; k <= 4 && i + k <= raw.length; k++) if (raw.slice(i, i + k).normalize('NFC') === c) return k;
  return 0;
}

/** Lower-cased token text joined by single spaces, with each token's character offset (for phrase search). */
export type Joined = { s: string; starts: number[]; words: Set<string> };
export function joinTokens(tokens: Token[]): Joined {
  const starts: number[] = [];
  const words = new Set<string>();
  let s = ' ';
  for (const t of tokens) {
    starts.push(s.length);
    s += t.lower + ' ';
    words.add(t.lower);
  }
  return { s, starts, words };
}

/**
 * Occurrences of a phrase in a token run: returns [first token index, last token index] pairs.
 * Phrases are matched on whole words (a phrase ending in a space matches a prefix of the next word's text).
 */
export function findPhrase(j: Joined, phrase: string): [number, number][] {
  const out: [number, number][] = [];
  const trimmed = phrase.trim();
  // A match starts on a whole token (tokens hold no spaces): most phrases of the long lists have a first word the
  // essay never uses, and are rejected here without scanning the text.
  const space = trimmed.indexOf(' ');
  if (!j.words.has(space < 0 ? trimmed : trimmed.slice(0, space))) return out;
  const needle = ' ' + trimmed + ' ';
  let from = 0;
  for (;;) {
    const at = j.s.indexOf(needle, from);
    if (at < 0) break;
    const first = lowerBound(j.starts, at + 1);
    const last = lowerBound(j.starts, at + needle.length - 1) - 1;
    out.push([first, Math.max(first, last)]);
    from = at + 1;
  }
  return out;
}

/** How many of the sorted numbers are below v. */
export function lowerBound(arr: readonly number[], v: number): number {
  let lo = 0;
  let hi = arr.length;
  while (lo < hi) {
    const mid = (lo + hi) >> 1;
    if (arr[mid] < v) lo = mid + 1;
    else hi = mid;
  }
  return lo;
}

/** The verbatim passage of the essay covered by tokens [a, b] of a run. */
export function spanText(doc: Doc, tokens: Token[], a: number, b: number): string {
  return doc.text.slice(tokens[a].start, tokens[b].end);
}
