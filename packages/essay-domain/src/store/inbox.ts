import type { PendenciaTipo } from '@argumenta/contracts';
import type { Db } from './db.js';

/** One thing waiting for a room's teacher (the teacher's inbox, issue 46). */
export type PendingRow = {
  tipo: PendenciaTipo;
  redacao_id: number;
  usuario_id: number;
  titulo: string;
  atividade_id: number;
  recurso_id: number | null;
  competencia: number | null;
  motivo_revisao: string | null;
  data: Date;
};

/**
 * What waits for the teacher in these activities (null: every activity, for admins), oldest first, at most `limit` of
 * each kind: appeals the teacher decides, grades held for review or awaiting a manual grade, and late submissions the
 * teacher has not reviewed yet.
 */
export async function pendingOfActivities(db: Db, atividadeIds: number[] | null, limit = 200): Promise<PendingRow[]> {
  const { rows } = await db.query<PendingRow>(
    `(SELECT 'recurso' AS tipo, r.id AS redacao_id, r.usuario_id, r.titulo, r.atividade_id, a.id AS recurso_id,
             a.competencia, NULL AS motivo_revisao, a.criado_em AS data
        FROM essay.recursos a JOIN essay.redacoes r ON r.id = a.redacao_id
       WHERE a.status = 'pendente' AND a.decide = 'professor' AND r.atividade_id IS NOT NULL
         AND ($1::int[] IS NULL OR r.atividade_id = ANY($1::int[]))
       ORDER BY a.criado_em, a.id LIMIT $2)
     UNION ALL
     (SELECT 'revisao', r.id, r.usuario_id, r.titulo, r.atividade_id, NULL, NULL,
             CASE WHEN r.status = 'aguardando_professor' THEN 'Aguardando a sua correção.' ELSE r.motivo_revisao END, r.data_envio
        FROM essay.redacoes r
       WHERE r.status IN ('em_revisao', 'aguardando_professor') AND r.atividade_id IS NOT NULL
         AND ($1::int[] IS NULL OR r.atividade_id = ANY($1::int[]))
       ORDER BY r.data_envio, r.id LIMIT $2)
     UNION ALL
     (SELECT 'atrasada', r.id, r.usuario_id, r.titulo, r.atividade_id, NULL, NULL, NULL, r.data_envio
        FROM essay.redacoes r
       WHERE r.status_entrega = 'late' AND r.data_revisao IS NULL AND r.status NOT IN ('em_revisao', 'aguardando_professor')
         AND r.atividade_id IS NOT NULL AND ($1::int[] IS NULL OR r.atividade_id = ANY($1::int[]))
       ORDER BY r.data_envio, r.id LIMIT $2)
     ORDER BY data, redacao_id`,
    [atividadeIds, limit],
  );
  return rows;
}
