import { timingSafeEqual } from 'node:crypto';
import type { RequestHandler } from 'express';
import { AppError, UNAVAILABLE_MESSAGE } from './errors.js';
import { REQUEST_ID_HEADER } from './http.js';
import { currentRequestId } from './logger.js';

export const SERVICE_TOKEN_HEADER = 'x-service-token';

/** Guards `/internal/*`: only callers holding the shared service token get through. */
export function requireServiceToken(token: string): RequestHandler {
  const expected = Buffer.from(token);
  return (req, _res, next) => {
    const given = Buffer.from(String(req.headers[SERVICE_TOKEN_HEADER] ?? ''));
    if (given.length !== expected.length || !timingSafeEqual(given, expected)) return next(new AppError('forbidden', 'Acesso interno negado'));
    next();
  };
}

export type InternalClient = {
  get<T>(path: string): Promise<T>;
  /** A Buffer body is sent as raw bytes (application/octet-stream); anything else as JSON. */
  post<T>(path: string, body?: unknown): Promise<T>;
};

/**
 * Service-to-service HTTP client: carries the service token and the current request id, times out,
 * and turns the callee's error envelope back into an AppError with the same code and message.
 */
export function createInternalClient(baseUrl: string, token: string, timeoutMs = 10_000): InternalClient {
  async function call<T>(method: string, path: string, body?: unknown): Promise<T> {
    const headers: Record<string, string> = { [SERVICE_TOKEN_HEADER]: token, accept: 'application/json' };
    const rid = currentRequestId();
    if (rid) headers[REQUEST_ID_HEADER] = rid;
    const raw = Buffer.isBuffer(body);
    if (body !== undefined) headers['content-type'] = raw ? 'application/octet-stream' : 'application/json';
    let res: Response;
    try {
      res = await fetch(new URL(path, baseUrl), {
        method,
        headers,
        body: body === undefined ? undefined : raw ? new Uint8Array(body) : JSON.stringify(body),
        signal: AbortSignal.timeout(timeoutMs),
      });
    } catch (err) {
      throw new AppError('service_unavailable', UNAVAILABLE_MESSAGE, undefined, { cause: err });
    }
    const json = (await res.json().catch(() => null)) as { success?: boolean; data?: T; error?: { code?: string; message?: string } } | null;
    if (!res.ok || !json?.success) {
      const code = (json?.error?.code ?? (res.status >= 500 ? 'service_unavailable' : 'internal')) as ConstructorParameters<typeof AppError>[0];
      throw new AppError(code, json?.error?.message ?? `Falha na chamada interna (${res.status})`, undefined, { status: res.status });
    }
    return json.data as T;
  }
  return {
    get: (path) => call('GET', path),
    post: (path, body) => call('POST', path, body ?? {}),
  };
}
