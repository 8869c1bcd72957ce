// socket.io for k6, over k6's raw websockets (k6/ws). The gateway's socket.io (v4, websocket transport) speaks
// engine.io v4 packets as text frames: "0{…}" open → the client answers "40{auth}" (connect to namespace "/" with the
// token) → "40{…}" connected, or "44{message}" refused; "2" ping → "3" pong; "42[name, payload]" an event.
import ws from 'k6/ws';
import { BASE_URL } from './lib.js';

const WS_URL = `${BASE_URL.replace(/^http/, 'ws')}/socket.io/?EIO=4&transport=websocket`;

/**
 * Opens a socket as the web app does (auth.token in the connect packet) and blocks until it is closed.
 * `onConnect(io)` runs once the namespace accepted the token (HTTP calls may be made there: k6 runs them in this VU);
 * `onEvent(name, payload, io)` for every event; `io.close()` ends it; `timeoutMs` closes it in any case.
 * Returns { connected, refused, timedOut, status } (status: the HTTP status of the websocket upgrade).
 */
export function openSocket(token, handlers) {
  const result = { connected: false, refused: null, timedOut: false, status: 0 };
  const res = ws.connect(WS_URL, { tags: { name: 'WS /socket.io' } }, (socket) => {
    const io = { close: () => socket.close() };
    socket.on('message', (frame) => {
      if (frame === '2') return socket.send('3');
      if (frame[0] === '0') return socket.send(`40${JSON.stringify({ token })}`);
      if (frame.indexOf('40') === 0) {
        result.connected = true;
        if (handlers.onConnect) handlers.onConnect(io);
        return undefined;
      }
      if (frame.indexOf('44') === 0) {
        result.refused = JSON.parse(frame.slice(2)).message;
        return socket.close();
      }
      if (frame.indexOf('42') === 0 && handlers.onEvent) {
        const packet = JSON.parse(frame.slice(2));
        handlers.onEvent(packet[0], packet[1], io);
      }
      return undefined;
    });
    socket.setTimeout(() => {
      result.timedOut = true;
      socket.close();
    }, handlers.timeoutMs);
  });
  result.status = res ? res.status : 0;
  return result;
}
