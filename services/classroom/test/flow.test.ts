import { execFileSync } from 'node:child_process';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { ESSAY_MESSAGES } from '@argumenta/contracts';
import { api, SERVICE_TOKEN, testPool, uniquePrefix, type Running } from '@argumenta/testkit';
import { startCorrectionPipeline } from '@argumenta/testkit/classroom';
import { SAMPLE_ESSAY, startEssayService } from '@argumenta/testkit/essay';
import { inDays, useStack, type Actor } from './helpers.js';

// The whole flow across real services: auth, classroom, essay and the correction worker (local engine) as a child process.
const prefix = uniquePrefix('classroom-flow');
let essay: (Running & { close: () => Promise<void> }) | undefined;
const stack = useStack({ essay: () => essay?.url });
let pipeline: Awaited<ReturnType<typeof startCorrectionPipeline>>;

beforeAll(async () => {
  essay = await startEssayService({ authUrl: stack.auth.url, classroomUrl: stack.svc.url, prefix });
  pipeline = await startCorrectionPipeline({ prefix, authUrl: stack.auth.url, classroomUrl: stack.svc.url });
}, 120_000);
afterAll(async () => {
  await pipeline?.close();
  await essay?.close();
});

const call = (who: Actor | undefined, method: string, p: string, body?: unknown) => stack.call(who, method, p, body);
// An activity's submissions, their zip and the diagnoses are served by the essay service (it asks the classroom who
// manages the room).
const essayGet = (who: Actor | undefined, p: string) => api(essay!.url, 'GET', p, { token: who?.token });

async function submit(aluno: Actor, atividadeId: number, titulo = 'Minha redação') {
  const form = new FormData();
  form.set('titulo', titulo);
  form.set('texto', SAMPLE_ESSAY);
  form.set('tipo_envio', 'texto');
  form.set('atividade_id', String(atividadeId));
  return api(essay!.url, 'POST', '/redacoes/submeter', { token: aluno.token, body: form });
}
const corrected = (jobId: string) => pipeline.completed(jobId);

describe('classroom flow across services', () => {
  it('room → join → activity → submission → AI correction → teacher review → student sees it', async () => {
    const prof = await stack.make('professor', 'Rachel de Queiroz');
    const aluno = await stack.make('estudante', 'Lia Santos');
    const sala = (await call(prof, 'POST', '/salas', { nome: 'Terceirão Redação' })).body.data;
    expect((await call(aluno, 'POST', '/salas/ingressar', { codigo_acesso: sala.codigo_acesso })).status).toBe(201);
    const atividade = (
      await call(prof, 'POST', '/atividades/criar', {
        sala_id: sala.id,
        titulo: 'Violência contra a mulher',
        tema: 'A persistência da violência contra a mulher',
        data_limite: inDays(3),
      })
    ).body.data;

    const before = await call(aluno, 'GET', `/atividades/${atividade.id}`);
    expect(before.body.data).toMatchObject({
      tem_submissao: false,
      minha_redacao_id: null,
      pode_enviar: true,
      status_correcao_professor: false,
    });

    const sent = await submit(aluno, atividade.id);
    expect(sent.status).toBe(202);
    await corrected(sent.body.data.job_id);
    const redacaoId = sent.body.data.redacao_id as number;

    // Teacher: the submission with the student's name and the AI score.
    const subs = await essayGet(prof, `/atividades/${atividade.id}/submissoes`);
    expect(subs.status).toBe(200);
    expect(subs.body.data.submissoes).toHaveLength(1);
    const sub = subs.body.data.submissoes[0];
    expect(sub).toMatchObject({
      id: redacaoId,
      estudante_id: aluno.id,
      estudante_nome: 'Lia Santos',
      estudante_email: aluno.email,
      titulo: 'Minha redação',
      status_entrega: 'no_prazo',
      revisado: false,
      nota_professor: null,
    });
    expect(sub.nota).toBeGreaterThanOrEqual(0);
    expect(sub.correcao_id).toBeGreaterThan(0);
    expect(subs.body.data.estatisticas).toMatchObject({
      total_estudantes: 1,
      total_enviadas: 1,
      total_corrigidas: 1,
      total_revisadas: 0,
      total_atrasadas: 0,
      media_nota: sub.nota,
    });
    expect(subs.body.data.nao_enviaram).toEqual([]);

    const detailProf = await call(prof, 'GET', `/atividades/${atividade.id}`);
    expect(detailProf.body.data).toMatchObject({ total_redacoes: 1, redacoes_corrigidas: 1, total_submissoes: 1 });
    const students = await call(prof, 'GET', `/salas/${sala.id}/estudantes`);
    expect(students.body.data[0]).toMatchObject({
      id: aluno.id,
      total_submissoes: 1,
      media_notas: sub.nota,
      total_atividades_concluidas: 1,
    });
    expect(students.body.data[0].ultima_atividade).toBeTruthy();

    const studentView = await call(aluno, 'GET', `/atividades/${atividade.id}`);
    expect(studentView.body.data).toMatchObject({
      tem_submissao: true,
      minha_redacao_id: redacaoId,
      minha_redacao_titulo: 'Minha redação',
      status_entrega: 'no_prazo',
      correcao_id: sub.correcao_id,
      pontuacao_total: sub.nota,
      status_correcao_professor: false,
      nota_professor: null,
    });
    expect(studentView.body.data.data_envio).toBeTruthy();
    expect(studentView.body.data.data_correcao).toBeTruthy();
    expect((await call(aluno, 'GET', `/atividades/sala/${sala.id}`)).body.data[0]).toMatchObject({
      minha_redacao_id: redacaoId,
      revisado: false,
    });

    // Review: only the room's teacher, only for an essay of this activity.
    const outro = await stack.make('professor');
    expect(
      (await call(outro, 'PUT', `/atividades/${atividade.id}/submissoes/${redacaoId}/revisao`, { nota_professor: 900 }))
        .status,
    ).toBe(403);
    expect(
      (
        await call(prof, 'PUT', `/atividades/${atividade.id}/submissoes/${redacaoId + 999}/revisao`, {
          nota_professor: 900,
        })
      ).status,
    ).toBe(404);
    const review = await call(prof, 'PUT', `/atividades/${atividade.id}/submissoes/${redacaoId}/revisao`, {
      nota_professor: 880,
      comentario_professor: 'Ótima proposta de intervenção.',
    });
    expect(review.status).toBe(200);
    expect(review.body.data).toMatchObject({
      nota_professor: 880,
      comentario_professor: 'Ótima proposta de intervenção.',
    });

    const reviewed = await call(aluno, 'GET', `/atividades/${atividade.id}`);
    expect(reviewed.body.data).toMatchObject({
      status_correcao_professor: true,
      nota_professor: 880,
      comentario_professor: 'Ótima proposta de intervenção.',
    });
    const teacherView = await api(essay!.url, 'GET', `/redacoes/${redacaoId}/submission-feedback`, {
      token: prof.token,
    });
    expect(teacherView.status).toBe(200);
    expect(teacherView.body.data).toMatchObject({
      estudante: { nome: 'Lia Santos' },
      atividade: { titulo: 'Violência contra a mulher' },
      revisao: { nota_professor: 880, revisado: true },
    });
    expect(
      (await api(essay!.url, 'GET', `/redacoes/${redacaoId}/submission-feedback`, { token: outro.token })).status,
    ).toBe(404);
    // The teacher view shares a read-only link too (spec 2.10); another teacher cannot.
    const shared = await api(essay!.url, 'PUT', `/redacoes/${redacaoId}/compartilhar`, {
      token: prof.token,
      body: { permitir_download: true, tempo_expiracao: 24 },
    });
    expect(shared.status).toBe(200);
    expect(shared.body.data.url_compartilhamento).toMatch(/\/compartilhado\/[\w-]+$/);
    expect(
      (await api(essay!.url, 'PUT', `/redacoes/${redacaoId}/compartilhar`, { token: outro.token, body: {} })).status,
    ).toBe(404);

    // "Corrigir" from the submissions page: the room's teacher re-runs the AI correction of the
    // student's text (whatever text the form sends), paid with the teacher's credit; another teacher cannot.
    const credits = async (a: Actor) =>
      (await testPool().query('SELECT creditos_disponiveis FROM auth.usuarios WHERE id = $1', [a.id])).rows[0]
        .creditos_disponiveis as number;
    const teacherBefore = await credits(prof);
    const studentBefore = await credits(aluno);
    const form = new FormData();
    form.set('id', String(redacaoId));
    form.set('texto', 'x'.repeat(600));
    const again = await api(essay!.url, 'POST', '/redacoes/submeter', { token: prof.token, body: form });
    expect(again.status).toBe(202);
    await corrected(again.body.data.job_id);
    expect(await credits(prof)).toBe(teacherBefore - 1);
    expect(await credits(aluno)).toBe(studentBefore);
    const reread = await api(essay!.url, 'GET', `/redacoes/${redacaoId}`, { token: aluno.token });
    expect(reread.body.data.texto_original).toBe(SAMPLE_ESSAY);
    const stolen = new FormData();
    stolen.set('id', String(redacaoId));
    stolen.set('texto', SAMPLE_ESSAY);
    expect((await api(essay!.url, 'POST', '/redacoes/submeter', { token: outro.token, body: stolen })).status).toBe(
      404,
    );

    // Report download: a real zip holding one PDF per submission.
    const zip = await fetch(`${essay!.url}/atividades/${atividade.id}/submissoes/download`, {
      headers: { authorization: `Bearer ${prof.token}` },
    });
    expect(zip.status).toBe(200);
    expect(zip.headers.get('content-type')).toBe('application/zip');
    expect(zip.headers.get('content-disposition')).toContain(
      `filename*=UTF-8''${encodeURIComponent('submissoes_Violência contra a mulher.zip')}`,
    );
    const dir = mkdtempSync(path.join(tmpdir(), 'zip-'));
    const file = path.join(dir, 'out.zip');
    writeFileSync(file, Buffer.from(await zip.arrayBuffer()));
    expect(execFileSync('zipinfo', ['-1', file]).toString().trim()).toBe(`Lia Santos_${redacaoId}.pdf`);
    expect(execFileSync('unzip', ['-p', file]).subarray(0, 5).toString()).toBe('%PDF-');

    // Our addition: the room's average per competency.
    const comp = await essayGet(prof, `/salas/${sala.id}/competencias`);
    expect(comp.body.data.total_corrigidas).toBe(1);
    expect(comp.body.data.media.total).toBe(sub.nota);
    expect((await essayGet(aluno, `/salas/${sala.id}/competencias`)).status).toBe(403);
  }, 120_000);

  it('manual correction: the submission waits for the teacher (no AI, no credit); the teacher grades it or runs Corrigir, paid by the teacher; outsiders are refused', async () => {
    const credits = async (a: Actor) =>
      (await testPool().query('SELECT creditos_disponiveis FROM auth.usuarios WHERE id = $1', [a.id])).rows[0]
        .creditos_disponiveis as number;
    const corrections = async (redacaoId: number) =>
      (await testPool().query('SELECT count(*)::int AS n FROM essay.correcoes WHERE redacao_id = $1', [redacaoId]))
        .rows[0].n as number;
    const prof = await stack.make('professor', 'Cora Coralina');
    const aluno = await stack.make('estudante', 'Bia Lima');
    const outroProf = await stack.make('professor');
    const outroAluno = await stack.make('estudante');
    const sala = (await call(prof, 'POST', '/salas', { nome: 'Sala correção manual' })).body.data;
    await call(aluno, 'POST', '/salas/ingressar', { codigo_acesso: sala.codigo_acesso });
    const outraSala = (await call(outroProf, 'POST', '/salas', { nome: 'Outra sala' })).body.data;
    await call(outroAluno, 'POST', '/salas/ingressar', { codigo_acesso: outraSala.codigo_acesso });
    const atividade = (
      await call(prof, 'POST', '/atividades/criar', {
        sala_id: sala.id,
        titulo: 'Correção do professor',
        tema: 'Tema livre',
        data_limite: inDays(2),
        tipo_correcao: 'manual',
      })
    ).body.data;
    expect(atividade.tipo_correcao).toBe('manual');

    // The student's submission is stored for the teacher: 201, no correction row, no job, no credit.
    const sent = await submit(aluno, atividade.id, 'Para o professor');
    expect(sent.status).toBe(201);
    expect(sent.body.message).toBe(ESSAY_MESSAGES.sentToTeacher);
    expect(sent.body.data).toMatchObject({
      status: 'aguardando_professor',
      correcao_id: null,
      job_id: null,
      manual: true,
      reutilizada: false,
    });
    const redacaoId = sent.body.data.redacao_id as number;
    expect(await credits(aluno)).toBe(50);
    expect(await corrections(redacaoId)).toBe(0);
    const status = await api(essay!.url, 'GET', `/redacoes/${redacaoId}/status`, { token: aluno.token });
    expect(status.body.data).toMatchObject({ status: 'aguardando_professor', correcao_id: null, job_id: null });
    // Editing and sending it again keeps it with the teacher, still free.
    const again = new FormData();
    again.set('id', String(redacaoId));
    again.set('texto', `${SAMPLE_ESSAY}\n\nRevisei o último parágrafo.`);
    const resent = await api(essay!.url, 'POST', '/redacoes/submeter', { token: aluno.token, body: again });
    expect([resent.status, resent.body.data.status, resent.body.data.job_id]).toEqual([
      201,
      'aguardando_professor',
      null,
    ]);
    expect(await credits(aluno)).toBe(50);
    expect(await corrections(redacaoId)).toBe(0);

    // The teacher sees it waiting, with its text; the student sees that it awaits the teacher.
    const subs = await essayGet(prof, `/atividades/${atividade.id}/submissoes`);
    expect(subs.body.data.submissoes).toEqual([
      expect.objectContaining({
        id: redacaoId,
        estudante_nome: 'Bia Lima',
        status: 'aguardando_professor',
        correcao_id: null,
        nota: null,
        revisado: false,
      }),
    ]);
    expect(subs.body.data.estatisticas).toMatchObject({ total_enviadas: 1, total_corrigidas: 0, total_revisadas: 0 });
    const view = await api(essay!.url, 'GET', `/redacoes/${redacaoId}/submission-feedback`, { token: prof.token });
    expect(view.status).toBe(200);
    expect(view.body.data).toMatchObject({
      correcao: null,
      redacao: { id: redacaoId, status: 'aguardando_professor' },
      estudante: { nome: 'Bia Lima' },
    });
    expect(view.body.data.redacao.texto_original).toContain('Revisei o último parágrafo.');
    expect((await call(aluno, 'GET', `/atividades/${atividade.id}`)).body.data).toMatchObject({
      tem_submissao: true,
      minha_redacao_id: redacaoId,
      status_redacao: 'aguardando_professor',
      correcao_id: null,
    });

    // Forbidden: another teacher and a student of another room.
    expect((await essayGet(outroProf, `/atividades/${atividade.id}/submissoes`)).status).toBe(403);
    expect(
      (
        await call(outroProf, 'PUT', `/atividades/${atividade.id}/submissoes/${redacaoId}/revisao`, {
          nota_professor: 100,
        })
      ).status,
    ).toBe(403);
    expect(
      (await api(essay!.url, 'GET', `/redacoes/${redacaoId}/submission-feedback`, { token: outroProf.token })).status,
    ).toBe(404);
    const steal = new FormData();
    steal.set('id', String(redacaoId));
    expect((await api(essay!.url, 'POST', '/redacoes/submeter', { token: outroProf.token, body: steal })).status).toBe(
      404,
    );
    expect((await submit(outroAluno, atividade.id)).status).toBe(404);
    expect((await api(essay!.url, 'GET', `/redacoes/${redacaoId}`, { token: outroAluno.token })).status).toBe(404);
    expect((await call(outroAluno, 'GET', `/atividades/${atividade.id}`)).status).toBe(404);
    expect(await credits(outroProf)).toBe(50);
    expect(await credits(outroAluno)).toBe(50);
    expect(await corrections(redacaoId)).toBe(0);

    // The teacher grades it by hand: corrected by the teacher, the student sees the grade.
    const review = await call(prof, 'PUT', `/atividades/${atividade.id}/submissoes/${redacaoId}/revisao`, {
      nota_professor: 720,
      comentario_professor: 'Boa argumentação.',
    });
    expect(review.status).toBe(200);
    expect(review.body.data).toMatchObject({ nota_professor: 720, status: 'corrigida_professor' });
    expect((await call(aluno, 'GET', `/atividades/${atividade.id}`)).body.data).toMatchObject({
      status_redacao: 'corrigida_professor',
      status_correcao_professor: true,
      nota_professor: 720,
      comentario_professor: 'Boa argumentação.',
    });

    // Corrigir still runs the AI, paid with the teacher's credit; the student's text and the teacher's grade stay.
    const corrigir = new FormData();
    corrigir.set('id', String(redacaoId));
    const ai = await api(essay!.url, 'POST', '/redacoes/submeter', { token: prof.token, body: corrigir });
    expect(ai.status).toBe(202);
    expect(ai.body.data).toMatchObject({ manual: false, status: 'pendente' });
    await corrected(ai.body.data.job_id);
    expect(await credits(prof)).toBe(49);
    expect(await credits(aluno)).toBe(50);
    const after = (await essayGet(prof, `/atividades/${atividade.id}/submissoes`)).body.data.submissoes[0];
    expect(after).toMatchObject({ id: redacaoId, status: 'concluida', nota_professor: 720, revisado: true });
    expect(after.nota).toBeGreaterThanOrEqual(0);
    const feedback = await api(essay!.url, 'GET', `/redacoes/${redacaoId}/feedback`, { token: aluno.token });
    expect(feedback.status).toBe(200);
    expect(feedback.body.data.redacao.texto_original).toContain('Revisei o último parágrafo.');
  }, 120_000);

  it('late submissions are refused unless the activity accepts them; outsiders cannot submit', async () => {
    const prof = await stack.make('professor');
    const aluno = await stack.make('estudante');
    const fora = await stack.make('estudante');
    const sala = (await call(prof, 'POST', '/salas', { nome: 'Sala prazos' })).body.data;
    await call(aluno, 'POST', '/salas/ingressar', { codigo_acesso: sala.codigo_acesso });
    const mk = async (aceita: boolean) => {
      const id = (
        await call(prof, 'POST', '/atividades/criar', {
          sala_id: sala.id,
          titulo: `Prazo ${aceita}`,
          tema: 'Tema',
          data_limite: inDays(1),
          aceita_entregas_atrasadas: aceita,
        })
      ).body.data.id as number;
      await testPool().query(`UPDATE classroom.atividades SET data_limite = now() - interval '1 hour' WHERE id = $1`, [
        id,
      ]);
      return id;
    };
    const closed = await mk(false);
    const lateOk = await mk(true);

    const refused = await submit(aluno, closed);
    expect(refused.status).toBe(422);
    expect(refused.body.message).toMatch(/prazo/i);
    const outsider = await submit(fora, lateOk);
    expect(outsider.status).toBe(404);

    const late = await submit(aluno, lateOk);
    expect(late.status).toBe(202);
    await corrected(late.body.data.job_id);
    const subs = await essayGet(prof, `/atividades/${lateOk}/submissoes`);
    expect(subs.body.data.submissoes[0]).toMatchObject({ status_entrega: 'late' });
    expect(subs.body.data.estatisticas.total_atrasadas).toBe(1);
    expect((await call(aluno, 'GET', `/atividades/${lateOk}`)).body.data).toMatchObject({
      status_entrega: 'late',
      status: 'finalizada',
      pode_enviar: true,
    });
    expect((await essayGet(prof, `/atividades/${closed}/submissoes/download`)).status).toBe(404);
  }, 120_000);

  it('dashboard pieces: the student gets every activity of their rooms (open or not, marked by the gateway), the teacher totals', async () => {
    const prof = await stack.make('professor', 'Graciliano Ramos');
    const aluno = await stack.make('estudante');
    const sala = (await call(prof, 'POST', '/salas', { nome: 'Sala painel', descricao: 'Turma B' })).body.data;
    await call(aluno, 'POST', '/salas/ingressar', { codigo_acesso: sala.codigo_acesso });
    const a1 = (
      await call(prof, 'POST', '/atividades/criar', {
        sala_id: sala.id,
        titulo: 'A1',
        tema: 'T',
        data_limite: inDays(2),
      })
    ).body.data.id;
    const a2 = (
      await call(prof, 'POST', '/atividades/criar', {
        sala_id: sala.id,
        titulo: 'A2',
        tema: 'T',
        data_limite: inDays(5),
      })
    ).body.data.id;
    const sent = await submit(aluno, a1);
    await corrected(sent.body.data.job_id);
    // Past its deadline without late deliveries: listed, not open.
    await testPool().query(
      "UPDATE classroom.atividades SET data_limite = now() - interval '1 hour', aceita_entregas_atrasadas = false WHERE id = $1",
      [a1],
    );

    const internal = (p: string) => api(stack.svc.url, 'GET', p, { headers: { 'x-service-token': SERVICE_TOKEN } });
    const est = (await internal(`/internal/painel/estudante/${aluno.id}`)).body.data;
    expect(est.stats).toEqual({ total_salas: 1 });
    expect(est.salas[0]).toMatchObject({ id: sala.id, professor_nome: 'Graciliano Ramos', estudantes_count: 1 });
    expect(
      est.atividades.map((a: { id: number; aberta: boolean; status: string; sala_nome: string }) => [
        a.id,
        a.aberta,
        a.status,
        a.sala_nome,
      ]),
    ).toEqual([
      [a2, true, 'ativa', 'Sala painel'],
      [a1, false, 'finalizada', 'Sala painel'],
    ]);
    expect(est.atividades[0]).not.toHaveProperty('minha_redacao_id');

    const pro = (await internal(`/internal/painel/professor/${prof.id}`)).body.data;
    expect(pro.stats).toEqual({ total_salas: 1, total_atividades: 2, total_estudantes: 1, total_correcoes: 1 });
    expect(pro.salas[0]).toMatchObject({ descricao: 'Turma B', estudantes_count: 1 });
  }, 120_000);
});
