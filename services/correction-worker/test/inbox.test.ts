import { jest } from '@jest/globals';
import ExcelJS from 'exceljs';
import { ACTIVITY_MESSAGES } from '@argumenta/contracts';
import { api, testPool, tokenFor } from '@argumenta/testkit';
import { roomWithActivity } from '@argumenta/testkit/classroom';
import type { Actor } from '@argumenta/testkit/actors';
import { useTeachingStack } from '@argumenta/testkit/teaching';
import { SAMPLE_ESSAY } from '@argumenta/testkit/essay';

// The teacher's inbox (issue 46) across the real auth, classroom and essay services and a real correction worker.
jest.setTimeout(180_000);

const stack = useTeachingStack('pendencias');

const MOTIVO = 'Minha proposta de intervenção tem agente, ação, meio, finalidade e detalhamento no último parágrafo.';
const inbox = (who: Actor, query = '') =>
  api(stack.essay.url, 'GET', `/redacoes/pendencias${query}`, { token: who.token });
const room = (who: Actor, method: string, path: string, body?: unknown) =>
  api(stack.classroom.url, method, path, { token: who.token, body });

async function corrected(aluno: Actor, atividadeId: number) {
  const form = new FormData();
  form.set('titulo', 'As fake news');
  form.set('texto', SAMPLE_ESSAY);
  form.set('tipo_envio', 'texto');
  form.set('atividade_id', String(atividadeId));
  const sent = await api(stack.essay.url, 'POST', '/redacoes/submeter', { token: aluno.token, body: form });
  expect(sent.status).toBe(202);
  await stack.pipeline.completed(sent.body.data.job_id);
  return sent.body.data.redacao_id as number;
}

/** A school with a coordinator; the teacher placed in it. */
async function school(prof: Actor) {
  const admin = { token: tokenFor({ id: 999_999, tipo: 'admin', nome: 'Admin' }) };
  const escola = (
    await api(stack.auth.url, 'POST', '/escolas', { token: admin.token, body: { nome: `EE ${stack.prefix}` } })
  ).body.data;
  const place = async (who: Actor, papel: string) =>
    expect(
      (
        await api(stack.auth.url, 'POST', `/escolas/${escola.id}/membros`, {
          token: admin.token,
          body: { usuario_id: who.id, papel },
        })
      ).status,
    ).toBe(200);
  await place(prof, 'professor');
  const c = await stack.make('estudante', 'Cora Coralina');
  await place(c, 'coordenador');
  const coord: Actor = { ...c, tipo: 'coordenador', token: tokenFor({ id: c.id, tipo: 'coordenador', nome: c.nome }) };
  const other = await stack.make('professor');
  const c2 = await stack.make('estudante');
  const otherSchool = (
    await api(stack.auth.url, 'POST', '/escolas', { token: admin.token, body: { nome: `EE 2 ${stack.prefix}` } })
  ).body.data;
  await api(stack.auth.url, 'POST', `/escolas/${otherSchool.id}/membros`, {
    token: admin.token,
    body: { usuario_id: c2.id, papel: 'coordenador' },
  });
  const coordB: Actor = {
    ...c2,
    tipo: 'coordenador',
    token: tokenFor({ id: c2.id, tipo: 'coordenador', nome: c2.nome }),
  };
  return { coord, coordB, other };
}

describe('the teacher inbox (GET /redacoes/pendencias)', () => {
  it('lists pending appeals and late submissions of the rooms the caller manages; refuses students and other teachers', async () => {
    const [prof, aluno, atrasado, admin] = await Promise.all([
      stack.make('professor'),
      stack.make('estudante', 'Ana Pendente'),
      stack.make('estudante', 'Bruno Atrasado'),
      stack.make('admin'),
    ]);
    const { coord, coordB, other: outroProf } = await school(prof);
    const { sala, atividade } = await roomWithActivity(
      stack.classroom.url,
      prof,
      [aluno, atrasado],
      { titulo: 'As fake news', tema: 'Os desafios das fake news', aceita_entregas_atrasadas: true },
      { nome: 'Terceirão' },
    );

    expect((await inbox(prof)).body.data).toEqual({
      contagens: { recursos: 0, revisoes: 0, atrasadas: 0, total: 0 },
      itens: [],
    });

    const id = await corrected(aluno, atividade.id);
    const appeal = await api(stack.essay.url, 'POST', `/redacoes/${id}/recursos`, {
      token: aluno.token,
      body: { competencia: 2, motivo: MOTIVO },
    });
    expect(appeal.status).toBe(201);
    // The deadline passes; a late essay arrives.
    await testPool().query("UPDATE classroom.atividades SET data_limite = now() - interval '1 hour' WHERE id = $1", [
      atividade.id,
    ]);
    const late = await corrected(atrasado, atividade.id);

    const mine = await inbox(prof);
    expect(mine.status).toBe(200);
    expect(mine.body.data.contagens).toEqual({ recursos: 1, revisoes: 0, atrasadas: 1, total: 2 });
    expect(mine.body.data.itens).toEqual([
      expect.objectContaining({
        tipo: 'recurso',
        redacao_id: id,
        recurso_id: appeal.body.data.id,
        estudante: { id: aluno.id, nome: 'Ana Pendente' },
        atividade: expect.objectContaining({ id: atividade.id, titulo: 'As fake news', sala_nome: 'Terceirão' }),
        detalhe: 'Contesta a nota da C2.',
      }),
      expect.objectContaining({
        tipo: 'atrasada',
        redacao_id: late,
        estudante: { id: atrasado.id, nome: 'Bruno Atrasado' },
      }),
    ]);
    // One activity, one room: the same; the admin and the school's coordinator see them too.
    expect((await inbox(prof, `?atividade_id=${atividade.id}`)).body.data.contagens.total).toBe(2);
    expect((await inbox(prof, `?sala_id=${sala.id}`)).body.data.contagens.total).toBe(2);
    expect((await inbox(admin, `?atividade_id=${atividade.id}`)).body.data.contagens.total).toBe(2);
    const ofSchool = await inbox(coord);
    expect(ofSchool.status).toBe(200);
    expect(ofSchool.body.data.contagens).toMatchObject({ recursos: 1, atrasadas: 1 });
    expect((await inbox(coord, `?atividade_id=${atividade.id}`)).body.data.contagens.total).toBe(2);

    // Forbidden: students (403), a teacher of another room (403 on this room's activity, nothing of it in their own),
    // another school's coordinator.
    expect((await inbox(aluno)).status).toBe(403);
    expect((await inbox(aluno, `?atividade_id=${atividade.id}`)).status).toBe(403);
    expect((await inbox(outroProf, `?atividade_id=${atividade.id}`)).status).toBe(403);
    expect((await inbox(outroProf, `?sala_id=${sala.id}`)).status).toBe(403);
    expect((await inbox(outroProf)).body.data.contagens.total).toBe(0);
    expect((await inbox(coordB)).body.data.contagens.total).toBe(0);
    expect((await inbox(coordB, `?atividade_id=${atividade.id}`)).status).toBe(403);
    expect((await inbox(prof, '?atividade_id=abc')).status).toBe(400);

    // Deciding the appeal and reviewing the late essay empty the inbox.
    expect(
      (
        await api(stack.essay.url, 'PUT', `/redacoes/${id}/recursos/${appeal.body.data.id}`, {
          token: prof.token,
          body: { decisao: 'rejeitado', comentario: 'A nota se mantém.' },
        })
      ).status,
    ).toBe(200);
    expect(
      (
        await room(prof, 'PUT', `/atividades/${atividade.id}/submissoes/${late}/revisao`, {
          nota_professor: 600,
          comentario_professor: 'Entregue com atraso, mas bem argumentada.',
        })
      ).status,
    ).toBe(200);
    expect((await inbox(prof)).body.data.contagens.total).toBe(0);

    // Both students are told, in the app (the auth service's notifications; e-mailed where SMTP is configured).
    const notes = async (who: Actor) =>
      (await api(stack.auth.url, 'GET', '/notificacoes', { token: who.token })).body.data;
    const anaNotes = await notes(aluno);
    expect(anaNotes.nao_lidas).toBe(1);
    expect(anaNotes.notificacoes[0]).toMatchObject({
      tipo: 'recurso_decidido',
      titulo: 'Recurso decidido: nota mantida',
      link: `/essays/${id}/feedback`,
      lida_em: null,
    });
    expect(anaNotes.notificacoes[0].texto).toContain('Competência 2');
    const brunoNotes = await notes(atrasado);
    expect(brunoNotes.notificacoes[0]).toMatchObject({ tipo: 'nota_alterada', link: `/essays/${late}/feedback` });
    expect(brunoNotes.notificacoes[0].texto).toMatch(/para 600\.$/);
    // Read: one's own only.
    const noteId = anaNotes.notificacoes[0].id as number;
    expect(
      (await api(stack.auth.url, 'POST', `/notificacoes/${noteId}/lida`, { token: atrasado.token })).body.data.marcadas,
    ).toBe(0);
    expect(
      (await api(stack.auth.url, 'POST', `/notificacoes/${noteId}/lida`, { token: aluno.token })).body.data.marcadas,
    ).toBe(1);
    expect((await notes(aluno)).nao_lidas).toBe(0);
    expect((await api(stack.auth.url, 'GET', '/notificacoes')).status).toBe(401);

    // The grade sheet's numbers are the official grades the submissions list shows (the 600 the teacher gave).
    const subs = (await api(stack.essay.url, 'GET', `/atividades/${atividade.id}/submissoes`, { token: prof.token }))
      .body.data.submissoes as { id: number; estudante_email: string; nota: number; origem_nota: string }[];
    expect(subs.find((s) => s.id === late)).toMatchObject({ nota: 600, origem_nota: 'professor' });
    const sheet = await fetch(`${stack.essay.url}/atividades/${atividade.id}/notas?formato=csv`, {
      headers: { authorization: `Bearer ${prof.token}` },
    });
    expect(sheet.headers.get('content-type')).toContain('text/csv');
    const csv = await sheet.text();
    for (const s of subs) {
      const cells = csv
        .split('\r\n')
        .find((l) => l.includes(s.estudante_email))!
        .split(';');
      expect(Number(cells[8])).toBe(s.nota);
    }
    const xlsx = await fetch(`${stack.essay.url}/atividades/${atividade.id}/notas?formato=xlsx`, {
      headers: { authorization: `Bearer ${prof.token}` },
    });
    const book = new ExcelJS.Workbook();
    await book.xlsx.load(await xlsx.arrayBuffer());
    const totals = book.worksheets[0]!.getColumn(9).values.slice(2);
    expect(totals.sort()).toEqual(subs.map((s) => s.nota).sort());
    expect(
      (await api(stack.essay.url, 'GET', `/atividades/${atividade.id}/notas`, { token: aluno.token })).status,
    ).toBe(403);

    // The activity has submissions: deleting it needs an explicit confirmation.
    const del = await room(prof, 'DELETE', `/atividades/${atividade.id}`);
    expect(del.status).toBe(409);
    expect(del.body.message).toBe(ACTIVITY_MESSAGES.deleteHasSubmissions(2));
    expect((await room(prof, 'DELETE', `/atividades/${atividade.id}?confirmar=1`)).status).toBe(200);
  });
});
