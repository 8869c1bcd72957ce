// Issue 11: the theme bank (seeding, search, credit) and graded references (a teacher's grade per competency becoming
// one, what teachers and students may see, what the correction worker receives). Real auth, classroom, essay and
// proposal services on one database.
import { ACTIVITY_MESSAGES, PROPOSAL_MESSAGES, REFERENCE_MESSAGES } from '@argumenta/contracts';
import { buildInput, cachedReferences } from '@argumenta/correction-worker';
import { loadCalibrationParams, referenceKey } from '@argumenta/corretor';
import { loadThemeBank } from '@argumenta/corretor/theme-bank';
import { seedThemeBank } from '@argumenta/proposal';
import { createInternalClient } from '@argumenta/platform';
import { api, closeTestPool, logger, SERVICE_TOKEN, testPool, uniquePrefix, type Running } from '@argumenta/testkit';
import { actors, type Actor } from '@argumenta/testkit/actors';
import { startAuthService } from '@argumenta/testkit/auth';
import { roomWithActivity, startClassroomService } from '@argumenta/testkit/classroom';
import { SAMPLE_ESSAY, startEssayService } from '@argumenta/testkit/essay';
import { startProposalService } from '@argumenta/testkit/proposal';

let auth: Running;
let classroom: Running;
let proposal: Running;
let essay: Running;
let make: ReturnType<typeof actors>;
const bank = loadThemeBank();

beforeAll(async () => {
  auth = await startAuthService();
  classroom = await startClassroomService({ auth: auth.url, proposal: () => proposal?.url, essay: () => essay?.url });
  proposal = await startProposalService({ classroom: classroom.url });
  essay = await startEssayService({
    authUrl: auth.url,
    classroomUrl: classroom.url,
    proposalUrl: proposal.url,
    prefix: uniquePrefix('referencias'),
  });
  make = actors(auth.url);
  await seedThemeBank(testPool(), logger);
}, 60_000);
afterAll(async () => {
  await essay?.close();
  await proposal?.close();
  await classroom?.close();
  await auth?.close();
  await closeTestPool();
});

const call = (base: () => string, who: Actor | undefined, method: string, path: string, body?: unknown) =>
  api(base(), method, path, { token: who?.token, body });
const prop = (who: Actor | undefined, method: string, path: string, body?: unknown) =>
  call(() => proposal.url, who, method, path, body);
const room = (who: Actor, method: string, path: string, body?: unknown) =>
  call(() => classroom.url, who, method, path, body);
const internal = (method: string, path: string, body?: unknown) =>
  api(proposal.url, method, path, { body, headers: { 'x-service-token': SERVICE_TOKEN } });
const bankId = async (promptId: number) =>
  (await testPool().query<{ id: number }>('SELECT id FROM proposal.propostas WHERE banco_prompt_id = $1', [promptId]))
    .rows[0]!.id;

describe('theme bank', () => {
  it('seeds the 86 Essay-BR prompts and their graded essays once; seeding again changes nothing', async () => {
    const pool = testPool();
    const count = async () =>
      (
        await pool.query<{ propostas: number; corpus: number }>(
          `SELECT (SELECT count(*)::int FROM proposal.propostas WHERE banco_prompt_id IS NOT NULL) AS propostas,
                  (SELECT count(*)::int FROM proposal.referencias WHERE origem = 'corpus') AS corpus`,
        )
      ).rows[0]!;
    expect(bank.temas).toHaveLength(86);
    expect(await count()).toEqual({ propostas: 86, corpus: 686 });
    expect((await seedThemeBank(pool)).semeado).toBe(false);
    // A changed bank version re-seeds in place: same proposals (ids kept), corpus references replaced, not duplicated.
    const before = await bankId(43);
    await pool.query(`UPDATE proposal.banco_versao SET versao = 'antiga'`);
    const again = await seedThemeBank(pool);
    expect(again).toMatchObject({ semeado: true, temas: 86, referencias: 686 });
    expect(await count()).toEqual({ propostas: 86, corpus: 686 });
    expect(await bankId(43)).toBe(before);
    // Concurrent starts (replicas) agree: the advisory lock serialises them, one seeds.
    await pool.query(`UPDATE proposal.banco_versao SET versao = 'antiga'`);
    const both = await Promise.all([seedThemeBank(pool), seedThemeBank(pool)]);
    expect(both.filter((r) => r.semeado)).toHaveLength(1);
    expect(await count()).toEqual({ propostas: 86, corpus: 686 });
  });

  it('bank proposals are public, searchable in the picker, keep the prompt id and show the corpus credit; nobody edits them', async () => {
    const aluno = await make('estudante');
    const admin = await make('admin');
    const found = await prop(aluno, 'GET', `/propostas/selecao?busca=${encodeURIComponent('cultura do cancelamento')}`);
    expect(found.status).toBe(200);
    expect(found.body.data.propostas).toEqual([
      expect.objectContaining({
        id: await bankId(43),
        titulo: 'A cultura do cancelamento',
        visibilidade: 'publico',
        ativa_para_correcao: true,
      }),
    ]);
    const detail = await prop(aluno, 'GET', `/propostas/${await bankId(43)}`);
    expect(detail.body.data).toMatchObject({
      banco_prompt_id: 43,
      pode_editar: false,
      criado_por: { nome: 'Banco de temas' },
    });
    expect(detail.body.data.credito_corpus).toMatchObject({ fonte: 'Essay-BR', licenca: 'MIT' });
    expect(detail.body.data.credito_corpus.citacao).toContain('Marinho');
    expect(detail.body.data.texto_apoio_original).toContain('cultura do cancelamento');
    expect((await prop(admin, 'PUT', `/propostas/${await bankId(43)}`, { titulo: 'Outro' })).status).toBe(403);
    expect((await prop(admin, 'DELETE', `/propostas/${await bankId(43)}`)).body.message).toBe(
      PROPOSAL_MESSAGES.onlyCreatorDeletes,
    );
    // A proposal a user wrote has no corpus credit.
    const prof = await make('professor');
    const own = await prop(prof, 'POST', '/propostas', {
      titulo: 'Tema próprio',
      texto_apoio_original: 'Texto de apoio.',
    });
    expect(own.body.data).toMatchObject({ banco_prompt_id: null, credito_corpus: null });
  });
});

describe('graded references', () => {
  it('teachers see the count and averages of a bank proposal and may open the corpus essays; students never', async () => {
    const id = await bankId(43);
    const prof = await make('professor');
    const aluno = await make('estudante');
    const res = await prop(prof, 'GET', `/propostas/${id}/referencias`);
    expect(res.status).toBe(200);
    const expected = bank.temas.find((t) => t.promptId === 43)!.referencias;
    expect(res.body.data).toMatchObject({
      proposta_id: id,
      total: expected.length,
      por_origem: { corpus: expected.length, professor: 0 },
      usadas_na_correcao: expected.length,
    });
    const mean = (c: number) => Math.round((expected.reduce((s, r) => s + r.notas[c]!, 0) / expected.length) * 10) / 10;
    expect(res.body.data.medias).toMatchObject({ c1: mean(0), c5: mean(4) });
    expect(res.body.data.referencias[0].texto).toBeTruthy();
    const denied = await prop(aluno, 'GET', `/propostas/${id}/referencias`);
    expect(denied.status).toBe(403);
    expect(denied.body.message).toBe(REFERENCE_MESSAGES.teachersOnly);
    expect((await prop(undefined, 'GET', `/propostas/${id}/referencias`)).status).toBe(401);
  });

  it('a teacher sees references only of proposals they may see', async () => {
    const dono = await make('professor');
    const outro = await make('professor');
    const admin = await make('admin');
    const privada = (
      await prop(dono, 'POST', '/propostas', {
        titulo: 'Privada com referências',
        texto_apoio_original: 'Apoio.',
        visibilidade: 'privado',
      })
    ).body.data;
    expect((await prop(dono, 'GET', `/propostas/${privada.id}/referencias`)).body.data).toMatchObject({
      total: 0,
      medias: null,
    });
    expect((await prop(outro, 'GET', `/propostas/${privada.id}/referencias`)).status).toBe(403);
    expect((await prop(admin, 'GET', `/propostas/${privada.id}/referencias`)).status).toBe(200);
    expect((await prop(dono, 'GET', `/propostas/999999/referencias`)).status).toBe(404);
  });

  it('the internal endpoints need the service token; bad references are refused', async () => {
    const id = await bankId(43);
    expect((await api(proposal.url, 'GET', `/internal/propostas/${id}/referencias`)).status).toBe(403);
    const list = await internal('GET', `/internal/propostas/${id}/referencias`);
    expect(list.body.data.referencias[0]).toEqual({
      id: expect.any(String),
      texto: expect.any(String),
      notas: expect.any(Array),
    });
    // What the worker receives for a bank proposal is what the engine has out-of-fold raw grades for (same texts).
    const { foraDaParte } = loadCalibrationParams();
    const served = list.body.data.referencias as { texto: string }[];
    expect(served.length).toBeGreaterThan(0);
    expect(served.filter((r) => !foraDaParte.has(referenceKey(r.texto)))).toEqual([]);
    const bad = await internal('POST', `/internal/propostas/${id}/referencias`, {
      redacao_id: 1,
      autor_id: 1,
      texto: 'x',
      notas: [0, 40, 80, 120, 190],
    });
    expect(bad.status).toBe(400);
    expect(bad.body.message).toBe('A nota de cada competência deve ser 0, 40, 80, 120, 160 ou 200.');
  });

  it("a teacher's grade per competency in the review becomes a reference of the activity's proposal", async () => {
    const prof = await make('professor');
    const colega = await make('professor');
    const aluno = await make('estudante');
    const proposta = (
      await prop(prof, 'POST', '/propostas', {
        titulo: 'Violência contra a mulher',
        texto_apoio_original: 'Dados sobre violência doméstica.',
        visibilidade: 'publico',
      })
    ).body.data;
    const { atividade } = await roomWithActivity(
      classroom.url,
      prof,
      [aluno],
      {
        titulo: 'Redação 1',
        tema: 'Violência contra a mulher',
        tipo_correcao: 'manual',
        proposta_tematica_id: proposta.id,
      },
      { nome: 'Turma calibrada' },
    );
    const form = new FormData();
    form.set('titulo', 'Minha redação');
    form.set('texto', SAMPLE_ESSAY);
    form.set('tipo_envio', 'texto');
    form.set('atividade_id', String(atividade.id));
    const sent = await api(essay.url, 'POST', '/redacoes/submeter', { token: aluno.token, body: form });
    // A manual activity's essay waits for its teacher (no AI correction, no credit).
    expect(sent.status).toBe(201);
    const redacaoId = sent.body.data.redacao_id as number;
    const review = (body: unknown) =>
      room(prof, 'PUT', `/atividades/${atividade.id}/submissoes/${redacaoId}/revisao`, body);

    // Bad grades are refused with the reason, and nothing is stored.
    expect((await review({ notas_professor: [160, 160, 150, 120, 120] })).body.message).toBe(
      'A nota de cada competência deve ser 0, 40, 80, 120, 160 ou 200.',
    );
    expect((await review({ notas_professor: [160, 160] })).body.message).toBe(ACTIVITY_MESSAGES.reviewGrades);
    expect((await review({ nota_professor: 500, notas_professor: [160, 160, 120, 120, 120] })).body.message).toBe(
      'A nota total deve ser a soma das cinco competências (680).',
    );
    expect((await review({})).body.message).toBe(ACTIVITY_MESSAGES.reviewRange);
    expect((await prop(prof, 'GET', `/propostas/${proposta.id}/referencias`)).body.data.total).toBe(0);

    const ok = await review({ notas_professor: [160, 160, 120, 120, 120], comentario_professor: 'Boa argumentação.' });
    expect(ok.status).toBe(200);
    expect(ok.body.data).toMatchObject({
      nota_professor: 680,
      notas_professor: [160, 160, 120, 120, 120],
      referencia: true,
    });
    // The student sees the teacher's grade per competency.
    expect((await room(aluno, 'GET', `/atividades/${atividade.id}`)).body.data).toMatchObject({
      nota_professor: 680,
      notas_professor: [160, 160, 120, 120, 120],
      status_correcao_professor: true,
    });
    const subs = await call(() => essay.url, prof, 'GET', `/atividades/${atividade.id}/submissoes`);
    expect(subs.body.data.submissoes[0]).toMatchObject({
      id: redacaoId,
      nota_professor: 680,
      notas_professor: [160, 160, 120, 120, 120],
      revisado: true,
    });

    const refs = await prop(prof, 'GET', `/propostas/${proposta.id}/referencias`);
    expect(refs.body.data).toMatchObject({
      total: 1,
      por_origem: { corpus: 0, professor: 1 },
      medias: { c1: 160, c3: 120, total: 680 },
    });
    expect(refs.body.data.referencias[0]).toMatchObject({
      origem: 'professor',
      notas: [160, 160, 120, 120, 120],
      total: 680,
      minha: true,
      texto: SAMPLE_ESSAY.trim(),
    });
    // Another teacher sees the grades, not the student's text; an admin sees it.
    const seenByColleague = await prop(colega, 'GET', `/propostas/${proposta.id}/referencias`);
    expect(seenByColleague.body.data.referencias[0]).toMatchObject({
      origem: 'professor',
      total: 680,
      minha: false,
      texto: null,
    });

    // Reviewing again replaces the reference (one per essay), never duplicates it.
    await review({ notas_professor: [200, 160, 160, 120, 120] });
    const again = (await prop(prof, 'GET', `/propostas/${proposta.id}/referencias`)).body.data;
    expect(again).toMatchObject({ total: 1, medias: { c1: 200, total: 760 } });

    // The correction worker receives it for essays of this proposal, cached for a minute.
    let now = 0;
    const client = createInternalClient(proposal.url, SERVICE_TOKEN);
    const references = cachedReferences(client, logger, { now: () => now });
    const input = await buildInput(
      {
        texto_original: 'Outra redação sobre o tema.',
        titulo: 'Outra',
        atividade_id: null,
        usuario_id: aluno.id,
        proposta_tematica_id: proposta.id,
      },
      {
        pool: testPool(),
        engine: { name: 'x', correct: () => Promise.reject(new Error('não usado')) },
        credits: { confirm: async () => 0, refund: async () => 0 },
        classroom: { activityContext: async () => null },
        proposals: client,
        references,
        logger,
      },
    );
    expect(input.referencias).toEqual([
      { id: expect.any(String), texto: SAMPLE_ESSAY.trim(), notas: [200, 160, 160, 120, 120] },
    ]);
    await review({ notas_professor: [80, 80, 80, 80, 80] });
    expect((await references.of(proposta.id))[0]!.notas).toEqual([200, 160, 160, 120, 120]);
    now += 61_000;
    expect((await references.of(proposta.id))[0]!.notas).toEqual([80, 80, 80, 80, 80]);
    // A total alone is still a valid review, and leaves no new reference.
    expect((await review({ nota_professor: 900 })).body.data).toMatchObject({
      nota_professor: 900,
      notas_professor: null,
      referencia: false,
    });
  });
});
