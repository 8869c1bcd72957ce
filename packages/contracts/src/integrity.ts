// Issue 52: whose words are these. What the integrity panel of an essay and of an activity carries. Evidence for the
// essay's teachers, never a verdict: nothing here changes a grade (the ENEM's own copy rule stays the corrector's).
import type { Role } from './users.js';
import type { WritingProcess } from './writingProcess.js';

/**
 * Share of an essay's own words (motivating-text copies and memorised passages left out) found in one other essay of
 * the same proposal at or above which the pair is shown as a possible copy. Set on the 686 Essay-BR development essays
 * (distinct students, many per prompt): the highest share between two of them on the same prompt is 0.238, so 0.40
 * leaves 1.7 times that as margin; a near-copy (under half its sentences reworded) shares more than half.
 * packages/essay-domain/test/integrity-corpus.test.ts enforces it.
 */
export const COPY_SHARE_THRESHOLD = 0.4;
/**
 * Between texts written to different proposals what is shared is mostly a memorised structure (two development essays
 * on different prompts share 0.414 of one of them: the same "Utopia, de Thomas More" introduction and its slots), so
 * such a pair is a possible copy only when most of the essay is the other text (a bank essay of another theme handed
 * in): 0.70, 1.7 times the corpus' highest.
 */
export const COPY_SHARE_THRESHOLD_OTHER_PROPOSAL = 0.7;
/** Memorised passages: shared with at least this many other essays, written to at least this many other proposals. */
export const TEMPLATE_MIN_ESSAYS = 3;
export const TEMPLATE_MIN_PROPOSALS = 2;

/** Where a similar text comes from. */
export const INTEGRITY_SOURCES = ['atividade', 'escola', 'rede', 'banco'] as const;
export type IntegritySource = (typeof INTEGRITY_SOURCES)[number];

/** A passage of the essay (offsets into its normalised text) and, where the teacher may read it, the other side. */
export type SharedPassage = {
  trecho: string;
  inicio: number;
  fim: number;
  palavras: number;
  /** The same passage in the other text; null when that text is not the teacher's to read (another school, room). */
  outro: string | null;
};

export type SimilarText = {
  origem: IntegritySource;
  /** The other essay, when the teacher may open it (same activity); null otherwise. */
  redacao_id: number | null;
  estudante: string | null;
  descricao: string;
  /** Written to the same proposal (null: not known). Only then can it be a possible copy. */
  mesma_proposta: boolean | null;
  /** Share of the essay's own words (motivating-text copies left out) found in this text, 0–1. */
  proporcao: number;
  possivel_copia: boolean;
  trechos: SharedPassage[];
};

export type TemplatePassage = {
  trecho: string;
  inicio: number;
  fim: number;
  palavras: number;
  /** Other essays that share it (capped: "200 ou mais" above INTEGRITY_COUNT_CAP). */
  outras_redacoes: number;
  propostas: number;
};
/** Essays counted per fingerprint at most (the index stops there; shown as "N ou mais"). */
export const INTEGRITY_COUNT_CAP = 200;

export type EssayIntegrity = {
  redacao_id: number;
  calculada_em: string;
  limiar_copia: number;
  palavras: number;
  /** Words minus those copied from the motivating texts: the number the corrector's annulment rule reads. */
  palavras_proprias: number;
  motivadores: {
    palavras_copiadas: number;
    proporcao: number;
    trechos: { trecho: string; inicio: number; fim: number; palavras: number }[];
  };
  semelhancas: SimilarText[];
  pre_moldados: TemplatePassage[];
  /**
   * The story of the writing (typed vs pasted, time, largest pastes, versions): the essay's writing-process record,
   * null when it was not written in the platform's editor.
   */
  processo_escrita: WritingProcess | null;
};

export type ActivityIntegrityEssay = {
  redacao_id: number;
  estudante: string;
  palavras: number;
  palavras_proprias: number;
  proporcao_motivadores: number;
  /** The largest share found in another essay of the activity, or in the bank. */
  maior_semelhanca: number;
  possivel_copia: boolean;
};
export type ActivityIntegrityPair = {
  a: { redacao_id: number; estudante: string };
  b: { redacao_id: number; estudante: string };
  /** The larger of the two shares (how much of either essay is in the other). */
  proporcao: number;
  possivel_copia: boolean;
  trechos: { a: string; b: string; palavras: number }[];
};
export type ActivityIntegrity = {
  atividade_id: number;
  limiar_copia: number;
  redacoes: ActivityIntegrityEssay[];
  pares: ActivityIntegrityPair[];
};

export const INTEGRITY_ROLES: Role[] = ['professor', 'coordenador', 'admin'];
export const INTEGRITY_MESSAGES = {
  notFound: 'Redação não encontrada.',
  activityNotFound: 'Atividade não encontrada.',
  forbidden: 'Só os professores da turma, a coordenação da escola e a administração veem a integridade das redações.',
  noText: 'Esta redação não tem texto para comparar.',
} as const;
