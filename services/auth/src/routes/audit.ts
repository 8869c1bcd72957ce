import { Router, type RequestHandler, type Response } from 'express';
import {
  AUDIT_MESSAGES,
  auditEntrySchema,
  auditQuerySchema,
  CLIENT_IP_HEADER,
  ok,
  type AuditRecord,
} from '@argumenta/contracts';
import {
  authOf,
  badRequest,
  csvFile,
  forbidden,
  parseId,
  parseOrThrow,
  requireRole,
  type Pool,
} from '@argumenta/platform';
import { listAudit, recordAudit, verifyAuditChain } from '../domain/audit.js';
import { canManageSchool } from '../domain/escolas.js';

/** The query of a trail's page: its size and cursor, and the reader's filters (person, action, period). */
const trailQuery = (q: Record<string, unknown>) => {
  const input = parseOrThrow(auditQuerySchema, q);
  if (input.desde && input.ate && input.desde > input.ate) throw badRequest(AUDIT_MESSAGES.periodInvalid);
  // A spreadsheet takes the whole filtered trail up to 5,000 entries; a screen a page.
  const limite = input.formato === 'csv' ? 5_000 : (input.limite ?? 100);
  return { ...input, limite };
};

const AUDIT_CSV_HEADER = [
  'id',
  'quando',
  'quem_id',
  'quem',
  'papel',
  'acao',
  'de_quem_id',
  'de_quem',
  'recurso',
  'origem',
];

/** The trail as a spreadsheet (`;` with a BOM, as Excel in pt-BR expects), with names. */
export const auditCsv = (rows: AuditRecord[]) =>
  csvFile([
    AUDIT_CSV_HEADER,
    ...rows.map((e) => [
      e.id,
      new Date(e.criado_em).toISOString(),
      e.ator_id ?? '',
      e.ator_id ? (e.ator_nome ?? '') : 'Sistema',
      e.ator_papel ?? '',
      e.acao,
      e.alvo_usuario_id ?? '',
      e.alvo_nome ?? '',
      e.recurso ?? '',
      e.ip ?? '',
    ]),
  ]);

function sendTrail(res: Response, rows: AuditRecord[], formato: string | undefined, file: string) {
  if (formato !== 'csv') return void res.json(ok({ registros: rows }));
  res
    .set('Cache-Control', 'no-store')
    .type('text/csv; charset=utf-8')
    .set('Content-Disposition', `attachment; filename="${file}"`)
    .send(auditCsv(rows));
}

/** The audit trail (issue 38): other services append through /internal; admins read all, a coordinator their school's. */
export function auditRoutes(pool: Pool, requireAuth: RequestHandler): Router {
  const r = Router();

  r.post('/internal/auditoria', async (req, res) => {
    res.status(201).json(ok(await recordAudit(pool, parseOrThrow(auditEntrySchema, req.body ?? {}))));
  });

  r.get('/admin/auditoria', requireAuth, requireRole('admin'), async (req, res) => {
    const q = trailQuery(req.query);
    sendTrail(res, await listAudit(pool, q), q.formato, 'auditoria.csv');
  });

  r.get('/admin/auditoria/verificacao', requireAuth, requireRole('admin'), async (_req, res) => {
    res.json(ok(await verifyAuditChain(pool)));
  });

  r.get('/escolas/:id/auditoria', requireAuth, async (req, res) => {
    const escolaId = parseId(req.params.id, 'ID da escola inválido');
    if (!(await canManageSchool(pool, authOf(req).id, escolaId))) throw forbidden(AUDIT_MESSAGES.forbidden);
    const q = trailQuery(req.query);
    sendTrail(res, await listAudit(pool, { ...q, escolaId }), q.formato, `auditoria-escola-${escolaId}.csv`);
  });

  return r;
}

/** Who and from where, for an entry written by this service's own routes. */
export const actorOf = (req: Parameters<RequestHandler>[0]) => {
  const me = authOf(req);
  return { ator_id: me.id, ator_papel: me.tipo, ip: req.get(CLIENT_IP_HEADER) || req.ip || null };
};
