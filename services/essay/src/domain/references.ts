// Issue 11: a teacher's grades per competency of an essay written for a proposal become one of the proposal's graded
// references (the proposal service keeps them; the correction engine calibrates with them).
import type { TeacherReference } from '@argumenta/contracts';
import type { ProposalsPort } from '@argumenta/essay-domain';

/**
 * Called inside the transaction that stores the teacher's grades: if the proposal service does not take the reference,
 * the grades are not stored either and the teacher retries (the reference is keyed by essay: a retry never duplicates).
 * Without a proposal (or a proposal service) there is nothing to calibrate and it returns false.
 */
export async function recordTeacherReference(
  proposals: ProposalsPort | undefined,
  propostaId: number | null | undefined,
  ref: TeacherReference,
): Promise<boolean> {
  if (!propostaId || !proposals) return false;
  await proposals.addReference(propostaId, ref);
  return true;
}
