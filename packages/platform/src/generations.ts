import { randomBytes } from 'node:crypto';
import type { Response } from 'express';
import { Redis } from 'ioredis';
import pg from 'pg';
import type { Logger } from 'pino';
import { batchPerTick } from './batch.js';

/**
 * Per-user generations: what lets the gateway keep a read of a user's own data (profile, history, an essay's status,
 * the student dashboard) and answer it again while nothing of that user changed (docs/architecture.md, "Read cache").
 *
 * What "changed" means is decided by the database, not by each of the ~100 write sites: the tables those reads show
 * carry a trigger (`notificar_mudanca_*`: auth/033, classroom/003, essay/024) that NOTIFYs, at commit and
 * deduplicated per transaction, the ids of the users a changed row belongs to on the schema's channel. The owning
 * service listens on it (`listenForChanges`) and gives those users a new generation in Redis — workers write to the
 * same tables, so their changes are announced too. A generation is a value never issued before (a process's random
 * token and a counter), never one that could come back after its key expired.
 *
 * The notification reaches Redis a few milliseconds after the commit, so the gateway also renews a user's generation
 * itself before answering that user's own writes and before relaying a job event to them: a client told of a change
 * never reads the old data back. A listener renews the epoch (every kept read) when it connects, when it loses its
 * connection and after Redis refused one of its renewals: notifications not acted on are lost. While its listener is not connected, a service marks nothing as keepable and its liveness key
 * expires, so the gateway stops keeping reads that depend on it.
 */
const GENERATION_TTL_SECONDS = 3600;
/** A live listener refreshes its liveness key this often; the key outlives two refreshes. */
const LIVENESS_REFRESH_MS = 10_000;
const LIVENESS_TTL_SECONDS = 30;
const RECONNECT_MS = 1_000;

/** Header a service sets on a GET answer the gateway may keep for the requesting user until their generation changes. */
export const USER_CACHE_HEADER = 'x-argumenta-cache';

export const generationKey = (prefix: string, userId: number) => `${prefix}:geracao:${userId}`;
export const epochKey = (prefix: string) => `${prefix}:geracao:epoca`;
export const livenessKey = (prefix: string, schema: string) => `${prefix}:geracao:ouvinte:${schema}`;
/** The NOTIFY channel of a schema's changes (the trigger builds the same name from TG_TABLE_SCHEMA). */
export const changeChannel = (schema: string) => `argumenta_mudancas_${schema}`;

// Unique without a random draw per value (a burst renews thousands): this process's random token and a counter.
const PROCESS_TOKEN = randomBytes(9).toString('base64url');
let issued = 0;
const freshValue = () => `${PROCESS_TOKEN}.${(++issued).toString(36)}`;

/** Gives each user a new generation (their kept reads are not answered again). */
export async function renewGenerations(redis: Redis, prefix: string, userIds: Iterable<number>): Promise<void> {
  const pipeline = redis.pipeline();
  for (const id of new Set(userIds))
    pipeline.set(generationKey(prefix, id), freshValue(), 'EX', GENERATION_TTL_SECONDS);
  const results = await pipeline.exec();
  const failed = results?.find(([err]) => err);
  if (failed) throw failed[0]!;
}

/** A new epoch: every kept read of every user is stale. */
export async function renewEpoch(redis: Redis, prefix: string): Promise<void> {
  await redis.set(epochKey(prefix), freshValue());
}

/** Ids in a notification's payload ("12" or "12,40"); anything else is ignored. */
export function parseChangedUsers(payload: string | undefined): number[] {
  return (payload ?? '')
    .split(',')
    .map((s) => Number(s))
    .filter((n) => Number.isSafeInteger(n) && n > 0);
}

/** Change listeners of this process now connected: only while one is may its answers be kept by the gateway. */
let connected = 0;

/** Marks an answer as keepable for the requesting user (only while this service's changes are being announced). */
export function keepForUser(res: Response): void {
  if (connected > 0) res.setHeader(USER_CACHE_HEADER, 'usuario');
}

/**
 * Listens on a schema's change channel and renews the generations of the users each notification names. Reconnects
 * after a lost connection (PostgreSQL restarted) and renews the epoch on every (re)connection.
 */
export function listenForChanges(o: {
  databaseUrl: string;
  redisUrl: string;
  schema: string;
  prefix: string;
  logger: Logger;
}) {
  const redis = new Redis(o.redisUrl, { maxRetriesPerRequest: 1 });
  redis.on('error', () => {}); // reported by the failing renewals below, not once per reconnection attempt
  const channel = changeChannel(o.schema);
  let client: pg.Client | undefined;
  let stopped = false;
  let heartbeat: NodeJS.Timeout | undefined;
  let warned = false;
  const report = (err: unknown, what: string) => {
    if (warned) return;
    warned = true;
    o.logger.warn({ err: (err as Error).message }, what);
  };
  // Liveness, and an epoch if Redis lost it (restarted empty): the gateway keeps nothing without one.
  // A renewal Redis did not take leaves some users' kept reads stale: the next one that goes through renews the epoch.
  let lost = false;
  const alive = () => {
    const m = redis.multi().set(livenessKey(o.prefix, o.schema), '1', 'EX', LIVENESS_TTL_SECONDS);
    return (lost ? m.set(epochKey(o.prefix), freshValue()) : m.set(epochKey(o.prefix), freshValue(), 'NX')).exec().then(
      () => (lost = false),
      (err: unknown) => report(err, 'geração: Redis indisponível'),
    );
  };

  // The notifications that arrived together (a burst's commits) go to Redis in one pipeline.
  const renew = batchPerTick<number[]>((batches) => {
    const ids = batches.flat();
    return (
      lost
        ? Promise.all([renewGenerations(redis, o.prefix, ids), renewEpoch(redis, o.prefix)])
        : renewGenerations(redis, o.prefix, ids)
    ).then(
      () => void ((warned = false), (lost = false)),
      (err: unknown) => void ((lost = true), report(err, 'geração: renovação falhou')),
    );
  });

  // Only the connection in use counts: a failed attempt's late 'error' or 'end' must not end its successor.
  const down = (c: pg.Client) => {
    if (!client || client !== c) return;
    connected--;
    client = undefined;
    clearInterval(heartbeat);
    // Changes committed from now on are not announced: what was kept must not be answered again.
    void redis.del(livenessKey(o.prefix, o.schema)).catch(() => {});
    void renewEpoch(redis, o.prefix).catch(() => {});
    if (!stopped) setTimeout(() => void connect(), RECONNECT_MS).unref();
  };

  async function connect() {
    if (stopped) return;
    const c = new pg.Client({ connectionString: o.databaseUrl });
    c.on('error', () => down(c));
    c.on('end', () => down(c));
    c.on('notification', (msg) => {
      const ids = parseChangedUsers(msg.payload);
      if (ids.length) void renew(ids);
    });
    try {
      await c.connect();
      await c.query(`LISTEN ${channel}`);
      await renewEpoch(redis, o.prefix);
    } catch (err) {
      report(err, 'geração: ouvinte não conectado');
      c.removeAllListeners('end');
      await c.end().catch(() => {});
      if (!stopped) setTimeout(() => void connect(), RECONNECT_MS).unref();
      return;
    }
    if (stopped) return void (await c.end().catch(() => {}));
    client = c;
    connected++;
    warned = false;
    await alive();
    heartbeat = setInterval(() => void alive(), LIVENESS_REFRESH_MS);
    heartbeat.unref();
  }
  void connect();

  return {
    async close() {
      stopped = true;
      clearInterval(heartbeat);
      const c = client;
      client = undefined;
      if (c) {
        connected--;
        c.removeAllListeners('end');
        await c.end().catch(() => {});
      }
      await redis.del(livenessKey(o.prefix, o.schema)).catch(() => {});
      redis.disconnect();
    },
  };
}
