// Issue 52: once a correction is committed, the essay is checked against the network and the bank and its fingerprints
// stored, so later essays find it. Off the job's path: the student is told the correction is done without waiting, and
// a failed check only means the first teacher who opens the panel checks it instead.
import type { CorrectionActivity, CorrectionInput } from '@argumenta/contracts';
import type { CorrectionJobRow } from '@argumenta/essay-domain';
import { checkEssay } from '@argumenta/essay-domain/integrity';
import type { Logger, Pool } from '@argumenta/platform';

const running = new Set<Promise<unknown>>();

export function recordIntegrity(
  pool: Pool,
  row: Pick<CorrectionJobRow, 'redacao_id' | 'usuario_id' | 'atividade_id' | 'proposta_tematica_id' | 'texto_original'>,
  input: CorrectionInput,
  activity: CorrectionActivity | null,
  log: Logger,
): void {
  const check = checkEssay(
    pool,
    {
      id: row.redacao_id,
      usuario_id: row.usuario_id,
      atividade_id: row.atividade_id,
      proposta_id: row.proposta_tematica_id ?? activity?.proposta_tematica_id ?? null,
      texto: row.texto_original,
      // What the corrector read: its annulment rule and this check count the same copied words.
      motivadores: input.proposta?.texto_apoio ?? null,
    },
    { record: true },
  )
    .catch((err: unknown) => log.warn({ err }, 'verificação de integridade falhou; será feita ao abrir o painel'))
    .finally(() => running.delete(check));
  running.add(check);
}

/** Waits for the checks under way (shutdown: the pool closes after them). */
export const integrityChecksSettled = () => Promise.allSettled([...running]);
