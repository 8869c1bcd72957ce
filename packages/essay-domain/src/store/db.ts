import type { PoolClient } from '@argumenta/platform';

/**
 * What every store operation runs on: the pool (one statement, autocommit) or a client inside the caller's transaction
 * (`withTransaction`). An operation never opens a transaction of its own unless its name says so.
 */
export type Db = Pick<PoolClient, 'query'>;

/** rowCount as a number (pg answers null for some commands). */
export const affected = (r: { rowCount: number | null }) => r.rowCount ?? 0;
