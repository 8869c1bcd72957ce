import { randomUUID } from 'node:crypto';
import { Router, type RequestHandler } from 'express';
import {
  DRAFT_MESSAGES,
  DRAFTS_PER_STUDENT,
  draftCreateSchema,
  draftSaveSchema,
  ok,
  type DraftListItem,
  type DraftSaveResult,
  type DraftVersionView,
  type DraftView,
} from '@argumenta/contracts';
import { AppError, authOf, parseId, parseOrThrow, withTransaction, type Pool } from '@argumenta/platform';
import {
  countDraftsOf,
  createDraft,
  deleteDraft,
  draftsOf,
  draftVersions,
  ownDraft,
  saveDraft,
  type ClassroomPort,
  type Db,
  type DraftRow,
} from '@argumenta/essay-domain';

const draftId = (raw: unknown) => parseId(raw, DRAFT_MESSAGES.invalidId);
const notFound = () => new AppError('not_found', DRAFT_MESSAGES.notFound);
/** A draft already sent for correction: 410, with the essay it became (its device stops saving it). */
const sent = (redacaoId: number) =>
  new AppError('conflict', DRAFT_MESSAGES.sent, { redacao_id: String(redacaoId) }, { status: 410 });
/** The draft if it is the person's and still a draft (`lock`: inside a save's transaction). */
async function liveDraft(db: Db, id: number, usuarioId: number, lock = false): Promise<DraftRow> {
  const row = await ownDraft(db, id, usuarioId, lock);
  if (!row) throw notFound();
  if (row.redacao_id !== null) throw sent(row.redacao_id);
  return row;
}
const SNIPPET_CHARS = 160;

const view = (d: DraftRow): DraftView => ({
  id: d.id,
  chave: d.chave,
  titulo: d.titulo,
  texto: d.texto,
  atividade_id: d.atividade_id,
  proposta_tematica_id: d.proposta_tematica_id,
  versao: d.versao,
  processo: d.processo,
  criado_em: d.criado_em.toISOString(),
  atualizado_em: d.atualizado_em.toISOString(),
});

/** Drafts (issue 50): each person reads and writes only their own; anyone else's is the same 404 as a missing one. */
export function draftRoutes(deps: { pool: Pool; classroom: ClassroomPort }, requireAuth: RequestHandler): Router {
  const { pool } = deps;
  const r = Router();
  // A draft's text changes with every save: never cached by the browser or the read cache.
  r.use('/rascunhos', (_req, res, next) => {
    res.set('Cache-Control', 'no-store');
    next();
  });

  r.get('/rascunhos', requireAuth, async (req, res) => {
    const rows = await draftsOf(pool, authOf(req).id);
    const rascunhos = rows.map((d): DraftListItem => {
      const { texto, processo: _processo, ...rest } = view(d);
      return { ...rest, trecho: texto.trim().slice(0, SNIPPET_CHARS), caracteres: texto.trim().length };
    });
    res.json(ok({ rascunhos }));
  });

  r.post('/rascunhos', requireAuth, async (req, res) => {
    const user = authOf(req);
    const body = parseOrThrow(draftCreateSchema, req.body ?? {});
    const atividadeId = body.atividade_id ?? null;
    if (atividadeId) {
      const ctx = await deps.classroom.activityContext(atividadeId, user.id);
      if (!ctx || !(ctx.membro || ctx.professor || user.tipo === 'admin'))
        throw new AppError('not_found', DRAFT_MESSAGES.activity);
    }
    if ((await countDraftsOf(pool, user.id)) >= DRAFTS_PER_STUDENT)
      throw new AppError('conflict', DRAFT_MESSAGES.tooMany);
    const created = await createDraft(pool, {
      usuarioId: user.id,
      chave: body.chave ?? randomUUID(),
      atividadeId,
      propostaId: body.proposta_tematica_id ?? null,
      titulo: body.titulo,
      texto: body.texto,
      processo: body.processo ?? null,
    });
    if ('enviadoComo' in created) throw sent(created.enviadoComo);
    res.status(201).json(ok(view(created.row), DRAFT_MESSAGES.saved));
  });

  r.get('/rascunhos/:id', requireAuth, async (req, res) => {
    res.json(ok(view(await liveDraft(pool, draftId(req.params.id), authOf(req).id))));
  });

  // Later save wins; the version it replaced, if another tab or device wrote it, stays in the history.
  r.put('/rascunhos/:id', requireAuth, async (req, res) => {
    const id = draftId(req.params.id);
    const body = parseOrThrow(draftSaveSchema, req.body ?? {});
    const result = await withTransaction(pool, async (tx) => {
      const current = await liveDraft(tx, id, authOf(req).id, true);
      return saveDraft(tx, current, {
        titulo: body.titulo,
        texto: body.texto,
        propostaId: body.proposta_tematica_id,
        versaoBase: body.versao_base,
        processo: body.processo,
      });
    });
    const data: DraftSaveResult = { rascunho: view(result.row), conflito: result.conflito };
    res.json(ok(data, result.conflito ? DRAFT_MESSAGES.conflict : DRAFT_MESSAGES.saved));
  });

  r.get('/rascunhos/:id/versoes', requireAuth, async (req, res) => {
    const row = await liveDraft(pool, draftId(req.params.id), authOf(req).id);
    const versoes = (await draftVersions(pool, row.id)).map((v): DraftVersionView => ({
      ...v,
      salvo_em: v.salvo_em.toISOString(),
    }));
    res.json(ok({ versoes }));
  });

  r.delete('/rascunhos/:id', requireAuth, async (req, res) => {
    if (!(await deleteDraft(pool, draftId(req.params.id), authOf(req).id))) throw notFound();
    res.json(ok({ id: Number(req.params.id) }, DRAFT_MESSAGES.deleted));
  });
  return r;
}
