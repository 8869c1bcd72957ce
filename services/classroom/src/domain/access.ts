import { ACTIVITY_MESSAGES, CLASSROOM_MESSAGES, type AuthUser, type CorrectionType } from '@argumenta/contracts';
import { AppError, type Pool, type PoolClient } from '@argumenta/platform';

export type SalaRow = {
  id: number;
  nome: string;
  descricao: string | null;
  ativa: boolean;
  codigo_acesso: string;
  professor_id: number;
  professor_nome: string;
  data_criacao: Date;
  data_atualizacao: Date;
};
export type AtividadeRow = {
  id: number;
  sala_id: number;
  titulo: string;
  tema: string;
  descricao: string | null;
  instrucoes_especiais: string | null;
  tipo: 'redacao' | 'exercicio' | 'prova' | 'trabalho';
  tipo_correcao: CorrectionType;
  data_limite: Date;
  aceita_entregas_atrasadas: boolean;
  pontuacao_maxima: number;
  proposta_tematica_id: number | null;
  prova_minutos: number | null;
  prova_envio_automatico: boolean;
  criado_por: number;
  data_criacao: Date;
  data_atualizacao: Date;
};

export type Need = 'view' | 'manage';
type Db = Pool | PoolClient;

/** The room's teacher or any admin manages it. */
export const canManage = (sala: Pick<SalaRow, 'professor_id'>, user: AuthUser) =>
  user.tipo === 'admin' || (user.tipo === 'professor' && sala.professor_id === user.id);

export async function isMember(db: Db, salaId: number, userId: number): Promise<boolean> {
  const { rowCount } = await db.query(
    'SELECT 1 FROM classroom.sala_estudantes WHERE sala_id = $1 AND estudante_id = $2',
    [salaId, userId],
  );
  return Boolean(rowCount);
}

/**
 * Spec 6 on the server. Managers pass; a member student may only view; a student outside the
 * room is told it does not exist (404, nothing leaks); another teacher gets 403.
 */
async function authorize(
  db: Db,
  sala: SalaRow,
  user: AuthUser,
  need: Need,
  notFoundMessage: string,
): Promise<{ manager: boolean }> {
  if (canManage(sala, user)) return { manager: true };
  if (user.tipo === 'estudante') {
    if (!(await isMember(db, sala.id, user.id))) throw new AppError('not_found', notFoundMessage);
    if (need === 'view') return { manager: false };
  }
  throw new AppError('forbidden', CLASSROOM_MESSAGES.forbidden);
}

export async function loadSala(db: Db, id: number, user: AuthUser, need: Need, lock = false) {
  const { rows } = await db.query<SalaRow>(`SELECT * FROM classroom.salas WHERE id = $1${lock ? ' FOR UPDATE' : ''}`, [
    id,
  ]);
  const sala = rows[0];
  if (!sala) throw new AppError('not_found', CLASSROOM_MESSAGES.notFound);
  return { sala, ...(await authorize(db, sala, user, need, CLASSROOM_MESSAGES.notFound)) };
}

export async function loadAtividade(db: Db, id: number, user: AuthUser, need: Need) {
  const { rows } = await db.query<AtividadeRow & { s: SalaRow }>(
    `SELECT a.*, row_to_json(s) AS s FROM classroom.atividades a JOIN classroom.salas s ON s.id = a.sala_id WHERE a.id = $1`,
    [id],
  );
  const row = rows[0];
  if (!row) throw new AppError('not_found', ACTIVITY_MESSAGES.notFound);
  const { s, ...atividade } = row;
  const sala: SalaRow = {
    ...s,
    data_criacao: new Date(s.data_criacao),
    data_atualizacao: new Date(s.data_atualizacao),
  };
  return {
    atividade: atividade as AtividadeRow,
    sala,
    ...(await authorize(db, sala, user, need, ACTIVITY_MESSAGES.notFound)),
  };
}
