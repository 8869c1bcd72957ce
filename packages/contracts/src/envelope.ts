import { z } from './zod.js';

/** Largest id a PostgreSQL `integer`/SERIAL column holds: a bigger number is never an id (and would fail in SQL). */
export const MAX_ID = 2_147_483_647;

/** Stable error codes; the HTTP status for each lives in one table (ERROR_STATUS). */
export const ERROR_CODES = [
  'validation',
  'unauthorized',
  'forbidden',
  'not_found',
  'conflict',
  'gone',
  'payload_too_large',
  'unsupported_media_type',
  'unprocessable',
  'insufficient_credits',
  'rate_limited',
  'service_unavailable',
  'timeout',
  'internal',
] as const;
export type ErrorCode = (typeof ERROR_CODES)[number];

export const ERROR_STATUS: Record<ErrorCode, number> = {
  validation: 400,
  unauthorized: 401,
  forbidden: 403,
  not_found: 404,
  conflict: 409,
  gone: 410,
  payload_too_large: 413,
  unsupported_media_type: 415,
  unprocessable: 422,
  insufficient_credits: 402,
  rate_limited: 429,
  service_unavailable: 503,
  timeout: 504,
  internal: 500,
};

export type SuccessEnvelope<T> = { success: true; data: T; message?: string };
export type ErrorEnvelope = {
  success: false;
  message: string;
  erro: string;
  error: { code: ErrorCode; message: string; fields?: Record<string, string> };
  requestId?: string;
};
export type Envelope<T> = SuccessEnvelope<T> | ErrorEnvelope;

export const errorEnvelopeSchema = z.object({
  success: z.literal(false),
  message: z.string(),
  erro: z.string(),
  error: z.object({
    code: z.enum(ERROR_CODES),
    message: z.string(),
    fields: z.record(z.string(), z.string()).optional(),
  }),
  requestId: z.string().optional(),
});

export function ok<T>(data: T, message?: string): SuccessEnvelope<T> {
  return message === undefined ? { success: true, data } : { success: true, data, message };
}

export function fail(
  code: ErrorCode,
  message: string,
  fields?: Record<string, string>,
  requestId?: string,
): ErrorEnvelope {
  return {
    success: false,
    message,
    erro: message,
    error: { code, message, ...(fields ? { fields } : {}) },
    ...(requestId ? { requestId } : {}),
  };
}
