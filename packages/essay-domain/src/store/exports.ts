import type { ExportStatus } from '@argumenta/contracts';
import type { Db } from './db.js';

/** essay.exportacoes without the file. */
export type ExportRow = {
  id: number;
  usuario_id: number;
  solicitante_id: number;
  status: ExportStatus['status'];
  progresso: ExportStatus['progresso'];
  criada_em: Date;
  concluida_em: Date | null;
  expira_em: Date;
  tamanho: number | null;
};

const EXPORT_COLUMNS = 'id, usuario_id, solicitante_id, status, progresso, criada_em, concluida_em, expira_em, tamanho';

export async function insertExport(db: Db, usuarioId: number, solicitanteId: number): Promise<ExportRow> {
  const { rows } = await db.query<ExportRow>(
    `INSERT INTO essay.exportacoes (usuario_id, solicitante_id) VALUES ($1, $2) RETURNING ${EXPORT_COLUMNS}`,
    [usuarioId, solicitanteId],
  );
  return rows[0]!;
}

/** The requester's own export, while it has not expired. */
export async function ownExport(db: Db, id: number, solicitanteId: number): Promise<ExportRow | undefined> {
  const { rows } = await db.query<ExportRow>(
    `SELECT ${EXPORT_COLUMNS} FROM essay.exportacoes WHERE id = $1 AND solicitante_id = $2 AND expira_em > now()`,
    [id, solicitanteId],
  );
  return rows[0];
}

export async function exportArchive(db: Db, id: number): Promise<Buffer | undefined> {
  const { rows } = await db.query<{ arquivo: Buffer }>('SELECT arquivo FROM essay.exportacoes WHERE id = $1', [id]);
  return rows[0]?.arquivo;
}

/** Processando, unless it is already done (a retried job finds nothing to do: undefined). */
export async function startExport(db: Db, id: number): Promise<ExportRow | undefined> {
  const { rows } = await db.query<ExportRow>(
    `UPDATE essay.exportacoes SET status = 'processando' WHERE id = $1 AND status <> 'concluida' RETURNING ${EXPORT_COLUMNS}`,
    [id],
  );
  return rows[0];
}

export async function recordExportProgress(
  db: Db,
  id: number,
  progress: { percent: number; message: string },
): Promise<void> {
  await db.query('UPDATE essay.exportacoes SET progresso = $2 WHERE id = $1', [id, progress]);
}

export async function completeExport(db: Db, id: number, zip: Buffer): Promise<void> {
  await db.query(
    `UPDATE essay.exportacoes SET status = 'concluida', arquivo = $2, tamanho = $3, concluida_em = now(), progresso = '{"percent":100,"message":"Pronto"}' WHERE id = $1`,
    [id, zip, zip.length],
  );
}

export async function failExport(db: Db, id: number, erro: string): Promise<void> {
  await db.query("UPDATE essay.exportacoes SET status = 'falhou', erro = $2 WHERE id = $1", [id, erro]);
}
