import { createHash } from 'node:crypto';
import type { RequestHandler } from 'express';
import type { Redis } from 'ioredis';
import jwt from 'jsonwebtoken';
import type { Logger } from 'pino';
import { fail } from '@argumenta/contracts';
import { unauthorized } from './errors.js';
import { sessionCredential, verifyToken, type JwtSettings } from './jwt.js';

export const SESSION_ENDED_MESSAGE = 'Sua sessão foi encerrada. Faça login novamente.';

/** The Redis key prefix of ended sessions, under a stack's QUEUE_PREFIX (the gateway checks, the auth service ends). */
export const sessionsPrefix = (queuePrefix: string) => `${queuePrefix}:sessoes`;

/** A token's id: its jti, or a hash of the token for one signed before tokens carried one. */
function tokenId(token: string, claims: { jti?: string }): string {
  return claims.jti ?? createHash('sha256').update(token).digest('base64url');
}

/** What a revocation check needs of a token: its id, its user (`sub`), when it was issued and expires (seconds). */
type TokenFacts = { id: string; user?: string; iat?: number; exp?: number };

/** setTimeout's longest delay (a longer one fires at once). */
const MAX_TIMER_MS = 2 ** 31 - 1;

/** Token ids remembered per token text (decoding a JWT per request is work repeated for every poll of the same token). */
const TOKEN_IDS_MAX = 20_000;

/**
 * Logged-out tokens (issue 14): a denylist in Redis keyed by the token's id, each entry living exactly as long as the
 * token would have, so the list never grows past the sessions ended within one token lifetime; and, per user, the
 * second before which all of that user's tokens are ended (`revokeUser`: a password reset). The one place that
 * knows about revocation: the gateway checks it once per request (`rejectRevoked`) and the socket handshake; a
 * service that verifies tokens itself can call `isRevoked` too.
 * With `subscriber` (a Redis connection of its own), the denylist is mirrored in memory instead of asked per request
 * (a round trip to Redis on every read): the mirror subscribes to the revocations channel, then
 * loads the entries already in Redis; a revocation is written with its announcement in one MULTI and added to the
 * revoking process's mirror before the logout is answered, so that process refuses the token at once and the others
 * as soon as Redis delivers the message (the time a request takes to cross the gateway). While the subscriber is not
 * connected and loaded, every check asks Redis as before.
 */
export function tokenRevocation(redis: Redis, prefix: string, logger?: Logger, opts: { subscriber?: Redis } = {}) {
  const key = (id: string) => `${prefix}:revogado:${id}`;
  // Every session of one user issued before a moment (a password reset): the moment in seconds, per user id.
  const userKey = (user: string) => `${prefix}:revogado-usuario:${user}`;
  const channel = `${prefix}:revogados`;
  const mirror = new Map<string, number>();
  const userMirror = new Map<string, { before: number; expiresAt: number }>();
  let mirrored = false;
  const facts = new Map<string, TokenFacts | null>();
  const factsOf = (token: string): TokenFacts | null => {
    let f = facts.get(token);
    if (f !== undefined) return f;
    const claims = jwt.decode(token) as { jti?: string; sub?: string; iat?: number; exp?: number } | null;
    f = claims ? { id: tokenId(token, claims), user: claims.sub, iat: claims.iat, exp: claims.exp } : null;
    if (facts.size >= TOKEN_IDS_MAX) facts.delete(facts.keys().next().value!);
    facts.set(token, f);
    return f;
  };
  /** Issued before the second in which its user's sessions were declared ended. */
  const endedWithUser = (f: TokenFacts, before: number | undefined) =>
    before !== undefined && f.iat !== undefined && f.iat < before;

  // Open sessions that must hear when they end (a socket): by token id, each with its facts and what to call.
  type Watcher = { facts: TokenFacts; ended: () => void };
  const watchers = new Map<string, Set<Watcher>>();
  const endWatchers = (match: (f: TokenFacts) => boolean) => {
    for (const set of watchers.values()) for (const w of set) if (match(w.facts)) w.ended();
  };
  /** Told of an ending (announced by any process, or made here): the watchers of that token or user hear it now. */
  const announceEnded = (id: string, before?: number) => {
    if (id.startsWith('usuario:'))
      return endWatchers((f) => f.user === id.slice('usuario:'.length) && endedWithUser(f, before));
    for (const w of watchers.get(id) ?? []) w.ended();
  };
  /** From the mirror alone: whether a token is ended (for watchers after a reload, when messages may have been missed). */
  const endedInMirror = (f: TokenFacts) => {
    const ended = f.user ? userMirror.get(f.user) : undefined;
    return (
      (mirror.get(f.id) ?? 0) > Date.now() ||
      (ended !== undefined && ended.expiresAt > Date.now() && endedWithUser(f, ended.before))
    );
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
      do {
        const [next, keys] = await redis.scan(cursor, 'MATCH', userKey('*'), 'COUNT', 1000);
        cursor = next;
        const entries = keys.length
          ? await Promise.all(keys.map((k) => Promise.all([redis.get(k), redis.pttl(k)])))
          : [];
        keys.forEach((k, i) => {
          const [before, ttl] = entries[i]!;
          if (before && ttl > 0)
            userMirror.set(k.slice(userKey('').length), { before: Number(before), expiresAt: Date.now() + ttl });
        });
      } while (cursor !== '0');
      mirrored = true;
      // Endings announced while the channel was down reached no watcher: each is checked against what was loaded.
      endWatchers(endedInMirror);
    };
    sub.on('message', (ch: string, message: string) => {
      if (ch !== channel) return;
      const [id, expiresAt, before] = message.split(' ');
      if (!id || Number(expiresAt) <= Date.now()) return;
      // "usuario:<id> <expiresAt> <before>": a user's sessions ended; "<token id> <expiresAt>": one token's.
      if (id.startsWith('usuario:'))
        userMirror.set(id.slice('usuario:'.length), { before: Number(before), expiresAt: Number(expiresAt) });
      else mirror.set(id, Number(expiresAt));
      announceEnded(id, Number(before));
    });
    // The command connection connects on its own and may not be ready when the subscriber is (it refuses commands
    // meanwhile): the load waits for it, and a failed load is tried again, so the mirror never stays off for a run.
    let retry: NodeJS.Timeout | undefined;
    const start = () => {
      clearTimeout(retry);
      const ready =
        redis.status === 'ready' ? Promise.resolve() : new Promise((resolve) => redis.once('ready', resolve));
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
      for (const [user, e] of userMirror) if (e.expiresAt <= now) userMirror.delete(user);
    }, 60_000).unref();
  }

  async function isRevoked(token: string): Promise<boolean> {
    const f = factsOf(token);
    if (!f) return false;
    if (mirrored) return endedInMirror(f);
    try {
      const [revoked, before] = await redis.mget(key(f.id), userKey(f.user ?? '-'));
      return revoked !== null || endedWithUser(f, before === null ? undefined : Number(before));
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
      announceEnded(id);
      return true;
    },
    /**
     * Ends every session of a user issued until now (a password changed): `ttlSeconds` is the longest a token lives,
     * after which the entry is not needed. A token's issue time is in whole seconds, so every token of the current
     * second is ended too, and this resolves once that second is over: a login answered after it is not affected.
     */
    async revokeUser(userId: number, ttlSeconds: number): Promise<void> {
      const before = Math.floor(Date.now() / 1000) + 1;
      const expiresAt = Date.now() + ttlSeconds * 1000;
      const user = String(userId);
      const result = await redis
        .multi()
        .set(userKey(user), String(before), 'EX', ttlSeconds)
        .publish(channel, `usuario:${user} ${expiresAt} ${before}`)
        .exec();
      const failed = result?.find(([err]) => err)?.[0];
      if (!result || failed) throw failed ?? new Error('encerramento das sessões não registrado');
      userMirror.set(user, { before, expiresAt });
      announceEnded(`usuario:${user}`, before);
      await new Promise((resolve) => setTimeout(resolve, Math.max(0, before * 1000 - Date.now())));
    },
    /**
     * Calls `ended` once, when this (verified) token's session ends: logged out, its user's sessions ended (password
     * reset, deletion, role change) — announced by any process on the channel, so only with a `subscriber` for the
     * endings made elsewhere — or its expiry. Returns the way to stop watching (the socket closed first).
     */
    watch(token: string, ended: () => void): () => void {
      const f = factsOf(token);
      if (!f) {
        queueMicrotask(ended);
        return () => {};
      }
      let set = watchers.get(f.id);
      if (!set) watchers.set(f.id, (set = new Set()));
      let done = false;
      const watcher: Watcher = {
        facts: f,
        // Once, whichever comes first (an announcement, its repetition after a reload, the expiry).
        ended: () => {
          if (done) return;
          done = true;
          stop();
          ended();
        },
      };
      const expiry =
        f.exp === undefined
          ? undefined
          : setTimeout(watcher.ended, Math.min(MAX_TIMER_MS, Math.max(0, f.exp * 1000 - Date.now())));
      expiry?.unref();
      const stop = () => {
        clearTimeout(expiry);
        set.delete(watcher);
        if (!set.size && watchers.get(f.id) === set) watchers.delete(f.id);
      };
      set.add(watcher);
      // Ended between the caller's check and now.
      if (mirrored && endedInMirror(f)) queueMicrotask(watcher.ended);
      return stop;
    },
    /** How many sessions are watched (the open sockets), for tests and metrics. */
    watching: () => [...watchers.values()].reduce((n, s) => n + s.size, 0),
    /**
     * 401 for a request whose token was logged out, and for an Authorization header that is not exactly one bearer
     * token (sessionCredential); anything else passes on to the real checks.
     */
    middleware(): RequestHandler {
      return (req, res, next) => {
        const credential = sessionCredential(req);
        if (credential.kind === 'none') return next();
        if (credential.kind === 'malformed') return next(unauthorized());
        isRevoked(credential.token).then(
          (revoked) => (revoked ? res.status(401).json(fail('unauthorized', SESSION_ENDED_MESSAGE)) : next()),
          next,
        );
      };
    },
  };
}
export type TokenRevocation = ReturnType<typeof tokenRevocation>;
