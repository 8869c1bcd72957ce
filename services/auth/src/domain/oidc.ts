import { randomBytes } from 'node:crypto';
import * as oidc from 'openid-client';
import { DEFAULT_CREDITS, SSO_DISABLED, SSO_NOT_STARTED_HERE, type User } from '@argumenta/contracts';
import { AppError, withTransaction, type Logger, type Pool } from '@argumenta/platform';
import { schoolKey } from './escolas.js';
import { createUser, toUser, type UserRow } from './users.js';

export type OidcSettings = {
  issuer: string;
  clientId: string;
  clientSecret: string;
  /** The public callback through the gateway (…/api/auth/oidc/retorno), as registered at the provider. */
  redirectUri: string;
  scopes: string;
  /** A claim naming the user's school (INEP code or name); otherwise the e-mail domain decides. */
  schoolClaim?: string;
  /** A claim whose value 'professor' makes a first login a teacher. */
  roleClaim?: string;
};

export const SSO_MESSAGES = {
  disabled: SSO_DISABLED,
  badState: 'O login com a conta da escola expirou ou não foi iniciado neste navegador. Tente entrar novamente.',
  providerRefused: 'O provedor de identidade da escola recusou o login.',
  invalidToken:
    'Não foi possível confirmar sua identidade com o provedor da escola (resposta inválida). Tente entrar novamente.',
  unavailable: 'O provedor de identidade da escola não respondeu. Tente novamente em instantes.',
  noEmail: 'Sua conta da escola não informou um e-mail verificado.',
  noSchool: 'Sua escola ainda não está cadastrada no Argumenta. Peça à coordenação para cadastrá-la.',
  otherIdentity: 'Este e-mail já está vinculado a outra conta da escola.',
  notStartedHere: SSO_NOT_STARTED_HERE,
  unverifiedLink:
    'Já existe uma conta com este e-mail, e o provedor da escola não confirmou que o e-mail é seu. Entre com e-mail e senha.',
  adminNotLinked: 'Contas de administrador não são vinculadas pela conta da escola. Entre com e-mail e senha.',
} as const;

const LOGIN_TTL_SECONDS = 600;

/**
 * OpenID Connect authorization code flow with PKCE, state and nonce (openid-client 6, which verifies the id token's
 * signature against the provider's JWKS, issuer, audience, expiry and nonce). The provider's metadata is discovered
 * once and kept; a failed discovery is retried on the next login.
 */
export function oidcClient(settings: OidcSettings, logger: Logger) {
  let config: Promise<oidc.Configuration> | undefined;
  const discover = () => {
    config ??= oidc
      .discovery(new URL(settings.issuer), settings.clientId, settings.clientSecret, undefined, {
        // Plain http only for a provider on this machine or in tests; production is refused at start (config).
        execute: settings.issuer.startsWith('http:') ? [oidc.allowInsecureRequests] : [],
        timeout: 10,
      })
      .catch((err: unknown) => {
        config = undefined;
        logger.warn({ err: (err as Error).message, issuer: settings.issuer }, 'descoberta OIDC falhou');
        throw new AppError('service_unavailable', SSO_MESSAGES.unavailable, undefined, { cause: err });
      });
    return config;
  };
  return {
    settings,
    /** Stores state/nonce/verifier and returns where to send the browser. */
    async start(pool: Pool): Promise<{ url: string; state: string }> {
      const cfg = await discover();
      const state = oidc.randomState();
      const nonce = oidc.randomNonce();
      const verifier = oidc.randomPKCECodeVerifier();
      await pool.query('DELETE FROM auth.oidc_logins WHERE criada_em < now() - make_interval(secs => $1)', [
        LOGIN_TTL_SECONDS,
      ]);
      await pool.query('INSERT INTO auth.oidc_logins (state, nonce, code_verifier) VALUES ($1, $2, $3)', [
        state,
        nonce,
        verifier,
      ]);
      const url = oidc.buildAuthorizationUrl(cfg, {
        redirect_uri: settings.redirectUri,
        scope: settings.scopes,
        state,
        nonce,
        code_challenge: await oidc.calculatePKCECodeChallenge(verifier),
        code_challenge_method: 'S256',
      });
      return { url: url.href, state };
    },
    /**
     * The provider's answer: the state must be one we issued (once, within ten minutes) and the one this browser holds
     * in its cookie; then the code is exchanged and the id token verified. Returns the verified claims.
     */
    async finish(pool: Pool, query: string, cookieState: string | undefined): Promise<oidc.IDToken> {
      const state = new URLSearchParams(query).get('state') ?? '';
      const { rows } = await pool.query<{ nonce: string; code_verifier: string }>(
        'DELETE FROM auth.oidc_logins WHERE state = $1 AND criada_em > now() - make_interval(secs => $2) RETURNING nonce, code_verifier',
        [state, LOGIN_TTL_SECONDS],
      );
      const pending = rows[0];
      if (!state || !pending || cookieState !== state) throw new AppError('unauthorized', SSO_MESSAGES.badState);
      const cfg = await discover();
      const current = new URL(settings.redirectUri);
      current.search = query;
      try {
        const tokens = await oidc.authorizationCodeGrant(cfg, current, {
          pkceCodeVerifier: pending.code_verifier,
          expectedState: state,
          expectedNonce: pending.nonce,
          idTokenExpected: true,
        });
        const claims = tokens.claims();
        if (!claims) throw new AppError('unauthorized', SSO_MESSAGES.invalidToken);
        return claims;
      } catch (err) {
        if (err instanceof AppError) throw err;
        logger.warn({ err: (err as Error).message, code: (err as { code?: string }).code }, 'login OIDC recusado');
        if (err instanceof oidc.AuthorizationResponseError)
          throw new AppError('unauthorized', SSO_MESSAGES.providerRefused, undefined, { cause: err });
        throw new AppError('unauthorized', SSO_MESSAGES.invalidToken, undefined, { cause: err });
      }
    },
  };
}
export type OidcClient = ReturnType<typeof oidcClient>;

/**
 * The account of a verified identity: the one linked to it, else the one with its e-mail (linked now), else a new
 * account in the school named by the school claim or, failing that, by the e-mail's domain (or a parent domain).
 * An existing account is linked by e-mail only when the provider asserts `email_verified: true` (a provider that lets
 * anyone type any address would otherwise hand over the password account of that address), and never an admin's.
 */
export async function accountForIdentity(pool: Pool, settings: OidcSettings, claims: oidc.IDToken): Promise<User> {
  const subject = `${claims.iss}|${claims.sub}`;
  const email = typeof claims.email === 'string' ? claims.email.trim().toLowerCase() : '';
  if (!email || claims.email_verified === false) throw new AppError('forbidden', SSO_MESSAGES.noEmail);
  return withTransaction(pool, async (c) => {
    const linked = await c.query<UserRow>(
      'UPDATE auth.usuarios SET ultimo_acesso = now() WHERE oidc_sub = $1 RETURNING *',
      [subject],
    );
    if (linked.rows[0]) return toUser(linked.rows[0]);
    const byEmail = await c.query<UserRow & { oidc_sub: string | null }>(
      'SELECT * FROM auth.usuarios WHERE email = $1 FOR UPDATE',
      [email],
    );
    const existing = byEmail.rows[0];
    if (existing) {
      if (existing.oidc_sub && existing.oidc_sub !== subject)
        throw new AppError('conflict', SSO_MESSAGES.otherIdentity);
      if (existing.tipo === 'admin') throw new AppError('forbidden', SSO_MESSAGES.adminNotLinked);
      if (claims.email_verified !== true) throw new AppError('forbidden', SSO_MESSAGES.unverifiedLink);
      const { rows } = await c.query<UserRow>(
        'UPDATE auth.usuarios SET oidc_sub = $2, ultimo_acesso = now() WHERE id = $1 RETURNING *',
        [existing.id, subject],
      );
      return toUser(rows[0]!);
    }
    const escolaId = await schoolOf(c, settings, claims, email);
    if (!escolaId) throw new AppError('forbidden', SSO_MESSAGES.noSchool);
    const nome = [
      claims.name,
      [claims.given_name, claims.family_name].filter(Boolean).join(' '),
      email.split('@')[0],
    ].find((n) => typeof n === 'string' && n.trim().length >= 2) as string;
    const tipo = settings.roleClaim && claims[settings.roleClaim] === 'professor' ? 'professor' : 'estudante';
    // No password: this account signs in through the school (an admin may still set one).
    const user = await createUser(
      pool,
      {
        nome: nome.trim().slice(0, 200),
        email,
        senha: randomBytes(32).toString('base64url'),
        tipo,
        creditos: DEFAULT_CREDITS,
        escola_id: escolaId,
        contaEscolar: true,
      },
      c,
    );
    await c.query('UPDATE auth.usuarios SET oidc_sub = $2, ultimo_acesso = now() WHERE id = $1', [user.id, subject]);
    return user;
  });
}

async function schoolOf(
  c: { query: Pool['query'] },
  settings: OidcSettings,
  claims: oidc.IDToken,
  email: string,
): Promise<number | undefined> {
  const claimed = settings.schoolClaim ? claims[settings.schoolClaim] : undefined;
  if (typeof claimed === 'string' || typeof claimed === 'number') {
    const ref = schoolKey(String(claimed));
    const { rows } = await c.query<{ id: number }>(
      'SELECT id FROM auth.escolas WHERE codigo_inep = $1 OR lower(btrim(nome)) = $1',
      [ref],
    );
    if (rows[0]) return rows[0].id;
  }
  const domain = email.split('@')[1] ?? '';
  const { rows } = await c.query<{ id: number }>(
    `SELECT id FROM auth.escolas WHERE dominio_email = $1 OR $1 LIKE '%.' || dominio_email ORDER BY length(dominio_email) DESC LIMIT 1`,
    [domain],
  );
  return rows[0]?.id;
}
