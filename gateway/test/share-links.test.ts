import { SHARE_MESSAGES } from '@argumenta/contracts';
import { api, tokenFor, uniqueEmail } from '@argumenta/testkit';
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
  stack = await startStack({ name: 'compartilhar', correctionWorker: true, deletionGraceDays: 0 });
  gw = stack.gateway;
}, 120_000);
afterAll(async () => {
  await stack?.close();
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
