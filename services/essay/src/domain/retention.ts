import {
  RETENTION_POLICIES_PATH,
  RETENTION_REPORT_PATH,
  type RetentionPolicy,
  type RetentionRunReport,
} from '@argumenta/contracts';
import { startPeriodicJob, withTransaction, type InternalClient, type Logger, type Pool } from '@argumenta/platform';
import { retentionRowsOf } from '@argumenta/essay-domain';
import { eraseEssayContentsAndJobs, type RemoveJobs } from './erasure.js';

/** Essays erased per transaction: a large school's first run is cut in short transactions. */
const BATCH = 200;

/**
 * Erases, in one school, the contents of the essays sent more than `retencao_meses` months ago by its members, and the
 * photos/transcriptions behind them (plus photos of theirs older than that which never became an essay). Erasure as for
 * a deleted account (eraseEssayContents): the rows keep grades and dates for the school's figures. Safe on several
 * replicas: a transaction-level advisory lock per school — a replica that finds the school taken skips it (returns
 * null) — and only essays still holding content are picked, so a second run finds nothing.
 */
export async function applyRetention(
  pool: Pool,
  policy: RetentionPolicy,
  removeJobs?: RemoveJobs,
): Promise<RetentionRunReport | null> {
  const report: RetentionRunReport = { escola_id: policy.escola_id, redacoes: 0, apagados: {} };
  for (let rounds = 0; ; rounds++) {
    const round = await withTransaction(pool, async (db) => {
      const { rows: lock } = await db.query<{ got: boolean }>(
        `SELECT pg_try_advisory_xact_lock(hashtext('essay.retencao'), $1) AS got`,
        [policy.escola_id],
      );
      if (!lock[0]!.got) return null;
      const rows = await retentionRowsOf(db, policy.usuarios, policy.retencao_meses, BATCH);
      const erased = await eraseEssayContentsAndJobs(db, rows);
      return { essays: rows.essayIds.length, more: rows.more, ...erased };
    });
    if (!round) return rounds > 0 ? report : null;
    report.redacoes += round.essays;
    for (const [k, n] of Object.entries(round.apagados)) report.apagados[k] = (report.apagados[k] ?? 0) + n;
    // After the commit, as for an erased account: a job left behind would only find nothing to do.
    if (removeJobs) report.apagados.jobs = (report.apagados.jobs ?? 0) + (await removeJobs(round.jobs));
    if (!round.more) return report;
  }
}

/**
 * One retention run over every school with a setting (read from the auth service, which owns schools: the setting stays
 * in its schema, this service only erases what lives in its own). Each school's run is reported back (its last run and
 * erasure, an audit entry) and logged with its counts. Returns the reports of the schools this replica handled.
 */
export async function sweepRetention(deps: {
  pool: Pool;
  auth: InternalClient;
  logger: Logger;
  removeJobs?: RemoveJobs;
}): Promise<RetentionRunReport[]> {
  const { escolas } = await deps.auth.get<{ escolas: RetentionPolicy[] }>(RETENTION_POLICIES_PATH);
  const reports: RetentionRunReport[] = [];
  for (const policy of escolas) {
    const report = await applyRetention(deps.pool, policy, deps.removeJobs);
    if (!report) continue;
    deps.logger.info({ ...report }, 'retenção aplicada: conteúdos de redações antigas apagados');
    await deps.auth.post(RETENTION_REPORT_PATH, report);
    reports.push(report);
  }
  return reports;
}

/** The retention job every `everyMs` (RETENTION_SWEEP_SECONDS); a failure is logged and tried again next round. */
export function startRetentionSweeper(
  deps: Parameters<typeof sweepRetention>[0],
  everyMs: number,
): { close: () => Promise<void> } {
  return startPeriodicJob(everyMs, () =>
    sweepRetention(deps).catch((err: Error) =>
      deps.logger.error({ err }, 'falha ao aplicar a retenção das escolas; nova tentativa na próxima rodada'),
    ),
  );
}
