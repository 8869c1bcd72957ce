/**
 * Runs `round` every `everyMs` (a background job: account erasure, retention). A round still running when the next is
 * due is not started twice; `round` handles and logs its own failures. The timer does not keep the process alive;
 * `close` stops it and waits for the round under way.
 */
export function startPeriodicJob(everyMs: number, round: () => Promise<unknown>): { close: () => Promise<void> } {
  let running: Promise<unknown> | null = null;
  const timer = setInterval(() => {
    running ??= round().finally(() => (running = null));
  }, everyMs);
  timer.unref();
  return {
    close: async () => {
      clearInterval(timer);
      await running;
    },
  };
}
