import { Redis } from 'ioredis';
import { REDIS_STALL_MS, reconnectWhenStalled } from '../src/redis-stall.js';

// The machine's Redis, as in every test (a base package's test does not use the harness: docs/contributing.md).
const REDIS_URL = process.env.REDIS_URL ?? 'redis://127.0.0.1:6379';

// The stall detector against a Redis that answers (the machine's): a process whose own event loop is held past
// REDIS_STALL_MS, as under a burst, must not take its late-read PONG for a stalled Redis and drop the connection
// (the gateway's socket.io adapter with it). The stalled-Redis side is scripts/test/faults/redis-stall.test.ts.

const holdEventLoop = (ms: number) => {
  const until = Date.now() + ms;
  while (Date.now() < until) {
    // busy: nothing else of this process runs meanwhile
  }
};

it('keeps a healthy connection when this process, not Redis, was slow to read the answer', async () => {
  const client = new Redis(REDIS_URL, { maxRetriesPerRequest: 1 });
  await client.ping();
  const warnings: unknown[] = [];
  let closed = false;
  client.on('close', () => (closed = true));
  const ping = client.ping.bind(client);
  let held = false;
  let pingsSent = 0;
  // The first PING the detector sends goes out, then the event loop is held: Redis answers at once, but the answer is
  // read only after the detector's timer has expired.
  client.ping = ((...args: Parameters<typeof ping>) => {
    const answer = ping(...args);
    pingsSent += 1;
    if (!held) {
      held = true;
      // The socket is not read until the hold is over (a local Redis answers before this turn's poll phase could read
      // it, and the PONG would then be in before the hold), and the event loop is held in the check phase of this
      // turn, once the detector's timer is armed: its next turn runs that expired timer before it reads the PONG that
      // arrived meanwhile (as after a long request handler under a burst).
      client.stream.pause();
      setImmediate(() => {
        holdEventLoop(REDIS_STALL_MS + 500);
        setImmediate(() => client.stream.resume());
      });
    }
    return answer;
  }) as typeof client.ping;
  const stop = reconnectWhenStalled(client, { warn: (...a: unknown[]) => warnings.push(a) }, 'teste');
  try {
    // The held check, then past its decision: a later check sends the next PING only once that decision is taken.
    // Waited for, not timed: a loaded machine may starve this process for seconds, and a fixed wait then ended before
    // the next check ran.
    const deadline = Date.now() + 15_000;
    while (pingsSent < 2 && Date.now() < deadline) await new Promise((resolve) => setTimeout(resolve, 50));
    expect(pingsSent).toBeGreaterThan(1);
    expect(warnings).toEqual([]);
    expect(closed).toBe(false);
    expect(client.status).toBe('ready');
  } finally {
    stop();
    client.disconnect();
  }
});
