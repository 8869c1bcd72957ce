import { useQuery } from '@tanstack/react-query';
import type { Pendencias } from '@argumenta/contracts';
import { api } from '@/lib/api';

export const inboxKeys = {
  all: ['redacoes', 'pendencias'] as const,
  of: (scope: { atividade_id?: number; sala_id?: number }) => ['redacoes', 'pendencias', scope] as const,
};

/** The teacher's inbox (appeals, held grades, late submissions), of every room or of one activity. */
export function usePendencias(scope: { atividade_id?: number } = {}, enabled = true) {
  const qs = scope.atividade_id ? `?atividade_id=${scope.atividade_id}` : '';
  return useQuery({
    queryKey: inboxKeys.of(scope),
    queryFn: () => api<Pendencias>(`/redacoes/pendencias${qs}`),
    enabled,
    refetchInterval: 30_000,
  });
}
