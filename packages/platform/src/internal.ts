import { timingSafeEqual } from 'node:crypto';
import http from 'node:http';
import https from 'node:https';
import type { Socket } from 'node:net';
import type { RequestHandler } from 'express';
import { AppError, UNAVAILABLE_MESSAGE } from './errors.js';
import { REQUEST_ID_HEADER } from './http.js';
import { currentRequestId } from './logger.js';

export const SERVICE_TOKEN_HEADER = 'x-service-token';

/** Guards `/internal/*`: only callers holding the shared service token get through. */
export function requireServiceToken(token: string): RequestHandler {
  const expected = Buffer.from(token);
  return (req, _res, next) => {
    const given = Buffer.from(String(req.headers[SERVICE_TOKEN_HEADER] ?? ''));
    if (given.length !== expected.length || !timingSafeEqual(given, expected))
      return next(new AppError('forbidden', 'Acesso interno negado'));
    next();
  };
}

export type InternalClient = {
  get<T>(path: string): Promise<T>;
  /** A Buffer body is sent as raw bytes (application/octet-stream); anything else as JSON. */
  post<T>(path: string, body?: unknown): Promise<T>;
};

/**
 * Longest a kept-alive connection between services (and from the gateway's proxies) stays unused before this side
 * closes it; a stopping service drains for longer (HTTP_DRAIN_MS), so no request is sent on a connection it is closing.
 */
export const IDLE_SOCKET_MS = 1_000;

/**
 * Keeps connections alive but closes one left unused for IDLE_SOCKET_MS. Only an idle socket has that timeout: an
 * Agent's own `timeout` option is set on every socket it creates, from the moment it starts connecting, and a request's
 * 'timeout' event fires from it. Under a burst, opening a connection to a busy service takes longer than 1 s (a full
 * accept queue drops the SYN, retried after 1 s), so the gateway's proxy answered 504 after ~1 s while the service
 * was answering others (scripts/test/faults/burst.test.ts). A request's own time limit is its caller's.
 */
function idleClosingAgent<A extends http.Agent>(Base: new (opts: http.AgentOptions) => A): A {
  const agent = new Base({ keepAlive: true });
  // Typed as returning void and taking a Duplex; Node's own return a boolean and take the net.Socket it made.
  const keepSocketAlive = agent.keepSocketAlive.bind(agent) as (socket: Socket) => boolean;
  const reuseSocket = agent.reuseSocket.bind(agent);
  // The Agent destroys a socket of its free list when that socket times out.
  agent.keepSocketAlive = (socket) => {
    if (!keepSocketAlive(socket as Socket)) return false;
    (socket as Socket).setTimeout(IDLE_SOCKET_MS);
    return true;
  };
  agent.reuseSocket = (socket, req) => {
    (socket as Socket).setTimeout(0);
    reuseSocket(socket, req);
  };
  return agent;
}

/** The keep-alive agent of every call from one service to another (the gateway's proxy included). */
export const keepAliveAgent = () => idleClosingAgent(http.Agent);

const agents = { 'http:': keepAliveAgent(), 'https:': idleClosingAgent(https.Agent) };

/** One request on a kept-alive connection: node:http costs a fraction of fetch's CPU per call (a dashboard makes five). */
function send(
  url: URL,
  method: string,
  headers: Record<string, string>,
  payload: Buffer | undefined,
  timeoutMs: number,
): Promise<{ status: number; text: string }> {
  return new Promise((resolve, reject) => {
    const secure = url.protocol === 'https:';
    const req = (secure ? https : http).request(
      url,
      {
        method,
        headers: payload ? { ...headers, 'content-length': String(payload.length) } : headers,
        agent: agents[secure ? 'https:' : 'http:'],
      },
      (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (c: Buffer) => chunks.push(c));
        res.on('end', () => {
          clearTimeout(timer);
          resolve({ status: res.statusCode ?? 0, text: Buffer.concat(chunks).toString('utf8') });
        });
        res.on('error', reject);
      },
    );
    const timer = setTimeout(() => req.destroy(new Error(`tempo esgotado (${timeoutMs} ms)`)), timeoutMs);
    req.on('error', (err) => {
      clearTimeout(timer);
      reject(err);
    });
    req.end(payload);
  });
}

type Envelope<T> = { success?: boolean; data?: T; error?: { code?: string; message?: string } };
function parseEnvelope<T>(text: string): Envelope<T> | null {
  try {
    return JSON.parse(text) as Envelope<T>;
  } catch {
    return null;
  }
}

/**
 * Service-to-service HTTP client: carries the service token and the current request id, times out,
 * and turns the callee's error envelope back into an AppError with the same code and message.
 */
export function createInternalClient(baseUrl: string, token: string, timeoutMs = 10_000): InternalClient {
  async function call<T>(method: string, path: string, body?: unknown): Promise<T> {
    const headers: Record<string, string> = { [SERVICE_TOKEN_HEADER]: token, accept: 'application/json' };
    const rid = currentRequestId();
    if (rid) headers[REQUEST_ID_HEADER] = rid;
    const raw = Buffer.isBuffer(body);
    if (body !== undefined) headers['content-type'] = raw ? 'application/octet-stream' : 'application/json';
    let res: { status: number; text: string };
    try {
      res = await send(
        new URL(path, baseUrl),
        method,
        headers,
        body === undefined ? undefined : raw ? body : Buffer.from(JSON.stringify(body)),
        timeoutMs,
      );
    } catch (err) {
      throw new AppError('service_unavailable', UNAVAILABLE_MESSAGE, undefined, { cause: err });
    }
    const json = parseEnvelope<T>(res.text);
    const okStatus = res.status >= 200 && res.status < 300;
    if (!okStatus || !json?.success) {
      const code = (json?.error?.code ??
        (res.status >= 500 ? 'service_unavailable' : 'internal')) as ConstructorParameters<typeof AppError>[0];
      throw new AppError(code, json?.error?.message ?? `Falha na chamada interna (${res.status})`, undefined, {
        status: res.status,
      });
    }
    return json.data as T;
  }
  return {
    get: (path) => call('GET', path),
    post: (path, body) => call('POST', path, body ?? {}),
  };
}
