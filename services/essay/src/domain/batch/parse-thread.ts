import { createRequire } from 'node:module';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { Worker } from 'node:worker_threads';
import type { ErrorCode } from '@argumenta/contracts';
import { AppError } from '@argumenta/platform';
import type { RosterStudent } from '@argumenta/essay-domain';
import type { ParsedBatch, ScanOptions } from './parse.js';

/**
 * parseBatch on a worker thread. Reading a batch is CPU work on the thread that runs it: pdf.js decodes a scan's pages,
 * jsQR looks for each answer sheet's code (up to ~0.6 s per page), fflate inflates a ZIP, a CSV of 2,000 rows is split
 * and checked; on the service's own thread every other request (students' submissions, status polls) waited behind
 * it. One thread is started on the first batch and ends after IDLE_MS without work; a thread that dies fails only the
 * batches it held (the teacher sends the file again) and the next batch starts a new one.
 */
const IDLE_MS = 60_000;
export const THREAD_DIED_MESSAGE = 'Não foi possível ler o arquivo agora. Envie-o de novo em instantes.';

/** What the thread is sent, and what it answers (parse-worker.ts). */
export type ParseRequest = {
  id: number;
  buf: Uint8Array;
  roster: RosterStudent[];
  atividadeId: number;
  scan: ScanOptions;
};
export type ParseReply = {
  id: number;
  result?: ParsedBatch;
  error?: { code?: ErrorCode; message: string; fields?: Record<string, string>; status?: number };
};
type Pending = { resolve: (b: ParsedBatch) => void; reject: (err: Error) => void };

let worker: Worker | undefined;
let idle: NodeJS.Timeout | undefined;
let nextId = 1;
const pending = new Map<number, Pending>();

// The thread runs the same file kind as this module: the image's JavaScript, or TypeScript (npm start, tests) through
// tsx's loader registered inside the thread first (a worker does not inherit `--import tsx`: tsx issue #354).
const entry = new URL(`./parse-worker${import.meta.url.endsWith('.ts') ? '.ts' : '.js'}`, import.meta.url);
const start = (): Worker => {
  if (!entry.pathname.endsWith('.ts')) return new Worker(entry);
  // tsx's tsImport loads one file (and what it imports) through a loader of its own.
  const api = pathToFileURL(
    path.join(path.dirname(createRequire(import.meta.url).resolve('tsx')), 'esm/api/index.mjs'),
  ).href;
  const boot = `import(${JSON.stringify(api)}).then(({ tsImport }) => tsImport(${JSON.stringify(entry.href)}, ${JSON.stringify(import.meta.url)}))`;
  return new Worker(boot, { eval: true });
};

function thread(): Worker {
  if (worker) return worker;
  const w = start();
  const failAll = (err: Error) => {
    if (worker === w) worker = undefined;
    for (const [id, p] of pending) {
      pending.delete(id);
      p.reject(err);
    }
  };
  w.on('message', (reply: ParseReply) => {
    const p = pending.get(reply.id);
    if (!p) return;
    pending.delete(reply.id);
    if (reply.result) p.resolve(revive(reply.result));
    else {
      const e = reply.error!;
      p.reject(e.code ? new AppError(e.code, e.message, e.fields, { status: e.status }) : new Error(e.message));
    }
    if (!pending.size) {
      // An idle thread does not keep the process alive; one reading a batch does.
      w.unref();
      idleLater(w);
    }
  });
  // The thread died (out of memory on a hostile file, a crash): its batches are refused as "try again", nothing stored.
  const died = (cause: unknown) =>
    failAll(new AppError('service_unavailable', THREAD_DIED_MESSAGE, undefined, { cause }));
  w.on('error', died);
  w.on('exit', (code) => died(new Error(`a leitura do lote terminou (código ${code})`)));
  worker = w;
  return w;
}

function idleLater(w: Worker) {
  clearTimeout(idle);
  idle = setTimeout(() => {
    if (worker === w && !pending.size) {
      worker = undefined;
      void w.terminate();
    }
  }, IDLE_MS);
  idle.unref();
}

/** Buffers arrive as plain Uint8Arrays from another thread. */
function revive(batch: ParsedBatch): ParsedBatch {
  for (const item of batch.itens)
    if (item.imagem)
      item.imagem.buffer = Buffer.from(
        item.imagem.buffer.buffer,
        item.imagem.buffer.byteOffset,
        item.imagem.buffer.byteLength,
      );
  return batch;
}

export function parseBatchOffThread(
  buf: Buffer,
  roster: RosterStudent[],
  atividadeId: number,
  scan: ScanOptions,
): Promise<ParsedBatch> {
  const id = nextId++;
  clearTimeout(idle);
  return new Promise<ParsedBatch>((resolve, reject) => {
    pending.set(id, { resolve, reject });
    const w = thread();
    w.ref();
    w.postMessage({ id, buf, roster, atividadeId, scan } satisfies ParseRequest);
  });
}

/** Ends the thread now (its pending batches are refused with THREAD_DIED_MESSAGE); the next batch starts a new one. */
export async function stopParseThread(): Promise<void> {
  const w = worker;
  clearTimeout(idle);
  await w?.terminate();
}
