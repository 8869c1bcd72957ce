import { ERROR_STATUS, fail, MAX_ID, type ErrorCode, type ErrorEnvelope } from '@argumenta/contracts';
import type { ZodError } from 'zod';

/** The one error type services throw; the error middleware turns it into the envelope. */
export class AppError extends Error {
  readonly status: number;
  constructor(
    readonly code: ErrorCode,
    message: string,
    readonly fields?: Record<string, string>,
    options?: { cause?: unknown; status?: number; retryAfterSeconds?: number },
  ) {
    super(message, { cause: options?.cause });
    this.name = 'AppError';
    this.status = options?.status ?? ERROR_STATUS[code];
    this.retryAfterSeconds = options?.retryAfterSeconds;
  }
  /** Sent as Retry-After (429, 503). */
  readonly retryAfterSeconds?: number;
  toEnvelope(requestId?: string): ErrorEnvelope {
    return fail(this.code, this.message, this.fields, requestId);
  }
}

/** A dependency (another service, PostgreSQL, the queue) cannot be reached: retryable, answered 503. */
export const UNAVAILABLE_MESSAGE = 'Serviço temporariamente indisponível. Tente novamente em instantes.';

/** The generic 500's message: an unexpected failure, never its details. */
export const INTERNAL_ERROR_MESSAGE = 'Erro interno do servidor. Tente novamente mais tarde.';

export const badRequest = (message: string, fields?: Record<string, string>) =>
  new AppError('validation', message, fields);
export const unauthorized = (message = 'Não autenticado. Faça login novamente.') =>
  new AppError('unauthorized', message);
export const forbidden = (message = 'Você não tem permissão para realizar esta ação.') =>
  new AppError('forbidden', message);
export const notFound = (message = 'Recurso não encontrado') => new AppError('not_found', message);
export const conflict = (message: string) => new AppError('conflict', message);

/** First issue's message as the headline, every field's first message in `fields`. */
export function fromZod(error: ZodError): AppError {
  const fields: Record<string, string> = {};
  for (const issue of error.issues) {
    const key = issue.path.join('.') || '_';
    fields[key] ??= issue.message;
  }
  return new AppError('validation', error.issues[0]?.message ?? 'Dados inválidos', fields);
}

export function parseOrThrow<T>(
  schema: { safeParse(v: unknown): { success: true; data: T } | { success: false; error: ZodError } },
  value: unknown,
): T {
  const r = schema.safeParse(value);
  if (!r.success) throw fromZod(r.error);
  return r.data;
}

/** Parses a positive integer path id or throws 400 with the given message. */
export function parseId(raw: unknown, message = 'ID inválido'): number {
  const s = String(raw ?? '');
  if (!/^\d+$/.test(s)) throw badRequest(message);
  const n = Number(s);
  if (!Number.isSafeInteger(n) || n <= 0 || n > MAX_ID) throw badRequest(message);
  return n;
}
