import { randomUUID } from 'node:crypto';
import { CLASSROOM_MESSAGES } from '@argumenta/contracts';
import { testPool, tokenFor } from '@argumenta/testkit';
import { actors, useStack, type Actor } from './helpers.js';

// Rostering (issue 54): a room's teacher, an admin or the coordinator of the teacher's school adds the school's students.
const stack = useStack();
const call: typeof stack.call = (...args) => stack.call(...args);
const make: ReturnType<typeof actors> = (...args) => stack.make(...args);

async function school(): Promise<number> {
  const { rows } = await testPool().query<{ id: number }>('INSERT INTO auth.escolas (nome) VALUES ($1) RETURNING id', [
    `Escola Rede ${randomUUID().slice(0, 8)}`,
  ]);
  return rows[0]!.id;
}
const place = (who: Actor, escolaId: number, tipo?: string) =>
  testPool().query('UPDATE auth.usuarios SET escola_id = $2, tipo = coalesce($3, tipo) WHERE id = $1', [
    who.id,
    escolaId,
    tipo ?? null,
  ]);

describe('adding the school’s students to a room', () => {
  it('the teacher searches the school’s students and adds them; re-adding is harmless', async () => {
    const escola = await school();
    const prof = await make('professor');
    const ana = await make('estudante', `Ana Roster ${randomUUID().slice(0, 4)}`);
    const bia = await make('estudante', `Bia Roster ${randomUUID().slice(0, 4)}`);
    for (const p of [prof, ana, bia]) await place(p, escola);
    const sala = (await call(prof, 'POST', '/salas', { nome: 'Turma 3A' })).body.data;

    const cands = await call(prof, 'GET', `/salas/${sala.id}/candidatos?busca=Roster`);
    expect(cands.status).toBe(200);
    expect(cands.body.data.map((c: { id: number }) => c.id).sort()).toEqual([ana.id, bia.id].sort());
    expect(cands.body.data.every((c: { na_sala: boolean }) => !c.na_sala)).toBe(true);

    const add = await call(prof, 'POST', `/salas/${sala.id}/estudantes`, { estudantes: [ana.id, bia.id] });
    expect(add.status).toBe(200);
    expect(add.body).toMatchObject({
      message: CLASSROOM_MESSAGES.rosterAdded(2),
      data: { adicionados: 2, ja_na_sala: 0 },
    });
    const again = await call(prof, 'POST', `/salas/${sala.id}/estudantes`, { estudantes: [ana.id] });
    expect(again.body.data).toMatchObject({ adicionados: 0, ja_na_sala: 1 });
    const members = await call(prof, 'GET', `/salas/${sala.id}/estudantes`);
    expect(members.body.data.map((m: { id: number }) => m.id).sort()).toEqual([ana.id, bia.id].sort());
    const after = await call(prof, 'GET', `/salas/${sala.id}/candidatos?busca=${encodeURIComponent(ana.nome)}`);
    expect(after.body.data).toEqual([expect.objectContaining({ id: ana.id, na_sala: true })]);
  });

  it('the coordinator of the teacher’s school adds students; another school’s coordinator cannot', async () => {
    const [escola, outra] = [await school(), await school()];
    const prof = await make('professor');
    const aluno = await make('estudante');
    const coord = await make('professor');
    const coordFora = await make('professor');
    await Promise.all([
      place(prof, escola),
      place(aluno, escola),
      place(coord, escola, 'coordenador'),
      place(coordFora, outra, 'coordenador'),
    ]);
    const asCoord = (a: Actor) => ({
      ...a,
      tipo: 'coordenador' as const,
      token: tokenFor({ id: a.id, tipo: 'coordenador', nome: a.nome }),
    });
    const sala = (await call(prof, 'POST', '/salas', { nome: 'Turma 3B' })).body.data;
    const ok = await call(asCoord(coord), 'POST', `/salas/${sala.id}/estudantes`, { estudantes: [aluno.id] });
    expect(ok.status).toBe(200);
    expect(ok.body.data.adicionados).toBe(1);
    for (const path of [`/salas/${sala.id}/candidatos`, `/salas/${sala.id}/estudantes`]) {
      const method = path.endsWith('candidatos') ? 'GET' : 'POST';
      const res = await call(
        asCoord(coordFora),
        method,
        path,
        method === 'POST' ? { estudantes: [aluno.id] } : undefined,
      );
      expect(res.status).toBe(403);
    }
  });

  it('refuses students of another school, non-students, other teachers and students calling', async () => {
    const [escola, outra] = [await school(), await school()];
    const prof = await make('professor');
    const outroProf = await make('professor');
    const daqui = await make('estudante');
    const dali = await make('estudante');
    const colega = await make('professor');
    await Promise.all([
      place(prof, escola),
      place(outroProf, escola),
      place(daqui, escola),
      place(dali, outra),
      place(colega, escola),
    ]);
    const sala = (await call(prof, 'POST', '/salas', { nome: 'Turma 3C' })).body.data;

    const mixed = await call(prof, 'POST', `/salas/${sala.id}/estudantes`, { estudantes: [daqui.id, dali.id] });
    expect(mixed.status).toBe(403);
    expect(mixed.body.message).toBe(CLASSROOM_MESSAGES.rosterOtherSchool);
    const teacherAsStudent = await call(prof, 'POST', `/salas/${sala.id}/estudantes`, { estudantes: [colega.id] });
    expect(teacherAsStudent.status).toBe(403);
    const nobody = await call(prof, 'POST', `/salas/${sala.id}/estudantes`, { estudantes: [2_000_000_000] });
    expect(nobody.status).toBe(403);
    // All or nothing: the valid student of the mixed request was not added.
    expect((await call(prof, 'GET', `/salas/${sala.id}/estudantes`)).body.data).toEqual([]);

    expect((await call(outroProf, 'POST', `/salas/${sala.id}/estudantes`, { estudantes: [daqui.id] })).status).toBe(
      403,
    );
    expect((await call(outroProf, 'GET', `/salas/${sala.id}/candidatos`)).status).toBe(403);
    expect((await call(daqui, 'POST', `/salas/${sala.id}/estudantes`, { estudantes: [daqui.id] })).status).toBe(403);
    expect((await call(prof, 'POST', `/salas/${sala.id}/estudantes`, { estudantes: [] })).status).toBe(400);
    expect((await call(prof, 'POST', `/salas/999999999/estudantes`, { estudantes: [daqui.id] })).status).toBe(404);
    // The picker never lists another school's students.
    const cands = await call(prof, 'GET', `/salas/${sala.id}/candidatos?busca=${encodeURIComponent(dali.nome)}`);
    expect(cands.body.data).toEqual([]);
  });
});
