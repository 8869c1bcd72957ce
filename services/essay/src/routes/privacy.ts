import { Router } from 'express';
import { ok } from '@argumenta/contracts';
import { parseId, type Pool } from '@argumenta/platform';
import { erasePersonalData, type RemoveJobs } from '../domain/erasure.js';

/** Data protection (issue 38), for the auth service only (service token): erasing one person's data here. */
export function privacyInternalRoutes(pool: Pool, removeJobs?: RemoveJobs): Router {
  const r = Router();
  r.post('/internal/titulares/:id/apagar', async (req, res) => {
    res.json(ok(await erasePersonalData(pool, parseId(req.params.id, 'ID do usuário inválido'), removeJobs)));
  });
  return r;
}
