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

/** What a reader narrows the trail to: a person (name or e-mail of who acted or whose data), an action, a period. */
export type AuditFilters = { pessoa?: string; acao?: string; desde?: string; ate?: string };

/**
 * A page of the trail, newest first, with the names of who acted and whose data (read now: an erased account shows
 * as "Conta excluída"). Days of the period are Brasília's, both inclusive.
 */
export async function listAudit(
  pool: Pool,
  opts: { escolaId?: number; limite: number; antes?: string } & AuditFilters,
): Promise<AuditRecord[]> {
  const { rows } = await pool.query<AuditRecord>(
    `SELECT a.*, ator.nome AS ator_nome, alvo.nome AS alvo_nome
       FROM auth.auditoria a
       LEFT JOIN auth.usuarios ator ON ator.id = a.ator_id
       LEFT JOIN auth.usuarios alvo ON alvo.id = a.alvo_usuario_id
      WHERE ($1::int IS NULL OR a.escola_id = $1) AND ($2::bigint IS NULL OR a.id < $2)
        AND ($4::text IS NULL OR ator.nome ILIKE '%' || $4 || '%' OR ator.email ILIKE '%' || $4 || '%'
             OR alvo.nome ILIKE '%' || $4 || '%' OR alvo.email ILIKE '%' || $4 || '%')
        AND ($5::text IS NULL OR a.acao = $5)
        AND ($6::date IS NULL OR a.criado_em >= ($6::date::timestamp AT TIME ZONE 'America/Sao_Paulo'))
        AND ($7::date IS NULL OR a.criado_em < (($7::date + 1)::timestamp AT TIME ZONE 'America/Sao_Paulo'))
      ORDER BY a.id DESC LIMIT $3`,
    [
      opts.escolaId ?? null,
      opts.antes ?? null,
      opts.limite,
      opts.pessoa || null,
      opts.acao || null,
      opts.desde || null,
      opts.ate || null,
    ],
  );
  return rows;
}
