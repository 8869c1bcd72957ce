import { Router, type RequestHandler } from 'express';
import { AUDIT_MESSAGES, auditEntrySchema, CLIENT_IP_HEADER, ok } from '@argumenta/contracts';
import { authOf, forbidden, parseId, parseOrThrow, requireRole, type Pool } from '@argumenta/platform';
import { listAudit, recordAudit, verifyAuditChain } from '../domain/audit.js';
import { canManageSchool } from '../domain/escolas.js';

const page = (q: Record<string, unknown>) => ({
  limite: Math.min(500, Math.max(1, Number(q.limite) || 100)),
  antes: /^\d+$/.test(String(q.antes ?? '')) ? String(q.antes) : undefined,
});

/** The audit trail (issue 38): other services append through /internal; admins read all, a coordinator their school's. */
export function auditRoutes(pool: Pool, requireAuth: RequestHandler): Router {
  const r = Router();

  r.post('/internal/auditoria', async (req, res) => {
    res.status(201).json(ok(await recordAudit(pool, parseOrThrow(auditEntrySchema, req.body ?? {}))));
  });

  r.get('/admin/auditoria', requireAuth, requireRole('admin'), async (req, res) => {
    res.json(ok({ registros: await listAudit(pool, page(req.query)) }));
  });

  r.get('/admin/auditoria/verificacao', requireAuth, requireRole('admin'), async (_req, res) => {
    res.json(ok(await verifyAuditChain(pool)));
  });

  r.get('/escolas/:id/auditoria', requireAuth, async (req, res) => {
    const escolaId = parseId(req.params.id, 'ID da escola inválido');
    if (!(await canManageSchool(pool, authOf(req).id, escolaId))) throw forbidden(AUDIT_MESSAGES.forbidden);
    res.json(ok({ registros: await listAudit(pool, { ...page(req.query), escolaId }) }));
  });

  return r;
}

/** Who and from where, for an entry written by this service's own routes. */
export const actorOf = (req: Parameters<RequestHandler>[0]) => {
  const me = authOf(req);
  return { ator_id: me.id, ator_papel: me.tipo, ip: req.get(CLIENT_IP_HEADER) || req.ip || null };
};
