import { randomUUID } from 'node:crypto';
import type { Role } from '@argumenta/contracts';
import { api, testPool, tokenFor, uniqueEmail } from '@argumenta/testkit';
import { SAMPLE_ESSAY } from '@argumenta/testkit/essay';
import { startGateway } from '@argumenta/testkit/gateway';
import { startStack, type Stack } from '@argumenta/testkit/stack';

// The school network end to end through the gateway (issue 16): schools, members, the coordinator's dashboard and the
// school's credit pool paying its students' activity corrections, against the real services and a real worker.
let stack: Stack;
let gw: Stack['gateway'];
let degraded: Awaited<ReturnType<typeof startGateway>>;
let pipeline: NonNullable<Stack['pipeline']>;

beforeAll(async () => {
  stack = await startStack({ name: 'escola', correctionWorker: true });
  gw = stack.gateway;
  pipeline = stack.pipeline!;
  const { auth, essay } = stack.services;
  // Same services, classroom "stopped": the dashboard must still answer with what it has.
  degraded = await startGateway({
    AUTH_SERVICE_URL: auth.url,
    CLASSROOM_SERVICE_URL: 'http://127.0.0.1:9',
    ESSAY_SERVICE_URL: essay.url,
    RATE_LIMIT_API_MAX: 1_000_000,
  });
}, 120_000);
afterAll(async () => {
  await degraded?.close();
  await stack?.close();
});

type Who = { id: number; nome: string; token: string };
const bootstrapAdmin = tokenFor({ id: 999_999, tipo: 'admin', nome: 'Admin' });
async function user(tipo: Role, nome: string, creditos = 20): Promise<Who> {
  const res = await api(gw.url, 'POST', '/api/admin/usuarios', {
    token: bootstrapAdmin,
    body: { nome, email: uniqueEmail(tipo), senha: 'segredo1', tipo, creditos },
  });
  const u = res.body.data;
  return { id: u.id, nome: u.nome, token: tokenFor({ id: u.id, tipo, nome: u.nome }) };
}
const get = (who: Who | undefined, path: string, base = gw.url) => api(base, 'GET', path, { token: who?.token });
const post = (who: Who | { token: string }, path: string, body: unknown) =>
  api(gw.url, 'POST', path, { token: who.token, body });
const inDays = (d: number) => new Date(Date.now() + d * 86_400_000).toISOString();
// The dashboard's days are Brasília's (UTC−3).
const today = () => new Date(Date.now() - 3 * 3_600_000).toISOString().slice(0, 10);

async function submit(who: Who, atividadeId?: number) {
  const form = new FormData();
  form.set('titulo', 'Redação');
  form.set('texto', SAMPLE_ESSAY);
  if (atividadeId) form.set('atividade_id', String(atividadeId));
  return api(gw.url, 'POST', '/api/redacoes/submeter', { token: who.token, body: form });
}

/** School A: coordinator, teacher with a room (automatic and manual activities), two students; school B: its coordinator. */
async function scenario() {
  const admin = await user('admin', 'Ada Admin');
  const a = (await post(admin, '/api/escolas', { nome: `EE Machado ${randomUUID().slice(0, 6)}`, rede: 'SEDUC-SP' }))
    .body.data;
  const b = (await post(admin, '/api/escolas', { nome: `EE Cecília ${randomUUID().slice(0, 6)}` })).body.data;
  const place = async (escolaId: number, papel: Role, nome: string) => {
    const u = await user(papel === 'coordenador' ? 'estudante' : papel, nome);
    expect((await post(admin, `/api/escolas/${escolaId}/membros`, { usuario_id: u.id, papel })).status).toBe(200);
    return { ...u, token: tokenFor({ id: u.id, tipo: papel, nome }) };
  };
  const coord = await place(a.id, 'coordenador', 'Cora Coralina');
  const coordB = await place(b.id, 'coordenador', 'Rachel de Queiroz');
  const prof = await place(a.id, 'professor', 'Graciliano Ramos');
  const alunos = [await place(a.id, 'estudante', 'Ana Souza'), await place(a.id, 'estudante', 'Beto Lima')];
  const sala = (await post(prof, '/api/salas', { nome: '3º A', descricao: 'Manhã' })).body.data;
  for (const s of alunos) await post(s, '/api/salas/ingressar', { codigo_acesso: sala.codigo_acesso });
  const auto = (
    await post(prof, '/api/atividades/criar', {
      sala_id: sala.id,
      titulo: 'Mobilidade urbana',
      tema: 'Tema',
      data_limite: inDays(3),
    })
  ).body.data;
  const manual = (
    await post(prof, '/api/atividades/criar', {
      sala_id: sala.id,
      titulo: 'Leitura',
      tema: 'Tema',
      data_limite: inDays(3),
      tipo_correcao: 'manual',
    })
  ).body.data;
  // The school's pool holds 1 credit: the first activity correction is the school's, the second the student's.
  expect((await post(admin, `/api/escolas/${a.id}/creditos`, { quantidade: 1 })).body.data.creditos).toBe(1);
  const sent = [];
  for (const s of alunos) {
    const r = await submit(s, auto.id);
    expect(r.status).toBe(202);
    await pipeline.completed(r.body.data.job_id);
    sent.push(r.body.data.redacao_id as number);
  }
  expect((await submit(alunos[0]!, manual.id)).status).toBe(201);
  const free = await submit(alunos[1]!);
  await pipeline.completed(free.body.data.job_id);
  return { admin, a, b, coord, coordB, prof, alunos, sala, auto, manual, sent };
}

describe('school network through the gateway', () => {
  let sc: Awaited<ReturnType<typeof scenario>>;
  beforeAll(async () => {
    sc = await scenario();
  }, 120_000);

  it('the pool paid the first activity correction, the student the second and the free essay; the ledger has both', async () => {
    const credits = async (w: Who) => (await get(w, '/api/auth/perfil')).body.data.creditos_disponiveis;
    expect(await credits(sc.alunos[0]!)).toBe(20);
    expect(await credits(sc.alunos[1]!)).toBe(18);
    const { rows } = await testPool().query('SELECT creditos, creditos_usados FROM auth.escolas WHERE id = $1', [
      sc.a.id,
    ]);
    expect(rows[0]).toEqual({ creditos: 0, creditos_usados: 1 });
    const ledger = await testPool().query(
      `SELECT conta, tipo, delta FROM auth.movimentos_credito WHERE escola_id = $1 OR usuario_id = ANY($2) ORDER BY id`,
      [sc.a.id, sc.alunos.map((s) => s.id)],
    );
    expect(ledger.rows.filter((r) => r.conta === 'escola')).toEqual([
      { conta: 'escola', tipo: 'adicao', delta: 1 },
      { conta: 'escola', tipo: 'reserva', delta: -1 },
      { conta: 'escola', tipo: 'confirmacao', delta: 0 },
    ]);
    expect(ledger.rows.filter((r) => r.conta === 'usuario' && r.tipo === 'reserva')).toHaveLength(2);
  });

  it("coordinator's dashboard: rooms, teachers, students, essays in the period, averages per room and activity, problems, pending reviews", async () => {
    const res = await get(sc.coord, `/api/escolas/${sc.a.id}/painel`);
    expect(res.status).toBe(200);
    const d = res.body.data;
    expect(d.indisponivel).toEqual([]);
    expect(d.escola).toMatchObject({ id: sc.a.id, rede: 'SEDUC-SP', creditos: 0, creditos_usados: 1 });
    expect(d.totais).toEqual({ salas: 1, professores: 1, estudantes: 2, redacoes_periodo: 4, revisoes_pendentes: 1 });
    expect(d.professores).toEqual([
      expect.objectContaining({ id: sc.prof.id, nome: 'Graciliano Ramos', salas: 1, revisoes_pendentes: 1 }),
    ]);
    expect(d.estudantes.map((s: { nome: string }) => s.nome)).toEqual(['Ana Souza', 'Beto Lima']);

    const { rows } = await testPool().query(
      'SELECT c1_nota, c2_nota, c3_nota, c4_nota, c5_nota, nota_geral_enem FROM essay.correcoes WHERE redacao_id = ANY($1) AND status = $2',
      [sc.sent, 'concluida'],
    );
    const avg = (k: string) => Math.round(rows.reduce((t, r) => t + r[k], 0) / rows.length);
    const expected = {
      c1: avg('c1_nota'),
      c2: avg('c2_nota'),
      c3: avg('c3_nota'),
      c4: avg('c4_nota'),
      c5: avg('c5_nota'),
      total: avg('nota_geral_enem'),
    };
    expect(d.salas).toEqual([
      expect.objectContaining({
        id: sc.sala.id,
        nome: '3º A',
        professor_nome: 'Graciliano Ramos',
        estudantes: 2,
        atividades: 2,
        redacoes_corrigidas: 2,
        media: expected,
      }),
    ]);
    const byTitle = Object.fromEntries(d.atividades.map((a: { titulo: string }) => [a.titulo, a]));
    expect(byTitle['Mobilidade urbana']).toMatchObject({ sala_nome: '3º A', redacoes_corrigidas: 2, media: expected });
    expect(byTitle['Leitura']).toMatchObject({
      redacoes_corrigidas: 0,
      media: { c1: null, c2: null, c3: null, c4: null, c5: null, total: null },
    });

    // The same grouping as the room's diagnosis (one code path).
    const diag = (await get(sc.prof, `/api/salas/${sc.sala.id}/diagnostico`)).body.data;
    expect(d.problemas).toEqual(
      diag.problemas.map(({ chave, competencia, rotulo, estudantes }: Record<string, unknown>) => ({
        chave,
        competencia,
        rotulo,
        estudantes,
      })),
    );
    expect(d.problemas.length).toBeGreaterThan(0);
  });

  it('the period filters essays; bad periods are 400', async () => {
    const past = (await get(sc.coord, `/api/escolas/${sc.a.id}/painel?desde=2020-01-01&ate=2020-01-31`)).body.data;
    expect(past.periodo).toEqual({ desde: '2020-01-01', ate: '2020-01-31' });
    expect(past.totais.redacoes_periodo).toBe(0);
    expect(past.salas[0].redacoes_corrigidas).toBe(0);
    expect(past.totais.revisoes_pendentes).toBe(1);
    const todayOnly = (await get(sc.coord, `/api/escolas/${sc.a.id}/painel?desde=${today()}&ate=${today()}`)).body.data;
    expect(todayOnly.totais.redacoes_periodo).toBe(4);
    for (const q of ['desde=2024-13-01', 'desde=2024-02-01&ate=2024-01-01', 'ate=ontem']) {
      const bad = await get(sc.coord, `/api/escolas/${sc.a.id}/painel?${q}`);
      expect(bad.status).toBe(400);
      expect(bad.body.error.message).toBe(
        'Período inválido: use datas no formato AAAA-MM-DD, com o início antes do fim',
      );
    }
  });

  it('CSV export: one line per room, activity and problem, with the same averages', async () => {
    const res = await fetch(`${gw.url}/api/escolas/${sc.a.id}/painel?formato=csv`, {
      headers: { authorization: `Bearer ${sc.coord.token}` },
    });
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toMatch(/^text\/csv/);
    expect(res.headers.get('content-disposition')).toMatch(/attachment; filename="painel-escola-\d+-.+\.csv"/);
    const text = await res.text();
    const lines = text
      .replace(/^\uFEFF/, '')
      .trim()
      .split('\r\n');
    expect(lines[0]).toBe(
      'grupo;nome;sala;professor;estudantes;redacoes_corrigidas;media_c1;media_c2;media_c3;media_c4;media_c5;media_total',
    );
    const json = (await get(sc.coord, `/api/escolas/${sc.a.id}/painel`)).body.data;
    const m = json.salas[0].media;
    expect(lines).toContain(`sala;3º A;3º A;Graciliano Ramos;2;2;${m.c1};${m.c2};${m.c3};${m.c4};${m.c5};${m.total}`);
    expect(lines.filter((l) => l.startsWith('atividade;'))).toHaveLength(2);
    expect(lines.filter((l) => l.startsWith('problema;'))).toHaveLength(json.problemas.length);
  });

  it('only the school coordinator and admins: another coordinator, the teacher, a student → 403; no token → 401', async () => {
    expect((await get(sc.admin, `/api/escolas/${sc.a.id}/painel`)).status).toBe(200);
    for (const who of [sc.coordB, sc.prof, sc.alunos[0]!]) {
      const res = await get(who, `/api/escolas/${sc.a.id}/painel`);
      expect(res.status).toBe(403);
      expect(res.body.error.message).toBe('Você não tem permissão para ver o painel desta escola.');
      expect((await get(who, `/api/escolas/${sc.a.id}/painel?formato=csv`)).status).toBe(403);
    }
    expect((await get(sc.coordB, `/api/escolas/${sc.b.id}/painel`)).status).toBe(200);
    expect((await get(undefined, `/api/escolas/${sc.a.id}/painel`)).status).toBe(401);
    expect((await get(sc.admin, `/api/escolas/987654/painel`)).status).toBe(404);
    // admin routes through the gateway stay admin-only
    expect((await post(sc.coord, '/api/escolas', { nome: 'Nova' })).status).toBe(403);
    expect(
      (await post(sc.coord, `/api/escolas/${sc.a.id}/membros`, { usuario_id: sc.alunos[0]!.id, papel: 'professor' }))
        .status,
    ).toBe(403);
    expect((await post(sc.coord, `/api/escolas/${sc.a.id}/creditos`, { quantidade: 5 })).status).toBe(403);
    expect((await post(sc.prof, `/api/escolas/${sc.a.id}/creditos`, { quantidade: 5 })).status).toBe(403);
  });

  it("a room belongs to its teacher's school: another school's student is refused, an unplaced one is placed there", async () => {
    const other = await user('estudante', 'Outra Escola');
    expect(
      (await post(sc.admin, `/api/escolas/${sc.b.id}/membros`, { usuario_id: other.id, papel: 'estudante' })).status,
    ).toBe(200);
    const refused = await post(other, '/api/salas/ingressar', { codigo_acesso: sc.sala.codigo_acesso });
    expect(refused.status).toBe(403);
    expect(refused.body.error.message).toBe(
      'Esta sala pertence a outra escola. Peça à coordenação da sua escola o código de uma sala dela.',
    );

    const unplaced = await user('estudante', 'Recém Cadastrada');
    const joined = await post(unplaced, '/api/salas/ingressar', { codigo_acesso: sc.sala.codigo_acesso });
    expect(joined.status).toBe(201);
    expect((await get(unplaced, '/api/auth/perfil')).body.data.escola_id).toBe(sc.a.id);
    // joining again changes nothing
    expect((await post(unplaced, '/api/salas/ingressar', { codigo_acesso: sc.sala.codigo_acesso })).status).toBe(200);
  });

  it('a stopped classroom service blanks only the rooms', async () => {
    const res = await get(sc.coord, `/api/escolas/${sc.a.id}/painel`, degraded.url);
    expect(res.status).toBe(200);
    expect(res.body.data.indisponivel).toEqual(['salas']);
    expect(res.body.data.totais).toMatchObject({ salas: 0, redacoes_periodo: 4 });
  });
});
