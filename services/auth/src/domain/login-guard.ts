import { AUTH_MESSAGES } from '@argumenta/contracts';
import { AppError, type Pool } from '@argumenta/platform';
import type { HashingCeilingOptions } from './hashing-ceiling.js';

/**
 * Password guessing is limited per account, not per address: `perPair` failures from one address (an attacker, or a
 * student who forgot the password) lock that account for that address; `perAccount` failures from anywhere
 * (distributed guessing) lock the account for everyone, for `windowSeconds`. Unknown emails are counted the same way,
 * so the answers never tell whether an account exists.
 */
export type LoginGuardOptions = { perPair: number; perAccount: number; windowSeconds: number; hashing?: HashingCeilingOptions };
export const DEFAULT_LOGIN_GUARD: LoginGuardOptions = { perPair: 5, perAccount: 20, windowSeconds: 900 };

export function loginGuard(pool: Pool, opts: LoginGuardOptions) {
  const locked = (retryAfter: number) =>
    new AppError('rate_limited', AUTH_MESSAGES.tooManyAttempts(Math.ceil(opts.windowSeconds / 60)), undefined, { status: 429, retryAfterSeconds: retryAfter });
  return {
    async check(email: string, ip: string) {
      const { rows } = await pool.query<{ par: number; conta: number; mais_antiga: Date | null }>(
        `SELECT count(*) FILTER (WHERE ip = $2)::int AS par, count(*)::int AS conta, min(criada_em) AS mais_antiga
           FROM auth.tentativas_login WHERE email = $1 AND criada_em > now() - make_interval(secs => $3)`,
        [email, ip, opts.windowSeconds],
      );
      const r = rows[0]!;
      if (r.par >= opts.perPair || r.conta >= opts.perAccount) {
        const retry = r.mais_antiga ? Math.max(1, Math.ceil(opts.windowSeconds - (Date.now() - r.mais_antiga.getTime()) / 1000)) : opts.windowSeconds;
        throw locked(retry);
      }
    },
    async failed(email: string, ip: string) {
      await pool.query('INSERT INTO auth.tentativas_login (email, ip) VALUES ($1, $2)', [email, ip]);
      // Keeps the table small: an account's old failures go when it fails again.
      await pool.query('DELETE FROM auth.tentativas_login WHERE email = $1 AND criada_em < now() - make_interval(secs => $2)', [email, opts.windowSeconds]);
    },
    async succeeded(email: string, ip: string) {
      await pool.query('DELETE FROM auth.tentativas_login WHERE email = $1 AND ip = $2', [email, ip]);
    },
  };
}
