import type { SubmitFields } from '@/features/essays/api';
import { OUTBOX, deviceAll, deviceDelete, devicePut } from './deviceStore';

/**
 * A submission made with no connection waits here (IndexedDB) with its idempotency key, and is sent when the
 * connection returns; the key makes every retry the same essay on the server (one essay, one credit, one correction).
 * Text submissions only: a PDF or photo is not kept on the device.
 */
export type QueuedSubmission = {
  chave: string;
  fields: SubmitFields & { chave_idempotencia: string };
  /** The draft it came from, removed once the essay is accepted. */
  draftKey: string | null;
  queuedAt: number;
};

const outboxKey = (userId: number, chave: string) => `${userId}:${chave}`;

export async function queueSubmission(
  userId: number,
  fields: SubmitFields,
  draftKey: string | null,
): Promise<QueuedSubmission> {
  const chave = fields.chave_idempotencia ?? crypto.randomUUID();
  const item: QueuedSubmission = {
    chave,
    fields: { ...fields, chave_idempotencia: chave },
    draftKey,
    queuedAt: Date.now(),
  };
  await devicePut(OUTBOX, outboxKey(userId, chave), item);
  return item;
}

export const queuedSubmissions = (userId: number) =>
  deviceAll<QueuedSubmission>(OUTBOX, `${userId}:`).catch(() => [] as QueuedSubmission[]);
export const dequeueSubmission = (userId: number, chave: string) =>
  deviceDelete(OUTBOX, outboxKey(userId, chave)).catch(() => undefined);
