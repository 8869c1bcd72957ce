import { Router, type RequestHandler } from 'express';
import { EXPORT_MESSAGES, exportRequestSchema, ok } from '@argumenta/contracts';
import { authOf, parseId, parseOrThrow, type InternalClient, type Logger, type Pool } from '@argumenta/platform';
import { erasePersonalData, type RemoveJobs } from '../domain/erasure.js';
import { exportFile, exportStatus, requestExport, type EnqueueExport } from '../domain/export.js';

export type PrivacyDeps = {
  pool: Pool;
  logger: Logger;
  removeJobs?: RemoveJobs;
  /** The export job's producer and the services it reads (none: exports are refused as unavailable). */
  exportData?: { enqueue: EnqueueExport; auth: InternalClient; classroom: InternalClient };
};

/** Data protection (issue 38): a person's export (ZIP built by a background job) and, for the auth service, erasure. */
export function privacyRoutes(deps: PrivacyDeps, requireAuth: RequestHandler): Router {
  const r = Router();
  const exportId = (raw: unknown) => parseId(raw, 'ID da exportação inválido');

  r.post('/internal/titulares/:id/apagar', async (req, res) => {
    res.json(ok(await erasePersonalData(deps.pool, parseId(req.params.id, 'ID do usuário inválido'), deps.removeJobs)));
  });

  r.post('/privacidade/exportacoes', requireAuth, async (req, res) => {
    const input = parseOrThrow(exportRequestSchema, req.body ?? {});
    const ex = deps.exportData;
    if (!ex) throw new Error('exportação sem fila configurada');
    const status = await requestExport({ pool: deps.pool, logger: deps.logger, auth: ex.auth, classroom: ex.classroom }, ex.enqueue, authOf(req), input.usuario_id);
    res.status(202).json(ok(status, EXPORT_MESSAGES.requested));
  });

  r.get('/privacidade/exportacoes/:id', requireAuth, async (req, res) => {
    res.json(ok(await exportStatus(deps.pool, authOf(req), exportId(req.params.id))));
  });

  r.get('/privacidade/exportacoes/:id/arquivo', requireAuth, async (req, res) => {
    const { bytes, usuarioId } = await exportFile(deps.pool, authOf(req), exportId(req.params.id));
    res.set('content-type', 'application/zip');
    res.set('content-disposition', `attachment; filename="argumenta-meus-dados-${usuarioId}.zip"`);
    res.set('cache-control', 'no-store');
    res.send(bytes);
  });

  return r;
}
