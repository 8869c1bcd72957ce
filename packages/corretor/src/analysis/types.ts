// The shape of an essay's analysis: evidence per competency, each item tied to a verbatim passage, and the features.
import type { ConnectiveFunction } from '../lexicon.js';
import type { Doc } from '../text.js';

/** A piece of evidence: the exact passage (`trecho` = doc.text.slice(start, end)) and what it shows. */
export type Evidence = { trecho: string; start: number; end: number; tipo: string; detalhe: string; sugestao?: string };

export type InterventionElement = 'agente' | 'acao' | 'meio_modo' | 'finalidade' | 'detalhamento';
export type ElementFinding = { presente: boolean; trecho?: string; descricao: string };

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
  c2: { similaridadeTema: number; fonteTema: 'proposta' | 'titulo' | 'introducao'; estrutura: { introducao: boolean; desenvolvimento: number; conclusao: boolean }; repertorio: (Evidence & { vinculado: boolean })[]; copia: Evidence[]; proporcaoCopia: number; narrativo: number };
  c3: { tese?: Evidence; topicos: { topico: string; desenvolvido: boolean }[]; paragrafos: { palavras: number; marcadores: number; novos: number }[]; progressao: number };
  c4: { conectivos: (Evidence & { funcao: ConnectiveFunction; paragrafo: number; inicial: boolean })[]; entreParagrafos: number; distintos: number; repetidos: { conectivo: string; vezes: number }[]; referenciais: number; palavrasRepetidas: { palavra: string; vezes: number; trecho: string }[] };
  c5: { elementos: Record<InterventionElement, ElementFinding>; validos: number; agenteVago?: Evidence; condicional?: Evidence; direitosHumanos?: Evidence; conclusao?: string };
  features: Record<string, number>;
};
