import { AsyncLocalStorage } from 'node:async_hooks';
import { pino, type Logger } from 'pino';

export type { Logger };

/** Carries the request id through async calls so every log line and internal call can include it. */
export const requestContext = new AsyncLocalStorage<{ requestId: string }>();
export const currentRequestId = () => requestContext.getStore()?.requestId;

export function createLogger(service: string, level = process.env.LOG_LEVEL ?? 'info'): Logger {
  return pino({
    name: service,
    level,
    base: { service },
    // Essays are personal data: never log bodies or tokens.
    redact: ['req.headers.authorization', 'req.headers.cookie', 'req.headers["x-service-token"]', 'req.headers["x-argumenta-identity"]', 'password', 'senha', 'token', 'texto'],
    mixin() {
      const requestId = currentRequestId();
      return requestId ? { requestId } : {};
    },
  });
}
