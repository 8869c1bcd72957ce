import {
  essayTitle,
  pendenciasQuerySchema,
  type AuthUser,
  type Pendencia,
  type Pendencias,
} from '@argumenta/contracts';
import { pendingOfActivities, type ClassroomPort, type UsersPort } from '@argumenta/essay-domain';
import { forbidden, parseOrThrow, type Pool } from '@argumenta/platform';
import { iso } from './essays.js';

export type InboxDeps = { pool: Pool; classroom: ClassroomPort; users: UsersPort };

export const INBOX_FORBIDDEN = 'Apenas professores, coordenadores e administradores têm pendências.';

/**
 * The activities whose pending work this user sees: one activity or one room when asked (the classroom service's
 * 404/403 for a teacher of another room), else every activity of the user's rooms — a coordinator's: of the school's
 * teachers; an admin's: all (null).
 */
async function scopeOf(deps: InboxDeps, user: AuthUser, query: unknown): Promise<number[] | null> {
  const { atividade_id, sala_id } = parseOrThrow(pendenciasQuerySchema, query ?? {});
  if (user.tipo !== 'professor' && user.tipo !== 'admin' && user.tipo !== 'coordenador')
    throw forbidden(INBOX_FORBIDDEN);
  // The classroom service decides who manages a room; a coordinator asks as an admin would only for their school.
  const asManager = user.tipo === 'coordenador' ? null : user;
  if (atividade_id !== undefined || sala_id !== undefined) {
    const all = asManager ? null : await schoolActivities(deps, user);
    if (atividade_id !== undefined) {
      if (asManager) return [(await deps.classroom.manageActivity(atividade_id, asManager)).atividade.id];
      if (!all!.includes(atividade_id)) throw forbidden(INBOX_FORBIDDEN);
      return [atividade_id];
    }
    if (asManager) return (await deps.classroom.manageRoom(sala_id!, asManager)).atividade_ids;
    const room = await deps.classroom.manageRoom(sala_id!, { id: user.id, tipo: 'admin' });
    if (!room.atividade_ids.every((id) => all!.includes(id))) throw forbidden(INBOX_FORBIDDEN);
    return room.atividade_ids;
  }
  if (user.tipo === 'admin') return null;
  if (user.tipo === 'coordenador') return schoolActivities(deps, user);
  return (await deps.classroom.teachersActivities([user.id])).atividades.map((a) => a.id);
}

async function schoolActivities(deps: InboxDeps, user: AuthUser): Promise<number[]> {
  const teachers = (await deps.users.schoolTeachers?.(user.id)) ?? [];
  return (await deps.classroom.teachersActivities(teachers)).atividades.map((a) => a.id);
}

/** The inbox: counts per kind and the items, oldest first, with the students' and activities' names. */
export async function pendingWork(deps: InboxDeps, user: AuthUser, query: unknown): Promise<Pendencias> {
  const scope = await scopeOf(deps, user, query);
  const rows = scope && !scope.length ? [] : await pendingOfActivities(deps.pool, scope);
  const [students, activities] = await Promise.all([
    deps.users.users([...new Set(rows.map((r) => r.usuario_id))]).catch(() => []),
    deps.classroom.activities([...new Set(rows.map((r) => r.atividade_id))]).catch(() => []),
  ]);
  const studentOf = new Map(students.map((s) => [s.id, { id: s.id, nome: s.nome }]));
  const activityOf = new Map(activities.map((a) => [a.id, a]));
  const itens: Pendencia[] = rows.map((r) => ({
    tipo: r.tipo,
    redacao_id: r.redacao_id,
    titulo: essayTitle({ id: r.redacao_id, titulo: r.titulo }),
    estudante: studentOf.get(r.usuario_id) ?? null,
    atividade: activityOf.get(r.atividade_id) ?? null,
    data: iso(r.data)!,
    detalhe:
      r.tipo === 'recurso'
        ? `Contesta a nota da C${r.competencia}.`
        : r.tipo === 'revisao'
          ? (r.motivo_revisao ?? 'Nota retida para a sua revisão.')
          : 'Enviada depois do prazo.',
    recurso_id: r.recurso_id,
  }));
  const count = (tipo: Pendencia['tipo']) => itens.filter((i) => i.tipo === tipo).length;
  return {
    contagens: {
      recursos: count('recurso'),
      revisoes: count('revisao'),
      atrasadas: count('atrasada'),
      total: itens.length,
    },
    itens,
  };
}
