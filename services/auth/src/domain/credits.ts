import { AppError, withTransaction, type Pool } from '@argumenta/platform';

export type Reservation = { referencia: string; usuario_id: number; quantidade: number; estado: 'reservado' | 'confirmado' | 'estornado' };
export type CreditResult = { reserva: Reservation; creditos_disponiveis: number };

export const NO_CREDITS_MESSAGE = 'Créditos insuficientes. Você não tem créditos disponíveis para esta operação.';

async function balanceOf(pool: Pool, userId: number): Promise<number> {
  const { rows } = await pool.query<{ creditos_disponiveis: number }>('SELECT creditos_disponiveis FROM auth.usuarios WHERE id = $1', [userId]);
  if (!rows[0]) throw new AppError('not_found', 'Usuário não encontrado');
  return rows[0].creditos_disponiveis;
}

/**
 * Reserves credits under a reference. Idempotent: the same reference returns the existing
 * reservation. The conditional UPDATE (balance >= amount) serialises concurrent reservations on
 * the user's row, so the balance never goes negative and exactly as many succeed as there are credits.
 */
export async function reserve(pool: Pool, userId: number, referencia: string, quantidade: number, motivo?: string): Promise<CreditResult> {
  return withTransaction(pool, async (c) => {
    const inserted = await c.query<Reservation>(
      `INSERT INTO auth.reservas_credito (referencia, usuario_id, quantidade, estado) VALUES ($1, $2, $3, 'reservado')
       ON CONFLICT (referencia) DO NOTHING RETURNING referencia, usuario_id, quantidade, estado`,
      [referencia, userId, quantidade],
    );
    if (!inserted.rows[0]) {
      const existing = await c.query<Reservation>('SELECT referencia, usuario_id, quantidade, estado FROM auth.reservas_credito WHERE referencia = $1', [referencia]);
      const reserva = existing.rows[0]!;
      if (reserva.usuario_id !== userId) throw new AppError('conflict', 'Referência de crédito pertence a outro usuário');
      const { rows } = await c.query<{ creditos_disponiveis: number }>('SELECT creditos_disponiveis FROM auth.usuarios WHERE id = $1', [userId]);
      return { reserva, creditos_disponiveis: rows[0]?.creditos_disponiveis ?? 0 };
    }
    const updated = await c.query<{ creditos_disponiveis: number }>(
      `UPDATE auth.usuarios SET creditos_disponiveis = creditos_disponiveis - $2 WHERE id = $1 AND creditos_disponiveis >= $2 RETURNING creditos_disponiveis`,
      [userId, quantidade],
    );
    if (!updated.rows[0]) {
      const exists = await c.query('SELECT 1 FROM auth.usuarios WHERE id = $1', [userId]);
      if (!exists.rowCount) throw new AppError('not_found', 'Usuário não encontrado');
      throw new AppError('insufficient_credits', NO_CREDITS_MESSAGE);
    }
    await c.query(`INSERT INTO auth.movimentos_credito (usuario_id, tipo, delta, referencia, motivo) VALUES ($1, 'reserva', $2, $3, $4)`, [
      userId,
      -quantidade,
      referencia,
      motivo ?? null,
    ]);
    return { reserva: inserted.rows[0], creditos_disponiveis: updated.rows[0].creditos_disponiveis };
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
       RETURNING referencia, usuario_id, quantidade, estado`,
      [referencia, to],
    );
    const changed = rows[0];
    if (!changed) {
      const existing = await c.query<Reservation>('SELECT referencia, usuario_id, quantidade, estado FROM auth.reservas_credito WHERE referencia = $1', [referencia]);
      const reserva = existing.rows[0];
      if (!reserva) throw new AppError('not_found', 'Reserva de crédito não encontrada');
      const bal = await c.query<{ creditos_disponiveis: number }>('SELECT creditos_disponiveis FROM auth.usuarios WHERE id = $1', [reserva.usuario_id]);
      return { reserva, creditos_disponiveis: bal.rows[0]?.creditos_disponiveis ?? 0 };
    }
    const sql =
      to === 'confirmado'
        ? 'UPDATE auth.usuarios SET creditos_totais_usados = creditos_totais_usados + $2 WHERE id = $1 RETURNING creditos_disponiveis'
        : 'UPDATE auth.usuarios SET creditos_disponiveis = creditos_disponiveis + $2 WHERE id = $1 RETURNING creditos_disponiveis';
    const bal = await c.query<{ creditos_disponiveis: number }>(sql, [changed.usuario_id, changed.quantidade]);
    await c.query(`INSERT INTO auth.movimentos_credito (usuario_id, tipo, delta, referencia) VALUES ($1, $2, $3, $4)`, [
      changed.usuario_id,
      to === 'confirmado' ? 'confirmacao' : 'estorno',
      to === 'confirmado' ? 0 : changed.quantidade,
      referencia,
    ]);
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
    await c.query(`INSERT INTO auth.movimentos_credito (usuario_id, tipo, delta, motivo) VALUES ($1, 'adicao', $2, $3)`, [userId, quantidade, motivo ?? 'Créditos adicionados pelo administrador']);
    return rows[0].creditos_disponiveis;
  });
}

export { balanceOf };
