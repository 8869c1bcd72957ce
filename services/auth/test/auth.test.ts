import { AUTH_MESSAGES } from '@argumenta/contracts';
import { generateRsaKeyPair, signToken } from '@argumenta/platform';
import { api, closeTestPool, testJwt, tokenFor, uniqueEmail, type Running } from '@argumenta/testkit';
import { startAuthService } from '@argumenta/testkit/auth';

let auth: Running;
beforeAll(async () => {
  auth = await startAuthService();
});
afterAll(async () => {
  await auth.close();
  await closeTestPool();
});

const register = (body: Record<string, unknown>) => api(auth.url, 'POST', '/auth/registrar', { body });
const valid = () => ({
  name: 'Maria Souza',
  email: uniqueEmail('reg'),
  password: 'segredo1',
  confirmPassword: 'segredo1',
});

describe('POST /auth/registrar', () => {
  it('creates an estudante with 50 credits and returns user and token', async () => {
    const res = await register(valid());
    expect(res.status).toBe(201);
    expect(res.body.success).toBe(true);
    expect(res.body.data.user).toMatchObject({
      nome: 'Maria Souza',
      tipo: 'estudante',
      creditos_disponiveis: 50,
      creditos_totais_usados: 0,
    });
    expect(typeof res.body.data.token).toBe('string');
  });

  it('lowercases and trims the email', async () => {
    const email = uniqueEmail('Caps').toUpperCase();
    const res = await register({ ...valid(), email: `  ${email}  ` });
    expect(res.status).toBe(201);
    expect(res.body.data.user.email).toBe(email.toLowerCase());
  });

  it.each([
    [{ name: '' }, 'name', AUTH_MESSAGES.nameRequired],
    [{ name: ' a ' }, 'name', AUTH_MESSAGES.nameShort],
    [{ email: '' }, 'email', AUTH_MESSAGES.emailRequired],
    [{ email: 'sem-arroba.com' }, 'email', AUTH_MESSAGES.emailInvalid],
    [{ password: '', confirmPassword: '' }, 'password', AUTH_MESSAGES.passwordRequired],
    [{ password: '123', confirmPassword: '123' }, 'password', AUTH_MESSAGES.passwordShort],
    [{ confirmPassword: '' }, 'confirmPassword', AUTH_MESSAGES.confirmRequired],
    [{ confirmPassword: 'outra-senha' }, 'confirmPassword', AUTH_MESSAGES.confirmMismatch],
  ])('rejects %p with 400 and the field message', async (override, field, message) => {
    const res = await register({ ...valid(), ...override });
    expect(res.status).toBe(400);
    expect(res.body.success).toBe(false);
    expect(res.body.error.fields[field]).toBe(message);
    expect(res.body.erro).toBeTruthy();
  });

  it('answers 409 for an email already registered, in any case', async () => {
    const body = valid();
    expect((await register(body)).status).toBe(201);
    const again = await register({ ...body, email: body.email.toUpperCase() });
    expect(again.status).toBe(409);
    expect(again.body.message).toBe(AUTH_MESSAGES.emailTaken);
  });
});

describe('POST /auth/login', () => {
  it('logs in with the right password and rejects wrong ones with one message', async () => {
    const body = valid();
    await register(body);
    const good = await api(auth.url, 'POST', '/auth/login', { body: { email: body.email, password: body.password } });
    expect(good.status).toBe(200);
    expect(good.body.data.user.email).toBe(body.email);

    const wrongPassword = await api(auth.url, 'POST', '/auth/login', {
      body: { email: body.email, password: 'errada!' },
    });
    const wrongEmail = await api(auth.url, 'POST', '/auth/login', {
      body: { email: uniqueEmail('x'), password: body.password },
    });
    expect(wrongPassword.status).toBe(401);
    expect(wrongEmail.status).toBe(401);
    expect(wrongPassword.body.message).toBe(AUTH_MESSAGES.invalidCredentials);
    expect(wrongEmail.body.message).toBe(wrongPassword.body.message);
  });

  it('asks for every field when one is empty', async () => {
    const res = await api(auth.url, 'POST', '/auth/login', { body: { email: '  ', password: '' } });
    expect(res.status).toBe(400);
    expect(res.body.message).toBe(AUTH_MESSAGES.fillAll);
  });
});

describe('GET /auth/perfil', () => {
  it('returns the profile with credits for a valid token', async () => {
    const reg = await register(valid());
    const res = await api(auth.url, 'GET', '/auth/perfil', { token: reg.body.data.token });
    expect(res.status).toBe(200);
    expect(res.body.data).toMatchObject({ creditos_disponiveis: 50, creditos_totais_usados: 0, tipo: 'estudante' });
  });

  it('refuses no token, a malformed token, an expired token and a token signed by another key', async () => {
    const reg = await register(valid());
    const user = reg.body.data.user;
    const other = generateRsaKeyPair();
    const cases = [
      undefined,
      'nao.e.um.jwt',
      tokenFor({ id: user.id, tipo: 'estudante', nome: user.nome }, -10),
      signToken({ id: user.id, tipo: 'estudante', nome: user.nome }, { ...testJwt, privateKey: other.privateKey }),
    ];
    for (const token of cases) {
      const res = await api(auth.url, 'GET', '/auth/perfil', { token });
      expect(res.status).toBe(401);
      expect(res.body.success).toBe(false);
      expect(res.body.error.code).toBe('unauthorized');
    }
  });
});
