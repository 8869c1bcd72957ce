import type { ClassroomStudent, CompetenciasSala, RosterCandidate, Sala } from '@argumenta/contracts';
import { useQuery, type QueryClient } from '@tanstack/react-query';
import { api, apiWithMessage } from '@/lib/api';
import { refetchAfterWrite, STALE } from '@/lib/queryClient';
import { useAuth } from '@/stores/auth';

export const salaKeys = {
  all: ['salas'] as const,
  one: (id: number) => ['salas', id] as const,
  students: (id: number) => ['salas', id, 'estudantes'] as const,
  candidates: (id: number, busca: string) => ['salas', id, 'candidatos', busca] as const,
  competencies: (id: number) => ['salas', id, 'competencias'] as const,
};

export type SalaInput = { nome: string; descricao?: string; ativa?: boolean };

export const listSalas = () => api<Sala[]>('/salas');
export const getSala = (id: number) => api<Sala>(`/salas/${id}`);
export const createSala = (v: SalaInput) => apiWithMessage<Sala>('/salas', { method: 'POST', json: v });
export const updateSala = (id: number, v: Partial<SalaInput>) =>
  apiWithMessage<Sala>(`/salas/${id}`, { method: 'PUT', json: v });
export const deleteSala = (id: number) => apiWithMessage<{ id: number }>(`/salas/${id}`, { method: 'DELETE' });
export const joinSala = (codigo_acesso: string) =>
  apiWithMessage<{ sala: Sala; ja_participava: boolean }>('/salas/ingressar', {
    method: 'POST',
    json: { codigo_acesso },
  });
export const regenerateCode = (id: number) =>
  apiWithMessage<{ id: number; codigo_acesso: string }>(`/salas/${id}/regenerar-codigo`, { method: 'POST' });
export const listStudents = (id: number) => api<ClassroomStudent[]>(`/salas/${id}/estudantes`);
export const removeStudent = (id: number, studentId: number) =>
  apiWithMessage<unknown>(`/salas/${id}/estudantes/${studentId}`, { method: 'DELETE' });
/** Issue 54: the school's students a teacher may add (search by name, e-mail or matrícula), and adding them by id. */
export const listCandidates = (id: number, busca: string) =>
  api<RosterCandidate[]>(`/salas/${id}/candidatos?busca=${encodeURIComponent(busca)}`);
export const addStudents = (id: number, estudantes: number[]) =>
  apiWithMessage<{ adicionados: number; ja_na_sala: number }>(`/salas/${id}/estudantes`, {
    method: 'POST',
    json: { estudantes },
  });
export const getCompetencies = (id: number) => api<CompetenciasSala>(`/salas/${id}/competencias`);

/** Spec 7: the classroom list is cached 2 min and only asked for with a token. */
export function useSalas() {
  const token = useAuth((s) => s.token);
  return useQuery({ queryKey: salaKeys.all, queryFn: listSalas, staleTime: STALE.lists, enabled: Boolean(token) });
}

/** After classroom changes the list (and, given the classroom, everything under ['salas']: its detail, students, competencies) is refreshed. */
export function refreshSalas(qc: QueryClient, id?: number) {
  void refetchAfterWrite(qc, { queryKey: salaKeys.all, exact: id === undefined }, ['painel']);
}

export type ActivityLevel = { label: string; color: 'green' | 'yellow' | 'red' | 'gray' };
/** Spec 2.8: never accessed → inactive; up to 1 day → active recently; up to 7 days → moderate; more → inactive. */
export function activityLevel(ultima: string | null, now = Date.now()): ActivityLevel {
  if (!ultima) return { label: 'Nunca acessou', color: 'gray' };
  const days = (now - new Date(ultima).getTime()) / 86_400_000;
  if (days <= 1) return { label: 'Ativo recentemente', color: 'green' };
  if (days <= 7) return { label: 'Moderado', color: 'yellow' };
  return { label: 'Inativo', color: 'red' };
}
