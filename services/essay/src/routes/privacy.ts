import { Router, type Request, type RequestHandler } from 'express';
import {
  CLIENT_IP_HEADER,
  EXPORT_MESSAGES,
  exportRequestSchema,
  ok,
  type AuditAction,
  type AuditEntry,
} from '@argumenta/contracts';
import { authOf, parseId, parseOrThrow, type InternalClient, type Logger, type Pool } from '@argumenta/platform';
import { essayOwner } from '@argumenta/essay-domain';
import { erasePersonalData, type RemoveJobs } from '../domain/erasure.js';
import { exportFile, exportStatus, requestExport, type EnqueueExport } from '../domain/export.js';

export type PrivacyDeps = {
  pool: Pool;
  logger: Logger;
  /** Appends to the audit trail (the auth service's /internal/auditoria); none: nothing is recorded. */
  audit?: (entry: AuditEntry) => Promise<unknown>;
  removeJobs?: RemoveJobs;
  /** The export job's producer and the services it reads (none: exports are refused as unavailable). */
  exportData?: { enqueue: EnqueueExport; auth: InternalClient; classroom: InternalClient };
};

/** Data protection (issue 38): a person's export (ZIP built by a background job) and, for the auth service, erasure. */
export function privacyRoutes(deps: PrivacyDeps, requireAuth: RequestHandler): Router {
  const r = Router();
  const exportId = (raw: unknown) => parseId(raw, 'ID da exportação inválido');

  // The audit trail of what others do with a person's essays: recorded once the action answered 2xx (a refused one
  // did nothing). A failed write is logged, never turned into the user's error.
  const record =
    (acao: AuditAction, actorOf?: (req: Request) => { id: number; tipo: string } | null): RequestHandler =>
    (req, res, next) => {
      const id = Number(req.params.id);
      if (!Number.isSafeInteger(id) || !deps.audit) return next();
      res.on('finish', () => {
        if (res.statusCode >= 300) return;
        const actor = actorOf ? actorOf(req) : req.auth;
        if (!actor) return;
        void (async () => {
          const owner = await essayOwner(deps.pool, id);
          if (owner === undefined || (acao === 'redacao.lida_por_outro' && owner === actor.id)) return;
          const detalhes: Record<string, string | number> = req.params.recursoId
            ? { recurso_id: Number(req.params.recursoId) }
            : req.params.marcacaoId
              ? { marcacao_id: Number(req.params.marcacaoId) }
              : { caminho: String(req.route?.path ?? req.path) };
          await deps.audit!({
            acao,
            ator_id: actor.id,
            ator_papel: actor.tipo,
            alvo_usuario_id: owner,
            recurso: `redacao:${id}`,
            detalhes,
            ip: req.get(CLIENT_IP_HEADER) || req.ip || null,
          });
        })().catch((err: Error) => deps.logger.error({ err, acao }, 'falha ao gravar a auditoria'));
      });
      next();
    };
  const reads = [
    '/redacoes/:id',
    '/redacoes/:id/feedback',
    '/redacoes/:id/submission-feedback',
    '/redacoes/:id/pdf',
    '/redacoes/:id/exportar',
    '/redacoes/:id/download',
  ];
  r.get(reads, requireAuth, record('redacao.lida_por_outro'));
  r.post('/redacoes/:id/liberacao', requireAuth, record('nota.liberada'));
  r.put('/redacoes/:id/recursos/:recursoId', requireAuth, record('recurso.decidido'));
  // The teacher's pen (issue 51): who marked, changed or struck what in a person's essay.
  r.post('/redacoes/:id/marcacoes', requireAuth, record('marcacao.criada'));
  r.patch('/redacoes/:id/marcacoes/:marcacaoId', requireAuth, record('marcacao.alterada'));
  r.delete('/redacoes/:id/marcacoes/:marcacaoId', requireAuth, record('marcacao.removida'));
  // The room's teacher grading (sent by the classroom service, which checked who the reviewer is).
  r.post(
    '/internal/redacoes/:id/revisao',
    record('nota.alterada', (req) => {
      const revisor = Number((req.body as { revisor_id?: unknown })?.revisor_id);
      return Number.isSafeInteger(revisor) && revisor > 0 ? { id: revisor, tipo: 'professor' } : null;
    }),
  );

  r.post('/internal/titulares/:id/apagar', async (req, res) => {
    res.json(ok(await erasePersonalData(deps.pool, parseId(req.params.id, 'ID do usuário inválido'), deps.removeJobs)));
  });

  r.post('/privacidade/exportacoes', requireAuth, async (req, res) => {
    const input = parseOrThrow(exportRequestSchema, req.body ?? {});
    const ex = deps.exportData;
    if (!ex) throw new Error('exportação sem fila configurada');
    const me = authOf(req);
    const status = await requestExport(
      { pool: deps.pool, logger: deps.logger, auth: ex.auth, classroom: ex.classroom },
      ex.enqueue,
      me,
      input.usuario_id,
    );
    await deps.audit?.({
      acao: 'dados.exportacao_pedida',
      ator_id: me.id,
      ator_papel: me.tipo,
      alvo_usuario_id: status.usuario_id,
      recurso: `exportacao:${status.id}`,
      ip: req.get(CLIENT_IP_HEADER) || req.ip || null,
    });
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
