import { DRAFT_SNAPSHOT_MINUTES, DRAFT_VERSIONS_KEPT, type WritingProcess } from '@argumenta/contracts';
import { affected, type Db } from './db.js';

/** essay.rascunhos: a student's text in progress (issue 50). */
export type DraftRow = {
  id: number;
  usuario_id: number;
  atividade_id: number | null;
  proposta_tematica_id: number | null;
  titulo: string;
  texto: string;
  versao: number;
  /** The key the device that began the draft gave it (unique per student). */
  chave: string;
  /** Sent for correction: the essay it became (the row then keeps no text and refuses saves). */
  redacao_id: number | null;
  /** The writing-process record so far (without its texts along the way). */
  processo: WritingProcess | null;
  criado_em: Date;
  atualizado_em: Date;
};
/** essay.rascunho_versoes: an earlier text of a draft. */
export type DraftVersionRow = {
  versao: number;
  titulo: string;
  texto: string;
  motivo: 'conflito' | 'periodica';
  salvo_em: Date;
};

/**
 * Starts a draft under the key its device gave it. The same key again (a create retried after a lost answer) saves over
 * that draft; a key whose draft was already sent for correction writes nothing and answers the essay it became — the
 * unique (usuario_id, chave) index orders this against the submission's statement (submittedDraftsSql), whichever
 * commits first.
 */
export async function createDraft(
  db: Db,
  d: {
    usuarioId: number;
    chave: string;
    atividadeId: number | null;
    propostaId: number | null;
    titulo: string;
    texto: string;
    processo: WritingProcess | null;
  },
): Promise<{ row: DraftRow } | { enviadoComo: number }> {
  const { rows } = await db.query<DraftRow>(
    `INSERT INTO essay.rascunhos (usuario_id, chave, atividade_id, proposta_tematica_id, titulo, texto, processo) VALUES ($1, $2, $3, $4, $5, $6, $7)
     ON CONFLICT (usuario_id, chave) DO UPDATE SET titulo = EXCLUDED.titulo, texto = EXCLUDED.texto,
            processo = COALESCE(EXCLUDED.processo, rascunhos.processo), versao = rascunhos.versao + 1, atualizado_em = now()
      WHERE rascunhos.redacao_id IS NULL
     RETURNING *`,
    [d.usuarioId, d.chave, d.atividadeId, d.propostaId, d.titulo, d.texto, d.processo],
  );
  if (rows[0]) return { row: rows[0] };
  const sent = await db.query<{ redacao_id: number }>(
    'SELECT redacao_id FROM essay.rascunhos WHERE usuario_id = $1 AND chave = $2',
    [d.usuarioId, d.chave],
  );
  return { enviadoComo: sent.rows[0]!.redacao_id };
}

/**
 * Part of the statement that stores new essays (insertNewEssays), given its `ids` rows (usuario_id, rascunho_chave, r:
 * the essay's id): the draft each essay came from is marked sent, its text and history dropped, in the same statement
 * — so no save can bring it back. A draft the server never had (typed offline) gets the mark alone. The history is
 * deleted from the upsert's RETURNING, so the draft's row is locked first, as a save locks it (no lock-order deadlock
 * with a save from another device at the same instant).
 */
export const SUBMITTED_DRAFTS_SQL = `
  rascunho AS (INSERT INTO essay.rascunhos (usuario_id, chave, redacao_id)
               SELECT usuario_id, rascunho_chave, r FROM ids WHERE rascunho_chave IS NOT NULL
               ON CONFLICT (usuario_id, chave) DO UPDATE SET redacao_id = EXCLUDED.redacao_id, titulo = '', texto = '',
                      processo = NULL, atualizado_em = now()
               RETURNING id),
  rascunho_historico AS (DELETE FROM essay.rascunho_versoes WHERE rascunho_id IN (SELECT id FROM rascunho))`;

/**
 * After the essay's statement: the history of its draft, saved by another device's save that committed while that
 * statement waited for the draft's row (the statement's own delete did not see it). Best-effort.
 */
export async function dropSentDraftHistory(db: Db, usuarioId: number, chave: string): Promise<number> {
  return affected(
    await db.query(
      `DELETE FROM essay.rascunho_versoes v USING essay.rascunhos x
        WHERE v.rascunho_id = x.id AND x.usuario_id = $1 AND x.chave = $2 AND x.redacao_id IS NOT NULL`,
      [usuarioId, chave],
    ),
  );
}

export async function countDraftsOf(db: Db, usuarioId: number): Promise<number> {
  const { rows } = await db.query<{ n: number }>(
    'SELECT count(*)::int AS n FROM essay.rascunhos WHERE usuario_id = $1 AND redacao_id IS NULL',
    [usuarioId],
  );
  return rows[0]!.n;
}

/** The student's drafts, the most recently saved first. */
export async function draftsOf(db: Db, usuarioId: number): Promise<DraftRow[]> {
  const { rows } = await db.query<DraftRow>(
    'SELECT * FROM essay.rascunhos WHERE usuario_id = $1 AND redacao_id IS NULL ORDER BY atualizado_em DESC, id DESC',
    [usuarioId],
  );
  return rows;
}

/**
 * The draft if it is the student's (`lock`: FOR UPDATE, inside a save's transaction; a submission marking it sent waits
 * for that save, and a save waiting behind the submission reads the mark). A sent draft comes back with its redacao_id.
 */
export async function ownDraft(db: Db, id: number, usuarioId: number, lock = false): Promise<DraftRow | undefined> {
  const { rows } = await db.query<DraftRow>(
    `SELECT * FROM essay.rascunhos WHERE id = $1 AND usuario_id = $2${lock ? ' FOR UPDATE' : ''}`,
    [id, usuarioId],
  );
  return rows[0];
}

/**
 * Saves a new text over a locked draft. The text it replaces is kept first when the save was made over an older
 * version (another tab or device saved in between: `conflito`) or when it is DRAFT_SNAPSHOT_MINUTES newer than the last kept one (`periodica`); the
 * history keeps the newest DRAFT_VERSIONS_KEPT. Answers the saved row and whether it was a conflict.
 */
export async function saveDraft(
  tx: Db,
  current: DraftRow,
  next: {
    titulo: string;
    texto: string;
    propostaId: number | null | undefined;
    versaoBase: number | undefined;
    processo: WritingProcess | null | undefined;
  },
): Promise<{ row: DraftRow; conflito: boolean }> {
  const conflito = next.versaoBase !== undefined && next.versaoBase !== current.versao;
  const changed = current.texto !== next.texto || current.titulo !== next.titulo;
  let motivo: DraftVersionRow['motivo'] | null = conflito && changed ? 'conflito' : null;
  if (!motivo && changed && current.texto.trim()) {
    // The text being replaced is kept when it is DRAFT_SNAPSHOT_MINUTES newer than the last one kept.
    const { rows } = await tx.query<{ last: Date | null }>(
      'SELECT max(salvo_em) AS last FROM essay.rascunho_versoes WHERE rascunho_id = $1',
      [current.id],
    );
    const last = rows[0]!.last;
    if (!last || current.atualizado_em.getTime() - last.getTime() >= DRAFT_SNAPSHOT_MINUTES * 60_000)
      motivo = 'periodica';
  }
  if (motivo) {
    await tx.query(
      `INSERT INTO essay.rascunho_versoes (rascunho_id, versao, titulo, texto, motivo, salvo_em) VALUES ($1, $2, $3, $4, $5, $6)`,
      [current.id, current.versao, current.titulo, current.texto, motivo, current.atualizado_em],
    );
    await tx.query(
      `DELETE FROM essay.rascunho_versoes WHERE rascunho_id = $1 AND id NOT IN (SELECT id FROM essay.rascunho_versoes WHERE rascunho_id = $1 ORDER BY id DESC LIMIT $2)`,
      [current.id, DRAFT_VERSIONS_KEPT],
    );
  }
  const { rows } = await tx.query<DraftRow>(
    `UPDATE essay.rascunhos SET titulo = $2, texto = $3, proposta_tematica_id = CASE WHEN $4::boolean THEN $5::int ELSE proposta_tematica_id END,
            processo = COALESCE($6::jsonb, processo), versao = versao + 1, atualizado_em = now()
      WHERE id = $1 RETURNING *`,
    [
      current.id,
      next.titulo,
      next.texto,
      next.propostaId !== undefined,
      next.propostaId ?? null,
      next.processo ?? null,
    ],
  );
  return { row: rows[0]!, conflito };
}

/** The draft's earlier texts, the newest first. */
export async function draftVersions(db: Db, rascunhoId: number): Promise<DraftVersionRow[]> {
  const { rows } = await db.query<DraftVersionRow>(
    'SELECT versao, titulo, texto, motivo, salvo_em FROM essay.rascunho_versoes WHERE rascunho_id = $1 ORDER BY id DESC',
    [rascunhoId],
  );
  return rows;
}

export async function deleteDraft(db: Db, id: number, usuarioId: number): Promise<boolean> {
  return (
    affected(
      await db.query('DELETE FROM essay.rascunhos WHERE id = $1 AND usuario_id = $2 AND redacao_id IS NULL', [
        id,
        usuarioId,
      ]),
    ) > 0
  );
}

/** Every draft of the person, with its history (account deletion). */
export async function deleteDraftsOf(tx: Db, usuarioId: number): Promise<number> {
  return affected(await tx.query('DELETE FROM essay.rascunhos WHERE usuario_id = $1', [usuarioId]));
}

/** The essay's writing-process record (issue 50), if its editor kept one. */
export async function writingProcessOf(db: Db, redacaoId: number): Promise<WritingProcess | null> {
  const { rows } = await db.query<{ dados: WritingProcess }>(
    'SELECT dados FROM essay.processos_escrita WHERE redacao_id = $1',
    [redacaoId],
  );
  return rows[0]?.dados ?? null;
}
