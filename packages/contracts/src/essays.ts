import type { GradeSource } from './grades.js';
export const ESSAY_MIN_CHARS = 500;
export const ESSAY_MAX_CHARS = 4000;
export const ESSAY_FILE_MAX_BYTES = 20 * 1024 * 1024;
export const HISTORY_PAGE_SIZE = 12;
/** A submission's idempotency key (field chave_idempotencia or header Idempotency-Key): the same key never stores or charges twice. */
export const IDEMPOTENCY_KEY_MAX = 100;
export const IDEMPOTENCY_KEY_MESSAGE = `A chave de idempotência pode ter no máximo ${IDEMPOTENCY_KEY_MAX} caracteres`;
export const SHARE_LINK_HOURS = 24;
/** The longest a share link may live (a week); its owner, the activity's teacher or an admin may revoke it before. */
export const SHARE_LINK_MAX_HOURS = 168;
export const SHARE_MESSAGES = {
  revoked: 'Links de compartilhamento revogados.',
  erased: 'O conteúdo desta redação foi apagado: não há o que compartilhar.',
  hours: 'O link pode valer de 1 a 168 horas (uma semana).',
  download: 'permitir_download deve ser verdadeiro ou falso.',
} as const;

export const ESSAY_MESSAGES = {
  empty: 'Por favor, insira o texto da redação',
  tooShort: 'A redação deve ter pelo menos 500 caracteres',
  tooLong: 'A redação deve ter no máximo 4000 caracteres',
  invalidId: 'ID da redação inválido',
  notFound: 'Redação não encontrada',
  noCredits: 'Créditos insuficientes. Você não tem créditos disponíveis para esta correção.',
  sendError: 'Erro ao enviar redação',
  /** Submission to an activity with tipo_correcao = manual: stored for the teacher, no AI, no credit. */
  sentToTeacher: 'Redação enviada! Ela aguarda a correção do professor.',
} as const;

/**
 * pendente → processando → concluida | falhou: the AI correction. aguardando_professor: handed in to an
 * activity corrected by its teacher (manual), not sent to the AI; corrigida_professor: the teacher graded it.
 * The teacher may still run the AI on either (Corrigir), which goes through pendente → concluida.
 * em_revisao: corrected by the AI but held for the room's teacher (activity tipo_correcao 'revisao', AI unsure).
 */
export const ESSAY_STATUSES = [
  'pendente',
  'processando',
  'concluida',
  'falhou',
  'aguardando_professor',
  'corrigida_professor',
  'em_revisao',
] as const;
export type EssayStatus = (typeof ESSAY_STATUSES)[number];
/**
 * The one Portuguese label of each state, the same on every screen (the student's history and activity page, the
 * teacher's submissions): a held essay reads "Em revisão pelo professor" wherever it is shown.
 */
export const ESSAY_STATUS_LABEL: Record<EssayStatus, string> = {
  pendente: 'Na fila da correção',
  processando: 'Em correção pela IA',
  concluida: 'Corrigida',
  falhou: 'Falha na correção',
  aguardando_professor: 'Aguardando correção do professor',
  corrigida_professor: 'Corrigida pelo professor',
  em_revisao: 'Em revisão pelo professor',
};
export const SUBMISSION_TYPES = ['texto', 'pdf', 'imagem'] as const;
export type SubmissionType = (typeof SUBMISSION_TYPES)[number];

/** Spec 3, Essay history item. */
export type EssayListItem = {
  id: number;
  titulo: string;
  nota_geral_enem: number | null;
  data_correcao: string | null;
  data_envio: string;
  is_favorita: boolean;
  tipo_submissao: SubmissionType;
  status: EssayStatus;
  c1_nota: number | null;
  c2_nota: number | null;
  c3_nota: number | null;
  c4_nota: number | null;
  c5_nota: number | null;
  /** Set when this essay is a rewrite (a new version) of another. */
  versao_anterior_id: number | null;
  /** nota_geral_enem and c1_nota…c5_nota are the official grade (contracts/grades.ts): its source, the AI's total. */
  nota_oficial: number | null;
  origem_nota: GradeSource | null;
  nota_ia: number | null;
};
export type Pagination = { total: number; total_paginas: number; pagina: number; limite: number };

/** An essay's display title: untitled essays are shown as "Redação #id" everywhere (API, PDF, screens). */
export function essayTitle(e: { id: number; titulo?: string | null }): string {
  return e.titulo?.trim() || `Redação #${e.id}`;
}
