import { randomUUID } from 'node:crypto';
import { jest } from '@jest/globals';
import { CREDIT_OPERATIONS_MAX } from '@argumenta/contracts';
import { creditsPort } from '@argumenta/essay-domain';
import { lazyClient, testPool } from '@argumenta/testkit';
import { useAuthService } from '@argumenta/testkit/auth';

/**
 * Different students' reservations made together go to auth in one call (`reservar-varias`), a larger burst in calls
 * of at most CREDIT_OPERATIONS_MAX; each submission gets its own answer. Against the real auth service.
 */
jest.setTimeout(60_000);

const auth = useAuthService();

it('1,100 students reserving at once: calls of at most 500, each student charged once, the ones without credits refused', async () => {
  const n = 2 * CREDIT_OPERATIONS_MAX + 100;
  // Accounts written straight to the table (1,100 registrations would spend the test's time hashing passwords); every
  // tenth has no credits.
  const tag = randomUUID().slice(0, 8);
  const { rows } = await testPool().query<{ id: number; creditos: number }>(
    `INSERT INTO auth.usuarios (nome, email, senha_hash, tipo, creditos_disponiveis, escola_id)
     SELECT 'Turma', 'turma-' || $1 || '-' || i || '@teste.com', 'x', 'estudante', CASE WHEN i % 10 = 0 THEN 0 ELSE 1 END,
            (SELECT id FROM auth.escolas WHERE padrao)
       FROM generate_series(1, $2::int) AS i ORDER BY i RETURNING id, creditos_disponiveis AS creditos`,
    [tag, n],
  );
  const calls: number[] = [];
  const client = lazyClient(auth.url);
  const counting = {
    ...client,
    post: <T>(path: string, body?: unknown) => (
      calls.push((body as { reservas?: unknown[] }).reservas?.length ?? 0),
      client.post<T>(path, body)
    ),
  };
  const credits = creditsPort(counting);
  const outcomes = await Promise.allSettled(
    rows.map((u) => credits.reserve(u.id, `turma-${tag}-${u.id}`, 'Correção de redação')),
  );

  expect(calls).toEqual([CREDIT_OPERATIONS_MAX, CREDIT_OPERATIONS_MAX, 100]);
  rows.forEach((u, i) => {
    const o = outcomes[i]!;
    if (u.creditos) expect(o).toEqual({ status: 'fulfilled', value: { creditos_disponiveis: 0 } });
    else expect(o.status === 'rejected' && (o.reason as { code: string }).code).toBe('insufficient_credits');
  });
  const books = await testPool().query<{ n: number; saldo: number }>(
    `SELECT count(r.*)::int AS n, sum(u.creditos_disponiveis)::int AS saldo FROM auth.usuarios u LEFT JOIN auth.reservas_credito r ON r.usuario_id = u.id WHERE u.id = ANY($1::int[])`,
    [rows.map((u) => u.id)],
  );
  expect(books.rows[0]).toEqual({ n: n - n / 10, saldo: 0 });
});
