import { Router, type RequestHandler } from 'express';
import { ok, STUDENT_PROFILE_MESSAGES, type StudentProfile } from '@argumenta/contracts';
import { AppError, authOf, parseId, requireRole, type Pool } from '@argumenta/platform';
import type { Remote } from '../domain/remote.js';

/**
 * A student's profile for a teacher (issue 36): only through the rooms the student shares with that teacher; an admin
 * sees all the student's rooms. Students, and teachers with no room of the student, are refused.
 */
export function perfilRoutes(pool: Pool, remote: Remote, requireAuth: RequestHandler): Router {
  const r = Router();
  r.get('/estudantes/:id/perfil', requireAuth, requireRole('professor', 'admin'), async (req, res) => {
    const user = authOf(req);
    const estudanteId = parseId(req.params.id, STUDENT_PROFILE_MESSAGES.invalidId);
    const admin = user.tipo === 'admin';
    const { rows: salas } = await pool.query<{ id: number; nome: string }>(
      `SELECT s.id, s.nome FROM classroom.salas s JOIN classroom.sala_estudantes e ON e.sala_id = s.id
        WHERE e.estudante_id = $1 AND ($2::int IS NULL OR s.professor_id = $2) ORDER BY s.nome, s.id`,
      [estudanteId, admin ? null : user.id],
    );
    if (!salas.length)
      throw admin
        ? new AppError('not_found', STUDENT_PROFILE_MESSAGES.notFound)
        : new AppError('forbidden', STUDENT_PROFILE_MESSAGES.notYourStudent);
    const { rows: atividades } = await pool.query<{ id: number; titulo: string; sala_id: number }>(
      'SELECT id, titulo, sala_id FROM classroom.atividades WHERE sala_id = ANY($1::int[])',
      [salas.map((s) => s.id)],
    );
    const [users, data] = await Promise.all([
      remote.users([estudanteId]),
      remote.studentProfile(
        estudanteId,
        atividades.map((a) => a.id),
      ),
    ]);
    const who = users.get(estudanteId);
    const byId = new Map(atividades.map((a) => [a.id, a]));
    const profile: StudentProfile = {
      estudante: { id: estudanteId, nome: who?.nome ?? 'Usuário removido', email: who?.email ?? '' },
      salas,
      redacoes: data.redacoes.map((e) => ({
        ...e,
        atividade_titulo: byId.get(e.atividade_id)?.titulo ?? '',
        sala_id: byId.get(e.atividade_id)?.sala_id ?? 0,
      })),
      pendencias: {
        recursos: data.recursos,
        revisoes: data.redacoes
          .filter((e) => e.status === 'em_revisao')
          .map((e) => ({ redacao_id: e.id, titulo: e.titulo })),
      },
      diagnostico: data.diagnostico,
    };
    res.json(ok(profile));
  });
  return r;
}
