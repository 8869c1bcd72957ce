import { Router, type RequestHandler } from 'express';
import { ESSAY_MESSAGES, ok, REVIEW_MESSAGES } from '@argumenta/contracts';
import { authOf, parseId, type Pool } from '@argumenta/platform';
import type { ClassroomPort, ProposalsPort, UsersPort } from '@argumenta/essay-domain';
import { releaseGrade, reviewQueue } from '../domain/review.js';

/** Teacher as third rater: the queue of held grades and their release. Mounted before /redacoes/:id. */
export function reviewRoutes(
  deps: { pool: Pool; users: UsersPort; classroom: ClassroomPort; proposals?: ProposalsPort },
  requireAuth: RequestHandler,
): Router {
  const r = Router();
  r.get('/redacoes/revisoes', requireAuth, async (req, res) => {
    res.json(ok({ redacoes: await reviewQueue(deps, authOf(req)) }));
  });
  r.post('/redacoes/:id/liberacao', requireAuth, async (req, res) => {
    res.json(
      ok(
        await releaseGrade(deps, authOf(req), parseId(req.params.id, ESSAY_MESSAGES.invalidId), req.body),
        REVIEW_MESSAGES.released,
      ),
    );
  });
  return r;
}
