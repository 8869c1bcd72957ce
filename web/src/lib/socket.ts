import { io, type Socket } from 'socket.io-client';
import type { ClientToServerEvents, ServerToClientEvents } from '@argumenta/contracts';
import { getToken } from '@/stores/auth';

export type AppSocket = Socket<ServerToClientEvents, ClientToServerEvents>;

let socket: AppSocket | null = null;
let socketToken: string | null = null;

/** One socket per session token; events are hints, REST status is the truth. */
export function getSocket(): AppSocket | null {
  const token = getToken();
  if (!token) return null;
  if (socket && socketToken === token) {
    if (socket.disconnected) socket.connect();
    return socket;
  }
  socket?.disconnect();
  socketToken = token;
  socket = io(window.location.origin, { path: '/socket.io', transports: ['websocket'], auth: { token }, reconnectionDelayMax: 5000 });
  return socket;
}

/** Resolves when connected, or false after `ms` (the caller then polls). */
export function waitConnected(s: AppSocket, ms = 3000): Promise<boolean> {
  if (s.connected) return Promise.resolve(true);
  return new Promise((resolve) => {
    const done = (v: boolean) => {
      clearTimeout(t);
      s.off('connect', onConnect);
      resolve(v);
    };
    const onConnect = () => done(true);
    const t = setTimeout(() => done(false), ms);
    s.on('connect', onConnect);
  });
}

export function closeSocket() {
  socket?.disconnect();
  socket = null;
  socketToken = null;
}
