#!/usr/bin/env node
// Prints the live job events of one user: `node scripts/watch-events.mjs <token> [url]`.
// Handy to watch a curl submission's progress (the same events the web app shows).
import { io } from 'socket.io-client';

const [token, url = 'http://localhost:8080'] = process.argv.slice(2);
if (!token) {
  console.error('uso: node scripts/watch-events.mjs <token> [url]');
  process.exit(2);
}
const socket = io(url, { path: '/socket.io', transports: ['websocket'], auth: { token } });
socket.on('connect', () => console.log(`conectado (${socket.id}); aguardando eventos... Ctrl-C para sair`));
socket.on('connect_error', (err) => {
  console.error(`falha na conexão: ${err.message}`);
  process.exit(1);
});
socket.onAny((event, payload) => console.log(new Date().toISOString().slice(11, 23), event, JSON.stringify(payload)));
