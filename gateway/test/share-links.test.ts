import { mkdtempSync, copyFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { SHARE_MESSAGES } from '@argumenta/contracts';
import { api, closeTestPool, testPool, tokenFor, uniqueEmail } from '@argumenta/testkit';
import { SAMPLE_ESSAY } from '@argumenta/testkit/essay';
import { startStack, type Stack } from '@argumenta/testkit/stack';

/**
 * Share links (issue 44): revocable by the essay's owner, the activity's teacher or an admin (anyone else 404, the
 * essay stays hidden), always expiring, and never made for an essay whose contents were erased (its author's account
 * deleted), through the real gateway and services with a real correction worker.
 */
let stack: Stack;
let gw: Stack['gateway'];

beforeAll(async () => {
  // The web app's page, as the build serves it (the link preview is written into its head).
  const web = mkdtempSync(path.join(tmpdir(), 'web-'));
  copyFileSync(path.resolve(import.meta.dirname, '../../web/index.html'), path.join(web, 'index.html'));
  stack = await startStack({
    name: 'compartilhar',
    correctionWorker: true,
    deletionGraceDays: 0,
    gateway: { WEB_DIST_DIR: web },
  });
  gw = stack.gateway;
}, 120_000);
afterAll(async () => {
  await stack?.close();
  await closeTestPool();
});

type Who = { id: number; token: string };
const admin = tokenFor({ id: 999_999, tipo: 'admin', nome: 'Admin' });
async function user(tipo: 'estudante' | 'professor', nome: string): Promise<Who> {
  const res = await api(gw.url, 'POST', '/api/admin/usuarios', {
    token: admin,
    body: { nome, email: uniqueEmail(tipo), senha: 'segredo1', tipo, creditos: 10 },
  });
  expect(res.status).toBe(201);
  return { id: res.body.data.id, token: tokenFor({ id: res.body.data.id, tipo, nome }) };
}
const call = (who: Who | undefined, method: string, path: string, body?: unknown) =>
  api(gw.url, method, path, { token: who?.token, body });
const share = async (who: Who, essay: number) => {
  const res = await call(who, 'PUT', `/api/redacoes/${essay}/compartilhar`, { tempo_expiracao: 24 });
  expect(res.status).toBe(200);
  return res.body.data.token as string;
};
const open = (token: string) => call(undefined, 'GET', `/api/compartilhado/${token}`);

/** A teacher's room and activity, its student's corrected essay in it, a classmate and another room's teacher. */
async function classroom() {
  const prof = await user('professor', 'Paula Professora');
  const student = await user('estudante', 'Sara Estudante');
  const classmate = await user('estudante', 'Caio Colega');
  const otherTeacher = await user('professor', 'Otto Outro');
  const sala = (await call(prof, 'POST', '/api/salas', { nome: '3º C' })).body.data;
  for (const s of [student, classmate])
    expect((await call(s, 'POST', '/api/salas/ingressar', { codigo_acesso: sala.codigo_acesso })).status).toBe(201);
  const atividade = (
    await call(prof, 'POST', '/api/atividades/criar', {
      sala_id: sala.id,
      titulo: 'Mobilidade',
      tema: 'Mobilidade urbana',
      data_limite: new Date(Date.now() + 3 * 86_400_000).toISOString(),
    })
  ).body.data.id;
  const form = new FormData();
  form.set('titulo', 'Mobilidade urbana');
  form.set('texto', SAMPLE_ESSAY);
  form.set('atividade_id', String(atividade));
  const sent = await call(student, 'POST', '/api/redacoes/submeter', form);
  expect(sent.status).toBe(202);
  await stack.pipeline!.completed(sent.body.data.job_id);
  return { prof, student, classmate, otherTeacher, essay: sent.body.data.redacao_id as number };
}

it('the owner and the teacher revoke every link of the essay; nobody else can, nor learns it exists', async () => {
  const { prof, student, classmate, otherTeacher, essay } = await classroom();
  const first = await share(student, essay);
  const second = await share(prof, essay);
  expect((await open(first)).status).toBe(200);

  for (const who of [classmate, otherTeacher]) {
    const refused = await call(who, 'DELETE', `/api/redacoes/${essay}/compartilhar`);
    expect(refused.status).toBe(404);
    expect(refused.body.error.message).toBe('Redação não encontrada');
  }
  expect((await call(undefined, 'DELETE', `/api/redacoes/${essay}/compartilhar`)).status).toBe(401);
  expect((await open(first)).status).toBe(200);

  const revoked = await call(prof, 'DELETE', `/api/redacoes/${essay}/compartilhar`);
  expect(revoked.status).toBe(200);
  expect(revoked.body).toMatchObject({ data: { revogados: 2 }, message: SHARE_MESSAGES.revoked });
  for (const token of [first, second]) expect((await open(token)).status).toBe(404);

  const third = await share(student, essay);
  expect((await call(student, 'DELETE', `/api/redacoes/${essay}/compartilhar`)).body.data.revogados).toBe(1);
  expect((await open(third)).status).toBe(404);
});

it('a link always expires, a week at most', async () => {
  const { student, essay } = await classroom();
  const tooLong = await call(student, 'PUT', `/api/redacoes/${essay}/compartilhar`, { tempo_expiracao: 169 });
  expect(tooLong.status).toBe(400);
  expect(tooLong.body.error.message).toBe(SHARE_MESSAGES.hours);
  const week = await call(student, 'PUT', `/api/redacoes/${essay}/compartilhar`, { tempo_expiracao: 168 });
  expect(new Date(week.body.data.expira_em).getTime()).toBeLessThanOrEqual(Date.now() + 168 * 3_600_000 + 60_000);
});

it('no link for the essay of an erased account: the old ones are gone and the teacher cannot make a new one', async () => {
  const { prof, student, essay } = await classroom();
  const before = await share(student, essay);
  const erased = await call(student, 'POST', '/api/auth/conta/exclusao', { senha: 'segredo1' });
  expect(erased.status).toBe(202);
  expect((await open(before)).status).toBe(404);
  const refused = await call(prof, 'PUT', `/api/redacoes/${essay}/compartilhar`, {});
  expect(refused.status).toBe(410);
  expect(refused.body.error.message).toBe(SHARE_MESSAGES.erased);
});

it("the link's page carries a preview for chat apps: the grade and the theme, nothing personal; expired and unknown links say so", async () => {
  const { student, essay } = await classroom();
  const token = await share(student, essay);
  const grade = (await open(token)).body.data.correcao.nota_geral_enem as number;
  const page = async (t: string) => {
    const res = await fetch(`${gw.url}/compartilhado/${t}`, { headers: { 'user-agent': 'WhatsApp/2.23' } });
    return { status: res.status, html: await res.text(), type: res.headers.get('content-type') };
  };
  const meta = (html: string, key: string) =>
    new RegExp(`<meta (?:property|name)="${key}" content="([^"]*)"`).exec(html)?.[1];

  const shown = await page(token);
  expect(shown.status).toBe(200);
  expect(shown.type).toMatch(/^text\/html/);
  expect(meta(shown.html, 'og:title')).toBe(`Redação corrigida: ${grade}/1000 · Argumenta`);
  expect(meta(shown.html, 'og:description')).toBe(
    `Nota total ${grade}/1000 no modelo ENEM, por competências. Tema: Mobilidade urbana`,
  );
  expect(meta(shown.html, 'twitter:card')).toBe('summary');
  expect(meta(shown.html, 'twitter:description')).toBe(meta(shown.html, 'og:description'));
  expect(meta(shown.html, 'og:url')).toBe(`${gw.url}/compartilhado/${token}`);
  expect(meta(shown.html, 'og:image')).toBe(`${gw.url}/icons/icon-512.png`);
  expect(meta(shown.html, 'robots')).toBe('noindex');
  // One title, the preview's; the app still boots from the same page.
  expect(shown.html.match(/<title>/g)).toHaveLength(1);
  expect(shown.html).toContain('<div id="root"></div>');
  // No one's name: the student's is not in the page.
  expect(shown.html).not.toContain('Sara');

  await testPool().query(
    "UPDATE essay.compartilhamentos SET expira_em = now() - interval '1 minute' WHERE token = $1",
    [token],
  );
  const expired = await page(token);
  expect(expired.status).toBe(410);
  expect(meta(expired.html, 'og:title')).toBe('Link de correção expirado · Argumenta');
  expect(expired.html).not.toContain('Mobilidade');

  const unknown = await page('x'.repeat(32));
  expect(unknown.status).toBe(404);
  expect(meta(unknown.html, 'og:description')).toBe('Link de compartilhamento inválido ou não encontrado.');
  // Markup in a path never reaches the page as markup.
  const odd = await page(encodeURIComponent('"><script>alert(1)</script>'));
  expect(odd.html).not.toContain('<script>alert(1)');
});
