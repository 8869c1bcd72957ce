/**
 * What the fault tests share: the real processes of the stack (spawned with `node --import tsx`, configured only by
 * environment, as in production), a student's open page (the web's own job watcher on a real socket.io client), and
 * the books check (every reserved credit has its row, every row its settled credit).
 */
import { io, type Socket } from 'socket.io-client';
import type { Pool } from '@argumenta/platform';
import { api, testJwt } from '@argumenta/testkit';
import { spawnProcess } from '@argumenta/testkit/processes';
import { SAMPLE_ESSAY } from '@argumenta/testkit/essay';
import { startFakeOpenAI, validCompetencyReply } from '@argumenta/testkit/fake-openai';
import { watchJob, type JobUpdate } from '../../../web/src/lib/jobWatch.js';

export type StackEnv = {
  DATABASE_URL: string;
  REDIS_URL: string;
  QUEUE_PREFIX: string;
  AUTH_SERVICE_URL: string;
  SHUTDOWN_TIMEOUT_MS?: string;
};

// Generous waits for a loaded 2-core machine; nothing here measures time.
const READY_MS = 120_000;

export const spawnEssayService = (env: StackEnv & Record<string, string>) =>
  spawnProcess('services/essay/src/main.ts', env, 'essay ouvindo', READY_MS);
export const spawnGateway = (env: StackEnv & { ESSAY_SERVICE_URL: string } & Record<string, string>) =>
  spawnProcess(
    'gateway/src/main.ts',
    { METRICS_PORT: '0', WEB_DIST_DIR: '/nonexistent', ...env },
    'gateway ouvindo',
    READY_MS,
  );
export const spawnCorrectionWorker = (env: StackEnv & { OPENAI_BASE_URL: string } & Record<string, string>) =>
  spawnProcess(
    'services/correction-worker/src/main.ts',
    { CORRECTION_ENGINE: 'openai', OPENAI_API_KEY: 'teste', CORRECTION_CONCURRENCY: '4', ...env },
    'correction-worker consumindo',
    READY_MS,
  );
export const spawnOcrWorker = (env: StackEnv & { OCR_VISION_BASE_URL: string } & Record<string, string>) =>
  spawnProcess(
    'services/ocr-worker/src/main.ts',
    { OCR_ENGINE: 'vision', OCR_VISION_API_KEY: 'teste', OCR_CONCURRENCY: '2', ...env },
    'ocr-worker consumindo',
    READY_MS,
  );
export const spawnAuthService = (env: StackEnv & { JWT_PRIVATE_KEY: string } & Record<string, string>) =>
  spawnProcess('services/auth/src/main.ts', env, 'auth ouvindo', READY_MS);

/** The local model, answering valid corrections; while held it does not answer, so a correction stays in flight. */
export async function holdableModel() {
  let held: Promise<void> | undefined;
  let release: () => void = () => undefined;
  const fake = await startFakeOpenAI(async (body) => {
    await held;
    return { kind: 'json', body: validCompetencyReply(body.messages.map((m) => m.content).join('\n')) };
  });
  return {
    url: fake.url,
    hold: () => void (held = new Promise((r) => (release = r))),
    release: () => release(),
    close: () => fake.close(),
  };
}

/** Auth, the essay service (with `essayEnv`), a gateway and a correction worker on the model at `openaiUrl`, in dependency order. */
export async function spawnStack(
  env: Omit<StackEnv, 'AUTH_SERVICE_URL'>,
  openaiUrl: string,
  essayEnv: Record<string, string> = {},
) {
  const auth = await spawnAuthService({
    ...env,
    AUTH_SERVICE_URL: 'http://127.0.0.1:9',
    JWT_PRIVATE_KEY: testJwt.privateKey,
  });
  const withAuth = { ...env, AUTH_SERVICE_URL: auth.url };
  const essay = await spawnEssayService({ ...withAuth, ...essayEnv });
  const [gateway, worker] = await Promise.all([
    spawnGateway({ ...withAuth, ESSAY_SERVICE_URL: essay.url, RATE_LIMIT_API_MAX: '100000' }),
    spawnCorrectionWorker({ ...withAuth, OPENAI_BASE_URL: openaiUrl }),
  ]);
  return { auth, essay, gateway, worker };
}

import { eventually } from '@argumenta/testkit';
export { eventually };

export const submitEssay = (gatewayUrl: string, token: string, texto = SAMPLE_ESSAY) => {
  const form = new FormData();
  form.set('texto', texto);
  form.set('tipo_envio', 'texto');
  return api(gatewayUrl, 'POST', '/api/redacoes/submeter', { token, body: form });
};

type Kind = 'correction' | 'transcription';

/**
 * A student's open page: a socket.io client connected the way web/src/lib/socket.ts connects (websocket, token,
 * automatic reconnection) and the web's own watchJob (socket events, the REST status re-read on every (re)connect,
 * polling while disconnected), with the listeners and status mapping of useCorrection / TranscriptionTab.
 * It records the raw socket events and reconnections so a test can tell how the end reached it.
 */
export async function openPage(gatewayUrl: string, token: string) {
  const socket: Socket = io(gatewayUrl, {
    path: '/socket.io',
    transports: ['websocket'],
    auth: { token },
    reconnectionDelayMax: 5000,
  });
  const seen = { connects: 0, disconnects: 0, events: [] as { name: string; e: Record<string, unknown> }[] };
  socket.on('connect', () => (seen.connects += 1));
  socket.on('disconnect', () => (seen.disconnects += 1));
  for (const name of [
    'correction:progress',
    'correction:completed',
    'correction:failed',
    'transcription:progress',
    'transcription:completed',
    'transcription:failed',
  ]) {
    socket.on(name, (e: Record<string, unknown>) => seen.events.push({ name, e }));
  }
  await eventually(() => socket.connected, 'socket conectado', 30_000, 50);

  const watchers: (() => void)[] = [];
  /** Follows one job as the page does; resolves with its final update (completed or failed). */
  const follow = (kind: Kind, id: number) =>
    new Promise<JobUpdate>((resolve) => {
      const idKey = kind === 'correction' ? 'redacaoId' : 'transcricaoId';
      const statusPath = kind === 'correction' ? `/api/redacoes/${id}/status` : `/api/transcricao/${id}`;
      const mine = (e: Record<string, unknown>) => e[idKey] === id;
      const stop = watchJob({
        socket,
        listen: (sock, emit) => {
          const onProgress = (e: Record<string, unknown>) =>
            mine(e) &&
            emit({
              kind: 'progress',
              percent: e.percent as number,
              phase: e.phase as string,
              message: e.message as string,
            });
          const onCompleted = (e: Record<string, unknown>) => mine(e) && emit({ kind: 'completed' });
          const onFailed = (e: Record<string, unknown>) =>
            mine(e) &&
            emit({
              kind: 'failed',
              code: e.code as string,
              message: e.message as string,
              retryable: e.retryable as boolean,
            });
          sock.on(`${kind}:progress`, onProgress);
          sock.on(`${kind}:completed`, onCompleted);
          sock.on(`${kind}:failed`, onFailed);
          return () => {
            sock.off(`${kind}:progress`, onProgress);
            sock.off(`${kind}:completed`, onCompleted);
            sock.off(`${kind}:failed`, onFailed);
          };
        },
        poll: async () => {
          const res = await api(gatewayUrl, 'GET', statusPath, { token });
          if (res.status !== 200) throw new Error(`status ${res.status}`);
          const st = res.body.data as {
            status: string;
            erro?: { code: string; message: string; retryable: boolean } | null;
          };
          if (st.status === 'concluida' || st.status === 'em_revisao') return { kind: 'completed' };
          if (st.status === 'falhou')
            return {
              kind: 'failed',
              code: st.erro?.code ?? 'internal',
              message: st.erro?.message ?? '',
              retryable: st.erro?.retryable ?? true,
            };
          return null;
        },
        onUpdate: (u) => {
          if (u.kind !== 'progress') resolve(u);
        },
      });
      watchers.push(stop);
    });

  return {
    socket,
    seen,
    follow,
    /** Whether the socket itself carried this event for the job (not the REST status). */
    gotEvent: (name: string, idKey: string, id: number) =>
      seen.events.some((x) => x.name === name && x.e[idKey] === id),
    /** Leaves the page: no watcher left polling, the socket closed. */
    close: () => {
      watchers.forEach((stop) => stop());
      socket.disconnect();
    },
  };
}

export type Books = {
  essays: {
    redacao_id: number;
    status: string;
    correcoes: { status: string; tentativas: number; referencia_credito: string }[];
  }[];
  transcriptions: { id: number; status: string; referencia_credito: string }[];
  ledger: { tipo: string; referencia: string | null; delta: number }[];
  balance: number;
};

/** A user's essays, corrections, transcriptions and credit movements, straight from the database. */
export async function booksOf(pool: Pool, userId: number): Promise<Books> {
  const essays = await pool.query<{ id: number; status: string }>(
    'SELECT id, status FROM essay.redacoes WHERE usuario_id = $1 ORDER BY id',
    [userId],
  );
  const corrections = await pool.query<{
    redacao_id: number;
    status: string;
    tentativas: number;
    referencia_credito: string;
  }>(
    'SELECT c.redacao_id, c.status, c.tentativas, c.referencia_credito FROM essay.correcoes c JOIN essay.redacoes r ON r.id = c.redacao_id WHERE r.usuario_id = $1 ORDER BY c.id',
    [userId],
  );
  const transcriptions = await pool.query<{ id: number; status: string; referencia_credito: string }>(
    'SELECT id, status, referencia_credito FROM essay.transcricoes WHERE usuario_id = $1 ORDER BY id',
    [userId],
  );
  const ledger = await pool.query<{ tipo: string; referencia: string | null; delta: number }>(
    'SELECT tipo, referencia, delta FROM auth.movimentos_credito WHERE usuario_id = $1 ORDER BY id',
    [userId],
  );
  const balance = await pool.query<{ creditos_disponiveis: number }>(
    'SELECT creditos_disponiveis FROM auth.usuarios WHERE id = $1',
    [userId],
  );
  return {
    essays: essays.rows.map((e) => ({
      redacao_id: e.id,
      status: e.status,
      correcoes: corrections.rows.filter((c) => c.redacao_id === e.id).map(({ redacao_id: _, ...c }) => c),
    })),
    transcriptions: transcriptions.rows,
    ledger: ledger.rows,
    balance: balance.rows[0]!.creditos_disponiveis,
  };
}

/**
 * The books balance: every reservation belongs to a correction or transcription of this user or was given back (never
 * a credit held without its row), each finished row's reservation is confirmed once, each failed one refunded once,
 * the balance is the sum of the movements, and no essay is left without a correction row. Returns the problems found
 * (none = []).
 */
export function booksProblems(b: Books): string[] {
  const problems: string[] = [];
  const rows = new Map<string, string>();
  const count = (tipo: string, ref: string) => b.ledger.filter((m) => m.tipo === tipo && m.referencia === ref).length;
  for (const e of b.essays) {
    if (!e.correcoes.length && e.status !== 'aguardando_professor')
      problems.push(`redação ${e.redacao_id} sem correção (${e.status})`);
    for (const c of e.correcoes) rows.set(c.referencia_credito, c.status);
  }
  for (const t of b.transcriptions) rows.set(t.referencia_credito, t.status);
  for (const m of b.ledger.filter((x) => x.tipo === 'reserva')) {
    // A submission refused after its credit was reserved (the database went away in between) has no row; its
    // reservation must have come back once and never been charged.
    const givenBack = count('estorno', m.referencia!) === 1 && count('confirmacao', m.referencia!) === 0;
    if (!rows.has(m.referencia!) && !givenBack)
      problems.push(`crédito reservado sem redação/transcrição: ${m.referencia}`);
  }
  for (const [ref, status] of rows) {
    const want = { reserva: 1, confirmacao: status === 'concluida' ? 1 : 0, estorno: status === 'falhou' ? 1 : 0 };
    for (const [tipo, n] of Object.entries(want))
      if (count(tipo, ref) !== n) problems.push(`${ref} (${status}): ${count(tipo, ref)} × ${tipo}, esperado ${n}`);
  }
  const sum = b.ledger.reduce((s, m) => s + m.delta, 0);
  if (sum !== b.balance) problems.push(`saldo ${b.balance} ≠ soma dos movimentos ${sum}`);
  return problems;
}
