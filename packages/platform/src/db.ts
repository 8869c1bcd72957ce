import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import pg from 'pg';
import type { Logger } from 'pino';
import { watchPool } from './metrics.js';

export type Pool = pg.Pool;
export type PoolClient = pg.PoolClient;

// BIGINT/NUMERIC come back as strings by default; our ids and counts fit in a JS number.
pg.types.setTypeParser(20, (v) => Number(v));
pg.types.setTypeParser(1700, (v) => Number(v));

/** Pools whose connections go through a transaction pooler: consecutive statements may land on different servers. */
const throughPooler = new WeakSet<Pool>();

export function createPool(connectionString: string, max = 10, opts: { transactionPooler?: boolean } = {}): Pool {
  const pool = new pg.Pool({ connectionString, max, idleTimeoutMillis: 30_000, connectionTimeoutMillis: 5_000 });
  // An idle client dropped by the server (restart, failover) must not crash the process;
  // the pool replaces it on the next query.
  pool.on('error', () => undefined);
  watchPool(pool);
  if (opts.transactionPooler) throughPooler.add(pool);
  return pool;
}

/**
 * The two ways to the database (docs/deploy.md, "Connection budget"): `pooled` for queries (PgBouncer in transaction
 * mode when DATABASE_DIRECT_URL is set apart from it), `direct` for migrations and LISTEN, which need one session.
 */
export function databaseUrls(config: { DATABASE_URL: string; DATABASE_DIRECT_URL?: string }) {
  const direct = config.DATABASE_DIRECT_URL || config.DATABASE_URL;
  return { pooled: config.DATABASE_URL, direct, transactionPooler: direct !== config.DATABASE_URL };
}

/**
 * A named statement (parsed and planned once per server connection) when the pool talks to PostgreSQL itself; an
 * unnamed one through a transaction pooler, where the next statement may run on a server connection that never saw
 * the name (PgBouncer before 1.21 cannot track them: "prepared statement does not exist").
 */
export function namedStatement<V extends unknown[]>(
  pool: Pool,
  query: { name: string; text: string; values: V },
): { name?: string; text: string; values: V } {
  return throughPooler.has(pool) ? { text: query.text, values: query.values } : query;
}

/** PostgreSQL's SQLSTATEs the services tell apart: a unique key taken (a concurrent twin), a deadlock broken. */
export const PG_UNIQUE_VIOLATION = '23505';
export const PG_DEADLOCK = '40P01';

/**
 * The parameters of an `unnest($1::type[], $2::type[], …)` statement that writes many rows at once: one array per
 * column, each picked from every row in order.
 */
export const unnestColumns = <T>(rows: T[], ...columns: ((row: T) => unknown)[]): unknown[][] =>
  columns.map((pick) => rows.map(pick));

// Socket errors and PostgreSQL's "shutting down / cannot connect now / connection failure" SQLSTATEs.
const CONNECTION_FAILURES = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'EPIPE',
  'ETIMEDOUT',
  '57P01',
  '57P02',
  '57P03',
  '08000',
  '08001',
  '08003',
  '08004',
  '08006',
]);

/**
 * Whether an error means the database could not be reached (down, restarting, connection cut), as opposed to a bad
 * query: such a request is answered 503 "try again", not 500 (PostgreSQL restarted under a burst:
 * scripts/test/faults/infra.test.ts).
 */
export function isConnectionFailure(err: unknown): boolean {
  const e = err as { code?: unknown; message?: unknown } | null | undefined;
  if (typeof e?.code === 'string' && CONNECTION_FAILURES.has(e.code)) return true;
  return (
    typeof e?.message === 'string' &&
    /Connection terminated|timeout exceeded when trying to connect|connection error/i.test(e.message)
  );
}

/**
 * A client taken from the pool for several statements. While it is checked out the pool no longer listens for its
 * errors, so a connection cut between two statements (PostgreSQL restarted) was an unhandled 'error' event that killed
 * the process (auth died so under scripts/test/faults/infra.test.ts). It is listened to while out, and a broken client
 * goes back as broken, so the pool discards it instead of lending it again.
 */
async function checkout(pool: Pool): Promise<{ client: PoolClient; release: (err?: unknown) => void }> {
  const client = await pool.connect();
  let broken: Error | undefined;
  const onError = (err: Error) => {
    broken = err;
  };
  client.on('error', onError);
  return {
    client,
    release(err) {
      const cause = broken ?? (isConnectionFailure(err) ? (err as Error) : undefined);
      // A broken client keeps the listener: it may still report its end after the pool has dropped it.
      if (!cause) client.removeListener('error', onError);
      client.release(cause);
    },
  };
}

/** Runs fn inside BEGIN/COMMIT, rolling back on any error. */
export async function withTransaction<T>(pool: Pool, fn: (client: PoolClient) => Promise<T>): Promise<T> {
  const { client, release } = await checkout(pool);
  let failure: unknown;
  try {
    await client.query('BEGIN');
    const result = await fn(client);
    await client.query('COMMIT');
    return result;
  } catch (err) {
    failure = err;
    await client.query('ROLLBACK').catch(() => undefined);
    throw err;
  } finally {
    release(failure);
  }
}

/**
 * Applies `migrations/NNN_name.sql` files of one service schema in order, each in its own
 * transaction, recording them in `<schema>.schema_migrations`. A PostgreSQL advisory lock makes
 * concurrent starts (several replicas, parallel tests) apply each file exactly once.
 */
export async function runMigrations(pool: Pool, schema: string, dir: string, logger?: Logger): Promise<string[]> {
  if (!/^[a-z_]+$/.test(schema)) throw new Error(`nome de schema inválido: ${schema}`);
  const files = (await readdir(dir)).filter((f) => /^\d+_.+\.sql$/.test(f)).sort();
  const { client, release } = await checkout(pool);
  const applied: string[] = [];
  let failure: unknown;
  try {
    await client.query('SELECT pg_advisory_lock(hashtext($1))', [`migrations:${schema}`]);
    await client.query(`CREATE SCHEMA IF NOT EXISTS ${schema}`);
    await client.query(
      `CREATE TABLE IF NOT EXISTS ${schema}.schema_migrations (nome TEXT PRIMARY KEY, aplicada_em TIMESTAMPTZ NOT NULL DEFAULT now())`,
    );
    const done = new Set(
      (await client.query<{ nome: string }>(`SELECT nome FROM ${schema}.schema_migrations`)).rows.map((r) => r.nome),
    );
    for (const file of files) {
      if (done.has(file)) continue;
      const sql = await readFile(path.join(dir, file), 'utf8');
      await client.query('BEGIN');
      try {
        await client.query(`SET LOCAL search_path TO ${schema}, public`);
        await client.query(sql);
        await client.query(`INSERT INTO ${schema}.schema_migrations (nome) VALUES ($1)`, [file]);
        await client.query('COMMIT');
      } catch (err) {
        failure = err;
        await client.query('ROLLBACK').catch(() => undefined);
        throw new Error(`migração ${schema}/${file} falhou: ${(err as Error).message}`, { cause: err });
      }
      applied.push(file);
      logger?.info({ schema, file }, 'migração aplicada');
    }
  } finally {
    await client.query('SELECT pg_advisory_unlock(hashtext($1))', [`migrations:${schema}`]).catch(() => undefined);
    release(failure);
  }
  return applied;
}
