import { Router } from 'express';
import {
  ACTIVITY_MESSAGES,
  CLASSROOM_MESSAGES,
  DASHBOARD_LIMITS,
  ok,
  roleSchema,
  rosterSyncSchema,
  type AtividadeContexto,
  type AtividadeGestao,
  type Atividade,
  type AuthUser,
  type DashboardActivity,
  type PainelEstudanteInterno,
  type PainelProfessorInterno,
  type SalaAcesso,
  type SalaGestao,
} from '@argumenta/contracts';
import { AppError, parseId, parseOrThrow, type Pool } from '@argumenta/platform';
import { z } from 'zod';
import { isMember, loadAtividade, loadSala, type AtividadeRow, type SalaRow } from '../domain/access.js';
import type { Remote } from '../domain/remote.js';
import { syncRoster } from '../domain/roster.js';
import {
  acceptsSubmission,
  activitiesOfRooms,
  activityStatus,
  listSalas,
  presentActivities,
  teacherNames,
  toDashboardSala,
  toSala,
} from '../domain/salas.js';

const idList = (raw: unknown) =>
  String(raw ?? '')
    .split(',')
    .map((s) => Number(s))
    .filter((n) => Number.isSafeInteger(n) && n > 0)
    .slice(0, 1000);

/** The caller of a public route the essay service serves: its id and role, from the token that service verified. */
const callerSchema = z.object({ usuario_id: z.coerce.number().int().positive(), tipo: roleSchema });
const callerOf = (query: unknown): AuthUser => {
  const q = parseOrThrow(callerSchema, query);
  return { id: q.usuario_id, tipo: q.tipo, nome: '' };
};

const toDashboardActivity = (a: Atividade): DashboardActivity => ({
  id: a.id,
  titulo: a.titulo,
  sala_id: a.sala_id,
  sala_nome: a.sala_nome,
  data_limite: a.data_limite,
  status: a.status,
  minha_redacao_id: a.minha_redacao_id ?? null,
  total_submissoes: a.total_submissoes,
});
const byDeadline = (a: Atividade, b: Atividade) => a.data_limite.localeCompare(b.data_limite);

/** Service-to-service API (service token checked by the caller of this router). */
export function internalRoutes(pool: Pool, remote: Remote): Router {
  const r = Router();

  // Asked by the essay service before accepting a submission with atividade_id, and to let a teacher read one.
  r.get('/internal/atividades/:id/contexto', async (req, res) => {
    const id = parseId(req.params.id, ACTIVITY_MESSAGES.invalidId);
    const usuarioId = req.query.usuario_id === undefined ? null : parseId(req.query.usuario_id, 'usuario_id inválido');
    const { rows } = await pool.query<AtividadeRow & Pick<SalaRow, 'professor_id'> & { sala_nome: string }>(
      `SELECT a.*, s.nome AS sala_nome, s.professor_id FROM classroom.atividades a JOIN classroom.salas s ON s.id = a.sala_id WHERE a.id = $1`,
      [id],
    );
    const a = rows[0];
    if (!a) throw new AppError('not_found', ACTIVITY_MESSAGES.notFound);
    const membro = usuarioId ? await isMember(pool, a.sala_id, usuarioId) : false;
    const professor = usuarioId === a.professor_id;
    const late = a.data_limite.getTime() <= Date.now();
    const body: AtividadeContexto & {
      pode_enviar: boolean;
      motivo: string | null;
      status_entrega: 'no_prazo' | 'late';
    } = {
      atividade: {
        id: a.id,
        titulo: a.titulo,
        tema: a.tema,
        descricao: a.descricao,
        instrucoes_especiais: a.instrucoes_especiais,
        proposta_tematica_id: a.proposta_tematica_id,
        sala_id: a.sala_id,
        sala_nome: a.sala_nome,
        data_limite: a.data_limite.toISOString(),
        aceita_entregas_atrasadas: a.aceita_entregas_atrasadas,
        tipo_correcao: a.tipo_correcao,
        professor_id: a.professor_id,
      },
      membro,
      professor,
      // The submission rule in one place, so the essay service need not re-derive it.
      pode_enviar: membro && acceptsSubmission(a),
      motivo: !membro ? ACTIVITY_MESSAGES.notMember : acceptsSubmission(a) ? null : ACTIVITY_MESSAGES.late,
      status_entrega: late ? 'late' : 'no_prazo',
    };
    res.json(ok(body));
  });

  // The essay service serves an activity's submissions (list, zip, diagnosis): this says whether the caller manages
  // the activity's room — with the public route's 404/403 — and what the essay service cannot know (the activity's
  // header and the room's members). One call per request; the essays never travel through here.
  r.get('/internal/atividades/:id/gestao', async (req, res) => {
    const id = parseId(req.params.id, ACTIVITY_MESSAGES.invalidId);
    const { atividade, sala } = await loadAtividade(pool, id, callerOf(req.query), 'manage');
    const { rows } = await pool.query<{ estudante_id: number }>(
      'SELECT estudante_id FROM classroom.sala_estudantes WHERE sala_id = $1',
      [sala.id],
    );
    const body: AtividadeGestao = {
      atividade: {
        id: atividade.id,
        titulo: atividade.titulo,
        sala_id: sala.id,
        sala_nome: sala.nome,
        data_limite: atividade.data_limite.toISOString(),
        pontuacao_maxima: atividade.pontuacao_maxima,
        status: activityStatus(atividade),
      },
      estudante_ids: rows.map((m) => m.estudante_id),
    };
    res.json(ok(body));
  });

  // The same for a room's diagnosis and competency averages: the room's activities, when the caller manages it.
  r.get('/internal/salas/:id/gestao', async (req, res) => {
    const id = parseId(req.params.id, CLASSROOM_MESSAGES.invalidId);
    const { sala } = await loadSala(pool, id, callerOf(req.query), 'manage');
    // Ordered as a record book reads them (the grade sheet): by deadline.
    const { rows } = await pool.query<{ id: number }>(
      'SELECT id FROM classroom.atividades WHERE sala_id = $1 ORDER BY data_limite, id',
      [sala.id],
    );
    const body: SalaGestao = { sala_id: sala.id, sala_nome: sala.nome, atividade_ids: rows.map((a) => a.id) };
    res.json(ok(body));
  });

  // The roll call of an activity's room (bulk submissions match files and rows to students by e-mail or number).
  r.get('/internal/atividades/:id/alunos', async (req, res) => {
    const id = parseId(req.params.id, ACTIVITY_MESSAGES.invalidId);
    const { rows } = await pool.query<{ estudante_id: number }>(
      'SELECT e.estudante_id FROM classroom.sala_estudantes e JOIN classroom.atividades a ON a.sala_id = e.sala_id WHERE a.id = $1',
      [id],
    );
    const users = await remote.users(rows.map((r) => r.estudante_id));
    const alunos = [...users.values()]
      .sort((a, b) => a.nome.localeCompare(b.nome, 'pt-BR') || a.id - b.id)
      .map((u, i) => ({ id: u.id, nome: u.nome, email: u.email.toLowerCase(), numero: i + 1 }));
    res.json(ok({ alunos }));
  });

  r.get('/internal/atividades', async (req, res) => {
    const { rows } = await pool.query(
      `SELECT a.id, a.titulo, a.sala_id, s.nome AS sala_nome FROM classroom.atividades a JOIN classroom.salas s ON s.id = a.sala_id WHERE a.id = ANY($1::int[])`,
      [idList(req.query.ids)],
    );
    res.json(ok({ atividades: rows }));
  });

  // The proposal service: the rooms a user teaches or belongs to (sala visibility), in one call.
  r.get('/internal/salas/acesso', async (req, res) => {
    const usuarioId = parseId(req.query.usuario_id, 'usuario_id inválido');
    const { rows } = await pool.query<SalaAcesso>(
      `SELECT id, nome, 'professor' AS papel FROM classroom.salas WHERE professor_id = $1
       UNION ALL
       SELECT s.id, s.nome, 'estudante' FROM classroom.salas s JOIN classroom.sala_estudantes e ON e.sala_id = s.id WHERE e.estudante_id = $1
       ORDER BY id`,
      [usuarioId],
    );
    res.json(ok({ salas: rows }));
  });

  // Names of rooms by id (the proposal service labels its proposals; admins may pick any room).
  r.get('/internal/salas', async (req, res) => {
    const { rows } = await pool.query<{ id: number; nome: string; professor_id: number }>(
      'SELECT id, nome, professor_id FROM classroom.salas WHERE id = ANY($1::int[])',
      [idList(req.query.ids)],
    );
    res.json(ok({ salas: rows }));
  });

  // A school's rooms are its teachers' rooms (issue 16): the gateway sends the teachers of a school and gets their
  // rooms (with head counts) and the rooms' activities in one call.
  r.post('/internal/salas/professores', async (req, res) => {
    const raw: unknown[] = Array.isArray(req.body?.professor_ids) ? req.body.professor_ids : [];
    const teachers = raw
      .map(Number)
      .filter((n) => Number.isSafeInteger(n) && n > 0)
      .slice(0, 5000);
    const salas = await pool.query<{ id: number; nome: string; professor_id: number; estudantes: number }>(
      `SELECT s.id, s.nome, s.professor_id, (SELECT count(*)::int FROM classroom.sala_estudantes e WHERE e.sala_id = s.id) AS estudantes
         FROM classroom.salas s WHERE s.professor_id = ANY($1::int[]) ORDER BY s.nome, s.id`,
      [teachers],
    );
    const atividades = await pool.query<{ id: number; titulo: string; sala_id: number }>(
      'SELECT id, titulo, sala_id FROM classroom.atividades WHERE sala_id = ANY($1::int[]) ORDER BY data_criacao DESC, id DESC',
      [salas.rows.map((s) => s.id)],
    );
    res.json(ok({ salas: salas.rows, atividades: atividades.rows }));
  });

  // Dashboard pieces composed by the gateway (spec 2.7): one call each, bounded fan-out inside.
  // The student's part asks no other service but auth for teachers' names (kept a minute): the gateway marks the
  // student's deliveries from the essay summary it reads in parallel.
  r.get('/internal/painel/estudante/:id', async (req, res) => {
    const user = { id: parseId(req.params.id), tipo: 'estudante' as const, nome: '' };
    const salas = await listSalas(pool, user, { all: false });
    const [names, rows] = await Promise.all([
      teacherNames(remote, salas),
      activitiesOfRooms(
        pool,
        salas.map((s) => s.id),
      ),
    ]);
    const body: PainelEstudanteInterno = {
      stats: { total_salas: salas.length },
      salas: salas.slice(0, DASHBOARD_LIMITS.salas).map((s) => toDashboardSala(toSala(s, user, names))),
      atividades: rows.map((a) => ({
        id: a.id,
        titulo: a.titulo,
        sala_id: a.sala_id,
        sala_nome: a.sala_nome,
        data_limite: a.data_limite.toISOString(),
        status: activityStatus(a),
        aberta: acceptsSubmission(a),
      })),
    };
    res.json(ok(body));
  });

  // ?todas=1: the admin's teacher view covers every room.
  r.get('/internal/painel/professor/:id', async (req, res) => {
    const id = parseId(req.params.id);
    const todas = req.query.todas === '1' || req.query.todas === 'true';
    const user = { id, tipo: todas ? ('admin' as const) : ('professor' as const), nome: '' };
    const salas = await listSalas(pool, user, { all: todas });
    const salaIds = salas.map((s) => s.id);
    const [names, acts, students] = await Promise.all([
      teacherNames(remote, salas),
      activitiesOfRooms(pool, salaIds).then((rows) => presentActivities(remote, user, rows)),
      pool.query<{ n: number }>(
        'SELECT count(DISTINCT estudante_id)::int AS n FROM classroom.sala_estudantes WHERE sala_id = ANY($1::int[])',
        [salaIds],
      ),
    ]);
    const body: PainelProfessorInterno = {
      stats: {
        total_salas: salas.length,
        total_atividades: acts.list.length,
        total_estudantes: students.rows[0]?.n ?? 0,
        total_correcoes: acts.list.reduce((sum, a) => sum + a.redacoes_corrigidas, 0),
      },
      salas: salas.slice(0, DASHBOARD_LIMITS.salas).map((s) => toDashboardSala(toSala(s, user, names))),
      recent_activities: acts.list.slice(0, DASHBOARD_LIMITS.recent_activities).map(toDashboardActivity),
      pending_activities: acts.list
        .filter((a) => a.status === 'ativa')
        .sort(byDeadline)
        .slice(0, DASHBOARD_LIMITS.pending_activities)
        .map(toDashboardActivity),
      parcial: acts.parcial,
    };
    res.json(ok(body));
  });

  // The auth service's user import (issue 54): its classes and enrollments, after the accounts are committed.
  r.post('/internal/turmas/sincronizar', async (req, res) => {
    res.json(ok(await syncRoster(pool, parseOrThrow(rosterSyncSchema, req.body ?? {}))));
  });

  return r;
}
