// Words, shingles and fingerprints of an essay for the integrity report. Words come from the corrector's segmentation
// (the same tokens the annulment rule counts), so "own words" here and there are the same number.
import { segment } from '@argumenta/corretor/copia';

/** Consecutive words hashed together: a shared shingle is a shared run of this many words. */
export const SHINGLE_WORDS = 5;
/**
 * Winnowing window (Schleimer, Wilkerson & Aiken 2003, the fingerprinting behind MOSS): of every 10 consecutive
 * shingles the smallest hash is kept, so any shared run of SHINGLE_WORDS + WINNOW_WINDOW − 1 = 14 words or more shares
 * at least one fingerprint, with about 2/(window+1) of the shingles stored (~55 for a 300-word essay).
 */
export const WINNOW_WINDOW = 10;

export type Words = {
  /** The normalised text the offsets refer to. */
  text: string;
  /** Lower-cased, accents removed. */
  fold: string[];
  start: number[];
  end: number[];
};

export function wordsOf(raw: string): Words {
  const doc = segment(raw);
  return {
    text: doc.text,
    fold: doc.tokens.map((t) => t.fold),
    start: doc.tokens.map((t) => t.start),
    end: doc.tokens.map((t) => t.end),
  };
}

/** FNV-1a, 32 bits, as a signed integer (PostgreSQL's int4). */
function fnv1a(s: string): number {
  let h = 0x811c9dc5;
  for (let i = 0; i < s.length; i++) {
    h ^= s.charCodeAt(i);
    h = Math.imul(h, 0x01000193);
  }
  return h | 0;
}

/** The hash of each shingle: entry i covers words i … i + SHINGLE_WORDS − 1. */
export function shingles(fold: readonly string[]): Int32Array {
  const n = Math.max(fold.length - SHINGLE_WORDS + 1, 0);
  const out = new Int32Array(n);
  for (let i = 0; i < n; i++) out[i] = fnv1a(fold.slice(i, i + SHINGLE_WORDS).join(' '));
  return out;
}

/** Winnowed fingerprints: the positions of the shingles kept (the rightmost minimum of each window). */
export function winnow(hashes: Int32Array, window = WINNOW_WINDOW): number[] {
  const kept: number[] = [];
  if (hashes.length === 0) return kept;
  if (hashes.length <= window) {
    let m = 0;
    for (let i = 1; i < hashes.length; i++) if (hashes[i]! <= hashes[m]!) m = i;
    return [m];
  }
  let last = -1;
  for (let s = 0; s + window <= hashes.length; s++) {
    let m = s;
    for (let i = s + 1; i < s + window; i++) if (hashes[i]! <= hashes[m]!) m = i;
    if (m !== last) kept.push((last = m));
  }
  return kept;
}

/** The fingerprints to index: distinct winnowed hashes, sorted. */
export function fingerprints(hashes: Int32Array): number[] {
  return [...new Set(winnow(hashes).map((p) => hashes[p]!))].sort((a, b) => a - b);
}
