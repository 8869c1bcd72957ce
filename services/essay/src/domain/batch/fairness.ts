import { correctionJobId, transcriptionJobId, type CorrectionJob, type TranscriptionJob } from '@argumenta/contracts';
import { lockWaitingItems, setItemPriorities } from '@argumenta/essay-domain';
import { withTransaction, type Logger, type Pool } from '@argumenta/platform';
import type { BatchQueues } from '../../queues.js';

type QueueName = 'correction' | 'transcription';
type Fresh<J> = { job: J; priority: number };
/** Who a batch's work is queued for: its school (null: the default school, where each teacher is on their own). */
export type QueueOwner = { escolaId: number | null; professorId: number };

const jobIdOf = (queue: QueueName, job: CorrectionJob | TranscriptionJob) =>
  queue === 'correction'
    ? correctionJobId((job as CorrectionJob).correcaoId)
    : transcriptionJobId((job as TranscriptionJob).transcricaoId);

/**
 * Puts a batch's new jobs in the queue, fair at two levels: schools interleave, and a school's teachers interleave
 * within the school's share. BullMQ takes the lowest priority first and FIFO within one, so when every school numbers
 * its waiting items start, start+1, … the schools alternate. Here the school's waiting items (the new ones included)
 * are renumbered round-robin across its teachers — each teacher's items keep their order, the teacher whose work came
 * first goes first — from where the school's work stands (or the lowest waiting priority, for a school with nothing
 * waiting). Only items whose number changed are touched, in PostgreSQL (the reconciler's truth) and in Redis. A
 * per-school advisory lock keeps two batches of one school from renumbering at once.
 */
export async function placeBatchWork<J extends CorrectionJob | TranscriptionJob>(
  deps: { pool: Pool; queues: BatchQueues; logger: Logger },
  owner: QueueOwner,
  queue: QueueName,
  fresh: Fresh<J>[],
): Promise<void> {
  if (!fresh.length) return;
  const freshById = new Map(fresh.map((f) => [jobIdOf(queue, f.job), f]));
  await withTransaction(deps.pool, async (c) => {
    const rows = await lockWaitingItems(c, queue, owner, deps.queues.prefix);
    const items = rows.map((r) => {
      const jobId = queue === 'correction' ? correctionJobId(r.alvo) : transcriptionJobId(r.alvo);
      return { ...r, jobId, isNew: freshById.has(jobId) };
    });
    // Work already waiting first (by its number), then the new batch; each teacher's list keeps that order.
    items.sort(
      (a, b) =>
        Number(a.isNew) - Number(b.isNew) || a.prioridade - b.prioridade || a.lote_id - b.lote_id || a.ordem - b.ordem,
    );
    const perTeacher = new Map<number, typeof items>();
    for (const it of items) {
      const list = perTeacher.get(it.professor_id);
      if (list) list.push(it);
      else perTeacher.set(it.professor_id, [it]);
    }
    const old = items.filter((i) => !i.isNew);
    let next = old.length
      ? old.reduce((m, i) => Math.min(m, i.prioridade), Infinity)
      : await deps.queues.lowestWaitingPriority(queue);
    const lists = [...perTeacher.values()];
    const numbered: { it: (typeof items)[number]; priority: number }[] = [];
    for (let round = 0; numbered.length < items.length; round++)
      for (const list of lists) if (round < list.length) numbered.push({ it: list[round]!, priority: next++ });

    const changed = numbered.filter((n) => n.it.isNew || n.it.prioridade !== n.priority);
    await setItemPriorities(
      c,
      changed.map((n) => ({ id: n.it.id, prioridade: n.priority })),
    );
    // Redis under the same lock: the next batch of this school reads numbers that are already in the queue.
    const placed = new Map(numbered.filter((n) => n.it.isNew).map((n) => [n.it.jobId, n.priority]));
    const add = fresh.map((f) => ({ job: f.job, priority: placed.get(jobIdOf(queue, f.job)) ?? f.priority }));
    await (queue === 'correction'
      ? deps.queues.enqueueCorrections(add as Fresh<CorrectionJob>[])
      : deps.queues.enqueueTranscriptions(add as Fresh<TranscriptionJob>[]));
    const moved = changed.filter((n) => !n.it.isNew).map((n) => ({ jobId: n.it.jobId, priority: n.priority }));
    const missing = await deps.queues.reprioritize(queue, moved);
    if (missing) deps.logger.debug({ missing, queue }, 'itens de lote já tinham saído da fila ao serem renumerados');
  });
}
