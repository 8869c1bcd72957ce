import type { DraftListItem, DraftSaveResult, DraftVersionView, DraftView, WritingProcess } from '@argumenta/contracts';
import { api } from '@/lib/api';

export const draftKeys = {
  all: ['rascunhos'] as const,
  one: (id: number) => ['rascunhos', id] as const,
  versions: (id: number) => ['rascunhos', id, 'versoes'] as const,
};

export const listDrafts = () => api<{ rascunhos: DraftListItem[] }>('/rascunhos').then((d) => d.rascunhos);
export const getDraft = (id: number) => api<DraftView>(`/rascunhos/${id}`);
export const createDraft = (body: {
  chave: string;
  processo: WritingProcess;
  titulo: string;
  texto: string;
  atividade_id: number | null;
  proposta_tematica_id: number | null;
}) => api<DraftView>('/rascunhos', { method: 'POST', json: body });
export const saveDraft = (
  id: number,
  body: {
    titulo: string;
    texto: string;
    processo: WritingProcess;
    proposta_tematica_id: number | null;
    versao_base: number;
  },
) => api<DraftSaveResult>(`/rascunhos/${id}`, { method: 'PUT', json: body });
export const deleteDraft = (id: number) => api<unknown>(`/rascunhos/${id}`, { method: 'DELETE' });
export const draftVersions = (id: number) =>
  api<{ versoes: DraftVersionView[] }>(`/rascunhos/${id}/versoes`).then((d) => d.versoes);
export const getWritingProcess = (essayId: number) =>
  api<{ processo: WritingProcess | null }>(`/redacoes/${essayId}/processo`).then((d) => d.processo);
