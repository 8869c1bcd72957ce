// `npm run migrate`: applies every service's migrations (safe to re-run) on DATABASE_DIRECT_URL, else DATABASE_URL: the
// migration lock is a session advisory lock, which a transaction pooler would not keep.
import { createPool, runMigrations } from '@argumenta/platform';
import { MIGRATION_DIRS } from './migrations.js';

const pool = createPool(
  process.env.DATABASE_DIRECT_URL || process.env.DATABASE_URL || 'postgres://postgres@127.0.0.1:5432/argumenta',
  2,
);
for (const [schema, dir] of MIGRATION_DIRS) {
  const applied = await runMigrations(pool, schema, dir);
  console.log(`${schema}: ${applied.length ? applied.join(', ') : 'em dia'}`);
}
await pool.end();
