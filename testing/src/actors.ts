import type { Role } from '@argumenta/contracts';
import { api, tokenFor, uniqueEmail } from './index.js';

export type Actor = { id: number; nome: string; email: string; tipo: Role; token: string };

/** Real users in the real auth service (created through its admin API), with session tokens. */
export function actors(authUrl: string) {
  const adminToken = tokenFor({ id: 999_999, tipo: 'admin', nome: 'Admin Teste' });
  return async function make(tipo: Role, nome = `${tipo} ${Math.random().toString(36).slice(2, 7)}`): Promise<Actor> {
    const res = await api(authUrl, 'POST', '/admin/usuarios', {
      token: adminToken,
      body: { nome, email: uniqueEmail(tipo), senha: 'segredo1', tipo },
    });
    if (res.status !== 201) throw new Error(`criar usuário: ${res.status} ${JSON.stringify(res.body)}`);
    const u = res.body.data;
    return { id: u.id, nome: u.nome, email: u.email, tipo, token: tokenFor({ id: u.id, tipo, nome: u.nome }) };
  };
}

export const inDays = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString();
