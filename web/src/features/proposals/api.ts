import type {
  Proposta,
  PropostaSelecao,
  ReferenciasProposta,
  PropostasPage,
  PropostaTranscrita,
  ProposalSort,
  TipoConteudo,
  Visibilidade,
} from '@argumenta/contracts';
import { PROPOSAL_MESSAGES, PROPOSALS_PAGE_SIZE } from '@argumenta/contracts';
import { ApiError, api, apiBlob, apiWithMessage } from '@/lib/api';
import { getToken } from '@/stores/auth';

export const proposalKeys = {
  all: ['propostas'] as const,
  list: (q: ListQuery) => ['propostas', 'lista', q] as const,
  selection: (busca: string, salaId: number | null) => ['propostas', 'selecao', busca, salaId] as const,
  one: (id: number) => ['propostas', id] as const,
  file: (id: number) => ['propostas', id, 'arquivo'] as const,
  references: (id: number) => ['propostas', id, 'referencias'] as const,
};

/** Spec 2.11 labels: cards use the feminine (a proposta), the detail page the masculine. */
export const VIS_CARD: Record<Visibilidade, string> = { publico: 'Pública', sala: 'Sala', privado: 'Privada' };
export const VIS_DETAIL: Record<Visibilidade, string> = { publico: 'Público', sala: 'Sala', privado: 'Privado' };
export const VIS_COLOR: Record<Visibilidade, string> = { publico: 'green', sala: 'blue', privado: 'gray' };
export const TYPE_LABEL: Record<TipoConteudo, string> = {
  texto: 'Texto',
  editor: 'Texto com imagens',
  pdf: 'PDF',
  imagem: 'Imagem transcrita',
};

export type VisFilter = Visibilidade | 'todas';
export type SortOption = { value: string; label: string; ordenacao: ProposalSort; direcao: 'ASC' | 'DESC' };
/** Spec 2.11 sorts; the first is the default (spec 9: data_criacao DESC). */
export const SORTS: SortOption[] = [
  { value: 'recentes', label: 'Mais recentes', ordenacao: 'data_criacao', direcao: 'DESC' },
  { value: 'antigas', label: 'Mais antigas', ordenacao: 'data_criacao', direcao: 'ASC' },
  { value: 'az', label: 'Título A-Z', ordenacao: 'titulo', direcao: 'ASC' },
  { value: 'za', label: 'Título Z-A', ordenacao: 'titulo', direcao: 'DESC' },
  { value: 'mais-usadas', label: 'Mais usadas', ordenacao: 'total_usos', direcao: 'DESC' },
  { value: 'menos-usadas', label: 'Menos usadas', ordenacao: 'total_usos', direcao: 'ASC' },
];

export type ListQuery = { visibilidade: VisFilter; busca: string; sort: string; page: number };

export function listProposals(q: ListQuery) {
  const sort = SORTS.find((s) => s.value === q.sort) ?? SORTS[0];
  const params = new URLSearchParams({
    ordenacao: sort.ordenacao,
    direcao: sort.direcao,
    limite: String(PROPOSALS_PAGE_SIZE),
    offset: String((q.page - 1) * PROPOSALS_PAGE_SIZE),
  });
  if (q.visibilidade !== 'todas') params.set('visibilidade', q.visibilidade);
  if (q.busca) params.set('busca', q.busca);
  return api<PropostasPage>(`/propostas?${params}`);
}
export function listSelection(busca: string, salaId: number | null) {
  const params = new URLSearchParams();
  if (busca) params.set('busca', busca);
  if (salaId) params.set('salaId', String(salaId));
  return api<{ propostas: PropostaSelecao[] }>(`/propostas/selecao?${params}`);
}
export const getProposal = (id: number) => api<Proposta>(`/propostas/${id}`);
export const deleteProposal = (id: number) => apiWithMessage<{ id: number }>(`/propostas/${id}`, { method: 'DELETE' });
export const proposalFile = (id: number) => apiBlob(`/propostas/${id}/arquivo`);
/** Graded references (teachers and admins): counts, averages and the essays a teacher may open. */
export const proposalReferences = (id: number) => api<ReferenciasProposta>(`/propostas/${id}/referencias`);

export type ProposalMeta = {
  titulo: string;
  descricao: string;
  visibilidade: Visibilidade;
  sala_id: number | null;
  ativa: boolean;
  ativa_para_correcao: boolean;
};
export type ImageDraft = {
  id: number;
  file: File | null;
  posicao: number;
  descricao: string;
  url: string;
  existing: boolean;
};

function metaForm(meta: ProposalMeta): FormData {
  const form = new FormData();
  form.set('titulo', meta.titulo);
  form.set('descricao', meta.descricao);
  form.set('visibilidade', meta.visibilidade);
  if (meta.sala_id) form.set('sala_id', String(meta.sala_id));
  form.set('ativa', String(meta.ativa));
  form.set('ativa_para_correcao', String(meta.ativa_para_correcao));
  return form;
}

/** Spec 7: pdf (file) or conteudo + imagens (files) + imagensMetadata [{ id, posicao, descricao }]. */
export function createFromPdf(meta: ProposalMeta, pdf: File) {
  const form = metaForm(meta);
  form.set('pdf', pdf);
  return apiWithMessage<Proposta>('/propostas/pdf', { method: 'POST', form });
}
/** Spec 7: titulo, descricao, visibilidade, salaId, imagem — the server reads the image's text (OCR, 1 credit). */
export function createFromImage(meta: ProposalMeta, imagem: File) {
  const form = metaForm(meta);
  if (meta.sala_id) {
    form.delete('sala_id');
    form.set('salaId', String(meta.sala_id));
  }
  form.set('imagem', imagem);
  return apiWithMessage<PropostaTranscrita>('/propostas/transcricao', { method: 'POST', form });
}
export function saveEditor(meta: ProposalMeta, conteudo: string, images: ImageDraft[], id?: number) {
  const form = metaForm(meta);
  form.set('conteudo', conteudo);
  // New images carry a file (in the order of their metadata); existing ones only their description.
  for (const img of images) if (img.file) form.append('imagens', img.file);
  form.set(
    'imagensMetadata',
    JSON.stringify(images.map((i) => ({ id: i.id, posicao: i.posicao, descricao: i.descricao.trim() }))),
  );
  return apiWithMessage<Proposta>(id ? `/propostas/${id}/editor` : '/propostas/editor', {
    method: id ? 'PUT' : 'POST',
    form,
  });
}
/** PUT JSON (spec 7: titulo, texto_apoio_original, visibilidade, sala_id, ativa). */
export const updateProposal = (id: number, meta: ProposalMeta, texto?: string) =>
  apiWithMessage<Proposta>(`/propostas/${id}`, {
    method: 'PUT',
    json: { ...meta, ...(texto !== undefined ? { texto_apoio_original: texto } : {}) },
  });

/** Spec 8 Proposals, load errors. */
export function loadErrorMessage(e: unknown): string {
  if (!getToken()) return 'Você precisa estar logado para acessar esta proposta';
  if (e instanceof ApiError) {
    if (e.status === 401) return 'Acesso negado. Você precisa estar logado para acessar esta proposta.';
    if (e.status === 403) return PROPOSAL_MESSAGES.forbidden;
    if (e.status === 404) return PROPOSAL_MESSAGES.notFound;
    if (e.message && e.message !== 'Request failed') return e.message;
  }
  return 'Erro ao carregar proposta';
}
