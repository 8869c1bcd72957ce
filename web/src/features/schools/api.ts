import { useQuery } from '@tanstack/react-query';
import type { Escola, MembroEscola, NewSchool, PainelEscola, SchoolRole } from '@argumenta/contracts';
import { api, apiBlob, apiWithMessage } from '@/lib/api';

export const schoolKeys = {
  all: ['escolas'] as const,
  list: ['escolas', 'lista'] as const,
  painel: (id: number, desde: string, ate: string) => ['escolas', id, 'painel', desde, ate] as const,
  membros: (id: number, papel: string, busca: string) => ['escolas', id, 'membros', papel, busca] as const,
};

export type Period = { desde: string; ate: string };
export const periodQuery = (p: Period) => {
  const q = new URLSearchParams();
  if (p.desde) q.set('desde', p.desde);
  if (p.ate) q.set('ate', p.ate);
  return q;
};

export const listSchools = async () => (await api<{ escolas: Escola[] }>('/escolas')).escolas;
export const createSchool = (s: NewSchool) => apiWithMessage<Escola>('/escolas', { method: 'POST', json: s });
export const addMember = (escolaId: number, m: { usuario_id: number; papel: SchoolRole }) =>
  apiWithMessage<MembroEscola & { escola_id: number }>(`/escolas/${escolaId}/membros`, { method: 'POST', json: m });
/** The school's members (admin or its coordinator), searched by name, e-mail or matrícula; and the deletion grace days. */
export const listMembers = (escolaId: number, f: { papel?: SchoolRole; busca?: string } = {}) => {
  const q = new URLSearchParams();
  if (f.papel) q.set('papel', f.papel);
  if (f.busca) q.set('busca', f.busca);
  return api<{ membros: MembroEscola[]; prazo_exclusao_dias: number }>(`/escolas/${escolaId}/membros?${q.toString()}`);
};
export const scheduleStudentDeletion = (escolaId: number, usuarioId: number) =>
  apiWithMessage<{ usuario_id: number; exclusao_agendada_para: string; excluida: boolean }>(
    `/escolas/${escolaId}/membros/${usuarioId}/exclusao`,
    { method: 'POST', json: {} },
  );
export const cancelStudentDeletion = (escolaId: number, usuarioId: number) =>
  apiWithMessage<{ usuario_id: number }>(`/escolas/${escolaId}/membros/${usuarioId}/exclusao`, { method: 'DELETE' });
export const addPoolCredits = (escolaId: number, c: { quantidade: number; descricao?: string }) =>
  apiWithMessage<{ escola_id: number; creditos: number }>(`/escolas/${escolaId}/creditos`, { method: 'POST', json: c });

export function useSchoolDashboard(id: number, period: Period) {
  return useQuery({
    queryKey: schoolKeys.painel(id, period.desde, period.ate),
    queryFn: () => api<PainelEscola>(`/escolas/${id}/painel?${periodQuery(period).toString()}`),
    enabled: id > 0,
  });
}

export function downloadDashboardCsv(id: number, period: Period) {
  const q = periodQuery(period);
  q.set('formato', 'csv');
  return apiBlob(`/escolas/${id}/painel?${q.toString()}`, { headers: { Accept: 'text/csv' } });
}

/** Single sign-on advertised by the auth service (the login page shows the button only when it is on). */
export const fetchSsoConfig = () =>
  api<{ habilitado: boolean; rotulo: string }>('/auth/oidc/config', { anonymous: true });
export const SSO_START_URL = '/api/auth/oidc/iniciar';
const SSO_BROWSER_KEY = 'argumenta:sso-navegador';

/**
 * Starts the school login: a random value kept in this tab's sessionStorage goes to the auth service, which hands it
 * back only to this browser (state cookie); /auth/sso takes a token only beside it (login CSRF).
 */
export function startSsoLogin() {
  const bytes = crypto.getRandomValues(new Uint8Array(24));
  const navegador = btoa(String.fromCharCode(...bytes))
    .replace(/\+/g, '-')
    .replace(/\//g, '_')
    .replace(/=+$/, '');
  sessionStorage.setItem(SSO_BROWSER_KEY, navegador);
  window.location.assign(`${SSO_START_URL}?navegador=${navegador}`);
}

/** The value this tab started a school login with, used up: one landing per start. */
export function takeSsoBrowserValue(): string | null {
  const value = sessionStorage.getItem(SSO_BROWSER_KEY);
  sessionStorage.removeItem(SSO_BROWSER_KEY);
  return value;
}
