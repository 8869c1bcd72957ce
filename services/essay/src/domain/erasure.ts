import { appealJobId, correctionJobId, ERASED_NAME, transcriptionJobId, type ErasureReport } from '@argumenta/contracts';
import { withTransaction, type Pool } from '@argumenta/platform';
import { personalRowsOf } from './personal-data.js';

/** Removes queued jobs by id (their data, progress and results in Redis); returns how many existed. */
export type RemoveJobs = (jobs: { correction: string[]; transcription: string[] }) => Promise<number>;

const count = (r: { rowCount: number | null }) => r.rowCount ?? 0;

/**
 * Erases one person's data in this schema (account deletion, issue 38), idempotently. What a teacher's room, an
 * activity's submissions and a school's panel count stays, stripped of everything personal: the essay rows keep their
 * grades, dates, activity and status, with no title, text, OCR text, teacher comment or file; the corrections keep
 * their grades, without the detailed analysis (it quotes the text). Deleted outright: photos and PDFs (arquivos),
 * transcriptions, appeals, share links, and the Redis jobs of the person's corrections, appeals and transcriptions.
 * A batch row (a teacher's roll call) keeps its number and status, without the student's name, e-mail or file name.
 * A teacher's batch photos count as the student's of that row, not the teacher's.
 */
export async function erasePersonalData(pool: Pool, usuarioId: number, removeJobs?: RemoveJobs): Promise<ErasureReport> {
  const { report, jobs } = await withTransaction(pool, async (db) => {
    const { essayIds, transcriptionIds, fileIds } = await personalRowsOf(db, usuarioId, true);
    const corrections = await db.query<{ id: number }>('SELECT id FROM essay.correcoes WHERE redacao_id = ANY($1::int[])', [essayIds]);
    const appeals = await db.query<{ id: number }>('DELETE FROM essay.recursos WHERE redacao_id = ANY($1::int[]) OR usuario_id = $2 RETURNING id', [essayIds, usuarioId]);
    const shares = await db.query('DELETE FROM essay.compartilhamentos WHERE redacao_id = ANY($1::int[])', [essayIds]);
    const graded = await db.query(
      `UPDATE essay.correcoes SET analise_detalhada = NULL, progresso = NULL, erro = NULL
        WHERE redacao_id = ANY($1::int[]) AND (analise_detalhada IS NOT NULL OR progresso IS NOT NULL OR erro IS NOT NULL)`,
      [essayIds],
    );
    const texts = await db.query(
      `UPDATE essay.redacoes SET titulo = '', texto_original = '', texto_ocr = NULL, comentario_professor = NULL, motivo_revisao = NULL,
              chave_idempotencia = NULL, arquivo_id = NULL, transcricao_id = NULL
        WHERE usuario_id = $1 AND (texto_original <> '' OR titulo <> '' OR texto_ocr IS NOT NULL OR comentario_professor IS NOT NULL OR arquivo_id IS NOT NULL)`,
      [usuarioId],
    );
    const rows = await db.query(
      `UPDATE essay.lote_itens SET aluno_nome = $2, aluno_email = '', origem = '', titulo = '', erro = NULL, transcricao_id = NULL
        WHERE aluno_id = $1 AND aluno_nome <> $2`,
      [usuarioId, ERASED_NAME],
    );
    const transcribed = await db.query('DELETE FROM essay.transcricoes WHERE id = ANY($1::int[])', [transcriptionIds]);
    const files = await db.query('DELETE FROM essay.arquivos WHERE id = ANY($1::int[])', [fileIds]);
    const exports = await db.query('DELETE FROM essay.exportacoes WHERE usuario_id = $1', [usuarioId]);
    return {
      jobs: {
        correction: [...corrections.rows.map((c) => correctionJobId(c.id)), ...appeals.rows.map((a) => appealJobId(a.id))],
        transcription: transcriptionIds.map(transcriptionJobId),
      },
      report: {
        servico: 'essay',
        redacoes: essayIds,
        apagados: {
          textos_de_redacoes: count(texts),
          analises_de_correcoes: count(graded),
          recursos: count(appeals),
          compartilhamentos: count(shares),
          itens_de_lote: count(rows),
          transcricoes: count(transcribed),
          arquivos: count(files),
          exportacoes: count(exports),
        },
      } as ErasureReport,
    };
  });
  // After the commit: a job's worker reloads the row, so a job left behind would only find nothing to do.
  report.apagados.jobs = removeJobs ? await removeJobs(jobs) : 0;
  return report;
}
