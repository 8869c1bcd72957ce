import { Router, type RequestHandler } from 'express';
import { ESSAY_MESSAGES, MARK_MESSAGES, ok } from '@argumenta/contracts';
import { authOf, parseId } from '@argumenta/platform';
import { createMark, deleteMark, listMarks, updateMark, type MarksDeps } from '../domain/marks.js';
import { addToBank, listBank, removeFromBank } from '../domain/comment-bank.js';

/** The teacher's pen (issue 51): marks on an essay's text, and the comment bank they reuse. */
export function markRoutes(deps: MarksDeps, requireAuth: RequestHandler): Router {
  const r = Router();
  const essayId = (raw: unknown) => parseId(raw, ESSAY_MESSAGES.invalidId);
  const markId = (raw: unknown) => parseId(raw, MARK_MESSAGES.invalidId);

  r.get('/redacoes/:id/marcacoes', requireAuth, async (req, res) => {
    res.json(ok(await listMarks(deps, authOf(req), essayId(req.params.id))));
  });
  r.post('/redacoes/:id/marcacoes', requireAuth, async (req, res) => {
    res
      .status(201)
      .json(ok(await createMark(deps, authOf(req), essayId(req.params.id), req.body), MARK_MESSAGES.created));
  });
  r.patch('/redacoes/:id/marcacoes/:marcacaoId', requireAuth, async (req, res) => {
    const mark = await updateMark(deps, authOf(req), essayId(req.params.id), markId(req.params.marcacaoId), req.body);
    res.json(ok(mark, MARK_MESSAGES.updated));
  });
  r.delete('/redacoes/:id/marcacoes/:marcacaoId', requireAuth, async (req, res) => {
    const gone = await deleteMark(deps, authOf(req), essayId(req.params.id), markId(req.params.marcacaoId));
    res.json(ok(gone, MARK_MESSAGES.removed));
  });

  r.get('/banco-comentarios', requireAuth, async (req, res) => {
    res.json(ok({ comentarios: await listBank(deps, authOf(req), req.query) }));
  });
  r.post('/banco-comentarios', requireAuth, async (req, res) => {
    res.status(201).json(ok(await addToBank(deps, authOf(req), req.body), MARK_MESSAGES.bankCreated));
  });
  r.delete('/banco-comentarios/:id', requireAuth, async (req, res) => {
    const id = parseId(req.params.id, MARK_MESSAGES.bankNotFound);
    res.json(ok(await removeFromBank(deps, authOf(req), id), MARK_MESSAGES.bankRemoved));
  });
  return r;
}
