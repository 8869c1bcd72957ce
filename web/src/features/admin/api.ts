import type { Role, User, UserImportReport } from '@argumenta/contracts';
import { api, apiWithMessage } from '@/lib/api';
import type { CsvUser } from './csv';

/** Spec 9: the admin user list shows 10 per page. */
export const ADMIN_PAGE_SIZE = 10;

export type AdminUser = User & {
  creditos: number;
  data_criacao?: string;
  /** Issue 54. */
  escola_nome?: string | null;
  matricula?: string | null;
  suspensa?: boolean;
};
export type UserList = { usuarios: AdminUser[]; total: number };
export type AdminStats = {
  total_usuarios: number;
  total_redacoes: number;
  total_creditos_sistema: number;
  usuarios_ativos: number;
  creditos_utilizados_hoje: number;
  redacoes_ultimos_7_dias: { dia: string; total: number }[];
};
export type NewUser = { nome: string; email: string; senha: string; tipo: Role; creditos: number; escola_id?: number };
export type AddCredits = { usuario_id: number; quantidade: number; descricao?: string };
export type ImportItem = { sucesso: boolean; usuario?: User; email: string; erro?: string };
export type ImportResult = {
  total_processados: number;
  total_sucesso: number;
  total_erros: number;
  sucessos: ImportItem[];
  erros: ImportItem[];
};
export type UserFilter = { pagina: number; busca: string; tipo: Role | ''; escola?: string };

export const adminKeys = {
  all: ['admin'] as const,
  stats: ['admin', 'estatisticas'] as const,
  users: (f: UserFilter) => ['admin', 'usuarios', f] as const,
};

export function listUsers(f: UserFilter) {
  const q = new URLSearchParams({ limite: String(ADMIN_PAGE_SIZE), pagina: String(f.pagina) });
  if (f.busca) q.set('busca', f.busca);
  if (f.tipo) q.set('tipo', f.tipo);
  if (f.escola) q.set('escola', f.escola);
  return api<UserList>(`/admin/usuarios?${q.toString()}`);
}

export const fetchStats = () => api<AdminStats>('/admin/estatisticas');
export const createUser = (u: NewUser) => apiWithMessage<User>('/admin/usuarios', { method: 'POST', json: u });
/** Issue 54: suspend/reactivate and a temporary password (shown once), both audited by the server. */
export const suspendUser = (id: number, suspensa: boolean) =>
  apiWithMessage<{ id: number; suspensa: boolean }>(`/admin/usuarios/${id}/suspender`, {
    method: 'POST',
    json: { suspensa },
  });
export const temporaryPassword = (id: number) =>
  api<{ id: number; senha_temporaria: string }>(`/admin/usuarios/${id}/senha-temporaria`, { method: 'POST', json: {} });
export const deleteUser = (id: number) => api<{ id: number }>(`/admin/usuarios/${id}`, { method: 'DELETE' });
export const addCredits = (c: AddCredits) =>
  api<{ usuario_id: number; creditos_disponiveis: number }>('/admin/creditos/adicionar', { method: 'POST', json: c });
export const importUsers = (usuarios: CsvUser[]) =>
  api<ImportResult>('/admin/usuarios/lote', { method: 'POST', json: { usuarios } });

/** Issue 54: what /admin/usuarios/importar (and the OneRoster set) reports, row by row with the file's line numbers. */
export type CsvImportReport = UserImportReport;

function toBase64(bytes: Uint8Array): string {
  let bin = '';
  for (let i = 0; i < bytes.length; i += 0x8000) bin += String.fromCharCode(...bytes.subarray(i, i + 0x8000));
  return btoa(bin);
}

/** The file's bytes go as they are: the server detects the encoding. `simular` = preview, nothing written. */
export const importCsvFile = async (file: Blob, simular: boolean) =>
  api<CsvImportReport>('/admin/usuarios/importar', {
    method: 'POST',
    json: { arquivo: toBase64(new Uint8Array(await file.arrayBuffer())), simular },
  });

/** Issue 54: a OneRoster-style set (users.csv, classes.csv, enrollments.csv) into one school, each file's bytes as saved. */
export const importOneRosterFiles = async (files: File[], escolaId: number, simular: boolean) =>
  api<CsvImportReport>('/admin/usuarios/importar-oneroster', {
    method: 'POST',
    json: {
      arquivos: await Promise.all(
        files.map(async (f) => ({ nome: f.name, conteudo: toBase64(new Uint8Array(await f.arrayBuffer())) })),
      ),
      escola_id: escolaId,
      simular,
    },
  });
