import { gaugeAtScrape } from '@argumenta/platform';

// Each open socket holds memory and a share of every relayed event: the count per pod is what its limit is set from
// (alert ArgumentaSocketsHigh).
let server: { engine: { clientsCount: number } } | undefined;
gaugeAtScrape(
  'gateway_socket_connections',
  'socket.io connections open on this gateway',
  () => server?.engine.clientsCount ?? 0,
);

/** Reports this socket.io server's open connections on /metrics. */
export function countSockets(io: { engine: { clientsCount: number } }): void {
  server = io;
}
