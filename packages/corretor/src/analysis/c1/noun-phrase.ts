// A noun phrase read from the analysis: where it ends, its head, and the adjectives and participles that agree with
// its noun.
import { predicativeGuess } from '../../morph/guess.js';
import type { Token } from '../../text.js';
import {
  adjLike,
  agreement,
  type Agreement,
  type Ctx,
  finiteReadings,
  hasPos,
  heads,
  isNoun,
  isVerb,
  onlyPos,
  spaceOnly,
  unknownPlural,
  unknownWord,
} from './reading.js';
import { COLLECTIVE, QUANTIFIERS, set, SUBJECT_DET } from './words.js';

export const NP_PREPOSITIONS = set(
  // with a demonstrative fused in ("resíduos desses remédios")
  'de do da dos das em no na nos nas sobre contra com para por pelo pela pelos pelas sem desse dessa desses dessas deste desta destes destas daquele daquela daqueles daquelas',
);
/**
 * An adjective the analyser lacks and the speller knows ("monótono", "restritas"; of both genders "insalubre",
 * "frágeis", "sustentável"), read by its ending (src/morph/guess.ts): gender and number, or undefined. Only where a
 * predicative stands (after a copula): elsewhere a bare "-a" or "-e" may be a verb.
 */
export function unknownAdjective(ctx: Ctx, t: Token): Agreement {
  if (!ctx.morph || !unknownWord(ctx, t) || !/^\p{Ll}+$/u.test(t.text)) return undefined;
  const a = predicativeGuess(t.lower, (x) => ctx.sp.check(x));
  return a && { g: new Set(a.g === 'mf' ? ['m', 'f'] : [a.g]), n: new Set([a.n]) };
}
/**
 * `a`, also a noun or a participle, reads as an adjective of the noun `n` before it, of its gender and number ("o poder
 * público", "no ano passado"): no finite reading.
 */
export function agreeingAdjNoun(ctx: Ctx, n: Token, a: Token): boolean {
  if (!hasPos(ctx, a, 'adj') || !onlyPos(ctx, a, ['adj', 'n', 'vblex']) || finiteReadings(ctx, a).length) return false;
  const na = agreement(ctx, n, ['n'], false);
  const aa = agreement(ctx, a, ['adj'], false);
  return !!na && !!aa && [...na.g].some((g) => aa.g.has(g)) && [...na.n].some((x) => aa.n.has(x));
}
/** `a` has an adjective reading of the gender and number of the noun `n` before it, and no noun reading. */
function adjectiveOf(ctx: Ctx, n: Token, a: Token): boolean {
  const na = agreement(ctx, n, ['n'], false);
  const aa = hasPos(ctx, a, 'n') ? undefined : agreement(ctx, a, ['adj'], false);
  return !!na && !!aa && [...na.g].some((g) => aa.g.has(g)) && [...na.n].some((x) => aa.n.has(x));
}
/** `p`, a participle also read as a noun and as nothing else, agrees with the noun `n` before it ("mensagens enviadas"). */
function participleAfterNoun(ctx: Ctx, n: Token, p: Token): boolean {
  const h = heads(ctx, p);
  if (!h.some((tags) => isVerb(tags) && tags.includes('pp'))) return false;
  if (!h.every((tags) => tags[0] === 'n' || (isVerb(tags) && tags.includes('pp')))) return false;
  const na = agreement(ctx, n, ['n'], false);
  const pa = agreement(ctx, p, ['vblex'], false);
  return !!na && !!pa && [...na.g].some((g) => pa.g.has(g)) && [...na.n].some((x) => pa.n.has(x));
}
/** The adjective `a` agrees with the noun `n` after it in gender and number ("baixa renda"). */
export function adjBeforeNoun(ctx: Ctx, a: Token, n: Token): boolean {
  const aa = agreement(ctx, a, ['adj'], false);
  const na = agreement(ctx, n, ['n'], false);
  return !!aa && !!na && na.g.size === 1 && aa.g.has([...na.g][0]!) && na.n.size === 1 && aa.n.has([...na.n][0]!);
}
/**
 * A noun phrase over tokens[k..end] (plain spaces between): determiner? noun adjectives*, then complements
 * (preposition determiner? noun adjectives*)*. Its head is the first noun; `simple` when it has no complement.
 */
export function nounPhrase(
  ctx: Ctx,
  tokens: Token[],
  k: number,
  end: number,
  wide = false,
  /**
   * Read for the structural agreement rules: "o número de casos" (a head COLLECTIVE otherwise leaves out: its verb
   * agrees with it), "ao"/"aos" opening a complement, an adjective that is also a noun ("evasão escolar"), and a
   * complement's noun the analyser does not know ("casos de dengue").
   */
  structural = false,
): { head: Token; simple: boolean } | undefined {
  let x = k;
  const plainTo = (y: number) => y <= end && spaceOnly(ctx, tokens[y - 1]!, tokens[y]!);
  if (SUBJECT_DET.has(tokens[x]!.lower)) x++;
  if (x > end || (x > k && !plainTo(x))) return undefined;
  // an adjective before the noun ("a própria sociedade"; "os baixos salários": also a noun, of the noun's gender and
  // number) ("as chamadas fake news": the participle, also a noun)
  if (
    x > k &&
    x < end &&
    (onlyPos(ctx, tokens[x], ['adj']) ||
      /^chamad[oa]s?$/.test(tokens[x]!.lower) ||
      (hasPos(ctx, tokens[x], 'adj') &&
        !hasPos(ctx, tokens[x], 'det') &&
        !QUANTIFIERS.test(tokens[x]!.lower) &&
        // (a first-person reading is no verb after a determiner: "o baixo valor")
        finiteReadings(ctx, tokens[x]).every((tags) => tags.includes('p1')) &&
        isNoun(ctx, tokens[x + 1]!) &&
        adjBeforeNoun(ctx, tokens[x]!, tokens[x + 1]!))) &&
    plainTo(x + 1)
  )
    x++;
  const head = tokens[x]!;
  // After a determiner a word that also reads as a verb is the noun ("o governo", "o estudo").
  if (
    !isNoun(ctx, head) ||
    (x === k && finiteReadings(ctx, head).length) ||
    (COLLECTIVE.has(head.lower) && !(structural && /^(?:número|grupo|conjunto|multidão|totalidade)$/.test(head.lower)))
  )
    return undefined;
  x++;
  let simple = true;
  // "de aves, répteis e macacos": a bare plural complement noun, then bare plural nouns after commas, the last after
  // "e", are one complement (the index after the last noun, or undefined).
  // Structural: bare nouns of either number, read as nouns in the list whatever else they may be ("com transporte,
  // ferramentas e comida").
  const enumeration = (y: number): number | undefined => {
    const bare = (z: number) =>
      !!tokens[z] &&
      z <= end &&
      !/^\p{Lu}/u.test(tokens[z]!.text) &&
      (structural
        ? isNoun(ctx, tokens[z]!)
        : onlyPos(ctx, tokens[z], ['n']) && agreement(ctx, tokens[z], ['n'], false)?.n.has('sg') === false);
    if (!bare(y - 1) || !NP_PREPOSITIONS.has(tokens[y - 2]?.lower ?? '')) return undefined;
    for (let z = y; z + 1 <= end; z++) {
      const gap = ctx.doc.text.slice(tokens[z - 1]!.end, tokens[z]!.start);
      if (tokens[z]!.lower === 'e' && /^ +$/.test(gap) && plainTo(z + 1) && bare(z + 1)) return z + 2;
      if (!/^\s*,\s*$/.test(gap) || !bare(z)) return undefined;
    }
    return undefined;
  };
  while (x <= end && (plainTo(x) || (!simple && enumeration(x) !== undefined))) {
    const listEnd = simple ? undefined : enumeration(x);
    if (listEnd !== undefined) {
      x = listEnd;
      continue;
    }
    const unknownAdj = structural ? unknownAdjective(ctx, tokens[x]!) : undefined;
    const before = structural && unknownAdj ? agreement(ctx, tokens[x - 1], ['n', 'adj'], false) : undefined;
    if (
      adjLike(ctx, tokens[x]!) ||
      unknownPlural(ctx, tokens[x]!) ||
      // "a população ribeirinha": an adjective the analyser lacks, of the noun's gender and number.
      (!!unknownAdj &&
        !!before &&
        before.g.size === 1 &&
        unknownAdj.g.has([...before.g][0]!) &&
        [...before.n].every((n) => unknownAdj.n.has(n))) ||
      (structural && hasPos(ctx, tokens[x], 'adj') && onlyPos(ctx, tokens[x], ['adj', 'n'])) ||
      agreeingAdjNoun(ctx, tokens[x - 1]!, tokens[x]!) ||
      // a participle that is also a noun ("as mensagens enviadas"), of the noun's gender and number
      (structural && participleAfterNoun(ctx, tokens[x - 1]!, tokens[x]!)) ||
      // "a família inteira | trabalham": closing the phrase (its verb follows), an adjective of the noun's gender and
      // number that is also a verb form ("inteira" of "inteirar").
      (structural && x === end && adjectiveOf(ctx, tokens[x - 1]!, tokens[x]!))
    ) {
      x++;
      continue;
    }
    // "a população idosa": right after the head, a word the dictionary has only as a noun, of the head's one gender and
    // number, both shown by their endings, qualifies it.
    if (
      structural &&
      simple &&
      tokens[x - 1] === head &&
      onlyPos(ctx, tokens[x], ['n']) &&
      /[oa]s?$/.test(tokens[x]!.lower)
    ) {
      const ha = agreement(ctx, head, ['n'], false);
      const xa = agreement(ctx, tokens[x], ['n']);
      const ending = (w: string, g: string) => (g === 'm' ? /os?$/ : /as?$/).test(w);
      if (
        ha &&
        xa &&
        ha.g.size === 1 &&
        xa.g.size === 1 &&
        ha.n.size === 1 &&
        xa.n.size === 1 &&
        [...ha.g][0] === [...xa.g][0] &&
        [...ha.n][0] === [...xa.n][0] &&
        ending(tokens[x]!.lower, [...xa.g][0]!)
      ) {
        x++;
        continue;
      }
    }
    // "o número de mulheres vítimas de feminicídio": a noun in apposition to the complement's noun, of its number.
    if (
      structural &&
      !simple &&
      onlyPos(ctx, tokens[x], ['n']) &&
      agreement(ctx, tokens[x], ['n'])?.n.size === 1 &&
      [...agreement(ctx, tokens[x], ['n'])!.n].every((n) => agreement(ctx, tokens[x - 1], ['n'], false)?.n.has(n))
    ) {
      x++;
      continue;
    }
    if (
      structural &&
      /^(?:mais|menos|muito|pouco|tão)$/.test(tokens[x]!.lower) &&
      x + 1 <= end &&
      plainTo(x + 1) &&
      ((hasPos(ctx, tokens[x + 1], 'adj') && onlyPos(ctx, tokens[x + 1], ['adj', 'n', 'vblex'])) ||
        adjLike(ctx, tokens[x + 1]!))
    ) {
      x += 2;
      continue;
    }
    // "a construção de cisternas e de pequenas barragens": "e" before a second complement with its preposition.
    if (
      !simple &&
      tokens[x]!.lower === 'e' &&
      x + 2 <= end &&
      plainTo(x + 1) &&
      NP_PREPOSITIONS.has(tokens[x + 1]!.lower)
    )
      x++;
    const prep = NP_PREPOSITIONS.has(tokens[x]!.lower) || (structural && /^(?:ao|aos)$/.test(tokens[x]!.lower));
    if (!prep || x + 1 > end || !plainTo(x + 1)) return undefined;
    x++;
    // wide: "de todos os países"
    if (wide && /^tod[oa]s$/.test(tokens[x]!.lower) && x + 1 <= end && plainTo(x + 1)) x++;
    if (SUBJECT_DET.has(tokens[x]!.lower) && x + 1 <= end && plainTo(x + 1)) x++;
    // wide: an adjective or a numeral before the complement's noun ("na última pesquisa", "nos últimos 10 anos").
    while (
      wide &&
      x + 1 <= end &&
      plainTo(x + 1) &&
      (onlyPos(ctx, tokens[x], ['adj']) ||
        /^\d+$/.test(tokens[x]!.text) ||
        onlyPos(ctx, tokens[x], ['num']) ||
        // "de baixa renda": an adjective also read otherwise, of the noun's gender and number, before a noun only
        (hasPos(ctx, tokens[x], 'adj') &&
          isNoun(ctx, tokens[x + 1]!) &&
          adjBeforeNoun(ctx, tokens[x]!, tokens[x + 1]!)))
    )
      x++;
    if (
      !isNoun(ctx, tokens[x]!) &&
      !hasPos(ctx, tokens[x], 'np') &&
      !/^\p{Lu}/u.test(tokens[x]!.text) &&
      !(structural && unknownWord(ctx, tokens[x]) && /^\p{Ll}{3,}$/u.test(tokens[x]!.text)) &&
      // wide: an adjective standing for a noun ("a falta de fiscais", "a situação dos pobres"), no noun after it (not
      // "na última | pesquisa", whatever the phrase's end)
      !(
        wide &&
        hasPos(ctx, tokens[x], 'adj') &&
        !finiteReadings(ctx, tokens[x]).length &&
        !(
          tokens[x + 1]?.sent === tokens[x]!.sent &&
          spaceOnly(ctx, tokens[x]!, tokens[x + 1]!) &&
          isNoun(ctx, tokens[x + 1]!)
        )
      )
    )
      return undefined;
    simple = false;
    x++;
  }
  return x === end + 1 ? { head, simple } : undefined;
}
