import type { DraftView, WritingProcess } from '@argumenta/contracts';
import type { SubmitFields } from '@/features/essays/api';
import { useCallback, useEffect, useRef, useState } from 'react';
import { ApiError } from '@/lib/api';
import { createDraft, getDraft, saveDraft } from './api';
import { DRAFTS, deviceDelete, deviceGet, devicePut } from './deviceStore';
import { closeProcess, emptyProcess, processForDraft, recordChange } from './writingProcess';

/** On the device almost at once; on the server once the student pauses (a few seconds of work at most are lost). */
export const DEVICE_SAVE_MS = 300;
export const SERVER_SAVE_MS = 1500;
const DEVICE_READ_TIMEOUT_MS = 3000;

/** idle: nothing typed yet; local: on the device, going to the server; saved: on the server; offline: device only. */
export type DraftStatus = 'idle' | 'local' | 'saved' | 'offline';
export const DRAFT_STATUS_TEXT: Record<DraftStatus, string> = {
  idle: '',
  local: 'Salvo neste aparelho',
  saved: 'Salvo',
  offline: 'Sem conexão — salvo neste aparelho',
};

/**
 * The device's copy of a draft. `dirty`: changed since the server last took it. `chave`: the key this device gave the
 * draft — its create is retried under it, and a submission names it, so the server drops the draft in the same write
 * that stores the essay and refuses any save of it after (410).
 */
export type DeviceDraft = {
  serverId: number | null;
  chave: string;
  versao: number;
  titulo: string;
  texto: string;
  proposalId: number | null;
  activityId: number | null;
  dirty: boolean;
  updatedAt: number;
  /** How the text came to be so far (writingProcess.ts): handed in with the essay. */
  processo: WritingProcess;
};

/** Where a draft lives on the device: a server draft by its id, or the page it was begun on (free or an activity). */
export const deviceKey = (userId: number, draftId: number | null, activityId: number | null) =>
  `${userId}:${draftId ? `srv-${draftId}` : `ctx-${activityId ? `a${activityId}` : 'livre'}`}`;

const offline = (e: unknown) => e instanceof ApiError && (e.code === 'network' || e.code === 'timeout');
/** The server already stored this draft as an essay (sent from this or another device or tab). */
const alreadySent = (e: unknown) => e instanceof ApiError && e.status === 410;
const newKey = () => crypto.randomUUID();

/**
 * The text of Nova Redação, saved as it is typed to the device (IndexedDB) and to the server (the essay service's
 * drafts). Opened again — after a reload, on another device (?rascunho=ID) — it resumes the newest copy: the device's
 * unsent changes win over an older server copy. Two tabs or devices on one draft: the later save wins and the server
 * keeps the replaced version in the draft's history (`conflict` tells the page).
 */
export function useDraft(opts: {
  userId: number | undefined;
  draftId: number | null;
  activityId: number | null;
  proposalId: number | null;
  /** Off for a re-correction or a teacher's view: nothing to save. */
  enabled: boolean;
  initialTitle: string;
  initialText: string;
}) {
  const { userId, draftId, activityId, enabled } = opts;
  const key = userId !== undefined ? deviceKey(userId, draftId, activityId) : null;
  const [ready, setReady] = useState(!enabled);
  const [title, setTitleState] = useState(opts.initialTitle);
  const [text, setTextState] = useState(opts.initialText);
  const [status, setStatus] = useState<DraftStatus>('idle');
  const [conflict, setConflict] = useState(false);
  const [restored, setRestored] = useState<{ proposalId: number | null } | null>(null);
  const [serverId, setServerId] = useState<number | null>(draftId);
  const current = useRef<DeviceDraft>({
    serverId: draftId,
    chave: newKey(),
    versao: 0,
    titulo: opts.initialTitle,
    texto: opts.initialText,
    proposalId: opts.proposalId,
    activityId,
    dirty: false,
    updatedAt: 0,
    processo: emptyProcess(),
  });
  const deviceTimer = useRef<ReturnType<typeof setTimeout>>(undefined);
  const serverTimer = useRef<ReturnType<typeof setTimeout>>(undefined);
  const saving = useRef<Promise<void> | null>(null);
  const finished = useRef(false);
  /** A submission of this text is under way or queued: no save starts until it is refused (release) or accepted. */
  const holding = useRef(false);
  /** The next change is a paste or a drop (the editor's onPaste/onDrop). */
  const pasting = useRef(false);

  // Load: the device's copy and, for a server draft, the server's; the newer wins.
  useEffect(() => {
    if (!enabled || !key) return;
    let live = true;
    void (async () => {
      // Both copies at once; a device store that does not answer soon (a busy or broken IndexedDB) is passed over.
      const [local, server] = await Promise.all([
        Promise.race([
          deviceGet<DeviceDraft>(DRAFTS, key).catch(() => undefined),
          new Promise<undefined>((resolve) => setTimeout(resolve, DEVICE_READ_TIMEOUT_MS)),
        ]),
        draftId ? getDraft(draftId).catch(() => undefined) : undefined,
      ]);
      if (!live) return;
      let pick: DeviceDraft | undefined = local;
      if (server && !(local?.dirty && local.updatedAt > Date.parse(server.atualizado_em))) {
        pick = {
          serverId: server.id,
          chave: server.chave,
          versao: server.versao,
          titulo: server.titulo,
          texto: server.texto,
          proposalId: server.proposta_tematica_id,
          activityId: server.atividade_id,
          dirty: false,
          updatedAt: Date.parse(server.atualizado_em),
          // The server's record has no texts along the way: this device's are kept when it has them.
          processo: server.processo
            ? { ...server.processo, versoes: local?.processo?.versoes ?? [] }
            : (local?.processo ?? emptyProcess()),
        };
      } else if (server && pick) pick = { ...pick, serverId: server.id, chave: server.chave };
      // A copy kept before drafts had keys.
      if (pick && !pick.chave) pick = { ...pick, chave: newKey() };
      if (pick && !pick.processo) pick = { ...pick, processo: emptyProcess() };
      if (pick && (pick.texto || pick.titulo || pick.serverId)) {
        current.current = pick;
        setTitleState(pick.titulo);
        setTextState(pick.texto);
        setServerId(pick.serverId);
        setRestored({ proposalId: pick.proposalId });
        setStatus(pick.dirty ? 'local' : 'saved');
        if (pick.dirty) scheduleServer();
      }
      setReady(true);
    })();
    return () => {
      live = false;
    };
  }, [enabled, key, draftId]);

  const toServer = useCallback(async () => {
    const d = current.current;
    if (finished.current || holding.current || !d.dirty || (!d.serverId && !d.texto.trim() && !d.titulo.trim())) return;
    if (!navigator.onLine) {
      setStatus('offline');
      return;
    }
    const sent = { titulo: d.titulo, texto: d.texto };
    try {
      let saved: DraftView;
      if (d.serverId) {
        const r = await saveDraft(d.serverId, {
          ...sent,
          processo: processForDraft(d.processo),
          proposta_tematica_id: d.proposalId,
          versao_base: d.versao,
        });
        saved = r.rascunho;
        if (r.conflito) setConflict(true);
      } else {
        saved = await createDraft({
          ...sent,
          chave: d.chave,
          processo: processForDraft(d.processo),
          atividade_id: d.activityId,
          proposta_tematica_id: d.proposalId,
        });
        setServerId(saved.id);
      }
      if (finished.current) return;
      const now = current.current;
      const unchanged = now.texto === sent.texto && now.titulo === sent.titulo;
      current.current = { ...now, serverId: saved.id, versao: saved.versao, dirty: !unchanged };
      if (key) void devicePut(DRAFTS, key, current.current).catch(() => undefined);
      setStatus(unchanged ? 'saved' : 'local');
      if (!unchanged) scheduleServer();
    } catch (e) {
      if (finished.current) return;
      if (alreadySent(e) && current.current.chave === d.chave) {
        // Another device or tab sent this draft for correction; what was typed here since goes on as a new draft.
        current.current = { ...current.current, serverId: null, chave: newKey(), versao: 0, dirty: true };
        setServerId(null);
        if (key) void devicePut(DRAFTS, key, current.current).catch(() => undefined);
        scheduleServer();
        return;
      }
      setStatus(offline(e) ? 'offline' : 'local');
    }
  }, [key]);

  const flush = useCallback(async () => {
    while (saving.current) await saving.current;
    saving.current = toServer().finally(() => {
      saving.current = null;
    });
    await saving.current;
  }, [toServer]);

  function scheduleServer() {
    clearTimeout(serverTimer.current);
    serverTimer.current = setTimeout(() => void flush(), SERVER_SAVE_MS);
  }

  const change = useCallback(
    (patch: Partial<Pick<DeviceDraft, 'titulo' | 'texto' | 'proposalId'>>) => {
      if (!enabled || !key || finished.current) return;
      const now = Date.now();
      const before = current.current;
      const processo =
        patch.texto !== undefined
          ? recordChange(before.processo, { before: before.texto, after: patch.texto, now, pasted: pasting.current })
          : before.processo;
      pasting.current = false;
      current.current = { ...before, ...patch, processo, dirty: true, updatedAt: now };
      clearTimeout(deviceTimer.current);
      deviceTimer.current = setTimeout(() => {
        void devicePut(DRAFTS, key, current.current)
          .catch(() => undefined)
          .then(() => setStatus(navigator.onLine ? 'local' : 'offline'));
      }, DEVICE_SAVE_MS);
      scheduleServer();
    },
    [enabled, key],
  );

  // Back online: what waited on the device goes to the server.
  useEffect(() => {
    const online = () => {
      if (current.current.dirty) void flush();
    };
    window.addEventListener('online', online);
    return () => window.removeEventListener('online', online);
  }, [flush]);
  useEffect(
    () => () => {
      clearTimeout(deviceTimer.current);
      clearTimeout(serverTimer.current);
    },
    [],
  );

  const setText = useCallback(
    (v: string) => {
      setTextState(v);
      change({ texto: v });
    },
    [change],
  );
  const setTitle = useCallback(
    (v: string) => {
      setTitleState(v);
      change({ titulo: v });
    },
    [change],
  );
  const setProposal = useCallback((v: number | null) => change({ proposalId: v }), [change]);
  /**
   * Before the text is sent for correction: no server save starts, and the one under way ends first — so the
   * submission, which drops the server's draft, is the last word on it. Answers the draft's key, which the submission
   * names.
   */
  const hold = useCallback(
    async (tipo: SubmitFields['tipo_envio']): Promise<Pick<SubmitFields, 'rascunho_chave' | 'processo'>> => {
      if (!enabled) return {};
      holding.current = true;
      clearTimeout(serverTimer.current);
      while (saving.current) await saving.current;
      const d = current.current;
      // The record describes the typed text: a PDF or a photo sent from this page carries none.
      const processo = tipo === 'texto' ? JSON.stringify(closeProcess(d.processo, d.texto, Date.now())) : undefined;
      return { rascunho_chave: d.chave, ...(processo ? { processo } : {}) };
    },
    [enabled],
  );
  /** The editor's onPaste/onDrop: the change that follows is pasted text. */
  const markPaste = useCallback(() => {
    pasting.current = true;
  }, []);
  /** The submission was refused (or never left): saving goes on. */
  const release = useCallback(() => {
    holding.current = false;
    if (current.current.dirty && !finished.current) scheduleServer();
  }, []);
  /** Sent for correction: the draft has become an essay (the server dropped its copy with the same write); it leaves the device. */
  const finish = useCallback(async () => {
    finished.current = true;
    clearTimeout(deviceTimer.current);
    clearTimeout(serverTimer.current);
    while (saving.current) await saving.current;
    if (key) await deviceDelete(DRAFTS, key).catch(() => undefined);
  }, [key]);
  /** A version from the history replaces the text (and is saved like any change). */
  const restore = useCallback(
    (v: { titulo: string; texto: string }) => {
      setTitleState(v.titulo);
      setTextState(v.texto);
      change({ titulo: v.titulo, texto: v.texto });
    },
    [change],
  );

  return {
    ready,
    title,
    text,
    setTitle,
    setText,
    setProposal,
    status,
    conflict,
    serverId,
    restored,
    hold,
    release,
    markPaste,
    finish,
    restore,
  };
}
