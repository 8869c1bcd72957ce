import type { ActivityStatus, Atividade, AuthUser, DashboardSala, Sala } from '@argumenta/contracts';
import type { Pool, PoolClient } from '@argumenta/platform';
import { canManage, type AtividadeRow, type SalaRow } from './access.js';
import type { ActivityEssayStats, Delivery, Remote } from './remote.js';

type Db = Pool | PoolClient;
export type SalaWithCounts = SalaRow & { estudantes_count: number; total_atividades: number };

const COUNTS = `(SELECT count(*) FROM classroom.sala_estudantes e WHERE e.sala_id = s.id)::int AS estudantes_count,
  (SELECT count(*) FROM classroom.atividades a WHERE a.sala_id = s.id)::int AS total_atividades`;

/** Rooms a user sees in lists: the teacher's own, every room for an admin (or all=true), a student's memberships. */
export async function listSalas(
  db: Db,
  user: Pick<AuthUser, 'id' | 'tipo'>,
  opts: { all?: boolean } = {},
): Promise<SalaWithCounts[]> {
  const all = opts.all ?? user.tipo === 'admin';
  const where = all
    ? 'TRUE'
    : user.tipo === 'estudante'
      ? 's.id IN (SELECT sala_id FROM classroom.sala_estudantes WHERE estudante_id = $1)'
      : 's.professor_id = $1';
  const { rows } = await db.query<SalaWithCounts>(
    `SELECT s.*, ${COUNTS} FROM classroom.salas s WHERE ${where} ORDER BY s.data_criacao DESC, s.id DESC`,
    all ? [] : [user.id],
  );
  return rows;
}

export async function salaWithCounts(db: Db, id: number): Promise<SalaWithCounts> {
  const { rows } = await db.query<SalaWithCounts>(`SELECT s.*, ${COUNTS} FROM classroom.salas s WHERE s.id = $1`, [id]);
  return rows[0]!;
}

/** Teachers' current names from auth in one call; the stored snapshot if auth is down. */
export async function teacherNames(
  remote: Remote,
  salas: Pick<SalaRow, 'professor_id'>[],
): Promise<Map<number, string>> {
  return (await remote.soft('professores', remote.names(salas.map((s) => s.professor_id)), new Map<number, string>()))
    .value;
}

export function toSala(row: SalaWithCounts, user: AuthUser, names: Map<number, string>): Sala {
  return {
    id: row.id,
    nome: row.nome,
    descricao: row.descricao,
    ativa: row.ativa,
    // The code lets anyone in: only who manages the room sees it.
    codigo_acesso: canManage(row, user) ? row.codigo_acesso : null,
    professor_id: row.professor_id,
    professor_nome: names.get(row.professor_id) ?? row.professor_nome,
    estudantes_count: row.estudantes_count,
    total_alunos: row.estudantes_count,
    total_atividades: row.total_atividades,
    data_criacao: row.data_criacao.toISOString(),
  };
}

export const toDashboardSala = ({
  id,
  nome,
  descricao,
  ativa,
  professor_nome,
  estudantes_count,
  total_alunos,
  total_atividades,
  data_criacao,
}: Sala): DashboardSala => ({
  id,
  nome,
  descricao,
  ativa,
  professor_nome,
  estudantes_count,
  total_alunos,
  total_atividades,
  data_criacao,
});

export const activityStatus = (a: Pick<AtividadeRow, 'data_limite'>, now = Date.now()): ActivityStatus =>
  a.data_limite.getTime() > now ? 'ativa' : 'finalizada';

/** A student may still send: before the deadline, or after it when the activity accepts late work. */
export const acceptsSubmission = (
  a: Pick<AtividadeRow, 'data_limite' | 'aceita_entregas_atrasadas'>,
  now = Date.now(),
) => a.aceita_entregas_atrasadas || a.data_limite.getTime() > now;

export function toAtividade(
  row: AtividadeRow,
  salaNome: string,
  stats: ActivityEssayStats | undefined,
  delivery?: Delivery | null,
): Atividade {
  const out: Atividade = {
    id: row.id,
    sala_id: row.sala_id,
    sala_nome: salaNome,
    titulo: row.titulo,
    tema: row.tema,
    descricao: row.descricao,
    instrucoes_especiais: row.instrucoes_especiais,
    tipo: row.tipo,
    tipo_correcao: row.tipo_correcao,
    data_limite: row.data_limite.toISOString(),
    prazo_entrega: row.data_limite.toISOString(),
    aceita_entregas_atrasadas: row.aceita_entregas_atrasadas,
    pontuacao_maxima: row.pontuacao_maxima,
    proposta_tematica_id: row.proposta_tematica_id,
    prova_minutos: row.prova_minutos,
    prova_envio_automatico: row.prova_envio_automatico,
    status: activityStatus(row),
    total_submissoes: stats?.total_redacoes ?? 0,
    redacoes_corrigidas: stats?.redacoes_corrigidas ?? 0,
    media_nota: stats?.media_nota ?? null,
    data_criacao: row.data_criacao.toISOString(),
  };
  if (delivery !== undefined) {
    out.minha_redacao_id = delivery?.redacao_id ?? null;
    out.revisado = Boolean(delivery?.revisado);
  }
  return out;
}

/** Activities of the given rooms, newest first, with their room names. */
export async function activitiesOfRooms(db: Db, salaIds: number[]): Promise<(AtividadeRow & { sala_nome: string })[]> {
  if (!salaIds.length) return [];
  const { rows } = await db.query<AtividadeRow & { sala_nome: string }>(
    `SELECT a.*, s.nome AS sala_nome FROM classroom.atividades a JOIN classroom.salas s ON s.id = a.sala_id
      WHERE a.sala_id = ANY($1::int[]) ORDER BY a.data_criacao DESC, a.id DESC`,
    [salaIds],
  );
  return rows;
}

/**
 * Activities of rooms as a user sees them: essay counts in one call, and for a student their own
 * delivery in one more. Essay figures degrade to zero when the essay service is down.
 */
export async function presentActivities(
  remote: Remote,
  user: AuthUser,
  rows: (AtividadeRow & { sala_nome: string })[],
) {
  const ids = rows.map((r) => r.id);
  const student = user.tipo === 'estudante';
  const none = <T>() => Promise.resolve({ value: new Map<number, T>(), ok: true });
  const [stats, deliveries] = await Promise.all([
    remote.soft('estatisticas de atividades', remote.activityStats(ids), new Map<number, ActivityEssayStats>()),
    student ? remote.soft('entregas', remote.deliveries(user.id, ids), new Map<number, Delivery>()) : none<Delivery>(),
  ]);
  const list = rows.map((r) =>
    toAtividade(r, r.sala_nome, stats.value.get(r.id), student ? (deliveries.value.get(r.id) ?? null) : undefined),
  );
  return { list, parcial: !stats.ok || !deliveries.ok };
}
