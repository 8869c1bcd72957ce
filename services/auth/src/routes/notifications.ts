import { Router, type RequestHandler } from 'express';
import { ok } from '@argumenta/contracts';
import { authOf, parseId } from '@argumenta/platform';
import type { Notifications } from '../domain/notifications.js';

/** The person's notifications (the web app's bell) and the services' way to create one (service token). */
export function notificationRoutes(n: Notifications, requireAuth: RequestHandler): Router {
  const r = Router();
  r.post('/internal/notificacoes', async (req, res) => {
    const created = await n.create(req.body);
    res.status(created ? 201 : 200).json(ok({ notificacao: created }));
  });
  r.get('/notificacoes', requireAuth, async (req, res) => {
    res.set('Cache-Control', 'no-store').json(ok(await n.list(authOf(req).id)));
  });
  r.post('/notificacoes/lidas', requireAuth, async (req, res) => {
    res.json(ok({ marcadas: await n.markRead(authOf(req).id, null) }));
  });
  r.post('/notificacoes/:id/lida', requireAuth, async (req, res) => {
    res.json(ok({ marcadas: await n.markRead(authOf(req).id, parseId(req.params.id, 'ID da notificação inválido')) }));
  });
  return r;
}
