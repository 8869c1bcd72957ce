import type { PoolClient } from '@argumenta/platform';

/** The rows of this schema that are one person's: what an export shows and an erasure erases (one definition). */
export type PersonalRows = { essayIds: number[]; transcriptionIds: number[]; fileIds: number[] };

/**
 * The person's essays, the transcriptions of their photos (their own uploads, those linked to their essays, and a
 * teacher's batch photos of their roll-call rows) and the files behind both, plus files they uploaded that no
 * transcription uses. A teacher's batch photo counts as the student's of that row, not the teacher's. `lock` takes the
 * essay rows FOR UPDATE (an erasure).
 */
export async function personalRowsOf(db: PoolClient, usuarioId: number, lock = false): Promise<PersonalRows> {
  const essays = await db.query<{ id: number; arquivo_id: number | null; transcricao_id: number | null }>(
    `SELECT id, arquivo_id, transcricao_id FROM essay.redacoes WHERE usuario_id = $1 ORDER BY id${lock ? ' FOR UPDATE' : ''}`,
    [usuarioId],
  );
  const items = await db.query<{ transcricao_id: number | null }>('SELECT transcricao_id FROM essay.lote_itens WHERE aluno_id = $1', [usuarioId]);
  const linked = [...essays.rows, ...items.rows].map((r) => r.transcricao_id).filter((id): id is number => id !== null);
  const transcriptions = await db.query<{ id: number; arquivo_id: number }>(
    `SELECT t.id, t.arquivo_id FROM essay.transcricoes t
      WHERE (t.usuario_id = $1 AND t.lote_item_id IS NULL) OR t.id = ANY($2::int[])
         OR t.lote_item_id IN (SELECT id FROM essay.lote_itens WHERE aluno_id = $1)
      ORDER BY t.id`,
    [usuarioId, linked],
  );
  const linkedFiles = [...essays.rows.map((e) => e.arquivo_id), ...transcriptions.rows.map((t) => t.arquivo_id)].filter((id): id is number => id !== null);
  const files = await db.query<{ id: number }>(
    'SELECT id FROM essay.arquivos WHERE id = ANY($1::int[]) OR (usuario_id = $2 AND id NOT IN (SELECT arquivo_id FROM essay.transcricoes)) ORDER BY id',
    [linkedFiles, usuarioId],
  );
  return { essayIds: essays.rows.map((e) => e.id), transcriptionIds: transcriptions.rows.map((t) => t.id), fileIds: files.rows.map((f) => f.id) };
}
