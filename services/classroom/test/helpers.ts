import type { Role } from '@argumenta/contracts';
import { api, closeTestPool, tokenFor, uniqueEmail, type JsonResponse, type Running } from '@argumenta/testkit';
import { startAuthService } from '@argumenta/testkit/auth';
import { startClassroomService } from '@argumenta/testkit/classroom';

export type Actor = { id: number; nome: string; email: string; tipo: Role; token: string };

/** Real users in the real auth service (created through its admin API), with session tokens. */
export function actors(authUrl: string) {
  const adminToken = tokenFor({ id: 999_999, tipo: 'admin', nome: 'Admin Teste' });
  return async function make(tipo: Role, nome = `${tipo} ${Math.random().toString(36).slice(2, 7)}`): Promise<Actor> {
    const res = await api(authUrl, 'POST', '/admin/usuarios', { token: adminToken, body: { nome, email: uniqueEmail(tipo), senha: 'segredo1', tipo } });
    if (res.status !== 201) throw new Error(`criar usuário: ${res.status} ${JSON.stringify(res.body)}`);
    const u = res.body.data;
    return { id: u.id, nome: u.nome, email: u.email, tipo, token: tokenFor({ id: u.id, tipo, nome: u.nome }) };
  };
}

export const inDays = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString();

/** Real auth + classroom services for a test file; `essay` is the essay service URL when one runs. */
export function useStack(opts: { essay?: () => string | undefined } = {}) {
  const stack = {} as { auth: Running; svc: Running; make: ReturnType<typeof actors>; call: (who: Actor | undefined, method: string, path: string, body?: unknown) => Promise<JsonResponse> };
  beforeAll(async () => {
    stack.auth = await startAuthService();
    stack.svc = await startClassroomService({ auth: stack.auth.url, essay: opts.essay });
    stack.make = actors(stack.auth.url);
    stack.call = (who, method, path, body) => api(stack.svc.url, method, path, { token: who?.token, body });
  });
  afterAll(async () => {
    await stack.svc.close();
    await stack.auth.close();
    await closeTestPool();
  });
  return stack;
}
