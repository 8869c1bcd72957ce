import type { Role } from '@argumenta/contracts';
import { api, closeTestPool, tokenFor, uniqueEmail, uniquePrefix, type Running } from '@argumenta/testkit';
import { startAuthService } from '@argumenta/testkit/auth';
import { startClassroomService, startCorrectionPipeline } from '@argumenta/testkit/classroom';
import { SAMPLE_ESSAY, startEssayService } from '@argumenta/testkit/essay';
import { startGateway } from '@argumenta/testkit/gateway';

// Dashboards composed by the gateway from the real auth, classroom and essay services (+ a real correction worker).
const prefix = uniquePrefix('painel');
let auth: Running;
let classroom: Running;
let essay: Running;
let gw: Awaited<ReturnType<typeof startGateway>>;
let degraded: Awaited<ReturnType<typeof startGateway>>;
let noEssays: Awaited<ReturnType<typeof startGateway>>;
let pipeline: Awaited<ReturnType<typeof startCorrectionPipeline>>;

beforeAll(async () => {
  auth = await startAuthService();
  // Classroom and essay point at each other: classroom reads the essay URL once essay is up.
  const late = { essayUrl: undefined as string | undefined };
  classroom = await startClassroomService({ auth: auth.url, essay: () => late.essayUrl });
  essay = await startEssayService({ authUrl: auth.url, classroomUrl: classroom.url, prefix });
  late.essayUrl = essay.url;
  const urls = { AUTH_SERVICE_URL: auth.url, CLASSROOM_SERVICE_URL: classroom.url, ESSAY_SERVICE_URL: essay.url };
  gw = await startGateway(urls);
  // Same services, classroom "stopped": the dashboard must still answer with what it has.
  degraded = await startGateway({ ...urls, CLASSROOM_SERVICE_URL: 'http://127.0.0.1:9' });
  noEssays = await startGateway({ ...urls, ESSAY_SERVICE_URL: 'http://127.0.0.1:9' });
  pipeline = await startCorrectionPipeline({ prefix, authUrl: auth.url, classroomUrl: classroom.url });
}, 120_000);
afterAll(async () => {
  await pipeline?.close();
  await Promise.all([gw?.close(), degraded?.close(), noEssays?.close()]);
  await Promise.all([essay?.close(), classroom?.close()]);
  await auth?.close();
  await closeTestPool();
});

type Who = { id: number; nome: string; token: string };
async function user(tipo: Role, nome: string): Promise<Who> {
  const res = await api(auth.url, 'POST', '/admin/usuarios', {
    token: tokenFor({ id: 999_999, tipo: 'admin', nome: 'Admin' }),
    body: { nome, email: uniqueEmail(tipo), senha: 'segredo1', tipo, creditos: 20 },
  });
  const u = res.body.data;
  return { id: u.id, nome: u.nome, token: tokenFor({ id: u.id, tipo, nome: u.nome }) };
}
const get = (who: Who | undefined, path: string, base = gw.url) => api(base, 'GET', path, { token: who?.token });
const post = (who: Who, path: string, body: unknown) => api(gw.url, 'POST', path, { token: who.token, body });
const inDays = (d: number) => new Date(Date.now() + d * 86_400_000).toISOString();

/** A teacher with two rooms, a student in one of them with 5 activities, one essay sent and corrected. */
async function scenario() {
  const prof = await user('professor', 'Clarice Lispector');
  const aluno = await user('estudante', 'Joana Prado');
  const s1 = (await post(prof, '/api/salas', { nome: 'Sala 1', descricao: 'Manhã' })).body.data;
  await post(prof, '/api/salas', { nome: 'Sala 2' });
  await post(aluno, '/api/salas/ingressar', { codigo_acesso: s1.codigo_acesso });
  const ids: number[] = [];
  for (let i = 1; i <= 5; i++)
    ids.push(
      (
        await post(prof, '/api/atividades/criar', {
          sala_id: s1.id,
          titulo: `Atividade ${i}`,
          tema: 'Tema',
          data_limite: inDays(i),
        })
      ).body.data.id,
    );
  const form = new FormData();
  form.set('titulo', 'Redação da atividade 1');
  form.set('texto', SAMPLE_ESSAY);
  form.set('atividade_id', String(ids[0]));
  const sent = await api(gw.url, 'POST', '/api/redacoes/submeter', { token: aluno.token, body: form });
  expect(sent.status).toBe(202);
  await pipeline.completed(sent.body.data.job_id);
  return { prof, aluno, s1, ids, redacaoId: sent.body.data.redacao_id as number };
}

describe('GET /api/painel', () => {
  let sc: Awaited<ReturnType<typeof scenario>>;
  beforeAll(async () => {
    sc = await scenario();
  }, 90_000);

  it('student view: counters, credits, the spec list sizes, sent/pending marks and corrections', async () => {
    const res = await get(sc.aluno, '/api/painel');
    expect(res.status).toBe(200);
    const d = res.body.data;
    expect(d.visao).toBe('estudante');
    expect(d.indisponivel).toEqual([]);
    expect(d.stats).toEqual({
      total_salas: 1,
      total_atividades: 5,
      total_estudantes: 0,
      total_correcoes: 1,
      atividades_realizadas: 1,
      redacoes_corrigidas_ia: 1,
      redacoes_transcritas: 0,
    });
    expect(d.creditos_disponiveis).toBe(19);
    expect(d.creditos_totais_usados).toBe(1);
    expect(d.salas).toEqual([
      expect.objectContaining({
        id: sc.s1.id,
        nome: 'Sala 1',
        professor_nome: 'Clarice Lispector',
        estudantes_count: 1,
        total_atividades: 5,
      }),
    ]);
    expect(d.recent_activities).toHaveLength(4);
    expect(d.recent_activities[0]).toMatchObject({
      titulo: 'Atividade 5',
      sala_nome: 'Sala 1',
      minha_redacao_id: null,
    });
    expect(d.pending_activities.map((a: { id: number }) => a.id)).toEqual(sc.ids.slice(1, 5));
    expect(d.recent_corrections).toEqual([
      expect.objectContaining({
        redacao_id: sc.redacaoId,
        redacao_titulo: 'Redação da atividade 1',
        sala_nome: 'Sala 1',
        pontuacao_total: expect.any(Number),
      }),
    ]);
  });

  it('teacher view: rooms, activities, enrolled students and corrections of their activities', async () => {
    const d = (await get(sc.prof, '/api/painel')).body.data;
    expect(d.visao).toBe('professor');
    expect(d.stats).toMatchObject({ total_salas: 2, total_atividades: 5, total_estudantes: 1, total_correcoes: 1 });
    expect(d.salas.map((s: { nome: string }) => s.nome)).toEqual(['Sala 2', 'Sala 1']);
    expect(d.salas[1]).toMatchObject({ descricao: 'Manhã', estudantes_count: 1, data_criacao: expect.any(String) });
    expect(d.creditos_disponiveis).toBe(20);
  });

  it('admin: /painel is the student view; /painel/visao/{role} switches; others get 403', async () => {
    const admin = await user('admin', 'Ada Admin');
    expect((await get(admin, '/api/painel')).body.data.visao).toBe('estudante');
    const asTeacher = await get(admin, '/api/painel/visao/professor');
    expect(asTeacher.status).toBe(200);
    expect(asTeacher.body.data.visao).toBe('professor');
    expect(asTeacher.body.data.stats.total_salas).toBeGreaterThanOrEqual(2);
    expect((await get(admin, '/api/painel/visao/estudante')).body.data.visao).toBe('estudante');
    expect((await get(admin, '/api/painel/visao/diretor')).status).toBe(400);
    for (const who of [sc.aluno, sc.prof]) {
      const res = await get(who, '/api/painel/visao/professor');
      expect(res.status).toBe(403);
      expect(res.body.success).toBe(false);
    }
    expect((await get(undefined, '/api/painel')).status).toBe(401);
  });

  it('a stopped classroom service blanks only its part', async () => {
    const res = await get(sc.aluno, '/api/painel', degraded.url);
    expect(res.status).toBe(200);
    expect(res.body.data.indisponivel).toEqual(['salas']);
    expect(res.body.data.salas).toEqual([]);
    expect(res.body.data.creditos_disponiveis).toBe(19);
    expect(res.body.data.stats.redacoes_corrigidas_ia).toBe(1);
  });

  it('a stopped essay service blanks the essays and leaves the activities unmarked, said as unavailable deliveries', async () => {
    const res = await get(sc.aluno, '/api/painel', noEssays.url);
    expect(res.status).toBe(200);
    const d = res.body.data;
    expect(d.indisponivel).toEqual(['redacoes', 'entregas']);
    expect(d.stats).toMatchObject({
      total_salas: 1,
      total_atividades: 5,
      atividades_realizadas: 0,
      redacoes_corrigidas_ia: 0,
    });
    expect(d.recent_corrections).toEqual([]);
    expect(d.pending_activities.map((a: { id: number }) => a.id)).toEqual(sc.ids.slice(0, 4));
    expect(d.creditos_disponiveis).toBe(19);
  });
});
