import { Router, type RequestHandler } from 'express';
import {
  newSchoolSchema,
  ok,
  SCHOOL_MESSAGES,
  SCHOOL_ROLES,
  schoolCreditsSchema,
  schoolMemberSchema,
  schoolQuotaSchema,
  CREDIT_QUOTA_MESSAGES,
} from '@argumenta/contracts';
import { AppError, authOf, forbidden, parseId, parseOrThrow, requireRole, type Pool } from '@argumenta/platform';
import { addSchoolCredits } from '../domain/credits.js';
import { schoolCredits, setQuota } from '../domain/schoolCredits.js';
import { recordAudit } from '../domain/audit.js';
import { actorOf } from './audit.js';
import { endSessionsOrAbort, type EndSessions } from '../domain/sessions.js';
import {
  canManageSchool,
  createSchool,
  findSchool,
  listSchools,
  membersOf,
  placeForRoom,
  setMember,
} from '../domain/escolas.js';

/**
 * Schools (issue 16). Admins create schools, place members and fill a school's credit pool; a coordinator reads only
 * their own school (its dashboard is composed by the gateway from this service's /internal/escolas/{id}/visao).
 */
export function schoolRoutes(
  pool: Pool,
  requireAuth: RequestHandler,
  endSessions: EndSessions,
  /** ACCOUNT_DELETION_GRACE_DAYS, shown with the member list: the screen says when a deletion will run. */
  deletionGraceDays = 7,
): Router {
  const r = Router();
  const admin = [requireAuth, requireRole('admin')];
  const schoolId = (raw: unknown) => parseId(raw, 'ID da escola inválido');
  const adminOrCoordinator: RequestHandler = (req, _res, next) => {
    canManageSchool(pool, authOf(req).id, schoolId(req.params.id))
      .then((allowed) => next(allowed ? undefined : forbidden('Você não tem permissão para acessar esta escola.')))
      .catch(next);
  };

  r.post('/escolas', ...admin, async (req, res) => {
    const escola = await createSchool(pool, parseOrThrow(newSchoolSchema, req.body ?? {}));
    res.status(201).json(ok(escola, 'Escola criada com sucesso!'));
  });

  r.get('/escolas', ...admin, async (_req, res) => {
    res.json(ok({ escolas: await listSchools(pool) }));
  });

  r.get('/escolas/:id', requireAuth, adminOrCoordinator, async (req, res) => {
    const escola = await findSchool(pool, schoolId(req.params.id));
    if (!escola) throw new AppError('not_found', SCHOOL_MESSAGES.notFound);
    res.json(ok(escola));
  });

  r.get('/escolas/:id/membros', requireAuth, adminOrCoordinator, async (req, res) => {
    const papel = (SCHOOL_ROLES as readonly string[]).includes(String(req.query.papel))
      ? String(req.query.papel)
      : undefined;
    const busca = String(req.query.busca ?? '')
      .trim()
      .slice(0, 100);
    res.json(
      ok({
        membros: await membersOf(pool, schoolId(req.params.id), papel, busca),
        prazo_exclusao_dias: deletionGraceDays,
      }),
    );
  });

  r.post('/escolas/:id/membros', ...admin, async (req, res) => {
    const input = parseOrThrow(schoolMemberSchema, req.body ?? {});
    const { escola_anterior_id, papel_anterior, ...membro } = await setMember(
      pool,
      schoolId(req.params.id),
      input.usuario_id,
      input.papel,
      (id) => endSessionsOrAbort(endSessions, id),
    );
    // A move between schools is its own action in the trail (issue 54); a role change within the school stays papel.
    const moved = escola_anterior_id !== null && escola_anterior_id !== membro.escola_id;
    await recordAudit(pool, {
      acao: moved ? 'usuario.movido' : 'papel.alterado',
      ...actorOf(req),
      alvo_usuario_id: input.usuario_id,
      detalhes: {
        papel: input.papel,
        escola_id: membro.escola_id,
        ...(moved ? { escola_anterior_id } : {}),
        ...(papel_anterior !== input.papel ? { papel_anterior } : {}),
      },
    });
    res.json(ok(membro, moved ? 'Membro transferido para a escola' : 'Membro adicionado à escola'));
  });

  r.post('/escolas/:id/creditos', ...admin, async (req, res) => {
    const id = schoolId(req.params.id);
    const input = parseOrThrow(schoolCreditsSchema, req.body ?? {});
    const creditos = await addSchoolCredits(pool, id, input.quantidade, input.descricao);
    res.json(ok({ escola_id: id, creditos }, 'Créditos adicionados à escola!'));
  });

  // Issue 54: the pool's ledger (who spent what, when, for which activity or batch) and each teacher's month on it.
  r.get('/escolas/:id/creditos', requireAuth, adminOrCoordinator, async (req, res) => {
    const body = await schoolCredits(pool, schoolId(req.params.id));
    if (!body) throw new AppError('not_found', SCHOOL_MESSAGES.notFound);
    res.json(ok(body));
  });

  r.put('/escolas/:id/cotas/:usuarioId', requireAuth, adminOrCoordinator, async (req, res) => {
    const id = schoolId(req.params.id);
    const usuarioId = parseId(req.params.usuarioId, 'ID do usuário inválido');
    const { limite } = parseOrThrow(schoolQuotaSchema, req.body ?? {});
    await setQuota(pool, id, usuarioId, limite, authOf(req).id);
    await recordAudit(pool, {
      acao: 'cota.definida',
      ...actorOf(req),
      alvo_usuario_id: usuarioId,
      detalhes: { escola_id: id, limite },
    });
    res.json(ok({ escola_id: id, usuario_id: usuarioId, limite }, CREDIT_QUOTA_MESSAGES.set(limite)));
  });

  return r;
}

/** For the gateway's school dashboard: whether this user may see it, and then the school and its members. */
export function schoolInternalRoutes(pool: Pool): Router {
  const r = Router();
  r.get('/internal/escolas/:id/visao', async (req, res) => {
    const id = parseId(req.params.id);
    const permitido = await canManageSchool(pool, parseId(req.query.usuario_id, 'usuario_id inválido'), id);
    if (!permitido) return void res.json(ok({ permitido, escola: null, membros: [] }));
    const [escola, membros, excluidos] = await Promise.all([
      findSchool(pool, id),
      membersOf(pool, id),
      // Erased students are nobody's to list or count, but their anonymised graded essays still add up.
      pool.query<{ id: number }>(
        `SELECT id FROM auth.usuarios WHERE escola_id = $1 AND tipo = 'estudante' AND anonimizada_em IS NOT NULL`,
        [id],
      ),
    ]);
    res.json(
      ok({
        permitido,
        escola,
        membros: escola ? membros : [],
        estudantes_excluidos: escola ? excluidos.rows.map((r) => r.id) : [],
      }),
    );
  });
  // The room picker (issue 54, classroom service): the school's students, searched by name, e-mail or matrícula.
  r.get('/internal/escolas/:id/estudantes', async (req, res) => {
    const id = parseId(req.params.id);
    const busca = String(req.query.busca ?? '')
      .trim()
      .slice(0, 100);
    const { rows } = await pool.query(
      `SELECT id, nome, email, matricula FROM auth.usuarios
        WHERE escola_id = $1 AND tipo = 'estudante' AND anonimizada_em IS NULL
          AND ($2 = '' OR nome ILIKE '%' || $2 || '%' OR email ILIKE '%' || $2 || '%' OR matricula = $2)
        ORDER BY nome, id LIMIT 50`,
      [id, busca],
    );
    res.json(ok({ estudantes: rows }));
  });
  // A student joining a teacher's room (classroom service): same school → yes; a student still in the default school is
  // placed in the teacher's school; a teacher still in the default school has no network rule to apply; else no.
  r.post('/internal/escolas/ingresso', async (req, res) => {
    const estudante = parseId(req.body?.estudante_id, 'estudante_id inválido');
    const professor = parseId(req.body?.professor_id, 'professor_id inválido');
    res.json(ok(await placeForRoom(pool, estudante, professor)));
  });
  return r;
}
