import { randomUUID } from 'node:crypto';
import { io as connect, type Socket } from 'socket.io-client';
import { api, closeTestPool, tokenFor, uniqueEmail, type Running } from '@argumenta/testkit';
import { startAuthService } from '@argumenta/testkit/auth';
import { startGateway } from '@argumenta/testkit/gateway';

let auth: Running;
let gw: Awaited<ReturnType<typeof startGateway>>;
beforeAll(async () => {
  auth = await startAuthService();
  gw = await startGateway({ AUTH_SERVICE_URL: auth.url, RATE_LIMIT_LOGIN_MAX: 3, RATE_LIMIT_REGISTER_MAX: 1000 });
});
afterAll(async () => {
  await gw.close();
  await auth.close();
  await closeTestPool();
});

// Each test logs in from its own address (the test gateway trusts its loopback proxy) so limits don't leak across tests.
const fromIp = () => ({
  'x-forwarded-for': `10.${Math.floor(Math.random() * 250)}.${Math.floor(Math.random() * 250)}.${Math.floor(Math.random() * 250)}`,
});

describe('gateway routing', () => {
  it('routes /api/auth/* to the auth service: register, login and profile with 50 credits', async () => {
    const email = uniqueEmail('gw');
    const reg = await api(gw.url, 'POST', '/api/auth/registrar', {
      body: { name: 'Ana Lima', email, password: 'segredo1', confirmPassword: 'segredo1' },
      headers: fromIp(),
    });
    expect(reg.status).toBe(201);
    const login = await api(gw.url, 'POST', '/api/auth/login', {
      body: { email, password: 'segredo1' },
      headers: fromIp(),
    });
    expect(login.status).toBe(200);
    const perfil = await api(gw.url, 'GET', '/api/auth/perfil', { token: login.body.data.token });
    expect(perfil.status).toBe(200);
    expect(perfil.body.data.creditos_disponiveis).toBe(50);
    expect(perfil.headers.get('x-request-id')).toBeTruthy();
  });

  it('proxied answers carry the security headers and the request id, before Express (no Origin) as through it (CORS)', async () => {
    const token = tokenFor({ id: 1, tipo: 'estudante', nome: 'X' });
    const direct = await fetch(`${gw.url}/api/auth/perfil`, {
      headers: { authorization: `Bearer ${token}`, 'x-request-id': 'pedido-rapido-1' },
    });
    const cors = await fetch(`${gw.url}/api/auth/perfil`, {
      headers: { authorization: `Bearer ${token}`, origin: 'http://localhost:5173' },
    });
    // Whatever the auth service answers (user 1 may exist in the shared test database), both paths answer the same.
    expect(cors.status).toBe(direct.status);
    for (const res of [direct, cors]) {
      expect(res.headers.get('content-security-policy')).toContain("default-src 'self'");
      expect(res.headers.get('x-content-type-options')).toBe('nosniff');
      expect(res.headers.get('x-request-id')).toBeTruthy();
    }
    expect(direct.headers.get('x-request-id')).toBe('pedido-rapido-1');
    expect(direct.headers.get('access-control-allow-origin')).toBeNull();
    expect(cors.headers.get('access-control-allow-origin')).toBe('http://localhost:5173');
  });

  it('answers the error envelope from services and for unknown API paths', async () => {
    const res = await api(gw.url, 'GET', '/api/auth/perfil');
    expect(res.status).toBe(401);
    expect(res.body).toMatchObject({ success: false, error: { code: 'unauthorized' } });
    const unknown = await api(gw.url, 'GET', '/api/nao-existe');
    expect(unknown.status).toBe(404);
    expect(unknown.body).toMatchObject({ success: false, error: { code: 'not_found' } });
  });

  it('answers 503 in Portuguese when a service is not running', async () => {
    for (const path of ['/api/salas', '/api/redacoes', '/api/propostas', '/api/atividades/1', '/api/transcricao/1']) {
      const res = await api(gw.url, 'GET', path, { token: tokenFor({ id: 1, tipo: 'estudante', nome: 'X' }) });
      expect(res.status).toBe(503);
      expect(res.body.success).toBe(false);
      expect(res.body.message).toMatch(/indisponível/);
      // The gateway's own answer: its security headers and a request id, with no service to send them.
      expect(res.headers.get('x-content-type-options')).toBe('nosniff');
      expect(res.headers.get('x-request-id')).toBeTruthy();
    }
  });

  it('never exposes /internal, in any spelling', async () => {
    for (const path of [
      '/internal/creditos/reservar',
      '/api/internal/usuarios',
      '/api/auth/../internal/usuarios',
      '/api/auth/%2e%2e/internal/usuarios',
      '/api/admin/internal',
    ]) {
      const res = await api(gw.url, 'POST', path, { body: { usuario_id: 1, referencia: randomUUID() } });
      expect([404]).toContain(res.status);
    }
  });

  it('keeps /metrics off the public port and serves it on the metrics port', async () => {
    await fetch(`${gw.url}/healthz`);
    // The public port answers /metrics like any other page path (the SPA), never with the metrics.
    const pub = await fetch(`${gw.url}/metrics`);
    expect(await pub.text()).not.toContain('http_request_duration_seconds');
    const m = await fetch(`${gw.metricsUrl}/metrics`);
    expect(m.status).toBe(200);
    expect(await m.text()).toContain('http_request_duration_seconds');
  });

  it('rate-limits login attempts with 429', async () => {
    const headers = fromIp();
    const statuses: number[] = [];
    for (let i = 0; i < 5; i++) {
      statuses.push(
        (await api(gw.url, 'POST', '/api/auth/login', { body: { email: 'ninguem@teste.com', password: 'x' }, headers }))
          .status,
      );
    }
    expect(statuses.slice(0, 3)).toEqual([401, 401, 401]);
    expect(statuses.slice(3)).toEqual([429, 429]);
    const last = await api(gw.url, 'POST', '/api/auth/login', {
      body: { email: 'ninguem@teste.com', password: 'x' },
      headers,
    });
    expect(last.body.error.code).toBe('rate_limited');
    expect(Number(last.headers.get('retry-after'))).toBeGreaterThan(0);
  });

  it('serves the SPA fallback (or explains it is not built) for non-API paths', async () => {
    const res = await fetch(`${gw.url}/essays/123/feedback`);
    expect([200, 503]).toContain(res.status);
    expect(res.headers.get('content-type')).toMatch(/text\/(html|plain)/);
  });
});

describe('socket.io handshake', () => {
  const open = (token: unknown) =>
    new Promise<{ ok: boolean; error?: string; socket: Socket }>((resolve) => {
      const socket = connect(gw.url, {
        path: '/socket.io',
        transports: ['websocket'],
        auth: { token },
        reconnection: false,
      });
      socket.on('connect', () => resolve({ ok: true, socket }));
      socket.on('connect_error', (err) => resolve({ ok: false, error: err.message, socket }));
    });

  it('accepts a valid token and joins the user room', async () => {
    const r = await open(tokenFor({ id: 4242, tipo: 'estudante', nome: 'Sock' }));
    expect(r.ok).toBe(true);
    const sockets = await gw.io.in('user:4242').fetchSockets();
    expect(sockets).toHaveLength(1);
    r.socket.close();
  });

  it('refuses a missing, bad or expired token', async () => {
    for (const token of [undefined, 'lixo', tokenFor({ id: 1, tipo: 'estudante', nome: 'X' }, -5)]) {
      const r = await open(token);
      expect(r.ok).toBe(false);
      expect(r.error).toBe('Não autenticado');
      r.socket.close();
    }
  });
});
