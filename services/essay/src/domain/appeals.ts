import {
  APPEAL_MESSAGES,
  appealCreateSchema,
  appealDecisionSchema,
  type Appeal,
  type AppealDecider,
  type AppealJob,
  type AuthUser,
} from '@argumenta/contracts';
import {
  appealsOfEssay,
  decideAppealAsTeacher,
  decideCompetencyOnAppeal,
  deleteAppeal,
  insertAppeal,
  lockAppeal,
  officialCompetencyGrade,
  appealDecidedNotice,
  getEssay,
  type AppealRow,
  type ClassroomPort,
  type NotifyPort,
} from '@argumenta/essay-domain';
import { AppError, forbidden, parseOrThrow, withTransaction, type Logger, type Pool } from '@argumenta/platform';
import { iso, loadReadableEssay } from './essays.js';

export type EnqueueAppeal = (job: AppealJob) => Promise<string>;
export type AppealDeps = {
  pool: Pool;
  classroom: ClassroomPort;
  logger: Logger;
  enqueueAppeal: EnqueueAppeal;
  /** The student is told of the decision (in the app, and by e-mail where configured). */
  notify?: NotifyPort;
};

const view = (r: AppealRow): Appeal => ({
  id: r.id,
  redacao_id: r.redacao_id,
  competencia: r.competencia,
  motivo: r.motivo,
  status: r.status,
  nota_original: r.nota_original,
  nota_nova: r.nota_nova,
  comentario: r.comentario,
  decidido_por: r.decidido_por,
  decide: r.decide,
  criado_em: iso(r.criado_em)!,
  decidido_em: iso(r.decidido_em),
});

/**
 * The owner contests one competency of a corrected essay, once. An activity essay goes to the room's teacher; a free
 * essay is re-graded by the AI (a job on the correction queue). If the job cannot be queued the appeal is removed, so
 * the student may try again (nothing half-written).
 */
export async function createAppeal(
  deps: AppealDeps,
  user: AuthUser,
  essayId: number,
  body: unknown,
  requestId?: string,
): Promise<Appeal> {
  const { essay, role } = await loadReadableEssay(deps.pool, deps.classroom, user, essayId);
  if (role !== 'owner') throw forbidden('Apenas o autor da redação pode contestar a nota.');
  const input = parseOrThrow(appealCreateSchema, body ?? {});
  // The student contests the grade in force (the teacher's after a review), not the AI's.
  const official = await officialCompetencyGrade(deps.pool, essay.id, input.competencia);
  const correction = official?.correcaoId ? { id: official.correcaoId, nota: official.nota } : undefined;
  if (!correction || correction.nota === null || essay.status !== 'concluida')
    throw new AppError('unprocessable', APPEAL_MESSAGES.notCorrected);
  const decide: AppealDecider = essay.atividade_id ? 'professor' : 'ia';
  const appeal = await insertAppeal(deps.pool, {
    redacaoId: essay.id,
    correcaoId: correction.id,
    usuarioId: user.id,
    competencia: input.competencia,
    motivo: input.motivo,
    notaOriginal: correction.nota,
    decide,
  });
  if (!appeal) throw new AppError('conflict', APPEAL_MESSAGES.already);
  if (decide === 'ia') {
    try {
      await deps.enqueueAppeal({ recursoId: appeal.id, redacaoId: essay.id, usuarioId: user.id, requestId });
    } catch (err) {
      deps.logger.error({ err, recursoId: appeal.id }, 'falha ao enfileirar recurso');
      await deleteAppeal(deps.pool, appeal.id);
      throw new AppError(
        'service_unavailable',
        'Fila de correção indisponível. Tente contestar novamente em instantes.',
      );
    }
  }
  return view(appeal);
}

/** The owner, the room's teacher and admins read an essay's appeals (oldest first). */
export async function listAppeals(
  deps: Pick<AppealDeps, 'pool' | 'classroom'>,
  user: AuthUser,
  essayId: number,
): Promise<Appeal[]> {
  const { essay } = await loadReadableEssay(deps.pool, deps.classroom, user, essayId);
  return (await appealsOfEssay(deps.pool, essay.id)).map(view);
}

/**
 * Only the teacher of the essay's room decides (the owner and admins are refused): accepted with a new grade (the
 * official grade's competency and total are recomputed; the AI's correction is kept) or rejected; both with a comment
 * the student reads.
 */
export async function decideAppeal(
  deps: Pick<AppealDeps, 'pool' | 'classroom' | 'notify'>,
  user: AuthUser,
  essayId: number,
  appealId: number,
  body: unknown,
): Promise<Appeal> {
  const { essay, role } = await loadReadableEssay(deps.pool, deps.classroom, user, essayId);
  if (role !== 'teacher') throw forbidden(APPEAL_MESSAGES.onlyTeacher);
  const input = parseOrThrow(appealDecisionSchema, body ?? {});
  const decided = await withTransaction(deps.pool, async (c) => {
    const appeal = await lockAppeal(c, appealId, essay.id);
    if (!appeal) throw new AppError('not_found', APPEAL_MESSAGES.notFound);
    if (appeal.decide !== 'professor') throw forbidden('Este recurso é reavaliado pela IA.');
    if (appeal.status !== 'pendente') throw new AppError('conflict', APPEAL_MESSAGES.decided);
    const nota = input.decisao === 'aceito' ? input.nota_nova : null;
    if (nota !== null && nota === appeal.nota_original) throw new AppError('unprocessable', APPEAL_MESSAGES.sameGrade);
    if (nota !== null)
      await decideCompetencyOnAppeal(c, essay.id, appeal.competencia, nota, { autorId: user.id, recursoId: appeal.id });
    return view(
      await decideAppealAsTeacher(c, appeal.id, {
        decisao: input.decisao,
        nota,
        comentario: input.comentario,
        decisorId: user.id,
      }),
    );
  });
  // After the commit: the student learns the outcome and, when accepted, the new official grade.
  if (deps.notify)
    await deps.notify(
      appealDecidedNotice({
        usuarioId: essay.usuario_id,
        redacaoId: essay.id,
        competencia: decided.competencia,
        aceito: decided.status === 'aceito',
        notaOriginal: decided.nota_original,
        notaNova: decided.nota_nova,
        total: decided.status === 'aceito' ? ((await getEssay(deps.pool, essay.id))?.nota_oficial ?? null) : null,
        decididoPor: 'professor',
      }),
    );
  return decided;
}
