import { jest } from '@jest/globals';
import { createPool, withTransaction, type Pool } from '@argumenta/platform';
import { startPrivatePostgres } from '@argumenta/testkit/infra';

/**
 * A transaction's client is cut while it is checked out (PostgreSQL crashed between two statements): the process must
 * live on, the transaction fail, and the pool lend working clients once the server is back. Before this, the cut client
 * raised an unhandled 'error' event and the auth service died under scripts/test/faults/infra.test.ts.
 */
jest.setTimeout(60_000);

let pg: Awaited<ReturnType<typeof startPrivatePostgres>>;
let pool: Pool;

beforeAll(async () => {
  pg = await startPrivatePostgres();
  pool = createPool(pg.url(), 2);
});

afterAll(async () => {
  await pool?.end().catch(() => undefined);
  await pg?.close();
});

it('a connection cut inside a transaction fails that transaction only, and the pool recovers after the restart', async () => {
  const uncaught: unknown[] = [];
  const onUncaught = (err: unknown) => uncaught.push(err);
  process.on('uncaughtException', onUncaught);
  try {
    const cut = withTransaction(pool, async (client) => {
      await client.query('SELECT 1');
      // The server goes away while this client is out of the pool, between two statements.
      await pg.stop();
      await new Promise((r) => setTimeout(r, 300));
      return client.query('SELECT 2');
    });
    await expect(cut).rejects.toThrow();
    await pg.start();
    // Both clients the pool lends now work: the cut one was discarded, not lent again.
    const answers = await Promise.all(
      [0, 1, 2, 3].map((n) =>
        withTransaction(pool, async (c) => (await c.query<{ n: number }>('SELECT $1::int AS n', [n])).rows[0]!.n),
      ),
    );
    expect(answers).toEqual([0, 1, 2, 3]);
    expect(uncaught).toEqual([]);
  } finally {
    process.off('uncaughtException', onUncaught);
  }
});
