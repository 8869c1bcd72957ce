// Features meant to carry from one proposal to another (no theme words): lexical variety robust to length (MTLD),
// the spread of sentence lengths, how the paragraphs are built and linked, C1's findings per 100 words, the share of
// function words, argument markers per paragraph, the thesis and the topics the introduction announces. Read by the
// models beside the older features (scripts/fit.ts); docs/corrector.md, "Accuracy", says what they added.
import type { TextAnalysis } from './types.js';
import { isContent, populationSd } from './shared.js';

export const GENERIC_FEATURES = [
  'mtld',
  'sentence_sd',
  'sentence_cv',
  'paragraphs_multi_sentence',
  'dev_paragraphs_50',
  'connectives_per_paragraph',
  'connectives_min_dev_paragraph',
  'c1_findings_100',
  'function_share',
  'markers_per_paragraph',
  'topics_announced',
  'thesis_found',
] as const;

/** Measure of textual lexical diversity (McCarthy & Jarvis 2010): mean run of words whose type/token ratio stays above 0.72, both directions. */
export function mtld(words: readonly string[], threshold = 0.72): number {
  if (words.length < 10) return 0;
  const pass = (ws: readonly string[]) => {
    let factors = 0;
    let types = new Set<string>();
    let n = 0;
    for (const w of ws) {
      types.add(w);
      n++;
      if (types.size / n <= threshold) {
        factors++;
        types = new Set();
        n = 0;
      }
    }
    if (n > 0) factors += (1 - types.size / n) / (1 - threshold);
    return factors > 0 ? ws.length / factors : ws.length;
  };
  return Math.min((pass(words) + pass([...words].reverse())) / 2, 300);
}

export function genericFeatures(
  a: Pick<TextAnalysis, 'doc' | 'c1' | 'c3' | 'c4'>,
): Record<(typeof GENERIC_FEATURES)[number], number> {
  const { tokens, sentences, paragraphs } = a.doc;
  const W = Math.max(tokens.length, 1);
  const lengths = sentences.map((s) => s.tokens.length).filter((n) => n > 0);
  const meanLength = lengths.reduce((x, y) => x + y, 0) / Math.max(lengths.length, 1);
  const lengthSd = lengths.length < 2 ? 0 : populationSd(lengths);
  const development = paragraphs.slice(1, -1);
  // Distinct connectives in each paragraph.
  const perParagraph = paragraphs.map(
    (_, p) => new Set(a.c4.conectivos.filter((c) => c.paragrafo === p).map((c) => c.trecho.toLowerCase())).size,
  );
  return {
    mtld: mtld(tokens.map((t) => t.lower)),
    sentence_sd: Math.min(lengthSd, 40),
    sentence_cv: lengths.length > 1 && meanLength ? Math.min(lengthSd / meanLength, 2) : 0,
    paragraphs_multi_sentence: paragraphs.length
      ? paragraphs.filter((p) => p.sentences.length >= 2).length / paragraphs.length
      : 0,
    dev_paragraphs_50: Math.min(development.filter((p) => p.tokens.length >= 50).length, 4),
    connectives_per_paragraph: paragraphs.length ? perParagraph.reduce((x, y) => x + y, 0) / paragraphs.length : 0,
    connectives_min_dev_paragraph: development.length ? Math.min(...perParagraph.slice(1, -1)) : 0,
    c1_findings_100: Math.min((100 * a.c1.desvios.length) / W, 20),
    function_share: tokens.filter((t) => !isContent(t)).length / W,
    markers_per_paragraph: a.c3.paragrafos.reduce((s, p) => s + p.marcadores, 0) / Math.max(a.c3.paragrafos.length, 1),
    topics_announced: a.c3.topicos.length,
    thesis_found: a.c3.tese ? 1 : 0,
  };
}
