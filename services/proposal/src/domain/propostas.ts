import {
  PROPOSAL_MESSAGES,
  type AuthUser,
  type Proposta,
  type PropostaImagem,
  type PropostaResumo,
  type TipoConteudo,
  type Visibilidade,
} from '@argumenta/contracts';
import { THEME_BANK_CREDIT } from '@argumenta/corretor/theme-bank';
import { AppError, type Logger, type Pool, type PoolClient } from '@argumenta/platform';
import { soft, type ClassroomPort } from './remote.js';

export type PropostaRow = {
  id: number;
  titulo: string;
  descricao: string | null;
  tema_principal: string | null;
  tipo_conteudo: TipoConteudo;
  texto_apoio_original: string;
  visibilidade: Visibilidade;
  sala_id: number | null;
  sala_nome: string | null;
  ativa: boolean;
  ativa_para_correcao: boolean;
  criador_id: number;
  criador_nome: string;
  total_usos: number;
  data_criacao: Date;
  data_atualizacao: Date;
  banco_prompt_id: number | null;
  enem_ano: number | null;
};
/** pdf / digitalizacao: the original file a proposal was made from (one at most); imagem: an inline image. */
export type ArquivoMeta = {
  id: number;
  tipo: 'pdf' | 'digitalizacao' | 'imagem';
  numero: number | null;
  descricao: string | null;
  nome: string;
  mime: string;
  tamanho: number;
};
type Db = Pool | PoolClient;

/** Public URLs (through the gateway), fetched with the Authorization header. */
export const fileUrls = {
  arquivo: (id: number) => `/api/propostas/${id}/arquivo`,
  imagem: (id: number, n: number) => `/api/propostas/${id}/imagem/${n}`,
};

export async function loadRow(db: Db, id: number, lock = false): Promise<PropostaRow> {
  const { rows } = await db.query<PropostaRow>(
    `SELECT * FROM proposal.propostas WHERE id = $1${lock ? ' FOR UPDATE' : ''}`,
    [id],
  );
  if (!rows[0]) throw new AppError('not_found', PROPOSAL_MESSAGES.notFound);
  return rows[0];
}

/**
 * Spec 6 on the server: publico → everyone; sala → members and the teacher of that room (asked
 * of the classroom service; if it is down the answer is 503, never a guess); privado → the
 * creator. Admins see everything.
 */
export async function canView(
  classroom: ClassroomPort,
  row: Pick<PropostaRow, 'visibilidade' | 'sala_id' | 'criador_id'>,
  user: AuthUser,
): Promise<boolean> {
  if (user.tipo === 'admin' || row.criador_id === user.id || row.visibilidade === 'publico') return true;
  if (row.visibilidade !== 'sala' || !row.sala_id) return false;
  return (await classroom.roomsOf(user.id)).some((s) => s.id === row.sala_id);
}

export async function loadVisible(db: Db, classroom: ClassroomPort, id: number, user: AuthUser): Promise<PropostaRow> {
  const row = await loadRow(db, id);
  if (!(await canView(classroom, row, user))) throw new AppError('forbidden', PROPOSAL_MESSAGES.forbidden);
  return row;
}

/** Edit and delete: the creator only (admins included in the refusal, spec 6). */
export async function loadOwn(
  db: Db,
  id: number,
  user: AuthUser,
  message: string = PROPOSAL_MESSAGES.onlyCreatorEdits,
): Promise<PropostaRow> {
  const row = await loadRow(db, id, true);
  if (row.criador_id !== user.id) throw new AppError('forbidden', message);
  return row;
}

/**
 * SQL condition for "this user may see p" ($ params appended). Admins: everything. The rooms list
 * comes from the classroom service; callers decide whether its failure degrades or fails.
 */
export function visibleTo(user: AuthUser, salaIds: number[], params: unknown[]): string {
  if (user.tipo === 'admin') return 'TRUE';
  params.push(user.id, salaIds);
  const u = `$${params.length - 1}`;
  const s = `$${params.length}::int[]`;
  return `(p.visibilidade = 'publico' OR p.criador_id = ${u} OR (p.visibilidade = 'sala' AND p.sala_id = ANY(${s})))`;
}

/** Rooms the user reaches, for lists: when the classroom service is down they see public and own ones only. */
export async function roomIdsForList(classroom: ClassroomPort, logger: Logger, user: AuthUser): Promise<number[]> {
  if (user.tipo === 'admin') return [];
  return (await soft(logger, 'salas do usuário', classroom.roomsOf(user.id), [])).map((s) => s.id);
}

/** Fresh room names (renames show up), the stored snapshot when the classroom service is down. */
export async function roomNames(
  classroom: ClassroomPort,
  logger: Logger,
  rows: Pick<PropostaRow, 'sala_id'>[],
): Promise<Map<number, string>> {
  const ids = rows.map((r) => r.sala_id).filter((id): id is number => id !== null);
  const rooms = await soft(logger, 'nomes das salas', classroom.rooms(ids), new Map());
  return new Map([...rooms].map(([id, s]) => [id, s.nome]));
}

const iso = (d: Date) => d.toISOString();

export function toResumo(
  row: PropostaRow & { total_imagens?: number },
  user: AuthUser,
  names: Map<number, string>,
): PropostaResumo {
  const salaNome = row.sala_id ? (names.get(row.sala_id) ?? row.sala_nome ?? `Sala ${row.sala_id}`) : null;
  // A built-in proposal's description is a note for teachers (where it comes from, how many graded references): a
  // student's view has the theme, its texts and the way to write, not the bank's bookkeeping.
  const builtIn = row.banco_prompt_id !== null || row.enem_ano !== null;
  return {
    id: row.id,
    titulo: row.titulo,
    descricao: builtIn && user.tipo === 'estudante' ? null : row.descricao,
    tema_principal: row.tema_principal,
    tipo_conteudo: row.tipo_conteudo,
    visibilidade: row.visibilidade,
    sala_id: row.sala_id,
    sala: row.sala_id ? { id: row.sala_id, nome: salaNome! } : null,
    ativa: row.ativa,
    ativa_para_correcao: row.ativa_para_correcao,
    criador_id: row.criador_id,
    criado_por: { id: row.criador_id, nome: row.criador_nome },
    data_criacao: iso(row.data_criacao),
    data_atualizacao: iso(row.data_atualizacao),
    total_usos: row.total_usos,
    imagem_backup_url: row.tipo_conteudo === 'pdf' || row.tipo_conteudo === 'imagem' ? fileUrls.arquivo(row.id) : null,
    total_imagens: row.total_imagens ?? 0,
    pode_editar: row.criador_id === user.id,
    banco_prompt_id: row.banco_prompt_id,
    enem_ano: row.enem_ano ?? null,
  };
}

export async function filesOf(db: Db, propostaId: number): Promise<ArquivoMeta[]> {
  const { rows } = await db.query<ArquivoMeta>(
    `SELECT id, tipo, numero, descricao, nome, mime, tamanho FROM proposal.arquivos WHERE proposta_id = $1 ORDER BY tipo, numero NULLS FIRST, id`,
    [propostaId],
  );
  return rows;
}

export function toDetalhe(
  row: PropostaRow,
  files: ArquivoMeta[],
  user: AuthUser,
  names: Map<number, string>,
): Proposta {
  const images = files.filter((f) => f.tipo === 'imagem');
  const original = files.find((f) => f.tipo !== 'imagem');
  return {
    ...toResumo({ ...row, total_imagens: images.length }, user, names),
    texto_apoio_original: row.texto_apoio_original,
    arquivo: original
      ? { nome: original.nome, tamanho: original.tamanho, mime: original.mime, url: fileUrls.arquivo(row.id) }
      : null,
    credito_corpus: row.banco_prompt_id === null ? null : { ...THEME_BANK_CREDIT },
    imagens: images.map((f, indice): PropostaImagem => ({
      numero: f.numero!,
      indice,
      descricao: f.descricao,
      nome: f.nome,
      mime: f.mime,
      tamanho: f.tamanho,
      url: fileUrls.imagem(row.id, f.numero!),
    })),
  };
}

export async function detalhe(
  db: Db,
  classroom: ClassroomPort,
  logger: Logger,
  row: PropostaRow,
  user: AuthUser,
): Promise<Proposta> {
  const [files, names] = await Promise.all([filesOf(db, row.id), roomNames(classroom, logger, [row])]);
  return toDetalhe(row, files, user, names);
}

/** Sala visibility needs a room the user teaches or belongs to (admins: any existing room). */
export async function resolveRoom(classroom: ClassroomPort, user: AuthUser, salaId: number): Promise<string> {
  if (user.tipo === 'admin') {
    const room = (await classroom.rooms([salaId])).get(salaId);
    if (!room)
      throw new AppError('validation', PROPOSAL_MESSAGES.roomNotFound, { sala_id: PROPOSAL_MESSAGES.roomNotFound });
    return room.nome;
  }
  const room = (await classroom.roomsOf(user.id)).find((s) => s.id === salaId);
  if (!room)
    throw new AppError('forbidden', PROPOSAL_MESSAGES.roomNotAllowed, { sala_id: PROPOSAL_MESSAGES.roomNotAllowed });
  return room.nome;
}
