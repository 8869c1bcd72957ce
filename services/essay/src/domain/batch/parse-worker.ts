import { parentPort } from 'node:worker_threads';
import { AppError } from '@argumenta/platform';
import { parseBatch } from './parse.js';
import type { ParseReply, ParseRequest } from './parse-thread.js';

// The worker thread of parse-thread.ts: one parseBatch per message, answered with its result or its error.
parentPort!.on('message', async (msg: ParseRequest) => {
  try {
    const result = await parseBatch(
      Buffer.from(msg.buf.buffer, msg.buf.byteOffset, msg.buf.byteLength),
      msg.roster,
      msg.atividadeId,
      msg.scan,
    );
    parentPort!.postMessage({ id: msg.id, result } satisfies ParseReply);
  } catch (err) {
    const error: ParseReply['error'] =
      err instanceof AppError
        ? { code: err.code, message: err.message, fields: err.fields, status: err.status }
        : { message: (err as Error)?.message ?? String(err) };
    parentPort!.postMessage({ id: msg.id, error } satisfies ParseReply);
  }
});
