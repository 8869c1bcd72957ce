import {
  bankCreateSchema,
  bankQuerySchema,
  MARK_MESSAGES,
  type AuthUser,
  type BankComment,
  type BankScope,
} from '@argumenta/contracts';
import { AppError, forbidden, parseOrThrow, type Pool } from '@argumenta/platform';
import type { UsersPort } from '@argumenta/essay-domain';
import { schoolOf } from './marks.js';

type BankRow = {
  id: number;
  escopo: BankScope;
  escola_id: number | null;
  autor_id: number | null;
  competencia: BankComment['competencia'];
  texto: string;
  usos: number;
};
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

const VISIBLE = `(escopo = 'padrao' OR (escopo = 'escola' AND escola_id = $1) OR (escopo = 'pessoal' AND autor_id = $2))`;

/** The caller's bank: the starter set, their school's, their own; most used first, per competency, searched by words. */
export async function listBank(deps: BankDeps, user: AuthUser, query: unknown): Promise<BankComment[]> {
  assertBankUser(user);
  const q = parseOrThrow(bankQuerySchema, query ?? {});
  const escola = await schoolOf(deps.users, user.id);
  const { rows } = await deps.pool.query<BankRow>(
    `SELECT * FROM essay.banco_comentarios WHERE ${VISIBLE}
        AND ($3::int IS NULL OR competencia = $3) AND ($4::text IS NULL OR texto ILIKE '%' || $4 || '%')
      ORDER BY usos DESC, competencia, id LIMIT 200`,
    [escola, user.id, q.competencia ?? null, q.busca?.trim() || null],
  );
  return rows.map((r) => toComment(r, user, escola));
}

/** A teacher's own comment, or (the coordinator's) one for the whole school. */
export async function addToBank(deps: BankDeps, user: AuthUser, body: unknown): Promise<BankComment> {
  assertBankUser(user);
  const input = parseOrThrow(bankCreateSchema, body ?? {});
  const escola = await schoolOf(deps.users, user.id);
  if (input.escopo === 'escola' && (!(user.tipo === 'coordenador' || user.tipo === 'admin') || escola === null))
    throw forbidden(MARK_MESSAGES.bankSchool);
  const { rows } = await deps.pool.query<BankRow>(
    `INSERT INTO essay.banco_comentarios (escopo, escola_id, autor_id, competencia, texto)
     VALUES ($1, $2, $3, $4, $5) RETURNING *`,
    [input.escopo, input.escopo === 'escola' ? escola : null, user.id, input.competencia, input.texto],
  );
  return toComment(rows[0]!, user, escola);
}

/** Removes a comment the caller may curate; one they cannot see is not found. */
export async function removeFromBank(deps: BankDeps, user: AuthUser, id: number) {
  assertBankUser(user);
  const escola = await schoolOf(deps.users, user.id);
  const { rows } = await deps.pool.query<BankRow>(
    `SELECT * FROM essay.banco_comentarios WHERE id = $3 AND ${VISIBLE}`,
    [escola, user.id, id],
  );
  const row = rows[0];
  if (!row) throw new AppError('not_found', MARK_MESSAGES.bankNotFound);
  if (!removable(row, user, escola)) throw forbidden(MARK_MESSAGES.bankSchool);
  await deps.pool.query('DELETE FROM essay.banco_comentarios WHERE id = $1', [id]);
  return { id };
}
