import { appealJobId, correctionJobId, ERASED_NAME, transcriptionJobId, type ErasureReport } from '@argumenta/contracts';
import { withTransaction, type Pool, type PoolClient } from '@argumenta/platform';
import { personalRowsOf, type PersonalRows } from './personal-data.js';

/** Removes queued jobs by id (their data, progress and results in Redis); returns how many existed. */
export type RemoveJobs = (jobs: { correction: string[]; transcription: string[] }) => Promise<number>;

const count = (r: { rowCount: number | null }) => r.rowCount ?? 0;

/** What erasing some essays' contents removed, and the queue jobs left to remove after the commit. */
export type EssayContentErasure = { apagados: Record<string, number>; jobs: { correction: string[]; transcription: string[] } };

/**
 * Erases the contents of some essays, idempotently, in the caller's transaction: the essay rows keep their grades, dates,
 * activity and status (what a room's and a school's figures count), with no title, text, OCR text, teacher comment or
 * file; their corrections keep their grades, without the detailed analysis (it quotes the text). Deleted outright: the
 * given transcriptions and files (photos, PDFs), the essays' appeals (and `appealsOf`'s own) and share links. One piece
 * for a person's erasure and a school's retention sweep (retention.ts).
 */
export async function eraseEssayContents(db: PoolClient, rows: PersonalRows, appealsOf: number | null = null): Promise<EssayContentErasure> {
  const { essayIds, transcriptionIds, fileIds } = rows;
  const corrections = await db.query<{ id: number }>('SELECT id FROM essay.correcoes WHERE redacao_id = ANY($1::int[])', [essayIds]);
  const appeals = await db.query<{ id: number }>('DELETE FROM essay.recursos WHERE redacao_id = ANY($1::int[]) OR usuario_id = $2 RETURNING id', [essayIds, appealsOf]);
  const shares = await db.query('DELETE FROM essay.compartilhamentos WHERE redacao_id = ANY($1::int[])', [essayIds]);
  const graded = await db.query(
    `UPDATE essay.correcoes SET analise_detalhada = NULL, progresso = NULL, erro = NULL
      WHERE redacao_id = ANY($1::int[]) AND (analise_detalhada IS NOT NULL OR progresso IS NOT NULL OR erro IS NOT NULL)`,
    [essayIds],
  );
  const texts = await db.query(
    `UPDATE essay.redacoes SET titulo = '', texto_original = '', texto_ocr = NULL, comentario_professor = NULL, motivo_revisao = NULL,
            chave_idempotencia = NULL, arquivo_id = NULL, transcricao_id = NULL
      WHERE id = ANY($1::int[]) AND (texto_original <> '' OR titulo <> '' OR texto_ocr IS NOT NULL OR comentario_professor IS NOT NULL OR arquivo_id IS NOT NULL)`,
    [essayIds],
  );
  const transcribed = await db.query('DELETE FROM essay.transcricoes WHERE id = ANY($1::int[])', [transcriptionIds]);
  const files = await db.query('DELETE FROM essay.arquivos WHERE id = ANY($1::int[])', [fileIds]);
  return {
    jobs: {
      correction: [...corrections.rows.map((c) => correctionJobId(c.id)), ...appeals.rows.map((a) => appealJobId(a.id))],
      transcription: transcriptionIds.map(transcriptionJobId),
    },
    apagados: {
      textos_de_redacoes: count(texts),
      analises_de_correcoes: count(graded),
      recursos: count(appeals),
      compartilhamentos: count(shares),
      transcricoes: count(transcribed),
      arquivos: count(files),
    },
  };
}

/**
 * Erases one person's data in this schema (account deletion, issue 38), idempotently: their essays' contents (above),
 * the Redis jobs of their corrections, appeals and transcriptions, and their exports. A batch row (a teacher's roll
 * call) keeps its number and status, without the student's name, e-mail or file name. A teacher's batch photos count
 * as the student's of that row, not the teacher's.
 */
export async function erasePersonalData(pool: Pool, usuarioId: number, removeJobs?: RemoveJobs): Promise<ErasureReport> {
  const { report, jobs } = await withTransaction(pool, async (db) => {
    const personal = await personalRowsOf(db, usuarioId, true);
    const { apagados, jobs } = await eraseEssayContents(db, personal, usuarioId);
    const rows = await db.query(
      `UPDATE essay.lote_itens SET aluno_nome = $2, aluno_email = '', origem = '', titulo = '', erro = NULL, transcricao_id = NULL
        WHERE aluno_id = $1 AND aluno_nome <> $2`,
      [usuarioId, ERASED_NAME],
    );
    const exports = await db.query('DELETE FROM essay.exportacoes WHERE usuario_id = $1', [usuarioId]);
    return {
      jobs,
      report: {
        servico: 'essay',
        redacoes: personal.essayIds,
        apagados: { ...apagados, itens_de_lote: count(rows), exportacoes: count(exports) },
      } as ErasureReport,
    };
  });
  // After the commit: a job's worker reloads the row, so a job left behind would only find nothing to do.
  report.apagados.jobs = removeJobs ? await removeJobs(jobs) : 0;
  return report;
}
