import {
  createHmac,
  createPublicKey,
  generateKeyPairSync,
  randomUUID,
  timingSafeEqual,
  type KeyObject,
} from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import type { NextFunction, Request, Response } from 'express';
import jwt from 'jsonwebtoken';
import passport from 'passport';
import { Strategy as JwtStrategy } from 'passport-jwt';
import { roleSchema, tokenClaimsSchema, type AuthUser, type Role, type TokenClaims } from '@argumenta/contracts';
import { AppError, forbidden, unauthorized } from './errors.js';

declare module 'express-serve-static-core' {
  interface Request {
    auth?: AuthUser;
  }
}

export type JwtSettings = {
  publicKey: string;
  issuer: string;
  audience: string;
  /**
   * The service token: the key of the identity the gateway forwards after verifying the JWT itself (see
   * signIdentity). A service given it accepts that identity instead of verifying the RS256 signature again;
   * without it (or without the header) every request is verified from its JWT.
   */
  identityKey?: string;
};

/**
 * What a request carries to prove its session: nothing (anonymous), one token, or something else in the Authorization
 * header (refused with 401, never read as anonymous). The one reader of the header for the gateway's revocation check,
 * its identity step and every service's JWT check, so no spelling is read as a token by one and not by another: the
 * scheme in any case, one or more spaces or tabs, then exactly one token. Never the URL: a token in a query string lands
 * in history, logs and pasted links, so `?token=` is not read anywhere (files are fetched with the header, issue 48).
 */
export type SessionCredential = { kind: 'none' } | { kind: 'token'; token: string } | { kind: 'malformed' };
const BEARER = /^bearer[ \t]+([^\s]+)[ \t]*$/i;
export function sessionCredential(req: { headers: { authorization?: string } }): SessionCredential {
  const header = req.headers.authorization;
  if (header === undefined) return { kind: 'none' };
  const token = BEARER.exec(header)?.[1];
  return token ? { kind: 'token', token } : { kind: 'malformed' };
}

/** The identity the gateway verified, forwarded to the services over the internal network (never from a client). */
export const IDENTITY_HEADER = 'x-argumenta-identity';
/** How long a forwarded identity is accepted: one request's hop, with room for clock skew between pods. */
export const IDENTITY_TTL_SECONDS = 60;

// Parsing the PEM costs more than the RSA verification itself: once per key, not per request.
const publicKeys = new Map<string, KeyObject>();
function publicKeyObject(pem: string): KeyObject {
  let key = publicKeys.get(pem);
  if (!key) {
    key = createPublicKey(pem);
    publicKeys.set(pem, key);
  }
  return key;
}

const identityMac = (payload: string, key: string) =>
  createHmac('sha256', key).update(`argumenta-identity.v1.${payload}`).digest();

/**
 * `<payload>.<mac>`: the user the gateway verified from the JWT, valid for IDENTITY_TTL_SECONDS, authenticated with an
 * HMAC-SHA256 under the service token (which never travels in it), so only a holder of the service token can mint one.
 */
export function signIdentity(user: AuthUser, key: string, nowMs = Date.now()): string {
  const payload = Buffer.from(
    JSON.stringify({
      id: user.id,
      tipo: user.tipo,
      nome: user.nome,
      exp: Math.floor(nowMs / 1000) + IDENTITY_TTL_SECONDS,
    }),
  ).toString('base64url');
  return `${payload}.${identityMac(payload, key).toString('base64url')}`;
}

/**
 * signIdentity for a proxy: a user's identity is signed once and sent again while more than half of its life is left
 * (the HMAC, JSON and base64 of every request were 2 % of the gateway's CPU per read; a service then also meets the
 * same header value and verifies it once). A changed name or role is a different identity, signed anew.
 */
export function identitySigner(key: string, max = 10_000): (user: AuthUser, nowMs?: number) => string {
  const signed = new Map<string, { value: string; renewAt: number }>();
  return (user, nowMs = Date.now()) => {
    const id = `${user.id}|${user.tipo}|${user.nome}`;
    const hit = signed.get(id);
    if (hit && hit.renewAt > nowMs) return hit.value;
    if (signed.size >= max) signed.clear();
    const value = signIdentity(user, key, nowMs);
    signed.set(id, { value, renewAt: nowMs + (IDENTITY_TTL_SECONDS * 1000) / 2 });
    return value;
  };
}

/** The user of a forwarded identity, or null when it is malformed, forged (bad MAC) or expired. */
export function verifyIdentity(value: string, key: string, nowMs = Date.now()): AuthUser | null {
  const dot = value.indexOf('.');
  if (dot <= 0) return null;
  const payload = value.slice(0, dot);
  const given = Buffer.from(value.slice(dot + 1), 'base64url');
  const expected = identityMac(payload, key);
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) return null;
  try {
    const claims = JSON.parse(Buffer.from(payload, 'base64url').toString('utf8')) as {
      id?: unknown;
      tipo?: unknown;
      nome?: unknown;
      exp?: unknown;
    };
    const tipo = roleSchema.safeParse(claims.tipo);
    if (typeof claims.exp !== 'number' || claims.exp * 1000 <= nowMs) return null;
    if (
      typeof claims.id !== 'number' ||
      !Number.isSafeInteger(claims.id) ||
      claims.id <= 0 ||
      !tipo.success ||
      typeof claims.nome !== 'string'
    )
      return null;
    return { id: claims.id, tipo: tipo.data, nome: claims.nome };
  } catch {
    return null;
  }
}

/** The expiry of an identity verifyIdentity accepted (its payload's `exp`), in ms. */
function identityExpiryMs(value: string): number {
  const claims = JSON.parse(Buffer.from(value.slice(0, value.indexOf('.')), 'base64url').toString('utf8')) as {
    exp: number;
  };
  return claims.exp * 1000;
}

/** Reads the public key from JWT_PUBLIC_KEY (PEM) or JWT_PUBLIC_KEY_FILE, else the dev key folder. */
export function resolvePublicKey(env: { JWT_PUBLIC_KEY?: string; JWT_PUBLIC_KEY_FILE?: string }): string {
  if (env.JWT_PUBLIC_KEY) return env.JWT_PUBLIC_KEY.replace(/\\n/g, '\n');
  const file = env.JWT_PUBLIC_KEY_FILE ?? path.join(devKeyDir(), 'jwt-public.pem');
  if (!existsSync(file))
    throw new Error(`chave pública JWT não encontrada em ${file} (rode npm start ou defina JWT_PUBLIC_KEY)`);
  return readFileSync(file, 'utf8');
}

export function devKeyDir(): string {
  return process.env.ARGUMENTA_DATA_DIR
    ? path.join(process.env.ARGUMENTA_DATA_DIR, 'keys')
    : path.resolve(process.cwd(), '.data', 'keys');
}

/** Development only: creates the RS256 key pair once in the git-ignored data folder. */
export function ensureDevKeyPair(dir = devKeyDir()): { privateKey: string; publicKey: string } {
  const priv = path.join(dir, 'jwt-private.pem');
  const pub = path.join(dir, 'jwt-public.pem');
  if (!existsSync(priv) || !existsSync(pub)) {
    mkdirSync(dir, { recursive: true });
    const pair = generateRsaKeyPair();
    writeFileSync(priv, pair.privateKey, { mode: 0o600 });
    writeFileSync(pub, pair.publicKey);
  }
  return { privateKey: readFileSync(priv, 'utf8'), publicKey: readFileSync(pub, 'utf8') };
}

export function generateRsaKeyPair(): { privateKey: string; publicKey: string } {
  return generateKeyPairSync('rsa', {
    modulusLength: 2048,
    publicKeyEncoding: { type: 'spki', format: 'pem' },
    privateKeyEncoding: { type: 'pkcs8', format: 'pem' },
  });
}

export function signToken(
  user: AuthUser,
  opts: { privateKey: string; issuer: string; audience: string; expiresInSeconds: number },
): string {
  return jwt.sign({ tipo: user.tipo, nome: user.nome }, opts.privateKey, {
    algorithm: 'RS256',
    subject: String(user.id),
    issuer: opts.issuer,
    audience: opts.audience,
    expiresIn: opts.expiresInSeconds,
    // Each session its own id, so logging out ends this one token (tokenRevocation).
    jwtid: randomUUID(),
  });
}

function toAuthUser(claims: TokenClaims): AuthUser | null {
  const id = Number(claims.sub);
  return Number.isSafeInteger(id) && id > 0 ? { id, tipo: claims.tipo, nome: claims.nome } : null;
}

/** Verifies a raw token (socket handshakes): null when invalid or expired. */
export function verifyToken(token: string, settings: JwtSettings): AuthUser | null {
  return verifyTokenClaims(token, settings)?.user ?? null;
}

/** verifyToken, with the token's expiry (seconds since the epoch) for callers that remember verified tokens. */
export function verifyTokenClaims(token: string, settings: JwtSettings): { user: AuthUser; exp: number } | null {
  try {
    const payload = jwt.verify(token, publicKeyObject(settings.publicKey), {
      algorithms: ['RS256'],
      issuer: settings.issuer,
      audience: settings.audience,
    });
    const claims = tokenClaimsSchema.safeParse(payload);
    const user = claims.success ? toAuthUser(claims.data) : null;
    return user && claims.success ? { user, exp: claims.data.exp } : null;
  } catch {
    return null;
  }
}

/**
 * Express middleware (passport-jwt, RS256). The token sessionCredential reads: the Bearer header. Missing/invalid/expired
 * → 401 envelope.
 * Behind the gateway: with `settings.identityKey`, a valid forwarded identity (IDENTITY_HEADER, signed by the gateway
 * after it verified the same JWT) stands for the JWT, so the RS256 signature is verified once per request, not once per
 * hop. A direct call (no identity, or a forged or expired one) is verified from its JWT as always.
 */
export function createAuthMiddleware(settings: JwtSettings) {
  const instance = new passport.Passport();
  const readToken = (req: Request) => {
    const credential = sessionCredential(req);
    return credential.kind === 'token' ? credential.token : null;
  };
  instance.use(
    new JwtStrategy(
      {
        jwtFromRequest: readToken,
        secretOrKey: publicKeyObject(settings.publicKey) as unknown as string,
        algorithms: ['RS256'],
        issuer: settings.issuer,
        audience: settings.audience,
      },
      (payload: unknown, done: (err: unknown, user?: AuthUser | false) => void) => {
        const claims = tokenClaimsSchema.safeParse(payload);
        done(null, claims.success ? (toAuthUser(claims.data) ?? false) : false);
      },
    ),
  );
  const { identityKey } = settings;
  // The gateway signs one identity per user per second: the same header is verified once, then remembered until it
  // expires (checked on every use).
  const identities = new Map<string, { user: AuthUser; expiresAtMs: number }>();
  const trustedIdentity = (value: string): AuthUser | null => {
    const now = Date.now();
    const known = identities.get(value);
    if (known && known.expiresAtMs > now) return known.user;
    const user = verifyIdentity(value, identityKey!, now);
    if (!user) return null;
    if (identities.size >= 10_000) identities.clear();
    identities.set(value, { user, expiresAtMs: identityExpiryMs(value) });
    return user;
  };
  const handler = (req: Request, res: Response, next: NextFunction) => {
    const forwarded = identityKey ? req.headers[IDENTITY_HEADER] : undefined;
    const trusted = typeof forwarded === 'string' ? trustedIdentity(forwarded) : null;
    if (trusted) {
      req.auth = trusted;
      return next();
    }
    instance.authenticate('jwt', { session: false }, (err: unknown, user: AuthUser | false) => {
      if (err) return next(err);
      if (!user) return next(unauthorized());
      req.auth = user;
      next();
    })(req, res, next);
  };
  return handler;
}

/** Only these roles may pass; anyone else gets 403. */
export function requireRole(...roles: Role[]) {
  return (req: Request, _res: Response, next: NextFunction) => {
    if (!req.auth) return next(unauthorized());
    if (!roles.includes(req.auth.tipo)) return next(forbidden());
    next();
  };
}

/** The authenticated user of a request behind createAuthMiddleware. */
export function authOf(req: Request): AuthUser {
  if (!req.auth) throw new AppError('unauthorized', 'Não autenticado. Faça login novamente.');
  return req.auth;
}
