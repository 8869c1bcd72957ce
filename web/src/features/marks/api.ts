import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { BankComment, Mark, MarkCreate, MarksView, MarkUpdate } from '@argumenta/contracts';
import { api } from '@/lib/api';
import { notify } from '@/components/ui/toaster';
import { errorMessage } from '@/lib/api';

export const markKeys = {
  marks: (essayId: number) => ['redacoes', essayId, 'marcacoes'] as const,
  bank: ['banco-comentarios'] as const,
};

export function useMarks(essayId: number, enabled = true) {
  return useQuery({
    queryKey: markKeys.marks(essayId),
    queryFn: () => api<MarksView>(`/redacoes/${essayId}/marcacoes`),
    enabled,
    retry: false,
  });
}

/** Every write answers the mark; the list is refetched so overlaps, tally and order stay the server's. */
export function useMarkWrites(essayId: number) {
  const qc = useQueryClient();
  const done = () => qc.invalidateQueries({ queryKey: markKeys.marks(essayId) });
  const onError = (e: unknown) => notify.error(errorMessage(e, 'Não foi possível salvar a marcação.'));
  const base = `/redacoes/${essayId}/marcacoes`;
  return {
    create: useMutation({
      mutationFn: (m: MarkCreate) => api<Mark>(base, { method: 'POST', json: m }),
      onSuccess: () => {
        void done();
        void qc.invalidateQueries({ queryKey: markKeys.bank });
      },
      onError,
    }),
    update: useMutation({
      mutationFn: ({ id, ...m }: MarkUpdate & { id: number }) =>
        api<Mark>(`${base}/${id}`, { method: 'PATCH', json: m }),
      onSuccess: () => void done(),
      onError,
    }),
    remove: useMutation({
      mutationFn: (id: number) => api(`${base}/${id}`, { method: 'DELETE' }),
      onSuccess: () => void done(),
      onError,
    }),
  };
}

export function useBank(enabled: boolean) {
  return useQuery({
    queryKey: markKeys.bank,
    queryFn: () => api<{ comentarios: BankComment[] }>('/banco-comentarios').then((d) => d.comentarios),
    enabled,
    staleTime: 60_000,
  });
}

export function useSaveToBank() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (c: { competencia: number; texto: string; escopo?: 'pessoal' | 'escola' }) =>
      api<BankComment>('/banco-comentarios', { method: 'POST', json: c }),
    onSuccess: () => {
      notify.success('Comentário salvo no banco');
      void qc.invalidateQueries({ queryKey: markKeys.bank });
    },
    onError: (e) => notify.error(errorMessage(e, 'Não foi possível salvar no banco.')),
  });
}
