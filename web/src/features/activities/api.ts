import type {
  Atividade,
  AtividadeDetalhe,
  Batch,
  BatchCreated,
  BatchSeparator,
  SubmissoesResponse,
} from '@argumenta/contracts';
import { api, apiBlob, apiWithMessage, saveBlob } from '@/lib/api';

export const activityKeys = {
  all: ['atividades'] as const,
  room: (salaId: number) => ['atividades', 'sala', salaId] as const,
  one: (id: number) => ['atividades', id] as const,
  submissions: (id: number) => ['atividades', id, 'submissoes'] as const,
};

/** Manual activities: the essay went to the teacher (no AI); corrigida_professor once the teacher graded it. */
export const isTeacherCorrection = (status: string | null | undefined) =>
  status === 'aguardando_professor' || status === 'corrigida_professor';

export type ActivityInput = {
  sala_id?: number;
  titulo: string;
  tema: string;
  descricao?: string;
  instrucoes_especiais?: string;
  data_limite?: string;
  aceita_entregas_atrasadas?: boolean;
  tipo?: Atividade['tipo'];
  tipo_correcao?: Atividade['tipo_correcao'];
  pontuacao_maxima?: number;
  proposta_tematica_id?: number | null;
  prova_minutos?: number | null;
  prova_envio_automatico?: boolean;
};

export const listAllActivities = () => api<Atividade[]>('/atividades');
export const listRoomActivities = (salaId: number) => api<Atividade[]>(`/atividades/sala/${salaId}`);
export const getActivity = (id: number) => api<AtividadeDetalhe>(`/atividades/${id}`);
export const createActivity = (v: ActivityInput) =>
  apiWithMessage<Atividade>('/atividades/criar', { method: 'POST', json: v });
export const updateActivity = (id: number, v: Partial<ActivityInput>) =>
  apiWithMessage<Atividade>(`/atividades/${id}`, { method: 'PUT', json: v });
/** `confirmar`: the teacher confirmed deleting an activity that has submissions (without it the server answers 409). */
export const deleteActivity = (id: number, confirmar = false) =>
  apiWithMessage<unknown>(`/atividades/${id}${confirmar ? '?confirmar=1' : ''}`, { method: 'DELETE' });
export const getSubmissions = (id: number) => api<SubmissoesResponse>(`/atividades/${id}/submissoes`);
/** The teacher's review: the total, or the five grades per competency (the total is then their sum). */
export const reviewSubmission = (
  atividadeId: number,
  redacaoId: number,
  v: { nota_professor?: number; notas_professor?: number[]; comentario_professor: string },
) =>
  apiWithMessage<{
    nota_professor: number;
    notas_professor: number[] | null;
    comentario_professor: string;
    referencia: boolean;
  }>(`/atividades/${atividadeId}/submissoes/${redacaoId}/revisao`, { method: 'PUT', json: v });

/** The zip of every submission as PDFs, saved as submissoes_{title}.zip (spec 7). */
export async function downloadSubmissions(id: number, titulo: string): Promise<void> {
  saveBlob(
    await apiBlob(`/atividades/${id}/submissoes/download`),
    `submissoes_${titulo.replace(/[\\/:*?"<>|]+/g, ' ').trim()}.zip`,
  );
}

/** The grade sheet (official grades) of an activity or a whole room, as CSV or XLSX. */
export async function downloadGradeSheet(
  of: 'atividades' | 'salas',
  id: number,
  nome: string,
  formato: 'csv' | 'xlsx',
): Promise<void> {
  saveBlob(
    await apiBlob(`/${of}/${id}/notas?formato=${formato}`),
    `notas_${nome.replace(/[\\/:*?"<>|]+/g, ' ').trim()}.${formato}`,
  );
}

/** datetime-local value (local time) ↔ ISO. */
export function toLocalInput(iso: string | null | undefined): string {
  if (!iso) return '';
  const d = new Date(iso);
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())}T${pad(d.getHours())}:${pad(d.getMinutes())}`;
}
export const fromLocalInput = (v: string) => (v ? new Date(v).toISOString() : '');

export const TYPE_LABEL: Record<Atividade['tipo'], string> = {
  redacao: 'Redação',
  exercicio: 'Exercício',
  prova: 'Prova',
  trabalho: 'Trabalho',
};
export const CORRECTION_LABEL: Record<Atividade['tipo_correcao'], string> = {
  automatica: 'Automática (IA, critérios ENEM)',
  revisao: 'IA com revisão do professor quando necessário',
  manual: 'Manual (professor)',
};

// Bulk submission (issue 13): batches of an activity, sent by its teacher.
export const batchKeys = {
  ofActivity: (atividadeId: number) => ['atividades', atividadeId, 'lotes'] as const,
  one: (loteId: number) => ['lotes', loteId] as const,
};
export const listBatches = (atividadeId: number) =>
  api<{ lotes: Omit<Batch, 'itens'>[] }>(`/atividades/${atividadeId}/lotes`).then((r) => r.lotes);
export const getBatch = (loteId: number) => api<Batch>(`/lotes/${loteId}`);
export function sendBatch(
  atividadeId: number,
  v: { arquivo: File; separador: BatchSeparator; paginas_por_redacao: number; substituir: boolean },
) {
  const form = new FormData();
  form.append('arquivo', v.arquivo);
  form.append('separador', v.separador);
  form.append('paginas_por_redacao', String(v.paginas_por_redacao));
  form.append('substituir', String(v.substituir));
  return apiWithMessage<BatchCreated>(`/atividades/${atividadeId}/lotes`, { method: 'POST', form });
}
export const retryBatch = (loteId: number, itens?: number[]) =>
  apiWithMessage<{ reenviadas: number; creditos_disponiveis: number }>(`/lotes/${loteId}/reenviar`, {
    method: 'POST',
    json: { itens },
  });
export async function downloadBatch(loteId: number, formato: 'csv' | 'zip'): Promise<void> {
  saveBlob(await apiBlob(`/lotes/${loteId}/exportar.${formato}`), `lote_${loteId}_resultados.${formato}`);
}
export async function downloadAnswerSheets(atividadeId: number): Promise<void> {
  saveBlob(
    await apiBlob(`/atividades/${atividadeId}/folhas-resposta.pdf`),
    `folhas-resposta-atividade-${atividadeId}.pdf`,
  );
}
