// Labelled C1 deviations at scale: correct sentences (from the Essay-BR development essays — Marinho, Anchiêta & Moura,
// 2021, MIT — and our own, src/lab/c1-own-sentences.ts) with one typical ENEM deviation injected, each pair kept with
// its category, the deviant passage and the correction. The injections are rewrites of a correct construction into
// the deviant one ("à educação" → "a educação", "têm" → "tem", "haja vista" → "haja visto"); they know nothing of
// the rules that must find them. Sources are split once, by a fixed rule and not by the seed, into a development part
// (the rules may be written against it) and a held-out part (read only to report): essays by the parity of their
// prompt, our own sentences by the frame list they come from. The seed only picks which site of a sentence is
// rewritten and which pairs are kept, so the same seed always gives the same pairs.
import { seededRandom } from '@argumenta/contracts/random';
import type { EssayRecord } from '../dataset.js';
import { segment, wordEdges } from '../text.js';
import { NEW_OWN_SENTENCES } from './c1-new-sentences.js';
import { OWN_FRAMES, type OwnFrames } from './c1-own-sentences.js';
import { shuffle } from './samples.js';

/**
 * `dev`: the rules may be written against it; `heldout`: read only to report; `novo`: a third set of our own sentences
 * (src/lab/c1-new-sentences.ts), written apart from both before the rules it measures, read only to report.
 */
export type C1Part = 'dev' | 'heldout' | 'novo';
export const C1_PARTS: readonly C1Part[] = ['dev', 'heldout', 'novo'];
export const C1_CATEGORIES = [
  'crase',
  'concordancia_nominal',
  'concordancia_verbal',
  'confusao',
  'acentuacao',
  'regencia',
  'expressao_condenada',
] as const;
export type C1Category = (typeof C1_CATEGORIES)[number];

export type C1Pair = {
  id: string;
  parte: C1Part;
  categoria: C1Category;
  /** The injection's name (one kind of slip within the category). */
  injecao: string;
  fonte: 'redacao' | 'propria';
  correta: string;
  desviante: string;
  /** The deviant passage in `desviante` (offsets) and, in `correcao`, what replaces it in `correta`. */
  trecho: { start: number; end: number; texto: string };
  correcao: string;
};

/** A rewrite of a correct construction into a typical deviation: the match (group `x` when present) is replaced. */
type Injection = {
  nome: string;
  categoria: C1Category;
  re: RegExp;
  /** The deviant text for the matched passage, or undefined where this site does not make the intended slip. */
  wrong(m: RegExpMatchArray, isWord: (w: string) => boolean): string | undefined;
};

const keepCase = (model: string, w: string) => (/^\p{Lu}/u.test(model) ? w[0]!.toUpperCase() + w.slice(1) : w);
const inj = (nome: string, categoria: C1Category, re: RegExp, wrong: Injection['wrong']): Injection => ({
  nome,
  categoria,
  re: wordEdges(re),
  wrong,
});
/** Plural → singular of a noun or adjective, only when the result is a word. */
function singularOf(w: string, isWord: (w: string) => boolean): string | undefined {
  const c = [
    w.replace(/ões$|ães$/, 'ão'),
    w.replace(/ais$/, 'al'),
    w.replace(/éis$/, 'el'),
    w.replace(/([rz])es$/, '$1'),
    w.replace(/s$/, ''),
  ].find((x) => x !== w && isWord(x));
  return c;
}
/** Third person plural → singular of a verb form ("precisam" → "precisa", "mostraram" → "mostrou"). */
const VERB_SG: Record<string, string> = {
  são: 'é',
  estão: 'está',
  vão: 'vai',
  dão: 'dá',
  têm: 'tem',
  vêm: 'vem',
  fazem: 'faz',
  dizem: 'diz',
  trazem: 'traz',
  foram: 'foi',
  tiveram: 'teve',
  puderam: 'pôde',
  fizeram: 'fez',
  eram: 'era',
  veem: 'vê',
  leem: 'lê',
  creem: 'crê',
};
const NOT_VERBS =
  /^(?:tem|vem|contém|mantém|detém|obtém|provém|convém|além|porém|também|ninguém|alguém|bem|sem|quem|em|nem|cem|ordem|imagem|homem|origem|viagem|margem|garagem|linguagem|vantagem|mensagem|porcentagem|aprendizagem|abordagem|contagem|paisagem|coragem|hospedagem|reportagem|postagem|jovem|nuvem|item|desordem|vagem|virgem|massagem|personagem|passagem|bagagem|estiagem|vertigem|fuligem|tatuagem|montagem|malandragem|homenagem|selvagem|quarentão|irmão|mão|não|cidadão|então|chão|grão|pão|cão|órgão|vão|são)$/;
function verbSingularOf(w: string, isWord: (w: string) => boolean): string | undefined {
  if (VERB_SG[w]) return VERB_SG[w];
  if (NOT_VERBS.test(w)) return undefined;
  const c = [
    w.replace(/aram$/, 'ou'),
    w.replace(/eram$/, 'eu'),
    w.replace(/iram$/, 'iu'),
    w.replace(/am$/, 'a'),
    w.replace(/em$/, 'e'),
  ].find((x) => x !== w && isWord(x));
  return c;
}

const PL_DET = '(?:os|as|esses|essas|estes|estas|muitos|muitas|alguns|algumas|vários|várias|diversos|diversas)';
const PL_DET_ANY = `(?:${PL_DET.slice(3, -1)}|dos|das|nos|nas|pelos|pelas|aos|seus|suas|nossos|nossas|desses|dessas|outros|outras)`;
/** Adjectives and participles that students leave in the singular after a plural noun or verb. */
const ADJ_PL =
  '(?:públic[oa]s|sociais|necessári[oa]s|importantes|fundamentais|essenciais|graves|brasileir[oa]s|digitais|ambientais|econômic[oa]s|polític[oa]s|educacionais|culturais|precári[oa]s|eficazes|responsáveis|capazes|possíveis|urgentes|diferentes|vulneráveis|frequentes|comuns|excessiv[oa]s|falsas|falsos|nov[oa]s|grandes|pequen[oa]s|car[oa]s|escassos|escassas|\\p{L}+ad[oa]s|\\p{L}+id[oa]s)';
const TIME_QTY =
  '(?:\\d+|muitos|muitas|alguns|algumas|vários|várias|poucos|poucas|dois|duas|três|quatro|cinco|dez|vinte|cem|mil)';

/** The injections, each a typical slip of its category (see docs/corrector.md, "C1 measured at scale"). */
export const INJECTIONS: Injection[] = [
  // ----- crase
  // Not before a possessive, where the crase is optional ("à sua", "a sua"); nor where the student's own crase was the
  // slip (before an infinitive, "à adoecerem"; "à" before a plural or "às" before a singular, "à condições").
  inj(
    'crase exigida omitida',
    'crase',
    /\b(?<x>à|às) (?!(?:sua|suas|nossa|nossas|minha|minhas)\b)(?=(\p{L}+))/giu,
    (m) => {
      const next = m[2]!.toLowerCase();
      const plural = m[1]!.toLowerCase() === 'às';
      if (/(?:ar|er|ir|rem)$/.test(next) && !/^(?:mulher|colher|qualquer)$/.test(next)) return undefined;
      if (plural !== next.endsWith('s')) return undefined;
      return keepCase(m[1]!, plural ? 'as ' : 'a ');
    },
  ),
  inj('crase em "a partir"', 'crase', /\b(?<x>a) partir\b/giu, (m) => keepCase(m[1]!, 'à') + ' partir'),
  inj(
    'crase antes de infinitivo',
    'crase',
    /\b(?<x>a) (?!mulher\b|colher\b|qualquer\b)(\p{Ll}+(?:ar|er|ir))\b/gu,
    (m, isWord) => (isWord(m[2]!) ? `à ${m[2]}` : undefined),
  ),
  inj(
    'crase antes de pronome ou indefinido',
    'crase',
    /\b(?<x>a) (ele|eles|esse|este|isso|isto|uma|um|todos|cada|qualquer|você|vocês|mim|nós)\b/gu,
    (m) => `à ${m[2]}`,
  ),
  // ----- verbal agreement
  inj('têm por tem', 'concordancia_verbal', /\b(têm|vêm)\b/gu, (m) => (m[1] === 'têm' ? 'tem' : 'vem')),
  inj('existir no singular', 'concordancia_verbal', /\b(existem|existiam|existirão|existiriam)\b/giu, (m) =>
    keepCase(
      m[1]!,
      { existem: 'existe', existiam: 'existia', existirão: 'existirá', existiriam: 'existiria' }[m[1]!.toLowerCase()]!,
    ),
  ),
  inj(
    'sujeito no plural e verbo no singular',
    'concordancia_verbal',
    new RegExp(`\\b${PL_DET} \\p{Ll}+s (?:não )?(\\p{Ll}+(?:am|em|ão))\\b`, 'giu'),
    (m, isWord) => {
      const v = verbSingularOf(m[1]!, isWord);
      return v ? m[0].slice(0, m[0].length - m[1]!.length) + v : undefined;
    },
  ),
  inj(
    'haver impessoal no plural',
    'concordancia_verbal',
    new RegExp(`\\b(havia|houve|haverá|haveria|houvesse) (?=${TIME_QTY}\\b|\\p{Ll}+s\\b)`, 'giu'),
    (m) =>
      keepCase(
        m[1]!,
        { havia: 'haviam', houve: 'houveram', haverá: 'haverão', haveria: 'haveriam', houvesse: 'houvessem' }[
          m[1]!.toLowerCase()
        ]!,
      ) + ' ',
  ),
  inj(
    'fazer impessoal no plural',
    'concordancia_verbal',
    new RegExp(`\\b(faz|fazia) (?=${TIME_QTY} (?:anos|décadas|meses|séculos|dias)\\b)`, 'giu'),
    (m) => keepCase(m[1]!, m[1]!.toLowerCase() === 'faz' ? 'fazem ' : 'faziam '),
  ),
  // ----- nominal agreement
  inj(
    'determinante no plural e nome no singular',
    'concordancia_nominal',
    new RegExp(`\\b(${PL_DET_ANY}) (\\p{Ll}{3,}[aeo]s)\\b`, 'giu'),
    (m, isWord) => {
      const s = singularOf(m[2]!, isWord);
      return s && !/^(?:mais|menos|mesmos|mesmas|demais|meus|seus|suas|nossos|nossas)$/.test(m[2]!)
        ? `${m[1]} ${s}`
        : undefined;
    },
  ),
  inj(
    'adjetivo no singular depois de nome no plural',
    'concordancia_nominal',
    new RegExp(`\\b${PL_DET_ANY} \\p{Ll}+s (${ADJ_PL})\\b`, 'giu'),
    (m, isWord) => {
      const s = singularOf(m[1]!, isWord);
      return s ? m[0].slice(0, m[0].length - m[1]!.length) + s : undefined;
    },
  ),
  inj(
    'predicativo no singular',
    'concordancia_nominal',
    new RegExp(`\\b(?:são|estão|ficam|foram|eram|serão|sejam|parecem|permanecem|tornam-se) (${ADJ_PL})\\b`, 'giu'),
    (m, isWord) => {
      const s = singularOf(m[1]!, isWord);
      return s ? m[0].slice(0, m[0].length - m[1]!.length) + s : undefined;
    },
  ),
  // ----- confusable words
  inj('mas por mais (oposição)', 'confusao', /, (mas)\b/giu, () => ', mais'),
  inj('mais por mas (intensidade)', 'confusao', /\b(?:cada vez|muito|ainda|bem) (mais)\b/giu, (m) =>
    m[0].replace(/mais$/, 'mas'),
  ),
  inj('mais de por mas de', 'confusao', /\b(mais) (?=de \d|de metade|do que)/giu, (m) => keepCase(m[1]!, 'mas ')),
  inj('mal por mau', 'confusao', /\b(mal) (?=\p{Ll}+(?:ad[oa]s?|id[oa]s?)\b)/giu, (m) => keepCase(m[1]!, 'mau ')),
  inj('mau por mal', 'confusao', /\b(mau) (?=\p{Ll})/giu, (m) => keepCase(m[1]!, 'mal ')),
  inj(
    'há por a (tempo)',
    'confusao',
    new RegExp(`\\b(há) (?=${TIME_QTY} \\p{Ll}+|décadas|séculos|anos|tempos)`, 'giu'),
    (m) => keepCase(m[1]!, 'a '),
  ),
  inj('a gente por agente', 'confusao', /\b(a gente)\b/giu, (m) => keepCase(m[1]!, 'agente')),
  inj('porque por por que', 'confusao', /\b(porque)\b/giu, (m) => keepCase(m[1]!, 'por que')),
  inj('por que por porque (pergunta)', 'confusao', /^(Por que) (?=[^?]*\?$)/gu, () => 'Porque '),
  inj('onde por aonde', 'confusao', /\b(?<!a)(onde)\b(?! quer)/giu, (m) => keepCase(m[1]!, 'aonde')),
  inj('aonde por a onde', 'confusao', /\b(aonde)\b/giu, (m) => keepCase(m[1]!, 'a onde')),
  inj(
    'mas nunca por mais nunca',
    'confusao',
    /, (mas) (?=nunca|ninguém|jamais|nenhum|nenhuma|nada)/giu,
    () => ', mais ',
  ),
  inj('traz por trás', 'confusao', /\b(traz)\b/giu, (m) => keepCase(m[1]!, 'trás')),
  // ----- accents that depend on context
  inj('está por esta', 'acentuacao', /\b(está)\b/giu, (m) => keepCase(m[1]!, 'esta')),
  inj(
    'adjetivo ou nome acentuado sem acento',
    'acentuacao',
    /\b(públic[oa]s?|polític[oa]s?|prátic[oa]s?|crític[oa]s?|índices?|números?|análises?|histórias?|músicas?|médic[oa]s?|últim[oa]s?|notícias?|polícias?|dúvidas?|hábitos?|indivíduos?|comércio|negócios?|veículos?|trânsito|princípios?|estímulos?|títulos?|vínculos?|exércitos?|domicílios?|ofícios?|fórmulas?|espécies?|séries?|cálculos?|depósitos?)\b/giu,
    (m, isWord) => {
      const bare = m[1]!
        .normalize('NFD')
        .replace(/[\u0301\u0302]/gu, '')
        .normalize('NFC');
      return isWord(bare.toLowerCase()) ? bare : undefined;
    },
  ),
  // "é" before an adjective or a degree word (before an article, "e" would be read as coordination: not this slip).
  inj(
    'é por e',
    'acentuacao',
    /\b(é) (?=(?:muito|mais|tão|extremamente|bastante|preciso|necessári[oa]|importante|fundamental|essencial|possível|impossível|notório|notória|evidente|inegável|inadmissível|inaceitável|urgente|comum|grave|\p{Ll}+(?:ável|ível|ante|ente|oso|osa|ivo|iva|ico|ica))\b)/giu,
    (m) => keepCase(m[1]!, 'e '),
  ),
  inj('país por pais', 'acentuacao', /\b(?:o|do|no|ao|pelo|nosso|este|esse|deste|desse|neste|nesse) (país)\b/giu, (m) =>
    m[0].replace(/país$/, 'pais'),
  ),
  inj('até, após, porém sem acento', 'acentuacao', /\b(até|após|porém)\b/giu, (m) =>
    m[1]!.replace('é', 'e').replace('ó', 'o').replace('É', 'E').replace('Ó', 'O'),
  ),
  inj('nós por nos', 'acentuacao', /\b(nós)(?=\s*[.,;:!?]| \p{Ll}+mos\b)/giu, (m) => keepCase(m[1]!, 'nos')),
  // ----- regência
  inj('assistir sem a', 'regencia', /\b(?:assist\p{Ll}*) (ao|aos|à|às) (?=\p{L})/giu, (m) =>
    m[0].replace(/(ao|aos|à|às) $/u, (p) => ({ ao: 'o ', aos: 'os ', à: 'a ', às: 'as ' })[p.trim()]!),
  ),
  inj('obedecer sem a', 'regencia', /\b(?:(?:des)?obedec\p{Ll}*) (ao|aos|à|às) (?=\p{L})/giu, (m) =>
    m[0].replace(/(ao|aos|à|às) $/u, (p) => ({ ao: 'o ', aos: 'os ', à: 'a ', às: 'as ' })[p.trim()]!),
  ),
  inj(
    'implicar em',
    'regencia',
    /\b(?:implica|implicam|implicou|implicará|implicaria|implicaram) (?:(o|a|os|as|um|uma) )?(?=\p{L})/giu,
    // Not where the student already wrote the slip ("o que implicou no projeto"): that sentence is not correct.
    (m) =>
      /^(?:em|no|na|nos|nas|num|numa)\b/iu.test(m.input!.slice(m.index! + m[0].length))
        ? undefined
        : m[1]
          ? m[0].replace(
              /(o|a|os|as|um|uma) $/u,
              (p) => ({ o: 'no ', a: 'na ', os: 'nos ', as: 'nas ', um: 'num ', uma: 'numa ' })[p.trim()]!,
            )
          : `${m[0]}em `,
  ),
  inj('chegar em', 'regencia', /\b(?:cheg\p{Ll}+) (ao|à|aos|às) (?=\p{L})/giu, (m) =>
    m[0].replace(/(ao|aos|à|às) $/u, (p) => ({ ao: 'no ', aos: 'nos ', à: 'na ', às: 'nas ' })[p.trim()]!),
  ),
  inj('preferir do que', 'regencia', /\b(?:prefer\p{Ll}+) \p{Ll}+(?: \p{Ll}+)? (a) (?=\p{Ll}+r\b)/giu, (m) =>
    m[0].replace(/ a $/u, ' do que '),
  ),
  // ----- condemned expressions
  inj('haja visto', 'expressao_condenada', /\b(haja vista)\b/giu, (m) => keepCase(m[1]!, 'haja visto')),
  inj('devido a sem crase', 'expressao_condenada', /\b(devido à|devido às)\b/giu, (m) => m[1]!.replace('à', 'a')),
  inj('acesso a sem crase', 'expressao_condenada', /\b(acesso à|acesso às)\b/giu, (m) => m[1]!.replace('à', 'a')),
  inj('derrepente', 'expressao_condenada', /\b(de repente)\b/giu, (m) => keepCase(m[1]!, 'derrepente')),
  inj('apartir, porisso, concerteza', 'expressao_condenada', /\b(a partir|por isso|com certeza|de novo)\b/giu, (m) =>
    keepCase(m[1]!, m[1]!.toLowerCase().replace('com certeza', 'concerteza').replace(' ', '')),
  ),
  inj('ao meu ver', 'expressao_condenada', /\b(a meu ver)\b/giu, (m) => keepCase(m[1]!, 'ao meu ver')),
  inj(
    'há … atrás',
    'expressao_condenada',
    new RegExp(`\\bhá ${TIME_QTY} (?:anos|décadas|séculos|meses)\\b(?! atrás)`, 'giu'),
    (m) => `${m[0]} atrás`,
  ),
];

// ---------- sources ----------

export type C1Source = { texto: string; parte: C1Part; fonte: C1Pair['fonte']; id: string };

/** The development part holds the essays of even prompts; the held-out part those of odd prompts. */
export const essayPart = (prompt: string): C1Part => (Number(prompt) % 2 === 0 ? 'dev' : 'heldout');

/**
 * Sentences of the essays the raters gave C1 ≥ 120 (the cleaner three quarters of the corpus), 8–45 words, without any of
 * the raters' inline corrections, in one paragraph.
 */
export function essaySentences(essays: readonly EssayRecord[], isWord: (w: string) => boolean): C1Source[] {
  const out: C1Source[] = [];
  essays.forEach((e, k) => {
    if ((e.competence[0] ?? 0) < 120) return;
    const doc = segment(e.paragraphs.join('\n'), isWord);
    doc.sentences.forEach((s, j) => {
      if (s.tokens.length < 8 || s.tokens.length > 45) return;
      if (doc.removed.some((r) => r.start >= s.start && r.end <= s.end)) return;
      if (!/^\p{Lu}/u.test(s.text) || !/[.!?]$/.test(s.text) || /["“”(]/.test(s.text)) return;
      out.push({ texto: s.text, parte: essayPart(e.prompt), fonte: 'redacao', id: `r${k}.${j}` });
    });
  });
  return out;
}

/**
 * Our own sentences: each frame's slots filled with every filler of its part (frames and fillers split), and the new
 * part's free sentences.
 */
export function ownSentences(frames: OwnFrames = OWN_FRAMES, novo: readonly string[] = NEW_OWN_SENTENCES): C1Source[] {
  const out: C1Source[] = [];
  for (const parte of ['dev', 'heldout'] as const) {
    const { frases, moldes, preenchimentos } = frames[parte];
    frases.forEach((texto, k) => out.push({ texto, parte, fonte: 'propria', id: `p${parte[0]}${k}` }));
    moldes.forEach((molde, k) => {
      let texts = [molde];
      for (const [slot, fillers] of Object.entries(preenchimentos))
        if (molde.includes(`{${slot}}`)) texts = texts.flatMap((t) => fillers.map((f) => t.replace(`{${slot}}`, f)));
      texts.forEach((t, j) =>
        out.push({ texto: t[0]!.toUpperCase() + t.slice(1), parte, fonte: 'propria', id: `m${parte[0]}${k}.${j}` }),
      );
    });
  }
  novo.forEach((texto, k) => out.push({ texto, parte: 'novo', fonte: 'propria', id: `pn${k}` }));
  return out;
}

/**
 * The held-out sources without the sentences that repeat a development one: students carry memorised templates from
 * one prompt to another ("Portanto, medidas são necessárias para resolver o impasse"), so a held-out sentence sharing
 * half or more of its runs of four words with the development sentences counts as seen and is left out (33 of 2,974
 * in the Essay-BR development file).
 */
export function withoutSharedTemplates(sources: readonly C1Source[]): C1Source[] {
  const grams = (s: string) => {
    const w = s
      .toLowerCase()
      .replace(/[^\p{L}\d ]/gu, ' ')
      .split(/\s+/)
      .filter(Boolean);
    return new Set(Array.from({ length: Math.max(0, w.length - 3) }, (_, i) => w.slice(i, i + 4).join(' ')));
  };
  const seen = new Set(sources.filter((s) => s.parte === 'dev').flatMap((s) => [...grams(s.texto)]));
  return sources.filter((s) => {
    if (s.parte === 'dev') return true;
    const g = [...grams(s.texto)];
    return !g.length || g.filter((x) => seen.has(x)).length / g.length < 0.5;
  });
}

// ---------- generation ----------

export type GenerateOptions = {
  seed?: number;
  /** At most this many pairs per injection and part (the rest dropped at random); own sentences are kept first. */
  perInjection?: number;
};

const PER_FRAME = 6;

/** Every (sentence, injection) that applies gives one pair, at one of its sites picked by the seed. */
export function generateC1Pairs(
  sources: readonly C1Source[],
  isWord: (w: string) => boolean,
  { seed = 1, perInjection = 250 }: GenerateOptions = {},
): C1Pair[] {
  const out: C1Pair[] = [];
  const kept = withoutSharedTemplates(sources);
  // The new part draws from a stream of its own, so that adding it left the other parts' pairs as they were.
  const streams = [
    { parts: ['dev', 'heldout'] as const, random: seededRandom(seed) },
    { parts: ['novo'] as const, random: seededRandom(seed + 1_000_003) },
  ];
  for (const { parts, random } of streams)
    for (const injection of INJECTIONS) {
      for (const parte of parts) {
        const found: C1Pair[] = [];
        // A frame filled with every filler gives many near-identical sentences: at most PER_FRAME of them per injection.
        const perFrame = new Map<string, number>();
        for (const src of kept) {
          if (src.parte !== parte) continue;
          const frame = src.id.split('.')[0]!;
          const sites = [...src.texto.matchAll(injection.re)];
          if (!sites.length) continue;
          const m = sites[Math.floor(random() * sites.length)]!;
          const wrong = injection.wrong(m, isWord);
          if (wrong === undefined || wrong === m[0]) continue;
          if (src.id.startsWith('m')) {
            const n = perFrame.get(frame) ?? 0;
            if (n >= PER_FRAME) continue;
            perFrame.set(frame, n + 1);
          }
          const start = m.index!;
          const desviante = src.texto.slice(0, start) + wrong + src.texto.slice(start + m[0].length);
          // The passage is what changed, trimmed to whole words (the shared prefix and suffix left out).
          let a = 0;
          while (a < wrong.length && a < m[0].length && wrong[a] === m[0][a]) a++;
          let b = 0;
          while (b < wrong.length - a && b < m[0].length - a && wrong.at(-1 - b) === m[0].at(-1 - b)) b++;
          const left = (s: string, i: number) => {
            while (i > 0 && /\p{L}/u.test(s[i - 1]!)) i--;
            return i;
          };
          const right = (s: string, i: number) => {
            while (i < s.length && /\p{L}/u.test(s[i]!)) i++;
            return i;
          };
          const ds = left(desviante, start + a);
          const de = right(desviante, Math.max(start + wrong.length - b, ds + 1));
          const cs = left(src.texto, start + a);
          const ce = right(src.texto, Math.max(start + m[0].length - b, cs + 1));
          found.push({
            id: `${src.id}:${injection.nome}`,
            parte,
            categoria: injection.categoria,
            injecao: injection.nome,
            fonte: src.fonte,
            correta: src.texto,
            desviante,
            trecho: { start: ds, end: de, texto: desviante.slice(ds, de) },
            correcao: src.texto.slice(cs, ce),
          });
        }
        // Own sentences and the essays' taken in turn (each shuffled by the seed), so that neither source fills the quota.
        const own = shuffle(
          found.filter((p) => p.fonte === 'propria'),
          random,
        );
        const essays = shuffle(
          found.filter((p) => p.fonte === 'redacao'),
          random,
        );
        const mixed: C1Pair[] = [];
        for (let k = 0; k < Math.max(own.length, essays.length); k++)
          mixed.push(...[own[k], essays[k]].filter((x) => !!x));
        out.push(...mixed.slice(0, perInjection));
      }
    }
  return out;
}
