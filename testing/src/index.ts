/**
 * Test helpers shared by every workspace: real PostgreSQL (the per-run database made by the jest
 * global setup), real Redis, real HTTP servers on port 0. Nothing here fakes our own services.
 */
import type { Server } from 'node:http';
import { randomUUID } from 'node:crypto';
import {
  createInternalClient,
  createLogger,
  createPool,
  generateRsaKeyPair,
  listen,
  signToken,
  type InternalClient,
  type Peer,
  type Peers,
  type Pool,
  type ServiceContext,
} from '@argumenta/platform';
import type { AuthUser } from '@argumenta/contracts';

export const logger = createLogger('test', process.env.TEST_LOG_LEVEL ?? 'silent');
export const SERVICE_TOKEN = 'test-internal-service-token';
export const REDIS_URL = process.env.REDIS_URL ?? 'redis://127.0.0.1:6379';

/** An address where nothing listens: a "stopped service". */
export const DEAD_URL = 'http://127.0.0.1:9';
/** A service URL, or a getter for one that starts later; nothing means "stopped". */
export type Url = string | (() => string | undefined) | undefined;
export const resolveUrl = (url: Url) => (typeof url === 'function' ? url() : url) ?? DEAD_URL;
/** An internal client that reads its target on each call, so two services can point at each other whatever starts first. */
export const lazyClient = (url: Url, timeoutMs?: number): InternalClient => ({
  get: (path) => createInternalClient(resolveUrl(url), SERVICE_TOKEN, timeoutMs).get(path),
  post: (path, body) => createInternalClient(resolveUrl(url), SERVICE_TOKEN, timeoutMs).post(path, body),
});

/** The harness's Peers for a composition root (services' compose.ts): each peer dialled lazily, stopped when absent. */
export const harnessPeers = (urls: Partial<Record<Peer, Url>>): Peers => ({
  client: (peer, timeoutMs) => lazyClient(urls[peer], timeoutMs),
  url: (peer) => resolveUrl(urls[peer]),
});

/**
 * What every service's config gets in tests, under its env schema's defaults: the per-run database, the machine's
 * Redis, the test service token; `extra` is in env form (strings or numbers, parsed by the schema).
 */
export const testEnv = (extra: Record<string, string | number | boolean | undefined> = {}) => ({
  DATABASE_URL: process.env.DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test',
  REDIS_URL,
  INTERNAL_SERVICE_TOKEN: SERVICE_TOKEN,
  LOG_LEVEL: 'silent',
  ...Object.fromEntries(
    Object.entries(extra)
      .filter(([, v]) => v !== undefined)
      .map(([k, v]) => [k, String(v)]),
  ),
});

let pool: Pool | undefined;
export function testPool(): Pool {
  pool ??= createPool(process.env.DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test', 5);
  return pool;
}

/** Call in afterAll of files that used testPool(). */
export async function closeTestPool(): Promise<void> {
  const p = pool;
  pool = undefined;
  await p?.end();
}

const pair = generateRsaKeyPair();
// identityKey as in production (runHttpService): services trust the identity the gateway forwards, and verify the JWT
// of a direct call.
export const testJwt = {
  ...pair,
  issuer: 'argumenta',
  audience: 'argumenta',
  expiresInSeconds: 3600,
  identityKey: SERVICE_TOKEN,
};
export const jwtSettings = {
  publicKey: pair.publicKey,
  issuer: testJwt.issuer,
  audience: testJwt.audience,
  identityKey: SERVICE_TOKEN,
};
/** A composition root's context in tests: the shared test pool, the silent logger, the test JWT settings. */
export const testContext = (): ServiceContext => ({ pool: testPool(), logger, jwt: jwtSettings });
export const tokenFor = (user: AuthUser, expiresInSeconds = 3600) => signToken(user, { ...testJwt, expiresInSeconds });

/** A unique BullMQ prefix per test file, so suites never see each other's jobs. */
export const uniquePrefix = (name: string) => `test-${name}-${randomUUID().slice(0, 8)}`;
export const uniqueEmail = (tag = 'u') => `${tag}-${randomUUID().slice(0, 8)}@teste.com`;

export type Running = {
  url: string;
  port: number;
  server: Server;
  app: Parameters<typeof listen>[0];
  close: () => Promise<void>;
};
export async function serve(app: Parameters<typeof listen>[0]): Promise<Running> {
  const { server, port } = await listen(app, 0, '127.0.0.1');
  return {
    server,
    app,
    port,
    url: `http://127.0.0.1:${port}`,
    close: () =>
      new Promise((resolve) => {
        server.closeAllConnections?.();
        server.close(() => resolve());
      }),
  };
}

export type JsonResponse<T = any> = { status: number; body: T; headers: Headers };
/** fetch + JSON, for API tests. */
export async function api<T = any>(
  base: string,
  method: string,
  path: string,
  opts: { token?: string; body?: unknown; headers?: Record<string, string> } = {},
): Promise<JsonResponse<T>> {
  const headers: Record<string, string> = { ...(opts.headers ?? {}) };
  if (opts.token) headers.authorization = `Bearer ${opts.token}`;
  let body: FormData | string | undefined;
  if (opts.body instanceof FormData) body = opts.body;
  else if (opts.body !== undefined) {
    headers['content-type'] = 'application/json';
    body = JSON.stringify(opts.body);
  }
  const res = await fetch(base + path, { method, headers, body });
  const text = await res.text();
  let parsed: unknown = text;
  try {
    parsed = JSON.parse(text);
  } catch {
    /* not JSON */
  }
  return { status: res.status, body: parsed as T, headers: res.headers };
}

/**
 * Resolves when `predicate` holds for an emitted value, or rejects after `ms` (no sleeps). `subscribe` may return
 * an unsubscribe function, called once settled, so repeated waits do not pile listeners up.
 */
export function waitFor<T>(
  subscribe: (cb: (v: T) => void) => void | (() => void),
  predicate: (v: T) => boolean,
  ms = 15_000,
): Promise<T> {
  return new Promise((resolve, reject) => {
    // A holder, not a const: the callback may run inside subscribe(), before its return value is known.
    const sub: { off?: void | (() => void); done?: boolean } = {};
    const timer = setTimeout(() => {
      sub.off?.();
      reject(new Error(`waitFor: nada em ${ms} ms`));
    }, ms);
    sub.off = subscribe((v) => {
      if (sub.done || !predicate(v)) return;
      sub.done = true;
      clearTimeout(timer);
      sub.off?.();
      resolve(v);
    });
    if (sub.done) sub.off?.();
  });
}

/**
 * A user's profile once `used` of their credits are confirmed. The correction worker confirms a credit just after the
 * commit that shows the essay (or a batch item) concluded, so a test that saw it concluded may read the profile a moment
 * before the confirmation lands.
 */
export async function profileOnceConfirmed(
  authUrl: string,
  token: string,
  used: number,
  ms = 15_000,
): Promise<{ creditos_disponiveis: number; creditos_totais_usados: number }> {
  return eventually(
    async () => {
      const profile = (await api(authUrl, 'GET', '/auth/perfil', { token })).body.data as {
        creditos_disponiveis: number;
        creditos_totais_usados: number;
      };
      return profile.creditos_totais_usados === used && profile;
    },
    `${used} créditos confirmados`,
    ms,
  );
}

/** Polls `check` until it returns a value (generous deadline; the poll is not a measurement). */
export async function eventually<T>(
  check: () => Promise<T | undefined | false> | T | undefined | false,
  what: string,
  ms = 90_000,
  everyMs = 250,
): Promise<T> {
  const deadline = Date.now() + ms;
  let last: unknown;
  for (;;) {
    try {
      const v = await check();
      if (v !== undefined && v !== false) return v;
    } catch (err) {
      last = err;
    }
    if (Date.now() > deadline)
      throw new Error(`${what}: não aconteceu em ${ms} ms${last ? ` (${(last as Error).message})` : ''}`);
    await new Promise((r) => setTimeout(r, everyMs));
  }
}
