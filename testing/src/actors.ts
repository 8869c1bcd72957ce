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

/**
 * A new school (through the gateway, as `admin`) with the given members in their roles: each actor's role and token
 * become the school's (a coordinator's token says coordenador). Answers the school's id.
 */
export async function schoolWith(gatewayUrl: string, admin: Actor, nome: string, ...members: [Actor, Role][]) {
  const created = await api(gatewayUrl, 'POST', '/api/escolas', { token: admin.token, body: { nome } });
  if (created.status !== 201) throw new Error(`criar escola: ${created.status} ${JSON.stringify(created.body)}`);
  const id = created.body.data.id as number;
  for (const [who, papel] of members) {
    const res = await api(gatewayUrl, 'POST', `/api/escolas/${id}/membros`, {
      token: admin.token,
      body: { usuario_id: who.id, papel },
    });
    if (res.status !== 200) throw new Error(`membro da escola: ${res.status} ${JSON.stringify(res.body)}`);
    who.tipo = papel;
    who.token = tokenFor({ id: who.id, tipo: papel, nome: who.nome });
  }
  return id;
}
