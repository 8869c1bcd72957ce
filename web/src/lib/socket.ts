import { io } from 'socket.io-client';
import { getToken } from '@/stores/auth';
import { socketSession, type AppSocket } from './socketSession';

/** One socket per session token; events are hints, REST status is the truth. */
export function getSocket(): AppSocket | null {
  const token = getToken();
  if (!token) return null;
  const current = socketSession.socket;
  if (current && socketSession.token === token) {
    if (current.disconnected) current.connect();
    return current;
  }
  current?.disconnect();
  const socket: AppSocket = io(window.location.origin, {
    path: '/socket.io',
    transports: ['websocket'],
    auth: { token },
    reconnectionDelayMax: 5000,
  });
  socketSession.socket = socket;
  socketSession.token = token;
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
