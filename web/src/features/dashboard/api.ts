import type { Dashboard } from '@argumenta/contracts';
import { useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api';
import { STALE } from '@/lib/queryClient';
import { useAuth } from '@/stores/auth';

export type DashboardView = 'auto' | 'student' | 'teacher';

/** Spec 7 Dashboards: /painel, or /painel/visao/{role} for an admin looking at a role view. */
export function painelPath(view: DashboardView, tipo: string | undefined): string {
  if (tipo !== 'admin' || view === 'auto') return '/painel';
  return `/painel/visao/${view === 'teacher' ? 'professor' : 'estudante'}`;
}

export function usePainel(view: DashboardView) {
  const token = useAuth((s) => s.token);
  const tipo = useAuth((s) => s.user?.tipo);
  const path = painelPath(view, tipo);
  return useQuery({
    queryKey: ['painel', path],
    queryFn: () => api<Dashboard>(path),
    staleTime: STALE.lists,
    enabled: Boolean(token),
  });
}
