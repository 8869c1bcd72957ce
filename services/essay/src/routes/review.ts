import { Router, type RequestHandler } from 'express';
import { ESSAY_MESSAGES, ok, REVIEW_MESSAGES } from '@argumenta/contracts';
import { authOf, parseId, type Pool } from '@argumenta/platform';
import type { ClassroomPort, NotifyPort, ProposalsPort, UsersPort } from '@argumenta/essay-domain';
import { releaseGrade, reviewQueue } from '../domain/review.js';
import { pendingWork } from '../domain/inbox.js';

/** Teacher as third rater: the queue of held grades and their release. Mounted before /redacoes/:id. */
export function reviewRoutes(
  deps: { pool: Pool; users: UsersPort; classroom: ClassroomPort; proposals?: ProposalsPort; notify?: NotifyPort },
  requireAuth: RequestHandler,
): Router {
  const r = Router();
  r.get('/redacoes/revisoes', requireAuth, async (req, res) => {
    res.json(ok({ redacoes: await reviewQueue(deps, authOf(req)) }));
  });
  // The teacher's inbox (issue 46): appeals, held grades and late submissions of the rooms the caller manages.
  r.get('/redacoes/pendencias', requireAuth, async (req, res) => {
    res.set('Cache-Control', 'no-store').json(ok(await pendingWork(deps, authOf(req), req.query)));
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
