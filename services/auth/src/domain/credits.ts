import { AppError, withTransaction, type Pool, type PoolClient } from '@argumenta/platform';

/** escola_id: the school's pool paid this reservation (NULL: the person did). */
export type Reservation = { referencia: string; usuario_id: number; quantidade: number; estado: 'reservado' | 'confirmado' | 'estornado'; escola_id: number | null };
const RESERVATION_COLUMNS = 'referencia, usuario_id, quantidade, estado, escola_id';
export type CreditResult = { reserva: Reservation; creditos_disponiveis: number };

export const NO_CREDITS_MESSAGE = 'Créditos insuficientes. Você não tem créditos disponíveis para esta operação.';

async function balanceOf(pool: Pool | PoolClient, userId: number): Promise<number> {
  const { rows } = await pool.query<{ creditos_disponiveis: number }>('SELECT creditos_disponiveis FROM auth.usuarios WHERE id = $1', [userId]);
  if (!rows[0]) throw new AppError('not_found', 'Usuário não encontrado');
  return rows[0].creditos_disponiveis;
}

/**
 * Reserves credits under a reference. Idempotent: the same reference returns the existing
 * reservation. The conditional UPDATE (balance >= amount) serialises concurrent reservations on
 * the user's row, so the balance never goes negative and exactly as many succeed as there are credits.
 *
 * With `schoolPool` (activity essays, bulk batches) the payer's school pool is charged first, by the same kind of
 * conditional UPDATE on the school's row, and the person only when the pool cannot pay: the pool and the person
 * never go negative, whatever the concurrency. The reservation remembers who paid, so a refund goes back there.
 *
 * One statement, so atomic without BEGIN/COMMIT and one round trip instead of five: every submission of a burst makes
 * one (docs/performance.md). The payer is charged first and the reservation written from its answer, so a reference a
 * concurrent twin stored meanwhile fails the whole statement on the unique key (nothing charged) and is then read
 * back; the rare answers (repeat, no credits, no such user) are told apart afterwards.
 */
export async function reserve(pool: Pool, userId: number, referencia: string, quantidade: number, motivo?: string, opts: { schoolPool?: boolean } = {}): Promise<CreditResult> {
  const charged = await pool
    .query<Reservation & { creditos_disponiveis: number }>(
      `WITH novo AS (SELECT NOT EXISTS (SELECT 1 FROM auth.reservas_credito WHERE referencia = $1) AS ok),
       escola AS (
         UPDATE auth.escolas e SET creditos = e.creditos - $3 FROM auth.usuarios u, novo
          WHERE $5 AND novo.ok AND u.id = $2 AND e.id = u.escola_id AND e.creditos >= $3 RETURNING e.id),
       pessoa AS (
         UPDATE auth.usuarios SET creditos_disponiveis = creditos_disponiveis - $3 FROM novo
          WHERE id = $2 AND novo.ok AND creditos_disponiveis >= $3 AND NOT EXISTS (SELECT 1 FROM escola) RETURNING creditos_disponiveis),
       pagador AS (
         SELECT (SELECT id FROM escola) AS escola_id,
                COALESCE((SELECT creditos_disponiveis FROM pessoa), (SELECT creditos_disponiveis FROM auth.usuarios WHERE id = $2)) AS creditos_disponiveis
          WHERE EXISTS (SELECT 1 FROM escola) OR EXISTS (SELECT 1 FROM pessoa)),
       reserva AS (
         INSERT INTO auth.reservas_credito (referencia, usuario_id, quantidade, estado, escola_id)
         SELECT $1, $2, $3, 'reservado', escola_id FROM pagador RETURNING ${RESERVATION_COLUMNS}),
       movimento AS (
         INSERT INTO auth.movimentos_credito (conta, usuario_id, escola_id, tipo, delta, referencia, motivo)
         SELECT CASE WHEN escola_id IS NULL THEN 'usuario' ELSE 'escola' END, $2, escola_id, 'reserva', -$3::int, $1, $4 FROM reserva)
       SELECT reserva.*, pagador.creditos_disponiveis FROM reserva, pagador`,
      [referencia, userId, quantidade, motivo ?? null, Boolean(opts.schoolPool)],
    )
    .catch((err: unknown) => {
      // A concurrent twin stored this reference first: its reservation is the answer.
      if ((err as { code?: string }).code === UNIQUE_VIOLATION) return null;
      throw err;
    });
  const row = charged?.rows[0];
  if (row) {
    const { creditos_disponiveis, ...reserva } = row;
    return { reserva, creditos_disponiveis };
  }
  const existing = await pool.query<Reservation>(`SELECT ${RESERVATION_COLUMNS} FROM auth.reservas_credito WHERE referencia = $1`, [referencia]);
  const reserva = existing.rows[0];
  if (reserva) {
    if (reserva.usuario_id !== userId) throw new AppError('conflict', 'Referência de crédito pertence a outro usuário');
    return { reserva, creditos_disponiveis: await balanceOf(pool, userId) };
  }
  await balanceOf(pool, userId); // not_found when there is no such user
  throw new AppError('insufficient_credits', NO_CREDITS_MESSAGE);
}

const UNIQUE_VIOLATION = '23505';

export type ItemReservation = { referencia: string; motivo?: string };

/**
 * Bulk work (a teacher's batch): one reservation of 1 credit per item, each under its own reference, all or none —
 * when the credits cannot cover every new item nothing is reserved (402). Idempotent per reference: items already
 * reserved are not charged again. THE one place batch items are charged. With `schoolPool` the payer's school pool pays
 * as many items as it can (row-locked, never below zero) and the person the rest; each reservation remembers who paid,
 * so a refund goes back there.
 */
export async function reserveItems(
  pool: Pool,
  userId: number,
  itens: ItemReservation[],
  opts: { schoolPool?: boolean } = {},
): Promise<{ reservadas: number; creditos_disponiveis: number; escola_id: number | null }> {
  return withTransaction(pool, async (c) => {
    const refs = itens.map((i) => i.referencia);
    const inserted = await c.query<{ referencia: string }>(
      `INSERT INTO auth.reservas_credito (referencia, usuario_id, quantidade, estado)
       SELECT r, $2, 1, 'reservado' FROM unnest($1::text[]) AS r ON CONFLICT (referencia) DO NOTHING RETURNING referencia`,
      [refs, userId],
    );
    const fresh = new Set(inserted.rows.map((r) => r.referencia));
    const foreign = await c.query('SELECT 1 FROM auth.reservas_credito WHERE referencia = ANY($1::text[]) AND usuario_id <> $2 LIMIT 1', [refs, userId]);
    if (foreign.rowCount) throw new AppError('conflict', 'Referência de crédito pertence a outro usuário');
    const novos = itens.filter((i) => fresh.has(i.referencia));
    const n = novos.length;
    // The school's share first: as many items as its pool holds.
    let fromSchool = 0;
    let escolaId: number | null = null;
    if (opts.schoolPool && n) {
      const school = await c.query<{ id: number; pagas: number }>(
        `WITH e AS (SELECT e.id, LEAST(e.creditos, $2) AS pagas FROM auth.escolas e JOIN auth.usuarios u ON u.escola_id = e.id WHERE u.id = $1 FOR UPDATE OF e)
         UPDATE auth.escolas SET creditos = auth.escolas.creditos - e.pagas FROM e WHERE auth.escolas.id = e.id RETURNING e.id, e.pagas`,
        [userId, n],
      );
      escolaId = school.rows[0]?.id ?? null;
      fromSchool = school.rows[0]?.pagas ?? 0;
    }
    const fromPerson = n - fromSchool;
    // The payer's school too (null for the default school, which gathers the accounts of no network): the batch's
    // place in the queue is shared with the school's other teachers.
    const updated = await c.query<{ creditos_disponiveis: number; escola_id: number | null }>(
      `UPDATE auth.usuarios u SET creditos_disponiveis = creditos_disponiveis - $2 WHERE id = $1 AND creditos_disponiveis >= $2
       RETURNING creditos_disponiveis, (SELECT e.id FROM auth.escolas e WHERE e.id = u.escola_id AND NOT e.padrao) AS escola_id`,
      [userId, fromPerson],
    );
    if (!updated.rows[0]) {
      const bal = await c.query<{ creditos_disponiveis: number }>('SELECT creditos_disponiveis FROM auth.usuarios WHERE id = $1', [userId]);
      if (!bal.rows[0]) throw new AppError('not_found', 'Usuário não encontrado');
      const available = bal.rows[0].creditos_disponiveis + fromSchool;
      throw new AppError(
        'insufficient_credits',
        `Créditos insuficientes: este envio precisa de ${n} créditos e ${fromSchool ? `há ${available} disponíveis (escola e seus)` : `você tem ${available}`}.`,
        { necessarios: String(n), disponiveis: String(available) },
      );
    }
    const paidBySchool = novos.slice(0, fromSchool);
    if (paidBySchool.length) {
      await c.query('UPDATE auth.reservas_credito SET escola_id = $2 WHERE referencia = ANY($1::text[])', [paidBySchool.map((i) => i.referencia), escolaId]);
    }
    for (const [k, item] of novos.entries()) {
      const school = k < fromSchool;
      await ledger(c, { conta: school ? 'escola' : 'usuario', escolaId: school ? escolaId! : undefined, usuarioId: userId, tipo: 'reserva', delta: -1, referencia: item.referencia, motivo: item.motivo });
    }
    return { reservadas: n, creditos_disponiveis: updated.rows[0].creditos_disponiveis, escola_id: updated.rows[0].escola_id };
  });
}

/** Settles a reservation: the credits count as used. Idempotent; a refunded one stays refunded. */
export async function confirm(pool: Pool, referencia: string): Promise<CreditResult> {
  return settle(pool, referencia, 'confirmado');
}

/** Gives reserved credits back (final failure). Idempotent; a confirmed one cannot be refunded here. */
export async function refund(pool: Pool, referencia: string): Promise<CreditResult> {
  return settle(pool, referencia, 'estornado');
}

async function settle(pool: Pool, referencia: string, to: 'confirmado' | 'estornado'): Promise<CreditResult> {
  return withTransaction(pool, async (c) => {
    const { rows } = await c.query<Reservation>(
      `UPDATE auth.reservas_credito SET estado = $2, atualizada_em = now() WHERE referencia = $1 AND estado = 'reservado'
       RETURNING ${RESERVATION_COLUMNS}`,
      [referencia, to],
    );
    const changed = rows[0];
    if (!changed) {
      const existing = await c.query<Reservation>(`SELECT ${RESERVATION_COLUMNS} FROM auth.reservas_credito WHERE referencia = $1`, [referencia]);
      const reserva = existing.rows[0];
      if (!reserva) throw new AppError('not_found', 'Reserva de crédito não encontrada');
      const bal = await c.query<{ creditos_disponiveis: number }>('SELECT creditos_disponiveis FROM auth.usuarios WHERE id = $1', [reserva.usuario_id]);
      return { reserva, creditos_disponiveis: bal.rows[0]?.creditos_disponiveis ?? 0 };
    }
    const tipo = to === 'confirmado' ? 'confirmacao' : 'estorno';
    const delta = to === 'confirmado' ? 0 : changed.quantidade;
    if (changed.escola_id) {
      // The pool paid: its usage grows on confirmation, its balance comes back on refund.
      const sql = to === 'confirmado' ? 'UPDATE auth.escolas SET creditos_usados = creditos_usados + $2 WHERE id = $1' : 'UPDATE auth.escolas SET creditos = creditos + $2 WHERE id = $1';
      await c.query(sql, [changed.escola_id, changed.quantidade]);
      await ledger(c, { conta: 'escola', escolaId: changed.escola_id, usuarioId: changed.usuario_id, tipo, delta, referencia });
      return { reserva: changed, creditos_disponiveis: await balanceOf(c, changed.usuario_id).catch(() => 0) };
    }
    const sql =
      to === 'confirmado'
        ? 'UPDATE auth.usuarios SET creditos_totais_usados = creditos_totais_usados + $2 WHERE id = $1 RETURNING creditos_disponiveis'
        : 'UPDATE auth.usuarios SET creditos_disponiveis = creditos_disponiveis + $2 WHERE id = $1 RETURNING creditos_disponiveis';
    const bal = await c.query<{ creditos_disponiveis: number }>(sql, [changed.usuario_id, changed.quantidade]);
    await ledger(c, { conta: 'usuario', usuarioId: changed.usuario_id, tipo, delta, referencia });
    return { reserva: changed, creditos_disponiveis: bal.rows[0]?.creditos_disponiveis ?? 0 };
  });
}

/** Admin grant: adds credits with a ledger row. */
export async function addCredits(pool: Pool, userId: number, quantidade: number, motivo?: string): Promise<number> {
  return withTransaction(pool, async (c) => {
    const { rows } = await c.query<{ creditos_disponiveis: number }>(
      'UPDATE auth.usuarios SET creditos_disponiveis = creditos_disponiveis + $2 WHERE id = $1 RETURNING creditos_disponiveis',
      [userId, quantidade],
    );
    if (!rows[0]) throw new AppError('not_found', 'Usuário não encontrado');
    await ledger(c, { conta: 'usuario', usuarioId: userId, tipo: 'adicao', delta: quantidade, motivo: motivo ?? 'Créditos adicionados pelo administrador' });
    return rows[0].creditos_disponiveis;
  });
}

/** Admin grant to a school's pool, with a ledger row on the school's account. */
export async function addSchoolCredits(pool: Pool, escolaId: number, quantidade: number, motivo?: string): Promise<number> {
  return withTransaction(pool, async (c) => {
    const { rows } = await c.query<{ creditos: number }>('UPDATE auth.escolas SET creditos = creditos + $2 WHERE id = $1 RETURNING creditos', [escolaId, quantidade]);
    if (!rows[0]) throw new AppError('not_found', 'Escola não encontrada');
    await ledger(c, { conta: 'escola', escolaId, tipo: 'adicao', delta: quantidade, motivo: motivo ?? 'Créditos da escola adicionados pelo administrador' });
    return rows[0].creditos;
  });
}

type LedgerEntry = {
  conta: 'usuario' | 'escola';
  usuarioId?: number;
  escolaId?: number;
  tipo: 'reserva' | 'confirmacao' | 'estorno' | 'adicao';
  delta: number;
  referencia?: string;
  motivo?: string;
};
/** Every balance change, of a person or of a school's pool, is one ledger row. */
async function ledger(c: PoolClient, e: LedgerEntry): Promise<void> {
  await c.query('INSERT INTO auth.movimentos_credito (conta, usuario_id, escola_id, tipo, delta, referencia, motivo) VALUES ($1, $2, $3, $4, $5, $6, $7)', [
    e.conta,
    e.usuarioId ?? null,
    e.escolaId ?? null,
    e.tipo,
    e.delta,
    e.referencia ?? null,
    e.motivo ?? null,
  ]);
}

export { balanceOf };
