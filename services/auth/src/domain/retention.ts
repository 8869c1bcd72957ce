import {
  SCHOOL_MESSAGES,
  type RetentionPolicy,
  type RetentionRunReport,
  type RetentionStatus,
} from '@argumenta/contracts';
import { AppError, withTransaction, type Pool } from '@argumenta/platform';
import { recordAudit } from './audit.js';

type StatusRow = {
  id: number;
  retencao_meses: number | null;
  retencao_executada_em: Date | null;
  retencao_ultima_remocao: RetentionStatus['ultima_remocao'];
};
const toStatus = (r: StatusRow): RetentionStatus => ({
  escola_id: r.id,
  retencao_meses: r.retencao_meses,
  executada_em: r.retencao_executada_em?.toISOString() ?? null,
  ultima_remocao: r.retencao_ultima_remocao,
});
const STATUS_COLUMNS = 'id, retencao_meses, retencao_executada_em, retencao_ultima_remocao';

/** A school's retention setting and its last runs (issue 38). */
export async function retentionOf(pool: Pool, escolaId: number): Promise<RetentionStatus> {
  const { rows } = await pool.query<StatusRow>(`SELECT ${STATUS_COLUMNS} FROM auth.escolas WHERE id = $1`, [escolaId]);
  if (!rows[0]) throw new AppError('not_found', SCHOOL_MESSAGES.notFound);
  return toStatus(rows[0]);
}

/** Sets (or clears, null) a school's retention; the change and its author go to the audit trail in the same transaction. */
export async function setRetention(
  pool: Pool,
  escolaId: number,
  meses: number | null,
  actor: { ator_id: number; ator_papel: string; ip: string | null },
): Promise<RetentionStatus> {
  return withTransaction(pool, async (db) => {
    const before = await db.query<{ retencao_meses: number | null }>(
      'SELECT retencao_meses FROM auth.escolas WHERE id = $1 FOR UPDATE',
      [escolaId],
    );
    if (!before.rows[0]) throw new AppError('not_found', SCHOOL_MESSAGES.notFound);
    const { rows } = await db.query<StatusRow>(
      `UPDATE auth.escolas SET retencao_meses = $2 WHERE id = $1 RETURNING ${STATUS_COLUMNS}`,
      [escolaId, meses],
    );
    await recordAudit(db, {
      acao: 'retencao.alterada',
      ...actor,
      recurso: `escola:${escolaId}`,
      detalhes: { escola_id: escolaId, antes: before.rows[0].retencao_meses, depois: meses },
    });
    return toStatus(rows[0]!);
  });
}

/** For the essay service's sweep: every school with a retention setting and the accounts placed in it. */
export async function retentionPolicies(pool: Pool): Promise<RetentionPolicy[]> {
  const { rows } = await pool.query<RetentionPolicy>(
    `SELECT e.id AS escola_id, e.retencao_meses, coalesce(array_agg(u.id ORDER BY u.id) FILTER (WHERE u.id IS NOT NULL), '{}') AS usuarios
       FROM auth.escolas e LEFT JOIN auth.usuarios u ON u.escola_id = e.id
      WHERE e.retencao_meses IS NOT NULL
      GROUP BY e.id ORDER BY e.id`,
  );
  return rows;
}

/**
 * A run of the sweep for one school: the run's time is always kept; a run that erased something also becomes the
 * school's last erasure and an audit entry (a run that found nothing — or found another replica at work — does not
 * hide the last real one).
 */
export async function recordRetentionRun(pool: Pool, report: RetentionRunReport): Promise<void> {
  await withTransaction(pool, async (db) => {
    const erased = report.redacoes > 0 || Object.values(report.apagados).some((n) => n > 0);
    await db.query(
      `UPDATE auth.escolas SET retencao_executada_em = now(),
              retencao_ultima_remocao = CASE WHEN $2 THEN $3::jsonb || jsonb_build_object('em', now()) ELSE retencao_ultima_remocao END
        WHERE id = $1`,
      [report.escola_id, erased, JSON.stringify(report)],
    );
    if (erased) {
      await recordAudit(db, {
        acao: 'retencao.aplicada',
        recurso: `escola:${report.escola_id}`,
        detalhes: { escola_id: report.escola_id, redacoes: report.redacoes, ...report.apagados },
      });
    }
  });
}
