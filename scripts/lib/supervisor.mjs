// Keeps one child process alive for `npm start` and the e2e stack: a process that dies on its own (a crash, an OOM
// kill) is started again with exponential backoff, and the console says so; stop() ends it for good.

/**
 * @param {{ name: string, start: () => import('node:child_process').ChildProcess, say: (msg: string) => void,
 *           minDelayMs?: number, maxDelayMs?: number, stableMs?: number, killAfterMs?: number }} opts
 */
export function supervise({
  name,
  start,
  say,
  minDelayMs = 1000,
  maxDelayMs = 30_000,
  stableMs = 60_000,
  killAfterMs = 30_000,
}) {
  let child;
  let startedAt = 0;
  let armed = false;
  let stopping = false;
  let restarts = 0;
  let timer;

  const launch = () => {
    startedAt = Date.now();
    child = start();
    child.once('exit', (code, signal) => {
      if (stopping || !armed) return;
      // A process that stayed up a while starts its backoff again from the shortest delay.
      if (Date.now() - startedAt > stableMs) restarts = 0;
      const delay = Math.min(maxDelayMs, minDelayMs * 2 ** restarts);
      restarts += 1;
      say(
        `${name} terminou (${signal ?? code}); reiniciando em ${(delay / 1000).toFixed(1)} s (tentativa ${restarts})`,
      );
      timer = setTimeout(() => !stopping && launch(), delay);
    });
  };
  launch();

  return {
    get child() {
      return child;
    },
    get restarts() {
      return restarts;
    },
    /** From now on an unexpected exit restarts it (before that, a start-up failure is the caller's to report). */
    arm() {
      armed = true;
    },
    stop() {
      stopping = true;
      clearTimeout(timer);
      return new Promise((resolve) => {
        if (child.exitCode !== null || child.signalCode) return resolve();
        const kill = setTimeout(() => child.kill('SIGKILL'), killAfterMs);
        child.once('exit', () => {
          clearTimeout(kill);
          resolve();
        });
        child.kill('SIGTERM');
      });
    },
  };
}
