import { AppError } from '@argumenta/platform';

/** What a login is answered when this replica is already checking as many passwords as it can queue. */
export const AUTH_BUSY_MESSAGE = 'Muitos acessos ao mesmo tempo. Aguarde alguns segundos e tente entrar de novo.';
export const AUTH_BUSY_RETRY_SECONDS = 5;

export type HashingCeilingOptions = { concurrent: number; waiting: number };
export const DEFAULT_HASHING_CEILING: HashingCeilingOptions = { concurrent: 4, waiting: 200 };

/**
 * A ceiling on password checks (argon2id, ~12 ms of CPU each): at most `concurrent` at once per replica and `waiting`
 * more in line; past that a login is answered 503 with Retry-After at once instead of queueing without end, so a flood
 * of logins from many addresses slows this replica to its ceiling and never takes it down (issue 37). A school logging
 * in at once (2,000 students in two minutes: ~17 checks a second) stays far below it.
 */
export function hashingCeiling(opts: HashingCeilingOptions) {
  let running = 0;
  const line: (() => void)[] = [];
  return async function withinCeiling<T>(check: () => Promise<T>): Promise<T> {
    if (running < opts.concurrent) running += 1;
    else if (line.length >= opts.waiting)
      throw new AppError('service_unavailable', AUTH_BUSY_MESSAGE, undefined, {
        status: 503,
        retryAfterSeconds: AUTH_BUSY_RETRY_SECONDS,
      });
    // The slot is handed over by the check that ends (running stays the same).
    else await new Promise<void>((resolve) => line.push(resolve));
    try {
      return await check();
    } finally {
      const next = line.shift();
      if (next) next();
      else running -= 1;
    }
  };
}
