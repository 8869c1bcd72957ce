// Crase (GRAMMAR_KINDS.crase): required where a word that governs "a" (the regência lexicon, ../c1-regencia.ts, read
// with the analysis) meets "a" + a feminine noun, and forbidden before a masculine noun, a plural without its article,
// a pronoun or an infinitive.
import { isGuessed, predicativeGuess } from '../../morph/guess.js';
import type { Token } from '../../text.js';
import {
  adjectiveFormGoverns,
  adjectiveGoverns,
  locutionGoverns,
  nounFormGoverns,
  nounGoverns,
  verbGoverns,
} from '../c1-regencia.js';
import { keepCase } from './inflect.js';
import {
  adjLike,
  agreement,
  type Agreement,
  agreementOf,
  type Ctx,
  FINITE,
  finiteOrInf,
  finiteReadings,
  hasPos,
  heads,
  isNoun,
  isVerb,
  lemmas,
  onlyPos,
  opensClause,
  readingsOf,
  spaceOnly,
  unknownWord,
} from './reading.js';
import { type GrammarRule, K, type RuleView } from './rule.js';
import {
  ARTICLES,
  BETWEEN_GOVERNOR_AND_A,
  BETWEEN_SUBJECT_AND_VERB,
  COPULAS,
  GOVERNS_A,
  GOVERNS_A_SINCE_FIT,
  PREPOSITIONS,
  QUANTIFIERS,
  set,
  SUBJECT_DET,
  TIME_UNITS,
} from './words.js';

/**
 * "devido a demora na revalidação": a word the analyser knows only as the third person singular of a verb in "-a"
 * ("demora" of "demorar"), after a governing word's "a" and before a preposition or the phrase's end, is the noun
 * of that verb (a finite verb has no place between a preposition and its complement).
 */
function deverbalNoun(v: RuleView, n: Token): boolean {
  const { ctx, tokens } = v;
  const h = heads(ctx, n);
  if (!/a$/.test(n.lower) || !h.length || !h.every((tags) => isVerb(tags) && tags.includes('sg'))) return false;
  if (!h.some((tags) => tags.includes('pri') && tags.includes('p3'))) return false;
  const after = tokens[tokens.indexOf(n) + 1];
  return (
    !after ||
    after.sent !== n.sent ||
    !spaceOnly(ctx, n, after) ||
    (PREPOSITIONS.has(after.lower) && !/^(?:a|à|às|ao|aos)$/.test(after.lower))
  );
}
const GOVERNING_VERBS_A = set('chegar voltar retornar assistir obedecer desobedecer aderir referir');
const ADJ_GOVERNING = /^(?:essencia|fundamenta|necessári|igua|semelhante|integra|imune)/;
const GOVERNING_VERBS_A_SINCE_FIT = set(
  'caber pertencer resistir aderir recorrer equivaler corresponder sobreviver aludir responder',
);
/** A finite verb right after the noun phrase that "a"/"as" opens at v.t: then the phrase is most often its subject. */
function verbAfterPhrase(v: RuleView): boolean {
  const { ctx, tokens, i, t } = v;
  let z = i + 2;
  while (tokens[z] && tokens[z]!.sent === t.sent && adjLike(ctx, tokens[z]!)) z++;
  // adverbs between ("a informação ainda é", "a violência só aumente")
  while (
    tokens[z] &&
    tokens[z]!.sent === t.sent &&
    (BETWEEN_SUBJECT_AND_VERB.has(tokens[z]!.lower) || onlyPos(ctx, tokens[z], ['adv']))
  )
    z++;
  const after = tokens[z];
  return !!after && after.sent === t.sent && finiteReadings(ctx, after).length > 0 && !hasPos(ctx, after, 'n');
}
/**
 * The clause's verb before tokens[k] is a copula or an impersonal verb ("é de extrema importância a", "cabe ao
 * Estado a"): then a feminine noun phrase after it is most often the postponed subject.
 */
function copulaBefore(ctx: Ctx, tokens: Token[], k: number): boolean {
  for (let x = k - 1; x >= 0 && tokens[x]!.sent === tokens[k]!.sent; x--) {
    if (/[,;:]/.test(ctx.doc.text.slice(tokens[x]!.end, tokens[x + 1]!.start))) return false;
    // A purpose or subordinate clause opens between ("é necessária para transpor a barreira a").
    if (/^(?:para|que|pois|porque)$/.test(tokens[x]!.lower)) return false;
    const h = heads(ctx, tokens[x]);
    if (!h.some((tags) => isVerb(tags))) continue;
    if (hasPos(ctx, tokens[x], 'n') && !finiteReadings(ctx, tokens[x]).length) continue;
    return [...lemmas(ctx, tokens[x])].some((l) => COPULAS.has(l) || /^(?:haver|caber|ter|fazer|competir)$/.test(l));
  }
  return false;
}
const COMPARATIVE = set('maior maiores menor menores melhor melhores pior piores mais menos tão');
/**
 * Gender and number of a feminine noun after "a": a feminine noun reading and no masculine one (the dictionary doubles
 * some feminine nouns with a common-gender reading, "segurança", "defesa", "base"), not an infinitive; a word the
 * analyser does not know is read by its ending. Lower case only: a name after "a" is left alone.
 */
function femNounAgreement(ctx: Ctx, t: Token | undefined): Agreement {
  if (!t || !/^\p{Ll}/u.test(t.text)) return undefined;
  const h = heads(ctx, t);
  // "em relação a merenda": a word in "-a" neither the analyser nor the guess reads (in the singular it may be a
  // verb's form elsewhere) is a feminine noun after the preposition a governor asks for.
  if (!h.length && ctx.morph) {
    const guess = predicativeGuess(t.lower, (x) => ctx.sp.check(x));
    return guess?.g === 'f' ? { g: new Set(['f']), n: new Set([guess.n]) } : undefined;
  }
  if (h.some((tags) => tags.includes('inf'))) return undefined;
  const nouns = h.filter((tags) => tags[0] === 'n');
  if (!nouns.some((tags) => tags.includes('f')) || nouns.some((tags) => tags.includes('m'))) return undefined;
  return agreementOf(nouns, ['n'], false);
}
/**
 * The feminine noun phrase "a"/"as" opens at tokens[i]: the noun right after it, or after one adjective of its gender
 * and number ("a própria fase", "a ampla defesa"); the index of the noun, or -1.
 */
function femPhraseAfter(v: RuleView): number {
  const { ctx, next, i, w } = v;
  const fits = (a: Agreement) => !!a && (w === 'as' ? a.n.has('pl') && !a.n.has('sg') : a.n.has('sg'));
  const n1 = next(i);
  if (fits(femNounAgreement(ctx, n1))) return i + 1;
  const adj = agreement(ctx, n1, ['adj']);
  if (!adj || !adj.g.has('f') || !fits(adj) || QUANTIFIERS.test(n1!.lower)) return -1;
  return fits(femNounAgreement(ctx, next(i, 2))) ? i + 2 : -1;
}
/** Nouns of time that follow a verb of coming as its subject ("chega a noite", "chegou a vez"). */
const TIME_NOUNS = set(
  'hora vez noite manhã tarde madrugada semana data época estação primavera temporada segunda-feira terça-feira quarta-feira quinta-feira sexta-feira',
);
const COMING_VERBS = set('chegar vir voltar');
/**
 * A verb of coming at tokens[k] opening its clause, before a word of time at tokens[noun] ("quando chega a
 * sexta-feira", "Chegou a hora de agir"): the noun phrase is most often its subject put after it, so the "a" is its
 * article; "chegou à noite" (at night) is read as a crase only where a subject comes before the verb.
 */
function timeSubjectAfter(ctx: Ctx, tokens: Token[], k: number, noun: number): boolean {
  return (
    TIME_NOUNS.has(tokens[noun]!.lower) &&
    [...lemmas(ctx, tokens[k]!)].some((l) => COMING_VERBS.has(l)) &&
    opensClause(ctx, tokens, k)
  );
}
/**
 * The governor of the "a" at tokens[i]: the word before it, or the one before an adverb between ("visam apenas a",
 * "devido, sobretudo, a"); its index, or -1.
 */
function governorBefore(ctx: Ctx, tokens: Token[], i: number): number {
  const t = tokens[i]!;
  const before = (k: number) => (k >= 0 && tokens[k]!.sent === t.sent ? tokens[k] : undefined);
  const gapAfter = (k: number) => ctx.doc.text.slice(tokens[k]!.end, tokens[k + 1]!.start);
  const p = before(i - 1);
  if (!p) return -1;
  const adverb = BETWEEN_GOVERNOR_AND_A.has(p.lower) || (/mente$/.test(p.lower) && onlyPos(ctx, p, ['adv']));
  if (adverb && before(i - 2)) {
    const inner = gapAfter(i - 2);
    // Between commas on both sides, or spaces on both sides.
    if ((/^ +$/.test(inner) && /^ +$/.test(gapAfter(i - 1))) || (/^, *$/.test(inner) && /^, *$/.test(gapAfter(i - 1))))
      return i - 2;
  }
  return /^ +$/.test(gapAfter(i - 1)) ? i - 1 : -1;
}
const CLITICS = set('se me te nos vos lhe lhes');
/**
 * A verb in the third person right after the noun at tokens[k] (adjectives and adverbs between): the noun phrase is
 * most often its subject. A word with readings other than a verb's ("como", "sobre", "pela") is not one.
 */
function verbAfterNoun(ctx: Ctx, tokens: Token[], k: number): boolean {
  const sent = tokens[k]!.sent;
  let z = k + 1;
  while (tokens[z] && tokens[z]!.sent === sent && (adjLike(ctx, tokens[z]!) || onlyPos(ctx, tokens[z], ['adv']))) z++;
  const after = tokens[z];
  if (!after || after.sent !== sent || !spaceOnly(ctx, tokens[z - 1]!, after)) return false;
  if (CLITICS.has(after.lower)) return true;
  const h = heads(ctx, after);
  return h.length > 0 && h.every(isVerb) && h.some((tags) => tags.includes('p3') && tags.some((x) => FINITE.has(x)));
}
/**
 * The word at tokens[k], a noun that is also a verb in the third person ("ameaça", "apoia"… as "a ameaça" or "ele
 * ameaça"), read as the verb in its sentence: what stands before it (adjectives skipped) is the subject's noun, a
 * pronoun, "que", "se", a conjunction, an adverb or a word it does not know ("o desmatamento ameaça a", "que ameaça
 * a", "pois ameaça a", "também ameaça a"), not a determiner,
 * a preposition or a verb it would be the complement of ("uma ameaça à", "de ameaça à", "representa ameaça à"). Then
 * the "a" after it is the article of its object, not a governed preposition.
 */
function verbInContext(ctx: Ctx, tokens: Token[], k: number): boolean {
  const g = tokens[k]!;
  if (!finiteReadings(ctx, g).some((tags) => tags.includes('p3'))) return false;
  let x = k - 1;
  while (x >= 0 && tokens[x]!.sent === g.sent && adjLike(ctx, tokens[x]!) && !hasPos(ctx, tokens[x], 'n')) x--;
  const b = tokens[x];
  if (!b || b.sent !== g.sent || !spaceOnly(ctx, b, tokens[x + 1]!)) return false;
  if (ARTICLES.has(b.lower) || SUBJECT_DET.has(b.lower) || PREPOSITIONS.has(b.lower) || QUANTIFIERS.test(b.lower))
    return false;
  // "uma real ameaça à": an adjective that is also a noun, after a determiner.
  const bb = tokens[x - 1];
  if (hasPos(ctx, b, 'adj') && bb && bb.sent === g.sent && (ARTICLES.has(bb.lower) || SUBJECT_DET.has(bb.lower)))
    return false;
  // A conjunction opening a clause with its subject left implicit ("pois ameaça a", "e ameaça a") is followed by the verb.
  if (
    /^(?:que|se|não|também|ainda|já|só|quem|isso|isto|ele|ela|eles|elas|pois|porque|mas|porém|e|quando|enquanto|onde)$/.test(
      b.lower,
    )
  )
    return true;
  if (finiteOrInf(ctx, b)) return false;
  // A word the analyser does not know ("desmatamento", a name) is most often a noun: the subject's.
  return unknownWord(ctx, b) || hasPos(ctx, b, 'n') || onlyPos(ctx, b, ['adv']) || hasPos(ctx, b, 'prn');
}
/**
 * How the word at tokens[k] governs the "a" after it, read from the regência lexicon by the word's lemmas: 'a' (the
 * "a" is the preposition), 'td+a' (a verb with a direct and an indirect object: "a" is the preposition only when the
 * direct object is found elsewhere), or undefined.
 */
/**
 * A participle's tags of the noun's gender and number: after a copula that noun may be its postponed subject ("Foi
 * enviada a mensagem aos pais", "Foi oferecida a vaga"), no complement in "a".
 */
const participleAgrees = (tags: string[], n: Agreement) =>
  !!n && tags.some((x) => n.n.has(x)) && (n.g.has('mf') || tags.includes('mf') || tags.some((x) => n.g.has(x)));
function governance(ctx: Ctx, tokens: Token[], k: number): 'a' | 'td+a' | undefined {
  const g = tokens[k]!;
  const readings = readingsOf(ctx, g) ?? [];
  if (locutionGoverns(g.lower))
    // "tanto … quanto a": a comparison, not the locution "quanto a".
    return g.lower === 'quanto' && tokens.some((x, z) => z < k && x.sent === g.sent && x.lower === 'tanto')
      ? undefined
      : 'a';
  if (
    (!readings.length || isGuessed(readings)) &&
    ctx.morph &&
    /^\p{Ll}/u.test(g.text) &&
    (adjectiveFormGoverns(g.lower) || nounFormGoverns(g.lower))
  )
    return 'a';
  const proclitic = k > 0 && tokens[k - 1]!.sent === g.sent && CLITICS.has(tokens[k - 1]!.lower);
  // "foi", "for", "fosse" are forms of ser as well as of ir: the copula is read ("foi a criação do protocolo").
  if (readings.some((r) => r[0]!.tags[0] === 'vbser')) return undefined;
  // A bare noun after "em" belongs to a verb's locution, its complement the verb's ("colocar em risco a vida").
  const before = k > 0 && tokens[k - 1]!.sent === g.sent ? tokens[k - 1] : undefined;
  if (before?.lower === 'em' && hasPos(ctx, g, 'n')) return undefined;
  let found: 'a' | 'td+a' | undefined;
  for (const r of readings) {
    const head = r[0]!;
    const tags = head.tags;
    if (isVerb(tags)) {
      const pp = tags.includes('pp');
      const pronominal = proclitic || r.slice(1).some((x) => x.tags.includes('enc'));
      const conjugated = tags.some((x) => FINITE.has(x)) || tags.includes('inf') || tags.includes('ger');
      if (verbGoverns(head.lemma, 'a') && (conjugated || pp)) return 'a';
      if (pp && adjectiveFormGoverns(g.lower)) return 'a';
      // "dever-se a" (be due to) only with "se": "lhe deve a vida" has a direct object.
      const reflexive =
        (proclitic && tokens[k - 1]!.lower === 'se') ||
        r.slice(1).some((x) => x.tags.includes('enc') && x.lemma === 'se');
      if (verbGoverns(head.lemma, 'se+a') && (head.lemma === 'dever' ? reflexive || pp : pronominal || pp)) return 'a';
      // The participle of a verb "algo a alguém": after a noun or a copula, not opening an absolute clause
      // ("Garantida a segurança, …", where the noun phrase is its subject). After a copula, a participle of the
      // noun's gender and number may have it as its postponed subject ("Foi enviada a mensagem aos pais").
      if (pp && verbGoverns(head.lemma, 'td+a')) {
        const copula = !!before && [...lemmas(ctx, before)].some((l) => COPULAS.has(l));
        const agrees = participleAgrees(tags, agreement(ctx, tokens[k + 2], ['n'], false));
        if (before && spaceOnly(ctx, before, g) && (hasPos(ctx, before, 'n') || (copula && !agrees))) return 'a';
      }
      if (conjugated && verbGoverns(head.lemma, 'td+a')) found = 'td+a';
    } else if (tags[0] === 'n' && nounGoverns(head.lemma) && !verbInContext(ctx, tokens, k)) return 'a';
    else if (tags[0] === 'adj' && adjectiveGoverns(head.lemma)) return 'a';
  }
  return found;
}
/** "a"/"as" at v.t before a feminine noun of its number (read by the analyser, or by its ending). */
function femAfter(v: RuleView): boolean {
  const { ctx, w, n1 } = v;
  if (!n1 || /^\p{Lu}/u.test(n1.text)) return false;
  const a = v.fem(n1) ? agreement(ctx, n1, ['n'], false) : undefined;
  return !!a && (w === 'as' ? a.n.has('pl') && !a.n.has('sg') : a.n.has('sg'));
}
/** Marks "a"/"as" + the noun at v.t as a missing crase. */
function markCrase(v: RuleView, why: string): boolean {
  v.add(v.t, v.n1!, K.crase, why, `${keepCase(v.t.text, v.w === 'as' ? 'às' : 'à')} ${v.n1!.text}`);
  return true;
}
/** Marks "à" + the word at v.n1 as a crase where no feminine singular article can fuse with the preposition. */
function markNoCrase(v: RuleView): boolean {
  const { t, n1 } = v;
  v.add(
    t,
    n1!,
    K.crase,
    `Não há crase antes de "${n1!.text}": não há artigo feminino singular a fundir com a preposição.`,
    `${keepCase(t.text, 'a')} ${n1!.text}`,
  );
  return true;
}
/** `p` ends an adverbial phrase opening the sentence (a preposition or adverb first, no verb before `p`). */
function adverbialOpener(ctx: Ctx, sentence: Token[], p: Token): boolean {
  const first = sentence[0];
  if (
    !first ||
    !(
      PREPOSITIONS.has(first.lower) ||
      /^(?:nesse|neste|nessa|nesta|desse|deste|dessa|desta|hoje|segundo|conforme|consoante)$/.test(first.lower) ||
      onlyPos(ctx, first, ['adv', 'pr'])
    )
  )
    return false;
  for (let k = 0; k < sentence.length; k++) {
    const x = sentence[k]!;
    if (x === p) return true;
    const det = k > 0 && (ARTICLES.has(sentence[k - 1]!.lower) || SUBJECT_DET.has(sentence[k - 1]!.lower));
    if (
      finiteReadings(ctx, x).length &&
      !hasPos(ctx, x, 'pr') &&
      !ARTICLES.has(x.lower) &&
      !SUBJECT_DET.has(x.lower) &&
      !(det && (hasPos(ctx, x, 'n') || hasPos(ctx, x, 'adj')))
    )
      return false;
  }
  return false;
}

export const craseByGovernor: GrammarRule = {
  // ----- crase required: governing word + "a"/"as" + feminine noun ("devido a pandemia" → "à pandemia")
  nome: 'crase exigida pela regência',
  tipo: 'crase',
  exemplo: 'Todos têm direito a educação de qualidade.',
  contraExemplo: 'Todos têm direito à educação de qualidade. Quando chega a noite, as ruas ficam vazias.',
  at: (v) => {
    const { ctx, add, fem, t, w, p, n1 } = v;
    if (
      (w === 'a' || w === 'as') &&
      p &&
      n1 &&
      (GOVERNS_A.has(p.lower) || [...lemmas(ctx, p)].some((l) => GOVERNING_VERBS_A.has(l) && finiteOrInf(ctx, p))) &&
      (fem(n1) || (w === 'a' && GOVERNS_A.has(p.lower) && deverbalNoun(v, n1))) &&
      // "chegar a casa": one's own home takes no article, so no crase ("à casa de", "à casa dos pais" have one).
      !(w === 'a' && n1.lower === 'casa' && !/^d[aeo]s?$/.test(v.next(v.i + 1)?.lower ?? '')) &&
      !timeSubjectAfter(ctx, v.tokens, v.tokens.indexOf(p), v.tokens.indexOf(n1))
    ) {
      const a = agreement(ctx, n1, ['n'], false);
      const plural_ = w === 'as';
      if (!a || (plural_ ? a.n.has('pl') : a.n.has('sg'))) {
        // "assistir a aula": assistir's own rule (regencia.ts) says the same thing; here it is the crase.
        add(
          t,
          n1,
          K.crase,
          `"${p.text}" pede a preposição "a", que se funde com o artigo feminino: crase.`,
          `${plural_ ? 'às' : 'à'} ${n1.text}`,
        );
        return true;
      }
    }
    return false;
  },
};

export const craseInLocution: GrammarRule = {
  nome: 'crase em locução',
  tipo: 'crase',
  exemplo: 'O caso veio a tona graças à imprensa.',
  contraExemplo: 'O caso veio à tona graças à imprensa.',
  at: ({ add, t, w, n1 }) => {
    if ((w === 'a' || w === 'as') && n1 && /^(?:tona|deriva|mercê|custas)$/.test(n1.lower)) {
      add(
        t,
        n1,
        K.crase,
        `A locução "${w === 'as' ? 'às' : 'à'} ${n1.text}" leva crase.`,
        `${w === 'as' ? 'às' : 'à'} ${n1.text}`,
      );
      return true;
    }
    return false;
  },
};

export const craseBeforeMasculinePluralOrPronoun: GrammarRule = {
  // ----- crase forbidden: before a masculine noun, a plural without article, an indefinite or demonstrative
  nome: 'crase antes de masculino, plural ou pronome',
  tipo: 'crase',
  exemplo: 'A pesquisa foi feita à nível nacional.',
  contraExemplo: 'A pesquisa foi feita em nível nacional.',
  at: ({ ctx, add, masc, t, w, n1 }) => {
    if (w === 'à' && n1) {
      if (
        /^(?:uma|essa|esta|aquela|cada|toda|nenhuma|qualquer|ela|elas)$/.test(n1.lower) ||
        (masc(n1) && !hasPos(ctx, n1, 'adj'))
      ) {
        add(
          t,
          n1,
          K.crase,
          `Não há crase antes de "${n1.text}": não há artigo feminino a fundir com a preposição.`,
          `${keepCase(t.text, 'a')} ${n1.text}`,
        );
        return true;
      }
      const a = agreement(ctx, n1, ['n']);
      if (a && a.n.has('pl') && !a.n.has('sg')) {
        add(
          t,
          n1,
          K.crase,
          'Antes de plural sem artigo não há crase; com o artigo, "às".',
          `a ${n1.text} / às ${n1.text}`,
        );
        return true;
      }
    }
    return false;
  },
};

export const asWithoutAgreement: GrammarRule = {
  nome: 'às sem concordância',
  tipo: 'crase',
  exemplo: 'Os jovens se dedicam às problema.',
  contraExemplo: 'Os jovens se dedicam às tarefas.',
  at: ({ ctx, add, t, w, n1 }) => {
    if (w === 'às' && n1) {
      const a = agreement(ctx, n1, ['n']);
      if (a && ((a.n.has('sg') && !a.n.has('pl')) || (a.g.has('m') && !a.g.has('f')))) {
        add(
          t,
          n1,
          K.crase,
          `"Às" é preposição + artigo feminino plural, que não concorda com "${n1.text}".`,
          `${a.g.has('m') && !a.g.has('f') ? 'aos' : 'à'} ${n1.text}`,
        );
        return true;
      }
    }
    return false;
  },
};

export const craseByParticipleAdjectiveOrNoun: GrammarRule = {
  nome: 'crase exigida por particípio, adjetivo ou nome regente',
  tipo: 'crase',
  desdeOAjuste: true,
  exemplo:
    'O saneamento é essencial a saúde de todos e cabe a sociedade cobrar. O cargo foi oferecido a mulher mais velha.',
  contraExemplo:
    'É essencial a participação de todos, e cabe à sociedade cobrar. Foi oferecida a vaga ao candidato mais velho.',
  at: ({ ctx, tokens, sentenceOf, add, fem, prev, i, t, w, p, n1 }) => {
    if ((w !== 'a' && w !== 'as') || !p || !n1) return false;
    // A word the analyser does not know ("vacinação") is read by its ending (src/morph/guess.ts); then the fitted
    // rule's governing words count too.
    if (!fem(n1)) return false;
    const a = agreement(ctx, n1, ['n'], false)!;
    const guessed = isGuessed(readingsOf(ctx, n1));
    if (!(w === 'as' ? a.n.has('pl') : a.n.has('sg'))) return false;
    const before = prev(i - 1);
    const afterCopula =
      !!before && [...lemmas(ctx, before)].some((l) => COPULAS.has(l) || l === 'ter' || l === 'haver');
    const opens = sentenceOf(p)?.tokens[0] === p;
    const governs =
      (GOVERNS_A_SINCE_FIT.has(p.lower) &&
        !(afterCopula && ADJ_GOVERNING.test(p.lower)) &&
        !verbInContext(ctx, tokens, tokens.indexOf(p))) ||
      ([...lemmas(ctx, p)].some((l) => GOVERNING_VERBS_A_SINCE_FIT.has(l)) && finiteOrInf(ctx, p)) ||
      (!!guessed &&
        (GOVERNS_A.has(p.lower) || [...lemmas(ctx, p)].some((l) => GOVERNING_VERBS_A.has(l) && finiteOrInf(ctx, p))));
    // "necessária a vacinação" is most often the subject after its predicative, the copula far before it.
    if (guessed && ADJ_GOVERNING.test(p.lower)) return false;
    // In the passive ("Foi oferecida a vaga"), not after "estar" ("está relacionada a falta": the complement).
    const passiveSubject =
      !!before &&
      lemmas(ctx, before).has('ser') &&
      heads(ctx, p).some((tags) => tags.includes('pp') && participleAgrees(tags, a));
    if (passiveSubject) return false;
    if (!governs || (opens && !finiteOrInf(ctx, p))) return false;
    // "tanto … quanto a": a comparison, not the locution "quanto a".
    if (p.lower === 'quanto' && sentenceOf(p)?.tokens.some((x) => x.start < p.start && x.lower === 'tanto'))
      return false;
    add(
      t,
      n1,
      K.crase,
      `"${p.text}" pede a preposição "a", que se funde com o artigo feminino: crase.`,
      `${w === 'as' ? 'às' : 'à'} ${n1.text}`,
    );
    return true;
  },
};

export const craseAfterNoun: GrammarRule = {
  // Crase after a noun: "a" + feminine noun cannot follow a noun as an article alone ("o acesso a saúde", "visitas
  // as instituições"), except after an indirect object ("deu ao povo a chance") or an opening adverbial phrase
  // ("Nesse contexto a sociedade").
  nome: 'crase depois de nome',
  tipo: 'crase',
  desdeOAjuste: true,
  exemplo: 'O Estado deve garantir o direito a moradia e as visitas as escolas.',
  contraExemplo:
    'O Estado deve garantir ao povo a moradia, e dia a dia a escola cresce. Nesse contexto a família pesa. A meta é reduzir pela metade as mortes. O uso passou a ser a norma. Recai sobre os pais a tarefa.',
  at: (v) => {
    const { ctx, tokens, prev, i, t, w, p } = v;
    if ((w !== 'a' && w !== 'as') || !p || !femAfter(v)) return false;
    if (
      !hasPos(ctx, p, 'n') ||
      hasPos(ctx, p, 'adv') ||
      /^\p{Lu}/u.test(p.text) ||
      p.lower === v.n1!.lower ||
      TIME_UNITS.has(p.lower)
    )
      return false;
    // The noun has its own article ("o acesso a", "das visitas as"): not a verb's bare complement ("colocar em
    // prática a lei", "tendo em vista a", "como base a"), nor an indirect object ("deu ao povo a chance").
    // A bare noun counts after "de", a verb other than a copula ("gera riscos a", "têm acesso a", "dão lugar a") or
    // opening its clause ("por meio de visitas as", ", direitos a").
    const pp = prev(i - 1);
    // "passa a ser a solução": after "a" the masculine "ser" is the infinitive, not a noun with its article.
    if (pp?.lower === 'a' && heads(ctx, p).some((tags) => tags.includes('inf'))) return false;
    const verbBefore =
      !!pp &&
      finiteOrInf(ctx, pp) &&
      !hasPos(ctx, pp, 'adj') &&
      !hasPos(ctx, pp, 'n') &&
      ![...lemmas(ctx, pp)].some((l) => COPULAS.has(l)) &&
      !hasPos(ctx, pp, 'pr');
    // "deixando de lado a escola": a bare noun after a verb's "de" is a locution of the verb ("deixar de lado",
    // "mudar de ideia"), its object after it, unless the noun governs "a" itself ("precisam de acesso a").
    const ppp = pp && pp.lower === 'de' ? prev(i - 2) : undefined;
    if (ppp && finiteOrInf(ctx, ppp) && !hasPos(ctx, ppp, 'n') && ![...lemmas(ctx, p)].some((l) => nounGoverns(l)))
      return false;
    // A noun inside a phrase opened by a contracted preposition ("reduzir pela metade as mortes", "deixou na mesa as
    // chaves", the locutions "na realidade as contribuições", "na verdade a escola") is an adverbial: the "a" after it
    // opens the subject or the verb's object, unless the noun itself governs "a" ("pela volta as aulas", "no acesso a
    // saúde").
    if (
      pp &&
      /^(?:pel[oa]s?|n[oa]s?)$/.test(pp.lower) &&
      ![...lemmas(ctx, p)].some((l) => nounGoverns(l)) &&
      !nounFormGoverns(p.lower)
    )
      return false;
    const bare =
      !finiteReadings(ctx, p).length &&
      (pp
        ? pp.lower === 'de' || verbBefore
        : opensClause(ctx, tokens, i - 1) || /[,;]\s*$/.test(ctx.doc.text.slice(tokens[i - 2]?.end ?? 0, p.start)));
    if (!bare && (!pp || !(ARTICLES.has(pp.lower) || SUBJECT_DET.has(pp.lower)) || /^(?:ao|aos|à|às)$/.test(pp.lower)))
      return false;
    if (v.n1!.lower === 'distância' || adverbialOpener(ctx, v.sentenceOf(t)?.tokens ?? [], p) || verbAfterPhrase(v))
      return false;
    if (!verbBefore && copulaBefore(ctx, tokens, i - 1)) return false;
    // An indirect object before the direct one: "ensinam aos seus filhos a importância", "mostrar para a população as".
    // "pesa sobre esses trabalhadores a desvalorização": a noun inside a phrase opened by another preposition, which
    // does not govern "a" itself, is an adverbial too: the "a" after it opens the postposed subject.
    const governs = [...lemmas(ctx, p)].some((l) => nounGoverns(l)) || nounFormGoverns(p.lower);
    for (let d = i - 2; d >= 0 && tokens[d]!.sent === t.sent; d--) {
      const x = tokens[d]!.lower;
      if (/^(?:ao|aos|à|às|para)$/.test(x) || (x === 'a' && d < i - 2)) return false;
      if (/^(?:sobre|entre|contra|com|sem|em|por|perante)$/.test(x) && d < i - 1 && !governs) return false;
      if (!ARTICLES.has(x) && !SUBJECT_DET.has(x)) break;
    }
    return markCrase(
      v,
      `Depois de "${p.text}" vem a preposição "a" (regência do nome), que se funde com o artigo feminino: crase.`,
    );
  },
};

export const craseAfterAdjective: GrammarRule = {
  nome: 'crase depois de adjetivo',
  tipo: 'crase',
  desdeOAjuste: true,
  exemplo: 'Os serviços de saneamento são essenciais a vida, e a poluição é prejudicial as pessoas.',
  contraExemplo: 'É essencial a participação de todos, e são necessárias as mudanças.',
  at: (v) => {
    const { ctx, prev, i, w, p } = v;
    if ((w !== 'a' && w !== 'as') || !p || !femAfter(v) || /^\p{Lu}/u.test(p.text)) return false;
    // A word that is also a noun is read as the adjective after a noun or adjective ("o investimento financeiro
    // equivalente a"), never after an article.
    const before = prev(i - 1);
    const afterWord =
      !!before &&
      (hasPos(ctx, before, 'n') || hasPos(ctx, before, 'adj')) &&
      !ARTICLES.has(before.lower) &&
      !SUBJECT_DET.has(before.lower);
    if (hasPos(ctx, p, 'n') ? !hasPos(ctx, p, 'adj') || !afterWord : !adjLike(ctx, p)) return false;
    if (QUANTIFIERS.test(p.lower) || COMPARATIVE.has(p.lower)) return false;
    // An adjective the dictionary lacks, read by its ending (not a participle of a verb it knows), governs "a" only
    // as the regência lexicon says ("elemento marcante a ambição" is no complement of "marcante").
    if (hasPos(ctx, p, 'adj') && isGuessed(readingsOf(ctx, p)) && !adjectiveFormGoverns(p.lower)) return false;
    const pa = agreement(ctx, p, ['adj', 'vblex'], false);
    const na = agreement(ctx, v.n1, ['n'], false);
    if (!pa || !na || pa.n.size !== 1 || na.n.size !== 1) return false;
    // An adjective right after its noun (adjectives between allowed: "investimento financeiro equivalente a").
    let q = i - 1;
    while (prev(q) && adjLike(ctx, prev(q)!) && !hasPos(ctx, prev(q), 'n')) q--;
    const pp = prev(q);
    const afterNoun = !!pp && hasPos(ctx, pp, 'n') && !finiteReadings(ctx, pp).length && !COMPARATIVE.has(pp.lower);
    // Inside a phrase opened by a contracted preposition ("nos tempos atuais a maioria", as in "crase depois de
    // nome"), an adjective that does not govern "a" ends an adverbial: the "a" after it opens the subject.
    if (
      afterNoun &&
      /^(?:pel[oa]s?|n[oa]s?)$/.test(prev(v.tokens.indexOf(pp))?.lower ?? '') &&
      ![...lemmas(ctx, p)].some((l) => adjectiveGoverns(l)) &&
      !adjectiveFormGoverns(p.lower)
    )
      return false;
    // A copula opening its clause before the adjective: the noun phrase after it is the postponed subject, whatever
    // its number ("No Nordeste, ficou evidente as consequências" is an agreement slip, not a missing crase).
    if (
      pp &&
      [...lemmas(ctx, pp)].some((l) => COPULAS.has(l)) &&
      finiteOrInf(ctx, pp) &&
      opensClause(ctx, v.tokens, v.tokens.indexOf(pp))
    )
      return false;
    // Equal numbers after a copula: the noun phrase is the subject ("é essencial a participação").
    if ([...pa.n][0] === [...na.n][0] && !afterNoun) return false;
    if (verbAfterPhrase(v)) return false;
    return markCrase(v, `"${p.text}" pede a preposição "a", que se funde com o artigo feminino: crase.`);
  },
};

export const craseInCoordinatedTerms: GrammarRule = {
  nome: 'crase em termos coordenados',
  tipo: 'crase',
  desdeOAjuste: true,
  exemplo: 'A campanha levou orientação aos alunos e as famílias, à escola, a comunidade.',
  contraExemplo: 'Devido ao aumento, a população sofre; o governo deu ao filho a casa.',
  at: (v) => {
    const { ctx, tokens, i, t, w } = v;
    if ((w !== 'a' && w !== 'as') || !femAfter(v)) return false;
    const link = tokens[i - 1];
    if (!link || link.sent !== t.sent) return false;
    const comma = /,\s*$/.test(ctx.doc.text.slice(link.end, t.start));
    if (!comma && !(link.lower === 'e' && spaceOnly(ctx, link, t))) return false;
    const from = comma ? i - 1 : i - 2;
    let found = false;
    for (let x = from; x >= Math.max(0, from - 6) && tokens[x]!.sent === t.sent; x--) {
      const y = tokens[x]!;
      if (/^(?:ao|aos|à|às)$/.test(y.lower)) {
        found = x < from && (hasPos(ctx, tokens[x + 1], 'n') || adjLike(ctx, tokens[x + 1]!));
        break;
      }
      if (finiteReadings(ctx, y).length && !hasPos(ctx, y, 'n') && !hasPos(ctx, y, 'adj')) return false;
      if (x < from && /[,;:]/.test(ctx.doc.text.slice(y.end, tokens[x + 1]!.start))) return false;
    }
    if (!found) return false;
    // The phrase ends the list or goes on with it ("ao voto, a escolaridade, ingressar"): otherwise it is most
    // often the subject of what follows ("Devido ao aumento, a população sofre").
    let z = i + 2;
    const inSentence = (y: number) =>
      !!tokens[y] && tokens[y]!.sent === t.sent && spaceOnly(ctx, tokens[y - 1]!, tokens[y]!);
    let complement = false;
    for (;;) {
      while (inSentence(z) && adjLike(ctx, tokens[z]!)) z++;
      // "e a destruição dos habitats naturais.": its "de" complements, with their determiners and adjectives, after
      // "e" (not a comma: "assegurando aos indígenas, a posse de suas terras" is the direct object).
      if (comma || !inSentence(z) || !/^d[eoa]s?$/.test(tokens[z]!.lower)) break;
      let y = z + 1;
      if (inSentence(y) && SUBJECT_DET.has(tokens[y]!.lower)) y++;
      // (a first-person reading is no verb here: "de emprego")
      if (
        !inSentence(y) ||
        !isNoun(ctx, tokens[y]!) ||
        finiteReadings(ctx, tokens[y]).some((tags) => !tags.includes('p1'))
      )
        break;
      z = y + 1;
      complement = true;
    }
    const end = tokens[z - 1]!;
    const after = tokens[z];
    // With a complement, only at the end of the sentence or clause: before a comma the phrase is most often the
    // subject of what follows ("e a falta de estruturação familiar, assim como, compromete").
    if (
      after &&
      after.sent === t.sent &&
      !(complement ? /[;:]/ : /[,;.]/).test(ctx.doc.text.slice(end.end, after.start)) &&
      !/^(?:e|ou)$/.test(after.lower)
    )
      return false;
    return markCrase(v, 'O termo coordenado ao anterior ("ao", "à") leva a mesma preposição: crase.');
  },
};

export const craseInAFrenteDe: GrammarRule = {
  nome: 'crase em "à frente de"',
  tipo: 'crase',
  desdeOAjuste: true,
  exemplo: 'O país está a frente dos vizinhos no ranking.',
  contraExemplo: 'O país está à frente dos vizinhos, e a frente fria chegou.',
  at: ({ add, next, i, t, w, n1 }) => {
    const n2 = next(i, 2);
    if (
      w !== 'a' ||
      n1?.lower !== 'frente' ||
      !n2 ||
      !/^d(?:[eoa]s?|el[ea]s?|ess[ea]s?|est[ea]s?|aquel[ea]s?|isso|isto|aquilo)$/.test(n2.lower)
    )
      return false;
    add(t, n1, K.crase, 'A locução "à frente de" leva crase.', keepCase(t.text, 'à frente'));
    return true;
  },
};

export const craseByLexiconGovernor: GrammarRule = {
  // Crase read from the regência lexicon (src/analysis/c1-regencia.ts): a verb, noun or adjective whose lemma
  // governs "a", then "a"/"as" + a feminine noun phrase of its number: "a" is the preposition fused with the article.
  nome: 'crase exigida pela regência do léxico',
  tipo: 'crase',
  desdeOAjuste: true,
  exemplo:
    'Os pacientes se dirigem a recepção, o programa visa apenas a inclusão e a lei impôs as empresas um limite. Os relatórios foram enviados as secretarias.',
  contraExemplo:
    'Os gerentes dirigem a empresa, o programa visa incluir os jovens e a lei impôs as regras. Chegou a hora de agir. Foi enviada a mensagem aos pais.',
  at: (v) => {
    const { ctx, tokens, add, i, t, w } = v;
    if (w !== 'a' && w !== 'as') return false;
    const noun = femPhraseAfter(v);
    const k = noun < 0 ? -1 : governorBefore(ctx, tokens, i);
    if (k < 0) return false;
    const g = tokens[k]!;
    if (timeSubjectAfter(ctx, tokens, k, noun)) return false;
    let how = governance(ctx, tokens, k);
    // A bare noun (adjectives before it allowed) as the direct object of a verb "algo a alguém": "dar voz a",
    // "destinando maiores investimentos as".
    if (!how && k === i - 1 && hasPos(ctx, g, 'n') && !finiteReadings(ctx, g).length) {
      let j = k - 1;
      while (j >= 0 && tokens[j]!.sent === t.sent && adjLike(ctx, tokens[j]!) && !QUANTIFIERS.test(tokens[j]!.lower))
        j--;
      const plainFrom = (x: number) => tokens.slice(x, k).every((y, z) => spaceOnly(ctx, y, tokens[x + z + 1]!));
      const verb = tokens[j];
      if (
        verb &&
        verb.sent === t.sent &&
        plainFrom(j) &&
        !hasPos(ctx, verb, 'n') &&
        governance(ctx, tokens, j) === 'td+a'
      )
        how = 'a';
    }
    if (how === 'td+a') {
      // A verb "algo a alguém" right before: the "a" is the preposition only when the direct object follows
      // ("impôs às mulheres uma posição"); otherwise it is the direct object's article ("impôs as regras").
      const d = tokens[noun + 1];
      const n = tokens[noun + 2];
      if (
        !d ||
        !n ||
        n.sent !== t.sent ||
        !spaceOnly(ctx, tokens[noun]!, d) ||
        !/^(?:um|uma|uns|umas|o|os)$/.test(d.lower) ||
        !(hasPos(ctx, n, 'n') || adjLike(ctx, n))
      )
        return false;
    } else if (how !== 'a') return false;
    // The noun phrase is the subject of the verb after it ("… que a população sofre"); not after a locution, whose
    // "a" is always the preposition ("o ministério junto às plataformas regulamentem").
    if (!locutionGoverns(g.lower) && verbAfterNoun(ctx, tokens, noun)) return false;
    // An adjective after a copula opening its clause, of the noun's number: the noun phrase is most often the
    // postponed subject ("É semelhante a situação").
    const c = tokens[k - 1];
    if (
      hasPos(ctx, g, 'adj') &&
      c &&
      c.sent === t.sent &&
      [...lemmas(ctx, c)].some((l) => COPULAS.has(l)) &&
      opensClause(ctx, tokens, k - 1)
    )
      return false;
    const phrase = tokens.slice(i + 1, noun + 1).map((x) => x.text);
    add(
      t,
      tokens[noun]!,
      K.crase,
      `"${g.text}" pede a preposição "a" (regência), que se funde com o artigo feminino: crase.`,
      `${keepCase(t.text, w === 'as' ? 'às' : 'à')} ${phrase.join(' ')}`,
    );
    return true;
  },
};

export const craseBeforeInfinitive: GrammarRule = {
  nome: 'crase antes de infinitivo',
  tipo: 'crase',
  desdeOAjuste: true,
  exemplo: 'Os jovens são incentivados à participar das decisões.',
  contraExemplo: 'Os jovens são incentivados a participar das decisões e à participação política.',
  at: ({ ctx, add, t, w, n1 }) => {
    if (w !== 'à' || !n1 || !/^\p{Ll}/u.test(n1.text)) return false;
    const h = heads(ctx, n1);
    if (!h.length || !h.some((tags) => tags.includes('inf')) || h.some((tags) => tags[0] === 'n' || tags[0] === 'adj'))
      return false;
    add(
      t,
      n1,
      K.crase,
      `Não há crase antes de verbo: "${n1.text}" não leva artigo.`,
      `${keepCase(t.text, 'a')} ${n1.text}`,
    );
    return true;
  },
};

export const craseBeforeMasculineOrPluralDeterminer: GrammarRule = {
  // "à poucos bairros", "à todos": no feminine article to fuse with the preposition before a word that is masculine
  // or plural in every reading (the fitted rule reads nouns alone), nor before "quem" and "você", which take none.
  nome: 'crase antes de determinante ou adjetivo masculino ou plural',
  tipo: 'crase',
  desdeOAjuste: true,
  exemplo: 'O programa chegou à poucos bairros, foi oferecido à diversos grupos e levou atendimento à quem precisa.',
  contraExemplo:
    'O programa chegou a poucos bairros, à primeira vista, e à mesma hora foi oferecido a todos e a quem precisa.',
  at: (v) => {
    const { ctx, w, n1 } = v;
    if (w !== 'à' || !n1) return false;
    if (/^(?:quem|você|vocês)$/.test(n1.lower)) return markNoCrase(v);
    const h = heads(ctx, n1);
    if (!h.length || h.some((tags) => isVerb(tags)) || !h.some((tags) => ['adj', 'det', 'prn'].includes(tags[0]!)))
      return false;
    const fsg = (tags: string[]) =>
      (tags.includes('f') || tags.includes('mf') || (tags.includes('nt') === false && !tags.includes('m'))) &&
      (tags.includes('sg') || tags.includes('sp') || (!tags.includes('pl') && !tags.includes('sg')));
    return !h.some(fsg) && markNoCrase(v);
  },
};
