import { jest } from '@jest/globals';
import { fileURLToPath } from 'node:url';
import {
  APPEAL_MESSAGES,
  appealJobId,
  problemsOf,
  REVIEW_MESSAGES,
  reviewHoldReason,
  REWRITE_MESSAGES,
  type Analysis,
} from '@argumenta/contracts';
import { createLocalEngine } from '@argumenta/corretor';
import { loadEssays } from '@argumenta/corretor/lab';
import { createInternalClient } from '@argumenta/platform';
import { classroomPort } from '@argumenta/essay-domain';
import { api, logger, SERVICE_TOKEN, testPool } from '@argumenta/testkit';
import { inDays, type Actor } from '@argumenta/testkit/actors';
import { roomWithActivity } from '@argumenta/testkit/classroom';
import { useTeachingStack } from '@argumenta/testkit/teaching';
import { SAMPLE_ESSAY } from '@argumenta/testkit/essay';
import { correctionInputFor } from '../src/index.js';

// The teacher in the loop (review gate, appeals, rewrites) across the real auth, classroom and essay services and a real correction worker (local engine).
jest.setTimeout(180_000);

const stack = useTeachingStack('recursos');

const call = (who: Actor, method: string, path: string, body?: unknown) =>
  api(stack.essay.url, method, path, { token: who.token, body });
const MOTIVO = 'Minha proposta de intervenção tem agente, ação, meio, finalidade e detalhamento no último parágrafo.';

async function submit(aluno: Actor, fields: Record<string, string> = {}, texto = SAMPLE_ESSAY) {
  const form = new FormData();
  form.set('titulo', 'Violência contra a mulher');
  form.set('texto', texto);
  form.set('tipo_envio', 'texto');
  for (const [k, v] of Object.entries(fields)) form.set(k, v);
  return api(stack.essay.url, 'POST', '/redacoes/submeter', { token: aluno.token, body: form });
}
async function corrected(aluno: Actor, fields: Record<string, string> = {}, texto?: string) {
  const sent = await submit(aluno, fields, texto);
  expect(sent.status).toBe(202);
  await stack.pipeline.completed(sent.body.data.job_id);
  return sent.body.data.redacao_id as number;
}
async function grades(who: Actor, id: number) {
  const fb = await call(who, 'GET', `/redacoes/${id}/feedback`);
  expect(fb.status).toBe(200);
  const analise = fb.body.data.correcao.analise_detalhada as { competencias: { nota_competencia: number }[] };
  return {
    total: fb.body.data.correcao.nota_geral_enem as number,
    notas: analise.competencias.map((c) => c.nota_competencia),
  };
}

describe('appeals (recursos)', () => {
  it('activity essay: once per competency, owner only, decided by the room teacher only, total recomputed', async () => {
    const [prof, aluno, colega, outroProf, admin] = await Promise.all([
      stack.make('professor'),
      stack.make('estudante'),
      stack.make('estudante'),
      stack.make('professor'),
      stack.make('admin'),
    ]);
    const { atividade } = await roomWithActivity(
      stack.classroom.url,
      prof,
      [aluno, colega],
      { titulo: 'Violência', tema: 'A violência contra a mulher' },
      { nome: 'Terceirão' },
    );
    const id = await corrected(aluno, { atividade_id: String(atividade.id) });
    const before = await grades(aluno, id);

    // Bad input: clear Portuguese messages, nothing stored.
    expect(
      (await call(aluno, 'POST', `/redacoes/${id}/recursos`, { competencia: 3, motivo: 'curto demais' })).body.error
        .message,
    ).toBe(APPEAL_MESSAGES.reasonShort);
    expect(
      (await call(aluno, 'POST', `/redacoes/${id}/recursos`, { competencia: 3, motivo: 'x'.repeat(1001) })).status,
    ).toBe(400);
    expect(
      (await call(aluno, 'POST', `/redacoes/${id}/recursos`, { competencia: 7, motivo: MOTIVO })).body.error.message,
    ).toBe(APPEAL_MESSAGES.competency);
    // Only the owner appeals: the teacher can read the essay (403), a classmate cannot (404).
    expect((await call(prof, 'POST', `/redacoes/${id}/recursos`, { competencia: 3, motivo: MOTIVO })).status).toBe(403);
    expect((await call(colega, 'POST', `/redacoes/${id}/recursos`, { competencia: 3, motivo: MOTIVO })).status).toBe(
      404,
    );
    expect((await call(aluno, 'GET', `/redacoes/${id}/recursos`)).body.data.recursos).toEqual([]);

    const created = await call(aluno, 'POST', `/redacoes/${id}/recursos`, { competencia: 3, motivo: MOTIVO });
    expect(created.status).toBe(201);
    expect(created.body.data).toMatchObject({
      competencia: 3,
      status: 'pendente',
      decide: 'professor',
      nota_original: before.notas[2],
      nota_nova: null,
    });
    const again = await call(aluno, 'POST', `/redacoes/${id}/recursos`, { competencia: 3, motivo: MOTIVO });
    expect(again.status).toBe(409);
    expect(again.body.error.message).toBe(APPEAL_MESSAGES.already);

    // Both sides read the history; outsiders do not.
    expect((await call(prof, 'GET', `/redacoes/${id}/recursos`)).body.data.recursos).toHaveLength(1);
    expect((await call(outroProf, 'GET', `/redacoes/${id}/recursos`)).status).toBe(404);
    expect((await call(colega, 'GET', `/redacoes/${id}/recursos`)).status).toBe(404);

    const recursoId = created.body.data.id as number;
    const path = `/redacoes/${id}/recursos/${recursoId}`;
    const novo = before.notas[2]! >= 160 ? before.notas[2]! - 40 : before.notas[2]! + 40;
    const accept = {
      decisao: 'aceito',
      nota_nova: novo,
      comentario: 'Você tem razão: a organização dos argumentos é melhor do que a nota indicava.',
    };
    // Only the room's teacher decides.
    expect((await call(aluno, 'PUT', path, accept)).status).toBe(403);
    expect((await call(admin, 'PUT', path, accept)).status).toBe(403);
    expect((await call(outroProf, 'PUT', path, accept)).status).toBe(404);
    expect((await call(prof, 'PUT', path, { ...accept, nota_nova: 50 })).body.error.message).toBe(
      APPEAL_MESSAGES.grade,
    );
    expect((await call(prof, 'PUT', path, { ...accept, nota_nova: before.notas[2] })).body.error.message).toBe(
      APPEAL_MESSAGES.sameGrade,
    );
    expect((await call(prof, 'PUT', path, { decisao: 'rejeitado' })).status).toBe(400);
    // Still pending after every refused attempt.
    expect((await call(aluno, 'GET', `/redacoes/${id}/recursos`)).body.data.recursos[0].status).toBe('pendente');

    const decided = await call(prof, 'PUT', path, accept);
    expect(decided.status).toBe(200);
    expect(decided.body.data).toMatchObject({
      status: 'aceito',
      nota_nova: novo,
      decidido_por: 'professor',
      comentario: accept.comentario,
    });
    expect((await call(prof, 'PUT', path, { decisao: 'rejeitado', comentario: 'Mudei de ideia.' })).status).toBe(409);

    const after = await grades(aluno, id);
    expect(after.notas[2]).toBe(novo);
    expect(after.total).toBe(before.total - before.notas[2]! + novo);
    expect(after.total).toBe(after.notas.reduce((s, n) => s + n, 0));
    // The teacher's submission list shows the recomputed total too (the correction row itself changed).
    const subs = await api(stack.essay.url, 'GET', `/atividades/${atividade.id}/submissoes`, { token: prof.token });
    expect(subs.body.data.submissoes[0].nota).toBe(after.total);
  });

  it('free essay: the AI re-grades the contested competency with the reason as context', async () => {
    const aluno = await stack.make('estudante');
    const id = await corrected(aluno);
    const before = await grades(aluno, id);
    const created = await call(aluno, 'POST', `/redacoes/${id}/recursos`, { competencia: 5, motivo: MOTIVO });
    expect(created.status).toBe(201);
    expect(created.body.data).toMatchObject({ decide: 'ia', status: 'pendente' });
    expect(created.body.message).toBe(APPEAL_MESSAGES.createdAi);
    await stack.pipeline.completed(appealJobId(created.body.data.id));

    const [recurso] = (await call(aluno, 'GET', `/redacoes/${id}/recursos`)).body.data.recursos;
    expect(recurso.decidido_por).toBe('ia');
    expect(recurso.decidido_em).toBeTruthy();
    // The embedded engine grades the same text the same way: the grade holds and the appeal says so.
    expect(recurso).toMatchObject({ status: 'rejeitado', nota_original: before.notas[4], nota_nova: before.notas[4] });
    expect(recurso.comentario).toContain('manteve a nota');
    expect(await grades(aluno, id)).toEqual(before);
    // A teacher cannot decide an AI appeal, and there is no teacher to ask for a free essay.
    expect(
      (
        await call(aluno, 'PUT', `/redacoes/${id}/recursos/${recurso.id}`, {
          decisao: 'rejeitado',
          comentario: 'tentativa',
        })
      ).status,
    ).toBe(403);
    expect((await call(aluno, 'POST', `/redacoes/${id}/recursos`, { competencia: 5, motivo: MOTIVO })).status).toBe(
      409,
    );
  });

  it('an essay without a finished correction cannot be contested', async () => {
    const aluno = await stack.make('estudante');
    const sent = await submit(aluno);
    const res = await call(aluno, 'POST', `/redacoes/${sent.body.data.redacao_id}/recursos`, {
      competencia: 1,
      motivo: MOTIVO,
    });
    // Either still pending (422) or, on a fast worker, already corrected (201): never a 500, never two.
    expect([201, 422]).toContain(res.status);
    if (res.status === 422) expect(res.body.error.message).toBe(APPEAL_MESSAGES.notCorrected);
    await stack.pipeline.completed(sent.body.data.job_id);
  });
});

describe('rewrites (versões)', () => {
  it('a new version is graded blind and compared with the one it rewrites', async () => {
    const [aluno, outro] = await Promise.all([stack.make('estudante'), stack.make('estudante')]);
    const v1 = await corrected(aluno);
    const marker = 'Esta frase existe apenas na primeira versão do texto.';
    const pool = testPool();
    await pool.query('UPDATE essay.redacoes SET texto_original = texto_original || $2 WHERE id = $1', [
      v1,
      ` ${marker}`,
    ]);
    const rewritten = SAMPLE_ESSAY.replace('violência', 'violência persistente');

    // Refusals: someone else's essay, a bad id, an essay still being corrected.
    expect((await submit(outro, { versao_anterior_id: String(v1) })).body.error.message).toBe(
      REWRITE_MESSAGES.notFound,
    );
    expect((await submit(aluno, { versao_anterior_id: 'abc' })).body.error.message).toBe(REWRITE_MESSAGES.invalid);
    const pending = await submit(aluno);
    const early = await submit(aluno, { versao_anterior_id: String(pending.body.data.redacao_id) });
    expect([202, 422]).toContain(early.status);
    await stack.pipeline.completed(pending.body.data.job_id);
    if (early.status === 202) await stack.pipeline.completed(early.body.data.job_id);

    const sent = await submit(aluno, { versao_anterior_id: String(v1) }, rewritten);
    expect(sent.status).toBe(202);
    // Blind: what the engine receives for the new version carries nothing of the earlier one.
    const input = await correctionInputFor(sent.body.data.correcao_id, {
      pool,
      engine: { name: 'x', correct: async () => ({}) as never },
      credits: { confirm: async () => 0, refund: async () => 0 },
      classroom: classroomPort(createInternalClient(stack.classroom.url, SERVICE_TOKEN)),
      logger,
    });
    expect(JSON.stringify(input)).not.toContain(marker);
    expect(input?.texto).toBe(rewritten.trim());
    await stack.pipeline.completed(sent.body.data.job_id);
    const v2 = sent.body.data.redacao_id as number;

    const cmp = await call(aluno, 'GET', `/redacoes/${v2}/comparacao`);
    expect(cmp.status).toBe(200);
    const data = cmp.body.data;
    expect(data.anterior.id).toBe(v1);
    expect(data.atual).toMatchObject({ id: v2, texto: rewritten.trim() });
    expect(data.versoes.map((v: { id: number; versao: number }) => [v.id, v.versao])).toEqual([
      [v1, 1],
      [v2, 2],
    ]);
    expect(data.competencias).toHaveLength(5);
    for (const c of data.competencias) {
      expect(c.delta).toBe(c.depois - c.antes);
      expect(c.justificativa_depois).toEqual(expect.any(String));
      // What changed in the evidence, and the grade's move read against it.
      expect(c.mudanca).toMatch(c.competencia === 5 ? /^Elementos da proposta: \d → \d/ : /: \d+ → \d+/);
      expect(c.mudanca).toContain(c.delta > 0 ? 'subiu' : c.delta < 0 ? 'caiu' : c.depois === 200 ? 'máximo' : 'ficou');
    }
    expect(data.atual.nota_geral_enem).toBe(
      data.competencias.reduce((s: number, c: { depois: number }) => s + c.depois, 0),
    );
    // Only readers of the essay see the comparison; the first version has nothing to compare with.
    expect((await call(outro, 'GET', `/redacoes/${v2}/comparacao`)).status).toBe(404);
    expect((await call(aluno, 'GET', `/redacoes/${v1}/comparacao`)).body.error.message).toBe(
      REWRITE_MESSAGES.noPrevious,
    );
    // The history marks the version.
    const list = await call(aluno, 'GET', '/redacoes?limit=50');
    expect(list.body.data.redacoes.find((r: { id: number }) => r.id === v2).versao_anterior_id).toBe(v1);
  });
});

describe('teacher as third rater (revisão do professor quando necessário)', () => {
  it('an uncertain AI grade waits for the room teacher; a certain one is released; only that teacher releases it', async () => {
    // Two real essays: one the embedded engine is unsure of, one it is sure of (asked of the same engine the worker runs).
    const engine = await createLocalEngine();
    const corpus = loadEssays(
      fileURLToPath(new URL('../../../packages/corretor/data/essay-br/development.csv', import.meta.url)),
    );
    const texts = corpus.map((e) => e.paragraphs.join('\n\n')).filter((t) => t.length >= 600 && t.length <= 3900);
    // Exactly what the worker will pass: the text, the title submit() sends and the activity's theme.
    const verdict = async (t: string, tema: string) =>
      reviewHoldReason(
        await engine.correct(
          {
            texto: t.trim(),
            titulo: 'Violência contra a mulher',
            instrucoes_especiais: null,
            proposta: { titulo: tema, texto_apoio: null },
          },
          () => undefined,
        ),
      );
    // The engine is unsure of most essays (wide ranges); a sure one is rarer: search in order, stop at the first.
    const find = async (tema: string, wantHeld: boolean) => {
      for (const t of texts) {
        const reason = await verdict(t, tema);
        if (Boolean(reason) === wantHeld) return { t, reason };
      }
      return undefined;
    };
    const unsure = (await find('Tema incerto', true))!;
    const sure = (await find('Tema certo', false))!;
    expect(unsure && sure).toBeTruthy();

    const [prof, aluno, outroProf, admin] = await Promise.all([
      stack.make('professor'),
      stack.make('estudante'),
      stack.make('professor'),
      stack.make('admin'),
    ]);
    const sala = (
      await api(stack.classroom.url, 'POST', '/salas', { token: prof.token, body: { nome: 'Revisão 3º B' } })
    ).body.data;
    await api(stack.classroom.url, 'POST', '/salas/ingressar', {
      token: aluno.token,
      body: { codigo_acesso: sala.codigo_acesso },
    });
    const criar = (tema: string) =>
      api(stack.classroom.url, 'POST', '/atividades/criar', {
        token: prof.token,
        body: { sala_id: sala.id, titulo: tema, tema, data_limite: inDays(3), tipo_correcao: 'revisao' },
      });
    const [a1, a2] = [(await criar('Tema incerto')).body.data, (await criar('Tema certo')).body.data];
    expect(a1.tipo_correcao).toBe('revisao');
    const held = await corrected(aluno, { atividade_id: String(a1.id) }, unsure.t);
    const released = await corrected(aluno, { atividade_id: String(a2.id) }, sure.t);

    // Held: the student sees "em revisão", no grade anywhere.
    const fb = await call(aluno, 'GET', `/redacoes/${held}/feedback`);
    expect(fb.status).toBe(409);
    expect(fb.body.error.message).toBe(REVIEW_MESSAGES.held);
    expect((await call(aluno, 'GET', `/redacoes/${held}/status`)).body.data).toMatchObject({
      status: 'em_revisao',
      nota_geral_enem: null,
    });
    expect((await call(aluno, 'GET', `/redacoes/${held}/pdf`)).status).toBe(409);
    const listed = (await call(aluno, 'GET', '/redacoes?limit=50')).body.data.redacoes.find(
      (r: { id: number }) => r.id === held,
    );
    expect(listed).toMatchObject({ status: 'em_revisao', nota_geral_enem: null, c1_nota: null });
    const activityView = await api(stack.classroom.url, 'GET', `/atividades/${a1.id}`, { token: aluno.token });
    expect(activityView.body.data.pontuacao_total ?? null).toBeNull();

    // Certain: released at once, decided by the AI.
    const ok = await call(aluno, 'GET', `/redacoes/${released}/feedback`);
    expect(ok.status).toBe(200);
    expect(ok.body.data.redacao).toMatchObject({ status: 'concluida', nota_decidida_por: 'ia' });

    // The queue: the room's teacher sees it with the reason, oldest first; another teacher does not; students cannot.
    const queue = await call(prof, 'GET', '/redacoes/revisoes');
    expect(queue.status).toBe(200);
    expect(queue.body.data.redacoes.map((r: { redacao_id: number }) => r.redacao_id)).toEqual([held]);
    expect(queue.body.data.redacoes[0]).toMatchObject({
      motivo: unsure.reason,
      estudante: { id: aluno.id },
      atividade: { id: a1.id },
    });
    expect((await call(outroProf, 'GET', '/redacoes/revisoes')).body.data.redacoes).toEqual([]);
    expect((await call(aluno, 'GET', '/redacoes/revisoes')).status).toBe(403);
    expect(
      (await call(admin, 'GET', '/redacoes/revisoes')).body.data.redacoes.map(
        (r: { redacao_id: number }) => r.redacao_id,
      ),
    ).toContain(held);

    // Release: another teacher never finds it, the student is refused, bad grades are refused; the room's teacher decides.
    const notas = [160, 120, 120, 160, 80];
    expect((await call(outroProf, 'POST', `/redacoes/${held}/liberacao`, { notas })).status).toBe(404);
    expect((await call(aluno, 'POST', `/redacoes/${held}/liberacao`, { notas })).status).toBe(403);
    expect(
      (await call(prof, 'POST', `/redacoes/${held}/liberacao`, { notas: [150, 120, 120, 160, 80] })).body.error.message,
    ).toBe(REVIEW_MESSAGES.grades);
    expect((await call(prof, 'POST', `/redacoes/${held}/liberacao`, { notas: [160] })).status).toBe(400);
    const rel = await call(prof, 'POST', `/redacoes/${held}/liberacao`, {
      notas,
      comentario: 'Revisei: a proposta de intervenção está incompleta.',
    });
    expect(rel.status).toBe(200);
    expect(rel.body.data).toMatchObject({ nota_geral_enem: 640, nota_decidida_por: 'professor' });
    expect((await call(prof, 'POST', `/redacoes/${held}/liberacao`, { notas })).body.error.message).toBe(
      REVIEW_MESSAGES.notHeld,
    );

    const after = await call(aluno, 'GET', `/redacoes/${held}/feedback`);
    expect(after.status).toBe(200);
    expect(after.body.data.redacao).toMatchObject({ status: 'concluida', nota_decidida_por: 'professor' });
    expect((await grades(aluno, held)).notas).toEqual(notas);
    expect((await call(prof, 'GET', '/redacoes/revisoes')).body.data.redacoes).toEqual([]);
  });

  it('the hold rule: a wide plausible range, or two gradings more than 80 apart in a competency or 100 in the total', () => {
    const comp = (n: number, faixa?: [number, number]) =>
      ({
        numero_competencia: n,
        nota_competencia: 120,
        confianca: faixa ? { probabilidade: 0.5, faixa } : undefined,
      }) as never;
    const five = (faixa?: [number, number]) => [1, 2, 3, 4, 5].map((n) => comp(n, faixa));
    expect(reviewHoldReason({ competencias: five([80, 160]) })).toBeNull();
    expect(reviewHoldReason({ competencias: five() })).toBeNull();
    expect(reviewHoldReason({ competencias: [comp(1, [40, 160]), ...five([120, 160]).slice(1)] })).toContain(
      'C1 (40–160)',
    );
    const dupla = (a: number[], b: number[]) =>
      reviewHoldReason({ competencias: five(), dupla_correcao: { regra: 'media', notas: [a, b] } });
    expect(dupla([120, 120, 120, 120, 120], [160, 160, 80, 120, 120])).toBeNull();
    expect(dupla([200, 120, 120, 120, 120], [80, 120, 120, 120, 120])).toContain('C1');
    expect(dupla([160, 160, 160, 120, 120], [120, 120, 120, 80, 80])).toContain('200 pontos no total');
  });
});

describe('class insight (diagnóstico da turma)', () => {
  it('most frequent problems with student counts and examples, grade distribution, students not improving; teacher of the room only', async () => {
    const [prof, ana, bia, outroProf, admin] = await Promise.all([
      stack.make('professor'),
      stack.make('estudante', 'Ana Lima'),
      stack.make('estudante', 'Bia Reis'),
      stack.make('professor'),
      stack.make('admin'),
    ]);
    const sala = (
      await api(stack.classroom.url, 'POST', '/salas', { token: prof.token, body: { nome: 'Diagnóstico 3º D' } })
    ).body.data;
    for (const a of [ana, bia])
      await api(stack.classroom.url, 'POST', '/salas/ingressar', {
        token: a.token,
        body: { codigo_acesso: sala.codigo_acesso },
      });
    const atividades = [];
    for (const tema of ['Tema 1', 'Tema 2', 'Tema 3'])
      atividades.push(
        (
          await api(stack.classroom.url, 'POST', '/atividades/criar', {
            token: prof.token,
            body: { sala_id: sala.id, titulo: tema, tema: 'A violência contra a mulher', data_limite: inDays(3) },
          })
        ).body.data,
      );
    // Ana answers the three activities with the same essay (same grade: not improving); Bia answers the first one.
    const anaEssays = [];
    for (const a of atividades) anaEssays.push(await corrected(ana, { atividade_id: String(a.id) }));
    const biaEssay = await corrected(
      bia,
      { atividade_id: String(atividades[0].id) },
      SAMPLE_ESSAY.replace(/mulher/g, 'mulher brasileira'),
    );

    const res = await api(stack.essay.url, 'GET', `/salas/${sala.id}/diagnostico`, { token: prof.token });
    expect(res.status).toBe(200);
    const d = res.body.data;
    expect(d.total_redacoes).toBe(4);
    // Every count is the number of distinct students whose feedback names the problem.
    const analyses = new Map<number, Analysis>();
    for (const [who, id] of [
      [ana, anaEssays[0]!],
      [bia, biaEssay],
    ] as const) {
      analyses.set(who.id, (await call(who, 'GET', `/redacoes/${id}/feedback`)).body.data.correcao.analise_detalhada);
    }
    expect(d.problemas.length).toBeGreaterThan(0);
    for (const p of d.problemas) {
      const withIt = [...analyses.entries()]
        .filter(([, a]) => problemsOf(a).some((x) => x.chave === p.chave))
        .map(([id]) => id);
      expect(p.estudantes).toBe(withIt.length);
      for (const e of p.exemplos) expect(withIt).toContain(e.estudante_id);
      expect(p.exemplos[0].estudante_nome).toMatch(/Ana Lima|Bia Reis/);
    }
    expect(d.problemas.map((p: { estudantes: number }) => p.estudantes)).toEqual(
      [...d.problemas.map((p: { estudantes: number }) => p.estudantes)].sort((a, b) => b - a),
    );
    for (const c of d.distribuicao)
      expect(c.niveis.reduce((s: number, n: { redacoes: number }) => s + n.redacoes, 0)).toBe(4);
    expect(d.sem_melhora).toEqual([{ estudante_id: ana.id, estudante_nome: 'Ana Lima', notas: expect.any(Array) }]);
    expect(new Set(d.sem_melhora[0].notas).size).toBe(1);

    // One activity: its own submissions only.
    const one = await api(stack.essay.url, 'GET', `/atividades/${atividades[0].id}/diagnostico`, { token: prof.token });
    expect(one.body.data.total_redacoes).toBe(2);
    // Teacher of the room and admins only.
    expect((await api(stack.essay.url, 'GET', `/salas/${sala.id}/diagnostico`, { token: admin.token })).status).toBe(
      200,
    );
    expect([403, 404]).toContain(
      (await api(stack.essay.url, 'GET', `/salas/${sala.id}/diagnostico`, { token: outroProf.token })).status,
    );
    expect((await api(stack.essay.url, 'GET', `/salas/${sala.id}/diagnostico`, { token: ana.token })).status).toBe(403);
    expect([403, 404]).toContain(
      (await api(stack.essay.url, 'GET', `/atividades/${atividades[0].id}/diagnostico`, { token: outroProf.token }))
        .status,
    );
  });
});
