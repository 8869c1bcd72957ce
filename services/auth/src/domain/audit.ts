import type { AuditEntry, AuditRecord } from '@argumenta/contracts';
import { withTransaction, type Logger, type Pool, type PoolClient } from '@argumenta/platform';

/**
 * Appends one entry to the audit trail, chained to the last one: entries are serialised by a transaction-level advisory
 * lock so each reads the true previous hash. The target's school is looked up here (a coordinator's view filters on
 * it), so writers send ids only; an entry about a school itself (retention) names it in detalhes.escola_id. The hash
 * is computed by the database function auth.auditoria_hash, the same one the verification uses.
 */
export async function recordAudit(pool: Pool | PoolClient, entry: AuditEntry): Promise<AuditRecord> {
  const write = async (db: PoolClient) => {
    await db.query(`SELECT pg_advisory_xact_lock(hashtext('auth.auditoria'))`);
    const { rows } = await db.query<AuditRecord>(
      `WITH novo AS (
         SELECT clock_timestamp() AS t, (SELECT hash FROM auth.auditoria ORDER BY id DESC LIMIT 1) AS anterior,
                coalesce((SELECT escola_id FROM auth.usuarios WHERE id = $4), ($7::jsonb->>'escola_id')::int) AS escola, $7::jsonb AS detalhes
       )
       INSERT INTO auth.auditoria (criado_em, ator_id, ator_papel, acao, alvo_usuario_id, escola_id, recurso, detalhes, ip, hash_anterior, hash)
       SELECT t, $1, $2, $3, $4, escola, $5, detalhes, $6, anterior, auth.auditoria_hash(anterior, t, $1, $2, $3, $4, escola, $5, detalhes, $6) FROM novo
       RETURNING *`,
      [
        entry.ator_id ?? null,
        entry.ator_papel ?? null,
        entry.acao,
        entry.alvo_usuario_id ?? null,
        entry.recurso ?? null,
        entry.ip ?? null,
        JSON.stringify(entry.detalhes ?? {}),
      ],
    );
    return rows[0]!;
  };
  // Inside a caller's transaction the entry commits (or not) with the action it records.
  return 'release' in pool ? write(pool) : withTransaction(pool, write);
}

export type AuditVerification = { ok: boolean; entradas: number; primeira_quebra: string | null };

/**
 * Recomputes every entry's hash and checks each points at the one before it. An altered, inserted or removed entry
 * breaks the chain at that entry. The oldest remaining entry may point at one the retention removed.
 */
export async function verifyAuditChain(pool: Pool): Promise<AuditVerification> {
  const { rows } = await pool.query<{ id: string; intacta: boolean }>(
    `SELECT id, hash = auth.auditoria_hash(hash_anterior, criado_em, ator_id, ator_papel, acao, alvo_usuario_id, escola_id, recurso, detalhes, ip)
              AND (anterior_real IS NULL OR hash_anterior IS NOT DISTINCT FROM anterior_real) AS intacta
       FROM (SELECT *, lag(hash) OVER (ORDER BY id) AS anterior_real FROM auth.auditoria) a
      ORDER BY id`,
  );
  const broken = rows.find((r) => !r.intacta);
  return { ok: !broken, entradas: rows.length, primeira_quebra: broken?.id ?? null };
}

/** The trail's own retention (AUDIT_RETENTION_DAYS): entries older than that are deleted, oldest first. */
export async function pruneAudit(pool: Pool, days: number): Promise<number> {
  return withTransaction(pool, async (db) => {
    await db.query(`SELECT pg_advisory_xact_lock(hashtext('auth.auditoria'))`);
    await db.query(`SELECT set_config('argumenta.auditoria_retencao', 'on', true)`);
    const { rowCount } = await db.query(
      `DELETE FROM auth.auditoria WHERE criado_em < now() - make_interval(days => $1)`,
      [days],
    );
    return rowCount ?? 0;
  });
}

/** Best effort for actions whose answer must not fail because the trail could not be written: logged loudly. */
export const auditOrLog = (pool: Pool, logger: Logger, entry: AuditEntry) =>
  recordAudit(pool, entry).catch((err: Error) =>
    logger.error({ err, acao: entry.acao }, 'falha ao gravar a auditoria'),
  );

export async function listAudit(
  pool: Pool,
  opts: { escolaId?: number; limite: number; antes?: string },
): Promise<AuditRecord[]> {
  const { rows } = await pool.query<AuditRecord>(
    `SELECT * FROM auth.auditoria WHERE ($1::int IS NULL OR escola_id = $1) AND ($2::bigint IS NULL OR id < $2) ORDER BY id DESC LIMIT $3`,
    [opts.escolaId ?? null, opts.antes ?? null, opts.limite],
  );
  return rows;
}
