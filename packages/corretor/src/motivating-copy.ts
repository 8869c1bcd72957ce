// Passages of an essay copied from its proposal's motivating texts, as the ENEM counts them: runs of 8 or more words
// that stand verbatim in the supporting text. The annulment rule (analysis/annulment.ts: own words = words − copied)
// and the integrity report (essay-domain's integrity module) both read this one function, so they agree.
import { segment, type Token } from './text.js';

/** Words a run must share with the motivating texts to count as copied. */
export const MOTIVATING_COPY_MIN_WORDS = 8;

const gramsCache = new Map<string, Set<string>>();
/** The support text's runs of N words, kept for the last few texts (a proposal's essays come together). */
function supportGrams(supportText: string): Set<string> {
  let grams = gramsCache.get(supportText);
  if (grams) return grams;
  const N = MOTIVATING_COPY_MIN_WORDS;
  const supportTokens = segment(supportText).tokens.map((t) => t.fold);
  grams = new Set<string>();
  for (let i = 0; i + N <= supportTokens.length; i++) grams.add(supportTokens.slice(i, i + N).join(' '));
  if (gramsCache.size >= 64) gramsCache.delete(gramsCache.keys().next().value!);
  gramsCache.set(supportText, grams);
  return grams;
}

/** Token ranges [first, last] of the essay copied from `supportText`, and how many words they hold. */
export function motivatingCopies(
  tokens: readonly Pick<Token, 'fold'>[],
  supportText: string | null | undefined,
): { copied: number; runs: [number, number][] } {
  const runs: [number, number][] = [];
  let copied = 0;
  if (!supportText) return { copied, runs };
  const N = MOTIVATING_COPY_MIN_WORDS;
  const grams = supportGrams(supportText);
  const gram = (from: number) =>
    tokens
      .slice(from, from + N)
      .map((t) => t.fold)
      .join(' ');
  let i = 0;
  while (i + N <= tokens.length) {
    if (grams.has(gram(i))) {
      let k = i + N;
      while (k < tokens.length && grams.has(gram(k - N + 1))) k++;
      copied += k - i;
      runs.push([i, k - 1]);
      i = k;
    } else i++;
  }
  return { copied, runs };
}
export { segment } from './text.js';
