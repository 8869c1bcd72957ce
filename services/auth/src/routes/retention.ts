import { Router, type RequestHandler } from 'express';
import {
  ok,
  RETENTION_MESSAGES,
  RETENTION_POLICIES_PATH,
  RETENTION_REPORT_PATH,
  retentionSettingSchema,
} from '@argumenta/contracts';
import { authOf, forbidden, parseId, parseOrThrow, type Pool } from '@argumenta/platform';
import { z } from 'zod';
import { canManageSchool } from '../domain/escolas.js';
import { recordRetentionRun, retentionOf, retentionPolicies, setRetention } from '../domain/retention.js';
import { actorOf } from './audit.js';

const runReportSchema = z.object({
  escola_id: z.number().int().positive(),
  redacoes: z.number().int().nonnegative(),
  apagados: z.record(z.string(), z.number().int().nonnegative()),
});

/**
 * Retention per school (issue 38). The setting lives with the school, in this schema; the essay service, which owns the
 * essays and photos, runs the sweep: it reads the schools' settings and members here and reports each run back.
 */
export function retentionRoutes(pool: Pool, requireAuth: RequestHandler): Router {
  const r = Router();
  const schoolOf: RequestHandler = (req, _res, next) => {
    const escolaId = parseId(req.params.id, 'ID da escola inválido');
    canManageSchool(pool, authOf(req).id, escolaId)
      .then((allowed) => next(allowed ? undefined : forbidden(RETENTION_MESSAGES.forbidden)))
      .catch(next);
  };

  r.get('/escolas/:id/retencao', requireAuth, schoolOf, async (req, res) => {
    res.json(ok(await retentionOf(pool, Number(req.params.id))));
  });

  r.put('/escolas/:id/retencao', requireAuth, schoolOf, async (req, res) => {
    const { retencao_meses } = parseOrThrow(retentionSettingSchema, req.body ?? {});
    const status = await setRetention(pool, Number(req.params.id), retencao_meses, actorOf(req));
    res.json(ok(status, retencao_meses === null ? RETENTION_MESSAGES.cleared : RETENTION_MESSAGES.saved));
  });

  r.get(RETENTION_POLICIES_PATH, async (_req, res) => {
    res.json(ok({ escolas: await retentionPolicies(pool) }));
  });

  r.post(RETENTION_REPORT_PATH, async (req, res) => {
    await recordRetentionRun(pool, parseOrThrow(runReportSchema, req.body ?? {}));
    res.json(ok({ registrado: true }));
  });

  return r;
}
