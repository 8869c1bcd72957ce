import { Router, type RequestHandler } from 'express';
import {
  addRoomStudentsSchema,
  CLASSROOM_MESSAGES,
  createSalaSchema,
  joinSalaSchema,
  ok,
  updateSalaSchema,
  type ClassroomStudent,
  type RosterCandidate,
} from '@argumenta/contracts';
import { AppError, authOf, parseId, parseOrThrow, requireRole, withTransaction, type Pool } from '@argumenta/platform';
import { canManage, loadSala } from '../domain/access.js';
import { isAccessCode, withFreshCode } from '../domain/codes.js';
import type { Remote } from '../domain/remote.js';
import { listSalas, salaWithCounts, teacherNames, toSala, type SalaWithCounts } from '../domain/salas.js';
import type { SalaRow } from '../domain/access.js';

const salaId = (raw: unknown) => parseId(raw, CLASSROOM_MESSAGES.invalidId);
const latest = (...dates: (string | Date | null | undefined)[]) => {
  const times = dates.filter(Boolean).map((d) => new Date(d as string).getTime());
  return times.length ? new Date(Math.max(...times)).toISOString() : null;
};

/** Spec 7 Classrooms. Permissions (spec 6) are checked here, on every route. */
export function salasRoutes(pool: Pool, remote: Remote, requireAuth: RequestHandler): Router {
  const r = Router();
  const teacher = requireRole('professor', 'admin');
  r.use('/salas', requireAuth);

  const present = async (rows: SalaWithCounts[], user: ReturnType<typeof authOf>) => {
    const names = await teacherNames(remote, rows);
    return rows.map((row) => toSala(row, user, names));
  };

  r.get('/salas', async (req, res) => {
    const user = authOf(req);
    res.json(ok(await present(await listSalas(pool, user), user)));
  });

  r.post('/salas', teacher, async (req, res) => {
    const user = authOf(req);
    const input = parseOrThrow(createSalaSchema, req.body ?? {});
    const row = await withFreshCode(async (code) => {
      const { rows } = await pool.query<SalaRow>(
        `INSERT INTO classroom.salas (nome, descricao, ativa, codigo_acesso, professor_id, professor_nome) VALUES ($1, $2, $3, $4, $5, $6) RETURNING *`,
        [input.nome, input.descricao || null, input.ativa, code, user.id, user.nome],
      );
      return rows[0]!;
    });
    const [sala] = await present([{ ...row, estudantes_count: 0, total_atividades: 0 }], user);
    res.status(201).json(ok(sala, CLASSROOM_MESSAGES.created));
  });

  // Before /salas/:id so "ingressar" is never read as an id.
  r.post('/salas/ingressar', async (req, res) => {
    const user = authOf(req);
    if (user.tipo !== 'estudante') throw new AppError('forbidden', CLASSROOM_MESSAGES.onlyStudentsJoin);
    const { codigo_acesso } = parseOrThrow(joinSalaSchema, req.body ?? {});
    if (!isAccessCode(codigo_acesso)) throw new AppError('not_found', CLASSROOM_MESSAGES.codeInvalid);
    // A room belongs to its teacher's school (issue 16): a newcomer must be of that school, or still unplaced (then the
    // auth service places them there). Asked before the join, and only when the join would add someone.
    const found = await pool.query<{ professor_id: number; ativa: boolean; membro: boolean }>(
      `SELECT s.professor_id, s.ativa, EXISTS (SELECT 1 FROM classroom.sala_estudantes e WHERE e.sala_id = s.id AND e.estudante_id = $2) AS membro
         FROM classroom.salas s WHERE upper(s.codigo_acesso) = $1`,
      [codigo_acesso, user.id],
    );
    const room = found.rows[0];
    if (room?.ativa && !room.membro && !(await remote.joinSchool(user.id, room.professor_id)).permitido)
      throw new AppError('forbidden', CLASSROOM_MESSAGES.otherSchool);
    const outcome = await withTransaction(pool, async (c) => {
      const { rows } = await c.query<SalaRow>(
        'SELECT * FROM classroom.salas WHERE upper(codigo_acesso) = $1 FOR SHARE',
        [codigo_acesso],
      );
      const sala = rows[0];
      if (!sala) throw new AppError('not_found', CLASSROOM_MESSAGES.codeInvalid);
      const inserted = sala.ativa
        ? await c.query(
            'INSERT INTO classroom.sala_estudantes (sala_id, estudante_id) VALUES ($1, $2) ON CONFLICT DO NOTHING',
            [sala.id, user.id],
          )
        : null;
      if (inserted?.rowCount) return { sala, joined: true };
      const member = await c.query('SELECT 1 FROM classroom.sala_estudantes WHERE sala_id = $1 AND estudante_id = $2', [
        sala.id,
        user.id,
      ]);
      // Already in: harmless, even if the room has since been closed to newcomers.
      if (member.rowCount) return { sala, joined: false };
      throw new AppError('forbidden', CLASSROOM_MESSAGES.inactive);
    });
    const [sala] = await present([await salaWithCounts(pool, outcome.sala.id)], user);
    res
      .status(outcome.joined ? 201 : 200)
      .json(
        ok(
          { sala, ja_participava: !outcome.joined },
          outcome.joined ? CLASSROOM_MESSAGES.joined : CLASSROOM_MESSAGES.alreadyMember,
        ),
      );
  });

  r.get('/salas/:id', async (req, res) => {
    const user = authOf(req);
    const { sala } = await loadSala(pool, salaId(req.params.id), user, 'view');
    const [out] = await present([await salaWithCounts(pool, sala.id)], user);
    res.json(ok(out));
  });

  r.put('/salas/:id', teacher, async (req, res) => {
    const user = authOf(req);
    const id = salaId(req.params.id);
    const body = (req.body ?? {}) as Record<string, unknown>;
    const input = parseOrThrow(updateSalaSchema, body);
    await withTransaction(pool, async (c) => {
      await loadSala(c, id, user, 'manage', true);
      await c.query(
        `UPDATE classroom.salas SET nome = coalesce($2, nome), descricao = CASE WHEN $3::boolean THEN $4 ELSE descricao END,
           ativa = coalesce($5, ativa), data_atualizacao = now() WHERE id = $1`,
        [id, input.nome ?? null, 'descricao' in body, input.descricao || null, input.ativa ?? null],
      );
    });
    const [out] = await present([await salaWithCounts(pool, id)], user);
    res.json(ok(out, CLASSROOM_MESSAGES.updated));
  });

  r.delete('/salas/:id', teacher, async (req, res) => {
    const user = authOf(req);
    const id = salaId(req.params.id);
    const linked = await withTransaction(pool, async (c) => {
      await loadSala(c, id, user, 'manage', true);
      // Memberships and activities go with the room (ON DELETE CASCADE), all or nothing.
      const { rows } = await c.query<{ id: number }>(
        'DELETE FROM classroom.atividades WHERE sala_id = $1 AND proposta_tematica_id IS NOT NULL RETURNING id',
        [id],
      );
      await c.query('DELETE FROM classroom.salas WHERE id = $1', [id]);
      return rows.map((a) => a.id);
    });
    // The deleted activities no longer count as uses of their proposals.
    await remote.linkProposals(
      linked.map((atividadeId) => ({ atividadeId, propostaId: null })),
      user.id,
    );
    res.json(ok({ id }, CLASSROOM_MESSAGES.deleted));
  });

  r.post('/salas/:id/regenerar-codigo', teacher, async (req, res) => {
    const user = authOf(req);
    const id = salaId(req.params.id);
    await loadSala(pool, id, user, 'manage');
    const codigo = await withFreshCode(async (code) => {
      await pool.query('UPDATE classroom.salas SET codigo_acesso = $2, data_atualizacao = now() WHERE id = $1', [
        id,
        code,
      ]);
      return code;
    });
    res.json(ok({ id, codigo_acesso: codigo }, CLASSROOM_MESSAGES.codeRegenerated));
  });

  r.get('/salas/:id/estudantes', teacher, async (req, res) => {
    const user = authOf(req);
    const { sala } = await loadSala(pool, salaId(req.params.id), user, 'manage');
    const [members, activities] = await Promise.all([
      pool.query<{ estudante_id: number; data_entrada: Date }>(
        'SELECT estudante_id, data_entrada FROM classroom.sala_estudantes WHERE sala_id = $1',
        [sala.id],
      ),
      pool.query<{ id: number }>('SELECT id FROM classroom.atividades WHERE sala_id = $1', [sala.id]),
    ]);
    const ids = members.rows.map((m) => m.estudante_id);
    // Two calls whatever the room size: names from auth, essay figures from the essay service.
    const [users, stats] = await Promise.all([
      remote.users(ids),
      remote.soft(
        'estatisticas de estudantes',
        remote.studentStats(
          ids,
          activities.rows.map((a) => a.id),
        ),
        new Map(),
      ),
    ]);
    const estudantes: ClassroomStudent[] = members.rows.map((m) => {
      const u = users.get(m.estudante_id);
      const s = stats.value.get(m.estudante_id);
      return {
        id: m.estudante_id,
        nome: u?.nome ?? 'Usuário removido',
        email: u?.email ?? '',
        ultima_atividade: latest(u?.ultimo_acesso, s?.ultima_atividade),
        data_entrada: m.data_entrada.toISOString(),
        total_submissoes: s?.total_submissoes ?? 0,
        media_notas: s?.media_notas ?? null,
        total_atividades_concluidas: s?.total_atividades_concluidas ?? 0,
      };
    });
    estudantes.sort((a, b) => a.nome.localeCompare(b.nome, 'pt-BR'));
    res.json(ok(estudantes));
  });

  r.delete('/salas/:id/estudantes/:sid', teacher, async (req, res) => {
    const user = authOf(req);
    const id = salaId(req.params.id);
    const sid = parseId(req.params.sid, 'ID do estudante inválido');
    await loadSala(pool, id, user, 'manage');
    const { rowCount } = await pool.query(
      'DELETE FROM classroom.sala_estudantes WHERE sala_id = $1 AND estudante_id = $2',
      [id, sid],
    );
    if (!rowCount) throw new AppError('not_found', CLASSROOM_MESSAGES.studentNotFound);
    res.json(ok({ sala_id: id, estudante_id: sid }, CLASSROOM_MESSAGES.studentRemoved));
  });

  /**
   * Rostering (issue 54): the room's teacher, an admin, or the coordinator of the teacher's school may add students —
   * only students of that school. Returns the room and the school the room belongs to (its teacher's).
   */
  const roster = requireRole('professor', 'coordenador', 'admin');
  const loadForRoster = async (id: number, user: ReturnType<typeof authOf>) => {
    const { rows } = await pool.query<SalaRow>('SELECT * FROM classroom.salas WHERE id = $1', [id]);
    const sala = rows[0];
    if (!sala) throw new AppError('not_found', CLASSROOM_MESSAGES.notFound);
    const people = await remote.users([sala.professor_id, user.id]);
    const escolaId = people.get(sala.professor_id)?.escola_id;
    if (!escolaId) throw new AppError('not_found', CLASSROOM_MESSAGES.notFound);
    const coordinates = user.tipo === 'coordenador' && people.get(user.id)?.escola_id === escolaId;
    if (!canManage(sala, user) && !coordinates) throw new AppError('forbidden', CLASSROOM_MESSAGES.forbidden);
    return { sala, escolaId };
  };

  r.get('/salas/:id/candidatos', roster, async (req, res) => {
    const { sala, escolaId } = await loadForRoster(salaId(req.params.id), authOf(req));
    const found = await remote.schoolStudents(escolaId, String(req.query.busca ?? ''));
    const { rows } = await pool.query<{ estudante_id: number }>(
      'SELECT estudante_id FROM classroom.sala_estudantes WHERE sala_id = $1 AND estudante_id = ANY($2::int[])',
      [sala.id, found.map((f) => f.id)],
    );
    const inRoom = new Set(rows.map((m) => m.estudante_id));
    const out: RosterCandidate[] = found.map((f) => ({ ...f, na_sala: inRoom.has(f.id) }));
    res.json(ok(out));
  });

  r.post('/salas/:id/estudantes', roster, async (req, res) => {
    const { estudantes } = parseOrThrow(addRoomStudentsSchema, req.body ?? {});
    const { sala, escolaId } = await loadForRoster(salaId(req.params.id), authOf(req));
    const ids = [...new Set(estudantes)];
    const people = await remote.users(ids);
    // All or nothing: one id of another school, a teacher or nobody refuses the whole request.
    if (ids.some((id) => people.get(id)?.tipo !== 'estudante' || people.get(id)?.escola_id !== escolaId))
      throw new AppError('forbidden', CLASSROOM_MESSAGES.rosterOtherSchool);
    const { rowCount } = await pool.query(
      `INSERT INTO classroom.sala_estudantes (sala_id, estudante_id) SELECT $1, unnest($2::int[]) ON CONFLICT DO NOTHING`,
      [sala.id, ids],
    );
    const adicionados = rowCount ?? 0;
    res.json(
      ok(
        { sala_id: sala.id, adicionados, ja_na_sala: ids.length - adicionados },
        CLASSROOM_MESSAGES.rosterAdded(adicionados),
      ),
    );
  });

  // The room's competency averages and diagnosis (GET /salas/:id/competencias, /salas/:id/diagnostico) are served by
  // the essay service, which asks /internal/salas/:id/gestao here whether the caller manages the room.

  return r;
}
