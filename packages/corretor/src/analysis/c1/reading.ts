// Reading the morphological analysis for the C1 rules: a token's readings, part of speech, finite forms, lemmas,
// gender and number, and the tests on them the rules share.
import type { Morphology, Reading } from '../../morph/analyzer.js';
import { guessedReadings, isGuessed, LEXICON_GAPS } from '../../morph/guess.js';
import type { Speller } from '../../speller.js';
import type { Doc, Token } from '../../text.js';
import { CLAUSE_OPENERS, NOT_VERBS } from './words.js';

export type Ctx = { doc: Doc; tokens: Token[]; sp: Speller; morph?: Morphology };
/**
 * The dictionary's readings (with the adjectives it lacks, LEXICON_GAPS), or for a word it lacks (or reads only as a
 * name) the guess from its form
 * (src/morph/guess.ts: "endividados", "desmatamento", "insalubres"); a capitalised word inside a sentence is a name,
 * not guessed.
 */
export const readingsOf = (ctx: Ctx, t: Token | undefined): Reading[] | undefined => {
  const r = t ? ctx.morph?.readings(t.lower) : undefined;
  if (!r || (r.length && !r.every((x) => x[x.length - 1]!.tags[0] === 'np'))) return r;
  if (!r.length && LEXICON_GAPS[t!.lower]) return LEXICON_GAPS[t!.lower];
  if (t!.text !== t!.lower && ctx.doc.sentences[t!.sent]?.tokens[0] !== t) return r;
  const guess = guessedReadings(t!.lower, (x) => ctx.sp.check(x));
  return guess.length || !r.length ? guess : r;
};
/**
 * What the rules derive from a word's readings, computed once per word form: the analyser hands out the same readings
 * object for a word in every essay, so a WeakMap on it lives as long as the analyser's bounded cache keeps the word.
 */
type Derived = { heads: string[][]; finite: string[][]; lemmas: Set<string>; agreement: Map<string, Agreement> };
const derivedOf = new WeakMap<Reading[], Derived>();
export const NONE: Derived = { heads: [], finite: [], lemmas: new Set(), agreement: new Map() };
export function derived(ctx: Ctx, t: Token | undefined): Derived {
  const readings = readingsOf(ctx, t);
  if (!readings) return NONE;
  let d = derivedOf.get(readings);
  if (!d) {
    // The second person ("tu") is not an essay's: a noun or adjective that is also read as a verb in it ("pesquisas",
    // "lutas", "cresce!") is read without that reading.
    const nominal = readings.some((r) => /^(?:n|adj)$/.test(r[r.length - 1]!.tags[0]!));
    const kept = nominal ? readings.filter((r) => !r[r.length - 1]!.tags.includes('p2')) : readings;
    // The head part's tags of every reading ("à" → a<pr>+o<det>: the head of a contraction is its last part).
    const h = kept.map((r) => r[r.length - 1]!.tags);
    d = {
      heads: h,
      finite: h.filter((tags) => isVerb(tags) && tags.some((x) => FINITE.has(x))),
      lemmas: new Set(kept.map((r) => r[0]!.lemma)),
      agreement: new Map(),
    };
    derivedOf.set(readings, d);
  }
  return d;
}
export const heads = (ctx: Ctx, t: Token | undefined): string[][] => derived(ctx, t).heads;
/** The dictionary does not know the word: no readings, or only those guessed from its form. */
export const unknownWord = (ctx: Ctx, t: Token | undefined) => !heads(ctx, t).length || isGuessed(readingsOf(ctx, t));
export const hasPos = (ctx: Ctx, t: Token | undefined, pos: string) => heads(ctx, t).some((tags) => tags[0] === pos);
export const onlyPos = (ctx: Ctx, t: Token | undefined, pos: string[]) => {
  const h = heads(ctx, t);
  return h.length > 0 && h.every((tags) => pos.includes(tags[0]!));
};
export const isVerb = (tags: string[]) =>
  tags[0] === 'vblex' || tags[0] === 'vbser' || tags[0] === 'vbhaver' || tags[0] === 'vbmod';
export const FINITE = new Set(['pri', 'pii', 'ifi', 'fti', 'cni', 'pmp', 'prs', 'pis', 'fts']);
export const finiteReadings = (ctx: Ctx, t: Token | undefined) => derived(ctx, t).finite;
export const lemmas = (ctx: Ctx, t: Token | undefined) => derived(ctx, t).lemmas;
/** A participle of the compound perfect: masculine singular only ("podem haver saído", not "podem haver saídas"). */
export const perfectParticiple = (ctx: Ctx, t: Token) =>
  heads(ctx, t).some((tags) => tags.includes('pp') && !tags.includes('f') && !tags.includes('pl'));
/**
 * Gender and number of the word's readings as one of `pos` ('mf' and 'sp' are both). Strict: every reading must be one
 * of them; otherwise (`only` false, where a determiner before the word makes it a noun) the other readings are ignored.
 */
export type Agreement = { g: Set<string>; n: Set<string> } | undefined;
export function agreement(ctx: Ctx, t: Token | undefined, pos: string[], only = true): Agreement {
  const d = derived(ctx, t);
  if (d === NONE) return undefined;
  const key = `${pos.join(' ')}|${only}`;
  if (!d.agreement.has(key)) d.agreement.set(key, agreementOf(d.heads, pos, only));
  return d.agreement.get(key);
}
export function agreementOf(all: string[][], pos: string[], only: boolean): Agreement {
  const h = all.filter((tags) => pos.includes(tags[0]!));
  if (!h.length || (only && h.length !== all.length)) return undefined;
  const g = new Set<string>();
  const n = new Set<string>();
  for (const tags of h) {
    for (const x of tags) {
      if (x === 'm' || x === 'f') g.add(x);
      if (x === 'mf') for (const y of ['m', 'f']) g.add(y);
      if (x === 'sg' || x === 'pl') n.add(x);
      if (x === 'sp') for (const y of ['sg', 'pl']) n.add(y);
    }
  }
  return g.size && n.size ? { g, n } : undefined;
}
/** Nothing but spaces between tokens a and b: no punctuation, no line break. */
export const spaceOnly = (ctx: Ctx, a: Token, b: Token) => /^ +$/.test(ctx.doc.text.slice(a.end, b.start));
/** A lower-case plural word the analyser does not know ("sambódromos", "antivacinais"). */
export const unknownPlural = (ctx: Ctx, t: Token) =>
  !!ctx.morph && unknownWord(ctx, t) && /^\p{Ll}{4,}s$/u.test(t.text) && !/mente$/.test(t.lower);
export const isNoun = (ctx: Ctx, t: Token) => hasPos(ctx, t, 'n') && !/^vez(?:es)?$/.test(t.lower);
export const adjLike = (ctx: Ctx, t: Token) =>
  heads(ctx, t).length > 0 && heads(ctx, t).every((tags) => tags[0] === 'adj' || (isVerb(tags) && tags.includes('pp')));
/** tokens[k] opens a clause: the sentence's first word, after a comma, or after a subordinating word. */
export function opensClause(ctx: Ctx, tokens: Token[], k: number): boolean {
  const b = tokens[k - 1];
  if (!b || b.sent !== tokens[k]!.sent) return true;
  const gap = ctx.doc.text.slice(b.end, tokens[k]!.start);
  if (/[,;:]\s*$/.test(gap)) return true;
  if (!/^ +$/.test(gap)) return false;
  // ", e o Estado e a família": "e" after a comma opens a clause too.
  const bb = tokens[k - 2];
  return CLAUSE_OPENERS.has(b.lower) || (b.lower === 'e' && !!bb && /,\s*$/.test(ctx.doc.text.slice(bb.end, b.start)));
}
/** Every reading of the word is an infinitive (or the future subjunctive of the same form). */
export const onlyInfinitive = (ctx: Ctx, t: Token) =>
  heads(ctx, t).length > 0 &&
  heads(ctx, t).every(
    (tags) => isVerb(tags) && (tags.includes('inf') || tags.includes('infps') || tags.includes('fts')),
  );
/** An infinitive the analyser does not know and the speller does ("dialogar", "Repensar"). */
export const unknownInfinitive = (ctx: Ctx, t: Token) =>
  unknownWord(ctx, t) && /^\p{L}\p{Ll}{2,}(?:ar|er|ir)$/u.test(t.text) && ctx.sp.check(t.lower);
/** Singular readings only, one of them the third person (the imperative, "tem!", set aside; "cumpra" is p1 and p3). */
export const thirdSingular = (fin: string[][]) => {
  const f = fin.filter((tags) => !tags.includes('imp'));
  return f.length > 0 && f.every((tags) => tags.includes('sg')) && f.some((tags) => tags.includes('p3'));
};
/** "o filme", "a novela": the article agrees with the noun (then "a" is an article, not the preposition). */
export function articleAgrees(ctx: Ctx, art: Token, noun: Token): boolean {
  const a = agreement(ctx, noun, ['n'], false);
  if (!a) return false;
  return a.g.has(/^os?$/.test(art.lower) ? 'm' : 'f') && a.n.has(art.lower.endsWith('s') ? 'pl' : 'sg');
}
export function finiteOrInf(ctx: Ctx, t: Token): boolean {
  return heads(ctx, t).some(
    (tags) => isVerb(tags) && (tags.some((x) => FINITE.has(x)) || tags.includes('inf') || tags.includes('ger')),
  );
}
/**
 * The number of a word that is only a verb, with finite third-person readings of one number ("aumentaram", "tem",
 * "vivia"), or undefined.
 */
export function verbNumber(ctx: Ctx, t: Token | undefined): 'sg' | 'pl' | undefined {
  if (!t || NOT_VERBS.has(t.lower) || (!onlyPos(ctx, t, ['vblex', 'vbser', 'vbhaver', 'vbmod']) && t.lower !== 'são'))
    return undefined;
  const fin = finiteReadings(ctx, t);
  // "reconhecer", "criar": the infinitive is also a future subjunctive.
  if (heads(ctx, t).some((tags) => tags.includes('inf'))) return undefined;
  // The imperative's second person singular is every third person singular present ("chega", "tende"): not a reading
  // of its own.
  if (
    !fin.length ||
    fin.some((tags) => (tags.includes('p2') && !tags.includes('imp')) || (tags.includes('p1') && tags.includes('pl')))
  )
    return undefined;
  const n = new Set(fin.flatMap((tags) => tags.filter((x) => x === 'sg' || x === 'pl')));
  return n.size === 1 ? (n.has('sg') ? 'sg' : 'pl') : undefined;
}
const CLITIC_AFTER = /^(\p{L}+)-(se|me|te|nos|vos|lhe|lhes)$/iu;
/** A finite verb with its pronoun hyphenated after it ("deve-se"): the verb, the pronoun and the verb's readings. */
export function encliticFinite(ctx: Ctx, t: Token): { verb: string; clitic: string; tags: string[][] } | undefined {
  const m = CLITIC_AFTER.exec(t.text);
  if (!m) return undefined;
  // The verb is the first part of each reading ("dever<vblex.pri.p3.sg>+se<prn.enc>").
  const tags = (readingsOf(ctx, t) ?? []).map((r) => r[0]!.tags);
  // Finite only: an infinitive or a gerund admits the pronoun after it ("para não tornar-se").
  if (!tags.length || !tags.every((x) => isVerb(x)) || tags.some((x) => x.includes('inf') || x.includes('ger')))
    return undefined;
  if (!tags.some((x) => x.some((y) => FINITE.has(y)))) return undefined;
  return { verb: m[1]!, clitic: m[2]!, tags };
}
