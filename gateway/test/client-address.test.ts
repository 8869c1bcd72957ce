import { gatewayEnvSchema } from '@argumenta/gateway';
import { api, closeTestPool, uniqueEmail, type Running } from '@argumenta/testkit';
import { startAuthService } from '@argumenta/testkit/auth';
import { startGateway } from '@argumenta/testkit/gateway';

/**
 * Where the client's address comes from (issue 44): X-Forwarded-For counts only as far as TRUST_PROXY vouches for it.
 * A gateway facing clients directly (npm start, docker-compose: TRUST_PROXY empty) ignores the header, so a client
 * rotating it stays one address for every limit: the gateway's own (failed logins, registrations, the API) and the
 * auth service's per account+address (the address the gateway forwards).
 */
let auth: Running;
const gateways: Awaited<ReturnType<typeof startGateway>>[] = [];
const gateway = async (overrides: Parameters<typeof startGateway>[0]) => {
  const gw = await startGateway({ AUTH_SERVICE_URL: auth.url, ...overrides });
  gateways.push(gw);
  return gw;
};

beforeAll(async () => {
  auth = await startAuthService();
});
afterAll(async () => {
  for (const gw of gateways) await gw.close();
  await auth.close();
  await closeTestPool();
});

let n = 0;
const forged = () => ({ 'x-forwarded-for': `198.51.100.${++n % 250}` });
const failedLogin = (url: string, headers: Record<string, string>) =>
  api(url, 'POST', '/api/auth/login', { body: { email: uniqueEmail('ninguem'), password: 'errada1' }, headers });
const anonymousRead = (url: string, headers: Record<string, string>) => api(url, 'GET', '/api/propostas', { headers });

it('TRUST_PROXY reads hops, addresses and ranges, and refuses anything else at start', () => {
  const parse = (TRUST_PROXY: string) => gatewayEnvSchema.safeParse({ TRUST_PROXY });
  expect(gatewayEnvSchema.parse({}).TRUST_PROXY).toBe(false);
  expect(parse('').data?.TRUST_PROXY).toBe(false);
  expect(parse('none').data?.TRUST_PROXY).toBe(false);
  expect(parse('2').data?.TRUST_PROXY).toBe(2);
  expect(parse('10.0.0.0/8, fd00::/8,loopback').data?.TRUST_PROXY).toEqual(['10.0.0.0/8', 'fd00::/8', 'loopback']);
  for (const bad of ['10.0.0.0/33', 'qualquer', '10.0.0/8', 'true']) expect(parse(bad).success).toBe(false);
});

it('facing clients directly, a rotated X-Forwarded-For does not pass the per-address login limit', async () => {
  const gw = await gateway({ TRUST_PROXY: false, RATE_LIMIT_LOGIN_MAX: 3 });
  for (let i = 0; i < 3; i++) expect((await failedLogin(gw.url, forged())).status).toBe(401);
  const fourth = await failedLogin(gw.url, forged());
  expect(fourth.status).toBe(429);
  expect(fourth.body.error.message).toBe(
    'Muitas tentativas de login sem sucesso a partir desta rede. Aguarde um minuto e tente novamente.',
  );
});

it('nor the per-address registration limit (each self-registration is 50 free credits)', async () => {
  const gw = await gateway({ TRUST_PROXY: false, RATE_LIMIT_REGISTER_MAX: 2 });
  const register = () =>
    api(gw.url, 'POST', '/api/auth/registrar', {
      body: { name: 'Nova Pessoa', email: uniqueEmail('reg'), password: 'segredo1', confirmPassword: 'segredo1' },
      headers: forged(),
    });
  expect((await register()).status).toBe(201);
  expect((await register()).status).toBe(201);
  expect((await register()).status).toBe(429);
});

it('nor the anonymous API limit (the proxied fast path resolves the address the same way)', async () => {
  const gw = await gateway({ TRUST_PROXY: false, RATE_LIMIT_API_MAX: 2 });
  expect((await anonymousRead(gw.url, forged())).status).not.toBe(429);
  expect((await anonymousRead(gw.url, forged())).status).not.toBe(429);
  expect((await anonymousRead(gw.url, forged())).status).toBe(429);
});

it('nor the auth service per account+address: the gateway forwards the address it resolved', async () => {
  const gw = await gateway({ TRUST_PROXY: false });
  const email = uniqueEmail('alvo');
  expect(
    (
      await api(gw.url, 'POST', '/api/auth/registrar', {
        body: { name: 'Alvo', email, password: 'segredo1', confirmPassword: 'segredo1' },
      })
    ).status,
  ).toBe(201);
  for (let i = 0; i < 5; i++)
    await api(gw.url, 'POST', '/api/auth/login', { body: { email, password: 'errada1' }, headers: forged() });
  expect(
    (await api(gw.url, 'POST', '/api/auth/login', { body: { email, password: 'segredo1' }, headers: forged() })).status,
  ).toBe(429);
});

it('behind a trusted proxy, the client is the address that proxy appended; a header from an untrusted peer is ignored', async () => {
  // The peer (127.0.0.1) is the trusted proxy: the client is the rightmost address, whatever the client put before it.
  const behind = await gateway({ TRUST_PROXY: ['127.0.0.1/8'], RATE_LIMIT_API_MAX: 1 });
  expect((await anonymousRead(behind.url, { 'x-forwarded-for': '203.0.113.1, 192.0.2.10' })).status).not.toBe(429);
  expect((await anonymousRead(behind.url, { 'x-forwarded-for': '203.0.113.2, 192.0.2.10' })).status).toBe(429);
  expect((await anonymousRead(behind.url, { 'x-forwarded-for': '203.0.113.2, 192.0.2.11' })).status).not.toBe(429);
  // The ingress's range, and the peer is not in it: the header is the client's own claim.
  const elsewhere = await gateway({ TRUST_PROXY: ['10.0.0.0/8'], RATE_LIMIT_API_MAX: 1 });
  expect((await anonymousRead(elsewhere.url, { 'x-forwarded-for': '192.0.2.20' })).status).not.toBe(429);
  expect((await anonymousRead(elsewhere.url, { 'x-forwarded-for': '192.0.2.21' })).status).toBe(429);
});
