import { createHash } from 'node:crypto';
import type { RequestHandler } from 'express';
import type { Redis } from 'ioredis';
import jwt from 'jsonwebtoken';
import type { Logger } from 'pino';
import { fail } from '@argumenta/contracts';
import { verifyToken, type JwtSettings } from './jwt.js';

export const SESSION_ENDED_MESSAGE = 'Sua sessão foi encerrada. Faça login novamente.';

/** The bearer token of a request: the Authorization header, or `?token=` (file URLs opened by <img> and popups). */
export function requestToken(req: { headers: { authorization?: string }; query?: unknown }): string | null {
  const header = req.headers.authorization;
  if (header?.startsWith('Bearer ')) return header.slice(7);
  const q = (req.query as { token?: unknown } | undefined)?.token;
  return typeof q === 'string' && q ? q : null;
}

/** A token's id: its jti, or a hash of the token for one signed before tokens carried one. */
function tokenId(token: string, claims: { jti?: string }): string {
  return claims.jti ?? createHash('sha256').update(token).digest('base64url');
}

/** Token ids remembered per token text (decoding a JWT per request is work repeated for every poll of the same token). */
const TOKEN_IDS_MAX = 20_000;

/**
 * Logged-out tokens (issue 14): a denylist in Redis keyed by the token's id, each entry living exactly as long as the
 * token would have, so the list never grows past the sessions ended within one token lifetime. The one place that
 * knows about revocation: the gateway checks it once per request (`rejectRevoked`) and the socket handshake; a
 * service that verifies tokens itself can call `isRevoked` too.
 * With `subscriber` (a Redis connection of its own), the denylist is mirrored in memory instead of asked per request
 * (a round trip to Redis on every read, docs/performance.md): the mirror subscribes to the revocations channel, then
 * loads the entries already in Redis; a revocation is written with its announcement in one MULTI and added to the
 * revoking process's mirror before the logout is answered, so that process refuses the token at once and the others
 * as soon as Redis delivers the message (the time a request takes to cross the gateway). While the subscriber is not
 * connected and loaded, every check asks Redis as before.
 */
export function tokenRevocation(redis: Redis, prefix: string, logger?: Logger, opts: { subscriber?: Redis } = {}) {
  const key = (id: string) => `${prefix}:revogado:${id}`;
  const channel = `${prefix}:revogados`;
  const mirror = new Map<string, number>();
  let mirrored = false;
  const ids = new Map<string, string | null>();
  const idOf = (token: string): string | null => {
    let id = ids.get(token);
    if (id !== undefined) return id;
    const claims = jwt.decode(token) as { jti?: string } | null;
    id = claims ? tokenId(token, claims) : null;
    if (ids.size >= TOKEN_IDS_MAX) ids.delete(ids.keys().next().value!);
    ids.set(token, id);
    return id;
  };

  const sub = opts.subscriber;
  if (sub) {
    const load = async () => {
      mirrored = false;
      await sub.subscribe(channel);
      let cursor = '0';
      do {
        const [next, keys] = await redis.scan(cursor, 'MATCH', key('*'), 'COUNT', 1000);
        cursor = next;
        const ttls = keys.length ? await Promise.all(keys.map((k) => redis.pttl(k))) : [];
        keys.forEach((k, i) => ttls[i]! > 0 && mirror.set(k.slice(key('').length), Date.now() + ttls[i]!));
      } while (cursor !== '0');
      mirrored = true;
    };
    sub.on('message', (ch: string, message: string) => {
      if (ch !== channel) return;
      const [id, expiresAt] = message.split(' ');
      if (id && Number(expiresAt) > Date.now()) mirror.set(id, Number(expiresAt));
    });
    // The command connection connects on its own and may not be ready when the subscriber is (it refuses commands
    // meanwhile): the load waits for it, and a failed load is tried again, so the mirror never stays off for a run.
    let retry: NodeJS.Timeout | undefined;
    const start = () => {
      clearTimeout(retry);
      const ready = redis.status === 'ready' ? Promise.resolve() : new Promise((resolve) => redis.once('ready', resolve));
      void ready.then(load).catch((err: Error) => {
        logger?.warn({ err: err.message }, 'espelho das sessões encerradas não carregado; nova tentativa em 1 s');
        retry = setTimeout(() => sub.status === 'ready' && start(), 1000);
        retry.unref();
      });
    };
    sub.on('ready', start);
    for (const event of ['close', 'end', 'reconnecting']) sub.on(event, () => (mirrored = false));
    if (sub.status === 'ready') start();
    // Expired entries leave the mirror (they would be refused by their own expiry anyway).
    setInterval(() => {
      const now = Date.now();
      for (const [id, expiresAt] of mirror) if (expiresAt <= now) mirror.delete(id);
    }, 60_000).unref();
  }

  async function isRevoked(token: string): Promise<boolean> {
    const id = idOf(token);
    if (!id) return false;
    if (mirrored) return (mirror.get(id) ?? 0) > Date.now();
    try {
      return (await redis.exists(key(id))) === 1;
    } catch (err) {
      // Redis away: sessions keep working (failing closed would log every student out); the outage is logged.
      logger?.warn({ err: (err as Error).message }, 'lista de sessões encerradas indisponível');
      return false;
    }
  }
  return {
    isRevoked,
    /** Whether the in-memory mirror is answering (else each check asks Redis). */
    mirrored: () => mirrored,
    /** Ends a verified token's session; false when the token is not valid (nothing to end). */
    async revoke(token: string, settings: JwtSettings): Promise<boolean> {
      if (!verifyToken(token, settings)) return false;
      const claims = jwt.decode(token) as { jti?: string; exp?: number };
      const ttl = Math.max(1, Math.ceil((claims.exp ?? 0) - Date.now() / 1000));
      const id = tokenId(token, claims);
      const expiresAt = Date.now() + ttl * 1000;
      const result = await redis.multi().set(key(id), '1', 'EX', ttl).publish(channel, `${id} ${expiresAt}`).exec();
      const failed = result?.find(([err]) => err)?.[0];
      if (!result || failed) throw failed ?? new Error('revogação não registrada');
      mirror.set(id, expiresAt);
      return true;
    },
    /** 401 for a request whose token was logged out; anything else passes on to the real checks. */
    middleware(): RequestHandler {
      return (req, res, next) => {
        const token = requestToken(req);
        if (!token) return next();
        isRevoked(token).then(
          (revoked) => (revoked ? res.status(401).json(fail('unauthorized', SESSION_ENDED_MESSAGE)) : next()),
          next,
        );
      };
    },
  };
}
export type TokenRevocation = ReturnType<typeof tokenRevocation>;
