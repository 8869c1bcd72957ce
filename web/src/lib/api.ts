import { getToken, useAuth } from '@/stores/auth';

/** Spec 7 General: one client for every call. */
export const API_BASE = '/api';
export const REQUEST_TIMEOUT_MS = 300_000;

export class ApiError extends Error {
  constructor(
    message: string,
    readonly status: number,
    readonly code?: string,
    readonly fields?: Record<string, string>,
    /** The server's `erro` field, which some screens prefer (spec 7). */
    readonly erro?: string,
  ) {
    super(message);
    this.name = 'ApiError';
  }
}

let onUnauthorized: () => void = () => {
  window.location.assign('/auth/login');
};
/** The router registers a soft navigation here (avoids a full reload). */
export function setUnauthorizedHandler(fn: () => void) {
  onUnauthorized = fn;
}

type Options = {
  method?: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  json?: unknown;
  form?: FormData;
  signal?: AbortSignal;
  /** Login/registration answer 401 for bad credentials: no session to clear there. */
  skipAuthRedirect?: boolean;
  /** Send no bearer token (public share page). */
  anonymous?: boolean;
  headers?: Record<string, string>;
};

type Body = {
  success?: boolean;
  data?: unknown;
  message?: string;
  erro?: string;
  error?: { code?: string; message?: string; fields?: Record<string, string> };
};

async function send(path: string, opts: Options): Promise<Response> {
  const headers: Record<string, string> = { Accept: 'application/json', ...opts.headers };
  const token = opts.anonymous ? null : getToken();
  if (token) headers.Authorization = `Bearer ${token}`;
  let body: BodyInit | undefined;
  if (opts.form) body = opts.form;
  else if (opts.json !== undefined) {
    headers['Content-Type'] = 'application/json';
    body = JSON.stringify(opts.json);
  }
  const timeout = AbortSignal.timeout(REQUEST_TIMEOUT_MS);
  const signal = opts.signal ? AbortSignal.any([opts.signal, timeout]) : timeout;
  let res: Response;
  try {
    res = await fetch(API_BASE + path, { method: opts.method ?? 'GET', headers, body, signal });
  } catch (e) {
    if (e instanceof DOMException && e.name === 'TimeoutError')
      throw new ApiError('Tempo de resposta esgotado. Tente novamente.', 0, 'timeout');
    if (e instanceof DOMException && e.name === 'AbortError') throw e;
    throw new ApiError(e instanceof Error && e.message ? e.message : 'Request failed', 0, 'network');
  }
  if (res.status === 401 && !opts.skipAuthRedirect && !opts.anonymous) {
    useAuth.getState().clear();
    onUnauthorized();
  }
  return res;
}

async function readBody(res: Response): Promise<Body | null> {
  const type = res.headers.get('content-type') ?? '';
  if (!type.includes('json')) return null;
  try {
    return (await res.json()) as Body;
  } catch {
    return null;
  }
}

function errorFrom(res: Response, body: Body | null): ApiError {
  const message = body?.error?.message || body?.message || body?.erro || res.statusText || 'Request failed';
  return new ApiError(message, res.status, body?.error?.code, body?.error?.fields, body?.erro);
}

/** JSON call: unwraps `{ success, data, message }`, throws ApiError otherwise. */
export async function api<T>(path: string, opts: Options = {}): Promise<T> {
  const res = await send(path, opts);
  const body = await readBody(res);
  if (!res.ok) throw errorFrom(res, body);
  // A JSON answer cut short (the page unloading mid-read) is an error, never a null result: a null profile once
  // reached the stored session and sent the next page load to the login screen.
  if (body === null && (res.headers.get('content-type') ?? '').includes('json'))
    throw new ApiError('Resposta incompleta do servidor. Tente novamente.', res.status, 'invalid_response');
  if (body && body.success === false)
    throw new ApiError(body.message || 'Request failed', res.status, body.error?.code, body.error?.fields, body.erro);
  return (body && 'data' in body ? body.data : body) as T;
}

/** Same as api() but also returns the envelope's message (e.g. favourite toggles). */
export async function apiWithMessage<T>(path: string, opts: Options = {}): Promise<{ data: T; message?: string }> {
  const res = await send(path, opts);
  const body = await readBody(res);
  if (!res.ok) throw errorFrom(res, body);
  if (body && body.success === false)
    throw new ApiError(body.message || 'Request failed', res.status, body.error?.code, body.error?.fields, body.erro);
  return { data: (body?.data ?? null) as T, message: body?.message };
}

/** Binary download (PDFs). */
export async function apiBlob(path: string, opts: Options = {}): Promise<Blob> {
  const res = await send(path, opts);
  if (!res.ok) throw errorFrom(res, await readBody(res));
  return res.blob();
}

export function errorMessage(e: unknown, fallback: string): string {
  if (e instanceof ApiError && e.message && e.message !== 'Request failed') return e.message;
  return fallback;
}

/** Saves a blob through a temporary link. */
export function saveBlob(blob: Blob, filename: string) {
  const url = URL.createObjectURL(blob);
  const a = document.createElement('a');
  a.href = url;
  a.download = filename;
  document.body.appendChild(a);
  a.click();
  a.remove();
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}
