import type { RequestHandler } from 'express';
import type { AuthUser } from '@argumenta/contracts';
import {
  IDENTITY_HEADER,
  sessionCredential,
  unauthorized,
  verifyTokenClaims,
  type JwtSettings,
} from '@argumenta/platform';

/** Tokens remembered as verified (a school's students in one lesson fit many times over). */
export const VERIFIED_TOKENS_MAX = 20_000;

/**
 * Verifies the bearer JWT once per request and keeps its user in `req.auth`, for the rate limiter's key, the BFF
 * routes and the identity the proxies forward (IDENTITY_HEADER, signed with the service token), so services need not
 * verify the RS256 signature again. Never answers itself: a request without a valid token goes on anonymous and is
 * refused where authentication is required (BFF: requireIdentified; services: their own JWT check).
 * An identity header sent by a client is dropped: only this gateway mints them.
 * A token that verified is remembered, by its exact text, until it expires: the RSA check was the largest single cost
 * of a read (a student polls the same token many times a minute). Expiry is checked on every use; a forged or
 * altered token is a different text and is verified (and refused) in full.
 */
export function identify(
  jwt: JwtSettings,
  maxRemembered = VERIFIED_TOKENS_MAX,
): RequestHandler & { userOf: (token: string) => AuthUser | null } {
  const verified = new Map<string, { user: AuthUser; expiresAtMs: number }>();
  const userOf = (token: string): AuthUser | null => {
    const now = Date.now();
    const known = verified.get(token);
    if (known && known.expiresAtMs > now) return known.user;
    if (known) verified.delete(token);
    const claims = verifyTokenClaims(token, jwt);
    if (!claims) return null;
    // Oldest first out (a Map keeps insertion order).
    if (verified.size >= maxRemembered) verified.delete(verified.keys().next().value!);
    verified.set(token, { user: claims.user, expiresAtMs: claims.exp * 1000 });
    return claims.user;
  };
  const middleware: RequestHandler = (req, _res, next) => {
    delete req.headers[IDENTITY_HEADER];
    // The Authorization header as the revocation check read it (sessionCredential): the same token, or none.
    const credential = sessionCredential(req);
    const user = credential.kind === 'token' ? userOf(credential.token) : null;
    if (user) req.auth = user;
    else delete req.auth;
    next();
  };
  return Object.assign(middleware, { userOf });
}

/** For routes served by the gateway itself (BFF): 401 unless identify() found a valid token. */
export const requireIdentified: RequestHandler = (req, _res, next) => next(req.auth ? undefined : unauthorized());
