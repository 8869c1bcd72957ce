import { AUTH_MESSAGES, CLIENT_IP_HEADER } from '@argumenta/contracts';
import { api, closeTestPool, tokenFor, uniqueEmail, type Running } from '@argumenta/testkit';
import { startAuthService } from '@argumenta/testkit/auth';
import { startGateway } from '@argumenta/testkit/gateway';

// Password guessing is limited per account (and per account+address), so a whole class behind one school NAT logs in.
let auth: Running;
let gw: Awaited<ReturnType<typeof startGateway>>;
const admin = tokenFor({ id: 999_999, tipo: 'admin', nome: 'Admin Teste' });

beforeAll(async () => {
  auth = await startAuthService();
  gw = await startGateway({ AUTH_SERVICE_URL: auth.url });
});
afterAll(async () => {
  await gw.close();
  await auth.close();
  await closeTestPool();
});

async function student() {
  const email = uniqueEmail('turma');
  const res = await api(auth.url, 'POST', '/admin/usuarios', {
    token: admin,
    body: { nome: 'Aluno Turma', email, senha: 'segredo1', tipo: 'estudante' },
  });
  expect(res.status).toBe(201);
  return email;
}
const login = (email: string, password: string, ip = '203.0.113.10', base = auth.url) =>
  api(base, 'POST', base === auth.url ? '/auth/login' : '/api/auth/login', {
    body: { email, password },
    headers: base === auth.url ? { [CLIENT_IP_HEADER]: ip } : { 'x-forwarded-for': ip },
  });
const locked = AUTH_MESSAGES.tooManyAttempts(15);

it('a class of 40 logs in from one address through the gateway with its default limits', async () => {
  const emails = await Promise.all(Array.from({ length: 40 }, student));
  const results = await Promise.all(emails.map((e) => login(e, 'segredo1', undefined, gw.url)));
  expect(results.map((r) => r.status)).toEqual(emails.map(() => 200));
});

it('guessing one account from one address locks it there (clear message, Retry-After), not elsewhere', async () => {
  const email = await student();
  for (let i = 0; i < 5; i++) expect((await login(email, `errada${i}`)).status).toBe(401);
  const sixth = await login(email, 'errada5');
  expect(sixth.status).toBe(429);
  expect(sixth.body.error.message).toBe(locked);
  expect(Number(sixth.headers.get('retry-after'))).toBeGreaterThan(800);
  // Even the right password waits here; the student at home is not affected.
  expect((await login(email, 'segredo1')).status).toBe(429);
  expect((await login(email, 'segredo1', '198.51.100.7')).status).toBe(200);
});

it('a success clears the address counter; unknown emails behave exactly like real ones (no enumeration)', async () => {
  const email = await student();
  for (let i = 0; i < 4; i++) await login(email, 'errada');
  expect((await login(email, 'segredo1')).status).toBe(200);
  for (let i = 0; i < 4; i++) expect((await login(email, 'errada')).status).toBe(401);

  const ghost = uniqueEmail('fantasma');
  const answers: Awaited<ReturnType<typeof login>>[] = [];
  for (let i = 0; i < 6; i++) answers.push(await login(ghost, 'qualquer'));
  const real = await student();
  const realAnswers: Awaited<ReturnType<typeof login>>[] = [];
  for (let i = 0; i < 6; i++) realAnswers.push(await login(real, 'qualquer'));
  const shape = (rs: typeof answers) => rs.map((r) => [r.status, r.body.error.message]);
  expect(shape(answers)).toEqual(shape(realAnswers));
  expect(shape(answers).at(-1)).toEqual([429, locked]);
  expect(shape(answers)[0]).toEqual([401, AUTH_MESSAGES.invalidCredentials]);
});

it('guessing one account from many addresses locks it everywhere after 20 failures', async () => {
  const email = await student();
  for (let i = 0; i < 20; i++) expect((await login(email, 'errada', `192.0.2.${i + 1}`)).status).toBe(401);
  const res = await login(email, 'segredo1', '192.0.2.200');
  expect(res.status).toBe(429);
  expect(res.body.error.message).toBe(locked);
});

it('the gateway sends the address it resolved, whatever the client claims in the header', async () => {
  const email = await student();
  // The client forges the header on every try; the gateway overwrites it with the same resolved address each time.
  for (let i = 0; i < 5; i++)
    await api(gw.url, 'POST', '/api/auth/login', {
      body: { email, password: 'errada' },
      headers: { [CLIENT_IP_HEADER]: `10.9.9.${i}`, 'x-forwarded-for': '203.0.113.99' },
    });
  const res = await api(gw.url, 'POST', '/api/auth/login', {
    body: { email, password: 'segredo1' },
    headers: { [CLIENT_IP_HEADER]: '10.9.9.200', 'x-forwarded-for': '203.0.113.99' },
  });
  expect(res.status).toBe(429);
});

describe('a stranger cannot lock the owner out (issue 44)', () => {
  const withDevice = (email: string, password: string, ip: string, dispositivo?: string) =>
    api(auth.url, 'POST', '/auth/login', {
      body: { email, password, dispositivo },
      headers: { [CLIENT_IP_HEADER]: ip },
    });

  it("the owner's browser logs in while the account is locked for everyone else, from the same network too", async () => {
    const email = await student();
    const school = '203.0.113.40';
    const first = await login(email, 'segredo1', school);
    expect(first.status).toBe(200);
    const dispositivo = first.body.data.dispositivo as string;
    expect(dispositivo).toMatch(/^[\w-]{30,}$/);
    // A classmate on the school's network, then strangers everywhere.
    for (let i = 0; i < 5; i++) expect((await login(email, 'chute', school)).status).toBe(401);
    for (let i = 0; i < 15; i++) expect((await login(email, 'chute', `192.0.2.${100 + i}`)).status).toBe(401);
    expect((await login(email, 'segredo1', school)).status).toBe(429);
    expect((await login(email, 'segredo1', '198.51.100.77')).status).toBe(429);
    // A made-up token is a stranger's.
    expect((await withDevice(email, 'segredo1', school, 'x'.repeat(32))).status).toBe(429);
    const owner = await withDevice(email, 'segredo1', school, dispositivo);
    expect(owner.status).toBe(200);
    expect(owner.body.data.dispositivo).toBe(dispositivo);
  });

  it("a known browser's own wrong passwords lock that browser only; its token is worth nothing for another account", async () => {
    const email = await student();
    const other = await student();
    const dispositivo = (await login(email, 'segredo1', '203.0.113.41')).body.data.dispositivo as string;
    for (let i = 0; i < 5; i++)
      expect((await withDevice(email, 'errada', '203.0.113.41', dispositivo)).status).toBe(401);
    const sixth = await withDevice(email, 'segredo1', '203.0.113.41', dispositivo);
    expect(sixth.status).toBe(429);
    expect(sixth.body.error.message).toBe(locked);
    // The address's own count is apart: the student on another browser there still logs in.
    expect((await login(email, 'segredo1', '203.0.113.41')).status).toBe(200);
    for (let i = 0; i < 5; i++) await login(other, 'errada', '203.0.113.42');
    expect((await withDevice(other, 'segredo1', '203.0.113.42', dispositivo)).status).toBe(429);
  });
});
