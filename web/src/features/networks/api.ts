import { useQuery } from '@tanstack/react-query';
import type { NewNetwork, PainelRede, Rede } from '@argumenta/contracts';
import { api, apiBlob, apiWithMessage } from '@/lib/api';
import { periodQuery, type Period } from '@/features/schools/api';

export const networkKeys = {
  all: ['redes'] as const,
  list: ['redes', 'lista'] as const,
  painel: (id: number, desde: string, ate: string) => ['redes', id, 'painel', desde, ate] as const,
};

/** Every network for an admin; for anyone else the networks they coordinate. */
export const listNetworks = async () => (await api<{ redes: Rede[] }>('/redes')).redes;
export const createNetwork = (r: NewNetwork) => apiWithMessage<Rede>('/redes', { method: 'POST', json: r });
export const addNetworkSchool = (redeId: number, escolaId: number) =>
  apiWithMessage<Rede>(`/redes/${redeId}/escolas`, { method: 'POST', json: { escola_id: escolaId } });
export const removeNetworkSchool = (redeId: number, escolaId: number) =>
  apiWithMessage<Rede>(`/redes/${redeId}/escolas/${escolaId}`, { method: 'DELETE' });
export const addNetworkCoordinator = (redeId: number, usuarioId: number) =>
  apiWithMessage<Rede>(`/redes/${redeId}/coordenadores`, { method: 'POST', json: { usuario_id: usuarioId } });
export const removeNetworkCoordinator = (redeId: number, usuarioId: number) =>
  apiWithMessage<Rede>(`/redes/${redeId}/coordenadores/${usuarioId}`, { method: 'DELETE' });

export function useNetworkDashboard(id: number, period: Period) {
  return useQuery({
    queryKey: networkKeys.painel(id, period.desde, period.ate),
    queryFn: () => api<PainelRede>(`/redes/${id}/painel?${periodQuery(period).toString()}`),
    enabled: id > 0,
  });
}

export function downloadNetworkCsv(id: number, period: Period) {
  const q = periodQuery(period);
  q.set('formato', 'csv');
  return apiBlob(`/redes/${id}/painel?${q.toString()}`, { headers: { Accept: 'text/csv' } });
}
