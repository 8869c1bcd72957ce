import { Router, type RequestHandler } from 'express';
import { APPEAL_MESSAGES, ESSAY_MESSAGES, ok } from '@argumenta/contracts';
import { authOf, currentRequestId, parseId } from '@argumenta/platform';
import { createAppeal, decideAppeal, listAppeals, type AppealDeps } from '../domain/appeals.js';

/** Appeals (recursos) of an essay: the owner contests, the room's teacher decides, both read the history. */
export function appealRoutes(deps: AppealDeps, requireAuth: RequestHandler): Router {
  const r = Router();
  const essayId = (raw: unknown) => parseId(raw, ESSAY_MESSAGES.invalidId);

  r.post('/redacoes/:id/recursos', requireAuth, async (req, res) => {
    const recurso = await createAppeal(deps, authOf(req), essayId(req.params.id), req.body, currentRequestId());
    res
      .status(201)
      .json(ok(recurso, recurso.decide === 'professor' ? APPEAL_MESSAGES.createdTeacher : APPEAL_MESSAGES.createdAi));
  });

  r.get('/redacoes/:id/recursos', requireAuth, async (req, res) => {
    res.json(ok({ recursos: await listAppeals(deps, authOf(req), essayId(req.params.id)) }));
  });

  r.put('/redacoes/:id/recursos/:recursoId', requireAuth, async (req, res) => {
    const recurso = await decideAppeal(
      deps,
      authOf(req),
      essayId(req.params.id),
      parseId(req.params.recursoId, 'ID do recurso inválido'),
      req.body,
    );
    res.json(
      ok(recurso, recurso.status === 'aceito' ? 'Recurso aceito: a nota foi atualizada.' : 'Recurso rejeitado.'),
    );
  });

  return r;
}
