import { createHash, randomBytes } from 'node:crypto';
import { Redis } from 'ioredis';
import { AUTH_MESSAGES, CLIENT_IP_HEADER, PASSWORD_RESET_MESSAGES } from '@argumenta/contracts';
import { runMigrations, SESSION_ENDED_MESSAGE, sessionsPrefix, tokenRevocation } from '@argumenta/platform';
import { createAuthApp, MIGRATIONS_DIR } from '@argumenta/auth';
import {
  api,
  closeTestPool,
  eventually,
  logger,
  REDIS_URL,
  serve,
  SERVICE_TOKEN,
  testJwt,
  testPool,
  uniqueEmail,
  uniquePrefix,
  type Running,
} from '@argumenta/testkit';
import { startGateway } from '@argumenta/testkit/gateway';
import { startMailCatcher, type CaughtMail, type MailCatcher } from '../../../scripts/lib/mail-catcher.mjs';
import { createMailer, type Mailer } from '../src/domain/mailer.js';

// Password reset by e-mail, end to end: the real auth service sends through a real SMTP server (the mail catcher,
// in-process), the test reads the mail, follows its link's token, and the real gateway refuses the old sessions.
const PUBLIC_URL = 'http://app.teste';
const LIMITS = { ttlMinutes: 30, perEmail: 3, perAddress: 5, windowSeconds: 3600, publicUrl: PUBLIC_URL };
let catcher: MailCatcher;
/** What the SMTP server does with each message before acknowledging it (a test may refuse or hold it). */
let gate: (m: CaughtMail) => Promise<void> | void = () => {};
let mailer: Mailer;
let redis: Redis;
let auth: Running;
let gw: Awaited<ReturnType<typeof startGateway>>;

beforeAll(async () => {
  catcher = await startMailCatcher({ accept: (m) => gate(m) });
  const pool = testPool();
  await runMigrations(pool, 'auth', MIGRATIONS_DIR);
  const prefix = uniquePrefix('reset');
  redis = new Redis(REDIS_URL, { maxRetriesPerRequest: 1 });
  const sessions = tokenRevocation(redis, sessionsPrefix(prefix));
  // Short waits between attempts: the retries are real, only quicker than in production.
  mailer = createMailer(
    { smtpUrl: catcher.smtpUrl, from: 'Argumenta <nao-responda@argumenta.dev>' },
    logger,
    [100, 100],
  );
  auth = await serve(
    createAuthApp({
      pool,
      logger,
      jwt: testJwt,
      serviceToken: SERVICE_TOKEN,
      passwordReset: { settings: LIMITS, mailer },
      endSessions: (id) => sessions.revokeUser(id, 3600),
    }),
  );
  gw = await startGateway({ AUTH_SERVICE_URL: auth.url, QUEUE_PREFIX: prefix });
});
afterAll(async () => {
  await gw.close();
  await auth.close();
  await mailer.close();
  await catcher.close();
  await redis.quit();
  await closeTestPool();
});
afterEach(() => {
  gate = () => {};
});

// Each request from its own client address unless a test says otherwise (the per-address limit is tested on its own).
const someIp = () => `198.51.100.${1 + Math.floor(Math.random() * 250)}-${randomBytes(3).toString('hex')}`;
const ask = (email: string, ip = someIp()) =>
  api(auth.url, 'POST', '/auth/esqueci-senha', { body: { email }, headers: { [CLIENT_IP_HEADER]: ip } });
const resetWith = (token: string, password = 'nova-senha-1', confirmPassword = password) =>
  api(gw.url, 'POST', '/api/auth/redefinir-senha', { body: { token, password, confirmPassword } });
const login = (email: string, password: string) =>
  api(gw.url, 'POST', '/api/auth/login', { body: { email, password } });

async function account() {
  const email = uniqueEmail('esqueci');
  const res = await api(gw.url, 'POST', '/api/auth/registrar', {
    body: { name: 'Bruna Lima', email, password: 'senha-antiga', confirmPassword: 'senha-antiga' },
  });
  expect(res.status).toBe(201);
  return { email, token: res.body.data.token as string, id: res.body.data.user.id as number };
}
const mailsTo = (email: string) => catcher.messages().filter((m) => m.to.includes(email));
/** The token of the link in the n-th mail (1-based) to `email`, once it arrived. */
async function linkToken(email: string, n = 1): Promise<string> {
  await eventually(() => mailsTo(email).length >= n, `e-mail ${n} para ${email}`, 10_000, 20);
  const mail = mailsTo(email)[n - 1]!;
  const link = mail.links.find((l) => l.startsWith(`${PUBLIC_URL}/redefinir-senha?token=`));
  expect(link).toBeDefined();
  return new URL(link!).searchParams.get('token')!;
}
const tokenRows = (userId: number) =>
  testPool()
    .query<{ token_hash: Buffer; enviado_em: Date | null; erro_envio: string | null; usado_em: Date | null }>(
      'SELECT * FROM auth.tokens_redefinicao_senha WHERE usuario_id = $1 ORDER BY id',
      [userId],
    )
    .then((r) => r.rows);

it('mails a link through SMTP; the link sets a new password once, and ends the sessions opened before', async () => {
  const { email, token: oldSession, id } = await account();
  const answer = await api(gw.url, 'POST', '/api/auth/esqueci-senha', {
    body: { email: `  ${email.toUpperCase()} ` },
    headers: { 'x-forwarded-for': '203.0.113.50' },
  });
  expect(answer.status).toBe(202);
  expect(answer.body.message).toBe(PASSWORD_RESET_MESSAGES.requested(30));

  const token = await linkToken(email);
  const mail = mailsTo(email)[0]!;
  expect(mail.subject).toBe(PASSWORD_RESET_MESSAGES.mailSubject);
  expect(mail.from).toContain('nao-responda@argumenta.dev');
  expect(mail.text).toContain('Olá, Bruna!');
  expect(mail.text).toContain('30 minutos');
  expect(mail.html).toContain(`href="${PUBLIC_URL}/redefinir-senha?token=${token}"`);
  // Only the hash is stored; the mail's fate is on the row.
  const [row] = await eventually(
    async () => {
      const rows = await tokenRows(id);
      return rows[0]?.enviado_em ? rows : undefined;
    },
    'envio registrado',
    10_000,
    20,
  );
  expect(row!.token_hash.equals(createHash('sha256').update(token).digest())).toBe(true);
  const stored = JSON.stringify(
    (await testPool().query('SELECT * FROM auth.tokens_redefinicao_senha WHERE usuario_id = $1', [id])).rows,
  );
  expect(stored).not.toContain(token);

  const done = await resetWith(token, 'nova-senha-1');
  expect(done.status).toBe(200);
  expect(done.body.message).toBe(PASSWORD_RESET_MESSAGES.done);
  expect((await login(email, 'senha-antiga')).status).toBe(401);
  const fresh = await login(email, 'nova-senha-1');
  expect(fresh.status).toBe(200);

  // The session opened before the reset is refused by the gateway; the one opened after works.
  const old = await api(gw.url, 'GET', '/api/auth/perfil', { token: oldSession });
  expect(old.status).toBe(401);
  expect(old.body.message).toBe(SESSION_ENDED_MESSAGE);
  expect((await api(gw.url, 'GET', '/api/auth/perfil', { token: fresh.body.data.token })).status).toBe(200);

  // Single use.
  const again = await resetWith(token, 'outra-senha-2');
  expect(again.status).toBe(410);
  expect(again.body.message).toBe(PASSWORD_RESET_MESSAGES.tokenUsed);
  expect((await login(email, 'nova-senha-1')).status).toBe(200);
});

it('using one link ends the account’s other links; an expired link is refused and changes nothing', async () => {
  const { email, id } = await account();
  expect((await ask(email)).status).toBe(202);
  expect((await ask(email)).status).toBe(202);
  const first = await linkToken(email, 1);
  const second = await linkToken(email, 2);
  expect(first).not.toBe(second);
  expect((await resetWith(second)).status).toBe(200);
  const replaced = await resetWith(first, 'outra-senha-2');
  expect(replaced.status).toBe(410);
  expect(replaced.body.message).toBe(PASSWORD_RESET_MESSAGES.tokenUsed);

  const other = await account();
  expect((await ask(other.email)).status).toBe(202);
  const token = await linkToken(other.email);
  await testPool().query(
    `UPDATE auth.tokens_redefinicao_senha SET expira_em = now() - interval '1 second' WHERE usuario_id = $1`,
    [other.id],
  );
  const expired = await resetWith(token);
  expect(expired.status).toBe(410);
  expect(expired.body.message).toBe(PASSWORD_RESET_MESSAGES.tokenExpired);
  expect((await login(other.email, 'senha-antiga')).status).toBe(200);
  expect((await tokenRows(id)).every((r) => r.usado_em)).toBe(true);
});

it('refuses a wrong or malformed token and a bad new password with 400, leaving the link usable', async () => {
  const { email } = await account();
  await ask(email);
  const token = await linkToken(email);

  const unknown = await resetWith(randomBytes(32).toString('base64url'));
  expect(unknown.status).toBe(400);
  expect(unknown.body.message).toBe(PASSWORD_RESET_MESSAGES.tokenInvalid);
  expect(unknown.body.error.fields.token).toBe(PASSWORD_RESET_MESSAGES.tokenInvalid);
  for (const bad of ['', 'abc', `${token}x`, `${token.slice(0, 42)}$`]) expect((await resetWith(bad)).status).toBe(400);
  expect((await api(gw.url, 'POST', '/api/auth/redefinir-senha', { body: {} })).status).toBe(400);

  const short = await resetWith(token, '123');
  expect(short.status).toBe(400);
  expect(short.body.error.fields.password).toBe(AUTH_MESSAGES.passwordShort);
  const mismatch = await resetWith(token, 'nova-senha-1', 'outra-coisa');
  expect(mismatch.status).toBe(400);
  expect(mismatch.body.error.fields.confirmPassword).toBe(AUTH_MESSAGES.confirmMismatch);
  const empty = await resetWith(token, '', '');
  expect(empty.body.error.fields.password).toBe(AUTH_MESSAGES.passwordRequired);

  // Two uses at once: exactly one wins.
  const both = await Promise.all([resetWith(token, 'nova-senha-1'), resetWith(token, 'nova-senha-2')]);
  expect(both.map((r) => r.status).sort()).toEqual([200, 410]);
});

it('answers an unknown address exactly like a real one, sends it nothing, and limits both alike', async () => {
  const real = (await account()).email;
  const ghost = uniqueEmail('fantasma');
  const ip = someIp();
  // Everything but the request's own id.
  const shape = (r: Awaited<ReturnType<typeof ask>>) => [r.status, JSON.stringify({ ...r.body, requestId: undefined })];
  const realAnswers = [];
  const ghostAnswers = [];
  for (let i = 0; i < 4; i++) {
    realAnswers.push(shape(await ask(real)));
    ghostAnswers.push(shape(await ask(ghost, ip)));
  }
  expect(ghostAnswers).toEqual(realAnswers);
  expect(realAnswers.slice(0, 3).every(([s]) => s === 202)).toBe(true);
  const limited = await ask(ghost);
  expect(limited.status).toBe(429);
  // The e-mail's count looks back only as far as a link lives (30 minutes here), and says the links sent still work.
  expect(limited.body.message).toBe(PASSWORD_RESET_MESSAGES.tooManyForEmail(30));
  expect(Number(limited.headers.get('retry-after'))).toBeGreaterThan(1700);
  expect(Number(limited.headers.get('retry-after'))).toBeLessThanOrEqual(1800);

  await linkToken(real, 3);
  expect(mailsTo(ghost)).toEqual([]);
  expect(mailsTo(real)).toHaveLength(3);
});

it("never leaves the owner without a valid link: a stranger's requests stop counting once their links expire", async () => {
  const { email, id } = await account();
  // Someone else asks for the owner's e-mail until it is refused: the three links went to the owner's inbox.
  for (let i = 0; i < 3; i++) expect((await ask(email)).status).toBe(202);
  expect((await ask(email)).status).toBe(429);
  await linkToken(email, 3);
  // 31 minutes later (inside the hour the per-address limit counts): those links have expired, so the owner may ask.
  const pool = testPool();
  await pool.query(
    `UPDATE auth.pedidos_redefinicao_senha SET criado_em = criado_em - interval '31 minutes' WHERE email_hash = $1`,
    [createHash('sha256').update(email).digest()],
  );
  await pool.query(
    `UPDATE auth.tokens_redefinicao_senha SET expira_em = now() - interval '1 minute' WHERE usuario_id = $1`,
    [id],
  );
  expect((await ask(email)).status).toBe(202);
  const fresh = await linkToken(email, 4);
  expect((await resetWith(fresh)).status).toBe(200);
  expect((await login(email, 'nova-senha-1')).status).toBe(200);
});

it('limits requests per client address, whatever the addresses asked for', async () => {
  const ip = someIp();
  for (let i = 0; i < 5; i++) expect((await ask(uniqueEmail('muitos'), ip)).status).toBe(202);
  const sixth = await ask(uniqueEmail('muitos'), ip);
  expect(sixth.status).toBe(429);
  expect(sixth.body.error.code).toBe('rate_limited');
  expect((await ask(uniqueEmail('muitos'))).status).toBe(202);
});

it('answers before the SMTP server accepts the mail, and retries a refused mail', async () => {
  const { email, id } = await account();
  let release!: () => void;
  const held = new Promise<void>((resolve) => (release = resolve));
  gate = (m) => (m.to.includes(email) ? held : undefined);
  // The SMTP server holds the message: the request is answered anyway.
  expect((await ask(email)).status).toBe(202);
  expect(mailsTo(email)).toEqual([]);
  release();
  await linkToken(email);

  // Refused twice, accepted the third time: one mail, recorded as sent.
  const other = await account();
  let refusals = 0;
  gate = (m) => {
    if (m.to.includes(other.email) && refusals++ < 2) throw new Error('caixa temporariamente indisponível');
  };
  await ask(other.email);
  await linkToken(other.email);
  expect(refusals).toBe(3);
  await eventually(async () => (await tokenRows(other.id))[0]?.enviado_em, 'envio registrado', 10_000, 20);

  // Refused every time: the failure is on the row (and in the log), not lost silently.
  const unlucky = await account();
  gate = (m) => {
    if (m.to.includes(unlucky.email)) throw new Error('caixa cheia');
  };
  expect((await ask(unlucky.email)).status).toBe(202);
  const [row] = await eventually(
    async () => {
      const rows = await tokenRows(unlucky.id);
      return rows[0]?.erro_envio ? rows : undefined;
    },
    'falha registrada',
    10_000,
    20,
  );
  expect(row!.erro_envio).toContain('caixa cheia');
  expect(row!.enviado_em).toBeNull();
  expect((await tokenRows(id))[0]!.enviado_em).not.toBeNull();
});

it('asks for a valid e-mail in Portuguese', async () => {
  const cases: [unknown, string][] = [
    [{}, AUTH_MESSAGES.emailRequired],
    [{ email: '   ' }, AUTH_MESSAGES.emailRequired],
    [{ email: 'sem-arroba.com' }, AUTH_MESSAGES.emailInvalid],
    [{ email: `${'a'.repeat(250)}@x.com` }, AUTH_MESSAGES.emailInvalid],
  ];
  for (const [body, message] of cases) {
    const res = await api(gw.url, 'POST', '/api/auth/esqueci-senha', { body });
    expect(res.status).toBe(400);
    expect(res.body.message).toBe(message);
  }
});
