import { randomUUID } from 'node:crypto';
import type { Role } from '@argumenta/contracts';
import { NETWORK_MESSAGES } from '@argumenta/contracts';
import { api, testPool, tokenFor, uniqueEmail } from '@argumenta/testkit';
import { SAMPLE_ESSAY } from '@argumenta/testkit/essay';
import { startStack, type Stack } from '@argumenta/testkit/stack';

// Networks of schools end to end through the gateway (issue 54): an admin groups schools into networks and assigns a
// network coordinator, who sees the panel of that network only; the panel's figures come from the auth service
// (members, adoption, credits) and the essay service (essays, averages, problems) of real services and a real worker.
let stack: Stack;
let gw: Stack['gateway'];
let pipeline: NonNullable<Stack['pipeline']>;

beforeAll(async () => {
  // No grace period: a school's deletion of a student erases at once (the panel must stop counting them).
  stack = await startStack({ name: 'rede', correctionWorker: true, deletionGraceDays: 0 });
  gw = stack.gateway;
  pipeline = stack.pipeline!;
}, 120_000);
afterAll(async () => {
  await stack?.close();
});

type Who = { id: number; nome: string; token: string };
const bootstrapAdmin = tokenFor({ id: 999_999, tipo: 'admin', nome: 'Admin' });
async function user(tipo: Role, nome: string): Promise<Who> {
  const res = await api(gw.url, 'POST', '/api/admin/usuarios', {
    token: bootstrapAdmin,
    body: { nome, email: uniqueEmail(tipo), senha: 'segredo1', tipo, creditos: 20 },
  });
  const u = res.body.data;
  return { id: u.id, nome: u.nome, token: tokenFor({ id: u.id, tipo, nome: u.nome }) };
}
const get = (who: Who, path: string) => api(gw.url, 'GET', path, { token: who.token });
const post = (who: Who, path: string, body?: unknown) => api(gw.url, 'POST', path, { token: who.token, body });
const del = (who: Who, path: string) => api(gw.url, 'DELETE', path, { token: who.token });
const inDays = (d: number) => new Date(Date.now() + d * 86_400_000).toISOString();

async function submit(who: Who, atividadeId?: number) {
  const form = new FormData();
  form.set('titulo', 'Redação');
  form.set('texto', SAMPLE_ESSAY);
  if (atividadeId) form.set('atividade_id', String(atividadeId));
  const r = await api(gw.url, 'POST', '/api/redacoes/submeter', { token: who.token, body: form });
  expect(r.status).toBe(202);
  await pipeline.completed(r.body.data.job_id);
  return r.body.data.redacao_id as number;
}

/**
 * Network N (schools A and B) and network M (school C). A: a school coordinator, a teacher with a room and an activity,
 * two students (one later deleted), a pool of 5 credits; B: one student. N's coordinator is a teacher of C (an
 * assignment, whatever their school); M's coordinator is C's school coordinator.
 */
async function scenario() {
  const admin = await user('admin', 'Ada Admin');
  const tag = randomUUID().slice(0, 6);
  const school = async (nome: string) => (await post(admin, '/api/escolas', { nome: `${nome} ${tag}` })).body.data;
  const [a, b, c] = [await school('EE Machado'), await school('EE Cecília'), await school('EE Clarice')];
  const network = async (nome: string) => {
    const res = await post(admin, '/api/redes', { nome: `${nome} ${tag}` });
    expect(res.status).toBe(201);
    return res.body.data as { id: number; nome: string };
  };
  const n = await network('Rede Norte');
  const m = await network('Rede Sul');
  for (const [rede, escola] of [
    [n, a],
    [n, b],
    [m, c],
  ] as const)
    expect((await post(admin, `/api/redes/${rede.id}/escolas`, { escola_id: escola.id })).status).toBe(200);
  const place = async (escolaId: number, papel: Role, nome: string) => {
    const u = await user(papel === 'coordenador' ? 'estudante' : papel, nome);
    expect((await post(admin, `/api/escolas/${escolaId}/membros`, { usuario_id: u.id, papel })).status).toBe(200);
    return { ...u, token: tokenFor({ id: u.id, tipo: papel, nome }) };
  };
  const coordA = await place(a.id, 'coordenador', 'Cora Coralina');
  const prof = await place(a.id, 'professor', 'Graciliano Ramos');
  const alunos = [await place(a.id, 'estudante', 'Ana Souza'), await place(a.id, 'estudante', 'Beto Lima')];
  const alunoB = await place(b.id, 'estudante', 'Caio Prado');
  const coordRede = await place(c.id, 'professor', 'Lygia Fagundes');
  const coordC = await place(c.id, 'coordenador', 'Rachel de Queiroz');
  expect((await post(admin, `/api/redes/${n.id}/coordenadores`, { usuario_id: coordRede.id })).status).toBe(200);
  expect((await post(admin, `/api/redes/${m.id}/coordenadores`, { usuario_id: coordC.id })).status).toBe(200);

  const sala = (await post(prof, '/api/salas', { nome: '3º A', descricao: 'Manhã' })).body.data;
  for (const s of alunos) await post(s, '/api/salas/ingressar', { codigo_acesso: sala.codigo_acesso });
  const atividade = (
    await post(prof, '/api/atividades/criar', {
      sala_id: sala.id,
      titulo: 'Mobilidade',
      tema: 'Tema',
      data_limite: inDays(3),
    })
  ).body.data;
  expect((await post(admin, `/api/escolas/${a.id}/creditos`, { quantidade: 5 })).status).toBe(200);
  await submit(alunos[0]!, atividade.id); // paid by A's pool
  await submit(alunos[1]!, atividade.id); // paid by A's pool, then the student is deleted
  await submit(alunoB); // a free essay: paid by the student
  return { admin, a, b, c, n, m, coordA, prof, alunos, alunoB, coordRede, coordC };
}

describe('network of schools through the gateway', () => {
  let sc: Awaited<ReturnType<typeof scenario>>;
  beforeAll(async () => {
    sc = await scenario();
  }, 180_000);

  it('the network coordinator lists and opens only their network', async () => {
    const mine = await get(sc.coordRede, '/api/redes');
    expect(mine.status).toBe(200);
    expect(mine.body.data.redes.map((r: { id: number }) => r.id)).toEqual([sc.n.id]);
    const n = (await get(sc.coordRede, `/api/redes/${sc.n.id}`)).body.data;
    expect(n.escolas.map((e: { id: number }) => e.id).sort()).toEqual([sc.a.id, sc.b.id].sort());
    expect(n.coordenadores).toEqual([expect.objectContaining({ id: sc.coordRede.id, nome: 'Lygia Fagundes' })]);
    // A school coordinator, a teacher and a student coordinate no network: an empty list.
    for (const who of [sc.coordA, sc.prof, sc.alunos[0]!])
      expect((await get(who, '/api/redes')).body.data.redes).toEqual([]);
  });

  it('refuses the panel and the page to a coordinator of another network, a school coordinator, a teacher and a student', async () => {
    const refused = [
      [sc.coordRede, sc.m.id],
      [sc.coordC, sc.n.id],
      [sc.coordA, sc.n.id],
      [sc.prof, sc.n.id],
      [sc.alunos[0]!, sc.n.id],
    ] as const;
    for (const [who, rede] of refused)
      for (const path of [`/api/redes/${rede}/painel`, `/api/redes/${rede}/painel?formato=csv`, `/api/redes/${rede}`]) {
        const res = await get(who, path);
        expect([path, res.status]).toEqual([path, 403]);
        expect(res.body.message).toBe(NETWORK_MESSAGES.forbidden);
      }
    // Managing networks is the admin's: the network's own coordinator cannot add a school or a coordinator.
    expect((await post(sc.coordRede, `/api/redes/${sc.n.id}/escolas`, { escola_id: sc.c.id })).status).toBe(403);
    expect((await post(sc.coordRede, `/api/redes/${sc.n.id}/coordenadores`, { usuario_id: sc.prof.id })).status).toBe(
      403,
    );
    expect((await post(sc.coordRede, '/api/redes', { nome: 'Minha rede' })).status).toBe(403);
  });

  it('the panel: adoption, essays and averages per school, credit use per school, problems compared; the deleted student is out of the head counts', async () => {
    const before = (await get(sc.coordRede, `/api/redes/${sc.n.id}/painel`)).body.data;
    expect(before.indisponivel).toEqual([]);
    const schoolA = before.escolas.find((e: { id: number }) => e.id === sc.a.id);
    expect(schoolA).toMatchObject({ professores: 1, estudantes: 2, redacoes_periodo: 2, redacoes_corrigidas: 2 });
    expect(schoolA).toMatchObject({ creditos: 3, creditos_usados_periodo: 2, creditos_usados: 2 });

    // A's coordinator deletes a student (no grace period in this stack): the network no longer counts them.
    const gone = await post(sc.coordA, `/api/escolas/${sc.a.id}/membros/${sc.alunos[1]!.id}/exclusao`);
    expect(gone.status).toBe(202);
    expect(gone.body.data.excluida).toBe(true);

    const res = await get(sc.coordRede, `/api/redes/${sc.n.id}/painel`);
    expect(res.status).toBe(200);
    const d = res.body.data;
    expect(d.rede).toEqual({ id: sc.n.id, nome: sc.n.nome });
    expect(d.escolas.map((e: { id: number }) => e.id).sort()).toEqual([sc.a.id, sc.b.id].sort());
    const a = d.escolas.find((e: { id: number }) => e.id === sc.a.id);
    const b = d.escolas.find((e: { id: number }) => e.id === sc.b.id);
    // The grades as the essay service holds them: the averages must be theirs.
    const grades = await testPool().query<{ usuario_id: number; nota: number; c1: number }>(
      `SELECT usuario_id, nota_oficial AS nota, notas_oficiais[1] AS c1 FROM essay.redacoes WHERE usuario_id = ANY($1)`,
      [[sc.alunos[0]!.id, sc.alunos[1]!.id, sc.alunoB.id]],
    );
    const gradeOf = (id: number) => grades.rows.find((g) => g.usuario_id === id)!;
    expect(a).toMatchObject({
      professores: 1,
      professores_ativos: 0,
      estudantes: 1,
      estudantes_com_redacao: 1,
      // The erased student's essay stays in the figures (anonymised, graded), as in the school's panel.
      redacoes_periodo: 2,
      redacoes_corrigidas: 2,
      creditos: 3,
      creditos_usados_periodo: 2,
    });
    expect(a.media.total).toBe(Math.round((gradeOf(sc.alunos[0]!.id).nota + gradeOf(sc.alunos[1]!.id).nota) / 2));
    expect(b).toMatchObject({ estudantes: 1, redacoes_periodo: 1, redacoes_corrigidas: 1, creditos_usados_periodo: 0 });
    expect(b.media.total).toBe(gradeOf(sc.alunoB.id).nota);
    expect(d.totais).toMatchObject({ escolas: 2, estudantes: 2, redacoes_periodo: 3, redacoes_corrigidas: 3 });
    const all = grades.rows.reduce((t, g) => t + g.nota, 0);
    expect(d.totais.media.total).toBe(Math.round(all / 3));
    // Each problem names the schools that had it, with the share of their graded students.
    for (const p of d.problemas) {
      expect(p.por_escola.length).toBeGreaterThan(0);
      for (const s of p.por_escola) {
        expect([sc.a.id, sc.b.id]).toContain(s.escola_id);
        expect(s.percentual).toBeGreaterThanOrEqual(50);
        expect(s.percentual).toBeLessThanOrEqual(100);
      }
    }
    // School C (the other network) is nowhere.
    expect(JSON.stringify(d)).not.toContain(sc.c.nome);
  });

  it('exports the panel as CSV', async () => {
    const res = await fetch(`${gw.url}/api/redes/${sc.n.id}/painel?formato=csv`, {
      headers: { authorization: `Bearer ${sc.coordRede.token}` },
    });
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toMatch(/^text\/csv/);
    expect(res.headers.get('content-disposition')).toMatch(new RegExp(`painel-rede-${sc.n.id}-.*\\.csv`));
    const lines = (await res.text())
      .replace(/^\uFEFF/, '')
      .trim()
      .split('\r\n');
    expect(lines[0]).toMatch(/^grupo;escola;codigo_inep;professores;professores_ativos;estudantes;estudantes_ativos/);
    expect(
      lines
        .filter((l) => l.startsWith('escola;'))
        .map((l) => l.split(';')[1])
        .sort(),
    ).toEqual([sc.a.nome, sc.b.nome].sort());
    expect(lines.some((l) => l.startsWith(`rede;${sc.n.nome};`))).toBe(true);
  });

  it('only teachers and coordinators coordinate a network; removing the assignment takes the access away at once', async () => {
    const student = await post(sc.admin, `/api/redes/${sc.n.id}/coordenadores`, { usuario_id: sc.alunoB.id });
    expect(student.status).toBe(422);
    expect(student.body.message).toBe(NETWORK_MESSAGES.coordinatorRole);
    const other = await user('professor', 'Temporária');
    expect((await post(sc.admin, `/api/redes/${sc.n.id}/coordenadores`, { usuario_id: other.id })).status).toBe(200);
    expect((await get(other, `/api/redes/${sc.n.id}/painel`)).status).toBe(200);
    expect((await del(sc.admin, `/api/redes/${sc.n.id}/coordenadores/${other.id}`)).status).toBe(200);
    expect((await get(other, `/api/redes/${sc.n.id}/painel`)).status).toBe(403);
  });

  it('moving a school between networks and every network change are in the audit trail', async () => {
    const moved = await post(sc.admin, `/api/redes/${sc.m.id}/escolas`, { escola_id: sc.b.id });
    expect(moved.status).toBe(200);
    const n = (await get(sc.coordRede, `/api/redes/${sc.n.id}`)).body.data;
    expect(n.escolas.map((e: { id: number }) => e.id)).toEqual([sc.a.id]);
    // The school's network name follows its network.
    expect((await get(sc.admin, `/api/escolas/${sc.b.id}`)).body.data.rede).toBe(sc.m.nome);
    const { rows } = await testPool().query<{ acao: string; detalhes: Record<string, unknown> }>(
      `SELECT acao, detalhes FROM auth.auditoria WHERE recurso = ANY($1) ORDER BY id`,
      [[`rede:${sc.n.id}`, `rede:${sc.m.id}`]],
    );
    const acoes = rows.map((r) => r.acao);
    expect(acoes.filter((x) => x === 'rede.criada')).toHaveLength(2);
    expect(acoes).toContain('rede.coordenacao_alterada');
    expect(rows.at(-1)).toEqual({
      acao: 'rede.escola_alterada',
      detalhes: { escola_id: sc.b.id, rede_id: sc.m.id, rede_anterior_id: sc.n.id },
    });
  });
});

describe('admin people screens (issue 54)', () => {
  it('edits an account and moves it between schools, each in the audit trail; only an admin may', async () => {
    const admin = await user('admin', 'Ada Admin');
    const tag = randomUUID().slice(0, 6);
    const from = (await post(admin, '/api/escolas', { nome: `EE Origem ${tag}` })).body.data;
    const to = (await post(admin, '/api/escolas', { nome: `EE Destino ${tag}` })).body.data;
    const ana = await user('estudante', 'Ana Sousa');
    expect(
      (await post(admin, `/api/escolas/${from.id}/membros`, { usuario_id: ana.id, papel: 'estudante' })).status,
    ).toBe(200);
    const patch = (who: Who, body: unknown) =>
      api(gw.url, 'PATCH', `/api/admin/usuarios/${ana.id}`, { token: who.token, body });
    const coordFrom = await user('estudante', 'Coordenação');
    await post(admin, `/api/escolas/${from.id}/membros`, { usuario_id: coordFrom.id, papel: 'coordenador' });
    const coordToken = {
      ...coordFrom,
      token: tokenFor({ id: coordFrom.id, tipo: 'coordenador', nome: 'Coordenação' }),
    };
    for (const who of [ana, coordToken]) expect((await patch(who, { nome: 'Outra' })).status).toBe(403);

    const edited = await patch(admin, { nome: 'Ana Souza', matricula: '2026-001' });
    expect(edited.status).toBe(200);
    expect(edited.body.data).toMatchObject({ nome: 'Ana Souza', matricula: '2026-001' });
    expect((await patch(admin, {})).status).toBe(400);
    // The school's member list finds her by matrícula and by name.
    const found = await get(coordToken, `/api/escolas/${from.id}/membros?papel=estudante&busca=2026-001`);
    expect(found.body.data.membros).toEqual([expect.objectContaining({ id: ana.id, nome: 'Ana Souza' })]);

    const moved = await post(admin, `/api/escolas/${to.id}/membros`, { usuario_id: ana.id, papel: 'estudante' });
    expect(moved.status).toBe(200);
    expect(moved.body.data.escola_id).toBe(to.id);
    expect((await get(coordToken, `/api/escolas/${from.id}/membros?busca=Ana`)).body.data.membros).toEqual([]);

    const { rows } = await testPool().query<{ acao: string; detalhes: Record<string, unknown> }>(
      `SELECT acao, detalhes FROM auth.auditoria WHERE alvo_usuario_id = $1 ORDER BY id`,
      [ana.id],
    );
    expect(rows).toEqual([
      { acao: 'papel.alterado', detalhes: { papel: 'estudante', escola_id: from.id } },
      { acao: 'usuario.editado', detalhes: { campos: 'nome,matricula' } },
      { acao: 'usuario.movido', detalhes: { papel: 'estudante', escola_id: to.id, escola_anterior_id: from.id } },
    ]);
  });
});
