// Readings guessed from the form of a word Apertium's dictionary lacks and the speller knows ("desmatamento",
// "conscientização", "insalubres", "calçadas", "travou"): part of speech, gender and number read from its ending, as
// Portuguese derivation fixes them, the plural of a verb form, and a third person plural whose infinitive the speller
// knows ("desrespeitam", "desrespeitarem"). Each nominal ending kept was checked against the
// dictionary's own tags for the words it knows (scripts/lexicon-gap.ts prints the share right per ending; kept: 90 %
// and over). A form that may be a verb's ("controla", "exige", "manipulo") gets no nominal guess. The rules read the
// guess where the dictionary says nothing and tell it from the dictionary's word by `isGuessed`.
import type { Reading } from './analyzer.js';

type Pos = 'n' | 'adj';
/** An ending of the singular and what it makes: parts of speech and gender ('mf': either). */
export type Ending = { name: string; re: RegExp; pos: Pos[]; g: 'm' | 'f' | 'mf' };

/**
 * Singular endings, most specific first (the first that matches decides). Each asks for a stem of some length, so short
 * words are left alone. The parts of speech are those a tenth or more of the dictionary's words of the ending show
 * (a word read as "noun or adjective" is a noun to the rules that look for one: "deixa nítida a" is no noun's "a").
 */
export const ENDINGS: Ending[] = [
  { name: '-ção', re: /^\p{Ll}{2,}ção$/u, pos: ['n'], g: 'f' },
  { name: '-são', re: /^\p{Ll}{2,}são$/u, pos: ['n'], g: 'f' },
  { name: '-dade', re: /^\p{Ll}{2,}dade$/u, pos: ['n'], g: 'f' },
  { name: '-tude', re: /^\p{Ll}{2,}tude$/u, pos: ['n'], g: 'f' },
  { name: '-agem', re: /^\p{Ll}{2,}agem$/u, pos: ['n'], g: 'f' },
  { name: '-ência', re: /^\p{Ll}{2,}ência$/u, pos: ['n'], g: 'f' },
  { name: '-ância', re: /^\p{Ll}{2,}ância$/u, pos: ['n'], g: 'f' },
  { name: '-eza', re: /^\p{Ll}{2,}eza$/u, pos: ['n'], g: 'f' },
  { name: '-ança', re: /^\p{Ll}{2,}ança$/u, pos: ['n'], g: 'f' },
  { name: '-logia', re: /^\p{Ll}{2,}(?:logia|grafia|cracia|fobia|nomia|patia|terapia)$/u, pos: ['n'], g: 'f' },
  { name: '-ura', re: /^\p{Ll}{3,}ura$/u, pos: ['n', 'adj'], g: 'f' },
  { name: '-ose', re: /^\p{Ll}{3,}ose$/u, pos: ['n'], g: 'f' },
  { name: '-mento', re: /^\p{Ll}{2,}mento$/u, pos: ['n'], g: 'm' },
  { name: '-ismo', re: /^\p{Ll}{2,}ismo$/u, pos: ['n'], g: 'm' },
  { name: '-ume', re: /^\p{Ll}{2,}ume$/u, pos: ['n'], g: 'm' },
  { name: '-cídio', re: /^\p{Ll}{2,}cídio$/u, pos: ['n'], g: 'm' },
  { name: '-dor', re: /^\p{Ll}{2,}[dts]or$/u, pos: ['n', 'adj'], g: 'm' },
  { name: '-dora', re: /^\p{Ll}{2,}[dts]ora$/u, pos: ['n', 'adj'], g: 'f' },
  { name: '-ista', re: /^\p{Ll}{3,}[ií]sta$/u, pos: ['n', 'adj'], g: 'mf' },
  { name: '-vel', re: /^\p{Ll}{2,}vel$/u, pos: ['adj'], g: 'mf' },
  { name: '-al', re: /^\p{Ll}{3,}al$/u, pos: ['adj', 'n'], g: 'mf' },
  { name: '-il', re: /^\p{Ll}{3,}il$/u, pos: ['adj', 'n'], g: 'mf' },
  { name: '-ente', re: /^\p{Ll}{3,}ente$/u, pos: ['adj', 'n'], g: 'mf' },
  { name: '-ante', re: /^\p{Ll}{3,}ante$/u, pos: ['adj', 'n'], g: 'mf' },
  { name: '-ense', re: /^\p{Ll}{3,}ense$/u, pos: ['adj', 'n'], g: 'mf' },
  { name: '-oso', re: /^\p{Ll}{2,}oso$/u, pos: ['adj', 'n'], g: 'm' },
  { name: '-osa', re: /^\p{Ll}{2,}osa$/u, pos: ['adj', 'n'], g: 'f' },
  { name: '-ivo', re: /^\p{Ll}{2,}ivo$/u, pos: ['adj', 'n'], g: 'm' },
  { name: '-iva', re: /^\p{Ll}{2,}iva$/u, pos: ['adj', 'n'], g: 'f' },
  { name: '-ico', re: /^\p{Ll}{2,}ico$/u, pos: ['adj', 'n'], g: 'm' },
  { name: '-ica', re: /^\p{Ll}{2,}ica$/u, pos: ['adj', 'n'], g: 'f' },
  { name: '-ário', re: /^\p{Ll}{2,}ário$/u, pos: ['n', 'adj'], g: 'm' },
  { name: '-ária', re: /^\p{Ll}{2,}ária$/u, pos: ['n', 'adj'], g: 'f' },
  { name: '-eiro', re: /^\p{Ll}{2,}eiro$/u, pos: ['n', 'adj'], g: 'm' },
  // not "queira", "requeira" (of "querer")
  { name: '-eira', re: /^\p{Ll}{2,}eira$(?<!queira)/u, pos: ['n', 'adj'], g: 'f' },
  { name: '-ado', re: /^\p{Ll}{2,}[ai]do$/u, pos: ['adj'], g: 'm' },
  { name: '-ada', re: /^\p{Ll}{2,}[ai]da$/u, pos: ['adj'], g: 'f' },
  // "-io" after an accented syllable ("malefício", "raciocínio", "território"): no verb form has it
  { name: '-io após acento', re: /^\p{Ll}*[áéíóúâêô]\p{Ll}*io$/u, pos: ['n', 'adj'], g: 'm' },
  // "-a" after an accented syllable ("pílula", "rubéola", "análoga"): no verb form of an essay has it; not "-ícola",
  // "-ígena", "-íta", "-ema" (of both genders or masculine, as in BARE)
  {
    name: '-a após acento',
    re: /^\p{Ll}*[áéíóúâêô]\p{Ll}*[^aeiouãõ]a$(?<!ma|ta|cola|gena)/u,
    pos: ['n', 'adj'],
    g: 'f',
  },
  // any other "-o" after a consonant ("descaso", "barulho", "sarampo"), not a verb's first person (mayBeVerb)
  { name: '-o', re: /^\p{Ll}{3,}[^aeiouãõ]o$/u, pos: ['n', 'adj'], g: 'm' },
];
/**
 * A bare "-a" or "-e" after a consonant: right under 90 % of the time in the singular (forms of verbs whose stem does
 * not show their infinitive, "tenha", "interfira", "progride", "obteve"), so read only in the plural (whose "-s" no
 * verb of an essay has: "pílulas", "entraves"), or where a predicative stands (PREDICATIVE). Not the Greek "-ma",
 * "-eta" ("problema", "planeta": masculine), nor "-ita", "-ota", "-auta", "-cola", "-gena" ("jesuíta", "patriota",
 * "internauta", "agrícola", "indígena": of both genders), nor the verbs' "-ava", "-sse".
 */
const BARE: Ending[] = [
  { name: '-a', re: /^\p{Ll}{3,}[^aeiouãõ]a$(?<!ma|eta|[iíou]ta|cola|gena|ava)/u, pos: ['n', 'adj'], g: 'f' },
  { name: '-e', re: /^\p{Ll}{3,}[^aeiouãõ]e$(?<!sse)/u, pos: ['n', 'adj'], g: 'mf' },
];
/** Adjectives of both genders in "-az", "-oz", "-iz" ("capaz", "atroz", "feliz"), read only as predicatives. */
const BOTH_GENDERS_Z: Ending = { name: '-az', re: /^\p{Ll}{3,}(?:az|oz|iz)$/u, pos: ['adj'], g: 'mf' };
/** Endings measured and left out (scripts/lexicon-gap.ts shows them): infinitives, "índice", "limite". */
export const REJECTED: Ending[] = [
  ...BARE,
  { name: '-ar', re: /^\p{Ll}{2,}ar$/u, pos: ['adj', 'n'], g: 'mf' },
  { name: '-ice', re: /^\p{Ll}{3,}ice$/u, pos: ['n'], g: 'f' },
  { name: '-ite', re: /^\p{Ll}{3,}ite$/u, pos: ['n'], g: 'f' },
];
/** Adverbs in "-mente" ("hodiernamente", "futuramente"). */
const ADVERB = /^\p{Ll}{4,}mente$/u;

/**
 * Words left unguessed: those the dictionary knows only inside the locutions they live in ("no entanto", "por
 * conseguinte", "não obstante", "em prol de", "no que tange a": asked one by one, it lacks them; they are no nouns),
 * an adverb ("decerto"), prefixes written apart ("micro influenciadores", "de micro à macro"), and singulars in
 * "-es" ("o diabetes").
 */
const NOT_GUESSED = new Set(
  `entanto apesar destarte dessarte conseguinte obstante tange redor cerca priori posteriori prol invés mercê afim quê
   meados decerto micro macro diabetes herpes`.split(/\s+/),
);

/**
 * The word may be a verb form the dictionary lacks: a gerund ("viabilizando"), or a third person or a subjunctive
 * whose last vowel swapped for an infinitive's ending (the spelling of the stem restored: "exija" → "exigir", "fique" →
 * "ficar", "comece" → "começar") gives a verb the speller knows ("controla", "exige"). Not a first person in "-o": the
 * words the dictionary lacks that end so are nouns and adjectives ("descaso", "barulho", "surto", "empecilho",
 * "desrespeito"), though the speller knows a verb of their stem ("descasar", "barulhar").
 */
function mayBeVerb(w: string, known: (word: string) => boolean): boolean {
  if (/[aeiou]ndo$/.test(w) && known(w.replace(/ndo$/, 'r'))) return true;
  const m = /^(\p{Ll}{2,}?)(qu|gu|ç|j|c|g)?[ae]$/u.exec(w);
  if (!m) return false;
  const stem = m[1]!;
  const stems = [stem + (m[2] ?? '')];
  if (m[2] === 'qu' || m[2] === 'ç') stems.push(`${stem}c`);
  if (m[2] === 'gu' || m[2] === 'j') stems.push(`${stem}g`);
  if (m[2] === 'c') stems.push(`${stem}ç`);
  return stems.some((s) => known(`${s}ar`) || known(`${s}er`) || known(`${s}ir`));
}

/** The singulars a plural may come from, in order: "-ões"/"-ães" → "-ão", "-ais" → "-al", "-eis" → "-el"/"-il"… */
function singularsOf(w: string): string[] {
  if (!/s$/.test(w) || w.length < 5) return [];
  const out: string[] = [];
  if (/(?:õe|ãe)s$/.test(w)) out.push(w.replace(/(?:õe|ãe)s$/, 'ão'));
  if (/ais$/.test(w)) out.push(w.replace(/ais$/, 'al'));
  if (/[éê]is$/.test(w)) out.push(w.replace(/[éê]is$/, 'el'));
  if (/eis$/.test(w)) out.push(w.replace(/eis$/, 'el'), w.replace(/eis$/, 'il'));
  if (/óis$/.test(w)) out.push(w.replace(/óis$/, 'ol'));
  if (/[^aeo]is$/.test(w)) out.push(w.replace(/is$/, 'il'));
  if (/ns$/.test(w)) out.push(w.replace(/ns$/, 'm'));
  if (/[rzs]es$/.test(w)) out.push(w.slice(0, -2));
  if (/[aeiouáéíóúâêô]s$/.test(w)) out.push(w.slice(0, -1));
  return out;
}

const endingIn = (endings: Ending[], w: string) => endings.find((e) => e.re.test(w));
const readingsFor = (lemma: string, e: Ending, n: 'sg' | 'pl'): Reading[] =>
  e.pos.map((pos) => [{ lemma, tags: [pos, e.g, n] }]);

/**
 * The nominal readings guessed for a lower-case word the speller knows (`known`), or [] where the form says nothing
 * sure: a singular read by its ending, a plural by the ending of a singular the speller knows ("insalubres" of
 * "insalubre", "entraves" of "entrave"), an adverb by "-mente". Tags as the dictionary's: [pos, gender ('m', 'f',
 * 'mf'), number]. `endings` and `ending` (the one that decided) serve the measurement.
 */
export function guessNominal(
  w: string,
  known: (word: string) => boolean,
  endings: Ending[] = ENDINGS,
): { readings: Reading[]; ending?: string } {
  const none = { readings: [] };
  if (!/^\p{Ll}+$/u.test(w) || NOT_GUESSED.has(w) || !known(w)) return none;
  // not "alimente", "regulamente" (of "alimentar", "regulamentar")
  if (ADVERB.test(w))
    return mayBeVerb(w, known) ? none : { readings: [[{ lemma: w, tags: ['adv'] }]], ending: '-mente' };
  const e = endingIn(endings, w);
  if (e) return mayBeVerb(w, known) ? none : { readings: readingsFor(w, e, 'sg'), ending: e.name };
  // A plural: "-mos" is also a verb's first person plural ("podemos", "analisarmos", "encontraremos").
  if (/mos$/.test(w) && [/mos$/, /rmos$/, /remos$/, /ríamos$/].some((x) => known(w.replace(x, 'r')))) return none;
  for (const s of singularsOf(w)) {
    const se = endingIn(endings, s) ?? endingIn(BARE, s);
    // No verb test here: a verb form in "-s" is the second person ("tu palestras"), not an essay's.
    if (se && known(s)) return { readings: readingsFor(s, se, 'pl'), ending: `${se.name} (plural)` };
  }
  return none;
}

/**
 * Gender and number of a word the dictionary lacks where a predicative stands (after a copula, where no verb can):
 * an adjective or participle the guess reads, or besides it a bare "-a"/"-e" and "-az"/"-oz"/"-iz" ("é tamanha", "é
 * insalubre", "são capazes"). Undefined for a word read only as a noun ("é desmatamento") or not at all.
 */
export function predicativeGuess(
  w: string,
  known: (word: string) => boolean,
): { g: 'm' | 'f' | 'mf'; n: 'sg' | 'pl' } | undefined {
  const adjective = guessedReadings(w, known).find((r) => r[0]!.tags[0] === 'adj' || r[0]!.tags[1] === 'pp');
  if (adjective) {
    const tags = adjective[0]!.tags;
    return { g: tags.at(-2) as 'm' | 'f' | 'mf', n: tags.at(-1) as 'sg' | 'pl' };
  }
  if (!/^\p{Ll}+$/u.test(w) || guessedReadings(w, known).length || !known(w)) return undefined;
  const extra = [...BARE, BOTH_GENDERS_Z];
  const e = endingIn(extra, w);
  if (e) return { g: e.g, n: 'sg' };
  const s = singularsOf(w).find((x) => endingIn(extra, x) && known(x));
  return s ? { g: endingIn(extra, s)!.g, n: 'pl' } : undefined;
}

/**
 * Adjectives the dictionary lacks altogether that grammars list for their agreement ("alimentação inclusa", "estão
 * quites"): read as surely as the dictionary's words, not as a guess.
 */
export const LEXICON_GAPS: Record<string, Reading[]> = Object.fromEntries(
  'incluso:incluso:m:sg inclusa:incluso:f:sg inclusos:incluso:m:pl inclusas:incluso:f:pl quite:quite:mf:sg quites:quite:mf:pl'
    .split(' ')
    .map((entry) => {
      const [w, lemma, g, n] = entry.split(':') as [string, string, string, string];
      return [w, [[{ lemma, tags: ['adj', g, n] }]]];
    }),
);
/** Plural forms the dictionary lists only in the singular: "bastantes" (the adjective, "bastantes pessoas"). */
const MISSING_PLURALS: Record<string, Reading[]> = {
  bastantes: [[{ lemma: 'bastante', tags: ['adj', 'mf', 'pl'] }]],
};

/** Words kept, bounded: the development essays hold ~4 000 forms the dictionary lacks. */
const CACHE_MAX = 50_000;
const GUESSES = new Map<string, Reading[]>();
const GUESSED = new WeakSet<Reading[]>();

/**
 * Readings for a word the dictionary lacks, read by its form: a regular participle of a verb Apertium does not list
 * but the speller (`known`) does ("endividado" of "endividar", "pirateadas" of "piratear", "travestido" of
 * "travestir"; not "bandido", "imoderado": no "bandir", "imoderar"), a plural of MISSING_PLURALS, or guessNominal's
 * reading; `[]` for anything else. Kept apart from the analyser's `readings` (which says what the dictionary knows, as
 * the part-of-speech rates the model reads count it). Memoised: the same word gets the same array back (the rules key
 * what they derive on it).
 */
export function guessedReadings(w: string, known: (word: string) => boolean): Reading[] {
  const hit = GUESSES.get(w);
  if (hit) return hit;
  const m = /^(\p{Ll}{3,})([ai])d([oa])(s?)$/u.exec(w);
  const lemma = m && [...(m[2] === 'a' ? ['ar'] : ['er', 'ir'])].map((e) => m[1] + e).find(known);
  const nominal = () => {
    const r = guessNominal(w, known).readings;
    return r.length ? r : verbPluralReadings(w, known);
  };
  const readings: Reading[] =
    MISSING_PLURALS[w] ??
    (m && lemma ? [[{ lemma, tags: ['vblex', 'pp', m[3] === 'o' ? 'm' : 'f', m[4] ? 'pl' : 'sg'] }]] : nominal());
  if (GUESSES.size >= CACHE_MAX) GUESSES.clear();
  GUESSES.set(w, readings);
  GUESSED.add(readings);
  return readings;
}
/**
 * A third person plural of a verb the dictionary lacks and the speller knows, with its infinitive ("desrespeitam" of
 * "desrespeitar": present; "desrespeitarem": the personal infinitive and the future subjunctive, as the dictionary
 * reads "respeitarem"). Nothing for a word with a nominal guess.
 */
function verbPluralReadings(w: string, known: (word: string) => boolean): Reading[] {
  const future = /^(\p{Ll}{3,})([aei])rem$/u.exec(w);
  if (future) {
    const lemma = `${future[1]}${future[2]}r`;
    if (!known(lemma)) return [];
    return [[{ lemma, tags: ['vblex', 'infps', 'p3', 'pl'] }], [{ lemma, tags: ['vblex', 'fts', 'p3', 'pl'] }]];
  }
  const present = /^(\p{Ll}{3,})([ae])m$/u.exec(w);
  const lemma =
    present && (present[2] === 'a' ? [`${present[1]}ar`] : [`${present[1]}er`, `${present[1]}ir`]).find(known);
  return lemma ? [[{ lemma, tags: ['vblex', 'pri', 'p3', 'pl'] }]] : [];
}
/** The readings are `guessedReadings`' (read by the form: a participle may also be a noun the dictionary lacks). */
export const isGuessed = (readings: Reading[] | undefined) => !!readings?.length && GUESSED.has(readings);

/**
 * The third person plural of a singular verb form the dictionary lacks, when the speller knows both ("travou" →
 * "travaram", "enxerga" → "enxergam", "vivencia" → "vivenciam"); undefined for anything else (a noun's ending is no
 * verb's: "vacinação", "idade", "postagem", "velhice", "cultura", "beleza").
 */
export function guessedVerbPlural(w: string, known: (word: string) => boolean): string | undefined {
  const hit = VERB_PLURALS.get(w);
  if (hit !== undefined || VERB_PLURALS.has(w)) return hit;
  let found: string | undefined;
  if (/^\p{Ll}{4,}$/u.test(w) && known(w)) {
    const candidate = /ou$/.test(w)
      ? w.replace(/ou$/, 'aram')
      : /[ei]u$/.test(w)
        ? w.replace(/eu$/, 'eram').replace(/iu$/, 'iram')
        : /[ae]$/.test(w) && !/(?:ção|dade|agem|ice|ura|eza)$/.test(w)
          ? `${w}m`
          : undefined;
    found = candidate && candidate !== w && known(candidate) ? candidate : undefined;
  }
  if (VERB_PLURALS.size >= CACHE_MAX) VERB_PLURALS.clear();
  VERB_PLURALS.set(w, found);
  return found;
}
const VERB_PLURALS = new Map<string, string | undefined>();
