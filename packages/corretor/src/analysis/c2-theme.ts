// C2 — the theme and the text type: closeness to the proposal (or title, or introduction), copies of the motivating
// texts, repertoire and whether it is tied to the argument, dissertative structure, narrative or personal text.
import { CONNECTIVES, type ConnectiveFunction } from '../connectives.js';
import { NARRATIVE, REPERTOIRE } from '../lexicon.js';
import { findPhrase, joinTokens, segment, type Doc, type Sentence, type Token } from '../text.js';
import { motivatingCopies } from '../motivating-copy.js';
import { judgeTopic } from './off-topic.js';
import { cosine, ev, isContent, matchPhrases, stemBag, tokEv, type EssayContext } from './shared.js';
import type { Evidence, TextAnalysis, TopicReading } from './types.js';

export type ThemeAnalysis = {
  c2: TextAnalysis['c2'];
  features: Record<string, number>;
  /** Content stems of the theme (proposal, title or introduction): C3 and C4 read them too. */
  themeBag: Map<string, number>;
  /** Words copied from the motivating texts. */
  copied: number;
  /** First-person singular words. */
  firstPerson: number;
};

export function analyseTheme(ctx: EssayContext): ThemeAnalysis {
  const { input, doc, tokens, paragraphs, sentences, j, W, per100 } = ctx;
  const features: Record<string, number> = {};
  const essayBag = stemBag(tokens);
  const intro = paragraphs[0];
  let fonteTema: TextAnalysis['c2']['fonteTema'] = 'introducao';
  let themeTokens: Token[] = [];
  const proposalText = [input.proposta?.titulo, input.proposta?.texto_apoio].filter(Boolean).join('\n');
  if (proposalText.trim()) {
    fonteTema = 'proposta';
    themeTokens = segment(proposalText).tokens;
  } else if (input.titulo?.trim()) {
    fonteTema = 'titulo';
    themeTokens = segment(`${input.titulo}\n${intro?.text ?? ''}`).tokens;
  } else themeTokens = intro?.tokens ?? [];
  const themeBag = stemBag(themeTokens);
  const restBag = fonteTema === 'introducao' ? stemBag(tokens.filter((t) => t.para > 0)) : essayBag;
  const similaridadeTema = cosine(restBag, themeBag);
  const titleSim = input.proposta?.titulo
    ? cosine(essayBag, stemBag(segment(input.proposta.titulo).tokens))
    : similaridadeTema;

  // Copies of the motivating text: runs of 8+ tokens shared verbatim (one function, read by the integrity report too).
  const { copied, runs } = motivatingCopies(tokens, input.proposta?.texto_apoio);
  const copia: Evidence[] = runs.map(([a, b]) =>
    tokEv(
      doc,
      tokens[a],
      tokens[b],
      'cópia',
      `Trecho de ${b - a + 1} palavras copiado dos textos motivadores.`,
      'Reescreva com suas palavras e acrescente sua análise.',
    ),
  );
  const proporcaoCopia = copied / W;

  // One repertoire item per sentence, labelled by its most specific cue (a named author beats "segundo").
  const PRIORITY = ['autores', 'lei', 'dado', 'historia', 'autor'];
  const bySentence = new Map<number, string>();
  const cues = new Map<number, string[]>();
  for (const [kind, list] of Object.entries(REPERTOIRE)) {
    for (const m of matchPhrases(j, list)) {
      const si = tokens[m.a].sent;
      const s = sentences[si];
      // A cue counts as repertoire only with something concrete beside it: a name, a number or a quotation.
      const concrete =
        kind === 'autores' ||
        kind === 'historia' ||
        s.tokens.some((t) => /\d/.test(t.text) || (/^\p{Lu}/u.test(t.text) && t !== s.tokens[0])) ||
        /["“”«]/.test(s.text);
      if (m.phrase === 'segundo' && tokens[m.b + 1]?.lower === 'lugar') continue;
      if (!concrete) continue;
      (cues.get(si) ?? cues.set(si, []).get(si)!).push(m.phrase);
      const prev = bySentence.get(si);
      if (prev === undefined || PRIORITY.indexOf(kind) < PRIORITY.indexOf(prev)) bySentence.set(si, kind);
    }
  }
  const repertorio: (Evidence & { vinculado: boolean })[] = [];
  const repKinds = new Set<string>();
  for (const [si, kind] of [...bySentence.entries()].sort((x, y) => x[0] - y[0])) {
    const s = sentences[si];
    const tied =
      s.tokens.some((t) => themeBag.has(t.stem) && isContent(t)) ||
      sentenceHasFn(s, ['causa', 'consequência', 'conclusão', 'exemplificação']);
    repKinds.add(kind === 'autores' ? 'autor' : kind);
    repertorio.push({
      ...ev(doc, s.start, s.end, kind === 'autores' ? 'autor' : kind, REPERTOIRE_LABEL[kind] ?? kind),
      vinculado: tied,
    });
  }
  const firstPerson = tokens.filter((t) =>
    ['eu', 'meu', 'minha', 'meus', 'minhas', 'mim', 'comigo'].includes(t.lower),
  ).length;
  const narrativo = matchPhrases(j, NARRATIVE).length;
  const estrutura = {
    introducao: paragraphs.length >= 2 && (intro?.tokens.length ?? 0) >= 25,
    desenvolvimento: Math.max(0, paragraphs.length - 2),
    conclusao: paragraphs.length >= 3,
  };
  Object.assign(features, {
    theme_sim: similaridadeTema,
    theme_sim_title: titleSim,
    theme_low: similaridadeTema < 0.12 ? 1 : 0,
    copy_share: proporcaoCopia,
    ...proposalOverlap(tokens, fonteTema === 'proposta' ? themeBag : undefined),
    repertoire: Math.min(repertorio.length, 6),
    repertoire_kinds: repKinds.size,
    repertoire_tied: Math.min(repertorio.filter((r) => r.vinculado).length, 5),
    first_person: per100(firstPerson),
    narrative: Math.min(narrativo, 5),
    structure: (estrutura.introducao ? 1 : 0) + Math.min(estrutura.desenvolvimento, 2) + (estrutura.conclusao ? 1 : 0),
  });
  const tema = readTopic(ctx, proposalText);
  // The features read every cue (the fitted model was made so); the student is shown only what is repertoire.
  const shown = repertorio.filter((r) =>
    isRepertoire(
      doc,
      sentences.find((x) => x.start === r.start)!,
      cues.get(sentences.findIndex((x) => x.start === r.start)) ?? [],
    ),
  );
  return {
    c2: { similaridadeTema, fonteTema, tema, estrutura, repertorio: shown, copia, proporcaoCopia, narrativo },
    features,
    themeBag,
    copied,
    firstPerson,
  };
}

/** A title needs this many content words to say what the essay should be about. */
const MIN_TITLE_TERMS = 2;

/**
 * The essay against its theme: a proposal through the theme bank (off-topic.ts); a proposal too short for that, or a
 * free essay's own title, by whether the essay uses its content words at all — none of them anywhere is tangenciamento
 * (never fuga: a title is the student's own few words, too little to annul on).
 */
function readTopic({ input, doc, paragraphs }: EssayContext, proposalText: string): TopicReading {
  const judged = proposalText.trim()
    ? judgeTopic(
        doc.text,
        paragraphs.map((p) => p.text),
        input.proposta,
      )
    : null;
  if (judged) return { fonte: 'proposta', ...judged };
  const fonte = proposalText.trim() ? 'proposta' : input.titulo?.trim() ? 'titulo' : 'nenhuma';
  const themeText = fonte === 'proposta' ? proposalText : (input.titulo ?? '');
  const themeWords = new Map<string, string>();
  for (const t of segment(themeText).tokens)
    if (isContent(t) && !themeWords.has(t.stem)) themeWords.set(t.stem, t.lower);
  if (fonte === 'nenhuma' || themeWords.size < MIN_TITLE_TERMS)
    return {
      fonte,
      situacao: 'nao_julgado',
      palavrasDaProposta: [],
      palavrasFora: [],
      paragrafosNoTema: [],
      paragrafosFora: [],
    };
  const used = new Set<string>();
  const paragrafosNoTema: number[] = [];
  const paragrafosFora: number[] = [];
  paragraphs.forEach((p, i) => {
    const hits = p.tokens.filter((t) => themeWords.has(t.stem));
    for (const t of hits) used.add(t.stem);
    (hits.length ? paragrafosNoTema : paragrafosFora).push(i + 1);
  });
  return {
    fonte,
    situacao: used.size ? 'no_tema' : 'tangencia',
    palavrasDaProposta: [...themeWords].filter(([st]) => used.has(st)).map(([, w]) => w),
    palavrasFora: [...themeWords].filter(([st]) => !used.has(st)).map(([, w]) => w),
    paragrafosNoTema,
    paragrafosFora,
  };
}

const PRESENT_CENTURY = new Set(['neste', 'nesse', 'deste', 'desse', 'este', 'esse', 'atual', 'presente', 'novo']);
const VAGUE_NUMBER = new Set(['milhões', 'milhares', 'bilhões']);
/**
 * Whether a sentence with repertoire cues shows repertoire to the student: not in the conclusion (the intervention
 * proposal, e.g. "Logo, é preciso diminuir…"), not only the present century ("neste século XXI, mais globalizado") and
 * not only a vague amount ("milhões de pessoas") with no figure.
 */
function isRepertoire(doc: Doc, s: Sentence, found: string[]): boolean {
  const paras = doc.paragraphs.length;
  if (paras >= 3 && s.tokens[0]?.para === paras - 1) return false;
  const real = found.filter((cue) => {
    if (cue === 'século') {
      const i = s.tokens.findIndex((t) => t.lower === 'século');
      const before = s.tokens[i - 1]?.lower ?? '';
      const after = s.tokens[i + 1]?.lower ?? '';
      return !PRESENT_CENTURY.has(before) && after !== 'xxi' && !PRESENT_CENTURY.has(after);
    }
    if (VAGUE_NUMBER.has(cue)) return s.tokens.some((t) => /\d/.test(t.text));
    return true;
  });
  return real.length > 0;
}

const REPERTOIRE_LABEL: Record<string, string> = {
  lei: 'Referência a lei ou documento legal.',
  autor: 'Referência a autor, obra ou conceito.',
  autores: 'Menção a pensador ou autor conhecido.',
  dado: 'Dado estatístico ou pesquisa.',
  historia: 'Fato ou contexto histórico.',
};

function sentenceHasFn(s: Sentence, fns: ConnectiveFunction[]): boolean {
  const sj = joinTokens(s.tokens);
  return fns.some((fn) => CONNECTIVES[fn].some((c) => c.length > 3 && findPhrase(sj, c).length > 0));
}

/**
 * How much of the essay the proposal's words make up (`proposal_share`: the essay's content words whose stem is in the
 * proposal) and how much of the proposal the essay takes up (`proposal_cover`: the proposal's content stems the essay
 * uses); 0 without a proposal.
 */
export function proposalOverlap(
  tokens: Token[],
  proposal: Map<string, number> | undefined,
): { proposal_share: number; proposal_cover: number } {
  if (!proposal?.size) return { proposal_share: 0, proposal_cover: 0 };
  const content = tokens.filter(isContent);
  const used = new Set(content.map((t) => t.stem));
  return {
    proposal_share: content.filter((t) => proposal.has(t.stem)).length / Math.max(content.length, 1),
    proposal_cover: [...proposal.keys()].filter((k) => used.has(k)).length / proposal.size,
  };
}
