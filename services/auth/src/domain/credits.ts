import {
  AppError,
  PG_DEADLOCK,
  PG_UNIQUE_VIOLATION,
  unnestColumns,
  withTransaction,
  type Pool,
  type PoolClient,
} from '@argumenta/platform';
import { checkQuota } from './schoolCredits.js';

/** escola_id: the school's pool paid this reservation (NULL: the person did). */
export type Reservation = {
  referencia: string;
  usuario_id: number;
  quantidade: number;
  estado: 'reservado' | 'confirmado' | 'estornado';
  escola_id: number | null;
};
const RESERVATION_COLUMNS = 'referencia, usuario_id, quantidade, estado, escola_id';
export type CreditResult = { reserva: Reservation; creditos_disponiveis: number };

export const NO_CREDITS_MESSAGE = 'Créditos insuficientes. Você não tem créditos disponíveis para esta operação.';

async function balanceOf(pool: Pool | PoolClient, userId: number): Promise<number> {
  const { rows } = await pool.query<{ creditos_disponiveis: number }>(
    'SELECT creditos_disponiveis FROM auth.usuarios WHERE id = $1',
    [userId],
  );
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
 * one (docs/architecture.md, "Credits"). The payer is charged first and the reservation written from its answer, so a reference a
 * concurrent twin stored meanwhile fails the whole statement on the unique key (nothing charged) and is then read
 * back; the rare answers (repeat, no credits, no such user) are told apart afterwards.
 */
export async function reserve(
  pool: Pool,
  userId: number,
  referencia: string,
  quantidade: number,
  motivo?: string,
  opts: { schoolPool?: boolean } = {},
): Promise<CreditResult> {
  const charge = (retries = 2): Promise<{ rows: (Reservation & { creditos_disponiveis: number })[] } | null> =>
    pool
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
        const code = (err as { code?: string }).code;
        // A concurrent twin stored this reference first: its reservation is the answer.
        if (code === PG_UNIQUE_VIOLATION) return null;
        // A bulk call (reserveMany) holding this user's row waited on this reference's insert: the statement was rolled
        // back whole, nothing was charged, and once the other commits it runs again.
        if (code === PG_DEADLOCK && retries > 0) return charge(retries - 1);
        throw err;
      });
  const charged = await charge();
  const row = charged?.rows[0];
  if (row) {
    const { creditos_disponiveis, ...reserva } = row;
    return { reserva, creditos_disponiveis };
  }
  const existing = await pool.query<Reservation>(
    `SELECT ${RESERVATION_COLUMNS} FROM auth.reservas_credito WHERE referencia = $1`,
    [referencia],
  );
  const reserva = existing.rows[0];
  if (reserva) {
    if (reserva.usuario_id !== userId) throw new AppError('conflict', 'Referência de crédito pertence a outro usuário');
    return { reserva, creditos_disponiveis: await balanceOf(pool, userId) };
  }
  await balanceOf(pool, userId); // not_found when there is no such user
  throw new AppError('insufficient_credits', NO_CREDITS_MESSAGE);
}

export type ReservationRequest = {
  usuario_id: number;
  referencia: string;
  quantidade: number;
  motivo?: string;
  creditos_escola?: boolean;
};

/**
 * Many users' reservations charged in one statement (a class submitting at once, gathered by the essay service): each
 * is paid exactly as `reserve` pays it — the school's pool first when asked (as many items, in order, as the pool
 * holds: its row is locked, never below zero), otherwise or then the person's conditional UPDATE — but 120 students
 * cost one statement and one commit instead of 120 (docs/architecture.md, "Credits"). Only the plain case goes
 * together: a new reference, its user's first item in the call. The rest (a user's second item, a repeat, no credits,
 * another user's reference, no such user) and everything after a failed statement (a concurrent twin took a
 * reference) go through `reserve` one by one, which tells those answers apart. Each item gets its own outcome.
 */
export async function reserveMany(
  pool: Pool,
  requests: ReservationRequest[],
): Promise<PromiseSettledResult<CreditResult>[]> {
  const users = new Set<number>();
  const refs = new Set<string>();
  const plain = requests.filter((r) => {
    const first = !users.has(r.usuario_id) && !refs.has(r.referencia);
    users.add(r.usuario_id);
    refs.add(r.referencia);
    return first;
  });
  const paid = new Map<string, CreditResult>();
  if (plain.length > 1) {
    const charged = await pool
      .query<Reservation & { creditos_disponiveis: number }>(
        `WITH input AS (
           SELECT * FROM unnest($1::text[], $2::int[], $3::int[], $4::text[], $5::boolean[]) WITH ORDINALITY AS i(referencia, usuario_id, quantidade, motivo, escola_primeiro, ord)),
         novo AS (SELECT * FROM input WHERE NOT EXISTS (SELECT 1 FROM auth.reservas_credito r WHERE r.referencia = input.referencia)),
         pedido AS (
           SELECT novo.*, u.escola_id, sum(novo.quantidade) OVER (PARTITION BY u.escola_id ORDER BY novo.ord) AS acumulado
             FROM novo JOIN auth.usuarios u ON u.id = novo.usuario_id WHERE novo.escola_primeiro AND u.escola_id IS NOT NULL),
         saldo AS (SELECT e.id, e.creditos FROM auth.escolas e WHERE e.id IN (SELECT escola_id FROM pedido) AND e.creditos > 0 FOR UPDATE),
         pela_escola AS (SELECT pedido.* FROM pedido JOIN saldo ON saldo.id = pedido.escola_id WHERE pedido.acumulado <= saldo.creditos),
         escola AS (
           UPDATE auth.escolas e SET creditos = e.creditos - t.total
             FROM (SELECT escola_id, sum(quantidade) AS total FROM pela_escola GROUP BY escola_id) t WHERE e.id = t.escola_id RETURNING e.id),
         pessoa AS (
           UPDATE auth.usuarios u SET creditos_disponiveis = u.creditos_disponiveis - novo.quantidade FROM novo
            WHERE u.id = novo.usuario_id AND u.creditos_disponiveis >= novo.quantidade AND NOT EXISTS (SELECT 1 FROM pela_escola p WHERE p.ord = novo.ord)
            RETURNING novo.ord, u.creditos_disponiveis),
         pago AS (
           SELECT p.ord, p.referencia, p.usuario_id, p.quantidade, p.motivo, p.escola_id, NULL::int AS creditos_disponiveis FROM pela_escola p JOIN escola ON escola.id = p.escola_id
           UNION ALL
           SELECT novo.ord, novo.referencia, novo.usuario_id, novo.quantidade, novo.motivo, NULL, pessoa.creditos_disponiveis FROM novo JOIN pessoa ON pessoa.ord = novo.ord),
         reserva AS (
           INSERT INTO auth.reservas_credito (referencia, usuario_id, quantidade, estado, escola_id)
           SELECT referencia, usuario_id, quantidade, 'reservado', escola_id FROM pago RETURNING ${RESERVATION_COLUMNS}),
         movimento AS (
           INSERT INTO auth.movimentos_credito (conta, usuario_id, escola_id, tipo, delta, referencia, motivo)
           SELECT CASE WHEN escola_id IS NULL THEN 'usuario' ELSE 'escola' END, usuario_id, escola_id, 'reserva', -quantidade, referencia, motivo FROM pago)
         SELECT reserva.*, COALESCE(pago.creditos_disponiveis, (SELECT u.creditos_disponiveis FROM auth.usuarios u WHERE u.id = pago.usuario_id)) AS creditos_disponiveis
           FROM reserva JOIN pago USING (referencia)`,
        unnestColumns(
          plain,
          (r) => r.referencia,
          (r) => r.usuario_id,
          (r) => r.quantidade,
          (r) => r.motivo ?? null,
          (r) => Boolean(r.creditos_escola),
        ),
      )
      .catch((err: unknown) => {
        // A concurrent twin stored one of these references first, or another call locked the same rows in the other
        // order: nothing was charged, each goes on its own below.
        if ([PG_UNIQUE_VIOLATION, PG_DEADLOCK].includes((err as { code?: string }).code ?? '')) return null;
        throw err;
      });
    for (const { creditos_disponiveis, ...reserva } of charged?.rows ?? [])
      paid.set(reserva.referencia, { reserva, creditos_disponiveis });
  }
  return Promise.allSettled(
    requests.map(
      async (r) =>
        paid.get(r.referencia) ??
        reserve(pool, r.usuario_id, r.referencia, r.quantidade, r.motivo, { schoolPool: r.creditos_escola }),
    ),
  );
}

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
    const foreign = await c.query(
      'SELECT 1 FROM auth.reservas_credito WHERE referencia = ANY($1::text[]) AND usuario_id <> $2 LIMIT 1',
      [refs, userId],
    );
    if (foreign.rowCount) throw new AppError('conflict', 'Referência de crédito pertence a outro usuário');
    const novos = itens.filter((i) => fresh.has(i.referencia));
    const n = novos.length;
    // The school's share first: as many items as its pool holds.
    let fromSchool = 0;
    let escolaId: number | null = null;
    if (opts.schoolPool && n) {
      await checkQuota(c, userId, n);
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
      const bal = await c.query<{ creditos_disponiveis: number }>(
        'SELECT creditos_disponiveis FROM auth.usuarios WHERE id = $1',
        [userId],
      );
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
      await c.query('UPDATE auth.reservas_credito SET escola_id = $2 WHERE referencia = ANY($1::text[])', [
        paidBySchool.map((i) => i.referencia),
        escolaId,
      ]);
    }
    for (const [k, item] of novos.entries()) {
      const school = k < fromSchool;
      await ledger(c, {
        conta: school ? 'escola' : 'usuario',
        escolaId: school ? escolaId! : undefined,
        usuarioId: userId,
        tipo: 'reserva',
        delta: -1,
        referencia: item.referencia,
        motivo: item.motivo,
      });
    }
    return {
      reservadas: n,
      creditos_disponiveis: updated.rows[0].creditos_disponiveis,
      escola_id: updated.rows[0].escola_id,
    };
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
      const existing = await c.query<Reservation>(
        `SELECT ${RESERVATION_COLUMNS} FROM auth.reservas_credito WHERE referencia = $1`,
        [referencia],
      );
      const reserva = existing.rows[0];
      if (!reserva) throw new AppError('not_found', 'Reserva de crédito não encontrada');
      const bal = await c.query<{ creditos_disponiveis: number }>(
        'SELECT creditos_disponiveis FROM auth.usuarios WHERE id = $1',
        [reserva.usuario_id],
      );
      return { reserva, creditos_disponiveis: bal.rows[0]?.creditos_disponiveis ?? 0 };
    }
    const tipo = to === 'confirmado' ? 'confirmacao' : 'estorno';
    const delta = to === 'confirmado' ? 0 : changed.quantidade;
    if (changed.escola_id) {
      // The pool paid: its usage grows on confirmation, its balance comes back on refund.
      const sql =
        to === 'confirmado'
          ? 'UPDATE auth.escolas SET creditos_usados = creditos_usados + $2 WHERE id = $1'
          : 'UPDATE auth.escolas SET creditos = creditos + $2 WHERE id = $1';
      await c.query(sql, [changed.escola_id, changed.quantidade]);
      await ledger(c, {
        conta: 'escola',
        escolaId: changed.escola_id,
        usuarioId: changed.usuario_id,
        tipo,
        delta,
        referencia,
      });
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
    await ledger(c, {
      conta: 'usuario',
      usuarioId: userId,
      tipo: 'adicao',
      delta: quantidade,
      motivo: motivo ?? 'Créditos adicionados pelo administrador',
    });
    return rows[0].creditos_disponiveis;
  });
}

/** Admin grant to a school's pool, with a ledger row on the school's account. */
export async function addSchoolCredits(
  pool: Pool,
  escolaId: number,
  quantidade: number,
  motivo?: string,
): Promise<number> {
  return withTransaction(pool, async (c) => {
    const { rows } = await c.query<{ creditos: number }>(
      'UPDATE auth.escolas SET creditos = creditos + $2 WHERE id = $1 RETURNING creditos',
      [escolaId, quantidade],
    );
    if (!rows[0]) throw new AppError('not_found', 'Escola não encontrada');
    await ledger(c, {
      conta: 'escola',
      escolaId,
      tipo: 'adicao',
      delta: quantidade,
      motivo: motivo ?? 'Créditos da escola adicionados pelo administrador',
    });
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
  await c.query(
    'INSERT INTO auth.movimentos_credito (conta, usuario_id, escola_id, tipo, delta, referencia, motivo) VALUES ($1, $2, $3, $4, $5, $6, $7)',
    [e.conta, e.usuarioId ?? null, e.escolaId ?? null, e.tipo, e.delta, e.referencia ?? null, e.motivo ?? null],
  );
}

export { balanceOf };
