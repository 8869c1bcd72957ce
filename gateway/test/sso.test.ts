import { randomUUID } from 'node:crypto';
import type { OidcSettings } from '@argumenta/auth';
import { api, closeTestPool, testPool, tokenFor, uniqueEmail, type Running } from '@argumenta/testkit';
import { startAuthService } from '@argumenta/testkit/auth';
import { startGateway } from '@argumenta/testkit/gateway';
import { browser, startOidcProvider, type IdpAccount } from '@argumenta/testkit/oidc';

// Single sign-on end to end (issue 16): the browser goes through the gateway to the auth service, to a real OpenID
// Connect provider (oidc-provider) and back; the id token is verified by openid-client (PKCE, state, nonce, signature,
// issuer, audience, expiry). Nothing is faked: bad answers are made by altering real requests and responses.
const suffix = randomUUID().slice(0, 6);
const domain = `rede${suffix}.sp.gov.br`;
const inep = String(20_000_000 + Math.floor(Math.random() * 9_999_999));
const accounts: Record<string, IdpAccount> = {
  ana: { email: `ana.lima@alunos.${domain}`, email_verified: true, name: 'Ana Lima' },
  bruno: {
    email: `bruno@gmail-${suffix}.com`,
    email_verified: true,
    name: 'Bruno Prof',
    escola_inep: inep,
    papel: 'professor',
  },
  sem_escola: { email: `carla@desconhecido-${suffix}.com`, email_verified: true, name: 'Carla Sem Escola' },
  antigo: { email: `antigo-${suffix}@${domain}`, email_verified: true, name: 'Conta Antiga' },
  nao_verificado: { email: `dani@${domain}`, email_verified: false, name: 'Dani' },
  aud: { email: `aud@${domain}`, email_verified: true, name: 'Audiência Errada' },
  exp: { email: `exp@${domain}`, email_verified: true, name: 'Token Vencido' },
  // A password account's address, asserted by the provider without email_verified, and an admin's (verified).
  sem_verificacao: { email: `sem-verificacao-${suffix}@${domain}`, name: 'Sem Verificação' },
  admin: { email: `admin-${suffix}@${domain}`, email_verified: true, name: 'Admin da Rede' },
};

let auth: Running;
let gw: Awaited<ReturnType<typeof startGateway>>;
let idp: Awaited<ReturnType<typeof startOidcProvider>>;
const settings: OidcSettings = {
  issuer: '',
  clientId: 'argumenta',
  clientSecret: 'segredo-do-cliente-argumenta',
  redirectUri: 'http://pendente',
  scopes: 'openid email profile',
  schoolClaim: 'escola_inep',
  roleClaim: 'papel',
};
const schools: { porDominio?: number; porClaim?: number } = {};
const callbackPath = '/api/auth/oidc/retorno';

beforeAll(async () => {
  auth = await startAuthService({ oidc: settings });
  gw = await startGateway({ AUTH_SERVICE_URL: auth.url });
  settings.redirectUri = `${gw.url}${callbackPath}`;
  idp = await startOidcProvider({
    clientId: settings.clientId,
    clientSecret: settings.clientSecret,
    redirectUri: () => settings.redirectUri,
    accounts,
  });
  settings.issuer = idp.issuer;
  const admin = tokenFor({ id: 999_999, tipo: 'admin', nome: 'Admin' });
  schools.porDominio = (
    await api(gw.url, 'POST', '/api/escolas', {
      token: admin,
      body: { nome: `EE Domínio ${suffix}`, dominio_email: domain },
    })
  ).body.data.id;
  schools.porClaim = (
    await api(gw.url, 'POST', '/api/escolas', { token: admin, body: { nome: `EE Claim ${suffix}`, codigo_inep: inep } })
  ).body.data.id;
}, 60_000);
afterAll(async () => {
  await idp?.close();
  await gw?.close();
  await auth?.close();
  await closeTestPool();
});

/** What the web app keeps in the tab's sessionStorage and sends to /iniciar. */
const nonce = () => randomUUID().replace(/-/g, '');
const startUrl = (navegador: string) => `${gw.url}/api/auth/oidc/iniciar?navegador=${navegador}`;

/** The whole login as a browser would do it; returns where the app finally sends the browser. */
async function ssoLogin(login: string, alter?: (callbackUrl: string, b: ReturnType<typeof browser>) => string) {
  const b = browser();
  const navegador = nonce();
  let callback = await b.untilCallback(startUrl(navegador), login, `${gw.url}${callbackPath}`);
  if (alter) callback = alter(callback, b);
  const back = await b.request(callback);
  expect(back.status).toBe(302);
  const landing = new URL(back.location!);
  const fragment = new URLSearchParams(landing.hash.slice(1));
  const token = fragment.get('token');
  // The landing carries back the value this browser started with (the web app's /auth/sso compares it).
  if (token) expect(fragment.get('navegador')).toBe(navegador);
  return { landing, token, erro: landing.searchParams.get('erro_sso'), b, callback };
}
const profile = async (token: string) => (await api(gw.url, 'GET', '/api/auth/perfil', { token })).body.data;
const accountsWithEmail = async (email: string) =>
  (await testPool().query('SELECT id FROM auth.usuarios WHERE email = $1', [email])).rowCount;

describe('single sign-on with the school identity provider', () => {
  it('advertises the button', async () => {
    const res = await api(gw.url, 'GET', '/api/auth/oidc/config');
    expect(res.body.data).toEqual({ habilitado: true, rotulo: 'Entrar com a conta da escola' });
  });

  it('first login creates the account in the school of the e-mail domain; the next login finds it', async () => {
    const first = await ssoLogin('ana');
    expect(first.erro).toBeNull();
    expect(first.landing.pathname).toBe('/auth/sso');
    const me = await profile(first.token!);
    expect(me).toMatchObject({
      email: accounts.ana!.email,
      nome: 'Ana Lima',
      tipo: 'estudante',
      escola_id: schools.porDominio,
      creditos_disponiveis: 50,
    });
    const again = await ssoLogin('ana');
    expect((await profile(again.token!)).id).toBe(me.id);
    expect(await accountsWithEmail(accounts.ana!.email)).toBe(1);
  });

  it('a school claim (INEP code) places the account and a role claim makes a teacher', async () => {
    const { token } = await ssoLogin('bruno');
    expect(await profile(token!)).toMatchObject({ tipo: 'professor', escola_id: schools.porClaim });
  });

  it('no school for the identity: refused with a clear message, no account created', async () => {
    const { token, erro, landing } = await ssoLogin('sem_escola');
    expect(token).toBeNull();
    expect(landing.pathname).toBe('/auth/login');
    expect(erro).toBe('Sua escola ainda não está cadastrada no Argumenta. Peça à coordenação para cadastrá-la.');
    expect(await accountsWithEmail(accounts.sem_escola!.email)).toBe(0);
    const unverified = await ssoLogin('nao_verificado');
    expect(unverified.erro).toBe('Sua conta da escola não informou um e-mail verificado.');
  });

  it('an existing password account is linked by e-mail and its password login keeps working', async () => {
    const reg = await api(gw.url, 'POST', '/api/auth/registrar', {
      body: { name: 'Conta Antiga', email: accounts.antigo!.email, password: 'segredo1', confirmPassword: 'segredo1' },
    });
    expect(reg.status).toBe(201);
    const { token } = await ssoLogin('antigo');
    expect((await profile(token!)).id).toBe(reg.body.data.user.id);
    const pw = await api(gw.url, 'POST', '/api/auth/login', {
      body: { email: accounts.antigo!.email, password: 'segredo1' },
    });
    expect(pw.status).toBe(200);
    expect(pw.body.data.user.id).toBe(reg.body.data.user.id);
  });

  it('a bad state is refused: altered, missing its browser cookie, or replayed', async () => {
    const msg = 'O login com a conta da escola expirou ou não foi iniciado neste navegador. Tente entrar novamente.';
    const altered = await ssoLogin('ana', (url) => {
      const u = new URL(url);
      u.searchParams.set('state', 'estado-forjado');
      return u.href;
    });
    expect(altered).toMatchObject({ token: null, erro: msg });

    // Login CSRF: a callback made in another browser (no state cookie there) is refused.
    const b = browser();
    const callback = await b.untilCallback(startUrl(nonce()), 'ana', `${gw.url}${callbackPath}`);
    const elsewhere = await browser().request(callback);
    expect(new URL(elsewhere.location!).searchParams.get('erro_sso')).toBe(msg);

    const ok = await ssoLogin('ana');
    expect(ok.token).toBeTruthy();
    const replay = await ok.b.request(ok.callback);
    expect(new URL(replay.location!).searchParams.get('erro_sso')).toBe(msg);
  });

  it("a login is started only with the browser's own value (login CSRF: /auth/sso compares it)", async () => {
    for (const query of ['', '?navegador=curto', `?navegador=${'x'.repeat(20)}%2F%2F`]) {
      const res = await browser().request(`${gw.url}/api/auth/oidc/iniciar${query}`);
      expect(res.status).toBe(302);
      const landing = new URL(res.location!);
      expect(landing.pathname).toBe('/auth/login');
      expect(landing.searchParams.get('erro_sso')).toBe(
        'Este login com a conta da escola não foi iniciado neste navegador. Entre pelo botão da página de login.',
      );
    }
  });

  it('an existing account is linked by e-mail only when the provider verified it, and never an admin', async () => {
    const reg = await api(gw.url, 'POST', '/api/auth/registrar', {
      body: {
        name: 'Sem Verificação',
        email: accounts.sem_verificacao!.email,
        password: 'segredo1',
        confirmPassword: 'segredo1',
      },
    });
    expect(reg.status).toBe(201);
    const unverified = await ssoLogin('sem_verificacao');
    expect(unverified).toMatchObject({
      token: null,
      erro: 'Já existe uma conta com este e-mail, e o provedor da escola não confirmou que o e-mail é seu. Entre com e-mail e senha.',
    });
    const admin = tokenFor({ id: 999_999, tipo: 'admin', nome: 'Admin' });
    expect(
      (
        await api(gw.url, 'POST', '/api/admin/usuarios', {
          token: admin,
          body: { nome: 'Admin da Rede', email: accounts.admin!.email, senha: 'segredo1', tipo: 'admin' },
        })
      ).status,
    ).toBe(201);
    const adminLogin = await ssoLogin('admin');
    expect(adminLogin).toMatchObject({
      token: null,
      erro: 'Contas de administrador não são vinculadas pela conta da escola. Entre com e-mail e senha.',
    });
    const linked = await testPool().query(
      'SELECT count(*)::int AS n FROM auth.usuarios WHERE email = ANY($1) AND oidc_sub IS NOT NULL',
      [[accounts.sem_verificacao!.email, accounts.admin!.email]],
    );
    expect(linked.rows[0].n).toBe(0);
  });

  it('an id token for another audience or an expired one (correctly signed by the provider) is refused', async () => {
    const msg =
      'Não foi possível confirmar sua identidade com o provedor da escola (resposta inválida). Tente entrar novamente.';
    try {
      idp.setTamper('audience');
      const aud = await ssoLogin('aud');
      expect(aud).toMatchObject({ token: null, erro: msg });
      idp.setTamper('expired');
      const exp = await ssoLogin('exp');
      expect(exp).toMatchObject({ token: null, erro: msg });
    } finally {
      idp.setTamper('none');
    }
    expect(await accountsWithEmail(accounts.aud!.email)).toBe(0);
    expect(await accountsWithEmail(accounts.exp!.email)).toBe(0);
    // The same identities log in once the answers are honest again.
    expect((await ssoLogin('aud')).token).toBeTruthy();
  });

  it('password login and registration are unaffected', async () => {
    const email = uniqueEmail('senha');
    await api(gw.url, 'POST', '/api/auth/registrar', {
      body: { name: 'Senha Normal', email, password: 'segredo1', confirmPassword: 'segredo1' },
    });
    expect((await api(gw.url, 'POST', '/api/auth/login', { body: { email, password: 'segredo1' } })).status).toBe(200);
  });
});

describe('single sign-on not configured', () => {
  let plain: Running;
  beforeAll(async () => {
    plain = await startAuthService();
  });
  afterAll(async () => {
    await plain.close();
  });
  it('says so and refuses the login routes', async () => {
    expect((await api(plain.url, 'GET', '/auth/oidc/config')).body.data.habilitado).toBe(false);
    const res = await api(plain.url, 'GET', '/auth/oidc/iniciar');
    expect(res.status).toBe(404);
    expect(res.body.error.message).toBe('O login com a conta da escola não está configurado.');
  });
});
