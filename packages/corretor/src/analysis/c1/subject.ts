// The subject of a verb, for the agreement rules: the noun phrase before it (past adverbs and an aside), a compound
// subject, the subject after it, and the antecedent of a relative "que".
import type { Token } from '../../text.js';
import { anySingular, unknownVerbPlural } from './inflect.js';
import { adjBeforeNoun, agreeingAdjNoun, nounPhrase, NP_PREPOSITIONS } from './noun-phrase.js';
import {
  adjLike,
  agreement,
  type Agreement,
  type Ctx,
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
  thirdSingular,
  unknownInfinitive,
  unknownPlural,
  unknownWord,
  verbNumber,
} from './reading.js';
import {
  ARTICLES,
  BETWEEN_SUBJECT_AND_VERB,
  CLAUSE_OPENERS,
  COLLECTIVE,
  DET_SHOWS_GENDER,
  PARTITIVE,
  PLURAL_CONTRACTIONS,
  PLURAL_COUNT,
  PLURAL_DET,
  PREPOSITIONS,
  QUANTIFIERS,
  QUANTITY,
  set,
  SUBJECT_DET,
  TIME_UNITS,
  timeSpan,
} from './words.js';

/**
 * The bare word at tokens[k], after "e", is an adjective coordinated to the adjective before "e", both of the noun
 * before that ("essa mentalidade egoísta e machista", "uma sociedade preconceituosa e individualista"), not a second
 * noun ("os jovens e adultos": the word before "e" is the phrase's noun).
 */
function coordinatedAdjective(ctx: Ctx, tokens: Token[], k: number): boolean {
  const [noun, adj, x] = [tokens[k - 3], tokens[k - 2], tokens[k]!];
  if (!noun || !adj || noun.sent !== x.sent || SUBJECT_DET.has(noun.lower) || !hasPos(ctx, noun, 'n')) return false;
  const na = agreement(ctx, noun, ['n'], false);
  const aa = agreement(ctx, adj, ['adj', 'vblex'], false);
  const xa = agreement(ctx, x, ['adj'], false);
  const fits = (a: Agreement) => !!a && !!na && [...na.g].some((g) => a.g.has(g)) && [...na.n].some((n) => a.n.has(n));
  return fits(aa) && fits(xa);
}
/**
 * "Muitos desses compostos", "vários dos produtores": a plural quantifier (PLURAL_COUNT) opening its clause at
 * tokens[k], then "de" + a plural determiner and a plural phrase ending at tokens[end]; the quantifier heads the subject.
 */
function countOverPluralPhrase(ctx: Ctx, tokens: Token[], k: number, end: number, wide: boolean, structural = false) {
  const [q, of, first] = [tokens[k]!, tokens[k + 1], tokens[k + 2]];
  if (!PLURAL_COUNT.has(q.lower) || !of || !first || k + 2 > end || !opensClause(ctx, tokens, k)) return false;
  if (
    !/^d(?:[oa]s|ess[ea]s|est[ea]s|aquel[ea]s)$/.test(of.lower) ||
    !spaceOnly(ctx, q, of) ||
    !spaceOnly(ctx, of, first)
  )
    return false;
  const part = nounPhrase(ctx, tokens, k + 2, end, wide, structural);
  return agreement(ctx, part?.head, ['n'], false)?.n.has('sg') === false;
}
/**
 * The plural subject ending at tokens[end], opening its clause: a noun phrase whose head is plural, or simple noun
 * phrases joined by "e" (and commas). Returns the subject's first token.
 */
export function pluralSubjectBefore(ctx: Ctx, tokens: Token[], end: number, wide = false): Token | undefined {
  if (end < 0) return undefined;
  for (let k = end; k >= Math.max(0, end - (wide ? 16 : 12)); k--) {
    if (tokens[k]!.sent !== tokens[end]!.sent) break;
    if (countOverPluralPhrase(ctx, tokens, k, end, wide)) return tokens[k];
    const np = nounPhrase(ctx, tokens, k, end, wide);
    if (!np) continue;
    const a = agreement(ctx, np.head, ['n', 'adj'], false);
    if (opensClause(ctx, tokens, k)) {
      if (a && a.n.size === 1 && a.n.has('pl') && !TIME_UNITS.has(np.head.lower)) return tokens[k];
      continue;
    }
    const e = tokens[k - 1]!;
    // wide: two phrases with a determiner each, joined by "e", one of them with a complement or an adjective ("a falta
    // de estrutura e o alto custo das modalidades", "os salários e a falta de reconhecimento"). A plain second phrase
    // may belong to the first one's complement ("o diálogo com a escola e a família"), unless that complement's noun
    // has no determiner while the second phrase has one ("a falta de fiscais e a lentidão").
    if (wide && e.lower === 'e' && SUBJECT_DET.has(tokens[k]!.lower)) {
      const rich = !np.simple || tokens.slice(k + 1, end + 1).some((x) => x !== np.head && adjLike(ctx, x));
      const bareComplement = k >= 3 && /^(?:de|com|em|para|sem|contra)$/.test(tokens[k - 3]!.lower);
      for (let s = k - 2; s >= Math.max(0, k - 10); s--) {
        if (tokens[s]!.sent !== tokens[k]!.sent) break;
        const first = SUBJECT_DET.has(tokens[s]!.lower) ? nounPhrase(ctx, tokens, s, k - 2, true) : undefined;
        // After "mas" the phrases may close the clause before ("não houve X, mas uma disfunção e o tratamento foi"):
        // only after a comma, with no negation before in the sentence, do they open a clause of their own.
        const mas = tokens[s - 1]?.lower === 'mas';
        const sent = tokens[s]!.sent;
        const contrast =
          mas &&
          (s < 2 ||
            tokens[s - 2]!.sent !== sent ||
            !/,\s*$/.test(ctx.doc.text.slice(tokens[s - 2]!.end, tokens[s - 1]!.start)) ||
            tokens.slice(0, s).some((x) => x.sent === sent && /^(?:não|nem|nunca|jamais)$/.test(x.lower)));
        if (!first || !opensClause(ctx, tokens, s) || contrast) continue;
        if (rich || (!first.simple && bareComplement)) return tokens[s];
      }
    }
    // "… e" + a simple phrase: the phrases before it, simple too, back to the clause's opening.
    if (!np.simple || e.lower !== 'e' || !spaceOnly(ctx, e, tokens[k]!)) continue;
    if (k === end && coordinatedAdjective(ctx, tokens, k)) continue;
    let last = k - 2;
    let conjuncts = 1;
    // The list read so far, back to a comma, when what lies before it is an opening adverbial phrase ("Em primeiro
    // lugar, o desemprego e a crise levou": "primeiro lugar" is no item of the list).
    let atComma: Token | undefined;
    while (last >= 0 && tokens[last]!.sent === tokens[k]!.sent) {
      let found = -1;
      for (let s = Math.max(0, last - 3); s <= last; s++) {
        // The phrase does not run across punctuation ("Em primeiro lugar, o desemprego": "o desemprego").
        if (tokens.slice(s, last).some((x, d) => !spaceOnly(ctx, x, tokens[s + d + 1]!))) continue;
        const p = nounPhrase(ctx, tokens, s, last);
        if (p?.simple) {
          found = s;
          break;
        }
      }
      if (found < 0) return undefined;
      conjuncts++;
      // "houve …, mas uma disfunção e o tratamento foi": after "mas" the phrases may close the clause before.
      if (tokens[found - 1]?.lower === 'mas') return undefined;
      if (opensClause(ctx, tokens, found)) {
        const b = tokens[found - 1];
        const comma =
          !!b && b.sent === tokens[found]!.sent && /,\s*$/.test(ctx.doc.text.slice(b.end, tokens[found]!.start));
        // After a comma the phrase may be one more of the list: keep going back while the one before is a phrase too.
        if (comma && found >= 2) {
          const before = nounPhrase(ctx, tokens, found - 2, found - 1) ?? nounPhrase(ctx, tokens, found - 1, found - 1);
          if (before?.simple) {
            // A bare first item may close an object list ("comprou arroz, feijão e a carne estava cara").
            if (conjuncts >= 2 && SUBJECT_DET.has(tokens[found]!.lower)) atComma = tokens[found];
            last = found - 1;
            continue;
          }
          // A bare item after a comma that follows a noun, or a word the dictionary lacks ("a dívida com aluguel, luz
          // e comida cresce"): the list may go on back into a complement.
          if (!SUBJECT_DET.has(tokens[found]!.lower) && (isNoun(ctx, b!) || unknownWord(ctx, b))) return undefined;
        }
        return conjuncts >= 2 ? tokens[found] : undefined;
      }
      // Only an opening adverbial phrase ("Em primeiro lugar,", "Durante séculos,") gives the list back; "o equilíbrio
      // entre a fé, o esforço e o estudo" is one phrase.
      let pr = found;
      while (pr > found - 3 && pr > 0 && !opensClause(ctx, tokens, pr)) pr--;
      const opener = readingsOf(ctx, tokens[pr])?.some((r) => r[0]!.tags[0] === 'pr');
      return opener && opensClause(ctx, tokens, pr) ? atComma : undefined;
    }
    return undefined;
  }
  return undefined;
}
/** Two-word adverbials that may stand between a subject and its verb. */
const ADVERB_PAIRS = new Set(['muitas vezes', 'às vezes', 'nem sempre', 'por vezes', 'quase sempre']);
/** An adverb that may stand between a subject and its verb: BETWEEN_SUBJECT_AND_VERB, or one in "-mente" ("raramente"). */
export const betweenAdverb = (ctx: Ctx, t: Token) =>
  BETWEEN_SUBJECT_AND_VERB.has(t.lower) || (/mente$/.test(t.lower) && onlyPos(ctx, t, ['adv']));
/** No finite verb in tokens[a..b] (an aside, not a clause). */
export const noFinite = (ctx: Ctx, tokens: Token[], a: number, b: number, infinitives = false) =>
  tokens.slice(a, b + 1).every(
    (x, d) =>
      !finiteReadings(ctx, x).length ||
      // "há bastante tempo", "há dez anos": the elapsed time is an adverbial, no clause of its own.
      (x.lower === 'há' &&
        (timeSpan(tokens[a + d + 1], tokens[a + d + 2]) ||
          /^(?:anos|meses|dias|décadas|séculos|semanas)$/.test(tokens[a + d + 1]?.lower ?? ''))) ||
      !onlyPos(ctx, x, ['vblex', 'vbser', 'vbhaver', 'vbmod']) ||
      // "cheias de personagens e brindes": a word read only in the second person ("tu"), never an essay's verb, is
      // a noun the dictionary lacks.
      finiteReadings(ctx, x).every((tags) => tags.includes('p2')) ||
      // "criados para atender famílias": an infinitive, also read as a future subjunctive.
      (infinitives && heads(ctx, x).some((tags) => tags.includes('inf') || tags.includes('infps'))),
  );
/**
 * From tokens[i] back over adverbs and one aside between commas (", em sua maioria,", ", segundo o IBGE,"; up to 7
 * words, no finite verb): the index of the word the phrase before them ends with, and whether anything was skipped.
 */
export function pastAside(ctx: Ctx, tokens: Token[], i: number): { end: number; skipped: boolean } | undefined {
  const t = tokens[i]!;
  const plainAt = (x: number) => spaceOnly(ctx, tokens[x]!, tokens[x + 1]!);
  let j = i - 1;
  let skipped = false;
  for (;;) {
    if (j < 0 || tokens[j]!.sent !== t.sent || !plainAt(j)) break;
    // Two-word adverbials: "muitas vezes", "às vezes", "nem sempre".
    if (j > 0 && plainAt(j - 1) && ADVERB_PAIRS.has(`${tokens[j - 1]!.lower} ${tokens[j]!.lower}`)) j -= 2;
    else if (betweenAdverb(ctx, tokens[j]!)) j--;
    else break;
    skipped = true;
  }
  if (j < 0 || tokens[j]!.sent !== t.sent) return undefined;
  if (!plainAt(j)) {
    if (!/^\s*,\s*$/.test(ctx.doc.text.slice(tokens[j]!.end, tokens[j + 1]!.start))) return undefined;
    // An aside without a verb up to 7 words; one opened by the relative "que", a participle or "sobretudo" ("os filhos, pressionados
    // por jornadas longas e por deslocamentos cansativos, mora") may be longer, up to 20. A clause opened by a relative
    // or a conjunction ("que", "onde", "quando existem", "embora") has its own verb.
    for (let o = j; o >= Math.max(1, j - 19); o--) {
      if (tokens[o - 1]!.sent !== t.sent) return undefined;
      const gap = ctx.doc.text.slice(tokens[o - 1]!.end, tokens[o]!.start);
      if (/^ +$/.test(gap)) continue;
      if (!/^\s*,\s*$/.test(gap)) return undefined;
      const rel = /^(?:que|onde|quando|embora|enquanto|caso)$/.test(tokens[o]!.lower);
      // ", com medo de perder o emprego e de parecer desinteressados,": a preposition opens a phrase that may be as
      // long, its verbs infinitives.
      const longOpener =
        heads(ctx, tokens[o]).some((tags) => isVerb(tags) && tags.includes('pp')) ||
        /^(?:sobretudo|principalmente|especialmente)$/.test(tokens[o]!.lower) ||
        (PREPOSITIONS.has(tokens[o]!.lower) && tokens[o]!.lower !== 'a');
      if (j - o > 6 && !rel && !longOpener) return undefined;
      // ", por ficarem enterradas,": a preposition and its infinitive open the aside.
      const infinitiveAside =
        /^(?:por|para|ao|sem|apesar)$/.test(tokens[o]!.lower) &&
        heads(ctx, tokens[o + 1]).some((tags) => tags.includes('inf') || tags.includes('infps'));
      if (!(noFinite(ctx, tokens, o, j, longOpener || infinitiveAside) || rel)) return undefined;
      return { end: o - 1, skipped: true };
    }
    return undefined;
  }
  return { end: j, skipped };
}
/** Words of approximation before a number, read from the phrase's first words. */
// "pelo menos", "ao menos", "no mínimo": a lower bound before the number, like "mais de".
const APPROXIMATIONS =
  /^(?:mais de|menos de|cerca de|perto de|quase|aproximadamente|pelo menos|ao menos|no mínimo)(?= )/;
export const APPROXIMATIONS_BEFORE = ['mais de', 'menos de', 'cerca de', 'perto de', 'quase', 'aproximadamente'];
const PLURAL_QUANTIFIER = set(
  'os as muitos muitas vários várias diversos diversas inúmeros inúmeras poucos poucas alguns algumas outros outras tantos tantas certos certas novos novas graves grandes',
);
/** Prepositions of the place, time or manner adjuncts that may stand between a verb and its subject after it. */
const ADJUNCT_PREPOSITIONS = set('em no na nos nas pelo pela pelos pelas ao aos à às durante com');
/**
 * From tokens[x] on past adverbs and, with `adjuncts`, prepositional phrases ("diariamente nas ruas da capital",
 * "hoje no país", "a cada dia"): a preposition, a noun or a name with its adjectives and one "de" complement. The
 * index of the first word after them (x itself when nothing was skipped).
 */
export function pastAdjuncts(ctx: Ctx, tokens: Token[], x: number, adjuncts: boolean): number {
  const sent = tokens[x]?.sent;
  const plainAfter = (y: number) => tokens[y + 1]?.sent === sent && spaceOnly(ctx, tokens[y]!, tokens[y + 1]!);
  const nounOrName = (y: number) =>
    !!tokens[y] &&
    !QUANTIFIERS.test(tokens[y]!.lower) &&
    (/^\p{Lu}/u.test(tokens[y]!.text) ||
      // A first-person reading is no verb here ("com atraso").
      (isNoun(ctx, tokens[y]!) && !finiteReadings(ctx, tokens[y]).some((tags) => !tags.includes('p1'))));
  for (;;) {
    const from = x;
    while (plainAfter(x) && betweenAdverb(ctx, tokens[x]!)) x++;
    // "a" before a plural noun is the preposition ("falta a milhões de brasileiros serviços").
    const toPlural =
      tokens[x]!.lower === 'a' &&
      (tokens[x + 1]?.lower === 'cada' || agreement(ctx, tokens[x + 1], ['n'])?.n.has('sg') === false);
    if (adjuncts && plainAfter(x) && (ADJUNCT_PREPOSITIONS.has(tokens[x]!.lower) || toPlural)) {
      let y = x + 1;
      if (/^(?:o|a|os|as|cada)$/.test(tokens[y]!.lower) && plainAfter(y)) y++;
      // "pelas grandes cidades": an adjective of the noun's gender and number before it.
      if (
        plainAfter(y) &&
        !QUANTIFIERS.test(tokens[y]!.lower) &&
        onlyPos(ctx, tokens[y], ['adj']) &&
        nounOrName(y + 1) &&
        adjBeforeNoun(ctx, tokens[y]!, tokens[y + 1]!)
      )
        y++;
      if (!nounOrName(y) || !plainAfter(y)) return from;
      y++;
      // Its adjectives, not a quantifier that opens the subject ("nas capitais muitos imóveis").
      for (;;) {
        if (
          plainAfter(y) &&
          (adjLike(ctx, tokens[y]!) || agreeingAdjNoun(ctx, tokens[y - 1]!, tokens[y]!)) &&
          !PLURAL_QUANTIFIER.has(tokens[y]!.lower)
        )
          y++;
        // "nas regiões mais afastadas"
        else if (plainAfter(y + 1) && /^(?:mais|menos|muito)$/.test(tokens[y]!.lower) && adjLike(ctx, tokens[y + 1]!))
          y += 2;
        else break;
      }
      if (/^d[eoa]s?$/.test(tokens[y]!.lower) && plainAfter(y) && nounOrName(y + 1) && plainAfter(y + 1)) y += 2;
      x = y;
    }
    if (x === from) return x;
  }
}
/** What `subjectAfter` may also read; `from`: the subject is looked for from this token on, past adverbs only. */
type SubjectAfterOptions = {
  /** The verb takes no predicative ("faltar", "existir"): a plural noun that is also an adjective is the noun. */
  noPredicative?: boolean;
  from?: number;
};
/**
 * The plural noun phrase after the verb at tokens[i], past adverbs and one aside between commas: a quantifier or an
 * article and a plural noun, or a bare plural noun ("Falta creches"). `time`: only a span of time ("décadas", "dois
 * anos"). Returns the noun, or undefined.
 */
export function subjectAfter(
  ctx: Ctx,
  tokens: Token[],
  i: number,
  time = false,
  adjuncts = false,
  { noPredicative = false, from }: SubjectAfterOptions = {},
): Token | undefined {
  const t = tokens[i]!;
  const gapAt = (x: number) => ctx.doc.text.slice(tokens[x]!.end, tokens[x + 1]?.start ?? tokens[x]!.end);
  let x = from ?? i + 1;
  const same = (y: number) => !!tokens[y] && tokens[y]!.sent === t.sent;
  if (!same(x)) return undefined;
  if (from !== undefined) adjuncts = false;
  else if (/^\s*,\s*$/.test(gapAt(i))) {
    const c = asideClose(ctx, tokens, x, 7);
    if (c === undefined) return undefined;
    x = c + 1;
  } else if (!/^ +$/.test(gapAt(i))) return undefined;
  x = pastAdjuncts(ctx, tokens, x, adjuncts);
  // An approximation before a number ("mais de vinte anos", "cerca de mil casos", "quase trinta"): the number follows.
  const approxWords = APPROXIMATIONS.exec(
    tokens
      .slice(x, x + 3)
      .map((y) => y.lower)
      .join(' '),
  )?.[0].split(' ').length;
  const num = x + (approxWords ?? 0);
  let quantified = false;
  if (approxWords && same(num + 1) && QUANTITY.test(tokens[num]!.lower) && !/^(?:um|uma)$/.test(tokens[num]!.lower)) {
    x = num + 1;
    // "trinta mil abrigos": the thousands belong to the number.
    if (same(x + 1) && tokens[x]!.lower === 'mil') x++;
    quantified = true;
  } else if (
    same(x + 1) &&
    /^ +$/.test(gapAt(x)) &&
    (PLURAL_QUANTIFIER.has(tokens[x]!.lower) || (time && QUANTITY.test(tokens[x]!.lower)))
  ) {
    x++;
    quantified = true;
    // "as primeiras leis": a plural adjective between the article and the noun.
    if (
      same(x + 1) &&
      /^ +$/.test(gapAt(x)) &&
      onlyPos(ctx, tokens[x], ['adj']) &&
      agreement(ctx, tokens[x], ['adj'])?.n.has('sg') === false &&
      // "muitos imóveis abandonados": the adjective-only word is the noun when a participle follows.
      !adjLike(ctx, tokens[x + 1]!)
    )
      x++;
  } else if (
    same(x + 1) &&
    /^ +$/.test(gapAt(x)) &&
    hasPos(ctx, tokens[x], 'adj') &&
    !finiteReadings(ctx, tokens[x]).length &&
    isNoun(ctx, tokens[x + 1]!) &&
    adjBeforeNoun(ctx, tokens[x]!, tokens[x + 1]!)
  )
    // A bare noun with an adjective of its gender and number before it ("longas filas", "sérios problemas").
    x++;
  const noun = tokens[x];
  if (!noun || !same(x) || /^\p{Lu}/u.test(noun.text) || /^vez/.test(noun.lower)) return undefined;
  if (time !== TIME_UNITS.has(noun.lower)) return undefined;
  // A plural the analyser does not know ("creches"), read by its ending when the speller knows the word.
  if (!time && unknownPlural(ctx, noun) && ctx.sp.check(noun.lower)) return noun;
  // A bare noun may also read as a participle ("haverão resultados"), never as a finite verb or an adjective.
  // After a quantifier an adjective is the noun ("muitos imóveis").
  const a = agreement(ctx, noun, ['n'], false) ?? (quantified ? agreement(ctx, noun, ['adj']) : undefined);
  if (!a || a.n.size !== 1 || !a.n.has('pl')) return undefined;
  if (
    !quantified &&
    (finiteReadings(ctx, noun).length ||
      // "dispositivos que permitiam": a relative clause after the word makes it a noun.
      (hasPos(ctx, noun, 'adj') &&
        !pluralAdjAfter(ctx, tokens, x) &&
        !(same(x + 1) && tokens[x + 1]!.lower === 'que') &&
        // "Falta técnicos para orientar": no predicative, and no noun after it that it could qualify.
        !(noPredicative && isNoun(ctx, noun) && !(same(x + 1) && isNoun(ctx, tokens[x + 1]!)))))
  )
    return undefined;
  return noun;
}
/**
 * tokens[from..c] with only spaces between them, at most `max` words, no finite verb, and a comma after tokens[c] with
 * the sentence going on: c, or undefined.
 */
export function asideClose(ctx: Ctx, tokens: Token[], from: number, max: number): number | undefined {
  const sent = tokens[from]?.sent;
  const same = (y: number) => !!tokens[y] && tokens[y]!.sent === sent;
  let c = from;
  while (same(c + 1) && c < from + max && spaceOnly(ctx, tokens[c]!, tokens[c + 1]!)) c++;
  if (!same(c + 1) || !/^\s*,\s*$/.test(ctx.doc.text.slice(tokens[c]!.end, tokens[c + 1]!.start))) return undefined;
  return noFinite(ctx, tokens, from, c) || commentClause(ctx, tokens, from, c) ? c : undefined;
}
/**
 * tokens[from..c] is a comment of the speaker between commas, "ser" in the third person singular and a noun or
 * adjective ("é verdade", "é claro"): an aside with a verb of its own that leaves the clause around it as it was.
 */
const commentClause = (ctx: Ctx, tokens: Token[], from: number, c: number) =>
  c === from + 1 &&
  lemmas(ctx, tokens[from]!).has('ser') &&
  finiteReadings(ctx, tokens[from]).some((tags) => tags.includes('p3') && tags.includes('sg')) &&
  onlyPos(ctx, tokens[c], ['n', 'adj']);
/**
 * "Circula pelas grandes cidades, todos os dias, milhares de jovens", "Resta no campo, assim, apenas os pais": after
 * the verb opening its clause, a prepositional adjunct (or an adverb) closed by a comma and an aside between commas, then the plural
 * subject; not one a verb follows ("Chega à escola, todos os dias, os alunos entram"), which opens a clause of its own.
 */
export function subjectPastAdjunctAndAside(
  ctx: Ctx,
  tokens: Token[],
  i: number,
  noPredicative: boolean,
): Token | undefined {
  const p = tokens[i + 1];
  // (or an adverb in "-mente": "Circula diariamente, nas redes sociais, milhares de boatos")
  const adjunct = !!p && (ADJUNCT_PREPOSITIONS.has(p.lower) || betweenAdverb(ctx, p));
  if (!p || p.sent !== tokens[i]!.sent || !spaceOnly(ctx, tokens[i]!, p) || !adjunct) return undefined;
  const c1 = asideClose(ctx, tokens, i + 1, 5);
  const c2 = c1 === undefined ? undefined : asideClose(ctx, tokens, c1 + 1, 6);
  if (c2 === undefined) return undefined;
  const noun = subjectAfter(ctx, tokens, i, false, false, { noPredicative, from: c2 + 1 });
  if (!noun) return undefined;
  for (let y = tokens.indexOf(noun) + 1; y <= tokens.indexOf(noun) + 4 && tokens[y]?.sent === noun.sent; y++) {
    if (!spaceOnly(ctx, tokens[y - 1]!, tokens[y]!)) break;
    if (finiteReadings(ctx, tokens[y]).length && onlyPos(ctx, tokens[y], ['vblex', 'vbser', 'vbhaver', 'vbmod']))
      return undefined;
  }
  return noun;
}
/**
 * tokens[x] (a plural word that is a noun or an adjective) is followed by an adjective or participle of the plural only
 * ("Falta políticas públicas", "professores qualificados"): then tokens[x] is the noun.
 */
export function pluralAdjAfter(ctx: Ctx, tokens: Token[], x: number): boolean {
  const a = tokens[x + 1];
  return (
    !!a &&
    a.sent === tokens[x]!.sent &&
    spaceOnly(ctx, tokens[x]!, a) &&
    adjLike(ctx, a) &&
    agreement(ctx, a, ['adj', 'vblex'], false)?.n.has('sg') === false
  );
}
/** Adverbs that make a prepositional locution with "de"/"em" ("diante de", "além de", "dentro de"). */
const LOCUTION_BEFORE_DE = set('diante além dentro através perto longe acima abaixo fora antes depois');
/**
 * The plural noun phrase the relative "que" at tokens[q] takes up ("os eventos que", "políticos responsáveis que"):
 * its head noun, or undefined where the antecedent is singular, open ("a maioria dos jovens que", "um dos que") or
 * "que" is no relative ("tantos casos que", the cleft "é nas redes que").
 */
export function pluralAntecedent(
  ctx: Ctx,
  tokens: Token[],
  q: number,
  prev: (i: number) => Token | undefined,
): Token | undefined {
  // The plural words before "que" (nouns, adjectives, participles), up to three: the first noun is the head.
  const k = q - 1;
  const pluralNominal = (x: Token) => {
    const h = heads(ctx, x);
    const a = agreement(ctx, x, ['n', 'adj', 'vblex']);
    // "os alimentos ultraprocessados, que": a plural word the analyser lacks, after the noun it qualifies (the head
    // is still a noun the analyser reads, below).
    if (unknownPlural(ctx, x)) return true;
    return (
      h.length > 0 &&
      h.every((tags) => tags[0] === 'n' || tags[0] === 'adj' || (tags[0] === 'vblex' && tags.includes('pp'))) &&
      !!a &&
      a.n.size === 1 &&
      a.n.has('pl')
    );
  };
  // ", que": the explanatory relative after a comma ("os pobres, que não tem"), its phrase opened by a plural
  // determiner (below).
  const comma =
    !prev(q) &&
    q > 0 &&
    tokens[k]!.sent === tokens[q]!.sent &&
    /^\s*,\s*$/.test(ctx.doc.text.slice(tokens[k]!.end, tokens[q]!.start));
  let first = k + 1;
  while (
    first - 1 >= 0 &&
    k - first < 2 &&
    (prev(first) === tokens[first - 1] || (comma && first === q)) &&
    pluralNominal(tokens[first - 1]!)
  )
    first--;
  // "tantos casos que fica difícil": the consecutive "tanto … que", not a relative.
  if (tokens.slice(first - 1, k + 1).some((x) => /^(?:tant|tais|tamanh)/.test(x.lower))) return undefined;
  const head = tokens.slice(first, k + 1).find((x) => hasPos(ctx, x, 'n'));
  if (!head || TIME_UNITS.has(head.lower)) return undefined;
  // Before the phrase, a plural determiner, a preposition other than "de" or a verb; "de", a numeral or "um" make
  // it a complement whose antecedent is open.
  const before = prev(first);
  // "é nas redes que circula a mentira": the cleft sentence, "que" after "ser" + an adverbial.
  let adverbial = false;
  for (let c = first - 1; c >= Math.max(0, first - 4) && tokens[c]!.sent === tokens[q]!.sent; c--) {
    if (lemmas(ctx, tokens[c]).has('ser')) {
      if (adverbial || c !== first - 2 || !/^(?:os|as)$/.test(tokens[first - 1]!.lower)) return undefined;
      break;
    }
    if (PREPOSITIONS.has(tokens[c]!.lower)) adverbial = true;
    else if (!PLURAL_DET.has(tokens[c]!.lower)) break;
  }
  // A plural complement of a plural phrase ("as ofensas nas redes sociais, que"): plural whichever it takes up.
  if (before && PLURAL_CONTRACTIONS.has(before.lower) && !QUANTIFIERS.test(before.lower)) {
    let o = tokens.indexOf(before) - 1;
    while (o > 0 && prev(o + 1) && pluralNominal(tokens[o]!) && !hasPos(ctx, tokens[o], 'n')) o--;
    const outer = prev(o + 1);
    const det = outer && prev(o);
    if (outer && det && pluralNominal(outer) && hasPos(ctx, outer, 'n') && PLURAL_DET.has(det.lower)) return outer;
  }
  // "diante das facções criminosas, que tem": a contraction after a prepositional locution heads no noun of its own
  // phrase, and its plural noun is the antecedent.
  const locution =
    !!before &&
    /^(?:d[oa]s|n[oa]s)$/.test(before.lower) &&
    LOCUTION_BEFORE_DE.has(tokens[tokens.indexOf(before) - 1]?.lower ?? '') &&
    !/^\p{Lu}/u.test(head.text);
  if (locution) return head;
  // After a comma, "aos reitores, que não pretende" may be the complement of a verb of saying before its "que" clause:
  // a plural determiner, no contraction, and no name ("os Estados Unidos, que").
  if (comma && (!before || !PLURAL_DET.has(before.lower) || /^\p{Lu}/u.test(head.text))) return undefined;
  // "o Brasil é um dos países que mais produzem": after "ser" + "um dos"/"uma das", the predicative that classes the
  // subject among the many, the relative takes up the plural. As the subject ("Um dos problemas que mais preocupa é")
  // the singular stays admitted.
  const one = before && /^d[oa]s$/.test(before.lower) ? prev(tokens.indexOf(before)) : undefined;
  const copula = one && /^(?:um|uma)$/.test(one.lower) ? prev(tokens.indexOf(one)) : undefined;
  if (copula && lemmas(ctx, copula).has('ser') && finiteReadings(ctx, copula).length) return head;
  if (before) {
    const b = before.lower;
    if (
      /^(?:de|d[oa]s|d[eo]ss[ea]s|dest[ea]s|daquel[ea]s|n[oa]s|n[eo]ss[ea]s|nest[ea]s|naquel[ea]s|cerca|um|uma|entre)$/.test(
        b,
      ) ||
      QUANTITY.test(b)
    )
      return undefined;
    if (!PLURAL_DET.has(b) && !PLURAL_CONTRACTIONS.has(b) && !PREPOSITIONS.has(b) && !finiteOrInf(ctx, before))
      return undefined;
  }
  return head;
}
/**
 * "As jovens de famílias de baixa renda, que já enfrenta": after a comma, "que" takes up the plural head of the noun
 * phrase opening the clause before it when the phrase's complements are bare nouns ("de famílias", "de baixa renda":
 * kinds, with no article), which an explanatory relative seldom takes up. The head, or undefined.
 */
export function bareComplementAntecedent(ctx: Ctx, tokens: Token[], q: number): Token | undefined {
  const k = q - 1;
  if (
    k < 1 ||
    tokens[k]!.sent !== tokens[q]!.sent ||
    !/^\s*,\s*$/.test(ctx.doc.text.slice(tokens[k]!.end, tokens[q]!.start))
  )
    return undefined;
  const s = phraseEndingAt(ctx, tokens, k);
  if (!s || s.a.n.has('sg') || !PLURAL_DET.has(s.from.lower)) return undefined;
  const rest = tokens.slice(tokens.indexOf(s.head) + 1, k + 1);
  if (!rest.some((x) => x.lower === 'de')) return undefined;
  if (rest.some((x) => SUBJECT_DET.has(x.lower) || (PREPOSITIONS.has(x.lower) && !/^(?:de|em|com|sem)$/.test(x.lower))))
    return undefined;
  return s.head;
}
/**
 * "O país perderá espécies que nem chegou a conhecer": the plural antecedent ending at tokens[h] is the object of a
 * third-person singular verb right before its phrase, and the relative's verb at tokens[v] (past an auxiliary chain,
 * "chegou a conhecer", "pode ver") has no object after it: "que" is then most often that verb's object, its subject
 * the main clause's. "Ignora as famílias que sequer recebe ajuda" keeps its mark: the verb has an object.
 */
export function objectRelative(ctx: Ctx, tokens: Token[], h: number, v: number): boolean {
  const sent = tokens[v]!.sent;
  let s = h;
  while (s > 0 && tokens[s - 1]!.sent === sent && (ARTICLES.has(tokens[s - 1]!.lower) || adjLike(ctx, tokens[s - 1]!)))
    s--;
  const main = tokens[s - 1];
  if (!main || main.sent !== sent || !thirdSingular(finiteReadings(ctx, main))) return false;
  let x = v + 1;
  const plain = (z: number) => spaceOnly(ctx, tokens[z - 1]!, tokens[z]!);
  const inChain = (z: number) => !!tokens[z] && tokens[z]!.sent === sent && plain(z);
  for (;;) {
    if (inChain(x) && /^(?:a|de)$/.test(tokens[x]!.lower) && inChain(x + 1) && onlyInfinitive(ctx, tokens[x + 1]!))
      x += 2;
    else if (inChain(x) && onlyInfinitive(ctx, tokens[x]!)) x++;
    else break;
  }
  // Only an auxiliary chain ending in an infinitive says so: a verb alone with nothing after it may be intransitive
  // ("jovens que trabalha").
  if (x === v + 1) return false;
  const n = tokens[x];
  if (!n || n.sent !== sent || !plain(x)) return true;
  return onlyPos(ctx, n, ['adv']) || (PREPOSITIONS.has(n.lower) && !ARTICLES.has(n.lower));
}
/**
 * "A população não é consultada sobre os riscos que corre.": the plural antecedent `head` is a prepositional complement,
 * the relative's verb at tokens[v] closes its clause with nothing after it, and the sentence's subject, before its first
 * verb, is singular: "que" is most often that verb's object and its subject the sentence's.
 */
export function mainSubjectRelative(ctx: Ctx, tokens: Token[], head: Token, v: number): boolean {
  const sent = tokens[v]!.sent;
  const after = tokens[v + 1];
  if (after && after.sent === sent && spaceOnly(ctx, tokens[v]!, after)) return false;
  let s = tokens.indexOf(head);
  while (
    s > 0 &&
    tokens[s - 1]!.sent === sent &&
    (adjLike(ctx, tokens[s - 1]!) || SUBJECT_DET.has(tokens[s - 1]!.lower))
  )
    s--;
  const before = tokens[s - 1];
  if (!before || before.sent !== sent || !(PREPOSITIONS.has(before.lower) || PLURAL_CONTRACTIONS.has(before.lower)))
    return false;
  const first = tokens.findIndex((x, k) => k < s && x.sent === sent && verbNumber(ctx, x));
  const subject = first < 0 ? undefined : subjectHeadBefore(ctx, tokens, first);
  return !!subject && subject.a.n.has('sg') && !subject.a.n.has('pl');
}
/**
 * "políticos que priorizem a saúde e que saiba ouvir": for the relative "que" after "e", the plural antecedent of the
 * relative before it in the sentence (its "que" right before its verb, no other "que" between), or undefined.
 */
export function coordinatedRelative(
  ctx: Ctx,
  tokens: Token[],
  que: Token,
  prev: (i: number) => Token | undefined,
): Token | undefined {
  const e = prev(tokens.indexOf(que));
  if (e?.lower !== 'e') return undefined;
  const ei = tokens.indexOf(e);
  for (let q = ei - 1; q >= Math.max(0, ei - 15) && tokens[q]!.sent === que.sent; q--) {
    if (/[;:]/.test(ctx.doc.text.slice(tokens[q]!.end, tokens[q + 1]!.start))) return undefined;
    if (tokens[q]!.lower !== 'que') continue;
    let v = q + 1;
    while (v < ei && BETWEEN_SUBJECT_AND_VERB.has(tokens[v]!.lower)) v++;
    // Its verb: one the analyser reads, or one it lacks whose other number the dictionary knows ("priorize",
    // "priorizem").
    const x = tokens[v]!;
    const unknownPlural = unknownWord(ctx, x) && /\p{Ll}(?:am|em)$/u.test(x.text) && !!anySingular(ctx.sp, x.lower);
    if (!verbNumber(ctx, x) && !unknownPlural && !unknownVerbPlural(ctx, ctx.sp, x)) return undefined;
    return pluralAntecedent(ctx, tokens, q, prev);
  }
  return undefined;
}
/**
 * "meninas que deixam a escola, adiam sonhos e passa a depender": the verb at tokens[v], right after a comma, is a later
 * item of a list of verb phrases opened by the relative "que" and its plural verb (its object between, no other verb):
 * the relative's plural antecedent, or undefined.
 */
export function relativeListAntecedent(
  ctx: Ctx,
  tokens: Token[],
  v: number,
  prev: (i: number) => Token | undefined,
): Token | undefined {
  const sent = tokens[v]!.sent;
  const gapAt = (x: number) => ctx.doc.text.slice(tokens[x]!.end, tokens[x + 1]!.start);
  if (v < 2 || tokens[v - 1]!.sent !== sent || !/^\s*,\s*$/.test(gapAt(v - 1))) return undefined;
  for (let q = v - 2; q >= Math.max(0, v - 12) && tokens[q]!.sent === sent; q--) {
    if (/[;:]/.test(gapAt(q))) return undefined;
    if (tokens[q]!.lower !== 'que') continue;
    let y = q + 1;
    while (y < v && betweenAdverb(ctx, tokens[y]!)) y++;
    if (verbNumber(ctx, tokens[y]) !== 'pl') return undefined;
    if (tokens.slice(y + 1, v - 1).some((x) => verbNumber(ctx, x))) return undefined;
    return pluralAntecedent(ctx, tokens, q, prev);
  }
  return undefined;
}
/** A subject noun phrase: its first token, its head noun and the head's gender and number. */
type SubjectHead = { from: Token; head: Token; a: NonNullable<Agreement> };
/**
 * A plural noun phrase with no determiner opening the sentence and ending right before the verb at tokens[i], past
 * adverbs ("Empresas privadas destinam"): the bare subject subjectHeadBefore leaves out. Not after a comma or "que",
 * where a bare plural may be an object put first or a complement.
 */
export function barePluralSubject(ctx: Ctx, tokens: Token[], i: number): SubjectHead | undefined {
  const back = pastAside(ctx, tokens, i);
  if (!back || back.skipped) return undefined;
  let k = back.end;
  while (k > 0 && tokens[k - 1]!.sent === tokens[i]!.sent) k--;
  if (back.end - k > 3 || !/^\p{Lu}/u.test(tokens[k]!.text)) return undefined;
  const np = nounPhrase(ctx, tokens, k, back.end);
  if (!np || !np.simple || np.head !== tokens[k]) return undefined;
  const a = agreement(ctx, np.head, ['n']);
  if (!a || a.n.size !== 1 || !a.n.has('pl') || TIME_UNITS.has(np.head.lower)) return undefined;
  return { from: tokens[k]!, head: np.head, a };
}
/**
 * "milhares de casas": after a word that counts thousands or hundreds, the noun counted, whose gender a participle
 * takes ("foram construídas milhares de casas"); undefined for any other phrase.
 */
export function countedNoun(tokens: Token[], k: number): Token | undefined {
  const [q, de, noun] = [tokens[k], tokens[k + 1], tokens[k + 2]];
  if (!q || !noun || noun.sent !== q.sent || de?.lower !== 'de') return undefined;
  return /^(?:milhares|milhões|bilhões|centenas|dezenas)$/.test(q.lower) ? noun : undefined;
}
/**
 * A word that is only a finite verb a few words after tokens[i], in the same clause (no punctuation, conjunction or
 * relative between): then tokens[i], also an adjective ("As ruas limpa da cidade atraem"), is the adjective.
 */
export function verbLater(ctx: Ctx, tokens: Token[], i: number): boolean {
  for (let x = i + 1; x <= i + 6 && tokens[x]?.sent === tokens[i]!.sent; x++) {
    if (!spaceOnly(ctx, tokens[x - 1]!, tokens[x]!)) return false;
    if (CLAUSE_OPENERS.has(tokens[x]!.lower) || /^(?:e|ou|nem)$/.test(tokens[x]!.lower)) return false;
    if (verbNumber(ctx, tokens[x])) return true;
  }
  return false;
}
/**
 * A simple subject right before the verb at `i`: a personal pronoun, or determiner + noun (+ adjective) opening the
 * clause — not after a preposition (then the noun phrase is a complement: "a violência contra as mulheres cresce").
 */
export function subjectBefore(
  ctx: Ctx,
  tokens: Token[],
  i: number,
  prev: (i: number) => Token | undefined,
  /** Also a subject after an adverb, a noun or a name that is no verb ("Desde os primórdios as mulheres é"). */
  loose = false,
  /** The verb also reads as a noun, and what follows it makes it the verb ("as mulheres luta por"). */
  nounVerb = false,
): { from: Token; head: Token; number: 'sg' | 'pl' } | undefined {
  const p1 = prev(i);
  if (!p1) return undefined;
  if (/^(?:eles|elas)$/.test(p1.lower) && !PREPOSITIONS.has(tokens[i - 2]?.lower ?? ''))
    return { from: p1, head: p1, number: 'pl' };
  if (/^(?:ele|ela)$/.test(p1.lower) && !PREPOSITIONS.has(tokens[i - 2]?.lower ?? ''))
    return { from: p1, head: p1, number: 'sg' };
  // determiner + noun, determiner + noun + adjective, determiner + noun + "de" + noun ("os índices de violência")
  for (const [detAt, nounAt] of [
    [i - 2, i - 1],
    [i - 3, i - 2],
    [i - 4, i - 3],
  ] as const) {
    const det = tokens[detAt];
    const noun = tokens[nounAt];
    if (!det || !noun || det.sent !== tokens[i]!.sent || !SUBJECT_DET.has(det.lower) || prev(nounAt) !== det) continue;
    // In the loose reading the adjective may also be a noun of the same number ("os jovens brasileiros tem").
    const adjAfter = (a: Token) =>
      !!agreement(ctx, a, ['adj']) ||
      (loose &&
        hasPos(ctx, a, 'adj') &&
        !finiteReadings(ctx, a).length &&
        agreement(ctx, a, ['adj'], false)?.n.size === 1 &&
        [...agreement(ctx, a, ['adj'], false)!.n].every((x) => agreement(ctx, noun, ['n', 'adj'], false)?.n.has(x)));
    if (nounAt === i - 2 && !(prev(i - 1) === noun && adjAfter(tokens[i - 1]!))) continue;
    if (
      nounAt === i - 3 &&
      !(
        /^d[eoa]s?$/.test(tokens[i - 2]!.lower) &&
        prev(i - 2) === noun &&
        prev(i - 1) === tokens[i - 2] &&
        agreement(ctx, tokens[i - 1], ['n'], false)
      )
    )
      continue;
    const before = tokens[detAt - 1];
    // The subject opens the sentence or a clause (after a comma or a subordinating word), never after a preposition,
    // a verb or "e" ("o Estado, a mídia e a escola podem").
    if (
      before &&
      before.sent === det.sent &&
      !/[,;:]\s*$/.test(ctx.doc.text.slice(before.end, det.start)) &&
      !/^(?:que|porque|pois|quando|se|como|enquanto|onde|mas|embora)$/.test(before.lower) &&
      !(
        loose &&
        !PREPOSITIONS.has(before.lower) &&
        // "Repensar nossos hábitos é essencial": the phrase is the object of an infinitive, itself the subject.
        !unknownInfinitive(ctx, before) &&
        !/^(?:ou|nem|com)$/.test(before.lower) &&
        // After "e" a plural subject wants a plural verb, coordinated or not ("… e os hospitais não tinha").
        ((before.lower === 'e' &&
          PLURAL_DET.has(det.lower) &&
          !tokens.slice(Math.max(0, detAt - 9), detAt - 1).some((x) => x.sent === det.sent && x.lower === 'entre')) ||
          /^(?:qual|quais|entanto|assim|hoje|ainda|então|\d+)$/.test(before.lower) ||
          // "Nem todos os cidadãos", not "de todos os países".
          (/^tod[oa]s$/.test(before.lower) && !PREPOSITIONS.has(tokens[detAt - 2]?.lower ?? '')) ||
          // an adverb the analyser does not know ("infelizmente")
          (/mente$/.test(before.lower) && unknownWord(ctx, before)) ||
          ((/^\p{Lu}/u.test(before.text) ||
            hasPos(ctx, before, 'adv') ||
            hasPos(ctx, before, 'n') ||
            hasPos(ctx, before, 'np') ||
            onlyPos(ctx, before, ['adj'])) &&
            !finiteReadings(ctx, before).length))
      )
    )
      continue;
    const detPl = PLURAL_DET.has(det.lower) || /^(?:uns|umas)$/.test(det.lower);
    // A plural noun the analyser does not know ("os sambódromos"), by its ending after a plural determiner.
    const na =
      agreement(ctx, noun, ['n', 'adj'], false) ??
      (loose && detPl && unknownPlural(ctx, noun) ? { g: new Set(['m', 'f']), n: new Set(['pl']) } : undefined);
    if (
      !na ||
      na.n.size !== 1 ||
      !na.n.has(detPl ? 'pl' : 'sg') ||
      COLLECTIVE.has(noun.lower) ||
      TIME_UNITS.has(noun.lower) ||
      /^vez(?:es)?$/.test(noun.lower) ||
      // "Um terço dos alunos abandonaram": a partitive head with its complement may agree with either.
      (nounAt === i - 3 && PARTITIVE.test(noun.lower))
    )
      continue;
    if (/^(?:a|as|o|os)$/.test(det.lower) && hasPos(ctx, tokens[i], 'n') && !nounVerb) continue;
    return { from: det, head: noun, number: detPl ? 'pl' : 'sg' };
  }
  return undefined;
}
/**
 * "A Caatinga e a Mata Atlântica", "o governo e a escola": two phrases joined by "e" opening the clause and ending at
 * tokens[end], each a determiner that shows its gender, then a noun or a name, and adjectives or names. Plural;
 * feminine when both are.
 */
export function compoundEndingAt(ctx: Ctx, tokens: Token[], end: number): SubjectHead | undefined {
  const sent = tokens[end]!.sent;
  const name = (t: Token) => /^\p{Lu}/u.test(t.text);
  const genderOf = (k: number, last: number): 'm' | 'f' | undefined => {
    const det = tokens[k]!.lower;
    // "Bueiros e córregos": a bare plural noun (capitalised only opening the sentence), its gender its own.
    const bare =
      !SUBJECT_DET.has(det) &&
      (!name(tokens[k]!) || tokens[k - 1]?.sent !== sent) &&
      isNoun(ctx, tokens[k]!) &&
      !finiteReadings(ctx, tokens[k]).length
        ? agreement(ctx, tokens[k], ['n'], false)
        : undefined;
    if (bare) {
      if (bare.g.size !== 1 || bare.n.has('sg')) return undefined;
      for (let x = k + 1; x <= last; x++)
        if (!spaceOnly(ctx, tokens[x - 1]!, tokens[x]!) || !adjLike(ctx, tokens[x]!)) return undefined;
      return [...bare.g][0] as 'm' | 'f';
    }
    const g = DET_SHOWS_GENDER[det] ?? (det === 'a' ? 'f' : undefined);
    if (!g || !SUBJECT_DET.has(det) || last <= k) return undefined;
    for (let x = k + 1; x <= last; x++) {
      if (tokens[x]!.sent !== sent || !spaceOnly(ctx, tokens[x - 1]!, tokens[x]!)) return undefined;
      if (!(x === k + 1 ? isNoun(ctx, tokens[x]!) || name(tokens[x]!) : adjLike(ctx, tokens[x]!) || name(tokens[x]!)))
        return undefined;
    }
    return g;
  };
  for (let e = end - 1; e >= Math.max(1, end - 4); e--) {
    if (tokens[e]!.sent !== sent) return undefined;
    if (tokens[e]!.lower !== 'e' || !spaceOnly(ctx, tokens[e]!, tokens[e + 1]!)) continue;
    const right = genderOf(e + 1, end);
    if (!right) return undefined;
    for (let k = e - 1; k >= Math.max(0, e - 5); k--) {
      if (tokens[k]!.sent !== sent || !opensClause(ctx, tokens, k)) continue;
      const left = genderOf(k, e - 1);
      if (!left || !spaceOnly(ctx, tokens[e - 1]!, tokens[e]!)) continue;
      const g = left === 'f' && right === 'f' ? 'f' : 'm';
      return { from: tokens[k]!, head: tokens[k + 1]!, a: { g: new Set([g]), n: new Set(['pl']) } };
    }
    return undefined;
  }
  return undefined;
}
/**
 * The subject whose verb (or copula) is tokens[i]: a noun phrase with its complements ("o número de casos de dengue",
 * "a falta de políticas públicas") opening its clause, right before the verb or before adverbs and one aside between
 * commas. Its head is the phrase's first noun; partitive and collective heads (other than "o número") are left out.
 */
export function subjectHeadBefore(
  ctx: Ctx,
  tokens: Token[],
  i: number,
  /** Also two phrases joined by "e" (compoundEndingAt): only where a plural verb confirms them as the subject. */
  compound = false,
): SubjectHead | undefined {
  const back = pastAside(ctx, tokens, i);
  // "se" before the verb ("os problemas se tornaram"), besides the adverbs pastAside skips.
  const end =
    back && tokens[back.end]!.lower === 'se' && back.end === i - 1 ? pastAside(ctx, tokens, back.end)?.end : back?.end;
  if (end === undefined) return undefined;
  return (
    phraseEndingAt(ctx, tokens, end) ??
    subjectWithRelative(ctx, tokens, end) ??
    (compound ? compoundEndingAt(ctx, tokens, end) : undefined)
  );
}
/** The subject noun phrase (determiner first, opening its clause) ending at tokens[end]. */
export function phraseEndingAt(ctx: Ctx, tokens: Token[], end: number): SubjectHead | undefined {
  for (let k = end - 1; k >= Math.max(0, end - 12); k--) {
    if (tokens[k]!.sent !== tokens[end]!.sent) break;
    // "Vários deles", "muitos dos produtores": a plural quantifier and the group it counts in ("de" + a pronoun or a
    // plural noun phrase).
    const g = DET_SHOWS_GENDER[tokens[k]!.lower];
    if (
      g &&
      PLURAL_COUNT.has(tokens[k]!.lower) &&
      opensClause(ctx, tokens, k) &&
      spaceOnly(ctx, tokens[k]!, tokens[k + 1]!)
    ) {
      const group =
        (k + 1 === end && /^d(?:el|est|ess|aquel)[ea]s$/.test(tokens[k + 1]!.lower)) ||
        countOverPluralPhrase(ctx, tokens, k, end, true, true);
      if (group) return { from: tokens[k]!, head: tokens[k]!, a: { g: new Set([g]), n: new Set(['pl']) } };
    }
    if (!SUBJECT_DET.has(tokens[k]!.lower) || !opensClause(ctx, tokens, k)) continue;
    const np = nounPhrase(ctx, tokens, k, end, true, true);
    if (!np) continue;
    // "um grupo de jovens invadiram": a collective with its complement may agree with either; alone, with itself.
    if (COLLECTIVE.has(np.head.lower) && np.head.lower !== 'número' && !np.simple) return undefined;
    const a = agreement(ctx, np.head, ['n'], false);
    if (!a || a.n.size !== 1 || PARTITIVE.test(np.head.lower) || TIME_UNITS.has(np.head.lower)) return undefined;
    // The determiner agrees with the head: the phrase is read right.
    const detPl = PLURAL_DET.has(tokens[k]!.lower) || /^(?:uns|umas)$/.test(tokens[k]!.lower);
    if (a.n.has('pl') !== detPl) return undefined;
    return { from: tokens[k]!, head: np.head, a };
  }
  return undefined;
}
/**
 * A relative pronoun at tokens[q]: "que" whose verb agrees with the antecedent, or one with a subject of its own
 * ("onde", "em que", "nas quais", "dos quais"), and where the antecedent ends.
 */
function relativeAt(ctx: Ctx, tokens: Token[], q: number): { antecedentEnd: number; ownSubject: boolean } | undefined {
  const w = tokens[q]!.lower;
  const b = tokens[q - 1]?.lower ?? '';
  if (w === 'onde') return { antecedentEnd: q - 1, ownSubject: true };
  if (w === 'que')
    return PREPOSITIONS.has(b)
      ? { antecedentEnd: q - 2, ownSubject: true }
      : { antecedentEnd: q - 1, ownSubject: false };
  if (w !== 'quais' && w !== 'qual') return undefined;
  // "nas quais", "em as quais" never; "as quais" alone is the subject ("os jovens, os quais sofrem").
  if (/^(?:[nd]?[oa]s?|pel[oa]s?)$/.test(b) && /^[nd]|^pel/.test(b)) return { antecedentEnd: q - 2, ownSubject: true };
  if (/^[oa]s?$/.test(b) && PREPOSITIONS.has(tokens[q - 2]?.lower ?? ''))
    return { antecedentEnd: q - 3, ownSubject: true };
  return undefined;
}
/**
 * "Os jovens que vivem nas periferias | enfrenta": the subject, then a relative clause whose verb agrees with it and
 * whose complements (phrases with or without a preposition) end at tokens[end].
 */
function subjectWithRelative(ctx: Ctx, tokens: Token[], end: number): SubjectHead | undefined {
  const plainAt = (x: number) => spaceOnly(ctx, tokens[x]!, tokens[x + 1]!);
  for (let q = end - 1; q >= Math.max(1, end - 10); q--) {
    if (!plainAt(q) || !plainAt(q - 1)) return undefined;
    const rel = relativeAt(ctx, tokens, q);
    if (!rel) continue;
    const s = phraseEndingAt(ctx, tokens, rel.antecedentEnd);
    let v = q + 1;
    // "onde a população cresce", "nas quais o aluno estuda": the relative clause's own subject, then its verb.
    let own: Agreement = undefined;
    if (rel.ownSubject) {
      if (SUBJECT_DET.has(tokens[v]!.lower) && plainAt(v) && plainAt(v + 1)) {
        own = agreement(ctx, tokens[v + 1], ['n']);
        v += 2;
      } else {
        // A bare plural noun, and one adjective, as that subject ("onde famílias pobres vivem").
        own = onlyPos(ctx, tokens[v], ['n']) && plainAt(v) ? agreement(ctx, tokens[v], ['n']) : undefined;
        if (!own || own.n.size !== 1 || !own.n.has('pl')) return undefined;
        v++;
        if (v < end && hasPos(ctx, tokens[v], 'adj') && !finiteReadings(ctx, tokens[v]).length && plainAt(v)) v++;
      }
    }
    // "que não estudam", "que ainda atuam": adverbs before the relative's verb.
    while (v < end && betweenAdverb(ctx, tokens[v]!)) v++;
    if (!s || v > end || !(own ?? s.a).n.has(verbNumber(ctx, tokens[v]) ?? '')) return undefined;
    if (own && own.n.size !== 1) return undefined;
    // The relative clause's adverbs and complements, up to tokens[end].
    let x = v + 1;
    while (x <= end && betweenAdverb(ctx, tokens[x]!)) x++;
    let first = x;
    while (x <= end) {
      // "que moram nas periferias e dependem do transporte": a second verb of the relative clause, of its number.
      if (tokens[x]!.lower === 'e' && x < end && (own ?? s.a).n.has(verbNumber(ctx, tokens[x + 1]) ?? '')) {
        x += 2;
        while (x <= end && betweenAdverb(ctx, tokens[x]!)) x++;
        first = x;
        continue;
      }
      const afterPrep = NP_PREPOSITIONS.has(tokens[x]!.lower) || /^(?:ao|aos)$/.test(tokens[x]!.lower);
      // Only the first complement may have no preposition ("que criticam a escola | a regra proíbe": a phrase of its
      // own after the object).
      if (!afterPrep && x !== first) return undefined;
      if (afterPrep) x++;
      // After a determiner a word also read as a verb is the noun ("desrespeitam a regra").
      const det = x <= end && SUBJECT_DET.has(tokens[x]!.lower);
      if (det) x++;
      if (x > end || !isNoun(ctx, tokens[x]!) || (!afterPrep && !det && finiteReadings(ctx, tokens[x]).length))
        return undefined;
      x++;
      while (x <= end && hasPos(ctx, tokens[x], 'adj') && onlyPos(ctx, tokens[x], ['adj', 'n', 'vblex'])) x++;
    }
    return s;
  }
  return undefined;
}
