import type { RequestHandler } from 'express';
import { IDENTITY_HEADER, unauthorized, verifyToken, type JwtSettings } from '@argumenta/platform';

const BEARER = /^bearer\s+(\S+)$/i;

/**
 * Verifies the bearer JWT once per request and keeps its user in `req.auth`, for the rate limiter's key, the BFF
 * routes and the identity the proxies forward (IDENTITY_HEADER, signed with the service token), so services need not
 * verify the RS256 signature again. Never answers itself: a request without a valid token goes on anonymous and is
 * refused where authentication is required (BFF: requireIdentified; services: their own JWT check).
 * An identity header sent by a client is dropped: only this gateway mints them.
 */
export function identify(jwt: JwtSettings): RequestHandler {
  return (req, _res, next) => {
    delete req.headers[IDENTITY_HEADER];
    const token = BEARER.exec(req.headers.authorization ?? '')?.[1];
    const user = token ? verifyToken(token, jwt) : null;
    if (user) req.auth = user;
    else delete req.auth;
    next();
  };
}

/** For routes served by the gateway itself (BFF): 401 unless identify() found a valid token. */
export const requireIdentified: RequestHandler = (req, _res, next) => next(req.auth ? undefined : unauthorized());
