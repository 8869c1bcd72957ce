import { DEFAULT_CREDITS, type Role, type User } from '@argumenta/contracts';
import { AppError, withTransaction, type Pool, type PoolClient } from '@argumenta/platform';
import { hashPassword } from './passwords.js';

export type UserRow = {
  id: number;
  nome: string;
  email: string;
  senha_hash: string;
  tipo: Role;
  creditos_disponiveis: number;
  creditos_totais_usados: number;
  data_criacao: Date;
  escola_id: number;
  oidc_sub?: string | null;
  /** Account deletion (issue 38): when it is due, and set once the personal data was erased. */
  exclusao_agendada_para?: Date | null;
  exclusao_solicitada_por?: number | null;
  anonimizada_em?: Date | null;
  /** Issue 54: set while an admin keeps the account suspended. */
  suspensa_em?: Date | null;
  matricula?: string | null;
};

export function toUser(row: UserRow): User {
  return {
    id: row.id,
    nome: row.nome,
    email: row.email,
    tipo: row.tipo,
    creditos_disponiveis: row.creditos_disponiveis,
    creditos_totais_usados: row.creditos_totais_usados,
    data_criacao: row.data_criacao.toISOString(),
    escola_id: row.escola_id,
    ...(row.exclusao_agendada_para ? { exclusao_agendada_para: row.exclusao_agendada_para.toISOString() } : {}),
  };
}

/** Without escola_id the account goes into the default school (a database trigger). */
export type NewUser = {
  nome: string;
  email: string;
  senha: string;
  tipo: Role;
  creditos?: number;
  instituicao?: string;
  disciplina?: string;
  escola_id?: number;
  /** Self-registration: the privacy notice version the person accepted (PRIVACY_POLICY_VERSION). */
  politicaVersao?: string;
  /** Created by the school (admin, CSV import, SSO): the school answers for the account (issue 38). */
  contaEscolar?: boolean;
};

/** Creates a user and its opening ledger row in one transaction; a taken email → 409. */
export async function createUser(pool: Pool, input: NewUser, db?: PoolClient): Promise<User> {
  const senhaHash = await hashPassword(input.senha);
  const credits = input.creditos ?? DEFAULT_CREDITS;
  const insert = async (c: PoolClient) => {
    const { rows } = await c.query<UserRow>(
      `INSERT INTO auth.usuarios (nome, email, senha_hash, tipo, creditos_disponiveis, instituicao, disciplina, escola_id, politica_versao, politica_aceita_em, conta_escolar)
       VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, CASE WHEN $9::text IS NULL THEN NULL ELSE now() END, $10) ON CONFLICT (email) DO NOTHING RETURNING *`,
      [
        input.nome,
        input.email,
        senhaHash,
        input.tipo,
        credits,
        input.instituicao ?? null,
        input.disciplina ?? null,
        input.escola_id ?? null,
        input.politicaVersao ?? null,
        input.contaEscolar ?? false,
      ],
    );
    const row = rows[0];
    if (!row) throw new AppError('conflict', 'Este email já está cadastrado');
    await c.query(
      `INSERT INTO auth.movimentos_credito (usuario_id, tipo, delta, motivo) VALUES ($1, 'inicial', $2, 'Créditos iniciais')`,
      [row.id, credits],
    );
    return toUser(row);
  };
  return db ? insert(db) : withTransaction(pool, insert);
}

export async function findUserByEmail(pool: Pool, email: string): Promise<UserRow | undefined> {
  const { rows } = await pool.query<UserRow>('SELECT * FROM auth.usuarios WHERE email = $1', [email]);
  return rows[0];
}

export async function findUserById(pool: Pool, id: number): Promise<UserRow | undefined> {
  // An erased account is no longer anyone's: its old tokens find nobody.
  const { rows } = await pool.query<UserRow>('SELECT * FROM auth.usuarios WHERE id = $1 AND anonimizada_em IS NULL', [
    id,
  ]);
  return rows[0];
}
