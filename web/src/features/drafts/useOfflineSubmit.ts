import { useCallback, useEffect, useRef, useState } from 'react';
import type { SubmitFields } from '@/features/essays/api';
import { DRAFTS, deviceDelete } from './deviceStore';
import { dequeueSubmission, queuedSubmissions, queueSubmission, type QueuedSubmission } from './outbox';

type Submit = (fields: SubmitFields, opts?: { onNetworkError?: () => void }) => Promise<boolean>;

/**
 * Enviar para Correção that survives a lost connection: offline (or when the request never reaches the server) the
 * submission waits on the device with its idempotency key; when the connection returns it is sent — through the same
 * `submit`, so the student sees the usual live progress — and the key makes any retry the same essay, one credit.
 * Each send first holds the page's draft (`hold`: no draft save starts, the one under way ends), and names the draft's
 * key (`rascunho_chave`): the server drops the draft in the write that stores the essay and refuses later saves of it.
 */
export function useOfflineSubmit(opts: {
  userId: number | undefined;
  submit: Submit;
  draftKey: string | null;
  /** Stops the page's draft saves before a send; answers the draft's key and its writing-process record. */
  hold: (tipo: SubmitFields['tipo_envio']) => Promise<Pick<SubmitFields, 'rascunho_chave' | 'processo'>>;
  /** The send was refused (or stays queued no more): the draft saves again. */
  release: () => void;
  /** The essay was accepted: the draft it came from is done. */
  onAccepted: () => Promise<void>;
}) {
  const { userId, submit, draftKey, hold, release, onAccepted } = opts;
  const [queued, setQueued] = useState<QueuedSubmission | null>(null);
  const sending = useRef(false);

  const sendQueued = useCallback(async () => {
    if (userId === undefined || sending.current || !navigator.onLine) return;
    sending.current = true;
    try {
      for (const item of await queuedSubmissions(userId)) {
        setQueued(item);
        await hold(item.fields.tipo_envio);
        let stillOffline = false;
        const accepted = await submit(item.fields, { onNetworkError: () => (stillOffline = true) });
        if (stillOffline) return;
        // Accepted, or refused for good (no credit, deadline): either way it leaves the queue (the page shows why).
        await dequeueSubmission(userId, item.chave);
        if (accepted && item.draftKey) await deviceDelete(DRAFTS, item.draftKey).catch(() => undefined);
        if (accepted) await onAccepted();
        else release();
        setQueued(null);
      }
    } finally {
      sending.current = false;
    }
  }, [userId, submit, hold, release, onAccepted]);

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
      const named = { ...input, ...(await hold(input.tipo_envio)) };
      // Every text submission carries a key, so one that reached the server before the connection dropped is the same
      // essay when the queue sends it again.
      const fields = named.tipo_envio === 'texto' ? { ...named, chave_idempotencia: crypto.randomUUID() } : named;
      // Queued: the draft stays held (the page is read-only) until the queue sends it.
      const queue = async () => setQueued(await queueSubmission(userId, fields, draftKey));
      // Text only: a PDF or photo is not kept on the device.
      const queueable = fields.tipo_envio === 'texto';
      if (!navigator.onLine && queueable) return queue();
      let lost = false;
      const accepted = await submit(fields, queueable ? { onNetworkError: () => (lost = true) } : {});
      if (lost) await queue();
      else if (accepted) await onAccepted();
      else release();
    },
    [userId, submit, draftKey, hold, release, onAccepted],
  );

  return { queued, send };
}
