// Inflecting a suggestion, checked against the dictionary: plural, singular and gender of nouns and adjectives,
// number of verbs, and the case of the word replaced.
import { guessedVerbPlural } from '../../morph/guess.js';
import type { Speller } from '../../speller.js';
import type { Token } from '../../text.js';
import { type Agreement, type Ctx, unknownWord } from './reading.js';

export function firstKnown(sp: Speller, candidates: string[]): string | undefined {
  return candidates.find((c) => c && sp.check(c));
}
/** The nouns in "-ão" whose plural is "-ães" (the dictionary also accepts some "-ães" of words whose plural is "-ãos"). */
const PLURAL_AES = /^(?:pão|cão|capitão|alemão|charlatão|escrivão|tabelião|capelão|sacristão|guardião)$/;
export function plural(sp: Speller, w: string): string | undefined {
  // "estação" → "estações", "cidadão" → "cidadãos", "pão" → "pães": the first the dictionary knows, in this order.
  const ao = PLURAL_AES.test(w) ? ['ães', 'ões', 'ãos'] : ['ões', 'ãos', 'ães'];
  return firstKnown(
    sp,
    [
      ...ao.map((end) => w.replace(/ão$/, end)),
      w.replace(/al$/, 'ais'),
      w.replace(/el$/, 'éis'),
      // "invisível" → "invisíveis": the stressed vowel before "-vel" keeps its accent.
      w.replace(/el$/, 'eis'),
      w.replace(/ol$/, 'óis'),
      w.replace(/il$/, 'is'),
      // "frágil" → "frágeis", "difícil" → "difíceis" (the unstressed "-il"; "civil" → "civis" above)
      w.replace(/il$/, 'eis'),
      w.replace(/m$/, 'ns'),
      /[rzs]$/.test(w) ? `${w}es` : '',
      /[aeiouáéíóúâêô]$/.test(w) ? `${w}s` : '',
    ].filter((c) => c !== w),
  );
}
export function singular(sp: Speller, w: string): string | undefined {
  return firstKnown(
    sp,
    [
      w.replace(/ões$|ães$|ãos$/, 'ão'),
      w.replace(/ais$/, 'al'),
      w.replace(/éis$/, 'el'),
      w.replace(/eis$/, 'el'),
      w.replace(/eis$/, 'il'),
      w.replace(/óis$/, 'ol'),
      w.replace(/ns$/, 'm'),
      w.replace(/es$/, ''),
      w.replace(/s$/, ''),
    ].filter((c) => c !== w),
  );
}
export function regendered(sp: Speller, w: string, to: 'm' | 'f'): string | undefined {
  return to === 'f'
    ? firstKnown(sp, [w.replace(/o(s?)$/, 'a$1'), w.replace(/ão(s?)$/, 'ã$1'), w.replace(/or(es)?$/, 'ora$1')])
    : firstKnown(sp, [w.replace(/a(s?)$/, 'o$1'), w.replace(/ã(s?)$/, 'ão$1')]);
}
const VERB_PLURAL: Record<string, string> = {
  tem: 'têm',
  vem: 'vêm',
  é: 'são',
  está: 'estão',
  vai: 'vão',
  faz: 'fazem',
  diz: 'dizem',
  traz: 'trazem',
  há: 'há',
  foi: 'foram',
  era: 'eram',
  pode: 'podem',
  deve: 'devem',
  vê: 'veem',
  lê: 'leem',
  crê: 'creem',
  dá: 'dão',
  põe: 'põem',
  quer: 'querem',
};
const VERB_SINGULAR: Record<string, string> = Object.fromEntries(Object.entries(VERB_PLURAL).map(([s, p]) => [p, s]));
// "-em" after a consonant only ("faz" → "fazem", "produz" → "produzem"): the speller accepts joined forms such as
// "abrigoem", so a vowel-final word would get a plural no verb has.
export const verbPlural = (sp: Speller, w: string) =>
  VERB_PLURAL[w] ??
  firstKnown(sp, [
    /[aeiouáéó]$/.test(w) ? `${w}m` : '',
    /[zrls]$/.test(w) ? `${w}em` : '',
    /ói$/.test(w) ? w.replace(/ói$/, 'oem') : '',
  ]);
export const verbSingular = (sp: Speller, w: string) =>
  VERB_SINGULAR[w] ??
  firstKnown(
    sp,
    [w.replace(/m$/, ''), w.replace(/em$/, '')].filter((c) => c !== w),
  );
/** Third person plural of a past tense the present-tense `verbPlural` does not form ("chegou" → "chegaram"). */
export const pastPlural = (sp: Speller, w: string) =>
  firstKnown(
    sp,
    // "diminuiu" → "diminuíram": the hiatus keeps its accent.
    [w.replace(/ou$/, 'aram'), w.replace(/eu$/, 'eram'), w.replace(/iu$/, 'iram'), w.replace(/uiu$/, 'uíram')].filter(
      (c) => c !== w,
    ),
  );
/** Third person plural for the rules since the fit: present, past, future, and "-ui" verbs. */
export const anyPlural = (sp: Speller, w: string) =>
  verbPlural(sp, w) ??
  pastPlural(sp, w) ??
  firstKnown(
    sp,
    // "possui" → "possuem", the future "poderá" → "poderão".
    [w.replace(/ui$/, 'uem'), w.replace(/rá$/, 'rão')].filter((c) => c !== w),
  );
export const keepCase = (model: string, w: string) => (/^\p{Lu}/u.test(model) ? w[0]!.toUpperCase() + w.slice(1) : w);
/**
 * A third-person singular verb the analyser does not know ("travou", "enxerga", "vivencia"), read by its ending when
 * the dictionary knows the word and its plural: the plural, or undefined.
 */
export function unknownVerbPlural(ctx: Ctx, sp: Speller, t: Token): string | undefined {
  if (!ctx.morph || !unknownWord(ctx, t) || !/^\p{Ll}+$/u.test(t.text)) return undefined;
  return guessedVerbPlural(t.lower, (x) => sp.check(x));
}
/** Third person singular of a plural verb form ("aumentaram" → "aumentou", "têm" → "tem", "dependem" → "depende"). */
export const anySingular = (sp: Speller, w: string) =>
  VERB_SINGULAR[w] ??
  (
    {
      mantêm: 'mantém',
      obtêm: 'obtém',
      contêm: 'contém',
      detêm: 'detém',
      provêm: 'provém',
      puderam: 'pôde',
    } as Record<string, string>
  )[w] ??
  firstKnown(
    sp,
    [
      w.replace(/aram$/, 'ou'),
      w.replace(/eram$/, 'eu'),
      w.replace(/iram$/, 'iu'),
      w.replace(/uem$/, 'ui'),
      w.replace(/rão$/, 'rá'),
      w.replace(/am$/, 'a'),
      w.replace(/em$/, 'e'),
      w.replace(/m$/, ''),
    ].filter((c) => c !== w),
  );
/** Plural of "tem"-like forms the present-tense list lacks ("mantém" → "mantêm"). */
export const anyPluralVerb = (sp: Speller, w: string) =>
  (/ém$/.test(w) && sp.check(w.replace(/ém$/, 'êm')) ? w.replace(/ém$/, 'êm') : undefined) ?? anyPlural(sp, w);
/** The predicate inflected to the subject's gender and number ("insuficiente" → "insuficientes", "exposto" → "exposta"). */
export function inflectedTo(sp: Speller, w: string, g: string | undefined, n: 'sg' | 'pl', a: NonNullable<Agreement>) {
  let x: string | undefined = w;
  if (g && !a.g.has(g)) x = regendered(sp, x, g as 'm' | 'f');
  if (x && !a.n.has(n)) x = n === 'pl' ? plural(sp, x) : singular(sp, x);
  return x !== w ? x : undefined;
}
