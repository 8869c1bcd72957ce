import {
  bankCreateSchema,
  bankQuerySchema,
  MARK_MESSAGES,
  type AuthUser,
  type BankComment,
} from '@argumenta/contracts';
import { AppError, forbidden, parseOrThrow, type Pool } from '@argumenta/platform';
import {
  deleteBankComment,
  insertBankComment,
  visibleBankComment,
  visibleBankComments,
  type BankRow,
  type UsersPort,
} from '@argumenta/essay-domain';
import { schoolOf } from './marks.js';

export type BankDeps = { pool: Pool; users: UsersPort };

const BANK_ROLES = new Set(['professor', 'coordenador', 'admin']);

function assertBankUser(user: AuthUser) {
  if (!BANK_ROLES.has(user.tipo)) throw forbidden(MARK_MESSAGES.bankForbidden);
}

const removable = (row: BankRow, user: AuthUser, escola: number | null) =>
  user.tipo === 'admin' ||
  (row.escopo === 'pessoal' && row.autor_id === user.id) ||
  (row.escopo === 'escola' && user.tipo === 'coordenador' && row.escola_id === escola);

const toComment = (row: BankRow, user: AuthUser, escola: number | null): BankComment => ({
  id: row.id,
  competencia: Number(row.competencia) as BankComment['competencia'],
  texto: row.texto,
  escopo: row.escopo,
  usos: row.usos,
  removivel: removable(row, user, escola),
});

/** The caller's bank: the starter set, their school's, their own; most used first, per competency, searched by words. */
export async function listBank(deps: BankDeps, user: AuthUser, query: unknown): Promise<BankComment[]> {
  assertBankUser(user);
  const q = parseOrThrow(bankQuerySchema, query ?? {});
  const escola = await schoolOf(deps.users, user.id);
  const rows = await visibleBankComments(deps.pool, escola, user.id, {
    competencia: q.competencia ?? null,
    busca: q.busca?.trim() || null,
  });
  return rows.map((r) => toComment(r, user, escola));
}

/** A teacher's own comment, or (the coordinator's) one for the whole school. */
export async function addToBank(deps: BankDeps, user: AuthUser, body: unknown): Promise<BankComment> {
  assertBankUser(user);
  const input = parseOrThrow(bankCreateSchema, body ?? {});
  const escola = await schoolOf(deps.users, user.id);
  if (input.escopo === 'escola' && (!(user.tipo === 'coordenador' || user.tipo === 'admin') || escola === null))
    throw forbidden(MARK_MESSAGES.bankSchool);
  const row = await insertBankComment(deps.pool, {
    escopo: input.escopo,
    escolaId: input.escopo === 'escola' ? escola : null,
    autorId: user.id,
    competencia: input.competencia,
    texto: input.texto,
  });
  return toComment(row, user, escola);
}

/** Removes a comment the caller may curate; one they cannot see is not found. */
export async function removeFromBank(deps: BankDeps, user: AuthUser, id: number) {
  assertBankUser(user);
  const escola = await schoolOf(deps.users, user.id);
  const row = await visibleBankComment(deps.pool, escola, user.id, id);
  if (!row) throw new AppError('not_found', MARK_MESSAGES.bankNotFound);
  if (!removable(row, user, escola)) throw forbidden(MARK_MESSAGES.bankSchool);
  await deleteBankComment(deps.pool, id);
  return { id };
}
