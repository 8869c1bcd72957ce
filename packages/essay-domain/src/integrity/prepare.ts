// One text made ready for comparison: its words, shingles, fingerprints and the words it copied from the motivating
// texts (the corrector's own rule, so the own-words count here is the annulment rule's).
import { motivatingCopies } from '@argumenta/corretor/copia';
import { shingleIndex } from './align.js';
import { fingerprints, shingles, wordsOf, type Words } from './text.js';

export type Prepared = {
  words: Words;
  shingles: Int32Array;
  /** Lazily built index of the shingles, for aligning other texts against this one. */
  index: () => Map<number, number[]>;
  marks: number[];
  /** 1 for each word copied from the motivating texts. */
  motivating: Uint8Array;
  motivatingRuns: [number, number][];
  copied: number;
};

export function prepare(text: string, motivatingText?: string | null): Prepared {
  const words = wordsOf(text);
  const sh = shingles(words.fold);
  const { copied, runs } = motivatingCopies(
    words.fold.map((fold) => ({ fold })),
    motivatingText,
  );
  const motivating = new Uint8Array(words.fold.length);
  for (const [a, b] of runs) motivating.fill(1, a, b + 1);
  let index: Map<number, number[]> | undefined;
  return {
    words,
    shingles: sh,
    index: () => (index ??= shingleIndex(sh)),
    marks: fingerprints(sh),
    motivating,
    motivatingRuns: runs,
    copied,
  };
}

/** The essay's text between words a and b (inclusive), as the student wrote it. */
export const spanOf = (w: Words, a: number, b: number) => w.text.slice(w.start[a], w.end[b]);
