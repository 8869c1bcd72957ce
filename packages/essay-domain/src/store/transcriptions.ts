import type { JobFailure } from '@argumenta/contracts';
import { affected, type Db } from './db.js';
import { inFlight, type JobStatus } from './status.js';

/** essay.transcricoes as the API answers it. */
export type TranscriptionRow = {
  id: number;
  usuario_id: number;
  status: JobStatus;
  referencia_credito: string;
  resultado: Record<string, unknown> | null;
  erro: JobFailure | null;
  progresso: unknown;
  criada_em: Date;
  concluida_em: Date | null;
};

/** What an OCR job reads. lote_item_id: a batch photo, whose one credit is settled by the correction that follows. */
export type TranscriptionJobRow = {
  status: JobStatus;
  referencia_credito: string;
  usuario_id: number;
  erro: JobFailure | null;
  conteudo: Buffer;
  lote_item_id: number | null;
  /** false when a finished reading was judged unreadable (issue 49): its credit is refunded, not confirmed. */
  legivel: boolean | null;
};

/** A photo: the uploaded file as stored (essay.arquivos). */
export type NewFile = { usuarioId: number; nome: string; mime: string; conteudo: Buffer };

/** Stores a photo and its pending transcription under the credit reference `ref`; returns the transcription's id. */
export async function insertPhotoTranscription(tx: Db, file: NewFile, ref: string): Promise<number> {
  const a = await tx.query<{ id: number }>(
    'INSERT INTO essay.arquivos (usuario_id, nome, mime, tamanho, conteudo) VALUES ($1,$2,$3,$4,$5) RETURNING id',
    [file.usuarioId, file.nome, file.mime, file.conteudo.length, file.conteudo],
  );
  const t = await tx.query<{ id: number }>(
    'INSERT INTO essay.transcricoes (usuario_id, arquivo_id, referencia_credito) VALUES ($1, $2, $3) RETURNING id',
    [file.usuarioId, a.rows[0]!.id, ref],
  );
  return t.rows[0]!.id;
}

/** A batch photo read again: a new transcription of the same file, for the item `loteItemId`, under `ref`. */
export async function retranscribe(tx: Db, transcricaoId: number, ref: string, loteItemId: number): Promise<number> {
  const t = await tx.query<{ id: number }>(
    `INSERT INTO essay.transcricoes (usuario_id, arquivo_id, referencia_credito, lote_item_id) SELECT usuario_id, arquivo_id, $2, $3 FROM essay.transcricoes WHERE id = $1 RETURNING id`,
    [transcricaoId, ref, loteItemId],
  );
  return t.rows[0]!.id;
}

export async function getTranscription(db: Db, id: number): Promise<TranscriptionRow | undefined> {
  const { rows } = await db.query<TranscriptionRow>(
    'SELECT id, usuario_id, status, referencia_credito, resultado, erro, progresso, criada_em, concluida_em FROM essay.transcricoes WHERE id = $1',
    [id],
  );
  return rows[0];
}

export async function loadTranscriptionJob(db: Db, transcricaoId: number): Promise<TranscriptionJobRow | undefined> {
  const { rows } = await db.query<TranscriptionJobRow>(
    `SELECT t.status, t.referencia_credito, t.usuario_id, t.erro, t.lote_item_id, a.conteudo,
            (t.resultado->>'legivel')::boolean AS legivel
       FROM essay.transcricoes t JOIN essay.arquivos a ON a.id = t.arquivo_id WHERE t.id = $1`,
    [transcricaoId],
  );
  return rows[0];
}

/** An attempt begins. Each write below answers whether it wrote: false when another copy of the job had finished the row. */
export async function startTranscriptionAttempt(db: Db, transcricaoId: number): Promise<boolean> {
  const started = await db.query(
    `UPDATE essay.transcricoes SET status = 'processando', tentativas = tentativas + 1, erro = NULL WHERE id = $1 AND ${inFlight()}`,
    [transcricaoId],
  );
  return affected(started) > 0;
}

export async function completeTranscription(
  db: Db,
  transcricaoId: number,
  resultado: unknown,
  progress: unknown,
): Promise<boolean> {
  const stored = await db.query(
    `UPDATE essay.transcricoes SET status = 'concluida', resultado = $2, progresso = $3, erro = NULL, concluida_em = now() WHERE id = $1 AND ${inFlight()}`,
    [transcricaoId, resultado, progress],
  );
  return affected(stored) > 0;
}

/** Failed for good: the caller refunds the credit when this call failed it (true). */
export async function failTranscription(db: Db, transcricaoId: number, failure: JobFailure): Promise<boolean> {
  const failed = await db.query(
    `UPDATE essay.transcricoes SET status = 'falhou', erro = $2 WHERE id = $1 AND ${inFlight()}`,
    [transcricaoId, failure],
  );
  return affected(failed) > 0;
}

/** An attempt failed and another follows: pending with the reason. */
export async function retryTranscriptionLater(db: Db, transcricaoId: number, failure: JobFailure): Promise<void> {
  await db.query(`UPDATE essay.transcricoes SET status = 'pendente', erro = $2 WHERE id = $1 AND ${inFlight()}`, [
    transcricaoId,
    failure,
  ]);
}

/** A transcription's original photo and its owner. */
export async function transcriptionPhoto(
  db: Db,
  id: number,
): Promise<{ usuario_id: number; mime: string; conteudo: Buffer } | undefined> {
  const { rows } = await db.query<{ usuario_id: number; mime: string; conteudo: Buffer }>(
    'SELECT t.usuario_id, a.mime, a.conteudo FROM essay.transcricoes t JOIN essay.arquivos a ON a.id = t.arquivo_id WHERE t.id = $1',
    [id],
  );
  return rows[0];
}

export type StuckTranscription = {
  id: number;
  usuario_id: number;
  lote_id: number | null;
  professor_id: number | null;
  prioridade: number | null;
};

/** Transcriptions still pendente/processando after `olderThanSeconds` (at most 200): the reconciler checks their jobs. */
export async function stuckTranscriptions(db: Db, olderThanSeconds: number): Promise<StuckTranscription[]> {
  const { rows } = await db.query<StuckTranscription>(
    `SELECT t.id, t.usuario_id, l.id AS lote_id, l.professor_id, i.prioridade FROM essay.transcricoes t
       LEFT JOIN essay.lote_itens i ON i.id = t.lote_item_id LEFT JOIN essay.lotes l ON l.id = i.lote_id
      WHERE ${inFlight('t.status')} AND t.criada_em < now() - make_interval(secs => $1) LIMIT 200`,
    [olderThanSeconds],
  );
  return rows;
}
