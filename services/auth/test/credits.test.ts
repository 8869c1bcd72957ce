import { randomUUID } from 'node:crypto';
import { api, closeTestPool, SERVICE_TOKEN, testPool, uniqueEmail, type Running } from '@argumenta/testkit';
import { startAuthService } from '@argumenta/testkit/auth';

let auth: Running;
beforeAll(async () => {
  auth = await startAuthService();
});
afterAll(async () => {
  await auth.close();
  await closeTestPool();
});

const internal = (path: string, body: unknown) =>
  api(auth.url, 'POST', path, { body, headers: { 'x-service-token': SERVICE_TOKEN } });

async function newUserWith(credits: number): Promise<number> {
  const reg = await api(auth.url, 'POST', '/auth/registrar', {
    body: { name: 'Crédito Teste', email: uniqueEmail('cred'), password: 'segredo1', confirmPassword: 'segredo1' },
  });
  const id = reg.body.data.user.id as number;
  await testPool().query('UPDATE auth.usuarios SET creditos_disponiveis = $2 WHERE id = $1', [id, credits]);
  return id;
}

describe('credits ledger', () => {
  it('50 concurrent reservations on a 10-credit balance: exactly 10 succeed, balance 0, ledger consistent', async () => {
    const userId = await newUserWith(10);
    const results = await Promise.all(
      Array.from({ length: 50 }, (_, i) =>
        internal('/internal/creditos/reservar', {
          usuario_id: userId,
          referencia: `conc-${userId}-${i}`,
          quantidade: 1,
        }),
      ),
    );
    const okCount = results.filter((r) => r.status === 200).length;
    expect(okCount).toBe(10);
    expect(results.filter((r) => r.status === 402).every((r) => r.body.error.code === 'insufficient_credits')).toBe(
      true,
    );
    expect(results.filter((r) => r.status !== 200 && r.status !== 402)).toHaveLength(0);

    const pool = testPool();
    const bal = await pool.query('SELECT creditos_disponiveis FROM auth.usuarios WHERE id = $1', [userId]);
    expect(bal.rows[0].creditos_disponiveis).toBe(0);
    const ledger = await pool.query(
      "SELECT coalesce(sum(delta),0)::int AS s, count(*) FILTER (WHERE tipo='reserva')::int AS n FROM auth.movimentos_credito WHERE usuario_id = $1",
      [userId],
    );
    // opening 50 was overwritten to 10 above; reservations moved -10
    expect(ledger.rows[0].n).toBe(10);
    const reservas = await pool.query(
      "SELECT count(*)::int AS n FROM auth.reservas_credito WHERE usuario_id = $1 AND estado = 'reservado'",
      [userId],
    );
    expect(reservas.rows[0].n).toBe(10);
  });

  it('is idempotent by reference and refunds or confirms once', async () => {
    const userId = await newUserWith(3);
    const ref = `ref-${randomUUID()}`;
    const a = await internal('/internal/creditos/reservar', { usuario_id: userId, referencia: ref });
    const b = await internal('/internal/creditos/reservar', { usuario_id: userId, referencia: ref });
    expect(a.status).toBe(200);
    expect(b.status).toBe(200);
    expect(b.body.data.creditos_disponiveis).toBe(2);

    const r1 = await internal('/internal/creditos/estornar', { referencia: ref });
    const r2 = await internal('/internal/creditos/estornar', { referencia: ref });
    expect(r1.body.data.creditos_disponiveis).toBe(3);
    expect(r2.body.data.creditos_disponiveis).toBe(3);
    // a refunded reservation cannot be confirmed afterwards
    const c = await internal('/internal/creditos/confirmar', { referencia: ref });
    expect(c.body.data.reserva.estado).toBe('estornado');

    const ref2 = `ref-${randomUUID()}`;
    await internal('/internal/creditos/reservar', { usuario_id: userId, referencia: ref2 });
    await internal('/internal/creditos/confirmar', { referencia: ref2 });
    await internal('/internal/creditos/confirmar', { referencia: ref2 });
    const u = await testPool().query(
      'SELECT creditos_disponiveis, creditos_totais_usados FROM auth.usuarios WHERE id = $1',
      [userId],
    );
    expect(u.rows[0]).toEqual({ creditos_disponiveis: 2, creditos_totais_usados: 1 });
  });

  it('one reference sent 8 times at once charges once; its answers agree; another user, an unknown user, no credits are refused', async () => {
    const userId = await newUserWith(5);
    const ref = `twin-${randomUUID()}`;
    const twins = await Promise.all(
      Array.from({ length: 8 }, () =>
        internal('/internal/creditos/reservar', { usuario_id: userId, referencia: ref, motivo: 'Correção de redação' }),
      ),
    );
    expect(twins.map((r) => r.status)).toEqual(Array(8).fill(200));
    expect(new Set(twins.map((r) => r.body.data.reserva.referencia))).toEqual(new Set([ref]));
    const pool = testPool();
    const state = await pool.query(
      `SELECT (SELECT creditos_disponiveis FROM auth.usuarios WHERE id = $1) AS saldo,
              (SELECT count(*)::int FROM auth.reservas_credito WHERE referencia = $2) AS reservas,
              (SELECT json_agg(json_build_object('conta', conta, 'delta', delta, 'motivo', motivo)) FROM auth.movimentos_credito WHERE referencia = $2) AS movimentos`,
      [userId, ref],
    );
    expect(state.rows[0]).toEqual({
      saldo: 4,
      reservas: 1,
      movimentos: [{ conta: 'usuario', delta: -1, motivo: 'Correção de redação' }],
    });

    const other = await newUserWith(5);
    const stolen = await internal('/internal/creditos/reservar', { usuario_id: other, referencia: ref });
    expect([stolen.status, stolen.body.error.code]).toEqual([409, 'conflict']);
    const nobody = await internal('/internal/creditos/reservar', {
      usuario_id: 2_000_000_000,
      referencia: `ninguem-${randomUUID()}`,
    });
    expect([nobody.status, nobody.body.error.message]).toEqual([404, 'Usuário não encontrado']);
    const broke = await newUserWith(0);
    const refused = await internal('/internal/creditos/reservar', {
      usuario_id: broke,
      referencia: `sem-${randomUUID()}`,
    });
    expect([refused.status, refused.body.error.message]).toEqual([
      402,
      'Créditos insuficientes. Você não tem créditos disponíveis para esta operação.',
    ]);
    const nothing = await pool.query(
      "SELECT count(*)::int AS n FROM auth.movimentos_credito WHERE usuario_id = ANY($1::int[]) AND tipo = 'reserva'",
      [[other, broke]],
    );
    expect(nothing.rows[0].n).toBe(0);
  });

  it('many users in one call: each reservation decided on its own, refusals answered per item, repeats charged once', async () => {
    const [rich, broke, other] = [await newUserWith(2), await newUserWith(0), await newUserWith(1)];
    const refs = Array.from({ length: 4 }, () => `varias-${randomUUID()}`);
    const call = (reservas: unknown[]) => internal('/internal/creditos/reservar-varias', { reservas });
    const first = await call([
      { usuario_id: rich, referencia: refs[0] },
      { usuario_id: broke, referencia: refs[1] },
      { usuario_id: other, referencia: refs[2] },
      { usuario_id: rich, referencia: refs[3] },
      { usuario_id: 2_000_000_000, referencia: `ninguem-${randomUUID()}` },
    ]);
    expect(first.status).toBe(200);
    const [a, b, c, d, e] = first.body.data.resultados;
    expect(b).toEqual({
      erro: {
        codigo: 'insufficient_credits',
        mensagem: 'Créditos insuficientes. Você não tem créditos disponíveis para esta operação.',
      },
    });
    expect(c).toEqual({ creditos_disponiveis: 0 });
    // rich's two reservations ran concurrently on their balance row: both paid, in some order.
    expect([a.creditos_disponiveis, d.creditos_disponiveis].sort()).toEqual([0, 1]);
    expect(e).toEqual({ erro: { codigo: 'not_found', mensagem: 'Usuário não encontrado' } });

    // The same references again (a retried call): nothing charged twice; another user's reference refused.
    const again = await call([
      { usuario_id: rich, referencia: refs[0] },
      { usuario_id: broke, referencia: refs[2] },
    ]);
    expect(again.body.data.resultados).toEqual([
      { creditos_disponiveis: 0 },
      { erro: { codigo: 'conflict', mensagem: 'Referência de crédito pertence a outro usuário' } },
    ]);
    const reservas = await testPool().query(
      'SELECT usuario_id, count(*)::int AS n FROM auth.reservas_credito WHERE referencia = ANY($1::text[]) GROUP BY usuario_id ORDER BY usuario_id',
      [refs],
    );
    expect(reservas.rows).toEqual([
      { usuario_id: rich, n: 2 },
      { usuario_id: other, n: 1 },
    ]);

    expect((await call([])).status).toBe(400);
    expect(
      (
        await api(auth.url, 'POST', '/internal/creditos/reservar-varias', {
          body: { reservas: [{ usuario_id: rich, referencia: 'x' }] },
        })
      ).status,
    ).toBe(403);
  });

  it("a class in one call with its school's pool: the pool pays as many as it holds, in order, never below zero; then each student's own credits", async () => {
    const pool = testPool();
    const escola = (
      await pool.query<{ id: number }>(`INSERT INTO auth.escolas (nome, creditos) VALUES ($1, 5) RETURNING id`, [
        `Pool ${randomUUID()}`,
      ])
    ).rows[0]!.id;
    const students = [
      ...(await Promise.all(Array.from({ length: 6 }, () => newUserWith(1)))),
      ...(await Promise.all(Array.from({ length: 3 }, () => newUserWith(0)))),
    ];
    await pool.query('UPDATE auth.usuarios SET escola_id = $2 WHERE id = ANY($1::int[])', [students, escola]);
    const outsider = await newUserWith(1); // no school pool asked: pays personally
    const refs = [...students, outsider].map((id) => `turma-${id}-${randomUUID()}`);
    const res = await internal('/internal/creditos/reservar-varias', {
      reservas: [
        ...students.map((id, i) => ({
          usuario_id: id,
          referencia: refs[i],
          motivo: 'Correção de redação',
          creditos_escola: true,
        })),
        { usuario_id: outsider, referencia: refs[9] },
      ],
    });
    expect(res.status).toBe(200);
    const resultados = res.body.data.resultados as { creditos_disponiveis?: number; erro?: { codigo: string } }[];
    // The first five (in the call's order) by the pool, keeping their own credit; the sixth by its own credit once the
    // pool is empty; the three without credits of their own refused; the outsider by their own credit.
    expect(resultados.slice(0, 5)).toEqual(Array(5).fill({ creditos_disponiveis: 1 }));
    expect(resultados[5]).toEqual({ creditos_disponiveis: 0 });
    expect(resultados.slice(6, 9).map((r) => r.erro?.codigo)).toEqual([
      'insufficient_credits',
      'insufficient_credits',
      'insufficient_credits',
    ]);
    expect(resultados[9]).toEqual({ creditos_disponiveis: 0 });
    const state = await pool.query(
      `SELECT (SELECT creditos FROM auth.escolas WHERE id = $1) AS pool,
              (SELECT json_agg(json_build_object('ref', referencia, 'escola', escola_id) ORDER BY referencia) FROM auth.reservas_credito WHERE referencia = ANY($2::text[])) AS reservas,
              (SELECT json_agg(json_build_object('ref', referencia, 'conta', conta, 'delta', delta) ORDER BY referencia) FROM auth.movimentos_credito WHERE referencia = ANY($2::text[])) AS movimentos`,
      [escola, refs],
    );
    const paid = [...refs.slice(0, 6), refs[9]!];
    const byPool = (ref: string) => refs.indexOf(ref) < 5;
    expect(state.rows[0].pool).toBe(0);
    expect(state.rows[0].reservas).toEqual(paid.sort().map((ref) => ({ ref, escola: byPool(ref) ? escola : null })));
    expect(state.rows[0].movimentos).toEqual(
      paid.sort().map((ref) => ({ ref, conta: byPool(ref) ? 'escola' : 'usuario', delta: -1 })),
    );
  });

  it('calls crossing each other (the same students in the other order, the same references twice) charge each reference once and no balance below zero', async () => {
    const users = await Promise.all(Array.from({ length: 12 }, () => newUserWith(2)));
    const a = users.map((id) => ({ usuario_id: id, referencia: `cruz-a-${id}-${randomUUID()}` }));
    const b = [...users].reverse().map((id) => ({ usuario_id: id, referencia: `cruz-b-${id}-${randomUUID()}` }));
    const c = [...users].map((id) => ({ usuario_id: id, referencia: `cruz-c-${id}-${randomUUID()}` }));
    const calls = [a, b, a, [...c].reverse(), b, c].map((reservas) =>
      internal('/internal/creditos/reservar-varias', { reservas }),
    );
    const answers = await Promise.all(calls);
    expect(answers.map((r) => r.status)).toEqual(Array(6).fill(200));
    const pool = testPool();
    const rows = await pool.query<{ id: number; saldo: number; reservas: number; movimentos: number }>(
      `SELECT u.id, u.creditos_disponiveis AS saldo,
              (SELECT count(*)::int FROM auth.reservas_credito r WHERE r.usuario_id = u.id) AS reservas,
              (SELECT count(*)::int FROM auth.movimentos_credito m WHERE m.usuario_id = u.id AND m.tipo = 'reserva') AS movimentos
         FROM auth.usuarios u WHERE u.id = ANY($1::int[])`,
      [users],
    );
    // Three references per student on a balance of 2: exactly two paid, whichever calls won.
    for (const row of rows.rows) expect(row).toEqual({ id: row.id, saldo: 0, reservas: 2, movimentos: 2 });
    // A reference paid once answers the same in both calls that carried it.
    const outcome = (k: number, i: number) => 'erro' in answers[k]!.body.data.resultados[i];
    for (let i = 0; i < 12; i++) {
      expect(outcome(0, i)).toBe(outcome(2, i));
      expect(outcome(1, i)).toBe(outcome(4, i));
    }
  });

  it('refuses internal calls without the service token', async () => {
    const res = await api(auth.url, 'POST', '/internal/creditos/reservar', {
      body: { usuario_id: 1, referencia: 'x' },
    });
    expect(res.status).toBe(403);
  });
});
