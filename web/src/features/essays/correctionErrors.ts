import { ESSAY_MESSAGES } from '@argumenta/contracts';
import { ApiError } from '@/lib/api';

export type CorrectionError = { message: string; retryable: boolean };
export const RETRY_TIP = 'Clique em "Enviar para Correção" novamente para tentar outra vez.';
export const CORRECTION_ERROR_MS = 5000;
export const CORRECTION_ERROR_RETRY_MS = 8000;

const MESSAGES = {
  aiMalformed: 'A IA encontrou dificuldades para analisar sua redação. Tente novamente em instantes.',
  connection: 'Problema de conexão com o serviço de correção. Verifique sua internet e tente novamente.',
  server: 'Erro temporário no servidor. Tente novamente em alguns instantes.',
  rateLimited: 'Muitas correções simultâneas. Aguarde alguns minutos e tente novamente.',
  session: 'Sessão expirada. Faça login novamente para continuar.',
};

/** Spec 8 Essays: maps a failure (HTTP or worker event) to the message and whether to retry. */
export function mapCorrectionError(
  e: { status?: number; code?: string; message?: string; retryable?: boolean } | unknown,
): CorrectionError {
  const err =
    e instanceof ApiError
      ? { status: e.status, code: e.code, message: e.message }
      : ((e ?? {}) as { status?: number; code?: string; message?: string; retryable?: boolean });
  const code = (err.code ?? '').toLowerCase();
  const msg = err.message ?? '';
  const lower = msg.toLowerCase();
  if (err.status === 401 || code === 'unauthorized') return { message: MESSAGES.session, retryable: false };
  if (err.status === 429 || code === 'rate_limited' || lower.includes('rate limit'))
    return { message: MESSAGES.rateLimited, retryable: false };
  if (err.status === 402 || code === 'insufficient_credits')
    return { message: msg || ESSAY_MESSAGES.noCredits, retryable: false };
  if (code.includes('malformed') || code.includes('invalid_ai') || code === 'ai_error' || lower.includes('json'))
    return { message: MESSAGES.aiMalformed, retryable: true };
  if (
    code === 'timeout' ||
    code === 'network' ||
    lower.includes('timeout') ||
    lower.includes('econnreset') ||
    lower.includes('failed to fetch') ||
    lower.includes('networkerror')
  )
    return { message: MESSAGES.connection, retryable: true };
  if ((err.status ?? 0) >= 500 || code === 'internal' || code === 'service_unavailable')
    return { message: msg && err.status === undefined ? msg : MESSAGES.server, retryable: true };
  if (err.retryable !== undefined) return { message: msg || ESSAY_MESSAGES.sendError, retryable: err.retryable };
  return { message: msg && msg !== 'Request failed' ? msg : ESSAY_MESSAGES.sendError, retryable: false };
}
