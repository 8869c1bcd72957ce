import { afterEach, beforeEach, expect, it, jest } from '@jest/globals';
import { login } from './api';

// The login guard's device token (issue 44): kept per account after a successful login and sent back with the next
// one, so this browser's logins count apart from a stranger's failures.
const realFetch = globalThis.fetch;
const sent: unknown[] = [];
beforeEach(() => {
  localStorage.clear();
  sent.length = 0;
  globalThis.fetch = jest.fn(async (_input: RequestInfo | URL, init?: RequestInit) => {
    const body = JSON.parse(String(init?.body)) as { email: string };
    sent.push(body);
    const data = {
      user: { id: 1, nome: 'Ana', email: body.email, tipo: 'professor' },
      token: 'jwt',
      dispositivo: `dispositivo-de-${body.email}`,
    };
    return {
      ok: true,
      status: 200,
      headers: { get: () => 'application/json' },
      json: async () => ({ success: true, data }),
    } as unknown as Response;
  }) as typeof fetch;
});
afterEach(() => {
  globalThis.fetch = realFetch;
});

it('sends back the token this browser got for the same account, and only for it', async () => {
  await login('ana@escola.br', 'segredo1');
  await login('ana@escola.br', 'segredo1');
  await login('bia@escola.br', 'segredo1');
  expect(sent).toEqual([
    { email: 'ana@escola.br', password: 'segredo1' },
    { email: 'ana@escola.br', password: 'segredo1', dispositivo: 'dispositivo-de-ana@escola.br' },
    { email: 'bia@escola.br', password: 'segredo1' },
  ]);
});
