import { createHash, randomBytes } from 'node:crypto';
import { AUTH_MESSAGES } from '@argumenta/contracts';
import { AppError, type Pool } from '@argumenta/platform';
import type { HashingCeilingOptions } from './hashing-ceiling.js';

/**
 * Password guessing is limited per account, not per address: `perPair` failures from one address (an attacker, or a
 * student who forgot the password) lock that account for that address; `perAccount` failures from anywhere
 * (distributed guessing) lock the account for everyone, for `windowSeconds`. Unknown emails are counted the same way,
 * so the answers never tell whether an account exists.
 * Neither lock reaches the owner's own browser (issue 44: a classmate on the school's network, or anyone, could lock a
 * teacher out on exam day): every successful login hands the browser a device token (`dispositivo`), and a login that
 * carries a valid one for the account counts only that browser's own failures (`perPair` of them). A stranger never has
 * the token; the owner on a new browser still has the password reset link, which clears the account's failures.
 */
export type LoginGuardOptions = {
  perPair: number;
  perAccount: number;
  windowSeconds: number;
  hashing?: HashingCeilingOptions;
};
export const DEFAULT_LOGIN_GUARD: LoginGuardOptions = { perPair: 5, perAccount: 20, windowSeconds: 900 };

/** A known browser is forgotten after this long without a login from it. */
const DEVICE_DAYS = 180;
const hashOf = (token: string) => createHash('sha256').update(token).digest('base64url');

export function loginGuard(pool: Pool, opts: LoginGuardOptions) {
  const locked = (retryAfter: number) =>
    new AppError('rate_limited', AUTH_MESSAGES.tooManyAttempts(Math.ceil(opts.windowSeconds / 60)), undefined, {
      status: 429,
      retryAfterSeconds: retryAfter,
    });
  const retryAfter = (oldest: Date | null) =>
    oldest ? Math.max(1, Math.ceil(opts.windowSeconds - (Date.now() - oldest.getTime()) / 1000)) : opts.windowSeconds;

  /** The hash of `token` when it is a known browser of the account with this e-mail, else null. */
  async function knownDevice(email: string, token: string | undefined): Promise<string | null> {
    if (!token) return null;
    const hash = hashOf(token);
    const { rowCount } = await pool.query(
      `SELECT 1 FROM auth.dispositivos_conhecidos d JOIN auth.usuarios u ON u.id = d.usuario_id
        WHERE d.token_hash = $1 AND u.email = $2 AND d.visto_em > now() - make_interval(days => $3)`,
      [hash, email, DEVICE_DAYS],
    );
    return rowCount ? hash : null;
  }

  return {
    /** Refuses (429) a locked login; returns the known browser's hash to pass to failed(), if the login carries one. */
    async check(email: string, ip: string, device?: string): Promise<string | null> {
      const known = await knownDevice(email, device);
      if (known) {
        const { rows } = await pool.query<{ n: number; mais_antiga: Date | null }>(
          `SELECT count(*)::int AS n, min(criada_em) AS mais_antiga FROM auth.tentativas_login
            WHERE email = $1 AND dispositivo = $2 AND criada_em > now() - make_interval(secs => $3)`,
          [email, known, opts.windowSeconds],
        );
        if (rows[0]!.n >= opts.perPair) throw locked(retryAfter(rows[0]!.mais_antiga));
        return known;
      }
      const { rows } = await pool.query<{ par: number; conta: number; mais_antiga: Date | null }>(
        `SELECT count(*) FILTER (WHERE ip = $2 AND dispositivo IS NULL)::int AS par, count(*) FILTER (WHERE dispositivo IS NULL)::int AS conta, min(criada_em) AS mais_antiga
           FROM auth.tentativas_login WHERE email = $1 AND criada_em > now() - make_interval(secs => $3)`,
        [email, ip, opts.windowSeconds],
      );
      const r = rows[0]!;
      if (r.par >= opts.perPair || r.conta >= opts.perAccount) throw locked(retryAfter(r.mais_antiga));
      return null;
    },
    async failed(email: string, ip: string, device: string | null) {
      await pool.query('INSERT INTO auth.tentativas_login (email, ip, dispositivo) VALUES ($1, $2, $3)', [
        email,
        ip,
        device,
      ]);
      // Keeps the table small: an account's old failures go when it fails again.
      await pool.query(
        'DELETE FROM auth.tentativas_login WHERE email = $1 AND criada_em < now() - make_interval(secs => $2)',
        [email, opts.windowSeconds],
      );
    },
    /** Clears this address's (or browser's) failures; returns the browser's token: the one it sent, or a new one. */
    async succeeded(
      userId: number,
      email: string,
      ip: string,
      device: string | null,
      token: string | undefined,
    ): Promise<string> {
      await pool.query('DELETE FROM auth.tentativas_login WHERE email = $1 AND (ip = $2 OR dispositivo = $3)', [
        email,
        ip,
        device,
      ]);
      if (device && token) {
        await pool.query('UPDATE auth.dispositivos_conhecidos SET visto_em = now() WHERE token_hash = $1', [device]);
        return token;
      }
      const fresh = randomBytes(24).toString('base64url');
      await pool.query('INSERT INTO auth.dispositivos_conhecidos (token_hash, usuario_id) VALUES ($1, $2)', [
        hashOf(fresh),
        userId,
      ]);
      await pool.query(
        'DELETE FROM auth.dispositivos_conhecidos WHERE usuario_id = $1 AND visto_em < now() - make_interval(days => $2)',
        [userId, DEVICE_DAYS],
      );
      return fresh;
    },
  };
}
