// Issue 11: a teacher's grades per competency of an essay written for a proposal become one of the proposal's graded
// references (the proposal service keeps them; the correction engine calibrates with them).
import type { TeacherReference } from '@argumenta/contracts';
import type { ProposalsPort } from '@argumenta/essay-domain';
import type { Logger } from '@argumenta/platform';

/**
 * Called after the transaction that decided the teacher's grade (a remote call never runs inside one): the grade stays
 * decided even when the proposal service does not take the reference; the teacher saving the review again sends it
 * again (the reference is keyed by essay: a retry never duplicates). False when nothing was recorded: no proposal (or
 * proposal service), or the service refused.
 */
export async function recordTeacherReference(
  proposals: ProposalsPort | undefined,
  propostaId: number | null | undefined,
  ref: TeacherReference,
  logger?: Logger,
): Promise<boolean> {
  if (!propostaId || !proposals) return false;
  try {
    await proposals.addReference(propostaId, ref);
    return true;
  } catch (err) {
    logger?.warn({ err, redacaoId: ref.redacao_id }, 'referência do professor não enviada ao serviço de propostas');
    return false;
  }
}
