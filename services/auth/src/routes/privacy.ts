import { Router, type RequestHandler } from 'express';
import {
  deletionRequestSchema,
  EXPORT_MESSAGES,
  ok,
  PRIVACY_MESSAGES,
  type PersonalDataAuth,
} from '@argumenta/contracts';
import { AppError, authOf, forbidden, parseId, parseOrThrow, type Logger, type Pool } from '@argumenta/platform';
import { canManageSchool } from '../domain/escolas.js';
import {
  cancelDeletion,
  eraseDueAccounts,
  scheduleDeletion,
  type DeletionSettings,
  type ErasurePorts,
} from '../domain/deletion.js';
import { checkPassword } from '../domain/passwords.js';
import { recordAudit } from '../domain/audit.js';
import { actorOf } from './audit.js';
import { findUserById } from '../domain/users.js';

export type PrivacyDeps = { pool: Pool; logger: Logger; settings: DeletionSettings; ports?: ErasurePorts };

const dateBr = (d: Date) => d.toLocaleDateString('pt-BR', { timeZone: 'America/Sao_Paulo' });

/**
 * Account deletion (LGPD art. 18, issue 38). A person deletes their own account after typing their password again;
 * a school's coordinator deletes a student of their school (the school is the controller of the accounts it created).
 * Both only schedule: the erasure runs when the grace period ends (ACCOUNT_DELETION_GRACE_DAYS; with 0, at once).
 */
export function privacyRoutes(deps: PrivacyDeps, requireAuth: RequestHandler): Router {
  const r = Router();
  const { pool, settings } = deps;

  /** With no grace period the erasure runs now, in the request; otherwise the sweeper does it when due. */
  const eraseIfDue = async (usuarioId: number, due: Date) => {
    if (due.getTime() > Date.now() || !deps.ports) return false;
    return (await eraseDueAccounts(pool, deps.ports, deps.logger, { only: usuarioId })).includes(usuarioId);
  };

  r.post('/auth/conta/exclusao', requireAuth, async (req, res) => {
    const me = authOf(req);
    const input = parseOrThrow(deletionRequestSchema, req.body ?? {});
    const row = await findUserById(pool, me.id);
    if (!row) throw new AppError('unauthorized', 'Usuário não encontrado. Faça login novamente.');
    if (row.tipo === 'admin') throw forbidden(PRIVACY_MESSAGES.adminSelf);
    if (row.oidc_sub) throw new AppError('unprocessable', PRIVACY_MESSAGES.ssoAccount);
    if (!(await checkPassword(row.senha_hash, input.senha)))
      throw new AppError('forbidden', PRIVACY_MESSAGES.wrongPassword);
    const due = await scheduleDeletion(pool, me.id, me.id, settings);
    if (!due) throw new AppError('gone', PRIVACY_MESSAGES.alreadyErased);
    await recordAudit(pool, {
      acao: 'conta.exclusao_pedida',
      ...actorOf(req),
      alvo_usuario_id: me.id,
      detalhes: { executar_em: due.toISOString() },
    });
    const erased = await eraseIfDue(me.id, due);
    res
      .status(202)
      .json(
        ok(
          { exclusao_agendada_para: due.toISOString(), excluida: erased },
          erased ? PRIVACY_MESSAGES.erased : PRIVACY_MESSAGES.scheduled(dateBr(due)),
        ),
      );
  });

  // A coordinator (or an admin) acting for the school: only the school's students.
  const studentOfSchool = async (req: Parameters<RequestHandler>[0]) => {
    const escolaId = parseId(req.params.id, 'ID da escola inválido');
    const usuarioId = parseId(req.params.usuarioId, 'ID do usuário inválido');
    if (!(await canManageSchool(pool, authOf(req).id, escolaId)))
      throw forbidden('Você não tem permissão para acessar esta escola.');
    const row = await findUserById(pool, usuarioId);
    if (!row || row.escola_id !== escolaId) throw new AppError('not_found', PRIVACY_MESSAGES.notAMember);
    if (row.tipo !== 'estudante') throw new AppError('unprocessable', PRIVACY_MESSAGES.onlyStudents);
    return row;
  };

  r.post('/escolas/:id/membros/:usuarioId/exclusao', requireAuth, async (req, res) => {
    const student = await studentOfSchool(req);
    const due = await scheduleDeletion(pool, student.id, authOf(req).id, settings);
    if (!due) throw new AppError('gone', PRIVACY_MESSAGES.alreadyErased);
    await recordAudit(pool, {
      acao: 'conta.exclusao_pedida',
      ...actorOf(req),
      alvo_usuario_id: student.id,
      detalhes: { executar_em: due.toISOString() },
    });
    const erased = await eraseIfDue(student.id, due);
    res
      .status(202)
      .json(
        ok(
          { usuario_id: student.id, exclusao_agendada_para: due.toISOString(), excluida: erased },
          erased
            ? PRIVACY_MESSAGES.schoolErased(student.nome)
            : PRIVACY_MESSAGES.schoolScheduled(student.nome, dateBr(due)),
        ),
      );
  });

  r.delete('/escolas/:id/membros/:usuarioId/exclusao', requireAuth, async (req, res) => {
    const student = await studentOfSchool(req);
    if (!(await cancelDeletion(pool, student.id))) throw new AppError('not_found', PRIVACY_MESSAGES.notScheduled);
    await recordAudit(pool, { acao: 'conta.exclusao_cancelada', ...actorOf(req), alvo_usuario_id: student.id });
    res.json(ok({ usuario_id: student.id }, PRIVACY_MESSAGES.schoolCancelled(student.nome)));
  });

  // For the essay service's export job: the account, its school and its credit ledger — only for the person themself
  // or someone who manages the student's school (the job asks with the requester's id).
  r.get('/internal/titulares/:id/dados', async (req, res) => {
    const id = parseId(req.params.id, 'ID do usuário inválido');
    const solicitante = parseId(req.query.solicitante, 'solicitante inválido');
    const { rows } = await pool.query<Record<string, unknown> & { escola_id: number; tipo: string }>(
      'SELECT * FROM auth.usuarios WHERE id = $1 AND anonimizada_em IS NULL',
      [id],
    );
    const usuario = rows[0];
    if (!usuario) throw new AppError('not_found', PRIVACY_MESSAGES.notAMember);
    const allowed =
      solicitante === id ||
      (usuario.tipo === 'estudante' && (await canManageSchool(pool, solicitante, usuario.escola_id)));
    if (!allowed) throw forbidden(EXPORT_MESSAGES.forbidden);
    // The password hash is not the person's datum in any useful sense, and must never leave this service.
    delete usuario.senha_hash;
    const [escola, movimentos, reservas] = await Promise.all([
      pool.query('SELECT id, nome, codigo_inep, rede FROM auth.escolas WHERE id = $1', [usuario.escola_id]),
      pool.query('SELECT * FROM auth.movimentos_credito WHERE usuario_id = $1 ORDER BY id', [id]),
      pool.query('SELECT * FROM auth.reservas_credito WHERE usuario_id = $1 ORDER BY criada_em, referencia', [id]),
    ]);
    const data: PersonalDataAuth = {
      usuario,
      escola: escola.rows[0] ?? null,
      movimentos_credito: movimentos.rows,
      reservas_credito: reservas.rows,
    };
    res.json(ok(data));
  });

  return r;
}
