import type { JobFailure } from '@argumenta/contracts';

/** Spec 8 (Essays): the messages the student sees for each kind of failure. */
export const FAILURE_MESSAGES = {
  malformed: 'A IA encontrou dificuldades para analisar sua redação. Tente novamente em alguns instantes.',
  connection: 'Problema de conexão com o serviço de correção. Verifique sua conexão e tente novamente.',
  server: 'Erro temporário no servidor de correção. Tente novamente em alguns instantes.',
  rateLimited: 'Muitas correções simultâneas. Aguarde alguns minutos e tente novamente.',
  configuration:
    'Erro de configuração do serviço de correção. A equipe técnica foi avisada; tente novamente mais tarde.',
  internal: 'Erro interno ao corrigir a redação. Tente novamente.',
  notFound: 'A redação não foi encontrada para correção.',
} as const;

/** A failure an engine knows how to describe: code, Portuguese message, whether retrying can help. */
export class EngineError extends Error implements JobFailure {
  constructor(
    readonly code:
      'ai_malformed' | 'ai_connection' | 'ai_server' | 'ai_rate_limited' | 'engine_config' | 'internal' | 'not_found',
    message: string,
    readonly retryable: boolean,
    options?: { cause?: unknown; retryAfterMs?: number },
  ) {
    super(message, options);
    this.name = 'EngineError';
    this.retryAfterMs = options?.retryAfterMs;
  }

  /** ai_rate_limited: how long the provider asked us to wait (Retry-After), when it said. */
  readonly retryAfterMs?: number;
}
