// The shape of an essay's analysis: evidence per competency, each item tied to a verbatim passage, and the features.
import type { ConnectiveFunction } from '../connectives.js';
import type { Doc } from '../text.js';

/** A piece of evidence: the exact passage (`trecho` = doc.text.slice(start, end)) and what it shows. */
export type Evidence = { trecho: string; start: number; end: number; tipo: string; detalhe: string; sugestao?: string };

export type InterventionElement = 'agente' | 'acao' | 'meio_modo' | 'finalidade' | 'detalhamento';
export type ElementFinding = { presente: boolean; trecho?: string; descricao: string };

/**
 * The essay read against its theme, as the ENEM does: 'fuga' (annulled), 'tangencia' (C2 at level 1, C3 and C5 at most
 * level 1), 'no_tema', or 'nao_julgado' (nothing to judge against). `fonte`: the proposal (its words weighed against the
 * theme bank's) or, for a free essay, the essay's own title (its content words looked for in the text).
 */
export type TopicReading = {
  fonte: 'proposta' | 'titulo' | 'nenhuma';
  situacao: 'no_tema' | 'tangencia' | 'fuga' | 'nao_julgado';
  /** For a proposal: the bank theme other than it that is closest to the essay. */
  temaProximo?: string;
  /** Words of the proposal (or title) the essay uses, and the essay's words that belong elsewhere (or the title's it never uses). */
  palavrasDaProposta: string[];
  palavrasFora: string[];
  /** Paragraphs (1-based) on the proposal's (or title's) theme, and those that are not. */
  paragrafosNoTema: number[];
  paragrafosFora: number[];
};

export type TextAnalysis = {
  doc: Doc;
  words: number;
  anulacao?: { motivo: string };
  /** Signs of attempts to game the scorer (word lists, repeated modifiers, copied motivating texts). */
  gaming: Evidence[];
  /**
   * `desvios`: the ENEM's deviations (what C1 grades, the two-deviation rule counts and the features read);
   * `digitacao`: spacing slips around punctuation — a typing matter handwriting does not have, shown as tips only.
   */
  c1: { desvios: Evidence[]; ortografia: Evidence[]; digitacao: Evidence[] };
  c2: {
    similaridadeTema: number;
    fonteTema: 'proposta' | 'titulo' | 'introducao';
    tema: TopicReading;
    estrutura: { introducao: boolean; desenvolvimento: number; conclusao: boolean };
    repertorio: (Evidence & { vinculado: boolean })[];
    copia: Evidence[];
    proporcaoCopia: number;
    narrativo: number;
  };
  c3: {
    tese?: Evidence;
    /**
     * Topics the introduction announces. `paragrafo`: the development paragraph (0-based index in the essay) that takes
     * the topic up; `pelaOrdem`: taken up by the order of the announcement though it repeats too few of the topic's
     * words — the paragraph at the topic's place, taking up no other topic (with as many topics as development
     * paragraphs, whatever its words; otherwise when it repeats one of them), or, with as many topics as development
     * paragraphs, the one paragraph no other topic took.
     */
    topicos: { topico: string; desenvolvido: boolean; paragrafo?: number; pelaOrdem?: boolean }[];
    /** `marcadores`: the fitted count of argumentative markers; `relacoes`: explicit relations, for the feedback's claim. */
    paragrafos: { palavras: number; marcadores: number; relacoes: number; novos: number }[];
    progressao: number;
  };
  c4: {
    conectivos: (Evidence & { funcao: ConnectiveFunction; paragrafo: number; inicial: boolean })[];
    /**
     * Paragraphs (0-based, never the first) whose first words are a connective (the opening-connective lexicon,
     * connectives.ts), with the whole connective: what the C4 rule and its feedback count. `conectivo` is false for a
     * resuming noun phrase ("Outro fator"), which articulates without being a connective.
     */
    aberturas: { paragrafo: number; trecho: string; conectivo: boolean }[];
    /** `aberturas.length`. */
    entreParagrafos: number;
    distintos: number;
    repetidos: { conectivo: string; vezes: number }[];
    referenciais: number;
    /** `trecho`: the word's first occurrence, at `start`. */
    palavrasRepetidas: { palavra: string; vezes: number; trecho: string; start: number }[];
  };
  c5: {
    elementos: Record<InterventionElement, ElementFinding>;
    validos: number;
    agenteVago?: Evidence;
    condicional?: Evidence;
    direitosHumanos?: Evidence;
    conclusao?: string;
  };
  features: Record<string, number>;
  /** The essay's parts of speech, one letter per word (analysis/pos.ts): what the `pos` model of the parameters reads. */
  pos: string;
};
