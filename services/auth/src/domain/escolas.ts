import { SCHOOL_MESSAGES, type Escola, type MembroEscola, type NewSchool, type SchoolRole } from '@argumenta/contracts';
import { AppError, PG_UNIQUE_VIOLATION, withTransaction, type Pool, type PoolClient } from '@argumenta/platform';

type SchoolRow = Omit<Escola, 'data_criacao'> & { data_criacao: Date };

// One query for the school and its head counts per role.
const SCHOOL_SELECT = `
  SELECT e.id, e.nome, e.codigo_inep, e.rede, e.dominio_email, e.padrao, e.data_criacao, e.creditos, e.creditos_usados,
         count(u.id) FILTER (WHERE u.tipo = 'coordenador')::int AS total_coordenadores,
         count(u.id) FILTER (WHERE u.tipo = 'professor')::int AS total_professores,
         count(u.id) FILTER (WHERE u.tipo = 'estudante')::int AS total_estudantes
    FROM auth.escolas e LEFT JOIN auth.usuarios u ON u.escola_id = e.id AND u.anonimizada_em IS NULL`;

const toSchool = (row: SchoolRow): Escola => ({ ...row, data_criacao: row.data_criacao.toISOString() });

export async function listSchools(pool: Pool): Promise<Escola[]> {
  const { rows } = await pool.query<SchoolRow>(`${SCHOOL_SELECT} GROUP BY e.id ORDER BY e.padrao DESC, lower(e.nome)`);
  return rows.map(toSchool);
}

export async function findSchool(pool: Pool | PoolClient, id: number): Promise<Escola | null> {
  const { rows } = await pool.query<SchoolRow>(`${SCHOOL_SELECT} WHERE e.id = $1 GROUP BY e.id`, [id]);
  return rows[0] ? toSchool(rows[0]) : null;
}

const UNIQUE_MESSAGES: Record<string, string> = {
  escolas_nome: SCHOOL_MESSAGES.nameTaken,
  escolas_codigo_inep_key: SCHOOL_MESSAGES.inepTaken,
  escolas_dominio_email_key: SCHOOL_MESSAGES.domainTaken,
};

export async function createSchool(pool: Pool, input: NewSchool): Promise<Escola> {
  try {
    const { rows } = await pool.query<{ id: number }>(
      'INSERT INTO auth.escolas (nome, codigo_inep, rede, dominio_email) VALUES ($1, $2, $3, $4) RETURNING id',
      [input.nome, input.codigo_inep ?? null, input.rede ?? null, input.dominio_email ?? null],
    );
    return (await findSchool(pool, rows[0]!.id))!;
  } catch (err) {
    const e = err as { code?: string; constraint?: string };
    if (e.code === PG_UNIQUE_VIOLATION)
      throw new AppError('conflict', UNIQUE_MESSAGES[e.constraint ?? ''] ?? SCHOOL_MESSAGES.nameTaken);
    throw err;
  }
}

/**
 * Places a user in a school with a role. Admins manage every school and are never members (refused). The row lock
 * keeps two admins placing the same user at once from interleaving. A changed role ends the user's sessions
 * (`roleChanged`, in the transaction): their tokens carry the old role.
 */
export async function setMember(
  pool: Pool,
  escolaId: number,
  usuarioId: number,
  papel: SchoolRole,
  roleChanged: (usuarioId: number) => Promise<void>,
): Promise<MembroEscola & { escola_id: number; escola_anterior_id: number | null; papel_anterior: string }> {
  return withTransaction(pool, async (c) => {
    const school = await c.query<{ padrao: boolean }>('SELECT padrao FROM auth.escolas WHERE id = $1', [escolaId]);
    if (!school.rows[0]) throw new AppError('not_found', SCHOOL_MESSAGES.notFound);
    if (papel === 'coordenador' && school.rows[0].padrao)
      throw new AppError('unprocessable', SCHOOL_MESSAGES.coordinatorNeedsSchool);
    const user = await c.query<{ tipo: string; escola_id: number; padrao: boolean }>(
      `SELECT u.tipo, u.escola_id, e.padrao FROM auth.usuarios u JOIN auth.escolas e ON e.id = u.escola_id
        WHERE u.id = $1 AND u.anonimizada_em IS NULL FOR UPDATE OF u`,
      [usuarioId],
    );
    if (!user.rows[0]) throw new AppError('not_found', SCHOOL_MESSAGES.userNotFound);
    if (user.rows[0].tipo === 'admin') throw new AppError('unprocessable', SCHOOL_MESSAGES.adminNotMember);
    const { rows } = await c.query<MembroEscola & { escola_id: number }>(
      'UPDATE auth.usuarios SET escola_id = $2, tipo = $3 WHERE id = $1 RETURNING id, nome, email, tipo, escola_id',
      [usuarioId, escolaId, papel],
    );
    if (user.rows[0].tipo !== papel) await roleChanged(usuarioId);
    // Leaving the default school is a placement, not a move between schools.
    const from = user.rows[0].padrao ? null : user.rows[0].escola_id;
    return { ...rows[0]!, escola_anterior_id: from, papel_anterior: user.rows[0].tipo };
  });
}

/**
 * The school's members (erased accounts left out: they are nobody's to manage), optionally of one role and matching a
 * search on name, e-mail or matrícula; with their matrícula, suspension and a scheduled deletion's date.
 */
export async function membersOf(pool: Pool, escolaId: number, papel?: string, busca = ''): Promise<MembroEscola[]> {
  const { rows } = await pool.query<MembroEscola>(
    `SELECT id, nome, email, tipo, matricula, suspensa_em IS NOT NULL AS suspensa, exclusao_agendada_para
       FROM auth.usuarios
      WHERE escola_id = $1 AND ($2::text IS NULL OR tipo = $2) AND tipo <> 'admin' AND anonimizada_em IS NULL
        AND ($3 = '' OR nome ILIKE '%' || $3 || '%' OR email ILIKE '%' || $3 || '%' OR matricula = $3)
      ORDER BY tipo, lower(nome), id`,
    [escolaId, papel ?? null, busca],
  );
  return rows;
}

/** Admins see every school; a coordinator only their own. Read from the database, not the token (roles change). */
export async function canManageSchool(pool: Pool, usuarioId: number, escolaId: number): Promise<boolean> {
  const { rows } = await pool.query<{ tipo: string; escola_id: number; padrao: boolean }>(
    'SELECT u.tipo, u.escola_id, e.padrao FROM auth.usuarios u JOIN auth.escolas e ON e.id = u.escola_id WHERE u.id = $1',
    [usuarioId],
  );
  const u = rows[0];
  // Nobody coordinates the default school (it gathers every unplaced account).
  return !!u && (u.tipo === 'admin' || (u.tipo === 'coordenador' && u.escola_id === escolaId && !u.padrao));
}

/** The CSV import names a school by its name (any case) or its INEP code. */
export async function schoolIdsByReference(pool: Pool, refs: string[]): Promise<Map<string, number>> {
  const keys = [...new Set(refs.map(schoolKey).filter(Boolean))];
  if (!keys.length) return new Map();
  const { rows } = await pool.query<{ id: number; nome: string; codigo_inep: string | null }>(
    'SELECT id, nome, codigo_inep FROM auth.escolas WHERE lower(btrim(nome)) = ANY($1::text[]) OR codigo_inep = ANY($1::text[])',
    [keys],
  );
  const out = new Map<string, number>();
  for (const r of rows) {
    out.set(schoolKey(r.nome), r.id);
    if (r.codigo_inep) out.set(r.codigo_inep, r.id);
  }
  return out;
}
export const schoolKey = (ref: string) => ref.trim().toLowerCase();

/** Whether a student may join a room of this teacher (a room belongs to its teacher's school); may place the student. */
export async function placeForRoom(
  pool: Pool,
  estudanteId: number,
  professorId: number,
): Promise<{ permitido: boolean; movido: boolean }> {
  const { rows } = await pool.query<{ id: number; escola_id: number; padrao: boolean }>(
    'SELECT u.id, u.escola_id, e.padrao FROM auth.usuarios u JOIN auth.escolas e ON e.id = u.escola_id WHERE u.id = ANY($1::int[])',
    [[estudanteId, professorId]],
  );
  const student = rows.find((r) => r.id === estudanteId);
  const teacher = rows.find((r) => r.id === professorId);
  if (!student || !teacher || student.escola_id === teacher.escola_id || teacher.padrao)
    return { permitido: !!student, movido: false };
  if (!student.padrao) return { permitido: false, movido: false };
  // Only while still unplaced: two joins at once cannot move a student twice.
  const moved = await pool.query('UPDATE auth.usuarios SET escola_id = $2 WHERE id = $1 AND escola_id = $3', [
    estudanteId,
    teacher.escola_id,
    student.escola_id,
  ]);
  return { permitido: !!moved.rowCount, movido: !!moved.rowCount };
}
