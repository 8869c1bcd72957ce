import type { BatchProblem, Sheet } from '@argumenta/contracts';
import type { Db } from './db.js';

/**
 * SQL condition: the batch `l` (essay.lotes) belongs to the queue namespace given as parameter $n — accepted by a
 * stack of that QUEUE_PREFIX, or from before batches recorded one. Only that namespace advances and renumbers it.
 */
const ownBatch = (n: number) => `(l.fila IS NULL OR l.fila = $${n})`;

/** essay.lotes as a batch's page reads it. */
export type LoteRow = {
  id: number;
  atividade_id: number;
  professor_id: number;
  formato: 'csv' | 'zip' | 'pdf';
  nome_arquivo: string;
  criado_em: Date;
  erros: BatchProblem[];
};

/** An item of a batch with where its essay, correction and transcription stand. */
export type LoadedItem = {
  id: number;
  ordem: number;
  origem: string;
  aluno_id: number;
  aluno_nome: string;
  aluno_email: string;
  aluno_numero: number;
  etapa: 'transcrevendo' | 'enviada' | 'ja_enviada' | 'falhou' | 'zerada' | 'aguardando_digitacao';
  /** Issue 54: set with etapa zerada. */
  motivo_zero?: 'em_branco' | 'texto_insuficiente' | null;
  titulo: string;
  redacao_id: number | null;
  transcricao_id: number | null;
  tentativa: number;
  prioridade: number;
  erro: string | null;
  redacao_status: string | null;
  correcao_id: number | null;
  correcao_status: string | null;
  correcao_erro: { message?: string } | null;
  nota_geral_enem: number | null;
  analise: unknown;
  c_notas: (number | null)[] | null;
  transcricao_status: string | null;
  /** Issue 49: the photo's sheet, as its transcription read it (null for a typed item). */
  linhas_escritas: number | null;
  evidencia_folha: string | null;
};

/** The batch a teacher already created from this very file for this activity. */
export async function batchByFile(
  db: Db,
  atividadeId: number,
  professorId: number,
  hash: string,
): Promise<number | undefined> {
  const { rows } = await db.query<{ id: number }>(
    'SELECT id FROM essay.lotes WHERE atividade_id = $1 AND professor_id = $2 AND hash_arquivo = $3',
    [atividadeId, professorId, hash],
  );
  return rows[0]?.id;
}

/** Each given student's latest essay for the activity. */
export async function latestEssayIdsOf(
  db: Db,
  atividadeId: number,
  usuarioIds: number[],
): Promise<Map<number, number>> {
  const { rows } = await db.query<{ usuario_id: number; id: number }>(
    `SELECT DISTINCT ON (usuario_id) usuario_id, id FROM essay.redacoes WHERE atividade_id = $1 AND usuario_id = ANY($2::int[]) ORDER BY usuario_id, data_envio DESC, id DESC`,
    [atividadeId, usuarioIds],
  );
  return new Map(rows.map((r) => [r.usuario_id, r.id]));
}

/** How many of a teacher's batch items still wait (for their OCR or their correction). */
export async function waitingItemsOf(db: Db, professorId: number): Promise<number> {
  const { rows } = await db.query<{ n: number }>(
    `SELECT count(*)::int AS n FROM essay.lote_itens i JOIN essay.lotes l ON l.id = i.lote_id LEFT JOIN essay.redacoes r ON r.id = i.redacao_id
      WHERE l.professor_id = $1 AND (i.etapa = 'transcrevendo' OR (i.etapa = 'enviada' AND r.status = 'pendente'))`,
    [professorId],
  );
  return rows[0]?.n ?? 0;
}

/** A new batch; undefined when the same file for the same activity and teacher was stored concurrently. */
/**
 * A batch's id, drawn before its transaction: its items' credit references are named after it, and the credits are
 * reserved before any row is written (no remote call inside a transaction). An id drawn for a batch that is never
 * inserted is a gap in the sequence, nothing more.
 */
export async function drawBatchId(db: Db): Promise<number> {
  const { rows } = await db.query<{ id: string }>(`SELECT nextval(pg_get_serial_sequence('essay.lotes', 'id')) AS id`);
  return Number(rows[0]!.id);
}

/** Inserts the batch with the id drawn by drawBatchId; undefined when the same file of the same teacher is already there. */
export async function insertBatch(
  tx: Db,
  b: {
    id: number;
    atividadeId: number;
    professorId: number;
    formato: string;
    nomeArquivo: string;
    hash: string;
    substituir: boolean;
    propostaId: number | null;
    statusEntrega: string;
    erros: BatchProblem[];
    fila: string;
  },
): Promise<number | undefined> {
  const { rows } = await tx.query<{ id: number }>(
    `INSERT INTO essay.lotes (id, atividade_id, professor_id, formato, nome_arquivo, hash_arquivo, substituir, proposta_tematica_id, status_entrega, erros, fila)
     VALUES ($1,$2,$3,$4,$5,$6,$7,$8,$9,$10,$11) ON CONFLICT (atividade_id, professor_id, hash_arquivo) DO NOTHING RETURNING id`,
    [
      b.id,
      b.atividadeId,
      b.professorId,
      b.formato,
      b.nomeArquivo,
      b.hash,
      b.substituir,
      b.propostaId,
      b.statusEntrega,
      JSON.stringify(b.erros),
      b.fila,
    ],
  );
  return rows[0]?.id;
}

export type BatchEssay = { ordem: number; alunoId: number; titulo: string; texto: string; ref: string; chave: string };

/**
 * Writes the essays (pendente) and their pending corrections of a set of batch items, a few statements whatever the
 * count; a photo's essay (`photo`) starts as what the OCR read. Answers each item's essay and correction by `ordem`.
 */
export async function insertBatchEssays(
  tx: Db,
  lote: { atividade_id: number; proposta_tematica_id: number | null; status_entrega: string | null },
  items: BatchEssay[],
  photo?: { transcricaoId: number; arquivoId: number },
): Promise<Map<number, { redacaoId: number; correcaoId: number }>> {
  if (!items.length) return new Map();
  const essays = await tx.query<{ id: number; chave_idempotencia: string }>(
    `INSERT INTO essay.redacoes (usuario_id, titulo, texto_original, texto_ocr, transcricao_id, tipo_envio, arquivo_id, atividade_id, proposta_tematica_id, status_entrega, chave_idempotencia, status, linhas_escritas)
     SELECT u, t, x, CASE WHEN $4::boolean THEN x END, $5, $6, $7, $8, $9, $10, k, 'pendente',
            (SELECT (tr.resultado->'folha'->>'linhas_escritas')::smallint FROM essay.transcricoes tr WHERE tr.id = $5)
       FROM unnest($1::int[], $2::text[], $3::text[], $11::text[]) AS v(u, t, x, k)
     RETURNING id, chave_idempotencia`,
    [
      items.map((i) => i.alunoId),
      items.map((i) => i.titulo),
      items.map((i) => i.texto),
      Boolean(photo),
      photo?.transcricaoId ?? null,
      photo ? 'imagem' : 'texto',
      photo?.arquivoId ?? null,
      lote.atividade_id,
      lote.proposta_tematica_id,
      lote.status_entrega,
      items.map((i) => i.chave),
    ],
  );
  const essayByKey = new Map(essays.rows.map((r) => [r.chave_idempotencia, r.id]));
  const corrections = await tx.query<{ id: number; redacao_id: number }>(
    `INSERT INTO essay.correcoes (redacao_id, referencia_credito) SELECT r, f FROM unnest($1::int[], $2::text[]) AS v(r, f) RETURNING id, redacao_id`,
    [items.map((i) => essayByKey.get(i.chave)!), items.map((i) => i.ref)],
  );
  await tx.query(
    `UPDATE essay.redacoes r SET correcao_atual_id = v.c FROM unnest($1::int[], $2::int[]) AS v(r, c) WHERE r.id = v.r`,
    [corrections.rows.map((x) => x.redacao_id), corrections.rows.map((x) => x.id)],
  );
  const correctionByEssay = new Map(corrections.rows.map((x) => [x.redacao_id, x.id]));
  return new Map(
    items.map((i) => [
      i.ordem,
      { redacaoId: essayByKey.get(i.chave)!, correcaoId: correctionByEssay.get(essayByKey.get(i.chave)!)! },
    ]),
  );
}

export type NewBatchItem = {
  lote_id: number;
  ordem: number;
  origem: string;
  aluno: { id: number; nome: string; email: string; numero: number };
  etapa: LoadedItem['etapa'];
  titulo: string;
  redacaoId?: number;
  transcricaoId?: number;
  ref?: string;
  prioridade: number;
};

/** The batch's items (one statement), then each photo's transcription pointed at its item. */
export async function insertBatchItems(tx: Db, loteId: number, rows: NewBatchItem[]): Promise<void> {
  await tx.query(
    `INSERT INTO essay.lote_itens (lote_id, ordem, origem, aluno_id, aluno_nome, aluno_email, aluno_numero, etapa, titulo, redacao_id, transcricao_id, referencia_credito, prioridade)
     SELECT * FROM unnest($1::int[], $2::int[], $3::text[], $4::int[], $5::text[], $6::text[], $7::int[], $8::text[], $9::text[], $10::int[], $11::int[], $12::text[], $13::int[])`,
    [
      rows.map((r) => r.lote_id),
      rows.map((r) => r.ordem),
      rows.map((r) => r.origem),
      rows.map((r) => r.aluno.id),
      rows.map((r) => r.aluno.nome),
      rows.map((r) => r.aluno.email),
      rows.map((r) => r.aluno.numero),
      rows.map((r) => r.etapa),
      rows.map((r) => r.titulo),
      rows.map((r) => r.redacaoId ?? null),
      rows.map((r) => r.transcricaoId ?? null),
      rows.map((r) => r.ref ?? null),
      rows.map((r) => r.prioridade),
    ],
  );
  await tx.query(
    `UPDATE essay.transcricoes t SET lote_item_id = i.id FROM essay.lote_itens i WHERE i.lote_id = $1 AND t.id = i.transcricao_id`,
    [loteId],
  );
}

/** The school whose pool paid for the batch (null: the default school). */
export async function setBatchSchool(tx: Db, loteId: number, escolaId: number | null): Promise<void> {
  await tx.query('UPDATE essay.lotes SET escola_id = $2 WHERE id = $1', [loteId, escolaId]);
}

/** The batch row locked for the caller's transaction; answers its school. */
export async function lockBatch(tx: Db, loteId: number): Promise<{ escola_id: number | null } | undefined> {
  const { rows } = await tx.query<{ escola_id: number | null }>(
    'SELECT escola_id FROM essay.lotes WHERE id = $1 FOR UPDATE',
    [loteId],
  );
  return rows[0];
}

/** What a repeated upload answers: the batch's item count, those already sent, and its file's problems. */
export async function batchSummary(
  db: Db,
  loteId: number,
): Promise<{ total: number; ja: number; erros: BatchProblem[] }> {
  const { rows } = await db.query<{ total: number; ja: number; erros: BatchProblem[] }>(
    `SELECT (SELECT count(*)::int FROM essay.lote_itens WHERE lote_id = $1) AS total, (SELECT count(*)::int FROM essay.lote_itens WHERE lote_id = $1 AND etapa = 'ja_enviada') AS ja, erros
       FROM essay.lotes WHERE id = $1`,
    [loteId],
  );
  return rows[0]!;
}

export async function getBatchRow(db: Db, loteId: number): Promise<LoteRow | undefined> {
  const { rows } = await db.query<LoteRow>(
    'SELECT id, atividade_id, professor_id, formato, nome_arquivo, criado_em, erros FROM essay.lotes WHERE id = $1',
    [loteId],
  );
  return rows[0];
}

export async function batchIdsOfActivity(db: Db, atividadeId: number, limit: number): Promise<number[]> {
  const { rows } = await db.query<{ id: number }>(
    'SELECT id FROM essay.lotes WHERE atividade_id = $1 ORDER BY criado_em DESC, id DESC LIMIT $2',
    [atividadeId, limit],
  );
  return rows.map((r) => r.id);
}

export async function loadBatchItems(db: Db, loteId: number): Promise<LoadedItem[]> {
  const { rows } = await db.query<LoadedItem>(
    `SELECT i.*, r.status AS redacao_status, c.id AS correcao_id, c.status AS correcao_status, c.erro AS correcao_erro, COALESCE(r.nota_oficial, c.nota_geral_enem) AS nota_geral_enem,
            ARRAY[${[1, 2, 3, 4, 5].map((i) => `COALESCE(r.notas_oficiais[${i}], c.c${i}_nota)`).join(', ')}] AS c_notas, t.status AS transcricao_status,
            (t.resultado->'folha'->>'linhas_escritas')::int AS linhas_escritas, t.resultado->'folha'->>'evidencia' AS evidencia_folha
       FROM essay.lote_itens i
       LEFT JOIN essay.redacoes r ON r.id = i.redacao_id
       LEFT JOIN essay.correcoes c ON c.id = r.correcao_atual_id
       LEFT JOIN essay.transcricoes t ON t.id = i.transcricao_id
      WHERE i.lote_id = $1 ORDER BY i.ordem`,
    [loteId],
  );
  return rows;
}

/** Corrections and transcriptions finished in the last 5 minutes (the queues' pace). */
export async function recentlyFinished(db: Db): Promise<{ c: number; t: number }> {
  const { rows } = await db.query<{ c: number; t: number }>(
    `SELECT (SELECT count(*)::int FROM essay.correcoes WHERE data_correcao > now() - interval '5 minutes') AS c,
            (SELECT count(*)::int FROM essay.transcricoes WHERE concluida_em > now() - interval '5 minutes') AS t`,
  );
  return rows[0]!;
}

/** A failed text item sent again: its new attempt's credit reference and priority. */
export async function resendItemCorrection(
  tx: Db,
  itemId: number,
  a: { tentativa: number; ref: string; prioridade: number },
): Promise<void> {
  await tx.query(
    `UPDATE essay.lote_itens SET tentativa = $2, referencia_credito = $3, prioridade = $4, erro = NULL WHERE id = $1`,
    [itemId, a.tentativa, a.ref, a.prioridade],
  );
}

/** A failed photo item read again: transcrevendo with its new transcription. */
export async function resendItemTranscription(
  tx: Db,
  itemId: number,
  a: { transcricaoId: number; tentativa: number; ref: string; prioridade: number },
): Promise<void> {
  await tx.query(
    `UPDATE essay.lote_itens SET etapa = 'transcrevendo', transcricao_id = $2, tentativa = $3, referencia_credito = $4, prioridade = $5, erro = NULL WHERE id = $1`,
    [itemId, a.transcricaoId, a.tentativa, a.ref, a.prioridade],
  );
}

export type TranscribedItem = {
  id: number;
  lote_id: number;
  ordem: number;
  tentativa: number;
  aluno_id: number;
  titulo: string;
  referencia_credito: string;
  prioridade: number;
  transcricao_id: number;
  t_status: 'concluida' | 'falhou';
  resultado: { texto?: string; legivel?: boolean; folha?: Sheet } | null;
  t_erro: { message?: string } | null;
  arquivo_id: number;
  atividade_id: number;
  professor_id: number;
  escola_id: number | null;
  proposta_tematica_id: number | null;
  status_entrega: string | null;
};

/** Photo items of this queue namespace whose OCR ended, locked (SKIP LOCKED: several replicas share the work). */
export async function lockTranscribedItems(tx: Db, fila: string, limit: number): Promise<TranscribedItem[]> {
  const { rows } = await tx.query<TranscribedItem>(
    `SELECT i.id, i.lote_id, i.ordem, i.tentativa, i.aluno_id, i.titulo, i.referencia_credito, i.prioridade, i.transcricao_id, t.status AS t_status, t.resultado,
            t.erro AS t_erro, t.arquivo_id, l.atividade_id, l.professor_id, l.escola_id, l.proposta_tematica_id, l.status_entrega
       FROM essay.lote_itens i JOIN essay.transcricoes t ON t.id = i.transcricao_id JOIN essay.lotes l ON l.id = i.lote_id
      WHERE i.etapa = 'transcrevendo' AND t.status IN ('concluida', 'falhou') AND ${ownBatch(2)}
      ORDER BY i.id LIMIT $1 FOR UPDATE OF i SKIP LOCKED`,
    [limit, fila],
  );
  return rows;
}

export async function failBatchItem(tx: Db, itemId: number, erro: string): Promise<void> {
  await tx.query(`UPDATE essay.lote_itens SET etapa = 'falhou', erro = $2 WHERE id = $1`, [itemId, erro]);
}

/**
 * Issue 49: the page was not legible to the OCR: held for the student (or the teacher) to type looking at the photo —
 * no essay, no correction, its credit refunded, and not retried as a failure (the same photo would read the same).
 */
export async function holdBatchItemForTyping(tx: Db, itemId: number): Promise<void> {
  await tx.query(`UPDATE essay.lote_itens SET etapa = 'aguardando_digitacao', erro = NULL WHERE id = $1`, [itemId]);
}

/** Issue 54: the sheet gets the ENEM's 0 (blank or insufficient): no essay, no correction, its credit refunded. */
export async function zeroBatchItem(tx: Db, itemId: number, motivo: 'em_branco' | 'texto_insuficiente'): Promise<void> {
  await tx.query(`UPDATE essay.lote_itens SET etapa = 'zerada', motivo_zero = $2, erro = NULL WHERE id = $1`, [
    itemId,
    motivo,
  ]);
}

/** The item's photo became its essay. */
export async function markItemSent(tx: Db, itemId: number, redacaoId: number): Promise<void> {
  await tx.query(`UPDATE essay.lote_itens SET etapa = 'enviada', redacao_id = $2 WHERE id = $1`, [itemId, redacaoId]);
}

/** A waiting batch item of a queue unit, with the id its job is named after (`alvo`: the correction or the transcription). */
export type WaitingItem = {
  id: number;
  prioridade: number;
  professor_id: number;
  lote_id: number;
  ordem: number;
  alvo: number;
};

/**
 * The batch items still waiting in `queue` of one unit of fairness — a school (`escolaId`), or in the default school one
 * teacher — and this queue namespace, under the unit's advisory lock taken for the caller's transaction.
 */
export async function lockWaitingItems(
  tx: Db,
  queue: 'correction' | 'transcription',
  owner: { escolaId: number | null; professorId: number },
  fila: string,
): Promise<WaitingItem[]> {
  // The default school is no network: each of its teachers is a unit of their own (a negative key).
  const unit = owner.escolaId ?? -owner.professorId;
  await tx.query('SELECT pg_advisory_xact_lock(hashtext($1))', [`fila-lotes:${queue}:${unit}`]);
  const waiting =
    queue === 'correction'
      ? `JOIN essay.redacoes r ON r.id = i.redacao_id WHERE i.etapa = 'enviada' AND r.status = 'pendente'`
      : `JOIN essay.transcricoes t ON t.id = i.transcricao_id WHERE i.etapa = 'transcrevendo' AND t.status = 'pendente'`;
  const { rows } = await tx.query<WaitingItem>(
    `SELECT i.id, i.prioridade, l.professor_id, i.lote_id, i.ordem, ${queue === 'correction' ? 'r.correcao_atual_id' : 'i.transcricao_id'} AS alvo
       FROM essay.lote_itens i JOIN essay.lotes l ON l.id = i.lote_id ${waiting}
        AND ${owner.escolaId === null ? 'l.escola_id IS NULL AND l.professor_id = $1' : 'l.escola_id = $1'} AND ${ownBatch(2)}`,
    [owner.escolaId ?? owner.professorId, fila],
  );
  return rows;
}

export async function setItemPriorities(tx: Db, priorities: { id: number; prioridade: number }[]): Promise<void> {
  await tx.query(
    'UPDATE essay.lote_itens i SET prioridade = v.p FROM unnest($1::int[], $2::int[]) AS v(id, p) WHERE i.id = v.id',
    [priorities.map((p) => p.id), priorities.map((p) => p.prioridade)],
  );
}
