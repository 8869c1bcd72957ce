// What a C1 rule of src/analysis/c1-grammar.ts is: the kinds of deviation it marks, the view it reads at a token.
import type { Speller } from '../../speller.js';
import type { Doc, Token } from '../../text.js';
import type { Ctx } from './reading.js';

/** The kinds of deviation these rules find (Evidence.tipo). */
export const GRAMMAR_KINDS = {
  confusao: 'palavra confundida',
  crase: 'crase',
  nominal: 'concordância nominal',
  verbal: 'concordância verbal',
  regencia: 'regência',
  condenada: 'expressão condenada',
  infinitivo: 'infinitivo flexionado',
  repeticao: 'palavra repetida',
  acento: 'acentuação',
  colocacao: 'colocação do pronome',
  caso: 'caso do pronome',
} as const;
export const K = GRAMMAR_KINDS;
/** What a rule reads at token `i`: the essay, the token and its neighbours, and `add` to record a finding. */
export type RuleView = {
  ctx: Ctx;
  doc: Doc;
  tokens: Token[];
  sp: Speller;
  /** Records a finding from token a to b, unless it overlaps one already made (one mark per slip). */
  add: (a: Token, b: Token, tipo: string, detalhe: string, sugestao: string) => void;
  gap: (a: Token, b: Token) => string;
  /** Next (k-th) / previous token of the same sentence, joined by plain spaces (no punctuation between). */
  next: (i: number, k?: number) => Token | undefined;
  prev: (i: number) => Token | undefined;
  sentenceOf: (t: Token) => Doc['sentences'][number] | undefined;
  isQuestion: (t: Token) => boolean;
  low: (t: Token | undefined) => string;
  /** Read as a feminine (masculine) noun. */
  fem: (t: Token | undefined) => boolean;
  masc: (t: Token | undefined) => boolean;
  i: number;
  t: Token;
  /** The token lower-cased, its neighbours in the sentence, its lemmas and its finite verb readings. */
  w: string;
  p?: Token;
  n1?: Token;
  n2?: Token;
  lem: Set<string>;
  fin: string[][];
};
/**
 * A C1 rule that reads the morphological analysis: its name, the kind of deviation it marks, a sentence where it must
 * fire and a look-alike where it must not (test/c1-grammar.test.ts runs both), and the check at a token. `at` returns
 * true when the rule settled that token: the rules after it in GRAMMAR_RULES are not asked there.
 */
export type GrammarRule = {
  nome: string;
  tipo: keyof typeof GRAMMAR_KINDS;
  exemplo: string;
  contraExemplo: string;
  /**
   * Written after the shipped model was fitted (against the generated development pairs, src/lab/c1-generator.ts):
   * shown and counted by the two-deviation rule, left out of `morph_deviations` until the next refit.
   */
  desdeOAjuste?: true;
  at(v: RuleView): boolean;
};
