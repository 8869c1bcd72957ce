import { useCallback, useEffect, useRef, useState } from 'react';
import type { SubmitFields } from '@/features/essays/api';
import { DRAFTS, deviceDelete } from './deviceStore';
import { dequeueSubmission, queuedSubmissions, queueSubmission, type QueuedSubmission } from './outbox';

type Submit = (fields: SubmitFields, opts?: { onNetworkError?: () => void }) => Promise<boolean>;

/**
 * Enviar para Correção that survives a lost connection: offline (or when the request never reaches the server) the
 * submission waits on the device with its idempotency key; when the connection returns it is sent — through the same
 * `submit`, so the student sees the usual live progress — and the key makes any retry the same essay, one credit.
 */
export function useOfflineSubmit(opts: {
  userId: number | undefined;
  submit: Submit;
  draftKey: string | null;
  /** The essay was accepted: the draft it came from is done. */
  onAccepted: () => Promise<void>;
}) {
  const { userId, submit, draftKey, onAccepted } = opts;
  const [queued, setQueued] = useState<QueuedSubmission | null>(null);
  const sending = useRef(false);

  const sendQueued = useCallback(async () => {
    if (userId === undefined || sending.current || !navigator.onLine) return;
    sending.current = true;
    try {
      for (const item of await queuedSubmissions(userId)) {
        setQueued(item);
        let stillOffline = false;
        const accepted = await submit(item.fields, { onNetworkError: () => (stillOffline = true) });
        if (stillOffline) return;
        // Accepted, or refused for good (no credit, deadline): either way it leaves the queue (the page shows why).
        await dequeueSubmission(userId, item.chave);
        if (accepted && item.draftKey) await deviceDelete(DRAFTS, item.draftKey).catch(() => undefined);
        if (accepted) await onAccepted();
        setQueued(null);
      }
    } finally {
      sending.current = false;
    }
  }, [userId, submit, onAccepted]);

  // What waited from an earlier visit is sent now, and anything queued when the connection returns.
  useEffect(() => {
    void sendQueued();
    const online = () => void sendQueued();
    window.addEventListener('online', online);
    return () => window.removeEventListener('online', online);
  }, [sendQueued]);

  const send = useCallback(
    async (input: SubmitFields) => {
      if (userId === undefined) return;
      // Every text submission carries a key, so one that reached the server before the connection dropped is the same
      // essay when the queue sends it again.
      const fields = input.tipo_envio === 'texto' ? { ...input, chave_idempotencia: crypto.randomUUID() } : input;
      const queue = async () => setQueued(await queueSubmission(userId, fields, draftKey));
      // Text only: a PDF or photo is not kept on the device.
      const queueable = fields.tipo_envio === 'texto';
      if (!navigator.onLine && queueable) return queue();
      let lost = false;
      const accepted = await submit(fields, queueable ? { onNetworkError: () => (lost = true) } : {});
      if (lost) await queue();
      else if (accepted) await onAccepted();
    },
    [userId, submit, draftKey, onAccepted],
  );

  return { queued, send };
}
