import { affected, type Db } from './db.js';

/** The rows of this schema that are one person's: what an export shows and an erasure erases (one definition). */
export type PersonalRows = { essayIds: number[]; transcriptionIds: number[]; fileIds: number[] };

/**
 * The person's essays, the transcriptions of their photos (their own uploads, those linked to their essays, and a
 * teacher's batch photos of their roll-call rows) and the files behind both, plus files they uploaded that no
 * transcription uses. A teacher's batch photo counts as the student's of that row, not the teacher's. `lock` takes the
 * essay rows FOR UPDATE (an erasure).
 */
export async function personalRowsOf(db: Db, usuarioId: number, lock = false): Promise<PersonalRows> {
  const essays = await db.query<{ id: number; arquivo_id: number | null; transcricao_id: number | null }>(
    `SELECT id, arquivo_id, transcricao_id FROM essay.redacoes WHERE usuario_id = $1 ORDER BY id${lock ? ' FOR UPDATE' : ''}`,
    [usuarioId],
  );
  const items = await db.query<{ transcricao_id: number | null }>(
    'SELECT transcricao_id FROM essay.lote_itens WHERE aluno_id = $1',
    [usuarioId],
  );
  const linked = [...essays.rows, ...items.rows].map((r) => r.transcricao_id).filter((id): id is number => id !== null);
  const transcriptions = await db.query<{ id: number; arquivo_id: number }>(
    `SELECT t.id, t.arquivo_id FROM essay.transcricoes t
      WHERE (t.usuario_id = $1 AND t.lote_item_id IS NULL) OR t.id = ANY($2::int[])
         OR t.lote_item_id IN (SELECT id FROM essay.lote_itens WHERE aluno_id = $1)
      ORDER BY t.id`,
    [usuarioId, linked],
  );
  const linkedFiles = [...essays.rows.map((e) => e.arquivo_id), ...transcriptions.rows.map((t) => t.arquivo_id)].filter(
    (id): id is number => id !== null,
  );
  const files = await db.query<{ id: number }>(
    'SELECT id FROM essay.arquivos WHERE id = ANY($1::int[]) OR (usuario_id = $2 AND id NOT IN (SELECT arquivo_id FROM essay.transcricoes)) ORDER BY id',
    [linkedFiles, usuarioId],
  );
  return {
    essayIds: essays.rows.map((e) => e.id),
    transcriptionIds: transcriptions.rows.map((t) => t.id),
    fileIds: files.rows.map((f) => f.id),
  };
}

/**
 * A school's essays older than its retention, still holding content (at most `limit`, locked), and the photos behind
 * them plus the members' old photos that no recent essay uses (at most 2 × `limit`).
 */
export async function retentionRowsOf(
  tx: Db,
  usuarios: number[],
  meses: number,
  limit: number,
): Promise<PersonalRows & { more: boolean }> {
  const essays = await tx.query<{ id: number; arquivo_id: number | null; transcricao_id: number | null }>(
    `SELECT id, arquivo_id, transcricao_id FROM essay.redacoes
      WHERE usuario_id = ANY($1::int[]) AND data_envio < now() - make_interval(months => $2)
        AND (texto_original <> '' OR titulo <> '' OR texto_ocr IS NOT NULL OR comentario_professor IS NOT NULL OR arquivo_id IS NOT NULL OR transcricao_id IS NOT NULL)
      ORDER BY id LIMIT ${limit} FOR UPDATE`,
    [usuarios, meses],
  );
  const transcriptions = await tx.query<{ id: number; arquivo_id: number }>(
    `SELECT t.id, t.arquivo_id FROM essay.transcricoes t
      WHERE t.id = ANY($1::int[])
         OR (t.usuario_id = ANY($2::int[]) AND t.criada_em < now() - make_interval(months => $3)
             AND NOT EXISTS (SELECT 1 FROM essay.redacoes r WHERE r.transcricao_id = t.id AND r.data_envio >= now() - make_interval(months => $3)))
      ORDER BY t.id LIMIT ${limit * 2}`,
    [essays.rows.map((e) => e.transcricao_id).filter((id): id is number => id !== null), usuarios, meses],
  );
  const fileIds = [...essays.rows.map((e) => e.arquivo_id), ...transcriptions.rows.map((t) => t.arquivo_id)].filter(
    (id): id is number => id !== null,
  );
  return {
    essayIds: essays.rows.map((e) => e.id),
    transcriptionIds: transcriptions.rows.map((t) => t.id),
    fileIds: [...new Set(fileIds)],
    more: essays.rows.length === limit || transcriptions.rows.length === limit * 2,
  };
}

/** What erasing some essays' contents removed (counts per kind), and the ids whose queue jobs are left to remove. */
export type ContentErasure = { apagados: Record<string, number>; correctionIds: number[]; appealIds: number[] };

/**
 * Erases the contents of some essays, idempotently, in the caller's transaction: the essay rows keep their grades, dates,
 * activity and status (what a room's and a school's figures count), with no title, text, OCR text, teacher comment or
 * file; their corrections keep their grades, without the detailed analysis (it quotes the text). Deleted outright: the
 * given transcriptions and files (photos, PDFs), the essays' appeals (and `appealsOf`'s own), share links and
 * writing-process records. One piece
 * for a person's erasure and a school's retention sweep.
 */
export async function eraseEssayContents(
  tx: Db,
  rows: PersonalRows,
  appealsOf: number | null = null,
): Promise<ContentErasure> {
  const { essayIds, transcriptionIds, fileIds } = rows;
  const corrections = await tx.query<{ id: number }>(
    'SELECT id FROM essay.correcoes WHERE redacao_id = ANY($1::int[])',
    [essayIds],
  );
  const appeals = await tx.query<{ id: number }>(
    'DELETE FROM essay.recursos WHERE redacao_id = ANY($1::int[]) OR usuario_id = $2 RETURNING id',
    [essayIds, appealsOf],
  );
  const shares = await tx.query('DELETE FROM essay.compartilhamentos WHERE redacao_id = ANY($1::int[])', [essayIds]);
  // The integrity fingerprints are derived from the text: they go with it.
  await tx.query('DELETE FROM essay.integridade WHERE redacao_id = ANY($1::int[])', [essayIds]);
  // The writing-process record quotes the text (its pastes and versions).
  const processes = await tx.query('DELETE FROM essay.processos_escrita WHERE redacao_id = ANY($1::int[])', [essayIds]);
  // Marks quote the text (issue 51); the teachers' decisions stay as labelled data for the engine, without the passage.
  const marks = await tx.query('DELETE FROM essay.marcacoes WHERE redacao_id = ANY($1::int[])', [essayIds]);
  await tx.query("UPDATE essay.marcacoes_decisoes SET trecho = '' WHERE redacao_id = ANY($1::int[]) AND trecho <> ''", [
    essayIds,
  ]);
  const graded = await tx.query(
    `UPDATE essay.correcoes SET analise_detalhada = NULL, progresso = NULL, erro = NULL
      WHERE redacao_id = ANY($1::int[]) AND (analise_detalhada IS NOT NULL OR progresso IS NOT NULL OR erro IS NOT NULL)`,
    [essayIds],
  );
  const texts = await tx.query(
    `UPDATE essay.redacoes SET titulo = '', texto_original = '', texto_ocr = NULL, comentario_professor = NULL, motivo_revisao = NULL,
            chave_idempotencia = NULL, arquivo_id = NULL, transcricao_id = NULL
      WHERE id = ANY($1::int[]) AND (texto_original <> '' OR titulo <> '' OR texto_ocr IS NOT NULL OR comentario_professor IS NOT NULL OR arquivo_id IS NOT NULL)`,
    [essayIds],
  );
  const transcribed = await tx.query('DELETE FROM essay.transcricoes WHERE id = ANY($1::int[])', [transcriptionIds]);
  const files = await tx.query('DELETE FROM essay.arquivos WHERE id = ANY($1::int[])', [fileIds]);
  return {
    correctionIds: corrections.rows.map((c) => c.id),
    appealIds: appeals.rows.map((a) => a.id),
    apagados: {
      textos_de_redacoes: affected(texts),
      analises_de_correcoes: affected(graded),
      recursos: affected(appeals),
      compartilhamentos: affected(shares),
      processos_de_escrita: affected(processes),
      marcacoes: affected(marks),
      transcricoes: affected(transcribed),
      arquivos: affected(files),
    },
  };
}

/** A student's batch rows (a teacher's roll call) keep their number and status, without name, e-mail or file name. */
export async function anonymizeBatchItemsOf(tx: Db, alunoId: number, erasedName: string): Promise<number> {
  return affected(
    await tx.query(
      `UPDATE essay.lote_itens SET aluno_nome = $2, aluno_email = '', origem = '', titulo = '', erro = NULL, transcricao_id = NULL
        WHERE aluno_id = $1 AND aluno_nome <> $2`,
      [alunoId, erasedName],
    ),
  );
}

/** A teacher's own bank comments go; the school's they wrote stay the school's, unsigned. */
export async function eraseBankCommentsOf(tx: Db, usuarioId: number): Promise<number> {
  await tx.query("UPDATE essay.banco_comentarios SET autor_id = NULL WHERE autor_id = $1 AND escopo = 'escola'", [
    usuarioId,
  ]);
  return affected(
    await tx.query("DELETE FROM essay.banco_comentarios WHERE autor_id = $1 AND escopo = 'pessoal'", [usuarioId]),
  );
}

export async function deleteExportsOf(tx: Db, usuarioId: number): Promise<number> {
  return affected(await tx.query('DELETE FROM essay.exportacoes WHERE usuario_id = $1', [usuarioId]));
}

/** Every row of this schema that is the person's, as stored (one array per table; files without their bytes). */
export async function personalDataOf(tx: Db, usuarioId: number) {
  const mine = await personalRowsOf(tx, usuarioId);
  const q = async (sql: string, params: unknown[]) => (await tx.query<Record<string, unknown>>(sql, params)).rows;
  return {
    redacoes: await q('SELECT * FROM essay.redacoes WHERE id = ANY($1::int[]) ORDER BY id', [mine.essayIds]),
    correcoes: await q('SELECT * FROM essay.correcoes WHERE redacao_id = ANY($1::int[]) ORDER BY id', [mine.essayIds]),
    recursos: await q('SELECT * FROM essay.recursos WHERE redacao_id = ANY($1::int[]) OR usuario_id = $2 ORDER BY id', [
      mine.essayIds,
      usuarioId,
    ]),
    transcricoes: await q('SELECT * FROM essay.transcricoes WHERE id = ANY($1::int[]) ORDER BY id', [
      mine.transcriptionIds,
    ]),
    arquivos: await q(
      'SELECT id, usuario_id, nome, mime, tamanho, criado_em FROM essay.arquivos WHERE id = ANY($1::int[]) ORDER BY id',
      [mine.fileIds],
    ),
    compartilhamentos: await q(
      'SELECT * FROM essay.compartilhamentos WHERE redacao_id = ANY($1::int[]) ORDER BY criado_em, token',
      [mine.essayIds],
    ),
    processos_de_escrita: await q(
      'SELECT * FROM essay.processos_escrita WHERE redacao_id = ANY($1::int[]) ORDER BY redacao_id',
      [mine.essayIds],
    ),
    itens_de_lote: await q('SELECT * FROM essay.lote_itens WHERE aluno_id = $1 ORDER BY id', [usuarioId]),
    rascunhos: await q('SELECT * FROM essay.rascunhos WHERE usuario_id = $1 ORDER BY id', [usuarioId]),
    versoes_de_rascunhos: await q(
      'SELECT v.* FROM essay.rascunho_versoes v JOIN essay.rascunhos r ON r.id = v.rascunho_id WHERE r.usuario_id = $1 ORDER BY v.id',
      [usuarioId],
    ),
    marcacoes: await q('SELECT * FROM essay.marcacoes WHERE redacao_id = ANY($1::int[]) ORDER BY redacao_id, id', [
      mine.essayIds,
    ]),
    // A teacher's own: the comments they saved and the decisions they took on others' essays (without those texts).
    banco_comentarios: await q('SELECT * FROM essay.banco_comentarios WHERE autor_id = $1 ORDER BY id', [usuarioId]),
    decisoes_de_marcacao: await q(
      `SELECT id, redacao_id, marcacao_id, origem, competencia, regra, decisao, sem_regra, criada_em
         FROM essay.marcacoes_decisoes WHERE usuario_id = $1 ORDER BY id`,
      [usuarioId],
    ),
    regras_desligadas_na_escola: await q(
      'SELECT escola_id, regra, desligada_em FROM essay.regras_desligadas WHERE desligada_por = $1 ORDER BY escola_id, regra',
      [usuarioId],
    ),
  };
}

export async function fileContent(db: Db, id: number): Promise<Buffer | undefined> {
  const { rows } = await db.query<{ conteudo: Buffer }>('SELECT conteudo FROM essay.arquivos WHERE id = $1', [id]);
  return rows[0]?.conteudo;
}
