import { runMigrations } from '@argumenta/platform';
import { createAuthApp, MIGRATIONS_DIR } from '@argumenta/auth';
import {
  api,
  closeTestPool,
  logger,
  serve,
  SERVICE_TOKEN,
  testJwt,
  testPool,
  tokenFor,
  uniqueEmail,
  type Running,
} from '@argumenta/testkit';
import { startGateway } from '@argumenta/testkit/gateway';

/**
 * One school, one address (issue 37): logins through the real gateway and the real auth service. Successful logins
 * from one address never count against it; wrong passwords are limited per account (auth) and per address (gateway,
 * failures only); a flood of logins meets the auth service's ceiling on password checks with a 503 in Portuguese and
 * leaves it answering. The 2,000-student figure is the exam-day k6 script's (load-tests/exam-day.js): here a
 * classroom's worth, so the test stays cheap on two cores.
 */
const FAILURES_PER_ADDRESS = 10;
const WINDOW_SECONDS = 3;
let auth: Running;
let gw: Awaited<ReturnType<typeof startGateway>>;
const admin = tokenFor({ id: 999_999, tipo: 'admin', nome: 'Admin Teste' });

beforeAll(async () => {
  const pool = testPool();
  await runMigrations(pool, 'auth', MIGRATIONS_DIR);
  // A small ceiling on password checks, so a flood of 60 reaches it.
  const loginGuard = { perPair: 5, perAccount: 20, windowSeconds: 900, hashing: { concurrent: 2, waiting: 4 } };
  auth = await serve(createAuthApp({ pool, logger, jwt: testJwt, serviceToken: SERVICE_TOKEN, loginGuard }));
  gw = await startGateway({
    AUTH_SERVICE_URL: auth.url,
    RATE_LIMIT_LOGIN_MAX: FAILURES_PER_ADDRESS,
    RATE_LIMIT_LOGIN_WINDOW_SECONDS: WINDOW_SECONDS,
    RATE_LIMIT_REGISTER_MAX: 1000,
  });
});
afterAll(async () => {
  await gw.close();
  await auth.close();
  await closeTestPool();
});

let octet = 0;
/** A school's NAT: every request from it carries the same client address (the test gateway trusts its loopback proxy). */
const address = () => ({ 'x-forwarded-for': `10.37.${Math.floor(Math.random() * 250)}.${++octet % 250}` });
const student = async () => {
  const email = uniqueEmail('escola');
  const res = await api(auth.url, 'POST', '/admin/usuarios', {
    token: admin,
    body: { nome: 'Estudante da Escola', email, senha: 'segredo1', tipo: 'estudante' },
  });
  expect(res.status).toBe(201);
  return email;
};
const login = (headers: Record<string, string>, email: string, password: string) =>
  api(gw.url, 'POST', '/api/auth/login', { body: { email, password }, headers });

it('a classroom behind one address all logs in, many times the per-address failure limit', async () => {
  const school = address();
  const emails = await Promise.all(Array.from({ length: 4 * FAILURES_PER_ADDRESS }, () => student()));
  const statuses: number[] = [];
  // A few at a time, as students arrive (the ceiling on password checks is small here on purpose).
  for (let i = 0; i < emails.length; i += 2)
    statuses.push(
      ...(await Promise.all(emails.slice(i, i + 2).map(async (e) => (await login(school, e, 'segredo1')).status))),
    );
  expect(statuses).toEqual(emails.map(() => 200));
});

it("guessing one account's password is limited per account, from one address and from many", async () => {
  const email = await student();
  const guesser = address();
  const fromOne: number[] = [];
  for (let i = 0; i < 6; i++) fromOne.push((await login(guesser, email, `errada${i}`)).status);
  expect(fromOne).toEqual([401, 401, 401, 401, 401, 429]);
  const locked = await login(guesser, email, 'segredo1');
  expect(locked.status).toBe(429);
  expect(locked.body.error.message).toMatch(/Muitas tentativas de login sem sucesso para esta conta/);
  // Spread over addresses (each under its own limit), the account still locks after 20 failures in all.
  const spread: number[] = [];
  for (let i = 0; i < 16; i++) spread.push((await login(address(), email, `outra${i}`)).status);
  expect(spread.slice(0, 15)).toEqual(Array(15).fill(401));
  expect(spread[15]).toBe(429);
  expect((await login(address(), email, 'segredo1')).status).toBe(429);
});

it('a flood of failures from one address is cut at the limit for one window; its correct logins pass before and after', async () => {
  const school = address();
  const [good, other] = await Promise.all([student(), student()]);
  expect((await login(school, good, 'segredo1')).status).toBe(200);
  const flood: number[] = [];
  for (let i = 0; i < FAILURES_PER_ADDRESS + 3; i++)
    flood.push((await login(school, `nao-existe-${i}@teste.com`, 'x')).status);
  expect(flood.slice(0, FAILURES_PER_ADDRESS)).toEqual(Array(FAILURES_PER_ADDRESS).fill(401));
  expect(flood.slice(FAILURES_PER_ADDRESS)).toEqual([429, 429, 429]);
  // Refused before the auth service is asked (no password checked), for at most one window.
  const refused = await login(school, other, 'segredo1');
  expect(refused.status).toBe(429);
  expect(refused.body.error.message).toMatch(/sem sucesso a partir desta rede/);
  expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(0);
  expect(Number(refused.headers.get('retry-after'))).toBeLessThanOrEqual(WINDOW_SECONDS);
  // Another address is not affected; this one gets in again once the window has passed.
  expect((await login(address(), other, 'segredo1')).status).toBe(200);
  await new Promise((r) => setTimeout(r, Number(refused.headers.get('retry-after')) * 1000 + 200));
  expect((await login(school, other, 'segredo1')).status).toBe(200);
});

it('a flood of logins from many addresses meets the ceiling on password checks: 503 in Portuguese, never down', async () => {
  const email = await student();
  const flood = await Promise.all(
    Array.from({ length: 60 }, (_, i) => login(address(), i % 2 ? email : uniqueEmail('flood'), 'errada')),
  );
  const statuses = flood.map((r) => r.status);
  const busy = flood.filter((r) => r.status === 503);
  expect(busy.length).toBeGreaterThan(0);
  expect(statuses.every((s) => s === 401 || s === 503 || s === 429)).toBe(true);
  expect(busy[0]!.body.error).toEqual({
    code: 'service_unavailable',
    message: expect.stringMatching(/Muitos acessos ao mesmo tempo/),
  });
  expect(Number(busy[0]!.headers.get('retry-after'))).toBeGreaterThan(0);
  // Still answering.
  const other = await student();
  expect((await login(address(), other, 'segredo1')).status).toBe(200);
});
