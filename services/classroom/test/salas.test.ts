import { CLASSROOM_MESSAGES } from '@argumenta/contracts';
import { api, SERVICE_TOKEN } from '@argumenta/testkit';
import { actors, useStack, type Actor } from './helpers.js';

// The essay service is "stopped" here: rooms and memberships must work without it (essay figures degrade to zero).
const stack = useStack();
const call: typeof stack.call = (...args) => stack.call(...args);
const make: ReturnType<typeof actors> = (...args) => stack.make(...args);
async function room(teacher: Actor, body: Record<string, unknown> = {}) {
  const res = await call(teacher, 'POST', '/salas', { nome: 'Terceirão A', descricao: 'Turma da manhã', ...body });
  expect(res.status).toBe(201);
  return res.body.data as { id: number; codigo_acesso: string };
}

describe('classrooms', () => {
  it('a teacher creates a room with a 6-character code, active by default, with the spec fields', async () => {
    const prof = await make('professor', 'Helena Prado');
    const res = await call(prof, 'POST', '/salas', { nome: '  Terceirão B  ' });
    expect(res.status).toBe(201);
    expect(res.body.message).toBe(CLASSROOM_MESSAGES.created);
    expect(res.body.data).toMatchObject({
      nome: 'Terceirão B',
      descricao: null,
      ativa: true,
      professor_nome: 'Helena Prado',
      estudantes_count: 0,
      total_alunos: 0,
      total_atividades: 0,
    });
    expect(res.body.data.codigo_acesso).toMatch(/^[A-Z0-9]{6}$/);
    expect(Date.parse(res.body.data.data_criacao)).not.toBeNaN();
  });

  it('validates the name and refuses students creating rooms', async () => {
    const prof = await make('professor');
    for (const body of [{}, { nome: '   ' }, { nome: null }]) {
      const res = await call(prof, 'POST', '/salas', body);
      expect(res.status).toBe(400);
      expect(res.body.message).toBe(CLASSROOM_MESSAGES.nameRequired);
    }
    expect((await call(prof, 'POST', '/salas', { nome: 'X', ativa: 'talvez' })).status).toBe(400);
    const aluno = await make('estudante');
    expect((await call(aluno, 'POST', '/salas', { nome: 'Minha sala' })).status).toBe(403);
    expect((await call(undefined, 'GET', '/salas')).status).toBe(401);
  });

  it('a student joins by code (any case), joining twice is harmless, and sees the room without its code', async () => {
    const prof = await make('professor', 'Paulo Freire');
    const sala = await room(prof);
    const aluno = await make('estudante', 'Ana Clara');
    const first = await call(aluno, 'POST', '/salas/ingressar', {
      codigo_acesso: `  ${sala.codigo_acesso.toLowerCase()} `,
    });
    expect(first.status).toBe(201);
    expect(first.body.message).toBe(CLASSROOM_MESSAGES.joined);
    expect(first.body.data).toMatchObject({
      ja_participava: false,
      sala: { id: sala.id, codigo_acesso: null, estudantes_count: 1, professor_nome: 'Paulo Freire' },
    });
    const again = await call(aluno, 'POST', '/salas/ingressar', { codigo_acesso: sala.codigo_acesso });
    expect(again.status).toBe(200);
    expect(again.body.message).toBe(CLASSROOM_MESSAGES.alreadyMember);
    expect(again.body.data.ja_participava).toBe(true);

    const mine = await call(aluno, 'GET', '/salas');
    expect(mine.body.data.map((s: { id: number }) => s.id)).toEqual([sala.id]);
    expect(mine.body.data[0].codigo_acesso).toBeNull();
    const detail = await call(aluno, 'GET', `/salas/${sala.id}`);
    expect(detail.status).toBe(200);
    expect(detail.body.data).toMatchObject({ estudantes_count: 1, total_alunos: 1, codigo_acesso: null });
  });

  it('lists the room students with every spec field (essay figures zero while the essay service is down)', async () => {
    const prof = await make('professor');
    const sala = await room(prof);
    const aluno = await make('estudante', 'Bruno Reis');
    await call(aluno, 'POST', '/salas/ingressar', { codigo_acesso: sala.codigo_acesso });
    const res = await call(prof, 'GET', `/salas/${sala.id}/estudantes`);
    expect(res.status).toBe(200);
    expect(res.body.data).toEqual([
      {
        id: aluno.id,
        nome: 'Bruno Reis',
        email: aluno.email,
        ultima_atividade: null,
        data_entrada: expect.any(String),
        total_submissoes: 0,
        media_notas: null,
        total_atividades_concluidas: 0,
      },
    ]);
  });

  it('refuses bad codes: empty (400), malformed or unknown (404), and teachers joining (403)', async () => {
    const aluno = await make('estudante');
    const empty = await call(aluno, 'POST', '/salas/ingressar', { codigo_acesso: '  ' });
    expect(empty.status).toBe(400);
    expect(empty.body.message).toBe(CLASSROOM_MESSAGES.codeRequired);
    for (const codigo_acesso of ['ABC', 'ZZZZZZ', 'AB-12!', '12345678901']) {
      const res = await call(aluno, 'POST', '/salas/ingressar', { codigo_acesso });
      expect([400, 404]).toContain(res.status);
      expect(res.body.message).toBe(CLASSROOM_MESSAGES.codeInvalid);
    }
    const prof = await make('professor');
    const sala = await room(prof);
    expect((await call(prof, 'POST', '/salas/ingressar', { codigo_acesso: sala.codigo_acesso })).status).toBe(403);
  });

  it('a regenerated code works and the old one stops working', async () => {
    const prof = await make('professor');
    const sala = await room(prof);
    const regen = await call(prof, 'POST', `/salas/${sala.id}/regenerar-codigo`);
    expect(regen.status).toBe(200);
    expect(regen.body.message).toBe(CLASSROOM_MESSAGES.codeRegenerated);
    const novo = regen.body.data.codigo_acesso as string;
    expect(novo).toMatch(/^[A-Z0-9]{6}$/);
    expect(novo).not.toBe(sala.codigo_acesso);
    const aluno = await make('estudante');
    const old = await call(aluno, 'POST', '/salas/ingressar', { codigo_acesso: sala.codigo_acesso });
    expect(old.status).toBe(404);
    expect(old.body.message).toBe(CLASSROOM_MESSAGES.codeInvalid);
    expect((await call(aluno, 'POST', '/salas/ingressar', { codigo_acesso: novo })).status).toBe(201);
    expect((await call(prof, 'GET', `/salas/${sala.id}`)).body.data.codigo_acesso).toBe(novo);
  });

  it('an inactive room refuses new students but keeps its members', async () => {
    const prof = await make('professor');
    const sala = await room(prof);
    const dentro = await make('estudante');
    await call(dentro, 'POST', '/salas/ingressar', { codigo_acesso: sala.codigo_acesso });
    const upd = await call(prof, 'PUT', `/salas/${sala.id}`, { ativa: false });
    expect(upd.status).toBe(200);
    expect(upd.body.message).toBe(CLASSROOM_MESSAGES.updated);
    expect(upd.body.data).toMatchObject({ ativa: false, nome: 'Terceirão A', descricao: 'Turma da manhã' });
    const fora = await make('estudante');
    const res = await call(fora, 'POST', '/salas/ingressar', { codigo_acesso: sala.codigo_acesso });
    expect(res.status).toBe(403);
    expect(res.body.message).toBe(CLASSROOM_MESSAGES.inactive);
    expect((await call(dentro, 'POST', '/salas/ingressar', { codigo_acesso: sala.codigo_acesso })).status).toBe(200);
    expect((await call(fora, 'GET', `/salas/${sala.id}`)).status).toBe(404);
  });

  it('settings: rename, clear the description, refuse a blank name', async () => {
    const prof = await make('professor');
    const sala = await room(prof);
    const res = await call(prof, 'PUT', `/salas/${sala.id}`, { nome: 'Redação 2026', descricao: '' });
    expect(res.body.data).toMatchObject({ nome: 'Redação 2026', descricao: null, ativa: true });
    const blank = await call(prof, 'PUT', `/salas/${sala.id}`, { nome: ' ' });
    expect(blank.status).toBe(400);
    expect(blank.body.message).toBe(CLASSROOM_MESSAGES.nameRequired);
  });

  it('who sees which rooms: the teacher its own, the admin all, a student its memberships', async () => {
    const a = await make('professor');
    const b = await make('professor');
    const salaA = await room(a);
    const salaB = await room(b);
    const ids = (res: { body: { data: { id: number }[] } }) => res.body.data.map((s) => s.id);
    expect(ids(await call(a, 'GET', '/salas'))).toEqual([salaA.id]);
    expect(ids(await call(b, 'GET', '/salas'))).toEqual([salaB.id]);
    const admin = await make('admin');
    const all = ids(await call(admin, 'GET', '/salas'));
    expect(all).toEqual(expect.arrayContaining([salaA.id, salaB.id]));
    const adminView = await call(admin, 'GET', `/salas/${salaA.id}`);
    expect(adminView.body.data.codigo_acesso).toBe(salaA.codigo_acesso);
    expect(ids(await call(await make('estudante'), 'GET', '/salas'))).toEqual([]);
  });

  it('forbidden cases: students managing, another teacher, non-members, bad ids', async () => {
    const prof = await make('professor');
    const outro = await make('professor');
    const sala = await room(prof);
    const membro = await make('estudante');
    const fora = await make('estudante');
    await call(membro, 'POST', '/salas/ingressar', { codigo_acesso: sala.codigo_acesso });

    for (const [method, path] of [
      ['PUT', `/salas/${sala.id}`],
      ['DELETE', `/salas/${sala.id}`],
      ['POST', `/salas/${sala.id}/regenerar-codigo`],
      ['GET', `/salas/${sala.id}/estudantes`],
      ['DELETE', `/salas/${sala.id}/estudantes/${membro.id}`],
    ] as const) {
      const body = method === 'GET' ? undefined : { nome: 'x' };
      expect((await call(membro, method, path, body)).status).toBe(403);
      const other = await call(outro, method, path, body);
      expect(other.status).toBe(403);
      expect(other.body.message).toBe(CLASSROOM_MESSAGES.forbidden);
    }
    expect((await call(outro, 'GET', `/salas/${sala.id}`)).status).toBe(403);
    const hidden = await call(fora, 'GET', `/salas/${sala.id}`);
    expect(hidden.status).toBe(404);
    expect(hidden.body.message).toBe(CLASSROOM_MESSAGES.notFound);
    expect((await call(prof, 'GET', '/salas/abc')).status).toBe(400);
    expect((await call(prof, 'GET', '/salas/0')).status).toBe(400);
    expect((await call(prof, 'DELETE', `/salas/${sala.id}/estudantes/x1`)).status).toBe(400);
    expect((await call(prof, 'GET', '/salas/99999999')).status).toBe(404);
    // Nothing changed through the refused calls.
    const after = await call(prof, 'GET', `/salas/${sala.id}`);
    expect(after.body.data).toMatchObject({
      nome: 'Terceirão A',
      estudantes_count: 1,
      codigo_acesso: sala.codigo_acesso,
    });
  });

  it('the teacher removes a student, who then cannot see the room', async () => {
    const prof = await make('professor');
    const sala = await room(prof);
    const aluno = await make('estudante');
    await call(aluno, 'POST', '/salas/ingressar', { codigo_acesso: sala.codigo_acesso });
    const res = await call(prof, 'DELETE', `/salas/${sala.id}/estudantes/${aluno.id}`);
    expect(res.status).toBe(200);
    expect((await call(prof, 'DELETE', `/salas/${sala.id}/estudantes/${aluno.id}`)).status).toBe(404);
    expect((await call(aluno, 'GET', `/salas/${sala.id}`)).status).toBe(404);
    expect((await call(prof, 'GET', `/salas/${sala.id}`)).body.data.estudantes_count).toBe(0);
  });

  it('deleting a room removes it with its activities', async () => {
    const prof = await make('professor');
    const sala = await room(prof);
    const act = await call(prof, 'POST', '/atividades/criar', {
      sala_id: sala.id,
      titulo: 'T',
      tema: 'Tema',
      data_limite: new Date(Date.now() + 86_400_000).toISOString(),
    });
    expect(act.status).toBe(201);
    const del = await call(prof, 'DELETE', `/salas/${sala.id}`);
    expect(del.status).toBe(200);
    expect(del.body.message).toBe(CLASSROOM_MESSAGES.deleted);
    expect((await call(prof, 'GET', `/salas/${sala.id}`)).status).toBe(404);
    expect((await call(prof, 'GET', `/atividades/${act.body.data.id}`)).status).toBe(404);
  });

  it('guards /internal with the service token', async () => {
    expect((await api(stack.svc.url, 'GET', '/internal/atividades?ids=1')).status).toBe(403);
    expect(
      (await api(stack.svc.url, 'GET', '/internal/atividades?ids=1', { headers: { 'x-service-token': SERVICE_TOKEN } }))
        .status,
    ).toBe(200);
  });
});
