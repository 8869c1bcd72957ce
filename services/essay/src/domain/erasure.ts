import {
  appealJobId,
  correctionJobId,
  ERASED_NAME,
  transcriptionJobId,
  type ErasureReport,
} from '@argumenta/contracts';
import {
  anonymizeBatchItemsOf,
  deleteDraftsOf,
  deleteExportsOf,
  eraseBankCommentsOf,
  eraseEssayContents,
  personalRowsOf,
  type Db,
  type PersonalRows,
} from '@argumenta/essay-domain';
import { withTransaction, type Pool } from '@argumenta/platform';

/** Removes queued jobs by id (their data, progress and results in Redis); returns how many existed. */
export type RemoveJobs = (jobs: { correction: string[]; transcription: string[] }) => Promise<number>;

/** What erasing some essays' contents removed, and the queue jobs left to remove after the commit. */
export type EssayContentErasure = {
  apagados: Record<string, number>;
  jobs: { correction: string[]; transcription: string[] };
};

/**
 * The store's eraseEssayContents (in the caller's transaction), with the queue jobs of what it erased: the corrections'
 * and appeals' jobs and the transcriptions'. One piece for a person's erasure and a school's retention sweep.
 */
export async function eraseEssayContentsAndJobs(
  db: Db,
  rows: PersonalRows,
  appealsOf: number | null = null,
): Promise<EssayContentErasure> {
  const { apagados, correctionIds, appealIds } = await eraseEssayContents(db, rows, appealsOf);
  return {
    apagados,
    jobs: {
      correction: [...correctionIds.map(correctionJobId), ...appealIds.map(appealJobId)],
      transcription: rows.transcriptionIds.map(transcriptionJobId),
    },
  };
}

/**
 * Erases one person's data in this schema (account deletion, issue 38), idempotently: their essays' contents (above),
 * the Redis jobs of their corrections, appeals and transcriptions, and their exports. A batch row (a teacher's roll
 * call) keeps its number and status, without the student's name, e-mail or file name. A teacher's batch photos count
 * as the student's of that row, not the teacher's.
 */
export async function erasePersonalData(
  pool: Pool,
  usuarioId: number,
  removeJobs?: RemoveJobs,
): Promise<ErasureReport> {
  const { report, jobs } = await withTransaction(pool, async (db) => {
    const personal = await personalRowsOf(db, usuarioId, true);
    const { apagados, jobs } = await eraseEssayContentsAndJobs(db, personal, usuarioId);
    const items = await anonymizeBatchItemsOf(db, usuarioId, ERASED_NAME);
    const exports = await deleteExportsOf(db, usuarioId);
    const drafts = await deleteDraftsOf(db, usuarioId);
    const comentarios = await eraseBankCommentsOf(db, usuarioId);
    return {
      jobs,
      report: {
        servico: 'essay',
        redacoes: personal.essayIds,
        apagados: {
          ...apagados,
          itens_de_lote: items,
          exportacoes: exports,
          rascunhos: drafts,
          comentarios_do_banco: comentarios,
        },
      } as ErasureReport,
    };
  });
  // After the commit: a job's worker reloads the row, so a job left behind would only find nothing to do.
  report.apagados.jobs = removeJobs ? await removeJobs(jobs) : 0;
  return report;
}
