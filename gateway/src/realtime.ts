import { ServerResponse, type IncomingMessage, type Server as HttpServer } from 'node:http';
import type { Duplex } from 'node:stream';
import { createAdapter } from '@socket.io/redis-adapter';
import { Queue, QueueEvents, type ConnectionOptions } from 'bullmq';
import type { Redis } from 'ioredis';
import { Server } from 'socket.io';
import {
  fail,
  jobFailureOf,
  QUEUES,
  userRoom,
  type ClientToServerEvents,
  type JobFailureProgress,
  type JobPayload,
  type JobProgress,
  type JobResult,
  type ServerToClientEvents,
  type SocketData,
} from '@argumenta/contracts';
import { counter, verifyToken, type JwtSettings, type Logger, type TokenRevocation } from '@argumenta/platform';

export type IO = Server<ClientToServerEvents, ServerToClientEvents, Record<string, never>, SocketData>;

const relayed = counter('gateway_socket_events_total', 'Job events relayed to sockets', ['event']);

/** What a socket connection is answered while Redis (the job events' only source) is away; the page polls meanwhile. */
export const LIVE_UPDATES_UNAVAILABLE_MESSAGE =
  'Acompanhamento ao vivo indisponível no momento. O status continua sendo atualizado; tente novamente em instantes.';

/**
 * Live progress degrades with Redis instead of going silent: when the adapter's connections drop, this replica's socket
 * connections are closed (the clients reconnect by themselves, with backoff) and new ones are answered 503 in
 * Portuguese until Redis is back, so every open page falls back to polling the REST status (web/src/lib/jobWatch.ts)
 * and re-reads it once its socket reconnects. A socket kept open meanwhile would hear nothing and poll nothing.
 */
function degradeWithRedis(io: IO, pub: Redis, sub: Redis) {
  // The connections that lost Redis and are not back yet (one still connecting at start has lost nothing).
  const lost = new Set<Redis>();
  const live = () => lost.size === 0;
  for (const connection of [pub, sub]) {
    connection.on('close', () => {
      lost.add(connection);
      for (const socket of io.of('/').sockets.values()) socket.conn.close();
    });
    connection.on('ready', () => lost.delete(connection));
  }
  const body = JSON.stringify(fail('service_unavailable', LIVE_UPDATES_UNAVAILABLE_MESSAGE));
  const headers = {
    'Content-Type': 'application/json; charset=utf-8',
    'Retry-After': '5',
    'Content-Length': String(Buffer.byteLength(body)),
  };
  // Engine.IO middlewares see both HTTP long-polling requests and WebSocket upgrades (then `res` only wraps the socket).
  io.engine.use((_req: IncomingMessage, res: ServerResponse | { socket: Duplex }, next: () => void) => {
    if (live()) return next();
    if (res instanceof ServerResponse) return void res.writeHead(503, headers).end(body);
    const head = Object.entries(headers)
      .map(([k, v]) => `${k}: ${v}\r\n`)
      .join('');
    res.socket.end(`HTTP/1.1 503 Service Unavailable\r\nConnection: close\r\n${head}\r\n${body}`);
  });
}

/**
 * Socket.io at /socket.io: the handshake must carry a valid, not ended token (auth.token); each socket joins its user's
 * room. A socket lives as long as its session: it is closed when the token is logged out, its user's sessions are
 * ended (password reset, deletion, role change) or it expires (`sessions.watch`), and the client's reconnection is a
 * new handshake, checked again.
 */
export function createSocketServer(
  http: HttpServer,
  opts: {
    jwt: JwtSettings;
    corsOrigins: string[];
    sessions?: Pick<TokenRevocation, 'isRevoked' | 'watch'>;
    pub?: Redis;
    sub?: Redis;
    prefix?: string;
  },
): IO {
  const io: IO = new Server(http, {
    path: '/socket.io',
    cors: { origin: opts.corsOrigins, credentials: true },
    serveClient: false,
  });
  // The adapter's channels carry the stack's prefix, like its queues: stacks sharing one Redis never hear each other.
  if (opts.pub && opts.sub) {
    io.adapter(createAdapter(opts.pub, opts.sub, { key: `${opts.prefix ?? 'argumenta'}:socket.io` }));
    degradeWithRedis(io, opts.pub, opts.sub);
  }
  io.use((socket, next) => {
    const token = (socket.handshake.auth as { token?: unknown } | undefined)?.token;
    if (typeof token !== 'string') return next(new Error('Não autenticado'));
    // The logged-out check first; then verification and join happen together, with no await between them (socket.io #4067).
    (opts.sessions ? opts.sessions.isRevoked(token) : Promise.resolve(false)).then((revoked) => {
      const user = revoked ? null : verifyToken(token, opts.jwt);
      if (!user) return next(new Error('Não autenticado'));
      socket.data = { userId: user.id, tipo: user.tipo };
      void socket.join(userRoom(user.id));
      next();
    }, next);
  });
  const sessions = opts.sessions;
  if (sessions) {
    io.on('connection', (socket) => {
      const token = (socket.handshake.auth as { token: string }).token;
      const unwatch = sessions.watch(token, () => socket.disconnect(true));
      socket.on('disconnect', unwatch);
    });
  }
  return io;
}

/** Job events arrive parsed from Redis; an older producer may have left a string. */
function parseMaybeJson<T>(v: unknown): T | undefined {
  if (typeof v === 'string') {
    try {
      return JSON.parse(v) as T;
    } catch {
      return undefined;
    }
  }
  return v as T;
}

/**
 * Relays worker progress to the owner's sockets. Every gateway replica reads the full QueueEvents
 * stream and emits only to its *local* sockets (io.local), so with N replicas each client still
 * receives every event exactly once.
 * A progress event is relayed as it comes: no kept read shows a phase (the status route reads it from the job and is not
 * kept while a job runs), so it costs no Redis round trip. `renew` (the read cache's): the users a job's end concerns
 * get a new generation before it is emitted, so a client that reacts to it by reading (the feedback, the history)
 * never gets a read kept from before the change. A job's end comes after its last phase in the stream and is only
 * delayed, never advanced, so each job's events keep their order.
 */
export function relayJobEvents(
  io: IO,
  connection: ConnectionOptions,
  prefix: string,
  logger: Logger,
  renew?: (userIds: number[]) => Promise<void>,
) {
  const after = (userIds: number[], emit: () => void) => (renew ? void renew(userIds).then(emit) : emit());
  const listeners: QueueEvents[] = [];
  const queues: Queue[] = [];
  for (const name of [QUEUES.correction, QUEUES.transcription]) {
    const events = new QueueEvents(name, { connection, prefix });
    const queue = new Queue(name, { connection, prefix });
    listeners.push(events);
    queues.push(queue);

    events.on('progress', ({ jobId, data }) => {
      const p = parseMaybeJson<JobProgress | JobFailureProgress>(data);
      // A job's structured failure is its last progress: told by 'failed' below.
      if (!p || typeof p !== 'object' || !('kind' in p) || !p.usuarioId) return;
      const room = io.local.to(userRoom(p.usuarioId));
      if (p.kind === 'correction')
        room.emit('correction:progress', {
          jobId,
          redacaoId: p.redacaoId,
          correcaoId: p.correcaoId,
          phase: p.phase,
          percent: p.percent,
          message: p.message,
        });
      else
        room.emit('transcription:progress', {
          jobId,
          transcricaoId: p.transcricaoId,
          phase: p.phase,
          percent: p.percent,
          message: p.message,
        });
      relayed.inc({ event: `${p.kind}:progress` });
    });

    events.on('completed', ({ jobId, returnvalue }) => {
      if (name === QUEUES.correction) {
        const r = parseMaybeJson<JobResult<'correction'>>(returnvalue);
        if (!r?.usuarioId) return;
        after(r.lote ? [r.usuarioId, r.lote.professorId] : [r.usuarioId], () => {
          io.local.to(userRoom(r.usuarioId)).emit('correction:completed', {
            jobId,
            redacaoId: r.redacaoId,
            correcaoId: r.correcaoId,
            nota_geral_enem: r.nota_geral_enem ?? 0,
          });
          relayed.inc({ event: 'correction:completed' });
          // A batch item's correction ended: its teacher's board moves (a photo's OCR ending is not the item's end).
          if (r.lote) {
            io.local.to(userRoom(r.lote.professorId)).emit('lote:progress', {
              lote_id: r.lote.id,
              redacao_id: r.redacaoId ?? null,
              status: 'concluida',
              nota_total: r.nota_geral_enem ?? null,
            });
            relayed.inc({ event: 'lote:progress' });
          }
        });
      } else {
        const r = parseMaybeJson<JobResult<'transcription'>>(returnvalue);
        if (!r?.usuarioId) return;
        after([r.usuarioId], () => {
          io.local.to(userRoom(r.usuarioId)).emit('transcription:completed', { jobId, transcricaoId: r.transcricaoId });
          relayed.inc({ event: 'transcription:completed' });
        });
      }
    });

    // 'failed' reaches QueueEvents only when the job is finally failed (retries go back to delayed). The owner is in
    // the job's payload, the structured failure in its last progress (a job that ended without one, e.g. a crash past
    // its retries, is told the generic internal failure).
    events.on('failed', ({ jobId }) => {
      void (async () => {
        const job = await queue.getJob(jobId);
        if (!job) return;
        const data = job.data as
          Partial<JobPayload<'correction', 'corrigir'> & JobPayload<'transcription'>> | undefined;
        if (!data?.usuarioId) return;
        await renew?.(data.lote ? [data.usuarioId, data.lote.professorId] : [data.usuarioId]);
        const failure = jobFailureOf(job.progress);
        const room = io.local.to(userRoom(data.usuarioId));
        if (name === QUEUES.correction)
          room.emit('correction:failed', {
            jobId,
            redacaoId: data.redacaoId!,
            correcaoId: data.correcaoId!,
            ...failure,
          });
        else room.emit('transcription:failed', { jobId, transcricaoId: data.transcricaoId!, ...failure });
        relayed.inc({ event: `${name === QUEUES.correction ? 'correction' : 'transcription'}:failed` });
        if (data.lote) {
          io.local.to(userRoom(data.lote.professorId)).emit('lote:progress', {
            lote_id: data.lote.id,
            redacao_id: data.redacaoId ?? null,
            status: 'falhou',
            nota_total: null,
          });
          relayed.inc({ event: 'lote:progress' });
        }
      })().catch((err: unknown) => logger.warn({ err, jobId }, 'falha ao repassar evento de erro'));
    });
  }
  return {
    ready: () => Promise.all(listeners.map((l) => l.waitUntilReady())),
    close: async () => {
      await Promise.allSettled([...listeners.map((l) => l.close()), ...queues.map((q) => q.close())]);
    },
  };
}
