import {
  SHARE_MESSAGES,
  type Appeal,
  type AppealDecision,
  type EssayListItem,
  type EssayStatus,
  type GradeSource,
  type Pagination,
  type TranscriptionResult,
  type VersionComparison,
} from '@argumenta/contracts';
import { api, apiBlob, apiWithMessage } from '@/lib/api';

/** manual: handed in to an activity its teacher corrects — no correction, no job (both null), no credit. */
export type SubmitResult = {
  redacao_id: number;
  correcao_id: number | null;
  job_id: string | null;
  status: EssayStatus;
  manual?: boolean;
};
export type JobError = { code: string; message: string; retryable: boolean };
export type EssayStatusResponse = {
  redacao_id: number;
  status: EssayStatus;
  progresso: { phase: string; percent: number; message: string } | null;
  erro: JobError | null;
  nota_geral_enem: number | null;
};
export type EssayList = { redacoes: EssayListItem[]; paginacao: Pagination };
export type EssayDetail = {
  id: number;
  usuario_id: number;
  titulo: string | null;
  texto_original: string;
  atividade_id: number | null;
  proposta_tematica_id: number | null;
  status: EssayStatus;
};
export type FeedbackResponse = {
  redacao: {
    id: number;
    titulo: string | null;
    texto_original: string;
    data_correcao: string | null;
    status?: EssayStatus;
    atividade_id?: number | null;
    versao_anterior_id?: number | null;
    nota_decidida_por?: 'ia' | 'professor' | null;
    /** The official grade's source (contracts/grades.ts) and the AI's own total. */
    origem_nota?: GradeSource | null;
    nota_ia?: number | null;
    comentario_professor?: string | null;
  };
  correcao: {
    /** The official grade (the AI's only while none is decided). */
    nota_geral_enem: number;
    is_favorita?: boolean;
    data_correcao: string | null;
    analise_detalhada: unknown;
  };
};
export type TranscriptionStart = { transcricao_id: number; job_id: string; status: string };
export type TranscriptionStatus = {
  status: string;
  resultado: TranscriptionResult | null;
  erro: JobError | string | null;
};

export const essayKeys = {
  all: ['redacoes'] as const,
  list: (fav: boolean, page: number, busca: string) =>
    ['redacoes', 'list', fav ? 'favoritas' : 'todas', page, busca] as const,
  chart: ['redacoes', 'chart'] as const,
  detail: (id: number) => ['redacoes', 'detail', id] as const,
  feedback: (id: number) => ['redacoes', 'feedback', id] as const,
};

export type SubmitFields = {
  titulo?: string;
  texto?: string;
  tipo_envio: 'texto' | 'pdf' | 'imagem';
  atividade_id?: number | null;
  proposta_tematica_id?: number | null;
  arquivo?: File | null;
  id?: number | null;
  texto_ocr?: string;
  transcricao_id?: number | null;
  /** A new version of a corrected essay of the student's (graded blind). */
  versao_anterior_id?: number | null;
  /** The same key never stores or charges twice (an offline-queued submission's retries); sent as Idempotency-Key. */
  chave_idempotencia?: string;
  /** The draft the text was written in: the server drops it with the same write that stores the essay. */
  rascunho_chave?: string;
  /** The writing-process record (JSON), kept with the essay for its teachers. */
  processo?: string;
};

export function submitEssay(f: SubmitFields) {
  const form = new FormData();
  for (const [k, v] of Object.entries(f)) {
    if (v === undefined || v === null || v === '') continue;
    if (v instanceof File) form.append(k, v, v.name);
    else form.append(k, String(v));
  }
  return api<SubmitResult>('/redacoes/submeter', {
    method: 'POST',
    form,
    headers: f.chave_idempotencia ? { 'Idempotency-Key': f.chave_idempotencia } : undefined,
  });
}

export const getEssayStatus = (id: number) => api<EssayStatusResponse>(`/redacoes/${id}/status`);

/** Spec 3: the list arrives as data.redacoes plus paginacao, or directly as redacoes. */
export async function listEssays(opts: {
  favorites: boolean;
  page: number;
  limit: number;
  busca?: string;
}): Promise<EssayList> {
  const q = new URLSearchParams({ page: String(opts.page), limit: String(opts.limit) });
  if (opts.busca) q.set('busca', opts.busca);
  const data = await api<EssayList | EssayListItem[]>(`/redacoes${opts.favorites ? '/favoritas' : ''}?${q}`);
  const redacoes = Array.isArray(data) ? data : data?.redacoes;
  if (!Array.isArray(redacoes)) throw new Error('Dados inválidos recebidos da API');
  const paginacao = (!Array.isArray(data) && data.paginacao) || {
    total: redacoes.length,
    total_paginas: 1,
    pagina: opts.page,
    limite: opts.limit,
  };
  return { redacoes, paginacao };
}

export const getEssay = (id: number) => api<EssayDetail>(`/redacoes/${id}`);
export const toggleFavorite = (id: number) =>
  apiWithMessage<{ favorita: boolean }>(`/redacoes/${id}/favorito`, { method: 'PUT' });
export const deleteEssay = (id: number) => api<unknown>(`/redacoes/${id}`, { method: 'DELETE' });
export const getFeedback = (id: number) =>
  api<FeedbackResponse>(`/redacoes/${id}/feedback`, { headers: { 'Cache-Control': 'no-cache', Pragma: 'no-cache' } });
export const getSharedFeedback = (token: string) =>
  api<FeedbackResponse>(`/compartilhado/${encodeURIComponent(token)}`, { anonymous: true });
export const downloadEssayPdf = (id: number) => apiBlob(`/redacoes/${id}/pdf`);
export const shareEssay = (id: number) =>
  api<{ url_compartilhamento: string }>(`/redacoes/${id}/compartilhar`, {
    method: 'PUT',
    json: { permitir_download: true, tempo_expiracao: 24 },
  });
/** Revokes every share link of the essay; resolves with the server's message. */
export const revokeShareLinks = (id: number) =>
  apiWithMessage<{ revogados: number }>(`/redacoes/${id}/compartilhar`, { method: 'DELETE' }).then(
    (r) => r.message ?? SHARE_MESSAGES.revoked,
  );

export function startTranscription(file: File) {
  const form = new FormData();
  form.append('arquivo', file, file.name);
  return api<TranscriptionStart>('/transcricao', { method: 'POST', form });
}
export const getTranscription = (id: number) => api<TranscriptionStatus>(`/transcricao/${id}`);
/** The image a transcription read (a scanned PDF's page as the server rendered it). */
export const getTranscriptionImage = (id: number) => apiBlob(`/transcricao/${id}/imagem`);

/** Appeals (recursos) of an essay and the comparison of a rewrite with the version it rewrites. */
export const appealKeys = {
  list: (id: number) => ['redacoes', 'recursos', id] as const,
  comparison: (id: number) => ['redacoes', 'comparacao', id] as const,
};
export const listAppeals = (id: number) =>
  api<{ recursos: Appeal[] }>(`/redacoes/${id}/recursos`).then((d) => d.recursos);
export const createAppeal = (id: number, body: { competencia: number; motivo: string }) =>
  apiWithMessage<Appeal>(`/redacoes/${id}/recursos`, { method: 'POST', json: body });
export const decideAppeal = (id: number, recursoId: number, body: AppealDecision) =>
  apiWithMessage<Appeal>(`/redacoes/${id}/recursos/${recursoId}`, { method: 'PUT', json: body });
export const getComparison = (id: number) => api<VersionComparison>(`/redacoes/${id}/comparacao`);
