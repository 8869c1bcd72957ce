import type { Db } from './db.js';
import type { JobStatus } from './status.js';

/**
 * Where each credit reservation stands on the essay side: the status of the correction or transcription that holds it,
 * `pendente` for a batch item that holds it before either exists, null when no essay row names it (the reservation's
 * essay is not in the database: a restored copy taken mid-submission). scripts/restore.ts settles reservations by it.
 */
export async function creditReferenceStates(db: Db, references: string[]): Promise<Map<string, JobStatus | null>> {
  const { rows } = await db.query<{ referencia: string; status: JobStatus | null }>(
    `SELECT ref AS referencia, COALESCE(c.status, t.status, CASE WHEN l.id IS NOT NULL THEN 'pendente' END) AS status
       FROM unnest($1::text[]) AS ref
       LEFT JOIN essay.correcoes c ON c.referencia_credito = ref
       LEFT JOIN essay.transcricoes t ON t.referencia_credito = ref
       LEFT JOIN essay.lote_itens l ON l.referencia_credito = ref`,
    [references],
  );
  return new Map(rows.map((r) => [r.referencia, r.status]));
}
