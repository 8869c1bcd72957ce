import { NETWORK_MESSAGES, type NewNetwork, type Rede, type VisaoRedeInterna } from '@argumenta/contracts';
import { AppError, PG_UNIQUE_VIOLATION, withTransaction, type Pool, type PoolClient } from '@argumenta/platform';

type Db = Pool | PoolClient;

const NETWORK_SELECT = `
  SELECT r.id, r.nome, r.data_criacao,
         (SELECT count(*)::int FROM auth.escolas e WHERE e.rede_id = r.id) AS total_escolas,
         (SELECT coalesce(json_agg(json_build_object('id', e.id, 'nome', e.nome, 'codigo_inep', e.codigo_inep) ORDER BY lower(e.nome)), '[]')
            FROM auth.escolas e WHERE e.rede_id = r.id) AS escolas,
         (SELECT coalesce(json_agg(json_build_object('id', u.id, 'nome', u.nome, 'email', u.email, 'tipo', u.tipo) ORDER BY lower(u.nome)), '[]')
            FROM auth.rede_coordenadores c JOIN auth.usuarios u ON u.id = c.usuario_id
           WHERE c.rede_id = r.id AND u.anonimizada_em IS NULL) AS coordenadores
    FROM auth.redes r`;

type NetworkRow = Omit<Rede, 'data_criacao'> & { data_criacao: Date };
const toNetwork = (row: NetworkRow): Rede => ({ ...row, data_criacao: row.data_criacao.toISOString() });

/** Every network for an admin; for anyone else the networks they coordinate (none: an empty list). */
export async function listNetworks(pool: Pool, viewer: { id: number; tipo: string }): Promise<Rede[]> {
  const { rows } = await pool.query<NetworkRow>(
    `${NETWORK_SELECT} WHERE $1 OR r.id IN (SELECT rede_id FROM auth.rede_coordenadores WHERE usuario_id = $2)
      ORDER BY lower(r.nome)`,
    [viewer.tipo === 'admin', viewer.id],
  );
  return rows.map(toNetwork);
}

export async function findNetwork(db: Db, id: number): Promise<Rede | null> {
  const { rows } = await db.query<NetworkRow>(`${NETWORK_SELECT} WHERE r.id = $1`, [id]);
  return rows[0] ? toNetwork(rows[0]) : null;
}

export async function createNetwork(pool: Pool, input: NewNetwork): Promise<Rede> {
  try {
    const { rows } = await pool.query<{ id: number }>('INSERT INTO auth.redes (nome) VALUES ($1) RETURNING id', [
      input.nome,
    ]);
    return (await findNetwork(pool, rows[0]!.id))!;
  } catch (err) {
    if ((err as { code?: string }).code === PG_UNIQUE_VIOLATION)
      throw new AppError('conflict', NETWORK_MESSAGES.nameTaken);
    throw err;
  }
}

const requireNetwork = async (db: Db, id: number) => {
  const { rowCount } = await db.query('SELECT 1 FROM auth.redes WHERE id = $1', [id]);
  if (!rowCount) throw new AppError('not_found', NETWORK_MESSAGES.notFound);
};

/** A school joins the network (leaving its previous one); `null` takes it out. Returns the network it left. */
export async function setSchoolNetwork(db: Db, escolaId: number, redeId: number | null): Promise<number | null> {
  if (redeId !== null) await requireNetwork(db, redeId);
  const { rows } = await db.query<{ padrao: boolean; anterior: number | null }>(
    'SELECT padrao, rede_id AS anterior FROM auth.escolas WHERE id = $1 FOR UPDATE',
    [escolaId],
  );
  if (!rows[0]) throw new AppError('not_found', NETWORK_MESSAGES.schoolNotFound);
  if (rows[0].padrao) throw new AppError('unprocessable', NETWORK_MESSAGES.defaultSchool);
  await db.query('UPDATE auth.escolas SET rede_id = $2 WHERE id = $1', [escolaId, redeId]);
  return rows[0].anterior;
}

/** Assigns a person to coordinate the network: teachers and coordinators only (admins see every network already). */
export async function addNetworkCoordinator(pool: Pool, redeId: number, usuarioId: number) {
  return withTransaction(pool, async (c) => {
    await requireNetwork(c, redeId);
    const { rows } = await c.query<{ tipo: string }>(
      'SELECT tipo FROM auth.usuarios WHERE id = $1 AND anonimizada_em IS NULL',
      [usuarioId],
    );
    if (!rows[0]) throw new AppError('not_found', NETWORK_MESSAGES.userNotFound);
    if (!['professor', 'coordenador'].includes(rows[0].tipo))
      throw new AppError('unprocessable', NETWORK_MESSAGES.coordinatorRole);
    await c.query('INSERT INTO auth.rede_coordenadores (rede_id, usuario_id) VALUES ($1, $2) ON CONFLICT DO NOTHING', [
      redeId,
      usuarioId,
    ]);
  });
}

export async function removeNetworkCoordinator(pool: Pool, redeId: number, usuarioId: number) {
  const { rowCount } = await pool.query('DELETE FROM auth.rede_coordenadores WHERE rede_id = $1 AND usuario_id = $2', [
    redeId,
    usuarioId,
  ]);
  if (!rowCount) throw new AppError('not_found', NETWORK_MESSAGES.notCoordinator);
}

/** Admins see every network; anyone else only a network they are assigned to (read now, not from the token). */
export async function canSeeNetwork(pool: Pool, usuarioId: number, redeId: number): Promise<boolean> {
  const { rows } = await pool.query<{ ok: boolean }>(
    `SELECT u.tipo = 'admin' OR EXISTS (SELECT 1 FROM auth.rede_coordenadores c WHERE c.rede_id = $2 AND c.usuario_id = u.id) AS ok
       FROM auth.usuarios u WHERE u.id = $1 AND u.anonimizada_em IS NULL AND u.suspensa_em IS NULL`,
    [usuarioId, redeId],
  );
  return Boolean(rows[0]?.ok);
}

/**
 * The network panel's part from this schema: each school's members (erased accounts left out of the head counts),
 * who logged in since `inicio`, the students' ids for the essay service (the erased ones apart: their graded essays
 * still count in the school's figures) and the pool's credits, spent in [inicio, fim) and ever.
 */
export async function networkView(
  pool: Pool,
  viewer: number,
  redeId: number,
  inicio: string,
  fim: string,
): Promise<VisaoRedeInterna> {
  if (!(await canSeeNetwork(pool, viewer, redeId))) return { permitido: false, rede: null, escolas: [] };
  const rede = await pool.query<{ id: number; nome: string }>('SELECT id, nome FROM auth.redes WHERE id = $1', [
    redeId,
  ]);
  if (!rede.rows[0]) return { permitido: true, rede: null, escolas: [] };
  const { rows } = await pool.query<VisaoRedeInterna['escolas'][number]>(
    `SELECT e.id, e.nome, e.codigo_inep, e.creditos, e.creditos_usados,
            count(u.id) FILTER (WHERE u.tipo = 'professor')::int AS professores,
            count(u.id) FILTER (WHERE u.tipo = 'professor' AND u.ultimo_acesso >= $2)::int AS professores_ativos,
            count(u.id) FILTER (WHERE u.tipo = 'estudante')::int AS estudantes,
            count(u.id) FILTER (WHERE u.tipo = 'estudante' AND u.ultimo_acesso >= $2)::int AS estudantes_ativos,
            coalesce(array_agg(u.id ORDER BY u.id) FILTER (WHERE u.tipo = 'estudante'), '{}') AS estudante_ids,
            (SELECT coalesce(array_agg(x.id ORDER BY x.id), '{}') FROM auth.usuarios x
              WHERE x.escola_id = e.id AND x.tipo = 'estudante' AND x.anonimizada_em IS NOT NULL) AS excluido_ids,
            (SELECT coalesce(sum(r.quantidade), 0)::int FROM auth.reservas_credito r
              WHERE r.escola_id = e.id AND r.estado = 'confirmado' AND r.atualizada_em >= $2 AND r.atualizada_em < $3) AS creditos_usados_periodo
       FROM auth.escolas e LEFT JOIN auth.usuarios u ON u.escola_id = e.id AND u.anonimizada_em IS NULL
      WHERE e.rede_id = $1
      GROUP BY e.id ORDER BY lower(e.nome), e.id`,
    [redeId, inicio, fim],
  );
  return { permitido: true, rede: rede.rows[0], escolas: rows };
}
