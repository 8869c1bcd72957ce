import {
  CREDIT_QUOTA_MESSAGES,
  type MyCredits,
  type SchoolCredits,
  type SchoolLedgerEntry,
  type SchoolQuota,
} from '@argumenta/contracts';
import { AppError, type Pool, type PoolClient } from '@argumenta/platform';

type Db = Pool | PoolClient;
const LEDGER_ROWS = 200;

/** What this teacher spent of the school's pool this calendar month (reserved or confirmed, not refunded). */
const MONTH_USE = `SELECT coalesce(sum(r.quantidade), 0)::int FROM auth.reservas_credito r
  WHERE r.escola_id = $1 AND r.usuario_id = $2 AND r.estado <> 'estornado' AND r.criada_em >= date_trunc('month', now())`;

/**
 * A teacher's quota on the school's pool (issue 54), checked inside the reservation's transaction: the quota row is
 * locked, so two batches sent at once by the same teacher cannot both pass on the same remainder. No quota: no limit.
 */
export async function checkQuota(c: PoolClient, userId: number, pedido: number): Promise<void> {
  const { rows } = await c.query<{ limite: number; usados: number }>(
    `SELECT q.limite, (${MONTH_USE.replace('$1', 'q.escola_id').replace('$2', 'q.usuario_id')}) AS usados
       FROM auth.cotas_credito q JOIN auth.usuarios u ON u.id = q.usuario_id AND u.escola_id = q.escola_id
      WHERE q.usuario_id = $1 FOR UPDATE OF q`,
    [userId],
  );
  const q = rows[0];
  if (q && q.usados + pedido > q.limite)
    throw new AppError('insufficient_credits', CREDIT_QUOTA_MESSAGES.exhausted(q.usados, q.limite, pedido), {
      usados: String(q.usados),
      limite: String(q.limite),
    });
}

/** The school's pool, its ledger (newest first, with the names of who the credit was for) and its teachers' month. */
export async function schoolCredits(pool: Pool, escolaId: number): Promise<SchoolCredits | null> {
  const [escola, movimentos, professores] = await Promise.all([
    pool.query<{ creditos: number; creditos_usados: number }>(
      'SELECT creditos, creditos_usados FROM auth.escolas WHERE id = $1',
      [escolaId],
    ),
    pool.query<SchoolLedgerEntry>(
      `SELECT m.id::int, m.criado_em, m.tipo, m.delta, m.usuario_id, u.nome AS usuario_nome, m.motivo, m.referencia
         FROM auth.movimentos_credito m LEFT JOIN auth.usuarios u ON u.id = m.usuario_id
        WHERE m.conta = 'escola' AND m.escola_id = $1 ORDER BY m.criado_em DESC, m.id DESC LIMIT ${LEDGER_ROWS}`,
      [escolaId],
    ),
    pool.query<SchoolQuota>(
      `SELECT u.id AS usuario_id, u.nome, q.limite, (${MONTH_USE.replace('$2', 'u.id')}) AS usados_mes
         FROM auth.usuarios u LEFT JOIN auth.cotas_credito q ON q.escola_id = $1 AND q.usuario_id = u.id
        WHERE u.escola_id = $1 AND u.tipo = 'professor' AND u.anonimizada_em IS NULL ORDER BY u.nome, u.id`,
      [escolaId],
    ),
  ]);
  if (!escola.rows[0]) return null;
  return {
    escola_id: escolaId,
    ...escola.rows[0],
    movimentos: movimentos.rows.map((m) => ({ ...m, criado_em: new Date(m.criado_em).toISOString() })),
    professores: professores.rows,
  };
}

/** Sets (or, with null, removes) a teacher's monthly quota; only a teacher of that school has one. */
export async function setQuota(db: Db, escolaId: number, usuarioId: number, limite: number | null, actorId: number) {
  const { rows } = await db.query<{ tipo: string }>(
    'SELECT tipo FROM auth.usuarios WHERE id = $1 AND escola_id = $2 AND anonimizada_em IS NULL',
    [usuarioId, escolaId],
  );
  if (rows[0]?.tipo !== 'professor') throw new AppError('unprocessable', CREDIT_QUOTA_MESSAGES.notTeacher);
  if (limite === null)
    await db.query('DELETE FROM auth.cotas_credito WHERE escola_id = $1 AND usuario_id = $2', [escolaId, usuarioId]);
  else
    await db.query(
      `INSERT INTO auth.cotas_credito (escola_id, usuario_id, limite, definida_por) VALUES ($1, $2, $3, $4)
       ON CONFLICT (escola_id, usuario_id) DO UPDATE SET limite = $3, definida_por = $4, atualizada_em = now()`,
      [escolaId, usuarioId, limite, actorId],
    );
}

/** Who pays this person's corrections: their school's pool (not the default school's), their quota on it, then them. */
export async function myCredits(pool: Pool, userId: number): Promise<MyCredits> {
  const { rows } = await pool.query<{
    pessoais: number;
    escola_id: number | null;
    escola_nome: string | null;
    escola_creditos: number | null;
    limite: number | null;
    usados: number | null;
  }>(
    `SELECT u.creditos_disponiveis AS pessoais, e.id AS escola_id, e.nome AS escola_nome, e.creditos AS escola_creditos,
            q.limite, CASE WHEN q.limite IS NULL THEN NULL ELSE (${MONTH_USE.replace('$1', 'e.id').replace('$2', 'u.id')}) END AS usados
       FROM auth.usuarios u
       LEFT JOIN auth.escolas e ON e.id = u.escola_id AND NOT e.padrao
       LEFT JOIN auth.cotas_credito q ON q.escola_id = e.id AND q.usuario_id = u.id
      WHERE u.id = $1`,
    [userId],
  );
  const r = rows[0];
  if (!r) throw new AppError('not_found', 'Usuário não encontrado');
  return {
    pessoais: r.pessoais,
    escola: r.escola_id ? { id: r.escola_id, nome: r.escola_nome!, creditos: r.escola_creditos! } : null,
    cota: r.limite === null ? null : { limite: r.limite, usados_mes: r.usados ?? 0 },
  };
}
