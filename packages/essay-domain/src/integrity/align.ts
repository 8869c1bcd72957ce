// Shared passages between two texts: every run of words the essay shares with the other text (shingles in common),
// merged across small rewordings, aligned with where the other text has it.
import { SHINGLE_WORDS } from './text.js';

/** Words of rewording (a synonym, an inserted adverb) a passage may step over and still be one passage. */
export const ALIGN_GAP_WORDS = 4;

/** A passage: words [a0, a1] of the essay and [b0, b1] of the other text (inclusive). */
export type Passage = { a0: number; a1: number; b0: number; b1: number };

/** Index of the other text's shingles: hash → first positions. */
export function shingleIndex(hashes: Int32Array): Map<number, number[]> {
  const index = new Map<number, number[]>();
  for (let j = 0; j < hashes.length; j++) {
    const list = index.get(hashes[j]!);
    if (list) list.push(j);
    else index.set(hashes[j]!, [j]);
  }
  return index;
}

/**
 * The essay's passages found in the other text. A shingle in common continues the current passage when it lies just
 * after it on both sides (a few words of rewording at most), else starts a new one.
 */
export function sharedPassages(a: Int32Array, other: Map<number, number[]>, skip?: Uint8Array): Passage[] {
  const out: Passage[] = [];
  let cur: Passage | null = null;
  for (let i = 0; i < a.length; i++) {
    if (skip && skip[i]) continue;
    const js = other.get(a[i]!);
    if (!js) continue;
    const end = i + SHINGLE_WORDS - 1;
    if (cur && i <= cur.a1 + ALIGN_GAP_WORDS + 1) {
      // The occurrence in the other text that continues this passage, if any.
      const c = cur;
      const j = js.find((x) => x > c.b0 && x <= c.b1 + ALIGN_GAP_WORDS + 1);
      if (j !== undefined) {
        c.a1 = Math.max(c.a1, end);
        c.b1 = Math.max(c.b1, j + SHINGLE_WORDS - 1);
        continue;
      }
    }
    if (cur) out.push(cur);
    cur = { a0: i, a1: end, b0: js[0]!, b1: js[0]! + SHINGLE_WORDS - 1 };
  }
  if (cur) out.push(cur);
  return out;
}

/** Words of the essay inside any passage, leaving out those marked in `discount` (copied from the motivating texts). */
export function coveredWords(passages: readonly Passage[], words: number, discount?: Uint8Array): number {
  const mark = new Uint8Array(words);
  for (const p of passages) for (let i = p.a0; i <= p.a1 && i < words; i++) mark[i] = 1;
  let n = 0;
  for (let i = 0; i < words; i++) if (mark[i] && !discount?.[i]) n++;
  return n;
}
