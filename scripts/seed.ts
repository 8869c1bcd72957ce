// Development seed: migrates every service schema and creates the demo accounts (never in production).
import { createUser } from '@argumenta/auth/users';
import { seedThemeBank } from '@argumenta/proposal';
import { createPool, ensureDevKeyPair, runMigrations } from '@argumenta/platform';
import { DEMO_ACCOUNTS, DEMO_SCHOOL } from './services.mjs';
import { MIGRATION_DIRS } from './migrations.js';

if (process.env.NODE_ENV === 'production') {
  console.error('O seed de contas de demonstração não roda em produção.');
  process.exit(1);
}
const pool = createPool(process.env.DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/argumenta', 2);
ensureDevKeyPair();
for (const [schema, dir] of MIGRATION_DIRS) await runMigrations(pool, schema, dir);
// The demo school, created once with its pool (a second seed leaves it, and whatever was spent, alone).
const school = await pool.query<{ id: number }>(
  `INSERT INTO auth.escolas (nome, codigo_inep, rede, dominio_email, creditos) VALUES ($1, $2, $3, $4, $5)
   ON CONFLICT (codigo_inep) DO UPDATE SET nome = auth.escolas.nome RETURNING id`,
  [DEMO_SCHOOL.nome, DEMO_SCHOOL.codigo_inep, DEMO_SCHOOL.rede, DEMO_SCHOOL.dominio_email, DEMO_SCHOOL.creditos],
);
const escolaId = school.rows[0]!.id;
for (const account of DEMO_ACCOUNTS) {
  const exists = await pool.query('SELECT 1 FROM auth.usuarios WHERE email = $1', [account.email]);
  // Admins manage every school and stay in the default one; the others belong to the demo school.
  const escola = account.tipo === 'admin' ? {} : { escola_id: escolaId };
  if (!exists.rowCount)
    await createUser(pool, {
      ...account,
      ...escola,
      tipo: account.tipo as 'estudante' | 'professor' | 'coordenador' | 'admin',
      creditos: account.tipo === 'estudante' ? 50 : 500,
    });
}
// The theme bank is seeded by the proposal service at every start too (production included); here it is ready before.
const bank = await seedThemeBank(pool);
await pool.end();
console.log(
  `seed concluído: contas de demonstração prontas; banco de temas: ${bank.temas} propostas, ${bank.referencias} redações de referência${bank.semeado ? '' : ' (já estava em dia)'}`,
);
