// C3 — selection and organisation of the argument: the thesis, the topics it announces and whether they are
// developed, length and argumentative markers per paragraph, lexical progression.
import { THESIS_MARKERS } from '../lexicon.js';
import { findPhrase, joinTokens, segment, wordEdges, type Sentence } from '../text.js';
import { ev, isContent, type EssayContext } from './shared.js';
import type { Evidence, TextAnalysis } from './types.js';

/** Words with which a thesis announces its topics ("seja pela…", "tanto…quanto…", "devido à…"), kept by split(). */
const THESIS_TOPIC_SPLIT = wordEdges(
  /\b(seja|tanto|quanto|bem como|além d[eoa]s?|devido a|devido à|devido ao|em razão d[eoa]s?|em virtude d[eoa]s?|por causa d[eoa]s?|pel[oa]s?)\b/iu,
);

export function analyseArgument(
  { doc, paragraphs }: EssayContext,
  theme: { themeBag: Map<string, number>; fonteTema: TextAnalysis['c2']['fonteTema'] },
): { c3: TextAnalysis['c3']; features: Record<string, number> } {
  const { themeBag, fonteTema } = theme;
  const intro = paragraphs[0];
  const features: Record<string, number> = {};
  const introSents = intro?.sentences ?? [];
  let tese: Evidence | undefined;
  let teseScore = 0;
  let teseSentence: Sentence | undefined;
  introSents.forEach((s, i) => {
    const sj = joinTokens(s.tokens);
    let score = THESIS_MARKERS.reduce((a, m) => a + findPhrase(sj, m).length, 0);
    score += i === introSents.length - 1 && introSents.length > 1 ? 1.5 : 0;
    score += s.tokens.filter((t) => themeBag.has(t.stem) && isContent(t)).length * 0.3;
    if (s.tokens.length < 8) score -= 2;
    if (score > teseScore || !teseSentence) {
      teseScore = score;
      teseSentence = s;
    }
  });
  if (teseSentence && paragraphs.length > 1)
    tese = ev(doc, teseSentence.start, teseSentence.end, 'tese', 'Tese identificada na introdução.');
  // Topics announced by the thesis: content-word chunks split at coordinating words ("seja…seja", "e", vírgula).
  const topicos: TextAnalysis['c3']['topicos'] = [];
  const devParas = paragraphs.slice(1, Math.max(1, paragraphs.length - 1));
  if (teseSentence) {
    // Only what the thesis announces as causes or aspects ("seja pela…", "tanto…quanto…", "devido à…") is a topic.
    const parts = teseSentence.text.split(THESIS_TOPIC_SPLIT);
    for (let k = 1; k + 1 < parts.length; k += 2) {
      const chunk = parts[k + 1].replace(/^[\s,]+|[\s,.;]+$/g, '');
      // Words of the theme itself say nothing about a topic (unless the theme was inferred from this very intro).
      const stems = segment(chunk)
        .tokens.filter((t) => isContent(t) && (fonteTema === 'introducao' || !themeBag.has(t.stem)))
        .map((t) => t.stem);
      if (stems.length === 0 || stems.length > 8) continue;
      const developed = devParas.some(
        (p) => stems.filter((s) => p.tokens.some((t) => t.stem === s)).length >= Math.ceil(stems.length / 2),
      );
      topicos.push({ topico: chunk, desenvolvido: developed });
    }
  }
  const seen = new Set<string>();
  const paragrafos = paragraphs.map((p) => {
    const stems = p.tokens.filter(isContent).map((t) => t.stem);
    const fresh = stems.filter((s) => !seen.has(s));
    stems.forEach((s) => seen.add(s));
    const pj = joinTokens(p.tokens);
    const marcadores = [
      'porque',
      'pois',
      'visto que',
      'uma vez que',
      'já que',
      'por isso',
      'consequentemente',
      'por exemplo',
      'logo',
      'portanto',
      'dessa forma',
      'isso porque',
      'devido',
      'em virtude',
      'haja vista',
      'resulta',
      'acarreta',
      'gera',
      'provoca',
      'causa',
    ].reduce((a, m) => a + findPhrase(pj, m).length, 0);
    return { palavras: p.tokens.length, marcadores, novos: stems.length ? fresh.length / stems.length : 0 };
  });
  const devStats = paragrafos.slice(1, Math.max(1, paragrafos.length - 1));
  const progressao = devStats.length ? devStats.reduce((a, p) => a + p.novos, 0) / devStats.length : 0;
  Object.assign(features, {
    thesis_score: Math.min(teseScore, 8),
    topics_developed: topicos.length ? topicos.filter((t) => t.desenvolvido).length / topicos.length : 0,
    dev_paragraph_words: devStats.length
      ? Math.min(devStats.reduce((a, p) => a + p.palavras, 0) / devStats.length, 150) / 10
      : 0,
    dev_markers: devStats.length ? devStats.reduce((a, p) => a + Math.min(p.marcadores, 4), 0) / devStats.length : 0,
    progression: progressao,
    intro_words: Math.min(intro?.tokens.length ?? 0, 120) / 10,
  });
  return { c3: { ...(tese ? { tese } : {}), topicos, paragrafos, progressao }, features };
}
