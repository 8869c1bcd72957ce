/**
 * What watchJob needs of a socket: the app's socket.io client (lib/socket.ts), or a test's. Structural, without
 * imports, so the fault tests drive this very code from Node against real gateways.
 */
export type WatchedSocket = {
  readonly connected: boolean;
  on(event: 'connect' | 'disconnect', fn: () => void): unknown;
  off(event: 'connect' | 'disconnect', fn: () => void): unknown;
};

export type JobUpdate =
  | { kind: 'progress'; percent: number; phase: string; message: string }
  | { kind: 'completed' }
  | { kind: 'failed'; code: string; message: string; retryable: boolean };

export const POLL_MS = 2000;
const SAFETY_POLL_MS = 10_000;

/**
 * Follows a queued job: socket events drive the UI; whenever the socket is down (or never
 * connected) the REST status is polled every 2 s; on reconnect the status is re-read, since
 * events are hints and the database is the truth. Returns a stop function.
 */
export function watchJob<S extends WatchedSocket>(opts: {
  socket: S | null;
  /** Attach filtered listeners; return a detach function. */
  listen: (s: S, emit: (u: JobUpdate) => void) => () => void;
  poll: () => Promise<JobUpdate | null>;
  onUpdate: (u: JobUpdate) => void;
}): () => void {
  let stopped = false;
  let timer: ReturnType<typeof setTimeout> | undefined;
  const s = opts.socket;

  const emit = (u: JobUpdate) => {
    if (stopped) return;
    if (u.kind !== 'progress') stop();
    opts.onUpdate(u);
  };

  const pollOnce = async () => {
    try {
      const u = await opts.poll();
      if (u) emit(u);
    } catch {
      /* transient: the next poll tries again */
    }
  };

  const schedule = () => {
    if (stopped) return;
    const every = s?.connected ? SAFETY_POLL_MS : POLL_MS;
    timer = setTimeout(async () => {
      await pollOnce();
      schedule();
    }, every);
  };

  const onConnect = () => void pollOnce();
  const onDisconnect = () => {
    clearTimeout(timer);
    schedule();
  };
  const detach = s ? opts.listen(s, emit) : () => {};
  s?.on('connect', onConnect);
  s?.on('disconnect', onDisconnect);

  function stop() {
    stopped = true;
    clearTimeout(timer);
    detach();
    s?.off('connect', onConnect);
    s?.off('disconnect', onDisconnect);
  }

  // Catch anything that finished before the listeners were attached.
  void pollOnce();
  schedule();
  return stop;
}
