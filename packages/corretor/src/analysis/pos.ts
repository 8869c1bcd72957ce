// Parts of speech from the morphological analyser's readings (src/morph/analyzer.ts, already asked for every word by
// C1's rules: these are cache lookups), meant to carry from one proposal to another: they say how the essay is built
// (subordination, nominalisation, verb forms), never what it is about. Two outputs: each class's rate per 100 words
// (POS_FEATURES) and the essay as a string of one letter per word, each sentence one "word" with a comma as its own
// letter, whose character 3–5-grams are part-of-speech n-grams for the hashed text model (the `pos` model of
// params/model.json, fitted like the text model).
import type { Morphology, Reading } from '../morph/analyzer.js';
import type { Doc } from '../text.js';

// One letter per class (the text model lower-cases and reads letters only).
const VERB_FORM: Record<string, string> = {
  inf: 'i',
  infps: 'i',
  ger: 'g',
  pp: 't',
  prs: 'j',
  pis: 'j',
  fts: 'j',
  imp: 'j',
};
const CLASS: Record<string, string> = {
  n: 'n',
  adj: 'a',
  adv: 'r',
  preadv: 'r',
  det: 'd',
  detnt: 'd',
  predet: 'd',
  pr: 'p',
  prn: 'o',
  rel: 'l',
  cnjsub: 's',
  cnjcoo: 'c',
  cnjadv: 's',
  // Proper nouns: the readings are of the lower-cased word, so "brasil" is not one (never counted as a rate).
  np: 'm',
  num: 'u',
};
const COMMA = 'k';
const UNKNOWN = 'x';

/** The class letter of a word's first reading: verbs by their form, "do"/"na" (preposition + article) apart. */
export function posLetter(readings: Reading[] | undefined, word: string): string {
  if (readings === undefined) return /\d/.test(word) ? 'u' : 'z';
  const first = readings[0];
  if (!first?.length) return UNKNOWN;
  const [head, second] = first;
  const tag = head!.tags[0] ?? '';
  if (tag.startsWith('vb')) return VERB_FORM[head!.tags[1] ?? ''] ?? 'v';
  if (tag === 'pr' && second) return 'q';
  return CLASS[tag] ?? 'z';
}

/** Rates per 100 words the model may read (`pos_*`), by the letters they count. */
const RATES: Record<string, string> = {
  pos_noun: 'n',
  pos_adj: 'a',
  pos_adv: 'r',
  pos_prep: 'pq',
  pos_pronoun: 'o',
  pos_subordinating: 'sl',
  pos_coordinating: 'c',
  pos_finite: 'v',
  pos_infinitive: 'i',
  pos_gerund: 'g',
  pos_participle: 't',
  pos_subjunctive: 'j',
  pos_unknown: 'x',
};
export const POS_FEATURES = [...Object.keys(RATES), 'pos_noun_verb'] as const;

export type PosAnalysis = { sequence: string; features: Record<(typeof POS_FEATURES)[number], number> };

/** The essay's part-of-speech letters (sentences separated by spaces) and the class rates. */
export function posAnalysis(doc: Pick<Doc, 'text' | 'sentences'>, morph: Morphology | undefined): PosAnalysis {
  const counts = new Map<string, number>();
  let words = 0;
  const sentences = doc.sentences.map((s) => {
    let out = '';
    s.tokens.forEach((t, i) => {
      const letter = posLetter(morph?.readings(t.lower), t.lower);
      counts.set(letter, (counts.get(letter) ?? 0) + 1);
      words++;
      out += letter;
      const next = s.tokens[i + 1];
      if (next && doc.text.slice(t.end, next.start).includes(',')) out += COMMA;
    });
    return out;
  });
  const W = Math.max(words, 1);
  const count = (letters: string) => [...letters].reduce((a, l) => a + (counts.get(l) ?? 0), 0);
  const features = Object.fromEntries(
    Object.entries(RATES).map(([name, letters]) => [name, (100 * count(letters)) / W]),
  ) as PosAnalysis['features'];
  const verbs = count('vigtj');
  features.pos_noun_verb = Math.min(count('n') / Math.max(verbs, 1), 10);
  return { sequence: sentences.filter(Boolean).join(' '), features };
}
