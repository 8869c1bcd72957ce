import { AsyncLocalStorage } from 'node:async_hooks';
import { pino, type Logger, type LoggerOptions } from 'pino';

export type { Logger };

/** Carries the request id through async calls so every log line and internal call can include it. */
export const requestContext = new AsyncLocalStorage<{ requestId: string }>();
export const currentRequestId = () => requestContext.getStore()?.requestId;

/** A buffered logger writes when 4 kB of lines are waiting, or this often, or when the process exits. */
export const LOG_FLUSH_MS = 1_000;
const LOG_BUFFER_BYTES = 4096;

/**
 * `buffered` (long-running HTTP processes): lines are written in 4 kB batches instead of one write(2) per line — the
 * access log's write was one of the largest costs of a fast read (`npm run bench -- api --profile`). A line waits at most
 * LOG_FLUSH_MS; everything is written on exit (signals, errors); a process killed with SIGKILL loses at most that
 * second of lines.
 */
export function createLogger(
  service: string,
  level = process.env.LOG_LEVEL ?? 'info',
  opts: { buffered?: boolean } = {},
): Logger {
  const options: LoggerOptions = {
    name: service,
    level,
    base: { service },
    // Essays are personal data: never log bodies or tokens.
    redact: [
      'req.headers.authorization',
      'req.headers.cookie',
      'req.headers["x-service-token"]',
      'req.headers["x-argumenta-identity"]',
      'password',
      'senha',
      'token',
      'texto',
    ],
    mixin() {
      const requestId = currentRequestId();
      return requestId ? { requestId } : {};
    },
  };
  return opts.buffered ? pino(options, bufferedStdout()) : pino(options);
}

function bufferedStdout() {
  const destination = pino.destination({ dest: 1, sync: true, minLength: LOG_BUFFER_BYTES });
  const flush = (write: () => void) => () => {
    try {
      write();
    } catch {
      /* not open yet, or stdout closed: nothing to write to */
    }
  };
  // flush() without a callback writes what waits; flushSync() also fsyncs (blocking the event loop on a log file): at
  // exit only.
  setInterval(
    flush(() => destination.flush()),
    LOG_FLUSH_MS,
  ).unref();
  process.on(
    'exit',
    flush(() => destination.flushSync()),
  );
  return destination;
}
