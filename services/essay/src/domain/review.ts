import {
  essayTitle,
  releaseGradeSchema,
  REVIEW_MESSAGES,
  type AuthUser,
  type ReviewQueueItem,
} from '@argumenta/contracts';
import { AppError, forbidden, withTransaction, type Pool } from '@argumenta/platform';
import {
  competencyGradesOf,
  heldEssays,
  lockEssay,
  releaseHeldGrade,
  type ClassroomPort,
  type NotifyPort,
  type ProposalsPort,
  type UsersPort,
} from '@argumenta/essay-domain';
import { iso, loadReadableEssay, type EssayRow } from './essays.js';
import { recordTeacherReference } from './references.js';

/** A held grade is the teacher's to release: its owner reads "em revisão" instead of the grade (feedback, PDF, share). */
export function assertGradeVisible(essay: Pick<EssayRow, 'status'>, role: 'owner' | 'admin' | 'teacher') {
  if (essay.status === 'em_revisao' && role === 'owner') throw new AppError('conflict', REVIEW_MESSAGES.held);
}

/** A teacher's queue across their rooms (admins: everyone's), oldest first, with why each essay is there. */
export async function reviewQueue(
  deps: { pool: Pool; users: UsersPort; classroom: ClassroomPort },
  user: AuthUser,
): Promise<ReviewQueueItem[]> {
  if (user.tipo !== 'professor' && user.tipo !== 'admin') throw forbidden('Apenas professores têm fila de revisão.');
  const rows = await heldEssays(deps.pool, user.tipo === 'admin' ? null : user.id, 200);
  const [students, activities] = await Promise.all([
    deps.users.users([...new Set(rows.map((r) => r.usuario_id))]).catch(() => []),
    deps.classroom
      .activities([...new Set(rows.flatMap((r) => (r.atividade_id ? [r.atividade_id] : [])))])
      .catch(() => []),
  ]);
  return rows.map((r) => {
    const s = students.find((u) => u.id === r.usuario_id);
    const a = activities.find((x) => x.id === r.atividade_id);
    return {
      redacao_id: r.id,
      titulo: essayTitle(r),
      estudante: s ? { id: s.id, nome: s.nome } : null,
      atividade: a ? { id: a.id, titulo: a.titulo, sala_nome: a.sala_nome } : null,
      motivo: r.motivo_revisao,
      nota_ia: r.nota_geral_enem,
      data_envio: iso(r.data_envio)!,
    };
  });
}

/**
 * The room's teacher (or an admin) releases a held grade, keeping the AI's grades or giving their own per competency;
 * either way the student is told the teacher decided. Another teacher never finds the essay (404), its owner is refused.
 */
export async function releaseGrade(
  deps: { pool: Pool; classroom: ClassroomPort; proposals?: ProposalsPort; notify?: NotifyPort },
  user: AuthUser,
  essayId: number,
  body: unknown,
) {
  const { essay, role } = await loadReadableEssay(deps.pool, deps.classroom, user, essayId);
  if (role === 'owner') throw forbidden('Apenas o professor da sala libera a nota.');
  const parsed = releaseGradeSchema.safeParse(body ?? {});
  if (!parsed.success) throw new AppError('validation', parsed.error.issues[0]?.message ?? REVIEW_MESSAGES.grades);
  const input = parsed.data;
  const released = await withTransaction(deps.pool, async (c) => {
    const current = (await lockEssay(c, essay.id))!;
    if (current.status !== 'em_revisao' || !current.correcao_atual_id)
      throw new AppError('conflict', REVIEW_MESSAGES.notHeld);
    // The teacher's grades, or the AI's kept: either way the official grade, decided by the teacher. The AI's
    // correction keeps its own grades.
    const notas = input.notas ?? (await competencyGradesOf(c, [essay.id])).get(essay.id)!.map((n) => n ?? 0);
    const total = await releaseHeldGrade(c, current, {
      notas,
      comentario: input.comentario ?? '',
      revisorId: user.id,
      teacherNotas: input.notas ?? null,
    });
    return { current, total };
  });
  // After the commit: the proposal service is another process, never called inside a transaction. The teacher's own
  // grades per competency (not a kept AI grade) teach the engine this proposal's standard.
  const { current, total } = released;
  await deps.notify?.({
    usuario_id: current.usuario_id,
    tipo: 'nota_liberada',
    titulo: 'Nota liberada pelo professor',
    texto: `O professor revisou e liberou a nota da sua redação "${essayTitle(current)}": ${total} pontos.`,
    link: `/essays/${essay.id}/feedback`,
  });
  let referencia = false;
  if (input.notas) {
    const propostaId =
      current.proposta_tematica_id ??
      (current.atividade_id
        ? (await deps.classroom.activityContext(current.atividade_id, current.usuario_id).catch(() => null))?.atividade
            .proposta_tematica_id
        : null);
    referencia = await recordTeacherReference(deps.proposals, propostaId, {
      redacao_id: essay.id,
      autor_id: user.id,
      texto: current.texto_original,
      notas: input.notas as [number, number, number, number, number],
    });
  }
  return {
    redacao_id: essay.id,
    nota_geral_enem: total,
    nota_decidida_por: 'professor' as const,
    nota_oficial: total,
    origem_nota: 'professor' as const,
    referencia,
  };
}
