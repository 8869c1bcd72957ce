import { Router } from 'express';
import { ERASED_NAME, ok, type ErasureReport } from '@argumenta/contracts';
import { parseId, withTransaction, type Pool } from '@argumenta/platform';
import { z } from 'zod';

const bodySchema = z.object({ redacoes: z.array(z.number().int().positive()).max(100_000).default([]) });

/**
 * Data protection (issue 38), for the auth service only: erasing one person's data here. Their essays kept as
 * correction references (a teacher's reviewed essay) are deleted — the auth service passes the essay ids the essay
 * service erased; their name snapshot on proposals they wrote goes; their uses of proposals stay as counts only.
 */
export function privacyInternalRoutes(pool: Pool): Router {
  const r = Router();
  r.post('/internal/titulares/:id/apagar', async (req, res) => {
    const id = parseId(req.params.id, 'ID do usuário inválido');
    const { redacoes } = bodySchema.parse(req.body ?? {});
    const apagados = await withTransaction(pool, async (db) => {
      const refs = await db.query('DELETE FROM proposal.referencias WHERE redacao_id = ANY($1::int[])', [redacoes]);
      const names = await db.query(
        'UPDATE proposal.propostas SET criador_nome = $2 WHERE criador_id = $1 AND criador_nome <> $2',
        [id, ERASED_NAME],
      );
      const uses = await db.query('UPDATE proposal.usos SET usuario_id = NULL WHERE usuario_id = $1', [id]);
      return { referencias: refs.rowCount ?? 0, nomes_em_propostas: names.rowCount ?? 0, usos: uses.rowCount ?? 0 };
    });
    res.json(ok<ErasureReport>({ servico: 'proposal', apagados }));
  });
  return r;
}
