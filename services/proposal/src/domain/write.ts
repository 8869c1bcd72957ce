import {
  PROPOSAL_MESSAGES,
  type ActivityUse,
  type AuthUser,
  type ImageMetadata,
  type TipoConteudo,
  type Visibilidade,
} from '@argumenta/contracts';
import { AppError, safeFileName, withTransaction, type Pool, type PoolClient } from '@argumenta/platform';
import { planImages, type ImagePlan, type UploadedFile } from './images.js';
import { loadOwn, loadRow, resolveRoom, type PropostaRow } from './propostas.js';
import type { ClassroomPort } from './remote.js';

export type Meta = {
  titulo: string;
  descricao?: string;
  tema_principal?: string;
  visibilidade: Visibilidade;
  sala_id: number | null;
  ativa: boolean;
  ativa_para_correcao: boolean;
};
export type Changes = Partial<Omit<Meta, 'titulo'>> & { titulo?: string; texto?: string };
/** The file a proposal was made from, kept as its original: a PDF, or the photo/scan whose text OCR read. */
export type OriginalFile = { tipo: 'pdf' | 'digitalizacao'; buffer: Buffer; originalname: string; mime: string };
export type Content = { texto: string; metadata?: ImageMetadata[]; images?: UploadedFile[]; original?: OriginalFile };
type Deps = { pool: Pool; classroom: ClassroomPort };
const ORIGINAL_TYPE: Record<OriginalFile['tipo'], TipoConteudo> = { pdf: 'pdf', digitalizacao: 'imagem' };
const ORIGINAL_NAME: Record<OriginalFile['tipo'], string> = { pdf: 'proposta.pdf', digitalizacao: 'proposta-imagem' };

/** The room of a sala proposal (checked and named), or none for the other visibilities. */
async function roomFor(
  classroom: ClassroomPort,
  user: AuthUser,
  visibilidade: Visibilidade,
  salaId: number | null | undefined,
) {
  if (visibilidade !== 'sala') return { sala_id: null, sala_nome: null };
  if (!salaId)
    throw new AppError('validation', PROPOSAL_MESSAGES.roomRequired, { sala_id: PROPOSAL_MESSAGES.roomRequired });
  return { sala_id: salaId, sala_nome: await resolveRoom(classroom, user, salaId) };
}

async function applyImages(c: PoolClient, propostaId: number, plan: ImagePlan) {
  if (plan.remove.length)
    await c.query(
      `DELETE FROM proposal.arquivos WHERE proposta_id = $1 AND tipo = 'imagem' AND numero = ANY($2::int[])`,
      [propostaId, plan.remove],
    );
  for (const d of plan.describe)
    await c.query(
      `UPDATE proposal.arquivos SET descricao = $3 WHERE proposta_id = $1 AND tipo = 'imagem' AND numero = $2`,
      [propostaId, d.numero, d.descricao],
    );
  for (const img of plan.add) {
    await c.query(
      `INSERT INTO proposal.arquivos (proposta_id, tipo, numero, descricao, nome, mime, tamanho, conteudo) VALUES ($1, 'imagem', $2, $3, $4, $5, $6, $7)`,
      [propostaId, img.numero, img.descricao, img.nome, img.mime, img.buffer.length, img.buffer],
    );
  }
}

/**
 * One create path for the four forms (JSON, PDF, editor, transcription): the row, its images or its
 * original file, in one transaction. The room is checked first, then `content` is produced (a function
 * when producing it costs something, as an OCR run that charges a credit), then markers and images are
 * matched by planImages before anything is written.
 */
export async function createProposta(
  deps: Deps,
  user: AuthUser,
  meta: Meta,
  content: Content | (() => Promise<Content>),
): Promise<PropostaRow> {
  const room = await roomFor(deps.classroom, user, meta.visibilidade, meta.sala_id);
  const c = typeof content === 'function' ? await content() : content;
  const plan = planImages({ text: c.texto, existing: [], metadata: c.metadata ?? [], files: c.images ?? [] });
  const tipo: TipoConteudo = c.original ? ORIGINAL_TYPE[c.original.tipo] : plan.add.length ? 'editor' : 'texto';
  return withTransaction(deps.pool, async (tx) => {
    const { rows } = await tx.query<PropostaRow>(
      `INSERT INTO proposal.propostas (titulo, descricao, tema_principal, tipo_conteudo, texto_apoio_original, visibilidade, sala_id, sala_nome, ativa, ativa_para_correcao, criador_id, criador_nome)
       VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12) RETURNING *`,
      [
        meta.titulo,
        meta.descricao || null,
        meta.tema_principal || null,
        tipo,
        c.texto,
        meta.visibilidade,
        room.sala_id,
        room.sala_nome,
        meta.ativa,
        meta.ativa_para_correcao,
        user.id,
        user.nome,
      ],
    );
    const row = rows[0]!;
    await applyImages(tx, row.id, plan);
    if (c.original) {
      await tx.query(
        `INSERT INTO proposal.arquivos (proposta_id, tipo, nome, mime, tamanho, conteudo) VALUES ($1, $2, $3, $4, $5, $6)`,
        [
          row.id,
          c.original.tipo,
          safeFileName(c.original.originalname, ORIGINAL_NAME[c.original.tipo]),
          c.original.mime,
          c.original.buffer.length,
          c.original.buffer,
        ],
      );
    }
    return row;
  });
}

/** PUT (JSON or editor): creator only; omitted fields keep their values; markers and images stay consistent. */
export async function updateProposta(
  deps: Deps,
  user: AuthUser,
  id: number,
  changes: Changes,
  images?: { metadata: ImageMetadata[]; files: UploadedFile[] },
): Promise<PropostaRow> {
  // The room is asked of the classroom before the transaction, so no connection or row lock is held while it answers;
  // an edit that moved the proposal in between is refused inside (the room asked may no longer be the one to use).
  const target = (row: PropostaRow) => {
    const visibilidade = changes.visibilidade ?? row.visibilidade;
    const salaId = changes.sala_id === undefined ? row.sala_id : changes.sala_id;
    const sameRoom = visibilidade === 'sala' && row.visibilidade === 'sala' && salaId === row.sala_id;
    return { visibilidade, salaId, sameRoom, key: `${visibilidade}|${salaId}|${sameRoom}` };
  };
  const before = target(await loadOwn(deps.pool, id, user));
  const asked = before.sameRoom ? null : await roomFor(deps.classroom, user, before.visibilidade, before.salaId);
  return withTransaction(deps.pool, async (c) => {
    const row = await loadOwn(c, id, user);
    if (target(row).key !== before.key) throw new AppError('conflict', PROPOSAL_MESSAGES.changedMeanwhile);
    const room = asked ?? { sala_id: row.sala_id, sala_nome: row.sala_nome };
    const texto = changes.texto ?? row.texto_apoio_original;
    const existing = (
      await c.query<{ numero: number }>(
        `SELECT numero FROM proposal.arquivos WHERE proposta_id = $1 AND tipo = 'imagem'`,
        [id],
      )
    ).rows.map((r) => r.numero);
    const plan = planImages({ text: texto, existing, metadata: images?.metadata ?? [], files: images?.files ?? [] });
    await applyImages(c, id, plan);
    const remaining = existing.length - plan.remove.length + plan.add.length;
    // A proposal made from a file (PDF or transcribed image) keeps that type: the original stays with it.
    const tipo: TipoConteudo =
      row.tipo_conteudo === 'pdf' || row.tipo_conteudo === 'imagem'
        ? row.tipo_conteudo
        : remaining > 0
          ? 'editor'
          : 'texto';
    const { rows } = await c.query<PropostaRow>(
      `UPDATE proposal.propostas SET titulo = $2, descricao = $3, tema_principal = $4, tipo_conteudo = $5, texto_apoio_original = $6, visibilidade = $7, sala_id = $8, sala_nome = $9,
              ativa = $10, ativa_para_correcao = $11, data_atualizacao = now() WHERE id = $1 RETURNING *`,
      [
        id,
        changes.titulo ?? row.titulo,
        changes.descricao === undefined ? row.descricao : changes.descricao || null,
        changes.tema_principal === undefined ? row.tema_principal : changes.tema_principal || null,
        tipo,
        texto,
        before.visibilidade,
        room.sala_id,
        room.sala_nome,
        changes.ativa ?? row.ativa,
        changes.ativa_para_correcao ?? row.ativa_para_correcao,
      ],
    );
    return rows[0]!;
  });
}

/** A private copy owned by the caller, files included, usage count from zero. */
export async function duplicateProposta(pool: Pool, user: AuthUser, source: PropostaRow): Promise<PropostaRow> {
  return withTransaction(pool, async (c) => {
    const { rows } = await c.query<PropostaRow>(
      `INSERT INTO proposal.propostas (titulo, descricao, tema_principal, tipo_conteudo, texto_apoio_original, visibilidade, ativa, ativa_para_correcao, criador_id, criador_nome)
       SELECT left(titulo || ' (cópia)', 200), descricao, tema_principal, tipo_conteudo, texto_apoio_original, 'privado', ativa, ativa_para_correcao, $2, $3
         FROM proposal.propostas WHERE id = $1 RETURNING *`,
      [source.id, user.id, user.nome],
    );
    const copy = rows[0]!;
    await c.query(
      `INSERT INTO proposal.arquivos (proposta_id, tipo, numero, descricao, nome, mime, tamanho, conteudo)
       SELECT $2, tipo, numero, descricao, nome, mime, tamanho, conteudo FROM proposal.arquivos WHERE proposta_id = $1`,
      [source.id, copy.id],
    );
    return copy;
  });
}

type Use = { origem: 'redacao' | 'atividade'; referencia_id: number; usuario_id?: number };

/** Inserts one use (a second insert of the same essay/activity is a no-op) and keeps total_usos equal to the uses. */
async function addUse(c: PoolClient, id: number, use: Use): Promise<{ total_usos: number; registrado: boolean }> {
  const inserted = await c.query(
    'INSERT INTO proposal.usos (proposta_id, origem, referencia_id, usuario_id) VALUES ($1, $2, $3, $4) ON CONFLICT DO NOTHING',
    [id, use.origem, use.referencia_id, use.usuario_id ?? null],
  );
  const registrado = Boolean(inserted.rowCount);
  const { rows } = await c.query<{ total_usos: number }>(
    'UPDATE proposal.propostas SET total_usos = total_usos + $2 WHERE id = $1 RETURNING total_usos',
    [id, registrado ? 1 : 0],
  );
  return { total_usos: rows[0]!.total_usos, registrado };
}

/** Records one use by an essay (idempotent per essay: a re-correction is not a new use). */
export async function recordUse(pool: Pool, id: number, use: Use) {
  return withTransaction(pool, async (c) => {
    await loadRow(c, id, true);
    return addUse(c, id, use);
  });
}

/**
 * An activity counts once for the proposal it links *now*: linking it again changes nothing, pointing it at
 * another proposal moves its use there, unlinking (or deleting it) removes the use. Idempotent, so the
 * classroom service may repeat it; a proposal that no longer exists is simply not counted.
 */
export async function syncActivityUse(
  pool: Pool,
  atividadeId: number,
  propostaId: number | null,
  usuarioId?: number,
): Promise<ActivityUse> {
  return withTransaction(pool, async (c) => {
    // Two edits of the same activity at once apply one after the other.
    await c.query('SELECT pg_advisory_xact_lock(hashtext($1))', [`uso-atividade:${atividadeId}`]);
    const current = (
      await c.query<{ proposta_id: number }>(
        `SELECT proposta_id FROM proposal.usos WHERE origem = 'atividade' AND referencia_id = $1`,
        [atividadeId],
      )
    ).rows.map((r) => r.proposta_id);
    const ids = [...new Set([...current, ...(propostaId ? [propostaId] : [])])].sort((a, b) => a - b);
    // Proposal rows are locked in id order, as recordUse locks one: no deadlock with essays counting at the same time.
    const existing = new Set(
      (
        await c.query<{ id: number }>(
          'SELECT id FROM proposal.propostas WHERE id = ANY($1::int[]) ORDER BY id FOR UPDATE',
          [ids],
        )
      ).rows.map((r) => r.id),
    );
    for (const old of current.filter((p) => p !== propostaId)) {
      await c.query(
        `DELETE FROM proposal.usos WHERE proposta_id = $1 AND origem = 'atividade' AND referencia_id = $2`,
        [old, atividadeId],
      );
      await c.query('UPDATE proposal.propostas SET total_usos = total_usos - 1 WHERE id = $1', [old]);
    }
    if (!propostaId || !existing.has(propostaId)) return { proposta_id: null, total_usos: null, registrado: false };
    return {
      proposta_id: propostaId,
      ...(await addUse(c, propostaId, { origem: 'atividade', referencia_id: atividadeId, usuario_id: usuarioId })),
    };
  });
}
