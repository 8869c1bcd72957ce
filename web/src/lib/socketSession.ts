import type { Socket } from 'socket.io-client';
import type { ClientToServerEvents, ServerToClientEvents } from '@argumenta/contracts';

export type AppSocket = Socket<ServerToClientEvents, ClientToServerEvents>;

/**
 * The session's socket, if a page opened one. Kept apart from lib/socket.ts (which imports socket.io-client) so that
 * logging out — from the app shell, on every page — does not put socket.io in the first load: only the pages that
 * follow jobs load it.
 */
export const socketSession: { socket: AppSocket | null; token: string | null } = { socket: null, token: null };

export function closeSocket() {
  socketSession.socket?.disconnect();
  socketSession.socket = null;
  socketSession.token = null;
}
