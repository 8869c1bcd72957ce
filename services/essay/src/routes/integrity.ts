// Issue 52: the integrity panels — an essay's (GET /redacoes/:id/integridade) and an activity's
// (GET /atividades/:id/integridade). For the essay's teachers only: the room's teacher, the coordinator of the school
// the room belongs to, an admin; students never (not even the author: it is evidence for the teacher). Every opening is
// written to the audit trail before the answer goes out. Nothing here changes a grade.
import { Router, type Request, type RequestHandler } from 'express';
import { CLIENT_IP_HEADER, INTEGRITY_MESSAGES, ok, type AuditEntry, type AuthUser } from '@argumenta/contracts';
import { AppError, authOf, notFound, parseId, type Logger, type Pool } from '@argumenta/platform';
import {
  getEssay,
  integrityRows,
  writingProcessOf,
  type ActivityContext,
  type ClassroomPort,
  type ProposalsPort,
  type UsersPort,
} from '@argumenta/essay-domain';
import { checkActivity, checkEssay } from '@argumenta/essay-domain/integrity';

export type IntegrityDeps = {
  pool: Pool;
  logger: Logger;
  classroom: ClassroomPort;
  users: UsersPort;
  proposals?: ProposalsPort;
  /** The audit trail's writer; without it the panels are not shown (every opening must be recorded). */
  audit?: (entry: AuditEntry) => Promise<unknown>;
};

const noStore: RequestHandler = (_req, res, next) => {
  res.set({ 'Cache-Control': 'no-store' });
  next();
};

export function integrityRoutes(deps: IntegrityDeps, requireAuth: RequestHandler): Router {
  const r = Router();
  const { pool } = deps;

  /**
   * The essay's teachers: an admin; the room's teacher; the coordinator of the school of the room's teacher (of the
   * author's school, for an essay outside activities). Anyone else is told it does not exist; a student, that the
   * panel is not for students.
   */
  async function assertTeacherOf(me: AuthUser, ctx: ActivityContext | null, ownerId: number | null): Promise<void> {
    if (me.tipo === 'estudante') throw new AppError('forbidden', INTEGRITY_MESSAGES.forbidden);
    if (me.tipo === 'admin') return;
    if (me.tipo === 'professor' && ctx?.professor) return;
    if (me.tipo === 'coordenador') {
      const other = ctx ? ctx.atividade.professor_id : ownerId;
      const people = other ? await deps.users.users([me.id, other]) : [];
      const school = (id: number) => people.find((p) => p.id === id)?.escola_id ?? null;
      if (other && school(me.id) !== null && school(me.id) === school(other)) return;
    }
    throw notFound(ctx || ownerId ? INTEGRITY_MESSAGES.notFound : INTEGRITY_MESSAGES.activityNotFound);
  }

  const motivatingText = async (propostaId: number | null) =>
    propostaId && deps.proposals ? deps.proposals.motivatingText(propostaId).catch(() => null) : null;

  /** The opening is recorded before anything is shown; if the trail cannot take it, nothing is shown. */
  async function recordOpening(req: Request, entry: Omit<AuditEntry, 'acao' | 'ator_id' | 'ator_papel' | 'ip'>) {
    const me = authOf(req);
    if (!deps.audit) throw new AppError('service_unavailable', 'Auditoria indisponível: tente novamente em instantes.');
    await deps.audit({
      acao: 'integridade.consultada',
      ator_id: me.id,
      ator_papel: me.tipo,
      ip: req.get(CLIENT_IP_HEADER) || req.ip || null,
      ...entry,
    });
  }

  r.get('/redacoes/:id/integridade', requireAuth, noStore, async (req, res) => {
    const me = authOf(req);
    if (me.tipo === 'estudante') throw new AppError('forbidden', INTEGRITY_MESSAGES.forbidden);
    const essay = await getEssay(pool, parseId(req.params.id, 'ID da redação inválido'));
    if (!essay) throw notFound(INTEGRITY_MESSAGES.notFound);
    const ctx = essay.atividade_id
      ? await deps.classroom.activityContext(essay.atividade_id, me.id).catch(() => null)
      : null;
    await assertTeacherOf(me, ctx, essay.usuario_id);
    if (!essay.texto_original) throw new AppError('conflict', INTEGRITY_MESSAGES.noText);
    const propostaId = essay.proposta_tematica_id ?? ctx?.atividade.proposta_tematica_id ?? null;
    const [motivadores, stored, processo] = await Promise.all([
      motivatingText(propostaId),
      integrityRows(pool, [essay.id]),
      writingProcessOf(pool, essay.id),
    ]);
    const { report } = await checkEssay(
      pool,
      {
        id: essay.id,
        usuario_id: essay.usuario_id,
        atividade_id: essay.atividade_id,
        proposta_id: propostaId,
        texto: essay.texto_original,
        motivadores,
      },
      // An essay checked before (its correction completed) keeps its row; one never checked gets it now.
      { people: deps.users.users, record: stored.length === 0 },
    );
    await recordOpening(req, {
      alvo_usuario_id: essay.usuario_id,
      recurso: `redacao:${essay.id}`,
      detalhes: { painel: 'redacao' },
    });
    // The story of the writing: the record the editor kept while the student wrote (null when written elsewhere).
    res.json(ok({ ...report, processo_escrita: processo }));
  });

  r.get('/atividades/:id/integridade', requireAuth, noStore, async (req, res) => {
    const me = authOf(req);
    if (me.tipo === 'estudante') throw new AppError('forbidden', INTEGRITY_MESSAGES.forbidden);
    const atividadeId = parseId(req.params.id, 'ID da atividade inválido');
    const ctx = await deps.classroom.activityContext(atividadeId, me.id);
    if (!ctx) throw notFound(INTEGRITY_MESSAGES.activityNotFound);
    await assertTeacherOf(me, ctx, null);
    const propostaId = ctx.atividade.proposta_tematica_id;
    const report = await checkActivity(
      pool,
      atividadeId,
      { proposta_id: propostaId, motivadores: await motivatingText(propostaId) },
      deps.users.users,
    );
    const [teacher] = await deps.users.users([ctx.atividade.professor_id]).catch(() => []);
    await recordOpening(req, {
      alvo_usuario_id: null,
      recurso: `atividade:${atividadeId}`,
      detalhes: {
        painel: 'atividade',
        redacoes: report.redacoes.length,
        ...(teacher?.escola_id ? { escola_id: teacher.escola_id } : {}),
      },
    });
    res.json(ok(report));
  });

  return r;
}
