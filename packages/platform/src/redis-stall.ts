import type { Redis } from 'ioredis';
import type { Logger } from './logger.js';

/**
 * A Redis that does not answer (paused, a failover, a long fork, a network that drops packets) is not a Redis that is
 * gone: the connection stays up and every command waits, with no error, for as long as the stall lasts. So every
 * connection a request waits on carries a command timeout (what its caller then does is said where it is used:
 * docs/runbook.md, "Redis does not answer"), and the connections whose loss changes what the service does (the
 * socket.io adapter's, the producers') are dropped by `reconnectWhenStalled` once a PING goes unanswered: they are
 * then offline, as for a lost Redis, commands fail at once instead of each waiting its timeout, and they come back
 * ready when Redis answers again. Blocking connections (BullMQ workers' and QueueEvents') get neither: they wait by
 * design.
 */

/** The gateway's commands on a request path (limits, the read cache, revoked sessions): then it goes on without Redis. */
export const REDIS_COMMAND_TIMEOUT_MS = 500;
/**
 * A producer's commands (the queue asked before a submission, its job added): longer than the gateway's, because a
 * timeout refuses a submission with a 503 and a burst's event loop can hold an answer for a few hundred milliseconds.
 */
export const PRODUCER_COMMAND_TIMEOUT_MS = 2_000;
/** The Retry-After of a request refused because Redis is gone or not answering (a restart, a failover: seconds). */
export const QUEUE_RETRY_AFTER_SECONDS = 5;

/** How often a watched connection is asked a PING, and how long the answer may take before the connection is dropped. */
export const REDIS_STALL_CHECK_MS = 500;
export const REDIS_STALL_MS = 1_000;

/**
 * Drops and reopens `client` when a PING goes unanswered for REDIS_STALL_MS (checked every REDIS_STALL_CHECK_MS while
 * it is ready). ioredis then reconnects by itself; against a stalled Redis the new connection stays unready (its ready
 * check is not answered) until Redis answers again. Returns the stop function.
 */
export function reconnectWhenStalled(client: Redis, logger: Pick<Logger, 'warn'>, what: string): () => void {
  let asking = false;
  const check = () => {
    if (asking || client.status !== 'ready') return;
    asking = true;
    let answered = false;
    client.ping().then(
      () => (answered = true),
      () => undefined, // a refusal or this client's own command timeout: decided below like silence
    );
    // Decided in the check phase, after the poll phase has read whatever arrived: when this process's own event loop
    // was held past REDIS_STALL_MS (a burst, a long GC), the timer fires first in the loop's next turn while the PONG
    // already waits in the socket — deciding in the timer itself would drop a healthy connection under load.
    setTimeout(
      () =>
        setImmediate(() => {
          asking = false;
          if (answered || client.status !== 'ready') return;
          logger.warn({ redis: what, ms: REDIS_STALL_MS }, 'Redis sem resposta: conexão refeita');
          client.disconnect(true);
        }),
      REDIS_STALL_MS,
    ).unref();
  };
  const timer = setInterval(check, REDIS_STALL_CHECK_MS);
  timer.unref();
  return () => clearInterval(timer);
}
