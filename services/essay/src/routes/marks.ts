import { Router, type RequestHandler } from 'express';
import { CLIENT_IP_HEADER, ESSAY_MESSAGES, MARK_MESSAGES, ok, RULE_SWITCH_MESSAGES } from '@argumenta/contracts';
import { authOf, parseId } from '@argumenta/platform';
import { createMark, deleteMark, listMarks, updateMark, type MarksDeps } from '../domain/marks.js';
import { addToBank, listBank, removeFromBank } from '../domain/comment-bank.js';
import { listSchoolRules, switchSchoolRule, type RuleSwitchDeps } from '../domain/rule-switch.js';

/** The teacher's pen (issue 51): marks on an essay's text, and the comment bank they reuse. */
export function markRoutes(deps: MarksDeps & Pick<RuleSwitchDeps, 'audit'>, requireAuth: RequestHandler): Router {
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

  // A school's C1 rules by their precision there, and the switch (its coordinator, an admin).
  const schoolId = (raw: unknown) => parseId(raw, 'ID da escola inválido');
  r.get('/escolas/:id/regras-corretor', requireAuth, async (req, res) => {
    res.json(ok(await listSchoolRules(deps, authOf(req), schoolId(req.params.id))));
  });
  r.put('/escolas/:id/regras-corretor', requireAuth, async (req, res) => {
    const ip = req.get(CLIENT_IP_HEADER) || req.ip || null;
    const out = await switchSchoolRule(deps, authOf(req), schoolId(req.params.id), req.body, ip);
    res.json(ok(out, out.regra.ativa ? RULE_SWITCH_MESSAGES.switchedOn : RULE_SWITCH_MESSAGES.switchedOff));
  });
  return r;
}
