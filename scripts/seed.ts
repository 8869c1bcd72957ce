// Development seed: migrates every service schema and creates the demo accounts (never in production).
import { createUser } from '@argumenta/auth/users';
import { seedThemeBank } from '@argumenta/proposal';
import { createPool, ensureDevKeyPair, runMigrations } from '@argumenta/platform';
import { DEMO_ACCOUNTS } from './services.mjs';
import { MIGRATION_DIRS } from './migrations.js';

if (process.env.NODE_ENV === 'production') {
  console.error('O seed de contas de demonstração não roda em produção.');
  process.exit(1);
}
const pool = createPool(process.env.DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/argumenta', 2);
ensureDevKeyPair();
for (const [schema, dir] of MIGRATION_DIRS) await runMigrations(pool, schema, dir);
for (const account of DEMO_ACCOUNTS) {
  const exists = await pool.query('SELECT 1 FROM auth.usuarios WHERE email = $1', [account.email]);
  if (!exists.rowCount) await createUser(pool, { ...account, tipo: account.tipo as 'estudante' | 'professor' | 'admin', creditos: account.tipo === 'estudante' ? 50 : 500 });
}
// The theme bank is seeded by the proposal service at every start too (production included); here it is ready before.
const bank = await seedThemeBank(pool);
await pool.end();
console.log(`seed concluído: contas de demonstração prontas; banco de temas: ${bank.temas} propostas, ${bank.referencias} redações de referência${bank.semeado ? '' : ' (já estava em dia)'}`);
