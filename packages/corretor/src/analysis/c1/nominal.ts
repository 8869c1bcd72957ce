// Nominal agreement (GRAMMAR_KINDS.nominal): determiner, noun and adjective; predicatives and participles with their
// subject; "meio", "bastante", "alerta", "obrigado", "mesmo".
import { isGuessed } from '../../morph/guess.js';
import type { Token } from '../../text.js';
import { inflectedTo, keepCase, plural, regendered, singular } from './inflect.js';
import { agreeingAdjNoun, nounPhrase, unknownAdjective } from './noun-phrase.js';
import {
  adjLike,
  agreement,
  type Agreement,
  type Ctx,
  encliticFinite,
  finiteOrInf,
  finiteReadings,
  hasPos,
  heads,
  isNoun,
  isVerb,
  lemmas,
  onlyInfinitive,
  onlyPos,
  opensClause,
  readingsOf,
  spaceOnly,
  unknownWord,
  verbNumber,
} from './reading.js';
import { type GrammarRule, K } from './rule.js';
import {
  asideClose,
  compoundEndingAt,
  countedNoun,
  noFinite,
  pastAside,
  phraseEndingAt,
  subjectHeadBefore,
  verbLater,
} from './subject.js';
import {
  BETWEEN_SUBJECT_AND_VERB,
  COPULAS,
  BEFORE_PREDICATIVE,
  DEGREE,
  DET_GENDER,
  DET_SHOWS_GENDER,
  GOVERNS_A,
  GOVERNS_A_SINCE_FIT,
  MODALS,
  PLURAL_CONTRACTIONS,
  PLURAL_DET,
  PREPOSITIONS,
  QUANTIFIERS,
  SEMI_COPULAS,
  set,
  SINGULAR_DET_F,
  SINGULAR_DET_M,
  SUBJECT_DET,
  TIME_UNITS,
} from './words.js';

/** A singular finite copula ("está", "fica", "acaba") before tokens[k] in its clause (no comma or "que" between). */
function singularCopulaBefore(ctx: Ctx, tokens: Token[], k: number): boolean {
  for (let x = k - 1; x >= 0 && x >= k - 10 && tokens[x]!.sent === tokens[k]!.sent; x--) {
    const y = tokens[x]!;
    if (/[,;:]/.test(ctx.doc.text.slice(y.end, tokens[x + 1]!.start)) || y.lower === 'que') return false;
    const fin = finiteReadings(ctx, y);
    if (fin.length && [...lemmas(ctx, y)].some((l) => COPULAS.has(l) || SEMI_COPULAS.has(l)))
      return fin.every((tags) => !tags.includes('pl'));
  }
  return false;
}
/**
 * The gender of the plural determiner opening the phrase that ends before the verb at tokens[v], past an aside
 * between commas (pastAside); after "e"/"mas" the phrase starts at the next word.
 */
function phraseOpeningGender(ctx: Ctx, tokens: Token[], v: number): 'm' | 'f' | undefined {
  let o = pastAside(ctx, tokens, v)?.end;
  if (o === undefined) return undefined;
  while (o > 0 && tokens[o - 1]!.sent === tokens[v]!.sent && spaceOnly(ctx, tokens[o - 1]!, tokens[o]!)) o--;
  if (/^(?:e|mas)$/.test(tokens[o]!.lower)) o++;
  const det = tokens[o]!.lower;
  return o < v && PLURAL_DET.has(det) ? DET_SHOWS_GENDER[det] : undefined;
}
/** Verbs that take a predicative of their object ("torna as ruas seguras", "considera os jovens capazes"). */
const PREDICATIVE_OF_OBJECT = set('tornar deixar considerar julgar achar manter chamar');
/** Adjectives that also stand as adverbs after a noun ("usar outros remédios junto", "falar alto"). */
const ADVERBIAL_ADJ = set('junto alto baixo caro barato sério claro direto rápido certo');
/**
 * A participle the analyser lacks and the speller knows ("comprovado", "desamparadas"): its gender and number as the
 * guess reads them (src/morph/guess.ts).
 */
function unknownParticiple(ctx: Ctx, t: Token): Agreement {
  if (!/^\p{Ll}+[ai]d[oa]s?$/u.test(t.text) || !isGuessed(readingsOf(ctx, t))) return undefined;
  return agreement(ctx, t, ['vblex', 'adj', 'n']);
}
/**
 * unknownAdjective where a predicative stands, before what follows it: "é reflexo da valorização", "são entrave ao" are
 * nouns the analyser lacks, with their complement (a word of both genders, "entrave", before any preposition).
 */
function guessedPredicative(ctx: Ctx, t: Token, after: Token | undefined): Agreement {
  const a = unknownAdjective(ctx, t);
  const x = after?.lower ?? '';
  if (!a || /^(?:d[eoa]s?|em|n[oa]s?|para)$/.test(x) || (a.g.size > 1 && PREPOSITIONS.has(x))) return undefined;
  return a;
}
/** Verbs that introduce what someone says, quoted after them. */
const SAYING = set('dizer falar responder agradecer repetir exclamar gritar murmurar sussurrar declarar afirmar');
/**
 * "A construção de cisternas … não resolve o problema sozinha": the adjective at tokens[adj] closes its clause after the
 * object (tokens[det..adj - 1]) of the finite verb before it, and agrees with that verb's subject: it is the subject's
 * predicative, not the object's adjective. A verb after "e"/"mas" (and "não") shares the subject of the verb before it;
 * an infinitive ("As crianças têm pouca autonomia para mudar essa realidade sozinhas") takes the subject of the finite
 * verb it depends on, a few words back with no punctuation between.
 */
function subjectPredicativeAfterObject(
  ctx: Ctx,
  tokens: Token[],
  det: number,
  adj: number,
  aa: NonNullable<Agreement>,
): boolean {
  const after = tokens[adj + 1];
  if (after && after.sent === tokens[adj]!.sent && !/[,;:.!?]/.test(ctx.doc.text.slice(tokens[adj]!.end, after.start)))
    return false;
  const verbAt = (x: number) =>
    !!tokens[x] &&
    tokens[x]!.sent === tokens[det]!.sent &&
    finiteReadings(ctx, tokens[x]).length > 0 &&
    onlyPos(ctx, tokens[x], ['vblex', 'vbser', 'vbhaver', 'vbmod']);
  let v = det - 1;
  const infinitive = (x: number) =>
    !!tokens[x] &&
    onlyPos(ctx, tokens[x], ['vblex', 'vbser', 'vbhaver', 'vbmod']) &&
    heads(ctx, tokens[x]).some((tags) => tags.includes('inf'));
  if (infinitive(v) && spaceOnly(ctx, tokens[v]!, tokens[det]!)) {
    let k = v - 1;
    while (k > v - 7 && k >= 0 && !verbAt(k) && spaceOnly(ctx, tokens[k]!, tokens[k + 1]!)) k--;
    if (!verbAt(k) || !spaceOnly(ctx, tokens[k]!, tokens[k + 1]!)) return false;
    v = k;
  } else if (!verbAt(v) || !spaceOnly(ctx, tokens[v]!, tokens[det]!)) return false;
  let subject = subjectHeadBefore(ctx, tokens, v);
  if (!subject) {
    let k = v - 1;
    while (k > 0 && /^(?:não|nunca|também|já)$/.test(tokens[k]!.lower)) k--;
    if (!/^(?:e|mas)$/.test(tokens[k]?.lower ?? '') || tokens[k]!.sent !== tokens[v]!.sent) return false;
    for (v = k - 1; v >= 0 && tokens[v]!.sent === tokens[k]!.sent && !verbAt(v); v--);
    if (v < 0 || !verbAt(v)) return false;
    subject = subjectHeadBefore(ctx, tokens, v);
  }
  return !!subject && [...subject.a.g].some((g) => aa.g.has(g)) && [...subject.a.n].some((n) => aa.n.has(n));
}
/**
 * The aside going on at tokens[from] closes with a comma within twelve words, with no finite verb in it, and the
 * clause goes on with a finite verb (past adverbs), third-person plural when `plural`: "…, vendido a preços menores,
 * tornam-se".
 */
function asideClosesOnVerb(
  ctx: Ctx,
  tokens: Token[],
  gap: (a: Token, b: Token) => string,
  from: number,
  plural = true,
) {
  const sent = tokens[from]!.sent;
  for (let c = from; c < from + 12 && tokens[c + 1]?.sent === sent; c++) {
    const g = gap(tokens[c]!, tokens[c + 1]!);
    if (/^ +$/.test(g)) continue;
    if (!/^\s*,\s*$/.test(g) || !noFinite(ctx, tokens, from, c, true)) return false;
    let v = c + 1;
    while (tokens[v + 1]?.sent === sent && BETWEEN_SUBJECT_AND_VERB.has(tokens[v]!.lower)) v++;
    const enc = encliticFinite(ctx, tokens[v]!);
    if (enc) return !plural || enc.tags.every((tags) => tags.includes('p3') && tags.includes('pl'));
    return plural ? verbNumber(ctx, tokens[v]) === 'pl' : finiteReadings(ctx, tokens[v]).length > 0;
  }
  return false;
}

export const determinerNounAdjective: GrammarRule = {
  // ----- nominal agreement: determiner + noun, noun + adjective
  nome: 'determinante, nome e adjetivo',
  tipo: 'nominal',
  exemplo: 'Os cidadão têm o dever de votar.',
  contraExemplo: 'Os cidadãos têm o dever de votar. Das cerca de trezentas espécies, poucas restam.',
  at: ({ ctx, tokens, sp, add, next, i, t, n1 }) => {
    const det = t;
    const noun = n1;
    if (noun && !/^\p{Lu}/u.test(noun.text)) {
      // "os ajuda" (a clitic and a verb), "a ser", "Estas são": a word that can be a verb is not judged as a noun here.
      // "cada um pelos assuntos": a word that is also a preposition fused with an article is read as the contraction.
      const clitic =
        finiteReadings(ctx, noun).length > 0 ||
        hasPos(ctx, noun, 'pr') ||
        (readingsOf(ctx, noun) ?? []).some((r) => r.length > 1 && r[0]!.tags[0] === 'pr') ||
        heads(ctx, noun).some((tags) => tags.includes('inf'));
      const na = clitic ? undefined : agreement(ctx, noun, ['n', 'adj'], false);
      const detN =
        PLURAL_DET.has(det.lower) && !/^(?:muitos|muitas|vários|várias|diversos|diversas|tais)$/.test(det.lower)
          ? 'pl'
          : SINGULAR_DET_M.has(det.lower) || SINGULAR_DET_F.has(det.lower)
            ? 'sg'
            : undefined;
      if (na && detN && !na.n.has(detN) && onlyPos(ctx, det, ['det', 'prn', 'pr', 'detnt', 'num', 'adj', 'predet'])) {
        const fix = detN === 'pl' ? plural(sp, noun.lower) : singular(sp, noun.lower);
        if (fix) {
          add(
            det,
            noun,
            K.nominal,
            `"${det.text}" está no ${detN === 'pl' ? 'plural' : 'singular'} e "${noun.text}" no ${detN === 'pl' ? 'singular' : 'plural'}.`,
            `${det.text} ${fix}`,
          );
          return true;
        }
      }
      const detG = SINGULAR_DET_F.has(det.lower)
        ? 'f'
        : SINGULAR_DET_M.has(det.lower) && det.lower !== 'o'
          ? 'm'
          : undefined;
      // The dictionary's gender is trusted only where the noun's ending shows it too ("cancelamento" is feminine in it).
      const shows = (g: string) =>
        g === 'm' ? /os?$/.test(noun.lower) : /(?:as?|ção|ções|dades?|gens?)$/.test(noun.lower);
      const nounOnly = agreement(ctx, noun, ['n']);
      if (
        nounOnly &&
        detG &&
        !nounOnly.g.has(detG) &&
        nounOnly.g.size === 1 &&
        shows([...nounOnly.g][0]!) &&
        onlyPos(ctx, det, ['det', 'prn', 'pr', 'detnt', 'num']) &&
        DET_GENDER[det.lower]
      ) {
        add(
          det,
          noun,
          K.nominal,
          `"${det.text}" é ${detG === 'f' ? 'feminino' : 'masculino'} e "${noun.text}" ${detG === 'f' ? 'masculino' : 'feminino'}.`,
          `${keepCase(det.text, DET_GENDER[det.lower]!)} ${noun.text}`,
        );
        return true;
      }
      // determiner + noun + adjective: the adjective agrees with the noun.
      const adj = next(i, 2);
      if (
        na &&
        (PLURAL_DET.has(det.lower) ||
          SINGULAR_DET_M.has(det.lower) ||
          SINGULAR_DET_F.has(det.lower) ||
          SUBJECT_DET.has(det.lower)) &&
        adj &&
        na.g.size === 1 &&
        na.n.size === 1 &&
        !/^(?:vez|vezes)$/.test(noun.lower) &&
        !TIME_UNITS.has(noun.lower)
      ) {
        const aa = agreement(ctx, adj, ['adj'], false);
        if (
          aa &&
          onlyPos(ctx, adj, ['adj', 'n']) &&
          !QUANTIFIERS.test(adj.lower) &&
          !/^\p{Lu}/u.test(adj.text) &&
          !finiteReadings(ctx, adj).length &&
          !heads(ctx, adj).some((tags) => tags.includes('pp'))
        ) {
          const g = [...na.g][0] as 'm' | 'f';
          const nn = [...na.n][0]!;
          // A word that can also be a noun, plural after a singular noun, opens a new phrase ("em sua totalidade componentes").
          const newPhrase = hasPos(ctx, adj, 'n') && aa.g.has(g) && nn === 'sg';
          // A word the dictionary lacks, read as a noun too, keeps its own gender in apposition ("a nação canarinho").
          const apposition = hasPos(ctx, adj, 'n') && isGuessed(readingsOf(ctx, adj)) && aa.n.has(nn);
          if (
            (!aa.n.has(nn) || !aa.g.has(g)) &&
            !newPhrase &&
            !apposition &&
            !subjectPredicativeAfterObject(ctx, tokens, i, i + 2, aa)
          ) {
            let fix: string | undefined = adj.lower;
            if (!aa.g.has(g)) fix = regendered(sp, fix, g);
            if (fix && !aa.n.has(nn)) fix = nn === 'pl' ? plural(sp, fix) : singular(sp, fix);
            if (fix && fix !== adj.lower) {
              add(
                noun,
                adj,
                K.nominal,
                `O adjetivo "${adj.text}" concorda com "${noun.text}" (${g === 'f' ? 'feminino' : 'masculino'}, ${nn === 'pl' ? 'plural' : 'singular'}).`,
                `${noun.text} ${fix}`,
              );
              return true;
            }
          }
        }
      }
    }
    return false;
  },
};

export const pluralDeterminerSingularNoun: GrammarRule = {
  nome: 'determinante no plural (contração ou quantificador) e nome no singular',
  tipo: 'nominal',
  desdeOAjuste: true,
  exemplo: 'Muitas vez, as escolas das periferia ficam sem verba.',
  contraExemplo: 'Muitas vezes, as escolas das periferias ficam sem verba.',
  at: ({ ctx, sp, add, t, n1 }) => {
    if (!n1 || /^\p{Lu}/u.test(n1.text)) return false;
    const contraction = PLURAL_CONTRACTIONS.has(t.lower);
    const article = /^(?:os|as)$/.test(t.lower);
    if (!contraction && !article) return false;
    const h = heads(ctx, n1);
    const nouns = h.filter((tags) => tags[0] === 'n');
    if (!nouns.length || h.some((tags) => tags[0] === 'adj' || tags[0] === 'pr' || tags[0] === 'det')) return false;
    if (!nouns.every((tags) => tags.includes('sg'))) return false;
    // After "os"/"as" a third-person verb form makes them clitic pronouns ("os ajuda").
    if (!contraction && finiteReadings(ctx, n1).some((tags) => tags.includes('p3'))) return false;
    if (h.some((tags) => tags.includes('inf'))) return false;
    const fix = plural(sp, n1.lower);
    if (!fix) return false;
    add(t, n1, K.nominal, `"${t.text}" está no plural e "${n1.text}" no singular.`, `${t.text} ${fix}`);
    return true;
  },
};

export const pluralNounSingularAdjective: GrammarRule = {
  nome: 'nome no plural e adjetivo ou particípio no singular',
  tipo: 'nominal',
  desdeOAjuste: true,
  exemplo: 'Os problemas gerado pela automedicação lotam os hospitais, e os níveis de poluição elevado assustam.',
  contraExemplo:
    'Os problemas gerados pela automedicação e as legislações europeia e brasileira lotam os hospitais, e os índices de desemprego elevado assustam.',
  at: ({ ctx, tokens, sp, add, prev, i, t, n1: next1 }) => {
    const det = prev(i);
    // Also a bare plural noun, only a noun, coordinated after "e"/"ou" ("laboratórios e bibliotecas equipada").
    const coordinated =
      !!det &&
      /^(?:e|ou)$/.test(det.lower) &&
      hasPos(ctx, t, 'n') &&
      !hasPos(ctx, t, 'adj') &&
      !finiteReadings(ctx, t).some((tags) => !tags.includes('p2'));
    if (!next1 || !det || !(PLURAL_DET.has(det.lower) || PLURAL_CONTRACTIONS.has(det.lower) || coordinated))
      return false;
    // The adjective right after the noun, or after its complement "de" + a bare noun it cannot agree with ("os
    // comprovantes de renda anexo": "anexo" is of neither "renda" nor the plural): then of the head.
    let k = i + 1;
    const c = tokens[i + 2];
    const after = tokens[i + 3];
    if (
      next1.lower === 'de' &&
      c &&
      after &&
      after.sent === t.sent &&
      spaceOnly(ctx, c, after) &&
      spaceOnly(ctx, next1, c) &&
      // after "de" a bare word is the noun ("renda", also a verb form), unless an infinitive
      isNoun(ctx, c) &&
      !heads(ctx, c).some((tags) => tags.includes('inf')) &&
      // (a plural complement leaves it open whose the adjective is: "alunos de escolas básico")
      agreement(ctx, c, ['n'], false)?.n.has('pl') === false &&
      !agreeingAdjNoun(ctx, c, after)
    )
      k = i + 3;
    // After an adjective of the noun's number and gender, a second one is of the same noun too ("as declarações
    // médicas anexo": "anexo" agrees with "declarações"); not a conjunction ("humanos visto que"), nor one that agrees
    // with the noun this phrase completes ("a maioria dos presídios brasileiros apresentada").
    const firstAdjective = agreement(ctx, next1, ['adj'], false);
    const headAgreement = agreement(ctx, t, ['n'], false);
    const secondAgreement = agreement(ctx, c, ['adj', 'vblex'], false);
    const governing = /^d/.test(det.lower) ? agreement(ctx, prev(i - 1), ['n'], false) : undefined;
    if (
      k === i + 1 &&
      tokens[i + 3]?.lower !== 'que' &&
      !(
        governing &&
        secondAgreement &&
        [...governing.g].some((g) => secondAgreement.g.has(g)) &&
        [...governing.n].some((n) => secondAgreement.n.has(n))
      ) &&
      c &&
      c.sent === t.sent &&
      spaceOnly(ctx, t, next1) &&
      spaceOnly(ctx, next1, c) &&
      !finiteReadings(ctx, next1).length &&
      !!firstAdjective &&
      !firstAdjective.n.has('sg') &&
      !!headAgreement &&
      [...firstAdjective.g].every((g) => headAgreement.g.has(g))
    )
      k = i + 2;
    // "os problemas mais grave": a degree adverb between the noun and its adjective (not one used as an adverb, "os
    // produtos mais barato").
    const degree =
      k === i + 1 &&
      /^(?:mais|menos|tão|muito)$/.test(next1.lower) &&
      !!c &&
      c.sent === t.sent &&
      spaceOnly(ctx, next1, c) &&
      !ADVERBIAL_ADJ.has(c.lower);
    if (degree) k = i + 2;
    const n1 = tokens[k]!;
    // After a plural determiner the word is read as a noun ("os massacres", also a verb form; "os dados").
    const na = agreement(ctx, t, ['n'], false);
    if (!na || na.n.has('sg') || TIME_UNITS.has(t.lower) || /^vez/.test(t.lower) || /^\p{Lu}/u.test(n1.text))
      return false;
    // An adjective or participle, possibly also a noun ("público"), a verb form only when the clause's verb follows
    // ("as ruas limpa da cidade atraem").
    const h = heads(ctx, n1);
    if (
      !h.some((tags) => tags[0] === 'adj' || (tags[0] === 'vblex' && tags.includes('pp'))) ||
      !(
        // (a first-person reading is no verb here: "as justificativas anexo"; "junto", "alto" may be adverbs)
        h.every(
          (tags) =>
            tags[0] === 'adj' ||
            tags[0] === 'n' ||
            (tags[0] === 'vblex' &&
              (tags.includes('pp') || (tags.includes('p1') && tags.includes('sg') && !ADVERBIAL_ADJ.has(n1.lower)))),
        ) ||
        (h.every((tags) => !['vbser', 'vbhaver', 'adv', 'pr'].includes(tags[0]!)) &&
          finiteReadings(ctx, n1).every((tags) => tags.includes('p3')) &&
          verbLater(ctx, tokens, k)) ||
        // after the degree adverb, a verb form only of the subjunctive or imperative ("grave") is the adjective
        (degree && h.every((tags) => tags[0] === 'adj' || (tags[0] === 'vblex' && /^(?:prs|imp)$/.test(tags[1]!))))
      )
    )
      return false;
    const aa = agreement(ctx, n1, ['adj', 'vblex'], false);
    if (!aa || aa.n.has('pl') || QUANTIFIERS.test(n1.lower)) return false;
    // A phrase opened by a contraction is a complement: an adjective the dictionary lacks after it, with a
    // complement of its own, may be of the noun it completes ("o aumento do uso de máquinas nas indústrias decorrente
    // da revolução").
    if (
      !PLURAL_DET.has(det.lower) &&
      isGuessed(readingsOf(ctx, n1)) &&
      /^d[eoa]s?$/.test(tokens[k + 1]?.sent === n1.sent ? tokens[k + 1]!.lower : '')
    )
      return false;
    // "o ódio está na maioria das oportunidades travestido de humor": after a prepositional phrase the adjective may
    // be the predicative of a singular copula before it in the clause.
    // "é um dos problemas mais graves": after "um dos" the superlative's adjective is the plural noun's.
    const superlative = degree && /^(?:um|uma)$/.test(prev(i - 1)?.lower ?? '');
    if (!PLURAL_DET.has(det.lower) && !superlative && singularCopulaBefore(ctx, tokens, i - 1)) return false;
    // "as legislações europeia e brasileira": adjectives shared out among the nouns stay singular; "usuários grande
    // maioria": an adjective before a noun opens another noun phrase.
    const n2 = tokens[k + 1];
    const n3 = tokens[k + 2];
    const same = (x: Token | undefined) => !!x && x.sent === n1.sent;
    const adjective = (x: Token | undefined) =>
      same(x) && hasPos(ctx, x, 'adj') && !finiteReadings(ctx, x).length && !hasPos(ctx, x, 'det');
    if (adjective(n2) || (same(n2) && /^(?:e|ou)$/.test(n2!.lower) && adjective(n3))) return false;
    if (same(n2) && onlyPos(ctx, n2, ['n'])) return false;
    // "uma onda de protestos e manifestações ocorrida": the coordination is the complement of a noun the adjective
    // agrees with.
    if (coordinated) {
      for (let d = i - 2; d >= Math.max(1, i - 4) && tokens[d]!.sent === t.sent; d--) {
        if (!/^d[eoa]s?$/.test(tokens[d]!.lower)) continue;
        let h = d - 1;
        if (adjLike(ctx, tokens[h]!) && h > 0) h--;
        const ha = agreement(ctx, tokens[h], ['n'], false);
        if (ha && ha.n.has('sg') && [...ha.g].some((g) => aa.g.has(g))) return false;
        break;
      }
    }
    // Of the noun's gender too when it has one ("placas apagado" → "apagadas").
    const g = na.g.size === 1 ? [...na.g][0] : undefined;
    const fix = (g && !aa.g.has(g) ? inflectedTo(sp, n1.lower, g, 'pl', aa) : undefined) ?? plural(sp, n1.lower);
    if (!fix) return false;
    add(
      k === i + 1 ? t : n1,
      n1,
      K.nominal,
      `"${n1.text}" concorda com "${t.text}", no plural.`,
      k === i + 1 ? `${t.text} ${fix}` : fix,
    );
    return true;
  },
};

export const singularPredicativeAfterPluralCopula: GrammarRule = {
  nome: 'predicativo no singular depois de verbo de ligação no plural',
  tipo: 'nominal',
  desdeOAjuste: true,
  exemplo:
    'Essas medidas são necessária para garantir a segurança, mas são pouco aplicada. Foram construído milhares de casas. As penitenciárias continuam lotado.',
  contraExemplo:
    'Essas medidas são necessárias para garantir a segurança, mas são pouco aplicadas. Foram construídas milhares de casas. As penitenciárias continuam lotadas.',
  at: ({ ctx, tokens, sp, add, next, i, t, lem, fin }) => {
    if (!next(i) || !fin.length || ![...lem].some((l) => COPULAS.has(l))) return false;
    if (!fin.every((tags) => tags.includes('pl') && tags.includes('p3'))) return false;
    // Degree adverbs between ("são pouco respeitada", "são extremamente prejudicial").
    let k = i + 1;
    while (
      next(k) &&
      (DEGREE.has(tokens[k]!.lower) ||
        /^(?:pouco|menos)$/.test(tokens[k]!.lower) ||
        (/mente$/.test(tokens[k]!.lower) && onlyPos(ctx, tokens[k], ['adv'])))
    )
      k++;
    const n1 = next(k - 1)!;
    const n2 = next(k);
    // "de São Clemente": a capitalised word after it makes a name, not a predicative.
    if (/^\p{Lu}/u.test(n1.text)) return false;
    const h = heads(ctx, n1);
    // A participle the dictionary lacks is left to the rule that reads the subject's gender too; an adjective it
    // lacks of both genders ("insalubre") has only its number to agree.
    const guessed = unknownWord(ctx, n1) ? guessedPredicative(ctx, n1, n2) : undefined;
    // With no subject read, the phrase before the verb may still show the gender its fix needs (below): "As
    // penitenciárias continuam lotado".
    const guessedParticiple = !!guessed && guessed.g.size === 1 && !!unknownParticiple(ctx, n1);
    if (
      !(guessed && guessed.g.size > 1) &&
      !guessedParticiple &&
      (!h.length ||
        !h.every((tags) => tags[0] === 'adj' || (tags[0] === 'vblex' && tags.includes('pp'))) ||
        isGuessed(readingsOf(ctx, n1)))
    )
      return false;
    const aa = guessed ?? agreement(ctx, n1, ['adj', 'vblex'], false);
    if (!aa || aa.n.has('pl') || QUANTIFIERS.test(n1.lower)) return false;
    // "são grande parte": an adjective before a noun opens a noun phrase; "se tornam impossível suportar": before an
    // infinitive, the predicative of that clause. A participle only, before a plural noun, is the passive's, with
    // its subject after it ("foram realizado milhares de procedimentos").
    const after = n2 && agreement(ctx, n2, ['n'], false);
    const passive =
      h.every((tags) => tags[0] === 'vblex' && tags.includes('pp')) &&
      !!after &&
      after.n.has('pl') &&
      !after.n.has('sg');
    if (n2 && !passive && ((hasPos(ctx, n2, 'n') && !hasPos(ctx, n2, 'pr')) || onlyInfinitive(ctx, n2))) return false;
    // "A juventude brasileira estão desanimada": a singular subject with no plural word in it makes the verb the
    // slip, not the predicative ("a maioria das pessoas são favorável" keeps the predicative's).
    const s = subjectHeadBefore(ctx, tokens, i, true);
    if (
      s &&
      s.a.n.size === 1 &&
      s.a.n.has('sg') &&
      !tokens
        .slice(tokens.indexOf(s.from), i)
        .some((x) => agreement(ctx, x, ['n', 'adj', 'det'], false)?.n.has('pl') || /s$/.test(x.lower))
    )
      return false;
    // Of the subject's gender, before the verb or, in the passive, after the participle ("As comidas são salgado" →
    // "salgadas", "Foram construído milhares de casas" → "construídas").
    const later = passive ? agreement(ctx, countedNoun(tokens, k + 1) ?? n2, ['n'], false) : undefined;
    // A participle the dictionary lacks stays the other rule's where a subject is read; with none, it takes the
    // gender of the plural determiner opening the phrase before the verb, past an aside ("As penitenciárias, embora
    // tenham sido ampliadas, continuam lotado").
    if (guessedParticiple && s) return false;
    const openingGender = guessedParticiple ? phraseOpeningGender(ctx, tokens, i) : undefined;
    const g =
      s?.a.n.has('pl') && s.a.g.size === 1
        ? [...s.a.g][0]
        : later?.g.size === 1 && !s
          ? [...later.g][0]
          : openingGender;
    if (guessedParticiple && !g) return false;
    const fix = (g && !aa.g.has(g) ? inflectedTo(sp, n1.lower, g, 'pl', aa) : undefined) ?? plural(sp, n1.lower);
    if (!fix) return false;
    add(
      t,
      n1,
      K.nominal,
      `O predicativo "${n1.text}" concorda com o sujeito no plural.`,
      `${ctx.doc.text.slice(t.start, n1.start)}${fix}`,
    );
    return true;
  },
};

export const masculinePredicativeBeforeFeminineSubject: GrammarRule = {
  // "É necessário uma mudança": with the article, the predicative before the subject agrees with it ("necessária");
  // "é necessário a sociedade agir" (an infinitive clause is the subject) and "é preciso paciência" are correct.
  nome: 'predicativo masculino antes do sujeito feminino',
  tipo: 'nominal',
  desdeOAjuste: true,
  exemplo: 'É necessário uma mudança de postura, e foi proibido a entrada de celulares, embora seja permitido a venda.',
  contraExemplo: 'É necessário a sociedade se mobilizar, e é preciso paciência; é necessária uma mudança.',
  at: ({ ctx, tokens, sp, add, i, t, n1, n2: plainN2, lem, fin }) => {
    // "Foi aprovado, em 2010, uma resolução": the subject may follow an aside between commas.
    const c =
      n1 && !plainN2 && /^\s*,\s*$/.test(ctx.doc.text.slice(n1.end, tokens[i + 2]?.start ?? n1.end))
        ? asideClose(ctx, tokens, i + 2, 5)
        : undefined;
    // (only where the copula opens its clause, the subject not before it: "O projeto foi aprovado, em 2010, uma semana
    // depois")
    if (c !== undefined && !opensClause(ctx, tokens, i)) return false;
    const d = c === undefined ? i + 2 : c + 1;
    const n2 = c === undefined ? plainN2 : tokens[d];
    if (!n1 || !n2 || !fin.length || !(lem.has('ser') || lem.has('ficar') || lem.has('parecer'))) return false;
    // "seja" is also the first person: singular, one reading the third.
    if (!fin.every((tags) => tags.includes('sg')) || !fin.some((tags) => tags.includes('p3'))) return false;
    const aa = finiteReadings(ctx, n1).length
      ? undefined
      : (agreement(ctx, n1, ['adj', 'vblex'], false) ?? unknownParticiple(ctx, n1));
    if (
      !aa ||
      (!heads(ctx, n1).every((tags) => tags[0] === 'adj' || (tags[0] === 'vblex' && tags.includes('pp'))) &&
        !unknownParticiple(ctx, n1))
    )
      return false;
    if (aa.g.has('f') || aa.n.has('pl') || QUANTIFIERS.test(n1.lower)) return false;
    // "é exposto a sociedade": a participle governing "a" takes it as the preposition ("necessário a" is the article).
    if (n2.lower === 'a' && hasPos(ctx, n1, 'vblex') && (GOVERNS_A.has(n1.lower) || GOVERNS_A_SINCE_FIT.has(n1.lower)))
      return false;
    if (!/^(?:a|uma|essa|esta|tal|toda)$/.test(n2.lower)) return false;
    const k = d + 1;
    const noun = tokens[k];
    if (!noun || noun.sent !== t.sent || !spaceOnly(ctx, n2, noun) || /^vez$/.test(noun.lower)) return false;
    if (c !== undefined && TIME_UNITS.has(noun.lower)) return false;
    const na = agreement(ctx, noun, ['n'], false);
    if (!na || na.g.size !== 1 || !na.g.has('f') || na.n.has('pl')) return false;
    // What follows the noun (and its adjectives): a verb makes the phrase the subject of a clause.
    let x = k + 1;
    while (tokens[x] && tokens[x]!.sent === t.sent && adjLike(ctx, tokens[x]!)) x++;
    const f = tokens[x];
    if (
      f &&
      f.sent === t.sent &&
      spaceOnly(ctx, tokens[x - 1]!, f) &&
      (f.lower === 'se' || f.lower === 'e' || heads(ctx, f).some((tags) => isVerb(tags) && !tags.includes('pp')))
    )
      return false;
    // "É justo uma pessoa que nunca contribuiu já nascer aposentada": an infinitive later in the clause, not after a
    // preposition ("para garantir"), is the verb of the phrase.
    for (let y = x; tokens[y] && tokens[y]!.sent === t.sent; y++) {
      if (y > x && /[,;:]/.test(ctx.doc.text.slice(tokens[y - 1]!.end, tokens[y]!.start))) break;
      if (heads(ctx, tokens[y]).some((tags) => tags.includes('inf')) && !PREPOSITIONS.has(tokens[y - 1]!.lower))
        return false;
    }
    const fix = regendered(sp, n1.lower, 'f');
    if (!fix) return false;
    add(
      n1,
      c === undefined ? noun : n1,
      K.nominal,
      `O predicativo concorda com o sujeito que vem depois ("${noun.text}", feminino).`,
      c === undefined ? `${fix} ${n2.text} ${noun.text}` : fix,
    );
    return true;
  },
};

export const singularPredicativeBeforePluralSubject: GrammarRule = {
  // "São necessário investimentos": the predicative comes before its plural subject.
  nome: 'predicativo no singular antes do sujeito no plural',
  tipo: 'nominal',
  desdeOAjuste: true,
  exemplo: 'São necessário investimentos em saneamento, e estão presente muitas falhas.',
  contraExemplo: 'São necessários investimentos em saneamento, e são grande parte dos gastos os salários.',
  at: ({ ctx, sp, add, next, i, n1, n2, lem, fin }) => {
    if (!n1 || !n2 || !fin.length || !(lem.has('ser') || lem.has('estar'))) return false;
    if (!fin.every((tags) => tags.includes('pl') && tags.includes('p3'))) return false;
    // an adjective, or also a noun but no verb ("presente")
    const aa = finiteReadings(ctx, n1).length ? undefined : agreement(ctx, n1, ['adj'], false);
    if (!aa || aa.n.has('pl') || QUANTIFIERS.test(n1.lower)) return false;
    // the subject: a plural noun, or a plural determiner and its plural noun
    const afterDet = PLURAL_DET.has(n2.lower) || /^(?:muitos|muitas|vários|várias|diversos|diversas)$/.test(n2.lower);
    const noun = afterDet ? next(i, 3) : n2;
    // after a determiner the word is read as a noun ("muitas falhas"); alone it must be nothing else
    if (!noun || !(afterDet ? hasPos(ctx, noun, 'n') : onlyPos(ctx, noun, ['n']))) return false;
    const na = agreement(ctx, noun, ['n'], !afterDet);
    if (!na || na.n.size !== 1 || !na.n.has('pl') || na.g.size !== 1) return false;
    const g = [...na.g][0] as 'm' | 'f';
    const base = aa.g.has(g) ? n1.lower : regendered(sp, n1.lower, g);
    const fix = base && plural(sp, base);
    if (!fix) return false;
    add(n1, n1, K.nominal, `O predicativo concorda com o sujeito que vem depois ("${noun.text}"), no plural.`, fix);
    return true;
  },
};

export const predicativeAndSubjectHead: GrammarRule = {
  nome: 'predicativo ou particípio da passiva e núcleo do sujeito',
  tipo: 'nominal',
  desdeOAjuste: true,
  exemplo: 'A situação dos hospitais está precário, e a proposta foi aprovado pelo Congresso.',
  contraExemplo: 'A situação dos hospitais está precária, e a proposta foi aprovada pelo Congresso.',
  at: ({ ctx, tokens, sp, add, next, prev, i, t, lem }) => {
    // The copula, finite ("está", "foram", "se tornaram"), or a modal before its infinitive ("devem ser").
    let c = i;
    // "veem-se obrigadas", "se sentem excluídos": a verb with "se" after or before it that takes a predicative.
    const enc = encliticFinite(ctx, t);
    const reflexive =
      (enc?.clitic.toLowerCase() === 'se' || prev(i)?.lower === 'se') &&
      [...lem].some((l) => /^(?:ver|sentir|encontrar|mostrar|considerar|manter|achar|julgar)$/.test(l));
    // "tornam-se inacessível": "tornar-se" takes a predicative as "se tornar" does.
    const becomes = enc?.clitic.toLowerCase() === 'se' && lem.has('tornar');
    const encNumber = new Set((enc?.tags ?? []).flatMap((tags) => tags.filter((x) => x === 'sg' || x === 'pl')));
    const vn =
      verbNumber(ctx, t) ??
      ((reflexive || becomes) && encNumber.size === 1 && enc!.tags.every((tags) => tags.includes('p3'))
        ? ([...encNumber][0] as 'sg' | 'pl')
        : undefined);
    if (!vn) return false;
    const copula = (x: Token | undefined, l: Set<string>) =>
      reflexive ||
      ([...l].some((y) => COPULAS.has(y) || SEMI_COPULAS.has(y)) &&
        (!l.has('tornar') || prev(tokens.indexOf(x!))?.lower === 'se' || (x === t && becomes)));
    if (!copula(t, lem)) {
      const inf = next(i);
      if (!inf || !/^(?:ser|estar|ficar)$/.test(inf.lower) || ![...lem].some((l) => MODALS.has(l) || l === 'ir'))
        return false;
      c = i + 1;
    }
    // Degree adverbs between ("são pouco eficaz", "está cada vez mais grave").
    let k = c + 1;
    while (
      next(k - 1) &&
      // "estão meia esquecidas": "meio" is the adverb, marked apart (meiaForMeio), not the predicative.
      (BEFORE_PREDICATIVE.has(tokens[k]!.lower) || /^mei[oa]s?$/.test(tokens[k]!.lower))
    )
      k++;
    const p = next(k - 1);
    if (!p || QUANTIFIERS.test(p.lower)) return false;
    const h = heads(ctx, p);
    // After "estar"/"ficar" a participle the dictionary has only as a noun is the participle ("estão desempregado").
    const nounParticiple =
      /(?:ad|id)[oa]s?$/.test(p.lower) &&
      h.length > 0 &&
      h.every((tags) => tags[0] === 'n') &&
      (lemmas(ctx, tokens[c]).has('estar') || lemmas(ctx, tokens[c]).has('ficar'));
    const shapeParticiple = unknownParticiple(ctx, p) ?? guessedPredicative(ctx, p, next(k));
    // "tornam-se responsável sozinhas": an adjective also read as a noun ("o responsável"), singular after a plural
    // verb, before an adjective of the verb's number (which cannot qualify it): the predicative, not a noun.
    const after = next(k);
    const nounAdjective =
      vn === 'pl' &&
      !!after &&
      adjLike(ctx, after) &&
      agreement(ctx, after, ['adj', 'vblex'], false)?.n.has('sg') === false &&
      agreement(ctx, p, ['adj'], false)?.n.has('pl') === false &&
      h.every((tags) => tags[0] === 'adj' || tags[0] === 'n');
    if (!nounParticiple && !shapeParticiple && !nounAdjective) {
      if (!h.some((tags) => tags[0] === 'adj' || (tags[0] === 'vblex' && tags.includes('pp')))) return false;
      if (h.some((tags) => tags[0] === 'n' || tags[0] === 'det' || tags[0] === 'pr' || tags[0] === 'adv')) return false;
    }
    const a =
      shapeParticiple ??
      (nounParticiple
        ? agreement(ctx, p, ['n'])
        : agreement(ctx, p, nounAdjective ? ['adj'] : ['adj', 'vblex'], false));
    if (!a) return false;
    // "é considerado crime": a noun after the participle is its own phrase; "são mau atendidos": an adverb.
    if (!nounAdjective && after && (onlyPos(ctx, after, ['n']) || adjLike(ctx, after))) return false;
    const s = subjectHeadBefore(ctx, tokens, i, vn === 'pl');
    if (!s || !s.a.n.has(vn)) return false;
    const g = s.a.g.size === 1 ? [...s.a.g][0] : undefined;
    const n = vn;
    if ((!g || a.g.has(g)) && a.n.has(n)) return false;
    const fix = inflectedTo(sp, p.lower, g, n, a);
    if (!fix) return false;
    add(p, p, K.nominal, `"${p.text}" concorda com o núcleo do sujeito, "${s.head.text}".`, fix);
    return true;
  },
};

export const objectPredicativeAfterTornar: GrammarRule = {
  // "torna as consequências desse descaso ainda mais grave": "tornar" with an object asks for its predicative, the
  // adjective closing the clause, which agrees with the object's head ("consequências"), not with its complement.
  nome: 'predicativo do objeto de tornar',
  tipo: 'nominal',
  desdeOAjuste: true,
  exemplo: 'A exposição aos agrotóxicos torna as consequências desse descaso ainda mais grave.',
  contraExemplo:
    'A exposição aos agrotóxicos torna as consequências desse descaso ainda mais graves, torna o acesso às escolas mais difícil e se torna mais grave.',
  at: ({ ctx, tokens, sp, add, next, prev, i, t, lem, fin }) => {
    if (!lem.has('tornar') || !fin.length || /-/.test(t.text) || prev(i)?.lower === 'se' || !next(i)) return false;
    // The clause's last word, with nothing but spaces from the verb on.
    let a = i + 1;
    while (next(a) && a - i < 12) a++;
    const end = tokens[a + 1];
    if (end && end.sent === t.sent && !/^\s*[,;:]/.test(ctx.doc.text.slice(tokens[a]!.end, end.start))) return false;
    const adj = tokens[a]!;
    let d = a - 1;
    while (d > i + 1 && BEFORE_PREDICATIVE.has(tokens[d]!.lower)) d--;
    // After a degree word an adjective also read as a verb form is the adjective ("mais grave").
    const adjective =
      adjLike(ctx, adj) || (d < a - 1 && hasPos(ctx, adj, 'adj') && onlyPos(ctx, adj, ['adj', 'vblex']));
    if (!adjective || QUANTIFIERS.test(adj.lower)) return false;
    const np = d > i + 1 ? nounPhrase(ctx, tokens, i + 1, d) : undefined;
    if (!np) return false;
    const na = agreement(ctx, np.head, ['n'], false);
    const aa = agreement(ctx, adj, ['adj', 'vblex'], false);
    if (!na || !aa || na.n.size !== 1) return false;
    const n = [...na.n][0] as 'sg' | 'pl';
    const g = na.g.size === 1 ? [...na.g][0] : undefined;
    if (aa.n.has(n) && (!g || aa.g.has(g))) return false;
    const fix = inflectedTo(sp, adj.lower, g, n, aa);
    if (!fix) return false;
    add(
      adj,
      adj,
      K.nominal,
      `O predicativo "${adj.text}" concorda com o objeto de "${t.text}", "${np.head.text}".`,
      fix,
    );
    return true;
  },
};

export const determinerNounGender: GrammarRule = {
  nome: 'determinante e nome de gêneros diferentes',
  tipo: 'nominal',
  desdeOAjuste: true,
  exemplo: 'O violência urbana e aquela problema assustam os moradores.',
  contraExemplo: 'A violência urbana e aquele problema assustam os moradores.',
  at: ({ ctx, sp, add, i, t, w, n1, n2, prev }) => {
    // "Todas os cidadãos": the quantifier agrees with the article and the noun.
    if (/^tod[oa]s?$/.test(w) && n1 && n2 && /^(?:os?|as?)$/.test(n1.lower) && !prev(i)) {
      const na = onlyPos(ctx, n2, ['n']) ? agreement(ctx, n2, ['n']) : undefined;
      const artG = /^os?$/.test(n1.lower) ? 'm' : 'f';
      const qG = /^todos?$/.test(w) ? 'm' : 'f';
      if (!na || na.g.size !== 1 || !na.g.has(artG) || qG === artG) return false;
      const fix = regendered(sp, w, artG);
      if (!fix) return false;
      add(t, n1, K.nominal, `"${t.text}" concorda com "${n2.text}".`, keepCase(t.text, `${fix} ${n1.text}`));
      return true;
    }
    const dg = DET_SHOWS_GENDER[w];
    if (!dg || !n1 || /^\p{Lu}/u.test(n1.text) || !onlyPos(ctx, n1, ['n'])) return false;
    const na = agreement(ctx, n1, ['n']);
    if (!na || na.g.size !== 1 || na.g.has(dg)) return false;
    // The dictionary's gender trusted where the ending shows it too ("cancelamento", "rádio" read as feminine;
    // "chefe", "presidente", "personagem" take either article); "o bolsa família": a name of two nouns.
    const shows = dg === 'm' ? /(?:as?|ção|ções|são|sões|dades?|ências?|âncias?)$/ : /(?:os?|emas?|omas?)$/;
    if (!shows.test(n1.lower) || (n2 && onlyPos(ctx, n2, ['n']))) return false;
    const fix =
      DET_GENDER[w] ?? DET_GENDER[w.replace(/s$/, '')]?.concat('s') ?? regendered(sp, w, dg === 'm' ? 'f' : 'm');
    if (!fix) return false;
    add(
      t,
      n1,
      K.nominal,
      `"${n1.text}" é ${dg === 'm' ? 'feminino' : 'masculino'}: o determinante concorda com ele.`,
      `${keepCase(t.text, fix)} ${n1.text}`,
    );
    return true;
  },
};

export const lastListAdjectiveSingular: GrammarRule = {
  // "agressivos, invasivos e perigoso": the last of a list of adjectives, of the others' gender, in the singular
  // where they are plural (they qualify the same words).
  nome: 'último adjetivo de uma enumeração no singular',
  tipo: 'nominal',
  desdeOAjuste: true,
  exemplo: 'Os ursos estão ficando agressivos, invasivos e perigoso.',
  contraExemplo: 'Os ursos estão ficando agressivos, invasivos e perigosos, e o clima, quente e seco.',
  at: ({ ctx, tokens, sp, add, prev, gap, i, t, n1 }) => {
    const e = prev(i);
    if (e?.lower !== 'e' || !adjLike(ctx, t) || (n1 && hasPos(ctx, n1, 'n'))) return false;
    const a3 = agreement(ctx, t, ['adj', 'vblex'], false);
    const a2t = prev(i - 1);
    const a1t = tokens[i - 3];
    if (!a3 || a3.n.has('pl') || !a2t || !a1t || a1t.sent !== t.sent || !/^\s*,\s*$/.test(gap(a1t, a2t))) return false;
    const pluralAdj = (x: Token) => {
      const a = adjLike(ctx, x) ? agreement(ctx, x, ['adj', 'vblex'], false) : undefined;
      return a && a.n.size === 1 && a.n.has('pl') ? a : undefined;
    };
    const a1 = pluralAdj(a1t);
    const a2 = pluralAdj(a2t);
    if (!a1 || !a2 || ![...a3.g].some((g) => a1.g.has(g) && a2.g.has(g))) return false;
    const fix = plural(sp, t.lower);
    if (!fix) return false;
    add(t, t, K.nominal, `"${t.text}" fecha a enumeração de "${a1t.text}" e "${a2t.text}", no plural.`, fix);
    return true;
  },
};

export const nounAdjectiveGender: GrammarRule = {
  // "atrair pessoas fragilizados", "cria políticas públicos": an adjective or participle right after a noun, of the
  // other gender (both genders shown by their endings too), of the same number. Left alone: the adjective of a
  // noun further back ("a taxa de desemprego elevada"), the masculine plural after coordinated nouns ("homens e
  // mulheres casados").
  nome: 'nome e adjetivo ou particípio de gêneros diferentes',
  tipo: 'nominal',
  desdeOAjuste: true,
  exemplo: 'A internet atrai pessoas fragilizados. Há políticas públicos.',
  contraExemplo:
    'A internet atrai pessoas fragilizadas, a taxa de desemprego elevada assusta, e homens e mulheres casados votam. Há mais casos, segundo pesquisa recente.',
  at: ({ ctx, tokens, sp, add, i, t, n1 }) => {
    if (!n1 || /^\p{Lu}/u.test(t.text) || /^\p{Lu}/u.test(n1.text) || finiteReadings(ctx, t).length) return false;
    // Quantifiers and adverbs are no such pair ("direitos tantas vezes", "pouco conhecida").
    // A word that is also a preposition opens a phrase ("segundo estimativa do IBGE").
    const other = (x: Token) => ['adv', 'det', 'prn', 'predet', 'num', 'pr'].some((pos) => hasPos(ctx, x, pos));
    if (QUANTIFIERS.test(t.lower) || QUANTIFIERS.test(n1.lower) || other(t) || other(n1)) return false;
    const na = agreement(ctx, t, ['n'], false);
    if (!na || na.g.size !== 1 || na.n.size !== 1 || TIME_UNITS.has(t.lower)) return false;
    // The adjective or participle (also a noun, never a verb form), or a participle the analyser lacks and the
    // dictionary knows ("fragilizados"), read by its ending; not a word the analyser lacks that may be a noun, of
    // its own gender in apposition ("a nação canarinho").
    const h = heads(ctx, n1);
    const aa =
      unknownParticiple(ctx, n1) ??
      (h.some((tags) => tags[0] === 'adj' || (tags[0] === 'vblex' && tags.includes('pp'))) &&
      onlyPos(ctx, n1, ['adj', 'n', 'vblex']) &&
      !finiteReadings(ctx, n1).length &&
      !(hasPos(ctx, n1, 'n') && isGuessed(readingsOf(ctx, n1)))
        ? agreement(ctx, n1, ['adj', 'vblex'], false)
        : undefined);
    if (!aa || aa.g.size !== 1 || aa.n.size !== 1 || [...aa.n][0] !== [...na.n][0]) return false;
    const ng = [...na.g][0]!;
    const ag = [...aa.g][0]!;
    if (ng === ag) return false;
    // ("-ência", "-ância" are feminine, unlike most words in "-ia"/"-ma": "dia", "problema")
    const shows = (w: string, g: string) =>
      g === 'm'
        ? /os?$/.test(w)
        : (/(?:as?|ção|ções|são|sões|dades?|agens?)$/.test(w) && !/[mi]as?$/.test(w)) || /[êâ]ncias?$/.test(w);
    if (!shows(t.lower, ng) || !/[oa]s?$/.test(n1.lower) || !shows(n1.lower, ag)) return false;
    // A noun before, in the same stretch, of the adjective's gender and number: the adjective may be its own.
    for (let k = i - 1; k >= Math.max(0, i - 6) && tokens[k]!.sent === t.sent; k--) {
      const x = tokens[k]!;
      // "homens e mulheres casados": the masculine of mixed conjuncts; not after a feminine conjunct ("ruas e
      // avenidas movimentados"), whose phrase the loop reads on.
      if (ag === 'm' && /^(?:e|ou)$/.test(x.lower)) {
        let y = k - 1;
        while (y > 0 && tokens[y]!.sent === t.sent && adjLike(ctx, tokens[y]!) && !hasPos(ctx, tokens[y], 'n')) y--;
        const ya = y >= 0 && tokens[y]!.sent === t.sent ? agreement(ctx, tokens[y], ['n'], false) : undefined;
        // "o pescado e a água contaminado chegam": a masculine singular after a masculine and a feminine singular,
        // the two the subject of the plural verb that follows, fits neither the nearest noun nor both.
        // The verb right after the adjective or after its complement ("a violência sofrido pelos atletas não se
        // limitam"): the first finite form before any punctuation.
        let verb = tokens[i + 2];
        for (let v = i + 2; v <= i + 8 && tokens[v]?.sent === t.sent; v++) {
          if (!spaceOnly(ctx, tokens[v - 1]!, tokens[v]!)) break;
          verb = tokens[v];
          if (finiteReadings(ctx, verb).length) break;
        }
        // A participle after its determiner is the noun ("o pescado"; the loop above stopped on the determiner).
        const yn =
          ya ??
          (y >= 0 && y + 2 === k && hasPos(ctx, tokens[y], 'det')
            ? agreement(ctx, tokens[y + 1], ['vblex'], false)
            : undefined);
        const yNoun = ya ? tokens[y]! : tokens[y + 1]!;
        if (
          yn?.g.has('m') &&
          yn.n.has('sg') &&
          na.n.has('sg') &&
          aa.n.has('sg') &&
          verb?.sent === t.sent &&
          spaceOnly(ctx, t, n1) &&
          finiteReadings(ctx, verb).length > 0 &&
          finiteReadings(ctx, verb).every((tags) => tags.includes('pl'))
        ) {
          const both = inflectedTo(sp, n1.lower, 'm', 'pl', aa);
          if (!both) return false;
          add(
            t,
            n1,
            K.nominal,
            `"${n1.text}" qualifica "${yNoun.text}" e "${t.text}", sujeitos de "${verb.text}": masculino plural.`,
            `${t.text} ${both}`,
          );
          return true;
        }
        if (!ya || ya.g.has('m')) return false;
      }
      if (/[,;:]/.test(ctx.doc.text.slice(x.end, tokens[k + 1]!.start))) {
        // A masculine may take up nouns before the comma too; not when no masculine noun or name stands there
        // ("Além disso, a aplicação de penas alternativos").
        let y = k;
        while (y > 0 && tokens[y - 1]!.sent === t.sent) y--;
        const masculineBefore = tokens
          .slice(y, k + 1)
          .some(
            (z, d) =>
              (d > 0 && /^\p{Lu}/u.test(z.text)) ||
              (hasPos(ctx, z, 'n') && agreement(ctx, z, ['n'], false)?.g.has('m')),
          );
        if (ag === 'm' && masculineBefore) return false;
        break;
      }
      // Of its gender only: "os meios de comunicação brasileiro" is the slip of number of "meios".
      const xa = hasPos(ctx, x, 'n') ? agreement(ctx, x, ['n'], false) : undefined;
      // Past a verb too: "entra numa mesquita armado", the subject's predicative.
      if (xa && xa.g.has(ag)) return false;
    }
    const fix = inflectedTo(sp, n1.lower, ng, [...na.n][0] as 'sg' | 'pl', aa);
    if (!fix) return false;
    add(t, n1, K.nominal, `"${n1.text}" concorda com "${t.text}" em gênero.`, `${t.text} ${fix}`);
    return true;
  },
};

export const adjectiveAfterCoordinatedNouns: GrammarRule = {
  // "salário, alojamento e alimentação incluso", "o solo e a vegetação destruídas": an adjective or participle after
  // nouns joined by "e" agrees with the nearest noun, or goes to the plural of them all (masculine if one of them
  // is). The nouns are the object of a verb or open the sentence; after "de" or "entre" they may complete a head
  // the adjective agrees with ("as leis do trânsito e da saúde aprovadas").
  nome: 'adjetivo depois de nomes coordenados',
  tipo: 'nominal',
  desdeOAjuste: true,
  exemplo: 'Eles prometem salário, alojamento e alimentação incluso. Com o solo e a vegetação destruídas, tudo alaga.',
  contraExemplo:
    'Eles prometem salário, alojamento e alimentação inclusa. Com o solo e a vegetação destruídos, tudo alaga; as leis do trânsito e da saúde aprovadas valem.',
  at: ({ ctx, tokens, sp, add, next, prev, i, t }) => {
    if (finiteReadings(ctx, t).length || hasPos(ctx, t, 'n') || !adjLike(ctx, t) || QUANTIFIERS.test(t.lower))
      return false;
    const after = next(i);
    if (after && (onlyPos(ctx, after, ['n']) || adjLike(ctx, after))) return false;
    const aa = agreement(ctx, t, ['adj', 'vblex'], false);
    if (!aa) return false;
    // A noun, no verb form unless a first person ("rio") or after its determiner ("a ajuda").
    const nounAt = (k: number) => {
      const x = tokens[k];
      if (!x || x.sent !== t.sent || /^\p{Lu}/u.test(x.text) || !isNoun(ctx, x)) return undefined;
      if (
        finiteReadings(ctx, x).some((tags) => !tags.includes('p1')) &&
        !(k > 0 && SUBJECT_DET.has(tokens[k - 1]!.lower) && prev(k))
      )
        return undefined;
      const a = agreement(ctx, x, ['n'], false);
      return a && a.n.size === 1 ? a : undefined;
    };
    // Back over the conjuncts: a noun with its article or determiner, joined by "e" (the last) and commas.
    const conjuncts: NonNullable<Agreement>[] = [];
    let k = i - 1;
    let joined = false;
    for (;;) {
      const a = nounAt(k);
      if (!a || (k === i - 1 && !prev(i))) return false;
      conjuncts.push(a);
      if (k > 0 && SUBJECT_DET.has(tokens[k - 1]!.lower) && prev(k)) k--;
      const b = tokens[k - 1];
      if (!b || b.sent !== t.sent) break;
      if (!joined && b.lower === 'e' && prev(k) && prev(k - 1)) {
        joined = true;
        k -= 2;
        continue;
      }
      if (joined && /^\s*,\s*$/.test(ctx.doc.text.slice(b.end, tokens[k]!.start)) && nounAt(k - 1)) {
        k -= 1;
        continue;
      }
      break;
    }
    if (!joined) return false;
    // What the list follows: the sentence's start, a preposition opening it, or a verb.
    const b = tokens[k - 1];
    const opening = !b || b.sent !== t.sent;
    const sentenceStart = (x: Token) => tokens[tokens.indexOf(x) - 1]?.sent !== x.sent;
    if (
      !opening &&
      !(prev(k) && finiteOrInf(ctx, b) && onlyPos(ctx, b, ['vblex', 'vbmod', 'vbser'])) &&
      !(prev(k) && PREPOSITIONS.has(b.lower) && sentenceStart(b))
    )
      return false;
    // The nearest noun's gender shown by its ending too (the dictionary's alone is not trusted); the plural of all
    // is masculine where one of them is.
    const near = conjuncts[0]!;
    const nearWord = tokens[i - 1]!.lower;
    const shows = near.g.has('m') ? /os?$|mento$/.test(nearWord) : /(?:as?|ção|ções|dades?|gens?)$/.test(nearWord);
    if (near.g.size !== 1 || !shows) return false;
    const fits = (g: string, n: string) => aa.g.has(g) && aa.n.has(n);
    const [g2, n2] = [[...near.g][0]!, [...near.n][0]!];
    if (fits(g2, n2)) return false;
    if (aa.n.has('pl') && conjuncts.some((c) => c.g.size !== 1)) return false;
    const all = conjuncts.some((c) => c.g.has('m')) ? 'm' : 'f';
    const fix =
      aa.n.has('pl') && !aa.n.has('sg')
        ? inflectedTo(sp, t.lower, all, 'pl', aa)
        : inflectedTo(sp, t.lower, g2, n2 as 'sg' | 'pl', aa);
    if (!fix || (aa.n.has('pl') && fits(all, 'pl'))) return false;
    add(
      t,
      t,
      K.nominal,
      `"${t.text}" concorda com o nome mais próximo ou, no plural, com todos (masculino se um deles for).`,
      fix,
    );
    return true;
  },
};

export const pluralDeterminerAdjectiveSingularNoun: GrammarRule = {
  // "uma das principais causa", "os mesmos problema": a plural determiner and adjective before a singular noun.
  nome: 'determinante e adjetivo no plural antes de nome no singular',
  tipo: 'nominal',
  desdeOAjuste: true,
  exemplo: 'O desemprego é uma das principais causa da pobreza, e faltam verbas para novos alojamento.',
  contraExemplo:
    'O desemprego é uma das principais causas da pobreza, e as principais cidades sofrem; eles estão cansados hoje.',
  at: ({ ctx, sp, add, prev, i, t, n1, n2 }) => {
    if (!n1 || !n2) return false;
    const det = PLURAL_CONTRACTIONS.has(t.lower) || /^(?:os|as)$/.test(t.lower);
    // No determiner: the adjective opens a bare phrase after a preposition or a verb other than a copula ("para
    // novos alojamento", "gera graves problema"); after a copula it is the predicative.
    const bare =
      !det &&
      (/^(?:de|em|com|para|por|sem|sob|sobre|entre|contra|até|desde|após)$/.test(t.lower) ||
        (finiteOrInf(ctx, t) &&
          onlyPos(ctx, t, ['vblex', 'vbmod']) &&
          // (nor a verb with "se", "se apresentam resistentes")
          prev(i)?.lower !== 'se' &&
          ![...lemmas(ctx, t)].some((l) => COPULAS.has(l) || SEMI_COPULAS.has(l))));
    if (!det && !bare) return false;
    const aa = onlyPos(ctx, n1, ['adj']) ? agreement(ctx, n1, ['adj']) : undefined;
    if (!aa || aa.n.has('sg') || QUANTIFIERS.test(n1.lower) || /^\p{Lu}/u.test(n2.text)) return false;
    const na = agreement(ctx, n2, ['n'], false);
    if (!na || na.n.has('pl') || hasPos(ctx, n2, 'adj') || heads(ctx, n2).some((tags) => tags.includes('inf')))
      return false;
    const fix = plural(sp, n2.lower);
    if (!fix) return false;
    const from = bare ? n1 : t;
    add(
      from,
      n2,
      K.nominal,
      `"${n2.text}" concorda com "${bare ? n1.text : `${t.text} ${n1.text}`}", no plural.`,
      `${bare ? '' : `${t.text} `}${n1.text} ${fix}`,
    );
    return true;
  },
};

export const secondCoordinatedNounUnderPluralDeterminer: GrammarRule = {
  // "dos seus deveres e direito políticos": a singular noun after "e", sharing the plural determiner of the noun
  // before it, with a plural adjective of its gender after it (the two nouns meant in the plural). With its own
  // determiner ("os deveres e o direito") or no plural adjective after it, left alone.
  nome: 'segundo nome coordenado sob determinante no plural',
  tipo: 'nominal',
  desdeOAjuste: true,
  exemplo: 'Poucos conhecem os seus deveres e direito políticos.',
  contraExemplo: 'Poucos conhecem os seus deveres e direitos políticos, nem os deveres e o direito políticos.',
  at: ({ ctx, sp, add, prev, i, t, n1, n2 }) => {
    if (t.lower !== 'e' || !n1 || !n2 || /^\p{Lu}/u.test(n1.text)) return false;
    const before = prev(i);
    const det = before && prev(i - 1);
    if (!det || !(PLURAL_DET.has(det.lower) || PLURAL_CONTRACTIONS.has(det.lower))) return false;
    // After the determiner the first word is the noun ("deveres"); the second, a noun with no finite reading.
    const a1 = agreement(ctx, before, ['n'], false);
    const a2 = finiteReadings(ctx, n1).length ? undefined : agreement(ctx, n1, ['n'], false);
    // The adjective also reads as a noun ("políticos", "brasileiras"), not as a verb.
    const adj = onlyPos(ctx, n2, ['adj', 'n']) ? agreement(ctx, n2, ['adj'], false) : undefined;
    if (!a1 || !a2 || !adj || a1.n.has('sg') || a2.n.has('pl') || adj.n.has('sg')) return false;
    // The adjective of either noun's gender ("homens e mulher brasileiros": the masculine for both).
    if (![...a2.g, ...a1.g].some((g) => adj.g.has(g))) return false;
    const fix = plural(sp, n1.lower);
    if (!fix) return false;
    add(n1, n1, K.nominal, `"${n1.text}" partilha "${det.text}" com "${before.text}": vai ao plural.`, fix);
    return true;
  },
};

export const meiaForMeio: GrammarRule = {
  // "está meia cansada": before an adjective "meio" is the adverb, invariable ("meia hora" is the numeral).
  nome: 'meia por meio antes de adjetivo',
  tipo: 'nominal',
  desdeOAjuste: true,
  exemplo:
    'A população está meia cansada de promessas, e os eleitores ficam meios desanimados. As mulheres, meia esquecidas, trabalham. As idosas, meias desconfiadas da tecnologia, hesitam.',
  contraExemplo:
    'A população está meio cansada, e em meia hora a fila dobrou; os eleitores ficam meio desanimados, e são meios usados pela mídia. As mulheres, meio esquecidas, trabalham, e a meia esquecida ficou no chão. As idosas, meio desconfiadas da tecnologia, hesitam; vendem roupas, meias usadas e sapatos.',
  at: ({ ctx, tokens, add, gap, i, t, w, p, n1 }) => {
    if (!n1 || (p && hasPos(ctx, p, 'det'))) return false;
    // "As mulheres, meia esquecidas": the singular "meia" cannot agree with a plural adjective, so it is the adverb
    // wherever it stands; so is "meias" opening an aside before an adjective that closes on the clause's verb ("as
    // idosas, meias desconfiadas da tecnologia, hesitam"; not the noun in a list, "roupas, meias usadas e sapatos").
    const asideMeias =
      w === 'meias' &&
      tokens[i - 1]?.sent === t.sent &&
      /,\s*$/.test(gap(tokens[i - 1]!, t)) &&
      asideClosesOnVerb(ctx, tokens, gap, i, false);
    const beforePlural =
      (w === 'meia' || asideMeias) &&
      adjLike(ctx, n1) &&
      agreement(ctx, n1, ['adj', 'vblex'], false)?.n.has('sg') === false;
    // "ficam meios desconfiados": "meios" only after a verb of state ("são meios eficazes" is the noun).
    const state =
      w === 'meios' && [...lemmas(ctx, p)].some((l) => /^(?:estar|ficar|permanecer|parecer|continuar|andar)$/.test(l));
    if (!beforePlural && (!(/^meias?$/.test(w) || state) || !p || !finiteReadings(ctx, p).length)) return false;
    if (!adjLike(ctx, n1) && !unknownParticiple(ctx, n1)) return false;
    add(t, t, K.nominal, '"Meio" antes de adjetivo é advérbio (= um pouco) e não varia.', keepCase(t.text, 'meio'));
    return true;
  },
};

export const bastanteBeforePluralNoun: GrammarRule = {
  // "Existem bastante pessoas": before a plural noun "bastante" is the adjective and agrees ("bastantes").
  nome: 'bastante antes de nome no plural',
  tipo: 'nominal',
  desdeOAjuste: true,
  exemplo: 'Existem bastante pessoas sem acesso à internet. Além disso, bastante passageiros chegam atrasados.',
  contraExemplo:
    'As pessoas estão bastante preocupadas, e há bastantes pessoas sem acesso. Os atletas são experientes e bastante jovens, e profissionais bastante competentes chegam cedo.',
  at: ({ ctx, tokens, add, i, t, w, p, n1 }) => {
    if (w !== 'bastante' || !n1 || !hasPos(ctx, n1, 'n')) return false;
    const na = agreement(ctx, n1, ['n'], false);
    if (!na || na.n.has('sg')) return false;
    // A word also an adjective ("passageiros", "jovens") is the noun where a determiner stands: the subject of the
    // plural verb after it, or the object of a verb that takes no predicative, or after a preposition ("são
    // bastante jovens", "profissionais bastante competentes": the adverb before the adjective).
    if (!onlyPos(ctx, n1, ['n'])) {
      if (!onlyPos(ctx, n1, ['n', 'adj'])) return false;
      let k = i + 2;
      while (tokens[k] && tokens[k]!.sent === t.sent && /^(?:já|não|ainda|também|sempre|nunca)$/.test(tokens[k]!.lower))
        k++;
      const verbAfter =
        !!tokens[k] &&
        tokens[k]!.sent === t.sent &&
        spaceOnly(ctx, n1, tokens[i + 2] ?? n1) &&
        verbNumber(ctx, tokens[k]) === 'pl' &&
        (!p || opensClause(ctx, tokens, i));
      const l = [...lemmas(ctx, p)];
      const objectOf =
        !!p &&
        (PREPOSITIONS.has(p.lower) ||
          (finiteReadings(ctx, p).length > 0 &&
            onlyPos(ctx, p, ['vblex', 'vbhaver']) &&
            !l.some((x) => COPULAS.has(x) || SEMI_COPULAS.has(x) || PREDICATIVE_OF_OBJECT.has(x))));
      if (!verbAfter && !objectOf) return false;
    }
    add(t, n1, K.nominal, '"Bastante" antes de nome é adjetivo e concorda com ele.', `bastantes ${n1.text}`);
    return true;
  },
};

export const qualquerBeforePluralNoun: GrammarRule = {
  // "tomar qualquer remédios": the determiner agrees in number with its noun ("quaisquer remédios").
  nome: 'qualquer antes de nome no plural',
  tipo: 'nominal',
  desdeOAjuste: true,
  exemplo: 'Muitos tomam qualquer remédios sem orientação.',
  contraExemplo: 'Muitos tomam qualquer remédio ou quaisquer remédios sem orientação, e qualquer um pode errar.',
  at: ({ ctx, add, t, w, n1 }) => {
    if (w !== 'qualquer' || !n1 || !onlyPos(ctx, n1, ['n'])) return false;
    const na = agreement(ctx, n1, ['n']);
    if (!na || na.n.has('sg') || na.n.has('sp')) return false;
    add(
      t,
      n1,
      K.nominal,
      '"Qualquer" concorda em número com o nome: no plural, "quaisquer".',
      `${keepCase(t.text, 'quaisquer')} ${n1.text}`,
    );
    return true;
  },
};

export const bastantesBeforeAdjective: GrammarRule = {
  // "Os preços estão bastantes altos": before an adjective or participle (never a noun) "bastante" is the adverb
  // and does not vary; before a noun it is the adjective ("bastantes pessoas", "bastantes jovens").
  nome: 'bastantes antes de adjetivo',
  tipo: 'nominal',
  desdeOAjuste: true,
  exemplo: 'Os preços dos alimentos estão bastantes altos.',
  contraExemplo: 'Os preços dos alimentos estão bastante altos, e bastantes jovens e bastantes famílias sofrem.',
  at: ({ ctx, add, t, w, n1 }) => {
    if (w !== 'bastantes' || !n1 || n1.sent !== t.sent || !adjLike(ctx, n1)) return false;
    add(
      t,
      t,
      K.nominal,
      '"Bastante" antes de adjetivo é advérbio (= muito) e não varia.',
      keepCase(t.text, 'bastante'),
    );
    return true;
  },
};

export const invariableAlerta: GrammarRule = {
  // "as equipes devem permanecer alertas": after a verb of state "alerta" is the adverb (= atento), invariable ("os
  // alertas" is the noun).
  nome: 'alerta invariável depois de verbo de estado',
  tipo: 'nominal',
  desdeOAjuste: true,
  exemplo: 'As equipes deveriam permanecer alertas durante toda a temporada.',
  contraExemplo: 'As equipes deveriam permanecer alerta durante toda a temporada, e os alertas chegaram.',
  at: ({ ctx, add, t, w, p }) => {
    if (w !== 'alertas' || !p || !heads(ctx, p).some((tags) => isVerb(tags))) return false;
    if (![...lemmas(ctx, p)].some((l) => /^(?:estar|ficar|permanecer|continuar|andar)$/.test(l))) return false;
    add(t, t, K.nominal, '"Alerta" junto de verbo de estado é advérbio (= atento) e não varia.', 'alerta');
    return true;
  },
};

export const obrigadoByWoman: GrammarRule = {
  // "uma agricultora … disse apenas "muito obrigado"": the thanks (the analyser's interjection) quoted right after
  // a verb agree with who says them, that verb's subject, when it is a feminine singular noun phrase.
  nome: 'obrigado dito por uma mulher',
  tipo: 'nominal',
  desdeOAjuste: true,
  exemplo: 'A agricultora, ao receber a visita da agente, disse apenas "muito obrigado".',
  contraExemplo:
    'A agricultora, ao receber a visita da agente, disse apenas "muito obrigada", e o agricultor disse "obrigado".',
  at: ({ ctx, tokens, sp, add, gap, prev, i, t }) => {
    if (!heads(ctx, t).some((tags) => tags[0] === 'ij') || !/o$/.test(t.lower)) return false;
    const after = tokens[i + 1];
    if (!/^\s*["”»]/.test(after && after.sent === t.sent ? gap(t, after) : ctx.doc.text.slice(t.end))) return false;
    const q = prev(i) && DEGREE.has(tokens[i - 1]!.lower) ? i - 1 : i;
    let v = q - 1;
    if (v < 0 || tokens[v]!.sent !== t.sent || !/^\s*["“«]$/.test(gap(tokens[v]!, tokens[q]!))) return false;
    while (v > 0 && onlyPos(ctx, tokens[v], ['adv']) && prev(v)) v--;
    if (
      !finiteReadings(ctx, tokens[v]).length ||
      !onlyPos(ctx, tokens[v], ['vblex']) ||
      ![...lemmas(ctx, tokens[v])].some((l) => SAYING.has(l))
    )
      return false;
    // "Uma refugiada … contou que dizia": a verb with no subject of its own after "que" has the subject of the
    // finite verb before "que".
    const main =
      tokens[v - 1]?.lower === 'que' && prev(v) && prev(v - 1) && finiteReadings(ctx, tokens[v - 2]).length
        ? v - 2
        : undefined;
    const s =
      subjectHeadBefore(ctx, tokens, v) ?? (main !== undefined ? subjectHeadBefore(ctx, tokens, main) : undefined);
    if (!s || s.a.g.size !== 1 || !s.a.g.has('f') || s.a.n.size !== 1 || !s.a.n.has('sg')) return false;
    const fix = regendered(sp, t.lower, 'f');
    if (!fix || fix === t.lower) return false;
    add(t, t, K.nominal, `Quem agradece é "${s.head.text}": "${fix}".`, keepCase(t.text, fix));
    return true;
  },
};

export const mesmoProprioAfterPronoun: GrammarRule = {
  // "mesmo"/"próprio" agree with the pronoun they follow. "elas mesmo,": after "ele(s)"/"ela(s)", closing the phrase
  // (not the adverb: "elas mesmo assim", "eles mesmo sem ajuda"). "prejudicam a si mesmo": after the reflexive
  // "si", with the subject of the verb before, here plural (the verb in the third person plural in every reading);
  // its gender is the subject's where found.
  nome: 'mesmo e próprio depois de pronome',
  tipo: 'nominal',
  desdeOAjuste: true,
  exemplo:
    'Os fumantes prejudicam a si mesmo e as famílias enganam a si própria. As viúvas resolvem tudo elas mesmo. Eles, eles mesmo imigrantes, esquecem. Muitas não denunciam porque elas mesmo não se reconhecem como vítimas.',
  contraExemplo:
    'Os fumantes prejudicam a si mesmos, e os pais ensinam o filho a cuidar de si mesmo. As viúvas resolvem tudo elas mesmas, e elas mesmo assim resistem; elas mesmo não sabendo ler votam, e elas mesmas não se reconhecem.',
  at: ({ ctx, tokens, sp, add, next, prev, i, t, w }) => {
    const m = /^(mesm|própri)([oa])(s?)$/.exec(w);
    if (!m) return false;
    const pron = prev(i);
    const pm = pron && /^el([ea])(s?)$/.exec(pron.lower);
    if (pron && pm) {
      // "eles mesmo descendentes de imigrantes": a noun or adjective of the pronoun's number after it, not the
      // adverb of "elas mesmo assim".
      const n1 = next(i);
      const noun =
        !!n1 &&
        onlyPos(ctx, n1, ['n', 'adj']) &&
        agreement(ctx, n1, ['n', 'adj'], false)?.n.has(pm[2] ? 'sg' : 'pl') === false;
      // "elas mesmo não se reconhecem": the pronoun's finite verb after it (adverbs and "se" between), not a gerund
      // ("elas mesmo não sabendo", the adverb).
      let y = i + 1;
      while (next(y) && /^(?:não|se|já|nunca|também|ainda|sempre)$/.test(tokens[y]!.lower)) y++;
      const verb = n1 && (y === i + 1 || next(y - 1)) ? tokens[y] : undefined;
      const ownVerb = !!verb && verbNumber(ctx, verb) === (pm[2] ? 'pl' : 'sg');
      if ((n1 && !noun && !ownVerb) || /^\s*["”»]/.test(ctx.doc.text.slice(t.end))) return false;
      const fix = `${m[1]}${pm[1] === 'a' ? 'a' : 'o'}${pm[2]}`;
      if (fix === w || !sp.check(fix)) return false;
      add(pron, t, K.nominal, `"${t.text}" concorda com "${pron.text}".`, `${pron.text} ${fix}`);
      return true;
    }
    if (m[3] || pron?.lower !== 'si') return false;
    const prep = prev(i - 1);
    const verb = prep && /^(?:a|para)$/.test(prep.lower) ? prev(i - 2) : undefined;
    if (!verb) return false;
    const fin = finiteReadings(ctx, verb);
    if (!fin.length || !fin.every((tags) => tags.includes('p3') && tags.includes('pl'))) return false;
    if (!onlyPos(ctx, verb, ['vblex', 'vbser', 'vbhaver', 'vbmod'])) return false;
    const s = subjectHeadBefore(ctx, tokens, tokens.indexOf(verb));
    const g = s && s.a.g.size === 1 ? [...s.a.g][0] : m[2] === 'a' ? 'f' : 'm';
    const fix = `${m[1]}${g === 'f' ? 'a' : 'o'}s`;
    if (!sp.check(fix) || next(i)?.lower === 'tempo') return false;
    add(t, t, K.nominal, `"${t.text}" retoma o sujeito de "${verb.text}", no plural.`, keepCase(t.text, fix));
    return true;
  },
};

export const participleAsideAfterPluralSubject: GrammarRule = {
  // "os estudantes do campo, hoje esquecido pelo poder público, terão": a participle or adjective opening an aside
  // after the subject agrees with it — before an agent, or before a complement when the aside closes on the
  // subject's plural verb ("Os produtos, vendido a preços menores, tornam-se" → "vendidos").
  nome: 'particípio em aposto depois do sujeito no plural',
  tipo: 'nominal',
  desdeOAjuste: true,
  exemplo:
    'Os moradores da região, hoje abandonado pelo poder público, protestam. As cartas, anexo ao processo, provam o abuso.',
  contraExemplo:
    'Os moradores da região, hoje abandonados pelo poder público, protestam; entre eles, acusado pela polícia, um líder. Os moradores do bairro, conhecido pela violência, protestam. As secretarias, junto aos museus, devem agir.',
  at: ({ ctx, tokens, sp, add, gap, i, t, n1 }) => {
    let k = i;
    if (BETWEEN_SUBJECT_AND_VERB.has(t.lower) && n1) k = i + 1;
    const pp = tokens[k]!;
    const h = heads(ctx, pp);
    const participle = h.length > 0 && h.every((tags) => tags[0] === 'vblex' && tags.includes('pp'));
    // An adjective also read as a noun or a first-person verb ("anexo"), never a third-person one.
    const adjective =
      !participle &&
      h.some((tags) => tags[0] === 'adj') &&
      h.every((tags) => tags[0] === 'adj' || tags[0] === 'n' || (isVerb(tags) && tags.includes('p1')));
    if ((!participle && !adjective) || !tokens[i - 1]) return false;
    if (tokens[i - 1]!.sent !== t.sent || !/^\s*,\s*$/.test(gap(tokens[i - 1]!, t))) return false;
    // "junto a/com/de" is a prepositional locution, invariable ("as secretarias, junto aos museus, devem").
    if (pp.lower === 'junto') return false;
    const after = tokens[k + 1];
    if (!after || after.sent !== t.sent || !/^ +$/.test(gap(pp, after))) return false;
    const agent = participle && /^(?:pelo|pela|pelos|pelas|por)$/.test(after.lower);
    if (!agent && !(PREPOSITIONS.has(after.lower) && asideClosesOnVerb(ctx, tokens, gap, k + 1))) return false;
    const s =
      phraseEndingAt(ctx, tokens, i - 1) ??
      (asideClosesOnVerb(ctx, tokens, gap, k + 1) ? compoundEndingAt(ctx, tokens, i - 1) : undefined);
    if (!s || !s.a.n.has('pl') || s.a.n.has('sg')) return false;
    const a = agreement(ctx, pp, participle ? ['vblex'] : ['adj'], false);
    if (!a) return false;
    const g = s.a.g.size === 1 ? [...s.a.g][0] : undefined;
    // Singular, or plural of the other gender only.
    if (a.n.has('pl') && (!g || a.g.has(g) || a.n.has('sg'))) return false;
    // A noun of the subject's complements that the word agrees with is what it refers to ("os moradores do
    // bairro, conhecido pela violência").
    for (let x = tokens.indexOf(s.head) + 1; x < i; x++) {
      const na = agreement(ctx, tokens[x], ['n'], false);
      if (na && [...na.g].some((y) => a.g.has(y) || y === 'mf') && [...na.n].some((y) => a.n.has(y))) return false;
    }
    const fix = inflectedTo(sp, pp.lower, g, 'pl', a);
    if (!fix) return false;
    const subject = ctx.doc.text.slice(s.from.start, tokens[i - 1]!.end);
    add(pp, pp, K.nominal, `"${pp.text}" se refere a "${subject}" e concorda com o sujeito.`, fix);
    return true;
  },
};
