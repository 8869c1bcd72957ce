import { insertNewEssays, type NewEssayIds, type NewEssayRow } from '@argumenta/essay-domain';
import { batchPerTick, type Pool } from '@argumenta/platform';

/** A new essay as submitted; the store writes it (insertNewEssays), this module groups the ones arriving together. */
export type NewEssay = NewEssayRow;

/** A statement carries at most this many essays and this much of their files (photos and PDFs of up to 10 MB each). */
const GROUP_MAX_ESSAYS = 200;
const GROUP_MAX_FILE_BYTES = 16 * 1024 * 1024;

/** Consecutive groups within both limits (an essay whose file alone is larger goes alone). */
export function groupsOf(essays: NewEssay[]): NewEssay[][] {
  const groups: NewEssay[][] = [];
  let bytes = 0;
  for (const essay of essays) {
    const size = essay.file?.conteudo.length ?? 0;
    const last = groups[groups.length - 1];
    if (last && last.length < GROUP_MAX_ESSAYS && bytes + size <= GROUP_MAX_FILE_BYTES) {
      last.push(essay);
      bytes += size;
    } else {
      groups.push([essay]);
      bytes = size;
    }
  }
  return groups;
}

type Outcome = { ids: NewEssayIds } | { error: unknown };

const inserters = new WeakMap<Pool, (essay: NewEssay) => Promise<Outcome>>();

/**
 * Stores one new essay; the essays stored in the same tick go in one statement. When that statement fails (one
 * essay's idempotency key taken by a concurrent twin, a connection cut), each essay is tried again on its own, so each
 * caller gets its own answer and none is lost for another's fault.
 */
export async function insertNewEssay(pool: Pool, essay: NewEssay): Promise<NewEssayIds> {
  let insert = inserters.get(pool);
  if (!insert) {
    const insertGroup = async (essays: NewEssay[]): Promise<Outcome[]> => {
      const together = await insertNewEssays(pool, essays).then(
        (ids) => ids.map((one): Outcome => ({ ids: one })),
        (error: unknown) => (essays.length === 1 ? [{ error }] : undefined),
      );
      if (together) return together;
      return Promise.all(
        essays.map((one) =>
          insertNewEssays(pool, [one]).then(
            ([ids]): Outcome => ({ ids: ids! }),
            (error: unknown): Outcome => ({ error }),
          ),
        ),
      );
    };
    insert = batchPerTick<NewEssay, Outcome>(async (essays) =>
      (await Promise.all(groupsOf(essays).map(insertGroup))).flat(),
    );
    inserters.set(pool, insert);
  }
  const outcome = await insert(essay);
  if ('error' in outcome) throw outcome.error;
  return outcome.ids;
}
