import { ACTIVITY_MESSAGES, CLASSROOM_MESSAGES } from '@argumenta/contracts';
import { api, SERVICE_TOKEN, testPool } from '@argumenta/testkit';
import { actors, inDays, useStack } from './helpers.js';

const stack = useStack();
const call: typeof stack.call = (...args) => stack.call(...args);
const make: ReturnType<typeof actors> = (...args) => stack.make(...args);
const internal = (path: string) => api(stack.svc.url, 'GET', path, { headers: { 'x-service-token': SERVICE_TOKEN } });

/** A teacher, a room with one member student, and an outsider student. */
async function setup() {
  const prof = await make('professor', 'Cecília Meireles');
  const sala = (await call(prof, 'POST', '/salas', { nome: 'Turma Redação' })).body.data;
  const aluno = await make('estudante', 'Davi Lopes');
  const fora = await make('estudante');
  await call(aluno, 'POST', '/salas/ingressar', { codigo_acesso: sala.codigo_acesso });
  return { prof, sala, aluno, fora };
}
const valid = (salaId: number, extra: Record<string, unknown> = {}) => ({
  sala_id: salaId,
  titulo: 'Redação 1',
  tema: 'Desafios da mobilidade urbana',
  data_limite: inDays(7),
  ...extra,
});

describe('activities', () => {
  it('an exam activity (issue 50): its length and auto-submit are kept, shown to the member student, changed and removed; a length out of 10–330 minutes is refused in Portuguese', async () => {
    const { prof, sala, aluno } = await setup();
    const res = await call(
      prof,
      'POST',
      '/atividades/criar',
      valid(sala.id, { prova_minutos: 60, prova_envio_automatico: true }),
    );
    expect(res.status).toBe(201);
    expect(res.body.data).toMatchObject({ prova_minutos: 60, prova_envio_automatico: true });
    const id = res.body.data.id as number;
    // The member student reads it in the room's list (their detail needs the essay service, stopped here).
    const list = await call(aluno, 'GET', `/atividades/sala/${sala.id}`);
    expect(list.body.data[0]).toMatchObject({ id, prova_minutos: 60, prova_envio_automatico: true });
    for (const bad of [5, 331, 'uma hora', 12.5]) {
      const refused = await call(prof, 'PUT', `/atividades/${id}`, { prova_minutos: bad });
      expect([bad, refused.status, refused.body.message]).toEqual([bad, 400, 'A prova deve durar de 10 a 330 minutos']);
    }
    expect((await call(prof, 'PUT', `/atividades/${id}`, { prova_minutos: 90 })).body.data).toMatchObject({
      prova_minutos: 90,
      prova_envio_automatico: true,
    });
    const plain = await call(prof, 'PUT', `/atividades/${id}`, { prova_minutos: null, prova_envio_automatico: false });
    expect(plain.body.data).toMatchObject({ prova_minutos: null, prova_envio_automatico: false });
    // Not an exam unless the teacher says so.
    const other = await call(prof, 'POST', '/atividades/criar', valid(sala.id));
    expect(other.body.data).toMatchObject({ prova_minutos: null, prova_envio_automatico: false });
  });

  it("creates an activity with the defaults (the spec's, but out of 1000 points: an ENEM essay's scale)", async () => {
    const { prof, sala } = await setup();
    const res = await call(
      prof,
      'POST',
      '/atividades/criar',
      valid(sala.id, { descricao: 'Leia a coletânea', instrucoes_especiais: 'Mínimo 25 linhas' }),
    );
    expect(res.status).toBe(201);
    expect(res.body.message).toBe(ACTIVITY_MESSAGES.created);
    expect(res.body.data).toMatchObject({
      sala_id: sala.id,
      sala_nome: 'Turma Redação',
      titulo: 'Redação 1',
      tipo: 'redacao',
      tipo_correcao: 'automatica',
      pontuacao_maxima: 1000,
      aceita_entregas_atrasadas: false,
      proposta_tematica_id: null,
      status: 'ativa',
      total_submissoes: 0,
      instrucoes_especiais: 'Mínimo 25 linhas',
    });
    expect(res.body.data.prazo_entrega).toBe(res.body.data.data_limite);
    expect((await call(prof, 'GET', `/salas/${sala.id}`)).body.data.total_atividades).toBe(1);
  });

  it.each([
    [{ titulo: '' }, 'titulo', ACTIVITY_MESSAGES.titleRequired],
    [{ titulo: undefined }, 'titulo', ACTIVITY_MESSAGES.titleRequired],
    [{ tema: '  ' }, 'tema', ACTIVITY_MESSAGES.themeRequired],
    [{ data_limite: '' }, 'data_limite', ACTIVITY_MESSAGES.deadlineRequired],
    [{ data_limite: 'amanhã' }, 'data_limite', ACTIVITY_MESSAGES.deadlineInvalid],
    [{ data_limite: inDays(-1) }, 'data_limite', ACTIVITY_MESSAGES.deadlineFuture],
    [{ pontuacao_maxima: 0 }, 'pontuacao_maxima', ACTIVITY_MESSAGES.scoreRange],
    [{ pontuacao_maxima: 1001 }, 'pontuacao_maxima', ACTIVITY_MESSAGES.scoreRange],
    [{ tipo: 'quiz' }, 'tipo', ACTIVITY_MESSAGES.typeInvalid],
    [{ tipo_correcao: 'ia' }, 'tipo_correcao', ACTIVITY_MESSAGES.correctionTypeInvalid],
    [{ sala_id: undefined }, 'sala_id', ACTIVITY_MESSAGES.roomRequired],
  ])('rejects %p with 400 and the field message', async (override, field, message) => {
    const { prof, sala } = await setup();
    const res = await call(prof, 'POST', '/atividades/criar', { ...valid(sala.id), ...override });
    expect(res.status).toBe(400);
    expect(res.body.message).toBe(message);
    expect(res.body.error.fields?.[field] ?? res.body.message).toBe(message);
  });

  it('accepts the spec types, scores at the bounds and a proposal id', async () => {
    const { prof, sala } = await setup();
    const res = await call(
      prof,
      'POST',
      '/atividades/criar',
      valid(sala.id, {
        tipo: 'prova',
        tipo_correcao: 'manual',
        pontuacao_maxima: 1000,
        proposta_tematica_id: 42,
        aceita_entregas_atrasadas: true,
      }),
    );
    expect(res.status).toBe(201);
    expect(res.body.data).toMatchObject({
      tipo: 'prova',
      tipo_correcao: 'manual',
      pontuacao_maxima: 1000,
      proposta_tematica_id: 42,
      aceita_entregas_atrasadas: true,
    });
  });

  it('only the room teacher or an admin creates, edits and deletes activities', async () => {
    const { prof, sala, aluno } = await setup();
    const outro = await make('professor');
    expect((await call(aluno, 'POST', '/atividades/criar', valid(sala.id))).status).toBe(403);
    expect((await call(outro, 'POST', '/atividades/criar', valid(sala.id))).status).toBe(403);
    expect((await call(prof, 'POST', '/atividades/criar', valid(99999999))).status).toBe(404);
    const admin = await make('admin');
    const created = await call(admin, 'POST', '/atividades/criar', valid(sala.id));
    expect(created.status).toBe(201);
    const id = created.body.data.id;
    expect((await call(aluno, 'PUT', `/atividades/${id}`, { titulo: 'X' })).status).toBe(403);
    expect((await call(outro, 'PUT', `/atividades/${id}`, { titulo: 'X' })).status).toBe(403);
    expect((await call(aluno, 'DELETE', `/atividades/${id}`)).status).toBe(403);
    expect((await call(outro, 'DELETE', `/atividades/${id}`)).status).toBe(403);
    const upd = await call(prof, 'PUT', `/atividades/${id}`, {
      titulo: 'Redação revisada',
      pontuacao_maxima: 200,
      descricao: 'Nova descrição',
    });
    expect(upd.status).toBe(200);
    expect(upd.body.message).toBe(ACTIVITY_MESSAGES.updated);
    expect(upd.body.data).toMatchObject({
      titulo: 'Redação revisada',
      pontuacao_maxima: 200,
      tema: 'Desafios da mobilidade urbana',
      descricao: 'Nova descrição',
    });
    const past = await call(prof, 'PUT', `/atividades/${id}`, { data_limite: inDays(-2) });
    expect(past.status).toBe(400);
    expect(past.body.message).toBe(ACTIVITY_MESSAGES.deadlineFuture);
    expect((await call(prof, 'PUT', `/atividades/${id}`, { titulo: '' })).body.message).toBe(
      ACTIVITY_MESSAGES.titleRequired,
    );
    // No essay service in this stack: whether it has submissions is unknown, so only a confirmed delete goes.
    const unconfirmed = await call(prof, 'DELETE', `/atividades/${id}`);
    expect(unconfirmed.status).toBe(409);
    expect(unconfirmed.body.message).toBe(ACTIVITY_MESSAGES.deleteUnknown);
    const del = await call(prof, 'DELETE', `/atividades/${id}?confirmar=1`);
    expect(del.status).toBe(200);
    expect(del.body.message).toBe(ACTIVITY_MESSAGES.deleted);
    expect((await call(prof, 'GET', `/atividades/${id}`)).status).toBe(404);
  });

  it('members read the activity list and detail; outsiders get 404, other teachers 403', async () => {
    const { prof, sala, aluno, fora } = await setup();
    const outro = await make('professor');
    const id = (await call(prof, 'POST', '/atividades/criar', valid(sala.id))).body.data.id;
    const list = await call(aluno, 'GET', `/atividades/sala/${sala.id}`);
    expect(list.status).toBe(200);
    expect(list.body.data).toHaveLength(1);
    expect(list.body.data[0]).toMatchObject({ id, status: 'ativa', minha_redacao_id: null });
    const detail = await call(aluno, 'GET', `/atividades/${id}`);
    // The student's own fields need the essay service, which is stopped here: no guessing, 503.
    expect([200, 503]).toContain(detail.status);

    const teacherDetail = await call(prof, 'GET', `/atividades/${id}`);
    expect(teacherDetail.status).toBe(200);
    expect(teacherDetail.body.data).toMatchObject({
      sala_nome: 'Turma Redação',
      professor_nome: 'Cecília Meireles',
      total_redacoes: 0,
      redacoes_corrigidas: 0,
      total_estudantes: 1,
    });
    expect(teacherDetail.body.data.minha_redacao_id).toBeUndefined();

    for (const path of [`/atividades/sala/${sala.id}`, `/atividades/${id}`]) {
      const res = await call(fora, 'GET', path);
      expect(res.status).toBe(404);
      expect(res.body.message).toBe(path.includes('/sala/') ? CLASSROOM_MESSAGES.notFound : ACTIVITY_MESSAGES.notFound);
      expect((await call(outro, 'GET', path)).status).toBe(403);
    }
    // The submissions list, zip and diagnosis are the essay service's; it asks here whether the caller manages the
    // activity's room, and gets the public route's answer: the header and the members, or 404/403.
    const gestao = (who: { id: number }, tipo: string, atividade: number | string = id) =>
      internal(`/internal/atividades/${atividade}/gestao?usuario_id=${who.id}&tipo=${tipo}`);
    const managed = await gestao(prof, 'professor');
    expect(managed.status).toBe(200);
    expect(managed.body.data).toEqual({
      atividade: {
        id,
        titulo: 'Redação 1',
        sala_id: sala.id,
        sala_nome: 'Turma Redação',
        data_limite: expect.any(String),
        pontuacao_maxima: 1000,
        status: 'ativa',
      },
      estudante_ids: [aluno.id],
    });
    expect((await gestao(outro, 'admin')).status).toBe(200);
    expect((await gestao(outro, 'professor')).status).toBe(403);
    expect((await gestao(aluno, 'estudante')).status).toBe(403);
    const outsider = await gestao(fora, 'estudante');
    expect([outsider.status, outsider.body.message]).toEqual([404, ACTIVITY_MESSAGES.notFound]);
    expect((await gestao(prof, 'professor', 999_999_999)).status).toBe(404);
    expect((await gestao(prof, 'reitor')).status).toBe(400);
    const room = await internal(`/internal/salas/${sala.id}/gestao?usuario_id=${prof.id}&tipo=professor`);
    expect(room.body.data).toEqual({ sala_id: sala.id, sala_nome: sala.nome, atividade_ids: [id] });
    expect((await internal(`/internal/salas/${sala.id}/gestao?usuario_id=${outro.id}&tipo=professor`)).status).toBe(
      403,
    );
    expect(
      (await api(stack.svc.url, 'GET', `/internal/atividades/${id}/gestao?usuario_id=${prof.id}&tipo=professor`))
        .status,
    ).toBe(403);
    const review = await call(outro, 'PUT', `/atividades/${id}/submissoes/1/revisao`, { nota_professor: 800 });
    expect(review.status).toBe(403);
    expect((await call(aluno, 'PUT', `/atividades/${id}/submissoes/1/revisao`, { nota_professor: 800 })).status).toBe(
      403,
    );
    expect((await call(prof, 'GET', '/atividades/abc')).status).toBe(400);
    expect((await call(prof, 'GET', '/atividades/sala/-3')).status).toBe(400);
    expect((await call(prof, 'PUT', `/atividades/${id}/submissoes/x/revisao`, { nota_professor: 1 })).status).toBe(400);
    expect(
      (await call(prof, 'PUT', `/atividades/${id}/submissoes/1/revisao`, { nota_professor: 1001 })).body.message,
    ).toBe(ACTIVITY_MESSAGES.reviewRange);
  });

  it('an activity is finalizada once its deadline passes; GET /atividades lists the user rooms', async () => {
    const { prof, sala, aluno } = await setup();
    const id = (await call(prof, 'POST', '/atividades/criar', valid(sala.id))).body.data.id;
    await testPool().query(`UPDATE classroom.atividades SET data_limite = now() - interval '1 hour' WHERE id = $1`, [
      id,
    ]);
    expect((await call(prof, 'GET', `/atividades/sala/${sala.id}`)).body.data[0].status).toBe('finalizada');
    // Editing the title of a closed activity keeps its (past) date.
    expect((await call(prof, 'PUT', `/atividades/${id}`, { titulo: 'Encerrada' })).status).toBe(200);
    const all = await call(aluno, 'GET', '/atividades');
    expect(all.body.data.map((a: { id: number }) => a.id)).toEqual([id]);
    expect((await call(await make('estudante'), 'GET', '/atividades')).body.data).toEqual([]);
  });

  it('internal context tells the essay service membership, teacher and the late rule', async () => {
    const { prof, sala, aluno, fora } = await setup();
    const id = (
      await call(prof, 'POST', '/atividades/criar', valid(sala.id, { instrucoes_especiais: 'Use a coletânea' }))
    ).body.data.id;
    const member = await internal(`/internal/atividades/${id}/contexto?usuario_id=${aluno.id}`);
    expect(member.status).toBe(200);
    expect(member.body.data).toMatchObject({
      atividade: {
        id,
        titulo: 'Redação 1',
        tema: 'Desafios da mobilidade urbana',
        instrucoes_especiais: 'Use a coletânea',
        sala_id: sala.id,
        sala_nome: 'Turma Redação',
        aceita_entregas_atrasadas: false,
        tipo_correcao: 'automatica',
        professor_id: prof.id,
        proposta_tematica_id: null,
      },
      membro: true,
      professor: false,
      pode_enviar: true,
      status_entrega: 'no_prazo',
    });
    expect((await internal(`/internal/atividades/${id}/contexto?usuario_id=${fora.id}`)).body.data).toMatchObject({
      membro: false,
      professor: false,
      pode_enviar: false,
      motivo: ACTIVITY_MESSAGES.notMember,
    });
    expect((await internal(`/internal/atividades/${id}/contexto?usuario_id=${prof.id}`)).body.data).toMatchObject({
      membro: false,
      professor: true,
    });

    await testPool().query(`UPDATE classroom.atividades SET data_limite = now() - interval '1 minute' WHERE id = $1`, [
      id,
    ]);
    expect((await internal(`/internal/atividades/${id}/contexto?usuario_id=${aluno.id}`)).body.data).toMatchObject({
      pode_enviar: false,
      motivo: ACTIVITY_MESSAGES.late,
      status_entrega: 'late',
    });
    await call(prof, 'PUT', `/atividades/${id}`, { aceita_entregas_atrasadas: true });
    expect((await internal(`/internal/atividades/${id}/contexto?usuario_id=${aluno.id}`)).body.data).toMatchObject({
      pode_enviar: true,
      motivo: null,
      status_entrega: 'late',
    });

    const missing = await internal('/internal/atividades/99999999/contexto?usuario_id=1');
    expect(missing.status).toBe(404);
    expect(missing.body).toMatchObject({ success: false, error: { code: 'not_found' } });
    const batch = await internal(`/internal/atividades?ids=${id},99999999,abc`);
    expect(batch.body.data.atividades).toEqual([
      { id, titulo: 'Redação 1', sala_id: sala.id, sala_nome: 'Turma Redação' },
    ]);
  });
});
