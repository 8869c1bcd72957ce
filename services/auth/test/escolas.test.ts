import { randomUUID } from 'node:crypto';
import { cp, mkdtemp, readdir, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { MIGRATIONS_DIR } from '@argumenta/auth';
import { createPool, runMigrations } from '@argumenta/platform';
import { api, closeTestPool, SERVICE_TOKEN, testPool, tokenFor, uniqueEmail, type Running } from '@argumenta/testkit';
import { actors, type Actor } from '@argumenta/testkit/actors';
import { startAuthService } from '@argumenta/testkit/auth';

let auth: Running;
let make: ReturnType<typeof actors>;
const adminToken = tokenFor({ id: 999_999, tipo: 'admin', nome: 'Admin Teste' });
let admin: Actor;

beforeAll(async () => {
  auth = await startAuthService();
  make = actors(auth.url);
  admin = await make('admin');
});
afterAll(async () => {
  await auth.close();
  await closeTestPool();
});

const post = (p: string, body: unknown, token = admin.token) => api(auth.url, 'POST', p, { token, body });
const get = (p: string, token = admin.token) => api(auth.url, 'GET', p, { token });
const internal = (p: string, body: unknown) =>
  api(auth.url, 'POST', p, { body, headers: { 'x-service-token': SERVICE_TOKEN } });
const uniqueName = (tag: string) => `${tag} ${randomUUID().slice(0, 8)}`;
const inep = () => String(Math.floor(10_000_000 + Math.random() * 89_999_999));

async function newSchool(extra: Record<string, unknown> = {}) {
  const res = await post('/escolas', { nome: uniqueName('Escola Estadual'), ...extra });
  expect(res.status).toBe(201);
  return res.body.data as { id: number; nome: string; codigo_inep: string | null };
}
async function member(escolaId: number, papel: 'coordenador' | 'professor' | 'estudante'): Promise<Actor> {
  const a = await make(papel === 'coordenador' ? 'estudante' : papel);
  const res = await post(`/escolas/${escolaId}/membros`, { usuario_id: a.id, papel });
  expect(res.status).toBe(200);
  return { ...a, tipo: papel, token: tokenFor({ id: a.id, tipo: papel, nome: a.nome }) };
}

describe('schools', () => {
  it('admin creates a school (INEP optional); bad input gets Portuguese 400/409; others 403', async () => {
    const code = inep();
    const s = await post('/escolas', {
      nome: uniqueName('EE Castro Alves'),
      codigo_inep: code,
      rede: 'SEDUC-SP',
      dominio_email: '@Castro.SP.gov.br',
    });
    expect(s.status).toBe(201);
    expect(s.body.data).toMatchObject({
      codigo_inep: code,
      rede: 'SEDUC-SP',
      dominio_email: 'castro.sp.gov.br',
      creditos: 0,
      total_estudantes: 0,
    });
    const noInep = await post('/escolas', { nome: uniqueName('Colégio Sem INEP') });
    expect(noInep.body.data.codigo_inep).toBeNull();

    expect((await post('/escolas', { nome: '  ' })).body.error.message).toBe('Nome da escola é obrigatório');
    expect((await post('/escolas', { nome: uniqueName('X'), codigo_inep: '123' })).body.error.message).toBe(
      'Código INEP deve ter 8 dígitos',
    );
    const dupName = await post('/escolas', { nome: s.body.data.nome.toUpperCase() });
    expect(dupName.status).toBe(409);
    expect(dupName.body.error.message).toBe('Já existe uma escola com este nome');
    expect((await post('/escolas', { nome: uniqueName('Y'), codigo_inep: code })).body.error.message).toBe(
      'Já existe uma escola com este código INEP',
    );

    const teacher = await make('professor');
    const coordinator = await member(s.body.data.id, 'coordenador');
    expect((await post('/escolas', { nome: uniqueName('Z') }, teacher.token)).status).toBe(403);
    expect((await post('/escolas', { nome: uniqueName('Z') }, coordinator.token)).status).toBe(403);
    expect((await api(auth.url, 'POST', '/escolas', { body: { nome: 'Sem token' } })).status).toBe(401);
    expect((await get('/escolas', coordinator.token)).status).toBe(403);
  });

  it('members: admin places users with a role; the account moves school and role; refusals are explicit', async () => {
    const a = await newSchool();
    const b = await newSchool();
    const student = await make('estudante');
    expect((await get(`/auth/perfil`, student.token)).body.data.escola_id).toBeGreaterThan(0);
    const placed = await post(`/escolas/${a.id}/membros`, { usuario_id: student.id, papel: 'estudante' });
    expect(placed.body.data).toMatchObject({ id: student.id, escola_id: a.id, tipo: 'estudante' });
    // one school at a time: placing in b moves the account
    await post(`/escolas/${b.id}/membros`, { usuario_id: student.id, papel: 'professor' });
    const perfil = await get('/auth/perfil', student.token);
    expect(perfil.body.data).toMatchObject({ escola_id: b.id, tipo: 'professor' });

    expect(
      (await post(`/escolas/${a.id}/membros`, { usuario_id: student.id, papel: 'diretor' })).body.error.message,
    ).toBe('Papel inválido: use coordenador, professor ou estudante');
    expect((await post(`/escolas/${a.id}/membros`, { usuario_id: 987_654_321, papel: 'estudante' })).status).toBe(404);
    expect(
      (await post(`/escolas/987654/membros`, { usuario_id: student.id, papel: 'estudante' })).body.error.message,
    ).toBe('Escola não encontrada');
    const other = await make('admin');
    const adm = await post(`/escolas/${a.id}/membros`, { usuario_id: other.id, papel: 'coordenador' });
    expect(adm.status).toBe(422);

    const coord = await member(a.id, 'coordenador');
    expect(
      (await post(`/escolas/${a.id}/membros`, { usuario_id: coord.id, papel: 'estudante' }, coord.token)).status,
    ).toBe(403);

    // Nobody coordinates the default school (it gathers every unplaced account): placing, creating or importing one is refused.
    const padrao = (await testPool().query('SELECT id FROM auth.escolas WHERE padrao')).rows[0].id as number;
    const msg = 'Coordenadores precisam de uma escola cadastrada (a escola padrão não tem coordenação).';
    expect(
      (await post(`/escolas/${padrao}/membros`, { usuario_id: student.id, papel: 'coordenador' })).body.error.message,
    ).toBe(msg);
    const created = await post('/admin/usuarios', {
      nome: 'Coord Sem Escola',
      email: uniqueEmail('coord'),
      senha: 'segredo1',
      tipo: 'coordenador',
    });
    expect(created.status).toBe(422);
    expect(created.body.error.message).toBe(msg);
    const imported = await post('/admin/usuarios/lote', {
      usuarios: [{ nome: 'Coord CSV', email: uniqueEmail('coord'), senha: 'segredo1', papel: 'coordenador' }],
    });
    expect(imported.body.data.erros[0].erro).toBe(msg);
    // and a coordinator left in the default school (before this rule) manages nothing
    await testPool().query("UPDATE auth.usuarios SET escola_id = $2, tipo = 'coordenador' WHERE id = $1", [
      student.id,
      padrao,
    ]);
    expect((await get(`/escolas/${padrao}`, tokenFor({ id: student.id, tipo: 'coordenador', nome: 'x' }))).status).toBe(
      403,
    );
  });

  it('a coordinator reads only their own school and its members', async () => {
    const a = await newSchool();
    const b = await newSchool();
    const coord = await member(a.id, 'coordenador');
    const teacher = await member(a.id, 'professor');
    const student = await member(a.id, 'estudante');
    const own = await get(`/escolas/${a.id}`, coord.token);
    expect(own.status).toBe(200);
    expect(own.body.data).toMatchObject({ total_coordenadores: 1, total_professores: 1, total_estudantes: 1 });
    const membros = await get(`/escolas/${a.id}/membros?papel=estudante`, coord.token);
    expect(membros.body.data.membros.map((m: { id: number }) => m.id)).toEqual([student.id]);

    expect((await get(`/escolas/${b.id}`, coord.token)).status).toBe(403);
    expect((await get(`/escolas/${b.id}/membros`, coord.token)).status).toBe(403);
    expect((await get(`/escolas/${a.id}`, teacher.token)).status).toBe(403);
    expect((await get(`/escolas/${a.id}`, student.token)).status).toBe(403);
    // the role is read from the database: a demoted coordinator with an old token is refused
    await post(`/escolas/${a.id}/membros`, { usuario_id: coord.id, papel: 'professor' });
    expect((await get(`/escolas/${a.id}`, coord.token)).status).toBe(403);
    // the gateway's check
    const visao = await api(auth.url, 'GET', `/internal/escolas/${a.id}/visao?usuario_id=${teacher.id}`, {
      headers: { 'x-service-token': SERVICE_TOKEN },
    });
    expect(visao.body.data).toEqual({ permitido: false, escola: null, membros: [] });
  });

  it('CSV import: the escola column names a school by name or INEP code; an unknown school fails only its row', async () => {
    const code = inep();
    const s = await newSchool({ codigo_inep: code });
    const emails = [uniqueEmail('csv'), uniqueEmail('csv'), uniqueEmail('csv'), uniqueEmail('csv')];
    const res = await post(
      '/admin/usuarios/lote',
      {
        usuarios: [
          { nome: 'Ana Lima', email: emails[0], senha: 'segredo1', tipo: 'estudante', escola: s.nome.toLowerCase() },
          { nome: 'Bruno Reis', email: emails[1], senha: 'segredo1', papel: 'coordenador', escola: code },
          {
            nome: 'Carla Dias',
            email: emails[2],
            senha: 'segredo1',
            tipo: 'professor',
            escola: 'Escola que não existe',
          },
          { nome: 'Davi Sá', email: emails[3], senha: 'segredo1', tipo: 'estudante', escola: '' },
        ],
      },
      adminToken,
    );
    expect(res.body.data).toMatchObject({ total_processados: 4, total_sucesso: 3, total_erros: 1 });
    expect(res.body.data.erros[0]).toEqual({
      sucesso: false,
      email: emails[2],
      erro: 'Escola "Escola que não existe" não encontrada',
    });
    const { rows } = await testPool().query(
      'SELECT email, tipo, escola_id, (SELECT padrao FROM auth.escolas e WHERE e.id = u.escola_id) AS padrao FROM auth.usuarios u WHERE email = ANY($1) ORDER BY email',
      [emails],
    );
    const by = Object.fromEntries(rows.map((r) => [r.email, r]));
    expect(by[emails[0]!]).toMatchObject({ tipo: 'estudante', escola_id: s.id });
    expect(by[emails[1]!]).toMatchObject({ tipo: 'coordenador', escola_id: s.id });
    expect(by[emails[2]!]).toBeUndefined();
    expect(by[emails[3]!]).toMatchObject({ padrao: true });
  });
});

describe('school credit pools', () => {
  const balances = async (escolaId: number, userId: number) => {
    const { rows } = await testPool().query(
      'SELECT (SELECT creditos FROM auth.escolas WHERE id = $1) AS escola, creditos_disponiveis AS pessoa FROM auth.usuarios WHERE id = $2',
      [escolaId, userId],
    );
    return { escola: rows[0].escola as number, pessoa: rows[0].pessoa as number };
  };

  it('admin fills a pool; others are refused; bad amounts are 400', async () => {
    const s = await newSchool();
    const res = await post(`/escolas/${s.id}/creditos`, { quantidade: 30, descricao: 'Contrato 2026' });
    expect(res.body.data).toEqual({ escola_id: s.id, creditos: 30 });
    expect((await post(`/escolas/${s.id}/creditos`, { quantidade: 0 })).body.error.message).toBe(
      'A quantidade deve ser pelo menos 1',
    );
    expect((await post(`/escolas/987654/creditos`, { quantidade: 5 })).status).toBe(404);
    const coord = await member(s.id, 'coordenador');
    expect((await post(`/escolas/${s.id}/creditos`, { quantidade: 5 }, coord.token)).status).toBe(403);
    const { rows } = await testPool().query(
      'SELECT conta, tipo, delta, motivo FROM auth.movimentos_credito WHERE escola_id = $1',
      [s.id],
    );
    expect(rows).toEqual([{ conta: 'escola', tipo: 'adicao', delta: 30, motivo: 'Contrato 2026' }]);
  });

  it('30 concurrent activity corrections on pool 5 + person 3: exactly 8 succeed, pool first, nothing negative, ledger keeps both', async () => {
    const s = await newSchool();
    await post(`/escolas/${s.id}/creditos`, { quantidade: 5 });
    const student = await member(s.id, 'estudante');
    await testPool().query('UPDATE auth.usuarios SET creditos_disponiveis = 3 WHERE id = $1', [student.id]);
    const results = await Promise.all(
      Array.from({ length: 30 }, (_, i) =>
        internal('/internal/creditos/reservar', {
          usuario_id: student.id,
          referencia: `pool-${student.id}-${i}`,
          creditos_escola: true,
        }),
      ),
    );
    expect(results.filter((r) => r.status === 200)).toHaveLength(8);
    expect(results.filter((r) => r.status === 402)).toHaveLength(22);
    expect(await balances(s.id, student.id)).toEqual({ escola: 0, pessoa: 0 });

    const { rows: reservas } = await testPool().query(
      'SELECT escola_id FROM auth.reservas_credito WHERE usuario_id = $1',
      [student.id],
    );
    expect(reservas.filter((r) => r.escola_id === s.id)).toHaveLength(5);
    expect(reservas.filter((r) => r.escola_id === null)).toHaveLength(3);
    const { rows: ledger } = await testPool().query(
      "SELECT conta, count(*)::int AS n, sum(delta)::int AS soma FROM auth.movimentos_credito WHERE usuario_id = $1 AND tipo = 'reserva' GROUP BY conta ORDER BY conta",
      [student.id],
    );
    expect(ledger).toEqual([
      { conta: 'escola', n: 5, soma: -5 },
      { conta: 'usuario', n: 3, soma: -3 },
    ]);
  });

  it('refunds go back to whoever paid; confirmations count the pool usage; a free essay never touches the pool', async () => {
    const s = await newSchool();
    await post(`/escolas/${s.id}/creditos`, { quantidade: 1 });
    const student = await member(s.id, 'estudante');
    const free = await internal('/internal/creditos/reservar', {
      usuario_id: student.id,
      referencia: `livre-${student.id}`,
    });
    expect(free.body.data.reserva.escola_id).toBeNull();
    expect(await balances(s.id, student.id)).toEqual({ escola: 1, pessoa: 49 });

    const paidByPool = await internal('/internal/creditos/reservar', {
      usuario_id: student.id,
      referencia: `ativ-${student.id}-1`,
      creditos_escola: true,
    });
    expect(paidByPool.body.data).toMatchObject({ reserva: { escola_id: s.id }, creditos_disponiveis: 49 });
    const paidByPerson = await internal('/internal/creditos/reservar', {
      usuario_id: student.id,
      referencia: `ativ-${student.id}-2`,
      creditos_escola: true,
    });
    expect(paidByPerson.body.data).toMatchObject({ reserva: { escola_id: null }, creditos_disponiveis: 48 });

    await internal('/internal/creditos/estornar', { referencia: `ativ-${student.id}-1` });
    await internal('/internal/creditos/estornar', { referencia: `ativ-${student.id}-1` });
    expect(await balances(s.id, student.id)).toEqual({ escola: 1, pessoa: 48 });
    const again = await internal('/internal/creditos/reservar', {
      usuario_id: student.id,
      referencia: `ativ-${student.id}-3`,
      creditos_escola: true,
    });
    expect(again.body.data.reserva.escola_id).toBe(s.id);
    await internal('/internal/creditos/confirmar', { referencia: `ativ-${student.id}-3` });
    const { rows } = await testPool().query('SELECT creditos, creditos_usados FROM auth.escolas WHERE id = $1', [s.id]);
    expect(rows[0]).toEqual({ creditos: 0, creditos_usados: 1 });
  });
});

describe('migration 030', () => {
  it('moves every existing user into the default school and keeps their data', async () => {
    const adminUrl = process.env.TEST_DATABASE_ADMIN_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
    const name = `argumenta_mig_${process.pid}_${Date.now().toString(36)}`;
    const admin = new pg.Client({ connectionString: adminUrl });
    await admin.connect();
    await admin.query(`CREATE DATABASE ${name}`);
    const url = new URL(adminUrl);
    url.pathname = `/${name}`;
    const db = createPool(url.toString(), 2);
    const before = await mkdtemp(path.join(tmpdir(), 'mig-'));
    try {
      // The schema as it was before schools, with data in it.
      for (const f of (await readdir(MIGRATIONS_DIR)).filter((f) => f < '030'))
        await cp(path.join(MIGRATIONS_DIR, f), path.join(before, f));
      await runMigrations(db, 'auth', before);
      await db.query(`INSERT INTO auth.usuarios (nome, email, senha_hash, tipo, creditos_disponiveis) VALUES
        ('Antiga Aluna', 'a@x.com', 'h', 'estudante', 7), ('Antigo Professor', 'p@x.com', 'h', 'professor', 50), ('Admin', 'adm@x.com', 'h', 'admin', 50)`);
      await db.query(
        `INSERT INTO auth.movimentos_credito (usuario_id, tipo, delta) SELECT id, 'inicial', creditos_disponiveis FROM auth.usuarios`,
      );
      const applied = await runMigrations(db, 'auth', MIGRATIONS_DIR);
      expect(applied).toEqual(expect.arrayContaining(['030_escolas.sql', '031_creditos_escola.sql']));
      const { rows } = await db.query(
        `SELECT u.email, u.tipo, u.creditos_disponiveis, e.nome, e.padrao FROM auth.usuarios u JOIN auth.escolas e ON e.id = u.escola_id ORDER BY u.email`,
      );
      expect(rows).toEqual([
        { email: 'a@x.com', tipo: 'estudante', creditos_disponiveis: 7, nome: 'Escola padrão', padrao: true },
        { email: 'adm@x.com', tipo: 'admin', creditos_disponiveis: 50, nome: 'Escola padrão', padrao: true },
        { email: 'p@x.com', tipo: 'professor', creditos_disponiveis: 50, nome: 'Escola padrão', padrao: true },
      ]);
      const ledger = await db.query(`SELECT count(*)::int AS n FROM auth.movimentos_credito WHERE conta = 'usuario'`);
      expect(ledger.rows[0].n).toBe(3);
      // a new account inserted without a school lands in the default one
      const late = await db.query(
        `INSERT INTO auth.usuarios (nome, email, senha_hash, tipo) VALUES ('Nova', 'n@x.com', 'h', 'coordenador') RETURNING escola_id`,
      );
      expect(late.rows[0].escola_id).toBe((await db.query('SELECT id FROM auth.escolas WHERE padrao')).rows[0].id);
    } finally {
      await db.end();
      await rm(before, { recursive: true, force: true });
      await admin.query(`DROP DATABASE IF EXISTS ${name}`);
      await admin.end();
    }
  });
});
