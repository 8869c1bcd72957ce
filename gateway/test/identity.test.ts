import {
  IDENTITY_HEADER,
  IDENTITY_TTL_SECONDS,
  identitySigner,
  signIdentity,
  verifyIdentity,
} from '@argumenta/platform';
import { api, closeTestPool, SERVICE_TOKEN, tokenFor, uniqueEmail, type Running } from '@argumenta/testkit';
import { startAuthService } from '@argumenta/testkit/auth';
import { startGateway } from '@argumenta/testkit/gateway';

const ana = { id: 41, tipo: 'estudante' as const, nome: 'Ana' };

describe('forwarded identity (gateway → services)', () => {
  it('verifies what it signed, and nothing forged, tampered, under another key or expired', () => {
    const now = Date.now();
    const value = signIdentity(ana, SERVICE_TOKEN, now);
    expect(verifyIdentity(value, SERVICE_TOKEN, now)).toEqual(ana);
    expect(verifyIdentity(value, 'another-service-token-value', now)).toBeNull();
    const [payload, mac] = value.split('.') as [string, string];
    const admin = Buffer.from(
      JSON.stringify({ ...JSON.parse(Buffer.from(payload, 'base64url').toString()), tipo: 'admin' }),
    ).toString('base64url');
    expect(verifyIdentity(`${admin}.${mac}`, SERVICE_TOKEN, now)).toBeNull();
    expect(verifyIdentity(`${payload}.`, SERVICE_TOKEN, now)).toBeNull();
    expect(verifyIdentity(payload, SERVICE_TOKEN, now)).toBeNull();
    expect(verifyIdentity(value, SERVICE_TOKEN, now + IDENTITY_TTL_SECONDS * 1000 + 1)).toBeNull();
  });
});

describe("the proxy's signer", () => {
  it('sends the same identity while more than half of its life is left, then a new one; another user or name is signed anew', () => {
    const sign = identitySigner(SERVICE_TOKEN);
    const t0 = Date.now();
    const first = sign(ana, t0);
    expect(verifyIdentity(first, SERVICE_TOKEN, t0)).toEqual(ana);
    expect(sign(ana, t0 + 1_000)).toBe(first);
    const half = (IDENTITY_TTL_SECONDS * 1000) / 2;
    expect(sign(ana, t0 + half - 1)).toBe(first);
    // What a service receives is valid for about half the lifetime at least (expiries are whole seconds).
    expect(verifyIdentity(sign(ana, t0 + half - 1), SERVICE_TOKEN, t0 + 2 * half - 1_001)).toEqual(ana);
    const renewed = sign(ana, t0 + half);
    expect(renewed).not.toBe(first);
    expect(verifyIdentity(renewed, SERVICE_TOKEN, t0 + half)).toEqual(ana);
    expect(verifyIdentity(sign({ ...ana, nome: 'Ana Maria' }, t0 + half), SERVICE_TOKEN, t0 + half)).toEqual({
      ...ana,
      nome: 'Ana Maria',
    });
    expect(verifyIdentity(sign({ ...ana, tipo: 'professor' }, t0 + half), SERVICE_TOKEN, t0 + half)).toEqual({
      ...ana,
      tipo: 'professor',
    });
  });
});

describe('authentication through the gateway and directly', () => {
  let auth: Running;
  let gw: Awaited<ReturnType<typeof startGateway>>;
  let user: { id: number; token: string };
  beforeAll(async () => {
    auth = await startAuthService();
    gw = await startGateway({ AUTH_SERVICE_URL: auth.url, RATE_LIMIT_REGISTER_MAX: 1000 });
    const reg = await api(gw.url, 'POST', '/api/auth/registrar', {
      body: { name: 'Bia Souza', email: uniqueEmail('id'), password: 'segredo1', confirmPassword: 'segredo1' },
    });
    user = { id: reg.body.data.user.id, token: reg.body.data.token };
  });
  afterAll(async () => {
    await gw.close();
    await auth.close();
    await closeTestPool();
  });

  it('serves the profile through the gateway on a kept-alive connection', async () => {
    const res = await api(gw.url, 'GET', '/api/auth/perfil', { token: user.token });
    expect(res.status).toBe(200);
    expect(res.body.data.id).toBe(user.id);
    expect(res.headers.get('connection')).not.toBe('close');
  });

  it('drops an identity a client sends: without a valid JWT the gateway route is 401, even with a well-signed identity', async () => {
    const forged = signIdentity({ id: user.id, tipo: 'admin', nome: 'X' }, SERVICE_TOKEN);
    const res = await api(gw.url, 'GET', '/api/auth/perfil', { headers: { [IDENTITY_HEADER]: forged } });
    expect(res.status).toBe(401);
    const painel = await api(gw.url, 'GET', '/api/painel', { headers: { [IDENTITY_HEADER]: forged } });
    expect(painel.status).toBe(401);
    const bad = await api(gw.url, 'GET', '/api/auth/perfil', {
      token: `${user.token}x`,
      headers: { [IDENTITY_HEADER]: forged },
    });
    expect(bad.status).toBe(401);
  });

  it('a direct call to a service is verified from its JWT; an identity counts only when signed with the service token', async () => {
    expect((await api(auth.url, 'GET', '/auth/perfil')).status).toBe(401);
    expect((await api(auth.url, 'GET', '/auth/perfil', { token: user.token })).status).toBe(200);
    const wrongKey = signIdentity({ id: user.id, tipo: 'estudante', nome: 'Bia' }, 'not-the-service-token-at-all');
    expect((await api(auth.url, 'GET', '/auth/perfil', { headers: { [IDENTITY_HEADER]: wrongKey } })).status).toBe(401);
    const expired = signIdentity(
      { id: user.id, tipo: 'estudante', nome: 'Bia' },
      SERVICE_TOKEN,
      Date.now() - (IDENTITY_TTL_SECONDS + 5) * 1000,
    );
    expect((await api(auth.url, 'GET', '/auth/perfil', { headers: { [IDENTITY_HEADER]: expired } })).status).toBe(401);
    // What the gateway forwards: accepted without the JWT.
    const genuine = signIdentity({ id: user.id, tipo: 'estudante', nome: 'Bia' }, SERVICE_TOKEN);
    const res = await api(auth.url, 'GET', '/auth/perfil', { headers: { [IDENTITY_HEADER]: genuine } });
    expect(res.status).toBe(200);
    expect(res.body.data.id).toBe(user.id);
  });

  it('an expired JWT is refused through the gateway', async () => {
    const expired = tokenFor({ id: user.id, tipo: 'estudante', nome: 'Bia' }, -10);
    expect((await api(gw.url, 'GET', '/api/auth/perfil', { token: expired })).status).toBe(401);
  });
});

describe('remembered tokens', () => {
  let auth: Running;
  let gw: Awaited<ReturnType<typeof startGateway>>;
  beforeAll(async () => {
    auth = await startAuthService();
    gw = await startGateway({ AUTH_SERVICE_URL: auth.url, RATE_LIMIT_REGISTER_MAX: 1000 });
  });
  afterAll(async () => {
    await gw.close();
    await auth.close();
    await closeTestPool();
  });

  it('a token the gateway verified before is refused once it expires', async () => {
    const reg = await api(gw.url, 'POST', '/api/auth/registrar', {
      body: { name: 'Caio Lima', email: uniqueEmail('exp'), password: 'segredo1', confirmPassword: 'segredo1' },
    });
    const user = reg.body.data.user as { id: number; tipo: 'estudante'; nome: string };
    const shortLived = tokenFor({ id: user.id, tipo: user.tipo, nome: user.nome }, 2);
    expect((await api(gw.url, 'GET', '/api/auth/perfil', { token: shortLived })).status).toBe(200);
    expect((await api(gw.url, 'GET', '/api/painel', { token: shortLived })).status).not.toBe(401);
    await new Promise((r) => setTimeout(r, 2_100));
    expect((await api(gw.url, 'GET', '/api/auth/perfil', { token: shortLived })).status).toBe(401);
    expect((await api(gw.url, 'GET', '/api/painel', { token: shortLived })).status).toBe(401);
  });
});
