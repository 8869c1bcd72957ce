import { api, closeTestPool, uniqueEmail, type Running } from '@argumenta/testkit';
import { startAuthService } from '@argumenta/testkit/auth';
import { startGateway } from '@argumenta/testkit/gateway';

// Default limits: the per-address ceiling is the production one (sized for a school behind one NAT).
let auth: Running;
let gw: Awaited<ReturnType<typeof startGateway>>;
beforeAll(async () => {
  auth = await startAuthService();
  gw = await startGateway({ AUTH_SERVICE_URL: auth.url, RATE_LIMIT_LOGIN_ACCOUNT_MAX: 4 });
});
afterAll(async () => {
  await gw.close();
  await auth.close();
  await closeTestPool();
});

const address = () => ({ 'x-forwarded-for': `172.${Math.floor(Math.random() * 250)}.${Math.floor(Math.random() * 250)}.${Math.floor(Math.random() * 250)}` });

describe('login limits', () => {
  it('lets 40 students of one classroom log in from the same address', async () => {
    const school = address();
    const emails = Array.from({ length: 40 }, (_, i) => uniqueEmail(`nat${i}`));
    for (const email of emails) {
      const reg = await api(gw.url, 'POST', '/api/auth/registrar', { body: { name: 'Aluno Teste', email, password: 'segredo1', confirmPassword: 'segredo1' }, headers: school });
      expect(reg.status).toBe(201);
    }
    const statuses = await Promise.all(emails.map(async (email) => (await api(gw.url, 'POST', '/api/auth/login', { body: { email, password: 'segredo1' }, headers: school })).status));
    expect(statuses).toEqual(emails.map(() => 200));
  });

  it('locks one guessed account, with the same answer for an unknown e-mail, and leaves other accounts alone', async () => {
    const from = address();
    const known = uniqueEmail('alvo');
    expect((await api(gw.url, 'POST', '/api/auth/registrar', { body: { name: 'Alvo Teste', email: known, password: 'segredo1', confirmPassword: 'segredo1' }, headers: from })).status).toBe(201);
    const guess = async (email: string, password = 'errada12') => api(gw.url, 'POST', '/api/auth/login', { body: { email, password }, headers: from });
    const answers = async (email: string) => {
      const out: { status: number; code: string; message: string }[] = [];
      for (let i = 0; i < 6; i++) {
        const res = await guess(email);
        out.push({ status: res.status, code: res.body.error?.code, message: res.body.error?.message });
      }
      return out;
    };
    const knownAnswers = await answers(known);
    const unknownAnswers = await answers(uniqueEmail('ninguem'));
    expect(knownAnswers.map((a) => a.status)).toEqual([401, 401, 401, 401, 429, 429]);
    expect(unknownAnswers).toEqual(knownAnswers);
    expect(knownAnswers[4].message).toMatch(/bloqueada/);
    // Even the right password waits for the lock to expire.
    expect((await guess(known, 'segredo1')).status).toBe(429);
    // Another student on the same address is unaffected; e-mail case does not bypass the lock.
    const other = uniqueEmail('vizinho');
    await api(gw.url, 'POST', '/api/auth/registrar', { body: { name: 'Outro Aluno', email: other, password: 'segredo1', confirmPassword: 'segredo1' }, headers: from });
    expect((await guess(other, 'segredo1')).status).toBe(200);
    expect((await guess(known.toUpperCase())).status).toBe(429);
  });
});
