import { request, type IncomingMessage, type ServerResponse } from 'node:http';
import { commonEnv, loadConfig } from '../src/config.js';
import { warmUp } from '../src/warm-up.js';
import { z } from 'zod';

/** An app that counts what it answers, the most requests it held at once, and the port they came on. */
function countingApp(hang = false) {
  const seen = { byPath: new Map<string, number>(), inFlight: 0, most: 0, port: 0 };
  const app = (req: IncomingMessage, res: ServerResponse) => {
    seen.byPath.set(req.url!, (seen.byPath.get(req.url!) ?? 0) + 1);
    seen.port = req.socket.localPort!;
    seen.inFlight++;
    seen.most = Math.max(seen.most, seen.inFlight);
    if (hang) return;
    // Answered on the next turn, so requests sent together are in flight together, as a burst's are.
    setImmediate(() => {
      seen.inFlight--;
      res.end('ok');
    });
  };
  return { app, seen };
}

const refused = (port: number) =>
  new Promise<boolean>((resolve) => {
    const req = request({ host: '127.0.0.1', port, path: '/healthz' }, (res) => {
      res.resume();
      resolve(false);
    });
    req.on('error', (err: NodeJS.ErrnoException) => resolve(err.code === 'ECONNREFUSED'));
    req.end();
  });

describe('warmUp', () => {
  it("answers the requests through the app's own health routes in bursts, then closes its private port", async () => {
    const { app, seen } = countingApp();
    const result = await warmUp(app, { requests: 300 });
    expect(result.answered).toBe(300);
    expect(seen.byPath).toEqual(
      new Map([
        ['/healthz', 150],
        ['/readyz', 150],
      ]),
    );
    // A burst of a class's size at once, not one after another.
    expect(seen.most).toBe(120);
    expect(await refused(seen.port)).toBe(true);
  });

  it('does nothing when turned off (WARMUP_REQUESTS=0)', async () => {
    const { app, seen } = countingApp();
    expect(await warmUp(app, { requests: 0 })).toEqual({ answered: 0, ms: 0 });
    expect(seen.byPath.size).toBe(0);
  });

  it('never holds a start longer than its budget when a route does not answer', async () => {
    const { app, seen } = countingApp(true);
    const started = performance.now();
    const result = await warmUp(app, { requests: 360, budgetMs: 300 });
    expect(result.answered).toBe(0);
    expect(performance.now() - started).toBeLessThan(2_000);
    // Nothing after the first burst: the start did not wait for it to answer. (How much of that burst reached the app
    // within the 300 ms depends on the machine's load: all of it on a quiet one, none on a busy CI run.)
    expect([...seen.byPath.values()].reduce((a, b) => a + b, 0)).toBeLessThanOrEqual(120);
    expect(await refused(seen.port)).toBe(true);
  });

  it('is configured by WARMUP_REQUESTS, 360 unless set', () => {
    const schema = z.object({ WARMUP_REQUESTS: commonEnv.WARMUP_REQUESTS });
    expect(loadConfig(schema, {}).WARMUP_REQUESTS).toBe(360);
    expect(loadConfig(schema, { WARMUP_REQUESTS: '0' }).WARMUP_REQUESTS).toBe(0);
    expect(() => loadConfig(schema, { WARMUP_REQUESTS: 'muitas' })).toThrow(/WARMUP_REQUESTS/);
  });
});
