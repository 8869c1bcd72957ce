// `npm run restore -- <file> [--replace]`: loads a backup made by `npm run backup` into DATABASE_DIRECT_URL (else
// DATABASE_URL), creating the database when it is missing (docs/runbook.md, "Backup and restore").
// - The load is one transaction: the services, which keep running, see the old state or the restored one, never half.
// - A database that already holds the platform's tables is refused unless --replace (then they are dropped first).
// - The credit reservations the copy left open are settled as the restored rows say (settleRestoredReservations).
// - With REDIS_URL, the queues under QUEUE_PREFIX are emptied and the read cache's epoch renewed: the jobs and kept
//   reads belong to the database that was lost (a restored essay would be taken for done by its old finished job, and
//   a new essay may reuse an id whose job already finished). The essay service's reconciler enqueues every pending
//   restored row again within RECONCILE_INTERVAL_MS.
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import pg from 'pg';
import { QUEUES } from '@argumenta/contracts';
import { bullConnection, createPool, createQueue, renewEpoch, type Pool } from '@argumenta/platform';
import { confirm, refund } from '@argumenta/auth/credits';
import { creditReferenceStates } from '@argumenta/essay-domain';
import { Redis } from 'ioredis';
import { ensureDatabase } from './lib/infra.mjs';
import { describeUrl, directDatabaseUrl } from './lib/database-copy.js';

const args = process.argv.slice(2);
const replace = args.includes('--replace');
// --after-recovery=<time>: after a restore done elsewhere (a managed database's point-in-time recovery to <time>), only
// what follows the load: the reservations of the copy settled, the queues emptied, the read cache renewed.
const recoveredTo = args.find((a) => a.startsWith('--after-recovery='))?.slice('--after-recovery='.length);
const file = args.find((a) => !a.startsWith('--'));
const usage =
  'uso: npm run restore -- <arquivo .dump> [--replace] | --after-recovery=<instante da recuperação, ISO 8601>';
if (recoveredTo !== undefined) {
  const at = new Date(recoveredTo);
  if (Number.isNaN(at.getTime())) {
    console.error(`${usage} (${recoveredTo} não é uma data)`);
    process.exit(1);
  }
  await settle(directDatabaseUrl(), at);
} else {
  if (!file || !existsSync(file)) {
    console.error(`${usage}${file ? ` (${file} não existe)` : ''}`);
    process.exit(1);
  }
  await restoreDatabase(file);
}

// The queues and the kept reads belong to the database that was lost (see above).
if (process.env.REDIS_URL) {
  const prefix = process.env.QUEUE_PREFIX ?? 'argumenta';
  for (const name of Object.values(QUEUES)) {
    const queue = createQueue(name, bullConnection(process.env.REDIS_URL), prefix);
    await queue.obliterate({ force: true });
    await queue.close();
  }
  const redis = new Redis(process.env.REDIS_URL, { maxRetriesPerRequest: 1 });
  await renewEpoch(redis, prefix);
  await redis.quit();
  console.log(
    `filas de ${prefix} esvaziadas e cache de leituras renovado: o reconciliador reenfileira o que estava pendente`,
  );
} else {
  console.log('REDIS_URL não definido: esvazie as filas e renove a época do cache à mão (docs/runbook.md)');
}

async function restoreDatabase(file: string) {
  const url = directDatabaseUrl();
  await ensureDatabase(url);

  const db = new pg.Client({ connectionString: url });
  await db.connect();
  const { rows } = await db.query<{ n: number }>(
    `SELECT count(*)::int AS n FROM pg_tables WHERE schemaname IN ('auth', 'classroom', 'essay', 'proposal')`,
  );
  await db.end();
  if (rows[0]!.n > 0 && !replace) {
    console.error(
      `${describeUrl(url)} já tem ${rows[0]!.n} tabelas da plataforma; nada foi alterado. Use --replace para apagá-las e restaurar o backup.`,
    );
    process.exit(1);
  }

  const started = Date.now();
  const restore = spawnSync(
    'pg_restore',
    [
      '--no-owner',
      '--no-privileges',
      '--exit-on-error',
      '--single-transaction',
      ...(replace ? ['--clean', '--if-exists'] : []),
      `--dbname=${url}`,
      file,
    ],
    { stdio: ['ignore', 'inherit', 'inherit'] },
  );
  if (restore.error || restore.status !== 0) {
    console.error(
      `restauração falhou (pg_restore ${restore.error ? 'não encontrado: instale postgresql-client' : `código ${restore.status}`}); o banco ficou como estava.`,
    );
    process.exit(1);
  }
  console.log(`${file} restaurado em ${describeUrl(url)} (${((Date.now() - started) / 1000).toFixed(1)} s)`);
  await settle(url, new Date(started));
}

async function settle(url: string, before: Date) {
  const pool = createPool(url, 2);
  const settled = await settleRestoredReservations(pool, before);
  await pool.end();
  console.log(
    `créditos: ${settled.refunded} reservas devolvidas (redação posterior à cópia), ${settled.confirmed} confirmadas (correção já concluída na cópia)`,
  );
}

/**
 * A submission reserves its credit in the auth schema before its essay is committed in the essay schema, and a
 * correction is committed before its credit is confirmed: a copy taken between the two (pg_dump's snapshot, a
 * point-in-time recovery) holds a reservation whose essay is not in it — the student would lose that credit — or a
 * finished correction whose credit was never confirmed. Each reservation open in the copy (created before `before`:
 * the restore's start, or the recovery point, so none of a submission in flight now) is settled as its row says, with the auth service's own
 * idempotent confirm/refund: no row → refunded; correction or transcription `concluida` → confirmed; `falhou` →
 * refunded; still pending or processing → left to the worker, which settles it.
 */
async function settleRestoredReservations(pool: Pool, before: Date): Promise<{ refunded: number; confirmed: number }> {
  // The reservations are the auth schema's; where each stands is the essay store's to say.
  const { rows: open } = await pool.query<{ referencia: string }>(
    `SELECT referencia FROM auth.reservas_credito WHERE estado = 'reservado' AND criada_em < $1`,
    [before],
  );
  const states = await creditReferenceStates(
    pool,
    open.map((r) => r.referencia),
  );
  let refunded = 0;
  let confirmed = 0;
  for (const { referencia } of open) {
    const status = states.get(referencia) ?? null;
    if (status === null || status === 'falhou') {
      await refund(pool, referencia);
      refunded += 1;
    } else if (status === 'concluida') {
      await confirm(pool, referencia);
      confirmed += 1;
    }
  }
  return { refunded, confirmed };
}
