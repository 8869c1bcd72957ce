import { Redis } from 'ioredis';
import { AUTH_MESSAGES } from '@argumenta/contracts';
import { createAuthApp, MIGRATIONS_DIR } from '@argumenta/auth';
import { runMigrations, sessionsPrefix, tokenRevocation } from '@argumenta/platform';
import {
  api,
  closeTestPool,
  logger,
  serve,
  SERVICE_TOKEN,
  testJwt,
  testPool,
  tokenFor,
  uniqueEmail,
  uniquePrefix,
  type Running,
} from '@argumenta/testkit';
import { startAuthService } from '@argumenta/testkit/auth';

let auth: Running;
let adminToken: string;
beforeAll(async () => {
  auth = await startAuthService();
  const email = uniqueEmail('admin');
  const reg = await api(auth.url, 'POST', '/auth/registrar', {
    body: { name: 'Admin Teste', email, password: 'segredo1', confirmPassword: 'segredo1' },
  });
  await testPool().query(`UPDATE auth.usuarios SET tipo = 'admin' WHERE id = $1`, [reg.body.data.user.id]);
  adminToken = tokenFor({ id: reg.body.data.user.id, tipo: 'admin', nome: 'Admin Teste' });
});
afterAll(async () => {
  await auth.close();
  await closeTestPool();
});

describe('admin API', () => {
  it('refuses students and teachers (403) and anonymous callers (401) on every route', async () => {
    const routes: [string, string][] = [
      ['GET', '/admin/usuarios'],
      ['POST', '/admin/usuarios'],
      ['DELETE', '/admin/usuarios/1'],
      ['GET', '/admin/estatisticas'],
      ['POST', '/admin/creditos/adicionar'],
      ['POST', '/admin/usuarios/lote'],
    ];
    for (const tipo of ['estudante', 'professor'] as const) {
      const token = tokenFor({ id: 999_999, tipo, nome: 'X' });
      for (const [method, path] of routes)
        expect((await api(auth.url, method, path, { token, body: method === 'GET' ? undefined : {} })).status).toBe(
          403,
        );
    }
    for (const [method, path] of routes)
      expect((await api(auth.url, method, path, { body: method === 'GET' ? undefined : {} })).status).toBe(401);
  });

  it('creates, lists, credits and deletes users', async () => {
    const email = uniqueEmail('criado');
    const created = await api(auth.url, 'POST', '/admin/usuarios', {
      token: adminToken,
      body: { nome: 'Professor Criado', email, senha: 'segredo1', tipo: 'professor', creditos: 10 },
    });
    expect(created.status).toBe(201);
    expect(created.body.message).toBe('Usuário criado com sucesso!');
    expect(created.body.data).toMatchObject({ tipo: 'professor', creditos_disponiveis: 10 });

    const bad = await api(auth.url, 'POST', '/admin/usuarios', {
      token: adminToken,
      body: { nome: 'X', email: 'ruim', senha: '1' },
    });
    expect(bad.status).toBe(400);

    const list = await api(
      auth.url,
      'GET',
      `/admin/usuarios?busca=${encodeURIComponent(email)}&tipo=professor&limite=10&pagina=1`,
      { token: adminToken },
    );
    expect(list.body.data.total).toBe(1);
    expect(list.body.data.usuarios[0]).toMatchObject({ email, creditos: 10 });

    const add = await api(auth.url, 'POST', '/admin/creditos/adicionar', {
      token: adminToken,
      body: { usuario_id: created.body.data.id, quantidade: 5, descricao: 'Bônus' },
    });
    expect(add.body).toMatchObject({
      success: true,
      message: 'Créditos adicionados com sucesso!',
      data: { creditos_disponiveis: 15 },
    });
    const zero = await api(auth.url, 'POST', '/admin/creditos/adicionar', {
      token: adminToken,
      body: { usuario_id: created.body.data.id, quantidade: 0 },
    });
    expect(zero.status).toBe(400);
    const ledger = await testPool().query(
      `SELECT tipo, delta FROM auth.movimentos_credito WHERE usuario_id = $1 ORDER BY id`,
      [created.body.data.id],
    );
    expect(ledger.rows).toEqual([
      { tipo: 'inicial', delta: 10 },
      { tipo: 'adicao', delta: 5 },
    ]);

    const del = await api(auth.url, 'DELETE', `/admin/usuarios/${created.body.data.id}`, { token: adminToken });
    expect(del.body.message).toBe('Usuário excluído com sucesso!');
    expect(
      (await api(auth.url, 'DELETE', `/admin/usuarios/${created.body.data.id}`, { token: adminToken })).status,
    ).toBe(404);
  });

  it('imports users in bulk, each row on its own', async () => {
    const ok1 = uniqueEmail('lote');
    const res = await api(auth.url, 'POST', '/admin/usuarios/lote', {
      token: adminToken,
      body: {
        usuarios: [
          { nome: 'Aluno Lote', email: ok1, senha: 'segredo1', papel: 'estudante' },
          { nome: 'Sem Email', email: '', senha: 'segredo1', tipo: 'estudante' },
          { nome: 'Repetido', email: ok1, senha: 'segredo1', tipo: 'estudante' },
        ],
      },
    });
    expect(res.body.data).toMatchObject({ total_processados: 3, total_sucesso: 1, total_erros: 2 });
    expect(res.body.data.sucessos[0].usuario.creditos_disponiveis).toBe(50);
    expect(res.body.data.erros.map((e: { erro: string }) => e.erro)).toEqual([
      'Email inválido',
      'Este email já está cadastrado',
    ]);
  });

  it('reports system statistics', async () => {
    const res = await api(auth.url, 'GET', '/admin/estatisticas', { token: adminToken });
    expect(res.status).toBe(200);
    expect(res.body.data.total_usuarios).toBeGreaterThan(0);
    expect(res.body.data).toHaveProperty('usuarios_ativos');
    expect(res.body.data).toHaveProperty('creditos_utilizados_hoje');
  });
});

describe('a change that must end sessions is not made when they cannot be ended', () => {
  // Redis (where the gateway reads ended sessions) unreachable: the real client, failing as it does in production.
  let down: Running;
  let deadRedis: Redis;
  beforeAll(async () => {
    const pool = testPool();
    await runMigrations(pool, 'auth', MIGRATIONS_DIR);
    deadRedis = new Redis('redis://127.0.0.1:9', {
      enableOfflineQueue: false,
      maxRetriesPerRequest: 0,
      lazyConnect: true,
    });
    deadRedis.on('error', () => {});
    const sessions = tokenRevocation(deadRedis, sessionsPrefix(uniquePrefix('sem-redis')));
    down = await serve(
      createAuthApp({
        pool,
        logger,
        jwt: testJwt,
        serviceToken: SERVICE_TOKEN,
        endSessions: (id) => sessions.revokeUser(id, 3600),
      }),
    );
  });
  afterAll(async () => {
    await down.close();
    deadRedis.disconnect();
  });

  it('deleting a user or changing their role answers 503 in Portuguese and changes nothing', async () => {
    const created = await api(down.url, 'POST', '/admin/usuarios', {
      token: adminToken,
      body: { nome: 'Professora Fica', email: uniqueEmail('fica'), senha: 'segredo1', tipo: 'professor' },
    });
    expect(created.status).toBe(201);
    const id = created.body.data.id as number;
    const deleted = await api(down.url, 'DELETE', `/admin/usuarios/${id}`, { token: adminToken });
    expect({ status: deleted.status, message: deleted.body.error?.message }).toEqual({
      status: 503,
      message: AUTH_MESSAGES.sessionsNotEnded,
    });

    const escola = await api(down.url, 'POST', '/escolas', {
      token: adminToken,
      body: { nome: `Escola ${uniquePrefix('x')}` },
    });
    expect(escola.status).toBe(201);
    const demoted = await api(down.url, 'POST', `/escolas/${escola.body.data.id}/membros`, {
      token: adminToken,
      body: { usuario_id: id, papel: 'estudante' },
    });
    expect({ status: demoted.status, message: demoted.body.error?.message }).toEqual({
      status: 503,
      message: AUTH_MESSAGES.sessionsNotEnded,
    });

    const { rows } = await testPool().query<{ tipo: string; escola_id: number }>(
      'SELECT tipo, escola_id FROM auth.usuarios WHERE id = $1',
      [id],
    );
    expect(rows[0]?.tipo).toBe('professor');
    expect(rows[0]?.escola_id).not.toBe(escola.body.data.id);
  });
});
