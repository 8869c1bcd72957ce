// Spelling with the pt-BR hunspell dictionary (dictionary-pt, VERO) through hunspell-asm. hunspell's own suggest()
// costs ~60–110 ms per word, so suggestions come from our generator: Portuguese confusions (accents, ç/ss/s/z,
// x/ch, g/j, missing h, l/u) and single edits, each candidate checked with spell() (~78k checks/s), then ranked.
import { loadModule } from 'hunspell-asm';
import dict from 'dictionary-pt';
import { JOINED_EXPRESSIONS } from './lexicon.js';
import { foldAccents } from './text.js';
import { bankWordUsage, type BankWordUsage } from './theme-bank.js';

export interface Speller {
  /** True when the word (as written, case-aware) is in the dictionary. */
  check(word: string): boolean;
  /** Up to `max` corrections, best first; `cheap` tries only accents and typical confusions (a few ms). */
  suggest(word: string, max?: number, cheap?: boolean): string[];
  /** The word with one accent added or removed, if that makes it valid (cheap: a dozen checks). */
  accentFix(word: string): string | undefined;
}

const LETTERS = 'abcdefghijlmnopqrstuvxzáàâãéêíóôõúüçkwy';
const ACCENTS: Record<string, string[]> = {
  a: ['á', 'â', 'ã', 'à'],
  e: ['é', 'ê'],
  i: ['í'],
  o: ['ó', 'ô', 'õ'],
  u: ['ú'],
  c: ['ç'],
};
/** Confusions of Brazilian spelling: each pair is tried in both directions. */
const CONFUSIONS: [string, string][] = [
  ['ss', 'ç'],
  ['ss', 'c'],
  ['s', 'z'],
  ['s', 'ç'],
  ['s', 'ss'],
  ['x', 'ch'],
  ['g', 'j'],
  ['l', 'u'],
  ['c', 'ç'],
  ['ção', 'ssão'],
  ['são', 'ção'],
  ['ez', 'es'],
  ['x', 's'],
  ['qu', 'c'],
  ['i', 'e'],
  ['u', 'o'],
  ['rr', 'r'],
  ['ões', 'ãos'],
  ['ães', 'ãos'],
  ['sc', 'c'],
  ['xc', 'c'],
  ['am', 'ão'],
  // "c" and "s" sound alike only before e and i ("conceguem" → "conseguem"); "m", not "n", before p and b ("enpregos").
  ['ce', 'se'],
  ['ci', 'si'],
  // So do "sc" and "s" before them ("consiencia" → "consciência", "nasimento" → "nascimento").
  ['sce', 'se'],
  ['sci', 'si'],
  ['np', 'mp'],
  ['nb', 'mb'],
];

/** Whether `c` has a plain "c" where `w` has a "ç" before "a", "o" or "u", which sounds "s" ("falço" / "falco"). */
const dropsCedilla = (w: string, c: string) =>
  c.length === w.length && [...w].some((x, i) => x === 'ç' && c[i] === 'c' && /[aouáóúâôãõ]/u.test(w[i + 1] ?? ''));

function accentVariants(w: string): string[] {
  // Every way of adding or removing one accent, and of removing all then adding one (common "voce"→"você").
  const out = new Set<string>();
  const folded = foldAccents(w);
  const bases = folded === w ? [w] : [w, folded];
  for (const b of bases) {
    out.add(b);
    for (let i = 0; i < b.length; i++) for (const v of ACCENTS[b[i]] ?? []) out.add(b.slice(0, i) + v + b.slice(i + 1));
  }
  return [...out];
}

/** The variants of `w` by one of `pairs`' confusions, either way. */
function swapVariants(w: string, pairs: readonly (readonly [string, string])[]): string[] {
  const out: string[] = [];
  for (const [x, y] of pairs)
    for (const [from, to] of [
      [x, y],
      [y, x],
    ])
      for (let at = w.indexOf(from); at >= 0; at = w.indexOf(from, at + 1))
        out.push(w.slice(0, at) + to + w.slice(at + from.length));
  return out;
}

function confusionVariants(w: string): string[] {
  const out = swapVariants(w, CONFUSIONS);
  if (!w.startsWith('h')) out.push('h' + w);
  else out.push(w.slice(1));
  return out;
}

/** Consonants spelt alike for one sound ("analizar" / "analisar", "excessão" / "exceção", "xuva" / "chuva"). */
const SOUND_ALIKE = new Set(['s z', 'ss ç', 's ç', 'x ch', 'g j']);
const SOUND_ALIKE_PAIRS = CONFUSIONS.filter(([x, y]) => SOUND_ALIKE.has(`${x} ${y}`));
/** The variants of `w` by one SOUND_ALIKE confusion, either way. */
export const soundAlikeVariants = (w: string): string[] => swapVariants(w, SOUND_ALIKE_PAIRS);

/**
 * Spellings of the very sound the word has, cheaper than any plain edit however common its result: "s" for "ç"
 * between a consonant and "a", "o" or "u" ("alsas" → "alças", "forsa" → "força"), and the glide "i" written into the
 * hiatus before "-em" ("saiem" → "saem", "atraiem" → "atraem").
 */
function soundKeepingVariants(w: string): string[] {
  const out: string[] = [];
  for (const m of w.matchAll(/(?<=[lnr])s(?=[aouáóúâôãõ])/gu))
    out.push(w.slice(0, m.index) + 'ç' + w.slice(m.index + 1));
  for (const m of w.matchAll(/(?<=[ao])i(?=em$)/gu)) out.push(w.slice(0, m.index) + w.slice(m.index + 1));
  return out;
}

function edits1(w: string): string[] {
  const out: string[] = [];
  for (let i = 0; i <= w.length; i++) {
    const a = w.slice(0, i);
    const b = w.slice(i);
    if (b) out.push(a + b.slice(1));
    if (b.length > 1) out.push(a + b[1] + b[0] + b.slice(2));
    for (const c of LETTERS) {
      if (b) out.push(a + c + b.slice(1));
      out.push(a + c + b);
    }
  }
  return out;
}

/**
 * The words a glued expression starts with: a split is offered only after one of them ("uma vez", "de novo", "pra
 * mim"), never between two words that are only each in the dictionary ("der repente", "derre pente").
 */
const GLUED_FIRST = new Set(
  'a à o as os ao aos de do da dos das em no na nos nas num numa com por pelo pela pelos pelas para pra pro um uma sem que se me te lhe até há só tão mais bem mal cada sobre entre apesar'.split(
    ' ',
  ),
);
/** What a glued first part was written for at the junction ("con|certeza" → "com", "en|cima" → "em"). */
const GLUED_FIRST_SPELLING: Record<string, string> = { con: 'com', en: 'em', un: 'um' };

/**
 * Splits of a glued word into a function word and a dictionary word, the junction mended: "denovo" → "de novo",
 * "concerteza" → "com certeza", "derrepente" → "de repente" (the r doubled between vowels is single again at a word's
 * start, like the s).
 */
function gluedSplits(w: string, spell: (x: string) => boolean): string[] {
  const out: string[] = [];
  for (let i = 1; i <= Math.min(6, w.length - 3); i++) {
    const first = GLUED_FIRST_SPELLING[w.slice(0, i)] ?? w.slice(0, i);
    if (!GLUED_FIRST.has(first)) continue;
    let rest = w.slice(i);
    if (/^(?:rr|ss)/u.test(rest) && /[aeiouáéíóúâêô]$/u.test(first)) rest = rest.slice(1);
    if (rest.length >= 3 && spell(rest)) out.push(`${first} ${rest}`);
  }
  return out;
}

/** The expression a glued word stands for ("Derrepente" → "De repente"), from the list of known ones. */
export function knownExpression(word: string): string | undefined {
  const joined = JOINED_EXPRESSIONS[word.toLowerCase()];
  return joined && /^\p{Lu}/u.test(word) ? joined[0]!.toUpperCase() + joined.slice(1) : joined;
}

export type HunspellLike = { spell(w: string): boolean; suggest(w: string): string[] };

/**
 * Character trigrams (with a start-of-word marker) of every dictionary stem and affix: a candidate holding a
 * trigram outside this set cannot be a Portuguese word, so it is dropped before the costly spell() call.
 */
export function buildTrigramIndex(dic: string, aff: string): Set<string> {
  const set = new Set<string>();
  const addWord = (w: string, start: boolean) => {
    const s = (start ? '^' : '') + w;
    for (let i = 0; i + 3 <= s.length; i++) set.add(s.slice(i, i + 3));
  };
  // Walk the 4 MB text line by line instead of split(): 300k strings at once would cost ~40 MB of resident memory.
  for (let at = 0; at < dic.length;) {
    let nl = dic.indexOf('\n', at);
    if (nl < 0) nl = dic.length;
    let end = dic.indexOf('/', at);
    if (end < 0 || end > nl) end = nl;
    const w = dic.slice(at, end).trim().toLowerCase();
    if (w && !/^\d+$/.test(w)) addWord(w, true);
    at = nl + 1;
  }
  for (const line of aff.split('\n')) {
    const m = /^(?:SFX|PFX)\s+\S+\s+(\S+)\s+(\S+)/.exec(line);
    if (!m || m[2] === 'Y' || m[2] === 'N') continue;
    const add = m[2].split('/')[0].toLowerCase();
    if (add === '0') continue;
    addWord(add, line.startsWith('PFX'));
    // Junctions of a suffix with any stem ending: pair each letter with the suffix's first two characters.
    for (const c of LETTERS) addWord(c + add.slice(0, 2), false);
  }
  return set;
}

/**
 * Forms the pt_BR dictionary lists that the Vocabulário Ortográfico (VOLP) does not — common misspellings taken into
 * the word list — with the standard form: read as misspelt, the standard form suggested first.
 */
const NONSTANDARD_ENTRIES = new Map([
  ['pertubação', 'perturbação'],
  ['pertubações', 'perturbações'],
  ['algorítimo', 'algoritmo'],
  ['algorítimos', 'algoritmos'],
]);

/**
 * What a candidate's cost falls for being a word students write: the whole bonus from USAGE_FULL essays on, part of it
 * below (log scale), none for a word no essay uses. The dictionary's affixes accept forms nobody writes ("idias",
 * "ídia") that an e/i confusion (0.8) reaches before the word meant by one letter more ("ideias", 1.0, 28 essays). The
 * scale saturates, so among written words the cost still decides ("respeitão": "respeitam", in one essay, before
 * "respeito", in 94).
 */
const USAGE_BONUS = 0.3;
const USAGE_FULL = 5;

/** `usage`, read at the first suggestion: how many essays use each word, a prior for ranking the candidates. */
export function createSpellerFrom(h: HunspellLike, trigrams?: Set<string>, usage?: () => BankWordUsage): Speller {
  const plausible = (w: string) => {
    if (!trigrams) return true;
    const s = '^' + w;
    for (let i = 0; i + 3 <= s.length; i++) if (!trigrams.has(s.slice(i, i + 3))) return false;
    return true;
  };
  /** In the dictionary and not one of its nonstandard entries. */
  const listed = (w: string) => !NONSTANDARD_ENTRIES.has(w.toLowerCase()) && h.spell(w);
  const checkCache = new Map<string, boolean>();
  const suggestCache = new Map<string, string[]>();
  const spell = (w: string): boolean => {
    let r = checkCache.get(w);
    if (r === undefined) {
      r = listed(w);
      if (checkCache.size > 60_000) checkCache.clear();
      checkCache.set(w, r);
    }
    return r;
  };
  let used: BankWordUsage | undefined;
  /** In how many essays the candidate occurs: candidates are dictionary words, so a misspelling is never favoured. */
  const essaysUsing = (c: string): number => (usage ? ((used ??= usage()).df.get(c) ?? 0) : 0);
  const usageBonus = (n: number) => USAGE_BONUS * Math.min(1, Math.log1p(n) / Math.log1p(USAGE_FULL));
  const matchCase = (orig: string, s: string) => (/^\p{Lu}/u.test(orig) ? s[0].toUpperCase() + s.slice(1) : s);

  function suggest(word: string, max = 3, cheap = false): string[] {
    const key = `${word}|${max}|${cheap}`;
    const hit = suggestCache.get(key);
    if (hit) return hit;
    const w = word.toLowerCase();
    const scored = new Map<string, number>();
    // A known glued expression is the suggestion, first ("derrepente" → "de repente"), as is the standard form of a
    // nonstandard dictionary entry.
    const expression =
      (Object.hasOwn(JOINED_EXPRESSIONS, w) ? JOINED_EXPRESSIONS[w] : undefined) ?? NONSTANDARD_ENTRIES.get(w);
    if (expression) scored.set(expression, 0);
    // The trigram filter only spares the dictionary the hundreds of plain edits; the few dozen accent and confusion
    // candidates go straight to it, as the index misses trigrams across a stem and its suffix ("excursões").
    const add = (c: string, cost: number, filtered = true) => {
      if (c === w || c.length === 0) return;
      // "ç" before "a", "o" or "u" sounds "s": without its cedilla the word sounds "k", no mere accent ("falço" is
      // "falso" before "falco").
      if (dropsCedilla(w, c)) cost += 0.5;
      const prev = scored.get(c);
      if (prev !== undefined && prev <= cost) return;
      // Candidates bypass the cache: they are one-off strings that would evict the words of real essays.
      if ((!filtered || plausible(c)) && listed(c)) scored.set(c, cost);
    };
    /** A two-word suggestion, whose words were checked one by one. */
    const add2 = (c: string, cost: number) => {
      const prev = scored.get(c);
      if (prev === undefined || prev > cost) scored.set(c, cost);
    };
    // Cheapest first: accent-only fixes, then typical Brazilian confusions, then any single edit.
    // A misplaced accent is moved before it is dropped ("Pórem" → "Porém", not "Porem").
    const accents = (x: string) => x.match(/[áàâãéêíóôõú]/g)?.length ?? 0;
    for (const c of accentVariants(w))
      add(c, foldAccents(c) !== foldAccents(w) ? 1.5 : accents(w) && accents(c) < accents(w) ? 0.55 : 0.5, false);
    // A confusion of sound with the accent restored ("fasil" → "fácil") is the word as it sounds: before a plain edit
    // that changes a letter ("fúsil").
    for (const c of soundKeepingVariants(w)) add(c, 0.6, false);
    for (const c of confusionVariants(w)) {
      add(c, 0.8, false);
      for (const a of accentVariants(c)) if (a !== c) add(a, 0.98);
    }
    if (scored.size < max && !cheap) {
      // Without an accent or confusion fix, two confusions of sound ("desfarsado" → "disfarçado": e for i, s for ç)
      // come before a plain edit that swaps a letter for an unrelated one ("desfardado"): students misspell by sound.
      if (scored.size === 0 && w.length >= 6)
        for (const c of confusionVariants(foldAccents(w)).flatMap(confusionVariants)) add(c, 0.95);
      for (const c of edits1(w)) add(c, 1 + (foldAccents(c) === foldAccents(w) ? -0.3 : 0) + (c[0] !== w[0] ? 0.3 : 0));
    }
    for (const [c, cost] of hyphenVariants(w, spell)) scored.set(c, cost);
    const withoutH = hDropped(w, spell);
    if (withoutH) scored.set(withoutH, 0.4);
    for (const c of withoutRepeat(w)) add(c, 0.9);
    if (w.length >= 5) for (const c of gluedSplits(w, (x) => plausible(x) && spell(x))) add2(c, 0.85);
    if (scored.size === 0 && w.length >= 6 && !cheap) {
      // Two single edits deep only along the accent/confusion axis keeps this bounded.
      const confused = confusionVariants(foldAccents(w));
      for (const c of confused) for (const a of accentVariants(c)) add(a, 1.8);
      // Two confusions of one sound ("nessecidade" → "necessidade": ss for c and c for ss, four plain edits), each
      // cheaper than a plain edit; then with an accent added ("nessecario" → "necessário").
      if (scored.size === 0) {
        const twice = confused.flatMap(confusionVariants);
        for (const c of twice) add(c, 1.6);
        if (scored.size === 0) for (const c of twice) for (const a of accentVariants(c)) add(a, 2);
      }
    }
    // A known expression or standard form (cost 0) stays first; the rest gain by how many essays use them, and of two
    // of equal cost the more used comes first ("ideas": "ideias" before "ideal").
    const res = [...scored.entries()]
      .map(([c, cost]): [string, number, number] => {
        const n = essaysUsing(c);
        return [c, cost > 0 ? Math.max(0.01, cost - usageBonus(n)) : cost, n];
      })
      .sort((x, y) => x[1] - y[1] || y[2] - x[2] || Math.abs(x[0].length - w.length) - Math.abs(y[0].length - w.length))
      .slice(0, max)
      .map(([c]) => matchCase(word, c));
    if (suggestCache.size > 20_000) suggestCache.clear();
    suggestCache.set(key, res);
    return res;
  }

  const accentFix = (word: string) =>
    accentVariants(word.toLowerCase()).find((c) => c !== word.toLowerCase() && spell(c));
  return { check: spell, suggest, accentFix };
}

const PREFIXES = new Set([
  'auto',
  'anti',
  'socio',
  'micro',
  'macro',
  'semi',
  'super',
  'inter',
  'hiper',
  'neo',
  'pseudo',
  'infra',
  'ultra',
  'extra',
  'contra',
  'multi',
  'mini',
  'bio',
  'eco',
  'geo',
  'tele',
  'agro',
  'eletro',
  'psico',
  'foto',
  'mega',
  'intra',
  'sobre',
]);

/**
 * Hyphens after the 2009 reform. A prefix joins the word ("auto-anamnese" → "autoanamnese", "sócio-ambiental" →
 * "socioambiental", "auto-retrato" → "autorretrato", r/s doubled after the vowel), which the dictionary may not list,
 * so it is offered when the word after the prefix is valid; other compounds split ("dia-a-dia" → "dia a dia").
 */
function hyphenVariants(w: string, spell: (x: string) => boolean): [string, number][] {
  const parts = w.split('-').filter(Boolean);
  if (parts.length < 2) return [];
  const prefix = foldAccents(parts[0]);
  const rest = parts.slice(1).join('');
  if (PREFIXES.has(prefix) && parts.length === 2) {
    // The hyphen stays before h and before the vowel the prefix ends with ("anti-inflamatório").
    if (/^h/.test(rest) || prefix.at(-1) === rest[0] || !spell(rest)) return [];
    return [
      [
        /[aeiou]$/.test(prefix) && /^[rs][aeiouáéíóúâêôãõ]/.test(rest)
          ? `${prefix}${rest[0]}${rest}`
          : `${prefix}${rest}`,
        0.5,
      ],
    ];
  }
  const joined = parts.join('');
  const out: [string, number][] = [];
  if (spell(joined)) out.push([joined, 0.6]);
  if (parts.every((p) => spell(p))) out.push([parts.join(' '), 0.7]);
  return out;
}

/**
 * A prefix and a word in h, hyphenated or joined ("trans-humanismo", "transhumanismo"), where the dictionary has the
 * prefix joined to the word without its h ("transumano", "transumanar"): that form, or its derivation the speller
 * accepts ("transumanismo"), is the standard one. Undefined where the dictionary has no such form ("super-homem").
 */
function hDropped(w: string, spell: (x: string) => boolean): string | undefined {
  const m = /^(\p{L}{2,}?)-?h(\p{L}{4,})$/u.exec(w);
  if (!m || spell(w.replace('-', ''))) return undefined;
  const c = m[1]! + m[2]!;
  return spell(c) || wellFormedDerivation(c, spell) ? c : undefined;
}

/** Prefixes that always keep their hyphen ("pré-vestibular", "pós-pandemia", "ex-presidente", "recém-nascido"). */
const HYPHENED_PREFIXES = new Set(['pré', 'pós', 'pró', 'ex', 'vice', 'recém', 'sem', 'além', 'aquém']);
/** Prefixes ending in a consonant, with the letters before which they keep the hyphen ("inter-regional", "sub-base"). */
const CONSONANT_PREFIXES: Record<string, RegExp> = {
  inter: /^[rh]/,
  super: /^[rh]/,
  hiper: /^[rh]/,
  ciber: /^[rh]/,
  sub: /^[bhr]/,
};
/** Prefixes ending in a vowel that join the word ("contraturno", "antissocial"), besides PREFIXES. */
const VOWEL_PREFIXES = new Set([
  ...PREFIXES,
  'arqui',
  'supra',
  'retro',
  'poli',
  'maxi',
  'nano',
  'hidro',
  'termo',
  'proto',
  'pluri',
]);
/** First parts that are function words, never the head of a noun–noun compound ("para-quedas" is "paraquedas"). */
const NOT_COMPOUND_HEADS = new Set(['para', 'pela', 'pelo', 'com', 'sem', 'sob', 'sobre', 'entre', 'que', 'dia']);

/**
 * A word the dictionary lacks but that is well formed by the 2009 hyphen rules: a prefix and a known word, joined
 * ("contraturno", "semiaberto", "antissocial", "interestadual", "subemprego") or hyphenated where the rules keep the
 * hyphen ("pré-vestibular", "anti-inflamatório", "super-homem", "sub-bacia"), and a noun–noun compound whose parts
 * are both known ("centros-dia", "salário-família"). A prefix written the other way ("anti-social", "auto-estima",
 * "antisocial") is not well formed and stays a spelling finding, with the joined form suggested.
 */
export function wellFormedCompound(word: string, spell: (x: string) => boolean): boolean {
  const w = word.toLowerCase();
  const known = (x: string) => x.length >= 3 && spell(x);
  const parts = w.split('-');
  if (parts.length === 2 && parts.every(Boolean)) {
    const [first, rest] = parts as [string, string];
    // A verb and its enclitic pronoun ("percebe-los", "trata-las") is no compound: its accent is C1's to judge.
    if (!known(rest) || /^(?:[ln]?[oa]s?|lhes?|se|me|te|nos|vos)$/.test(rest)) return false;
    if (hDropped(w, spell)) return false;
    if (HYPHENED_PREFIXES.has(first)) return true;
    const folded = foldAccents(first);
    if (VOWEL_PREFIXES.has(folded)) return /^h/.test(rest) || folded.at(-1) === rest[0];
    if (CONSONANT_PREFIXES[first]) return CONSONANT_PREFIXES[first].test(rest);
    return known(first) && !NOT_COMPOUND_HEADS.has(first);
  }
  if (parts.length !== 1) return false;
  for (const prefix of [...VOWEL_PREFIXES, ...Object.keys(CONSONANT_PREFIXES)]) {
    if (!w.startsWith(prefix)) continue;
    let rest = w.slice(prefix.length);
    if (rest.length < 4 || /^h/.test(rest)) continue;
    if (/[aeiou]$/.test(prefix)) {
      if (rest[0] === prefix.at(-1)) continue;
      // After a vowel, r and s double ("contrarregra", "antissocial"); a single one is not well formed.
      if (/^[rs]/.test(rest)) {
        if (rest[1] !== rest[0]) continue;
        rest = rest.slice(1);
      }
    } else if (CONSONANT_PREFIXES[prefix]!.test(rest)) continue;
    if (known(rest) || wellFormedDerivation(rest, spell)) return true;
  }
  return false;
}

/**
 * Prefixes that join every word, even one opening with their own vowel ("reeducar", "cooperação", "desserviço"); r and
 * s double after re- and co- ("ressocializar", "corresponsável"). Before h they drop it ("desumano", "reabilitar"), a
 * form the dictionary lists where it exists, so a word after them opening with h is left to it.
 */
const JOINING_PREFIXES = ['des', 're', 'co'];

function joinedPrefix(w: string, known: (x: string) => boolean, wellFormed: (x: string) => boolean): boolean {
  for (const prefix of JOINING_PREFIXES) {
    if (!w.startsWith(prefix)) continue;
    let rest = w.slice(prefix.length);
    // A prefix that stands for another misspelt or for a longer word's tail: "desvastar" is "devastar", "cotratam"
    // "contratam", "reconceitos" "preconceitos", "cossistema" "ecossistema" — not "des" + "vastar", "co" + "tratam"…
    const meant = { des: [`de${rest}`], co: [`com${rest}`, `con${rest}`], re: [] }[prefix]!;
    if ([...meant, ...[...LETTERS].map((c) => c + w)].some(known)) continue;
    if (prefix !== 'des' && /^[rs]/.test(rest)) {
      if (rest[1] !== rest[0]) continue;
      rest = rest.slice(1);
    }
    if (rest.length >= 5 && !/^h/.test(rest) && wellFormed(rest)) return true;
  }
  return false;
}

/**
 * Families of learned suffixes: a word with one of them is well formed when its first part takes a sibling the
 * dictionary lists ("transfóbicos" beside "transfobia", "negacionismo" beside "negacionista"). All but -ismo's join a
 * stem and its linking vowel ("gord-o-fobia") or a combining form ("aporo-", "eco-", COMBINING_FORMS and
 * VOWEL_PREFIXES); -ismo and -ista join the stem itself ("punitiv-ista").
 */
const LEARNED_FAMILIES: string[][] = [
  ['fobia', 'fóbico', 'fobo'],
  ['cídio', 'cida'],
  ['cracia', 'crata', 'crático'],
  ['logia', 'lógico', 'logo'],
  ['ismo', 'ista', 'ístico'],
];
/** Combining forms the dictionary has no word for, before a learned suffix ("aporofobia", "afrofobia", "etnocídio"). */
const COMBINING_FORMS = new Set(['afro', 'aporo', 'etno', 'hetero', 'homo', 'judeo', 'lesbo', 'necro', 'sino', 'xeno']);
/** Forms of a verb in -izar ("viralizar", "viralizados", "plataformização"), after the stem and "iz". */
const IZAR_ENDINGS =
  'ar a am as o ou aram ado ada ados adas ando ação ações ador adora adores adoras e em ará arão aria ariam ava avam amos ante antes'.split(
    ' ',
  );

/** The part of `w` before `suffix` in any of its inflections (gender and number: -o, -a, -os, -as; -a, -as), if any. */
function beforeSuffix(w: string, suffix: string): string | undefined {
  const forms = suffix.endsWith('o')
    ? [suffix, `${suffix}s`, `${suffix.slice(0, -1)}a`, `${suffix.slice(0, -1)}as`]
    : [suffix, `${suffix}s`];
  const form = forms.find((f) => w.endsWith(f));
  return form === undefined ? undefined : w.slice(0, -form.length);
}

/**
 * A stem of a dictionary word of five letters or more: the word ("viral"), or the word less its last vowel ("punitiv"
 * of "punitivo", "gord" of "gordo", "plataform" of "plataforma"); `min` letters at least in the stem (five but where
 * a linking vowel or "-iz-" follows it: shorter stems of misspelt words are words too, "cent" in "centistas").
 */
const isStem = (s: string, known: (x: string) => boolean, min = 5) =>
  s.length >= min && ['', 'o', 'a', 'e'].some((v) => s.length + v.length >= 5 && known(s + v));

/**
 * A word built exactly from a dictionary word and a productive suffix: a learned suffix on a stem ("gordofobia",
 * "punitivista", with the siblings of LEARNED_FAMILIES), a verb in -izar and its forms ("viralizar", "plataformização"),
 * -ação of a verb in -ar, -idade of an adjective ("empregabilidade" of "empregável"), -mente of an adjective
 * ("relevantemente"; of the feminine where there is one, and not where "-mento" is the word meant: "monitoramente").
 */
function derived(w: string, known: (x: string) => boolean): boolean {
  for (const family of LEARNED_FAMILIES) {
    for (const suffix of family) {
      const first = beforeSuffix(w, suffix);
      if (first === undefined || first.length < 3) continue;
      if (family.some((sibling) => sibling !== suffix && known(first + sibling))) return true;
      const combining = COMBINING_FORMS.has(first) || VOWEL_PREFIXES.has(first);
      const linked = combining || (/[oi]$/.test(first) && isStem(first.slice(0, -1), known, 4));
      if (family[0] === 'ismo' ? isStem(first, known) : linked) return true;
    }
  }
  // The stem before -iz- ends in its consonant, a last vowel dropped ("plataform-izar", "revitaizando" is misspelt).
  const iz = w.lastIndexOf('iz');
  const verbStem = w.slice(0, iz);
  if (iz > 0 && IZAR_ENDINGS.includes(w.slice(iz + 2)) && /[^aeiou]$/.test(verbStem) && isStem(verbStem, known, 4))
    return true;
  const action = /^(.{3,})aç(?:ão|ões)$/u.exec(w);
  if (action && known(`${action[1]}ar`)) return true;
  const quality = /^(.{3,})idades?$/u.exec(w)?.[1];
  if (quality && (isStem(quality, known) || (quality.endsWith('bil') && known(`${quality.slice(0, -3)}vel`))))
    return true;
  const adjective = /^(.{4,})mente$/u.exec(w)?.[1];
  if (adjective && /[aelrz]$/.test(adjective) && known(adjective) && !known(`${w.slice(0, -1)}o`))
    return !adjective.endsWith('a') || known(`${adjective.slice(0, -1)}o`);
  return false;
}

/**
 * A word the dictionary lacks but that Portuguese builds productively from one it has: a prefix of JOINING_PREFIXES
 * and a known or derived word ("reeducandos", "desplataformização"), or a derivation (`derived`). A word one accent,
 * one typical confusion or two letters swapped away from a dictionary word is that word misspelt, not a new one
 * ("analizar" is "analisar", not "anal" + "-izar"; "despreso" is "desprezo", not "des" + "preso"; "piscológico" is
 * "psicológico", not "pisco" + "-lógico"). A letter more, less or changed is not enough: "viralizar" is no slip for
 * "vitralizar" or "virilizar", nor "reeducandos" for "reeducados".
 */
export function wellFormedDerivation(word: string, spell: (x: string) => boolean): boolean {
  const w = word.toLowerCase();
  const known = (x: string) => x.length >= 3 && spell(x);
  const wellFormed = (x: string) => known(x) || derived(x, known);
  if (!derived(w, known) && !joinedPrefix(w, known, wellFormed)) return false;
  const swaps = [...w].slice(1).map((_, i) => w.slice(0, i) + w[i + 1] + w[i] + w.slice(i + 2));
  return ![...accentVariants(w), ...confusionVariants(w), ...swaps].some((c) => c !== w && spell(c));
}

/** A syllable typed twice: "sociedadade" → "sociedade", "ilumininista" → "iluminista". */
function withoutRepeat(w: string): string[] {
  const out: string[] = [];
  for (let n = 2; n <= 3; n++)
    for (let i = 0; i + 2 * n <= w.length; i++)
      if (w.slice(i, i + n) === w.slice(i + n, i + 2 * n)) out.push(w.slice(0, i + n) + w.slice(i + 2 * n));
  return out;
}

let loading: Promise<Speller> | undefined;
/** Loads the dictionary once per process (~0.6 s, ~35 MB). */
export function loadSpeller(): Promise<Speller> {
  loading ??= (async () => {
    // The wasm runtime's default wait is 3 s, which a loaded 2-core machine (a CI run beside a fit) overran.
    const factory = await loadModule({ timeout: 60_000 });
    const aff = factory.mountBuffer(new Uint8Array(dict.aff), 'pt_BR.aff');
    const dic = factory.mountBuffer(new Uint8Array(dict.dic), 'pt_BR.dic');
    const trigrams = buildTrigramIndex(new TextDecoder().decode(dict.dic), new TextDecoder().decode(dict.aff));
    return createSpellerFrom(factory.create(aff, dic), trigrams, bankWordUsage);
  })();
  return loading;
}
