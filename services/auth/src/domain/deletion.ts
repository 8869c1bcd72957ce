import { randomUUID } from 'node:crypto';
import { ERASED_NAME, erasedEmail, erasePath, type ErasureReport } from '@argumenta/contracts';
import {
  startPeriodicJob,
  withTransaction,
  type InternalClient,
  type Logger,
  type Pool,
  type PoolClient,
} from '@argumenta/platform';
import { hashPassword } from './passwords.js';
import { pruneAudit, recordAudit } from './audit.js';
import type { EndSessions } from './sessions.js';

/**
 * The services that hold personal data besides this one, each erasing its own schema through erasePath, and what ends
 * the account's sessions (an erased account's token must not keep reading what is left).
 */
export type ErasurePorts = {
  essay: InternalClient;
  classroom: InternalClient;
  proposal: InternalClient;
  endSessions?: EndSessions;
};

export type DeletionSettings = { graceDays: number };
/** Days between asking and erasing: time to change one's mind (ACCOUNT_DELETION_GRACE_DAYS). */
export const DEFAULT_DELETION_GRACE_DAYS = 7;

/** The moment a deletion asked for now may run. */
export const deletionDueAt = (settings: DeletionSettings, now = new Date()) =>
  new Date(now.getTime() + settings.graceDays * 86_400_000);

/**
 * Schedules the erasure of an account (by the person, or by their school's coordinator). Asking again keeps the
 * earlier date (the grace period is never extended by a second click). Returns the date, or null for an erased account.
 */
export async function scheduleDeletion(
  pool: Pool,
  usuarioId: number,
  requestedBy: number,
  settings: DeletionSettings,
): Promise<Date | null> {
  const { rows } = await pool.query<{ exclusao_agendada_para: Date }>(
    `UPDATE auth.usuarios SET exclusao_agendada_para = coalesce(exclusao_agendada_para, $2), exclusao_solicitada_por = coalesce(exclusao_solicitada_por, $3)
     WHERE id = $1 AND anonimizada_em IS NULL RETURNING exclusao_agendada_para`,
    [usuarioId, deletionDueAt(settings), requestedBy],
  );
  return rows[0]?.exclusao_agendada_para ?? null;
}

/** Cancels a pending deletion; `onlyOwn` cancels it only when the person asked for it themself (a login). */
export async function cancelDeletion(db: Pool | PoolClient, usuarioId: number, onlyOwn = false): Promise<boolean> {
  const { rowCount } = await db.query(
    `UPDATE auth.usuarios SET exclusao_agendada_para = NULL, exclusao_solicitada_por = NULL
     WHERE id = $1 AND anonimizada_em IS NULL AND exclusao_agendada_para IS NOT NULL AND (NOT $2 OR exclusao_solicitada_por = id)`,
    [usuarioId, onlyOwn],
  );
  return !!rowCount;
}

/**
 * Erases one person's data in every service, then anonymises their account row here. The row stays (same id, role and
 * school, the credit ledger's figures) so a school's panel and a teacher's room still add up, with nothing left that
 * names the person: name and e-mail replaced, password unusable, SSO link, school-facing details, login attempts,
 * known browsers and password-reset links gone. Each service's erase is idempotent, so a sweep that failed half-way simply runs again.
 */
async function eraseAccount(
  db: PoolClient,
  ports: ErasurePorts,
  usuarioId: number,
  email: string,
): Promise<ErasureReport[]> {
  const essay = await ports.essay.post<ErasureReport>(erasePath(usuarioId));
  // The proposal service keeps reviewed essays as correction references: it is told which essays were this person's.
  const proposal = await ports.proposal.post<ErasureReport>(erasePath(usuarioId), { redacoes: essay.redacoes ?? [] });
  const classroom = await ports.classroom.post<ErasureReport>(erasePath(usuarioId));
  const unusable = await hashPassword(randomUUID());
  const attempts = await db.query('DELETE FROM auth.tentativas_login WHERE email = $1', [email]);
  // Reset links (a failed send's SMTP error may quote the address).
  const resets = await db.query('DELETE FROM auth.tokens_redefinicao_senha WHERE usuario_id = $1', [usuarioId]);
  const devices = await db.query('DELETE FROM auth.dispositivos_conhecidos WHERE usuario_id = $1', [usuarioId]);
  // Notifications name essays and grades (issue 46).
  await db.query('DELETE FROM auth.notificacoes WHERE usuario_id = $1', [usuarioId]);
  await db.query(
    `UPDATE auth.usuarios SET nome = $2, email = $3, senha_hash = $4, oidc_sub = NULL, instituicao = NULL, disciplina = NULL, matricula = NULL, id_externo = NULL,
            ultimo_acesso = NULL, anonimizada_em = now()
     WHERE id = $1`,
    [usuarioId, ERASED_NAME, erasedEmail(usuarioId), unusable],
  );
  // In the erasure's transaction: the entry exists exactly when the erasure does.
  await recordAudit(db, {
    acao: 'conta.excluida',
    alvo_usuario_id: usuarioId,
    detalhes: { redacoes: essay.redacoes?.length ?? 0 },
  });
  // Before the commit: a failure leaves the account to the next sweep, sessions and all.
  await ports.endSessions?.(usuarioId);
  return [
    essay,
    proposal,
    classroom,
    {
      servico: 'auth',
      apagados: {
        usuarios: 1,
        tentativas_login: attempts.rowCount ?? 0,
        tokens_redefinicao_senha: resets.rowCount ?? 0,
        dispositivos_conhecidos: devices.rowCount ?? 0,
      },
    },
  ];
}

/**
 * Erases the accounts whose grace period ended, one transaction each, the row locked with SKIP LOCKED: replicas
 * sweeping at the same time never erase the same account twice, and a login that cancels waits for the lock.
 * `only` limits the sweep to one account (the deletion asked with no grace period). Returns the erased ids.
 */
export async function eraseDueAccounts(
  pool: Pool,
  ports: ErasurePorts,
  logger: Logger,
  opts: { only?: number; limit?: number } = {},
): Promise<number[]> {
  const erased: number[] = [];
  for (let i = 0; i < (opts.limit ?? 50); i++) {
    const done = await withTransaction(pool, async (db) => {
      const { rows } = await db.query<{ id: number; email: string }>(
        `SELECT id, email FROM auth.usuarios
         WHERE exclusao_agendada_para <= now() AND anonimizada_em IS NULL AND ($1::int IS NULL OR id = $1)
         ORDER BY exclusao_agendada_para LIMIT 1 FOR UPDATE SKIP LOCKED`,
        [opts.only ?? null],
      );
      const row = rows[0];
      if (!row) return null;
      const reports = await eraseAccount(db, ports, row.id, row.email);
      logger.info({ usuarioId: row.id, reports }, 'conta excluída: dados pessoais apagados');
      return row.id;
    });
    if (done === null) break;
    erased.push(done);
  }
  return erased;
}

/**
 * The periodic privacy jobs (every `everyMs`): erasing the accounts whose grace period ended, then the audit trail's
 * own retention (`auditRetentionDays`). A failure is logged and tried again on the next round.
 */
export function startDeletionSweeper(
  pool: Pool,
  ports: ErasurePorts,
  logger: Logger,
  everyMs: number,
  auditRetentionDays?: number,
): { close: () => Promise<void> } {
  return startPeriodicJob(everyMs, () =>
    eraseDueAccounts(pool, ports, logger)
      .catch((err: Error) =>
        logger.error({ err }, 'falha ao excluir contas agendadas; nova tentativa na próxima rodada'),
      )
      .then(() => auditRetentionDays && pruneAudit(pool, auditRetentionDays))
      .catch((err: Error) => logger.error({ err }, 'falha ao aplicar a retenção da auditoria')),
  );
}
