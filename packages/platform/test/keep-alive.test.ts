import http from 'node:http';
import type { AddressInfo, Socket } from 'node:net';
import { IDLE_SOCKET_MS, keepAliveAgent } from '../src/internal.js';

/**
 * The agent of every call between services (and the gateway's proxy): connections are kept alive but closed after
 * IDLE_SOCKET_MS unused — and only then. A socket being opened or carrying a request has no timeout of the agent's: an
 * Agent's own `timeout` option ran from the connection's start, and under a burst (opening a connection to a busy
 * service taking over 1 s) the gateway answered 504 after ~1 s (scripts/test/faults/burst.test.ts).
 */
let server: http.Server;
let url: string;
let release: () => void = () => undefined;
let held: Promise<void> = Promise.resolve();
beforeAll(async () => {
  server = http.createServer((_req, res) => void held.then(() => res.end('ok')));
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
  url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/`;
});
afterAll(() => new Promise<void>((r) => server.close(() => r())));

const get = (agent: http.Agent, onSocket: (s: Socket) => void = () => undefined) =>
  new Promise<string>((resolve, reject) => {
    const req = http.get(url, { agent }, (res) => {
      let text = '';
      res.on('data', (c: Buffer) => (text += c.toString()));
      res.on('end', () => resolve(text));
    });
    req.on('socket', onSocket);
    req.on('error', reject);
  });

it('a socket being opened or in use has no timeout; once idle it has IDLE_SOCKET_MS and is then closed', async () => {
  const agent = keepAliveAgent();
  held = new Promise((r) => (release = r));
  const seen: { opening?: number; inUse?: number } = {};
  let socket: Socket | undefined;
  const answer = get(agent, (s) => {
    socket = s;
    seen.opening = s.timeout ?? 0; // never set: none
    s.once('connect', () => setImmediate(() => ((seen.inUse = s.timeout ?? 0), release())));
  });
  expect(await answer).toBe('ok');
  expect(seen).toEqual({ opening: 0, inUse: 0 });
  // Back in the free list: the idle timeout, then closed by this side.
  await new Promise((r) => setImmediate(r));
  expect(socket!.timeout).toBe(IDLE_SOCKET_MS);
  await new Promise((r) => socket!.once('close', r));
  expect(Object.values(agent.freeSockets).flat()).toHaveLength(0);
  agent.destroy();
});

it('a kept socket taken again loses its idle timeout while it carries the request', async () => {
  const agent = keepAliveAgent();
  held = Promise.resolve();
  let first: Socket | undefined;
  await get(agent, (s) => (first = s));
  await new Promise((r) => setImmediate(r));
  held = new Promise((r) => (release = r));
  let reused: { same: boolean; timeout: number } | undefined;
  const second = get(agent, (s) => {
    reused = { same: s === first, timeout: s.timeout ?? 0 };
    release();
  });
  expect(await second).toBe('ok');
  expect(reused).toEqual({ same: true, timeout: 0 });
  agent.destroy();
});
