import { jest } from '@jest/globals';
import { Redis } from 'ioredis';
import { SESSION_ENDED_MESSAGE } from '@argumenta/platform';
import { api, REDIS_URL, tokenFor, uniqueEmail } from '@argumenta/testkit';
import { handshake as socketHandshake } from '@argumenta/testkit/realtime';
import { startStack, type Stack } from '@argumenta/testkit/stack';

// Logout ends the session on the server: the token is refused everywhere afterwards, other sessions carry on.
jest.setTimeout(120_000);

let stack: Stack;
let redis: Redis;
beforeAll(async () => {
  stack = await startStack({ name: 'logout' });
  redis = new Redis(REDIS_URL);
});
afterAll(async () => {
  await redis.quit();
  await stack.close();
});

const gw = () => stack.gateway.url;
async function session(email: string) {
  const res = await api(gw(), 'POST', '/api/auth/login', { body: { email, password: 'segredo1' } });
  expect(res.status).toBe(200);
  return res.body.data.token as string;
}
const handshake = (token: string) => socketHandshake(gw(), token);

it('a logged-out token is refused by every service through the gateway, by file URLs and by the socket; another session of the same user still works', async () => {
  const email = uniqueEmail('sair');
  expect(
    (
      await api(gw(), 'POST', '/api/auth/registrar', {
        body: { name: 'Bia Souza', email, password: 'segredo1', confirmPassword: 'segredo1' },
      })
    ).status,
  ).toBe(201);
  const token = await session(email);
  const other = await session(email);
  const sala = await api(gw(), 'GET', '/api/salas', { token });
  expect(sala.status).toBe(200);
  expect(await handshake(token)).toBe('conectado');

  const out = await api(gw(), 'POST', '/api/auth/logout', { token });
  expect(out.status).toBe(200);

  // One route of each service, the gateway's dashboard, and a ?token= file URL.
  for (const path of [
    '/api/auth/perfil',
    '/api/salas',
    '/api/atividades',
    '/api/redacoes',
    '/api/propostas',
    '/api/painel',
    '/api/redacoes/1/pdf',
  ]) {
    const res = await api(gw(), 'GET', path, { token });
    expect({ path, status: res.status, message: res.body.error?.message }).toEqual({
      path,
      status: 401,
      message: SESSION_ENDED_MESSAGE,
    });
  }
  expect((await api(gw(), 'GET', `/api/redacoes/1/pdf?token=${encodeURIComponent(token)}`)).status).toBe(401);
  expect(await handshake(token)).toBe('Não autenticado');
  // Logging out twice is refused like any other call with an ended session.
  expect((await api(gw(), 'POST', '/api/auth/logout', { token })).status).toBe(401);

  // The same user's other session (another device) is untouched.
  expect((await api(gw(), 'GET', '/api/auth/perfil', { token: other })).status).toBe(200);
  expect(await handshake(other)).toBe('conectado');
});

it('the denylist entry lives as long as the token would have, and nothing is stored for a missing or forged token', async () => {
  const pattern = `${stack.gateway.config.QUEUE_PREFIX}:sessoes:revogado:*`;
  const before = (await redis.keys(pattern)).length;
  expect((await api(gw(), 'POST', '/api/auth/logout')).status).toBe(401);
  expect((await api(gw(), 'POST', '/api/auth/logout', { token: 'nao.e.token' })).status).toBe(401);
  expect((await redis.keys(pattern)).length).toBe(before);

  const shortLived = tokenFor({ id: 77, tipo: 'estudante', nome: 'Curta' }, 120);
  expect((await api(gw(), 'POST', '/api/auth/logout', { token: shortLived })).status).toBe(200);
  const keys = await redis.keys(pattern);
  expect(keys.length).toBe(before + 1);
  const ttls = await Promise.all(keys.map((k) => redis.ttl(k)));
  const newest = Math.min(...ttls);
  expect(newest).toBeGreaterThan(100);
  expect(newest).toBeLessThanOrEqual(120);
});
