import type { Redis } from 'ioredis';
import {
  batchPerTick,
  counter,
  epochKey,
  generationKey,
  livenessKey,
  renewGenerations,
  type Logger,
} from '@argumenta/platform';

/** An answer kept as the service gave it (hop-by-hop, request id and the keep marker left out). */
export type KeptAnswer = { status: number; headers: [string, string | string[]][]; body: Buffer };

type Entry = { generation: string; expires: number; answer: KeptAnswer; size: number };

const leituras = counter(
  'gateway_leituras_guardadas_total',
  'Leituras respondidas pela cache de leituras do gateway (acerto) ou pelo serviço (falta)',
  ['resultado'],
);
/** Longest a kept read lives even if no generation changed: what depends on time (deadlines) or on another user's name. */
const TTL_MS = 60_000;
/** A Redis that does not answer must not hold reads or writes: they go on without the cache. */
const REDIS_WAIT_MS = 250;
/** Larger answers are not kept. */
export const KEEP_MAX_BYTES = 256 * 1024;

const withTimeout = <T>(p: Promise<T>): Promise<T> =>
  new Promise<T>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`Redis sem resposta em ${REDIS_WAIT_MS} ms`)), REDIS_WAIT_MS);
    p.then(
      (v) => (clearTimeout(timer), resolve(v)),
      (e: unknown) => (clearTimeout(timer), reject(e as Error)),
    );
  });

/**
 * The gateway's cache of a user's own reads (docs/architecture.md, "Read cache"): an answer a service marked with
 * keepForUser (or the student dashboard this gateway composes) is kept in this process, keyed by user and URL, with
 * the user's generation and the epoch it was read under (platform generations.ts), and answered again while both are
 * unchanged — one Redis round trip instead of the service's work. Bounded by bytes (least recently used leave first)
 * and by TTL_MS. Any Redis failure means "not kept": the read goes to the service.
 */
export function readCache(redis: Redis, prefix: string, logger: Logger, maxBytes: number) {
  const entries = new Map<string, Entry>();
  // Route shapes services have marked keepable: only those pay a generation lookup (the first answer of a shape is
  // learned, not kept), so no list of cacheable routes lives in the gateway.
  const keepable = new Set<string>();
  const shapeOf = (path: string) => {
    const q = path.indexOf('?');
    return (q < 0 ? path : path.slice(0, q)).replace(/\/\d+(?=\/|$)/g, '/:n');
  };
  let bytes = 0;
  const keyOf = (userId: number, url: string) => `${userId} ${url}`;
  const drop = (key: string) => {
    const e = entries.get(key);
    if (!e) return;
    entries.delete(key);
    bytes -= e.size;
  };
  // A burst's writes (each renews its user before its answer is passed on) share one pipeline per tick.
  const renewTogether = batchPerTick<number[]>((batches) =>
    withTimeout(renewGenerations(redis, prefix, batches.flat())).catch((err: unknown) => {
      logger.warn({ err: (err as Error).message }, 'cache de leituras: geração não renovada');
      throw err;
    }),
  );

  return {
    /** Whether a GET of this service path may have been kept (its shape was marked keepable before). */
    wants: (path: string) => maxBytes > 0 && keepable.has(shapeOf(path)),
    learn: (path: string) => void keepable.add(shapeOf(path)),
    /**
     * The user's current generation and epoch as one string, or null if it cannot be known (Redis away) or if a
     * service whose liveness is required is not announcing its changes.
     */
    async generation(userId: number, requireListening: string[] = []): Promise<string | null> {
      if (maxBytes <= 0) return null;
      try {
        const values = await withTimeout(
          redis.mget(
            generationKey(prefix, userId),
            epochKey(prefix),
            ...requireListening.map((s) => livenessKey(prefix, s)),
          ),
        );
        // No epoch yet (no listener connected since Redis started empty): nothing can be trusted.
        if (values.slice(1).some((v) => v === null)) return null;
        return `${values[0] ?? '-'} ${values[1]}`;
      } catch {
        return null;
      }
    },
    get(userId: number, url: string, generation: string): KeptAnswer | undefined {
      const key = keyOf(userId, url);
      const e = entries.get(key);
      const hit = e !== undefined && e.generation === generation && e.expires > Date.now();
      leituras.inc({ resultado: hit ? 'acerto' : 'falta' });
      if (!hit) return void drop(key);
      // Most recently used last: eviction takes from the front.
      entries.delete(key);
      entries.set(key, e);
      return e.answer;
    },
    keep(userId: number, url: string, generation: string, answer: KeptAnswer): void {
      const size = answer.body.length + url.length + 200;
      if (maxBytes <= 0 || size > Math.min(KEEP_MAX_BYTES, maxBytes)) return;
      const key = keyOf(userId, url);
      drop(key);
      entries.set(key, { generation, expires: Date.now() + TTL_MS, answer, size });
      bytes += size;
      for (const oldest of entries.keys()) {
        if (bytes <= maxBytes) break;
        drop(oldest);
      }
    },
    /** New generations for these users (their writes, their job events); never fails, never waits long. */
    async renew(userIds: number[]): Promise<void> {
      if (maxBytes <= 0) return;
      await renewTogether(userIds).catch(() => {
        // At least this replica does not answer their old reads again.
        for (const key of entries.keys()) if (userIds.some((id) => key.startsWith(`${id} `))) drop(key);
      });
    },
  };
}

export type ReadCache = ReturnType<typeof readCache>;
