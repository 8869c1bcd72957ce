import { RateLimited } from '@argumenta/platform';
import { EngineError } from './engines/errors.js';

/** Backoff when the provider answers 429 without Retry-After: 1 s, 2 s, 4 s … capped at 60 s. */
const BASE_MS = 1_000;
const MAX_MS = 60_000;

/**
 * Turns a provider rate limit into a queue-wide pause instead of a failure: the queue waits the provider's Retry-After
 * (or an exponential backoff over consecutive 429s in this process) and the job goes back to waiting without spending
 * an attempt. Any other error is returned unchanged.
 */
export function createRateLimitBackoff() {
  let consecutive = 0;
  return {
    pauseFor(err: unknown): RateLimited | null {
      if (!(err instanceof EngineError) || err.code !== 'ai_rate_limited') return null;
      consecutive += 1;
      const wait = err.retryAfterMs ?? Math.min(MAX_MS, BASE_MS * 2 ** (consecutive - 1));
      return new RateLimited(Math.ceil(wait));
    },
    succeeded() {
      consecutive = 0;
    },
  };
}

/** Jobs per minute that keep a correction's requests under `requestsPerMinute` (0 = no limit). */
export function queueLimiter(
  requestsPerMinute: number,
  requestsPerJob: number,
): { max: number; duration: number } | undefined {
  if (!requestsPerMinute) return undefined;
  // One job every (60 s × requests per job / rpm), spread evenly instead of a burst at the top of each minute, with a
  // 5 % margin: a job's requests do not all leave at its start, and a provider counting a sliding minute refused the
  // edges at exactly the limit (bench lote: 29 refusals in 30 essays without the margin).
  return { max: 1, duration: Math.ceil((60_000 * requestsPerJob * 1.05) / requestsPerMinute) };
}
