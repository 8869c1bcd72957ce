import type { Role } from '@argumenta/contracts';
import { api, tokenFor, uniqueEmail } from '@argumenta/testkit';
import { SAMPLE_ESSAY } from '@argumenta/testkit/essay';
import { startStack, type Stack } from '@argumenta/testkit/stack';

// A student's profile for their teacher (issue 36), through the gateway against the real services and worker: what it
// holds, and who is refused.
let stack: Stack;
let gw: Stack['gateway'];

beforeAll(async () => {
  stack = await startStack({ name: 'perfil', correctionWorker: true });
  gw = stack.gateway;
}, 120_000);
afterAll(async () => {
  await stack?.close();
});

type Who = { id: number; token: string };
const bootstrapAdmin = tokenFor({ id: 999_999, tipo: 'admin', nome: 'Admin' });
async function user(tipo: Role, nome: string): Promise<Who> {
  const u = (
    await api(gw.url, 'POST', '/api/admin/usuarios', {
      token: bootstrapAdmin,
      body: { nome, email: uniqueEmail(tipo), senha: 'segredo1', tipo, creditos: 10 },
    })
  ).body.data;
  return { id: u.id, token: tokenFor({ id: u.id, tipo, nome }) };
}
const post = (who: Who, path: string, body: unknown) => api(gw.url, 'POST', path, { token: who.token, body });
const profile = (who: Who | undefined, id: number | string) =>
  api(gw.url, 'GET', `/api/estudantes/${id}/perfil`, { token: who?.token });
const inDays = (d: number) => new Date(Date.now() + d * 86_400_000).toISOString();

describe('GET /api/estudantes/:id/perfil', () => {
  let prof: Who, outroProf: Who, aluna: Who, colega: Who, fora: Who, admin: Who;
  let sala: { id: number; nome: string };
  let redacaoId: number;
  let livreId: number;

  beforeAll(async () => {
    [prof, outroProf, aluna, colega, fora] = await Promise.all([
      user('professor', 'Graciliano Ramos'),
      user('professor', 'Rachel de Queiroz'),
      user('estudante', 'Ana Souza'),
      user('estudante', 'Beto Lima'),
      user('estudante', 'Caio Prado'),
    ]);
    admin = { id: 999_999, token: bootstrapAdmin };
    sala = (await post(prof, '/api/salas', { nome: '3º A' })).body.data;
    for (const s of [aluna, colega])
      expect(
        (await post(s, '/api/salas/ingressar', { codigo_acesso: (sala as { codigo_acesso?: string }).codigo_acesso }))
          .status,
      ).toBe(201);
    const atividade = (
      await post(prof, '/api/atividades/criar', {
        sala_id: sala.id,
        titulo: 'Mobilidade urbana',
        tema: 'Tema',
        data_limite: inDays(3),
      })
    ).body.data;
    const submit = async (who: Who, atividadeId?: number) => {
      const form = new FormData();
      form.set('titulo', atividadeId ? 'Na atividade' : 'Livre');
      form.set('texto', SAMPLE_ESSAY);
      if (atividadeId) form.set('atividade_id', String(atividadeId));
      const r = await api(gw.url, 'POST', '/api/redacoes/submeter', { token: who.token, body: form });
      expect(r.status).toBe(202);
      await stack.pipeline!.completed(r.body.data.job_id);
      return r.body.data.redacao_id as number;
    };
    redacaoId = await submit(aluna, atividade.id);
    await submit(colega, atividade.id);
    livreId = await submit(aluna);
    // An appeal left open for the teacher.
    expect(
      (
        await post(aluna, `/api/redacoes/${redacaoId}/recursos`, {
          competencia: 5,
          motivo: 'Minha proposta tem agente, ação, meio, finalidade e detalhamento.',
        })
      ).status,
    ).toBe(201);
  }, 120_000);

  it("the room's teacher sees the essays handed in to their rooms, grades per competency, the open appeal and the class diagnosis", async () => {
    const res = await profile(prof, aluna.id);
    expect(res.status).toBe(200);
    const p = res.body.data;
    expect(p.estudante).toMatchObject({ id: aluna.id, nome: 'Ana Souza' });
    expect(p.salas).toEqual([{ id: sala.id, nome: '3º A' }]);
    // The free essay is the student's alone.
    expect(p.redacoes.map((e: { id: number }) => e.id)).toEqual([redacaoId]);
    expect(p.redacoes.map((e: { id: number }) => e.id)).not.toContain(livreId);
    const [e] = p.redacoes;
    expect(e).toMatchObject({
      titulo: 'Na atividade',
      atividade_titulo: 'Mobilidade urbana',
      sala_id: sala.id,
      status: 'concluida',
    });
    expect(e.notas).toHaveLength(5);
    expect(e.notas.reduce((s: number, n: number) => s + n, 0)).toBe(e.nota_geral_enem);
    expect(p.pendencias.recursos).toEqual([expect.objectContaining({ redacao_id: redacaoId, competencia: 5 })]);
    expect(p.pendencias.revisoes).toEqual([]);
    // Both essays are the same text: every problem of hers is shared by her one classmate.
    expect(p.diagnostico.problemas.length).toBeGreaterThan(0);
    for (const pr of p.diagnostico.problemas) expect(pr).toMatchObject({ redacoes: 1, colegas: 1 });
    expect(p.diagnostico.sem_melhora).toBe(false);
  });

  it('the admin sees it too', async () => {
    expect((await profile(admin, aluna.id)).body.data.redacoes).toHaveLength(1);
  });

  it('refuses students (the student herself included), a teacher of none of her rooms, and anonymous callers', async () => {
    for (const who of [aluna, colega, fora]) expect((await profile(who, aluna.id)).status).toBe(403);
    const other = await profile(outroProf, aluna.id);
    expect(other.status).toBe(403);
    expect(other.body.erro).toBe('Este estudante não está em nenhuma das suas salas.');
    // A student of no room of this teacher looks the same as one who does not exist: no enumeration of students.
    expect((await profile(prof, fora.id)).status).toBe(403);
    expect((await profile(undefined, aluna.id)).status).toBe(401);
  });

  it('a bad id is 400; a student in no room is 404 for the admin', async () => {
    expect((await profile(prof, 'abc')).status).toBe(400);
    expect((await profile(admin, fora.id)).status).toBe(404);
  });
});
