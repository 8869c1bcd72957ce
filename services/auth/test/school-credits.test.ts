import { randomUUID } from 'node:crypto';
import { CREDIT_QUOTA_MESSAGES } from '@argumenta/contracts';
import { SERVICE_TOKEN_HEADER } from '@argumenta/platform';
import { api, closeTestPool, SERVICE_TOKEN, testPool, tokenFor, uniqueEmail, type Running } from '@argumenta/testkit';
import { startAuthService } from '@argumenta/testkit/auth';

// Credits as they are paid (issue 54): the teacher sees the school's pool that pays, the coordinator reads the pool's
// ledger and sets a teacher's monthly quota, and a batch past the quota is refused with nothing charged.
let auth: Running;
const admin = tokenFor({ id: 999_999, tipo: 'admin', nome: 'Admin Créditos' });

beforeAll(async () => {
  auth = await startAuthService();
});
afterAll(async () => {
  await auth.close();
  await closeTestPool();
});

async function school(creditos: number) {
  const { rows } = await testPool().query<{ id: number }>(
    'INSERT INTO auth.escolas (nome, creditos) VALUES ($1, $2) RETURNING id',
    [`Escola Créditos ${randomUUID().slice(0, 8)}`, creditos],
  );
  return rows[0]!.id;
}
async function person(
  tipo: 'professor' | 'coordenador' | 'estudante' | 'admin',
  escolaId: number,
  nome = `${tipo} ${randomUUID().slice(0, 4)}`,
) {
  const res = await api(auth.url, 'POST', '/admin/usuarios', {
    token: admin,
    body: { nome, email: uniqueEmail(tipo), senha: 'segredo1', tipo: 'professor', creditos: 0 },
  });
  const id = res.body.data.id as number;
  await testPool().query('UPDATE auth.usuarios SET escola_id = $2, tipo = $3 WHERE id = $1', [id, escolaId, tipo]);
  return { id, nome, token: tokenFor({ id, tipo, nome }) };
}
/** What the essay service does for a batch: one credit per item, the school's pool first. */
const batch = (usuarioId: number, lote: number, n: number) =>
  api(auth.url, 'POST', '/internal/creditos/reservar-itens', {
    headers: { [SERVICE_TOKEN_HEADER]: SERVICE_TOKEN },
    body: {
      usuario_id: usuarioId,
      creditos_escola: true,
      itens: Array.from({ length: n }, (_, i) => ({
        referencia: `lote-${lote}-${randomUUID()}-${i}`,
        motivo: `Lote ${lote}: redação de Aluno ${i + 1}`,
      })),
    },
  });
const poolOf = async (escolaId: number) =>
  (await testPool().query('SELECT creditos FROM auth.escolas WHERE id = $1', [escolaId])).rows[0].creditos as number;

describe('the school pool that pays, its ledger and quotas', () => {
  it('the teacher sees the pool; the ledger names who spent what for which batch; a quota refuses past its limit', async () => {
    const escola = await school(20);
    const prof = await person('professor', escola, 'Márcia Lote');
    const coord = await person('coordenador', escola);

    const mine = await api(auth.url, 'GET', '/auth/creditos', { token: prof.token });
    expect(mine.status).toBe(200);
    expect(mine.body.data).toMatchObject({ pessoais: 0, escola: { id: escola, creditos: 20 }, cota: null });

    expect((await batch(prof.id, 71, 3)).status).toBe(200);
    expect(await poolOf(escola)).toBe(17);
    const ledger = await api(auth.url, 'GET', `/escolas/${escola}/creditos`, { token: coord.token });
    expect(ledger.status).toBe(200);
    expect(ledger.body.data).toMatchObject({ escola_id: escola, creditos: 17 });
    expect(ledger.body.data.movimentos).toHaveLength(3);
    expect(ledger.body.data.movimentos[0]).toMatchObject({
      tipo: 'reserva',
      delta: -1,
      usuario_id: prof.id,
      usuario_nome: 'Márcia Lote',
      motivo: expect.stringMatching(/^Lote 71: redação de Aluno \d$/),
    });
    expect(ledger.body.data.professores).toEqual([
      { usuario_id: prof.id, nome: 'Márcia Lote', limite: null, usados_mes: 3 },
    ]);

    const set = await api(auth.url, 'PUT', `/escolas/${escola}/cotas/${prof.id}`, {
      token: coord.token,
      body: { limite: 4 },
    });
    expect(set.status).toBe(200);
    expect(set.body.message).toBe(CREDIT_QUOTA_MESSAGES.set(4));
    const audited = await testPool().query(
      `SELECT detalhes FROM auth.auditoria WHERE acao = 'cota.definida' AND alvo_usuario_id = $1 AND ator_id = $2`,
      [prof.id, coord.id],
    );
    expect(audited.rows).toEqual([{ detalhes: { escola_id: escola, limite: 4 } }]);
    expect((await api(auth.url, 'GET', '/auth/creditos', { token: prof.token })).body.data.cota).toEqual({
      limite: 4,
      usados_mes: 3,
    });

    // Two more would pass the quota: refused, nothing reserved, the pool untouched.
    const refused = await batch(prof.id, 72, 2);
    expect(refused.status).toBe(402);
    expect(refused.body.message).toBe(CREDIT_QUOTA_MESSAGES.exhausted(3, 4, 2));
    expect(await poolOf(escola)).toBe(17);
    const { rows } = await testPool().query(
      `SELECT count(*)::int AS n FROM auth.reservas_credito WHERE referencia LIKE 'lote-72-%'`,
    );
    expect(rows[0].n).toBe(0);
    expect((await batch(prof.id, 73, 1)).status).toBe(200);
    expect(await poolOf(escola)).toBe(16);

    // Removed: the pool alone limits again.
    await api(auth.url, 'PUT', `/escolas/${escola}/cotas/${prof.id}`, { token: coord.token, body: { limite: null } });
    expect((await batch(prof.id, 74, 2)).status).toBe(200);
  });

  it('only the school’s coordinator or an admin reads the ledger and sets quotas; a quota is for a teacher', async () => {
    const [escola, outra] = [await school(5), await school(5)];
    const prof = await person('professor', escola);
    const aluno = await person('estudante', escola);
    const coordFora = await person('coordenador', outra);
    const coord = await person('coordenador', escola);
    expect((await api(auth.url, 'GET', `/escolas/${escola}/creditos`)).status).toBe(401);
    for (const who of [prof, aluno, coordFora]) {
      const read = await api(auth.url, 'GET', `/escolas/${escola}/creditos`, { token: who.token });
      expect(read.status).toBe(403);
      expect(read.body.message).toBe('Você não tem permissão para acessar esta escola.');
      const put = await api(auth.url, 'PUT', `/escolas/${escola}/cotas/${prof.id}`, {
        token: who.token,
        body: { limite: 1 },
      });
      expect(put.status).toBe(403);
    }
    const student = await api(auth.url, 'PUT', `/escolas/${escola}/cotas/${aluno.id}`, {
      token: coord.token,
      body: { limite: 1 },
    });
    expect(student.status).toBe(422);
    expect(student.body.message).toBe(CREDIT_QUOTA_MESSAGES.notTeacher);
    // Another school's teacher cannot be given a quota here either.
    const profFora = await person('professor', outra);
    expect(
      (
        await api(auth.url, 'PUT', `/escolas/${escola}/cotas/${profFora.id}`, {
          token: coord.token,
          body: { limite: 1 },
        })
      ).status,
    ).toBe(422);
    // An admin (a real account: the school check reads it) passes the check; the body is then validated.
    const realAdmin = await person('admin', escola);
    const negative = await api(auth.url, 'PUT', `/escolas/${escola}/cotas/${prof.id}`, {
      token: realAdmin.token,
      body: { limite: -1 },
    });
    expect(negative.status).toBe(400);
    expect(negative.body.message).toBe('A cota não pode ser negativa');
  });
});
