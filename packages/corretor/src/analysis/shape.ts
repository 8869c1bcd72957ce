// Shape of the essay as a whole (length, paragraphs, sentences, variety): features every competency's model reads.
import { isContent, populationSd, type EssayContext } from './shared.js';

export function shapeFeatures(
  { doc, tokens, paragraphs, sentences, words, W, per100 }: EssayContext,
  deviations: number,
): Record<string, number> {
  const sentLens = sentences.map((s) => s.tokens.length).filter((n) => n > 0);
  const meanSent = sentLens.reduce((a, b) => a + b, 0) / Math.max(sentLens.length, 1);
  const content = tokens.filter(isContent);
  return {
    log_words: Math.log(W),
    // Piecewise length: below ~150 words every word counts, past ~300 little does (graders reward development).
    len_a: Math.min(words, 150) / 100,
    len_b: Math.min(Math.max(words - 150, 0), 150) / 100,
    len_c: Math.min(Math.max(words - 300, 0), 300) / 100,
    deviation_rate: Math.min(per100(deviations), 20),
    words_100: Math.min(words, 600) / 100,
    paragraphs: Math.min(paragraphs.length, 8),
    paragraphs_ok: paragraphs.length >= 4 && paragraphs.length <= 6 ? 1 : 0,
    single_paragraph: paragraphs.length <= 1 ? 1 : 0,
    sentences: Math.min(sentLens.length, 40),
    mean_sentence: Math.min(meanSent, 60),
    mattr: mattr(
      tokens.map((t) => t.lower),
      50,
    ),
    mean_word_len: tokens.reduce((a, t) => a + t.text.length, 0) / W,
    long_words: tokens.filter((t) => t.text.length >= 10).length / W,
    content_share: content.length / W,
    questions: Math.min((doc.text.match(/\?/g) ?? []).length, 5),
    exclamations: Math.min((doc.text.match(/!/g) ?? []).length, 5),
    second_person: per100(
      tokens.filter((t) => ['você', 'vocês', 'te', 'teu', 'tua', 'contigo'].includes(t.lower)).length,
    ),
    first_plural: per100(
      tokens.filter((t) =>
        ['nós', 'nosso', 'nossa', 'nossos', 'nossas', 'vamos', 'podemos', 'devemos', 'temos', 'somos'].includes(
          t.lower,
        ),
      ).length,
    ),
    commas_per_sentence: Math.min((doc.text.match(/,/g) ?? []).length / Math.max(sentLens.length, 1), 6),
    quotes: Math.min((doc.text.match(/["“”«»]/g) ?? []).length / 2, 5),
    numbers: Math.min(tokens.filter((t) => /\d/.test(t.text)).length, 8),
    paragraph_balance: paragraphBalance(paragraphs.map((p) => p.tokens.length)),
    min_paragraph: Math.min(...paragraphs.map((p) => p.tokens.length), 100) / 10,
  };
}

/** Coefficient of variation of paragraph lengths (0 = even paragraphs). */
function paragraphBalance(lengths: number[]): number {
  if (lengths.length < 2) return 1;
  const mean = lengths.reduce((a, b) => a + b, 0) / lengths.length;
  return Math.min(mean ? populationSd(lengths) / mean : 1, 2);
}

/** Moving-average type/token ratio: lexical variety independent of length. */
function mattr(words: string[], win: number): number {
  if (words.length <= win) return words.length ? new Set(words).size / words.length : 0;
  const counts = new Map<string, number>();
  let distinct = 0;
  let sum = 0;
  for (let i = 0; i < words.length; i++) {
    const w = words[i];
    const c = counts.get(w) ?? 0;
    if (c === 0) distinct++;
    counts.set(w, c + 1);
    if (i >= win) {
      const o = words[i - win];
      const oc = counts.get(o)! - 1;
      counts.set(o, oc);
      if (oc === 0) distinct--;
    }
    if (i >= win - 1) sum += distinct / win;
  }
  return sum / (words.length - win + 1);
}
