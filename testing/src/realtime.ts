import { io as connect, type Socket } from 'socket.io-client';
import type { ServerToClientEvents } from '@argumenta/contracts';

export type JobEvents = { [K in keyof ServerToClientEvents]: Parameters<ServerToClientEvents[K]>[0][] };

const NAMES = [
  'correction:progress',
  'correction:completed',
  'correction:failed',
  'transcription:progress',
  'transcription:completed',
  'transcription:failed',
] as const satisfies readonly (keyof ServerToClientEvents)[];

/**
 * A socket.io client on a gateway that records every job event the user receives. `until(predicate)`
 * resolves as soon as the recorded events satisfy it (checked on each event; no sleeps).
 */
export function recordJobEvents(
  url: string,
  token: string,
): Promise<{
  socket: Socket;
  events: JobEvents;
  until: (predicate: (e: JobEvents) => boolean, ms?: number) => Promise<void>;
}> {
  const socket = connect(url, { path: '/socket.io', transports: ['websocket'], auth: { token }, reconnection: false });
  const events = Object.fromEntries(NAMES.map((n) => [n, []])) as unknown as JobEvents;
  const waiters = new Set<() => void>();
  for (const name of NAMES) {
    socket.on(name, (e: unknown) => {
      (events[name] as unknown[]).push(e);
      waiters.forEach((w) => w());
    });
  }
  const until = (predicate: (e: JobEvents) => boolean, ms = 60_000) =>
    new Promise<void>((resolve, reject) => {
      const check = () => {
        if (!predicate(events)) return;
        clearTimeout(timer);
        waiters.delete(check);
        resolve();
      };
      const timer = setTimeout(() => {
        waiters.delete(check);
        reject(new Error(`eventos esperados não chegaram em ${ms} ms`));
      }, ms);
      waiters.add(check);
      check();
    });
  return new Promise((resolve, reject) => {
    socket.on('connect', () => resolve({ socket, events, until }));
    socket.on('connect_error', reject);
  });
}

/** What a socket handshake with this token gets: 'conectado', or the refusal's message (the socket is closed after). */
export const handshake = (url: string, token: string) =>
  new Promise<string>((resolve) => {
    const socket = connect(url, {
      path: '/socket.io',
      transports: ['websocket'],
      auth: { token },
      reconnection: false,
    });
    socket.on('connect', () => {
      socket.close();
      resolve('conectado');
    });
    socket.on('connect_error', (err) => {
      socket.close();
      resolve(err.message);
    });
  });
