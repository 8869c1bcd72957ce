import type { Logger } from 'pino';

type Handler = { name: string; phase: number; fn: () => Promise<unknown> | unknown };

/**
 * Ordered graceful shutdown on SIGTERM/SIGINT: phase 0 stops accepting work (HTTP, sockets,
 * workers), phase 1 closes listeners, phase 2 closes pools. Handlers in one phase run together;
 * a hard deadline (shorter than k8s terminationGracePeriodSeconds) forces exit; a second signal exits now.
 */
export function createShutdown(logger: Logger, timeoutMs = 25_000) {
  const handlers: Handler[] = [];
  let stopping: Promise<void> | null = null;

  async function run(reason: string): Promise<void> {
    if (stopping) return stopping;
    logger.info({ reason }, 'encerrando');
    stopping = (async () => {
      const phases = [...new Set(handlers.map((h) => h.phase))].sort((a, b) => a - b);
      for (const phase of phases) {
        const results = await Promise.allSettled(handlers.filter((h) => h.phase === phase).map(async (h) => h.fn()));
        results.forEach((r, i) => {
          if (r.status === 'rejected')
            logger.warn(
              { err: r.reason, handler: handlers.filter((h) => h.phase === phase)[i]?.name },
              'falha ao encerrar',
            );
        });
      }
    })();
    return stopping;
  }

  return {
    register(name: string, phase: number, fn: Handler['fn']) {
      handlers.push({ name, phase, fn });
    },
    /** Installs the signal handlers; call once from main. */
    listen() {
      let signals = 0;
      const onSignal = (sig: NodeJS.Signals) => {
        signals += 1;
        if (signals > 1) {
          logger.warn('segundo sinal: saindo agora');
          process.exit(1);
        }
        const timer = setTimeout(() => {
          logger.error({ timeoutMs }, 'encerramento excedeu o prazo: forçando saída');
          process.exit(1);
        }, timeoutMs);
        timer.unref();
        run(sig).then(
          () => process.exit(0),
          () => process.exit(1),
        );
      };
      process.on('SIGTERM', onSignal);
      process.on('SIGINT', onSignal);
    },
    run,
  };
}
export type Shutdown = ReturnType<typeof createShutdown>;
