import { Agent, createServer, request, type RequestListener } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { Logger } from 'pino';

/** Requests a process answers itself before it takes traffic (WARMUP_REQUESTS): three bursts of a class's size. */
export const WARMUP_DEFAULT_REQUESTS = 360;
/** Requests in flight at once: a class submitting together (the bench's burst). */
const CONCURRENCY = 120;
/** A warm-up never holds a start longer than this (Redis away: /readyz waits for its 2 s check). */
const BUDGET_MS = 3_000;

/**
 * Before a process takes traffic it answers itself a few bursts of its own health routes on a private loopback port,
 * through the same app: Node's HTTP server, the Express pipeline (security headers, request id, metrics), and — through
 * /readyz — the database pool and the Redis client. A process that just started runs all of that as V8's interpreter:
 * in the first burst of a lesson each process spent 1.5–2× the CPU per request it spends once warm, and the burst
 * waited on it (docs/architecture.md, "Processes and data"). A replica the autoscaler starts at the start of a lesson meets its
 * first burst with that code compiled. Nothing is written: /healthz answers from memory, /readyz reads `SELECT 1` and
 * the queue's counts. The private port is closed before the real one opens, so probes and launchers see no change.
 */
export async function warmUp(
  app: RequestListener,
  o: { requests: number; paths?: string[]; budgetMs?: number; logger?: Logger },
): Promise<{ answered: number; ms: number }> {
  const started = performance.now();
  const budgetMs = o.budgetMs ?? BUDGET_MS;
  if (o.requests <= 0) return { answered: 0, ms: 0 };
  const paths = o.paths ?? ['/healthz', '/readyz'];
  const server = createServer(app);
  await new Promise<void>((resolve, reject) => server.listen(0, '127.0.0.1', resolve).once('error', reject));
  const { port } = server.address() as AddressInfo;
  const agent = new Agent({ keepAlive: true, maxSockets: CONCURRENCY });
  let answered = 0;
  const ask = (path: string) =>
    new Promise<void>((resolve) => {
      const req = request({ host: '127.0.0.1', port, path, agent }, (res) => {
        res.resume();
        res.on('end', () => {
          answered++;
          resolve();
        });
        res.on('error', () => resolve());
      });
      req.on('error', () => resolve());
      req.end();
    });
  let timer: NodeJS.Timeout | undefined;
  const deadline = new Promise<void>((resolve) => (timer = setTimeout(resolve, budgetMs)));
  const bursts = (async () => {
    for (let sent = 0; sent < o.requests && performance.now() - started < budgetMs; sent += CONCURRENCY) {
      const size = Math.min(CONCURRENCY, o.requests - sent);
      await Promise.all(Array.from({ length: size }, (_, i) => ask(paths[i % paths.length]!)));
    }
  })();
  await Promise.race([bursts, deadline]);
  clearTimeout(timer);
  agent.destroy();
  server.closeAllConnections();
  await new Promise<void>((resolve) => server.close(() => resolve()));
  const ms = Math.round(performance.now() - started);
  o.logger?.info({ answered, ms }, 'aquecido antes de receber tráfego');
  return { answered, ms };
}
