// Fuga ao tema (C2; in the ENEM an essay that does not address the proposal is annulled): the essay is compared, in
// words weighted by how rare they are across the theme bank's essays, with its proposal and with the 86 bank
// proposals. A text that stays on its proposal shares its specific words (tecnologia, emprego, agrotóxicos); one that
// wandered off is closer to other themes than to its own. Flagged only when it is far on both counts: its proposal
// scores under 15 % of the closest other theme and below the average bank theme. On the development essays this
// flags exactly the two essays whose raters annulled them for writing about another subject (and no other essay:
// the next one scores 23 % and was graded 400), so the margins are kept wide.
import { bankWordUsage, loadThemeBank } from '../theme-bank.js';

type Vector = Map<string, number>;
type WordWeights = { idf: Map<string, number>; defaultIdf: number };
type ThemeIndex = WordWeights & { themes: { titulo: string; vector: Vector }[] };
/** A proposal as judged against the bank: its vector and the bank themes other than itself. */
type ProposalView = { own: Vector; others: ThemeIndex['themes'] };

/** The closest other theme is at least this many times closer than the essay's own proposal. */
const RATIO = 0.15;
/** Below this many distinct words the proposal says too little to judge the essay against. */
const MIN_PROPOSAL_TERMS = 5;
/** The bank's entry for the proposal itself (a bank proposal): excluded from the comparison. */
const SAME_THEME = 0.8;

const terms = (text: string) => text.toLowerCase().match(/\p{L}{4,}/gu) ?? [];

let index: ThemeIndex | undefined;
/** Built once per process (~0.5–1 s: the bank's 686 essays are read for the word weights); the engine builds it at load. */
export function themeIndex(): ThemeIndex {
  if (index) return index;
  const bank = loadThemeBank();
  const { essays: docs, df } = bankWordUsage();
  const idf = new Map<string, number>();
  for (const [t, n] of df) if (/^\p{L}{4,}$/u.test(t)) idf.set(t, Math.log((docs + 1) / (n + 1)));
  const weights: WordWeights = { idf, defaultIdf: Math.log(docs + 1) };
  index = {
    ...weights,
    themes: bank.temas.map((t) => ({ titulo: t.titulo, vector: vectorOf(weights, `${t.titulo}\n${t.textoApoio}`) })),
  };
  return index;
}

// Every essay of a proposal, and every reference the engine reads with it, is judged against the same proposal: its
// vector and which bank entry is the proposal itself are worked out once per proposal text (bounded).
const PROPOSAL_CACHE_MAX = 500;
const proposals = new Map<string, ProposalView | null>();
function proposalView(proposalText: string): ProposalView | null {
  let view = proposals.get(proposalText);
  if (view !== undefined) return view;
  const ix = themeIndex();
  const own = vectorOf(ix, proposalText);
  const others = own.size < MIN_PROPOSAL_TERMS ? [] : ix.themes.filter((t) => dot(t.vector, own) < SAME_THEME);
  view = others.length ? { own, others } : null;
  if (proposals.size >= PROPOSAL_CACHE_MAX) proposals.delete(proposals.keys().next().value as string);
  proposals.set(proposalText, view);
  return view;
}

/** Sublinear term frequency × idf, L2-normalised. */
function vectorOf(ix: WordWeights, text: string): Vector {
  const counts = new Map<string, number>();
  for (const t of terms(text)) counts.set(t, (counts.get(t) ?? 0) + 1);
  const v: Vector = new Map();
  let norm = 0;
  for (const [t, c] of counts) {
    const x = (1 + Math.log(c)) * (ix.idf.get(t) ?? ix.defaultIdf);
    if (x <= 0) continue;
    v.set(t, x);
    norm += x * x;
  }
  norm = Math.sqrt(norm) || 1;
  for (const [t, x] of v) v.set(t, x / norm);
  return v;
}

function dot(a: Vector, b: Vector): number {
  const [small, large] = a.size <= b.size ? [a, b] : [b, a];
  let s = 0;
  for (const [t, x] of small) {
    const y = large.get(t);
    if (y) s += x * y;
  }
  return s;
}

/** Below this share of the closest other theme's score the essay only touches its proposal (tangenciamento). */
const TANGENT_RATIO = 0.45;
/**
 * …or below this share while this many bank themes are closer to the essay than its proposal is. The tangent
 * thresholds are what `chooseTopicThresholds` (src/lab/evaluation.ts) picks on all development prompts (20 themes: 10
 * flagged more on-topic essays for no more caught); the same choice made on other prompts is what docs/corrector.md
 * reports ("Topic adherence").
 */
const TANGENT_RATIO_RANKED = 0.6;
const TANGENT_RANK = 20;

export type TopicScores = { score: number; closest: { titulo: string; score: number }; average: number; rank: number };

/** The thresholds of `topicSituation`; the lab chooses them on other prompts (`topicThresholdsCV`). */
export type TopicThresholds = { fuga: number; tangent: number; tangentRanked: number; rank: number };
export const TOPIC_THRESHOLDS: TopicThresholds = {
  fuga: RATIO,
  tangent: TANGENT_RATIO,
  tangentRanked: TANGENT_RATIO_RANKED,
  rank: TANGENT_RANK,
};

/** The rule of `judgeTopic` on an essay's scores (the ratio to the closest other theme, the average, the rank). */
export function topicSituation(
  s: Pick<TopicScores, 'score' | 'average' | 'rank'> & { closest: { score: number } },
  t: TopicThresholds = TOPIC_THRESHOLDS,
): 'no_tema' | 'tangencia' | 'fuga' {
  const ratio = s.closest.score ? s.score / s.closest.score : 1;
  return ratio < t.fuga && s.score < s.average
    ? 'fuga'
    : ratio < t.tangent || (s.rank >= t.rank && ratio < t.tangentRanked)
      ? 'tangencia'
      : 'no_tema';
}

/** How close the essay is to its proposal and to the other bank themes (null: no proposal to judge against). */
export function topicScores(essay: string, proposta: Proposal): TopicScores | null {
  const view = viewOf(proposta);
  if (!view) return null;
  return scoresOf(vectorOf(themeIndex(), essay), view);
}

type Proposal = { titulo?: string | null; texto_apoio?: string | null } | null | undefined;
function viewOf(proposta: Proposal): ProposalView | null {
  const proposalText = [proposta?.titulo, proposta?.texto_apoio].filter(Boolean).join('\n');
  return proposalText.trim() ? proposalView(proposalText) : null;
}
function scoresOf(text: Vector, view: ProposalView): TopicScores {
  const scored = view.others.map((t) => ({ titulo: t.titulo, score: dot(text, t.vector) }));
  const closest = scored.reduce((a, b) => (b.score > a.score ? b : a));
  const average = scored.reduce((s, t) => s + t.score, 0) / scored.length;
  const score = dot(text, view.own);
  return { score, closest, average, rank: scored.filter((t) => t.score > score).length };
}

/**
 * ENEM's reading of the theme, as far as the words show it: 'fuga' (fuga total — annulled) when the proposal scores under
 * 15 % of the closest other theme and below the average bank theme; 'tangencia' (the essay touches the subject, not the
 * theme — C2 at level 1) when it scores under 45 % of the closest other theme, or under 60 % with twenty or more bank
 * themes closer. With these thresholds chosen on other prompts (`corretor:eval --fora-do-tema --aninhado`), 93 % of
 * development essays paired with another prompt fall in one of the two and 1.1 % of those the raters gave C2 ≥ 80 on
 * their own proposals do (docs/corrector.md, "Topic adherence").
 */
export type TopicJudgement = {
  situacao: 'no_tema' | 'tangencia' | 'fuga';
  /** The bank theme closest to the essay other than its proposal. */
  temaProximo: string;
  /** The proposal's most specific words the essay uses, and the essay's own most specific words the proposal lacks. */
  palavrasDaProposta: string[];
  palavrasFora: string[];
  /** Paragraphs (1-based) closer to the proposal than to `temaProximo`, and those closer to it. */
  paragrafosNoTema: number[];
  paragrafosFora: number[];
};

/** Words in fewer than one bank essay in ten: specific enough to say what a text is about. */
const SPECIFIC_IDF = Math.log(10);
const topWords = (v: Vector, keep: (t: string) => boolean, weight: (t: string) => number, n: number) =>
  [...v.keys()]
    .filter(keep)
    .sort((a, b) => weight(b) - weight(a))
    .slice(0, n);

/** The essay judged against its proposal (null: no proposal, or one too short to judge against). */
export function judgeTopic(essay: string, paragraphs: readonly string[], proposta: Proposal): TopicJudgement | null {
  const view = viewOf(proposta);
  if (!view) return null;
  const ix = themeIndex();
  const text = vectorOf(ix, essay);
  const s = scoresOf(text, view);
  const situacao = topicSituation(s);
  const other = view.others.find((t) => t.titulo === s.closest.titulo)!.vector;
  const specific = (t: string) => (ix.idf.get(t) ?? ix.defaultIdf) >= SPECIFIC_IDF;
  const onTopic: number[] = [];
  const offTopicParas: number[] = [];
  paragraphs.forEach((p, i) => {
    const v = vectorOf(ix, p);
    if (!v.size) return;
    (dot(v, view.own) >= dot(v, other) ? onTopic : offTopicParas).push(i + 1);
  });
  return {
    situacao,
    temaProximo: s.closest.titulo,
    palavrasDaProposta: topWords(
      text,
      (t) => view.own.has(t) && specific(t),
      (t) => text.get(t)! * view.own.get(t)!,
      6,
    ),
    palavrasFora: topWords(
      text,
      (t) => !view.own.has(t) && specific(t),
      (t) => text.get(t)! * (other.get(t) ?? 0) + 1e-3 * text.get(t)!,
      6,
    ),
    paragrafosNoTema: onTopic,
    paragrafosFora: offTopicParas,
  };
}

/** The theme the essay is about instead of its proposal's (fuga total), or null (on topic, or no proposal to judge against). */
export function offTopic(essay: string, proposta: Proposal): { temaProximo: string } | null {
  const j = judgeTopic(essay, [], proposta);
  return j?.situacao === 'fuga' ? { temaProximo: j.temaProximo } : null;
}
