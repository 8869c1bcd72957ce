import { Router, type Request, type Response } from 'express';
import { AUTH_MESSAGES, ok, SSO_BROWSER_NONCE, SSO_LABEL } from '@argumenta/contracts';
import { AppError, type Logger, type Pool } from '@argumenta/platform';
import { accountForIdentity, SSO_MESSAGES, type OidcClient } from '../domain/oidc.js';
import type { TokenSigner } from './auth.js';

const STATE_COOKIE = 'argumenta_sso';

function cookieValue(req: Request, name: string): string | undefined {
  for (const part of (req.get('cookie') ?? '').split(';')) {
    const [k, ...v] = part.trim().split('=');
    if (k === name) return decodeURIComponent(v.join('='));
  }
  return undefined;
}

/**
 * "Entrar com a conta da escola": GET /auth/oidc/iniciar?navegador=… sends the browser to the school's identity
 * provider; GET /auth/oidc/retorno comes back with the code, and the browser lands on the web app's /auth/sso with the
 * session token and the same `navegador` in the URL fragment (never sent to a server or written to a log), or on
 * /auth/login with the error in Portuguese. `navegador` is a random value the web app keeps in this tab's
 * sessionStorage: /auth/sso takes the token only when it matches (login CSRF: a link carrying someone else's token,
 * made by finishing their own login, lands in a browser that never started one). It travels with the state in the
 * state cookie, so only the browser that started the login gets it back.
 */
export function oidcRoutes(pool: Pool, sign: TokenSigner, client: OidcClient | undefined, logger: Logger): Router {
  const r = Router();
  r.get('/auth/oidc/config', (_req, res) => {
    res.json(ok({ habilitado: !!client, rotulo: SSO_LABEL }));
  });
  if (!client) {
    r.get(['/auth/oidc/iniciar', '/auth/oidc/retorno'], () => {
      throw new AppError('not_found', SSO_MESSAGES.disabled);
    });
    return r;
  }
  // Read per request: the public callback decides where the browser lands and which path the state cookie covers.
  const callback = () => new URL(client.settings.redirectUri);
  const web = () => callback().origin;
  const cookie = (res: Response, value: string, maxAge: number) =>
    res.cookie(STATE_COOKIE, value, {
      httpOnly: true,
      sameSite: 'lax',
      secure: callback().protocol === 'https:',
      path: callback().pathname.replace(/\/[^/]*$/, '') || '/',
      maxAge,
    });

  r.get('/auth/oidc/iniciar', async (req, res) => {
    const browser = typeof req.query.navegador === 'string' ? req.query.navegador : '';
    if (!SSO_BROWSER_NONCE.test(browser))
      return res.redirect(302, `${web()}/auth/login?erro_sso=${encodeURIComponent(SSO_MESSAGES.notStartedHere)}`);
    try {
      const { url, state } = await client.start(pool);
      cookie(res, `${state}.${browser}`, 600_000).redirect(302, url);
    } catch (err) {
      res.redirect(
        302,
        `${web()}/auth/login?erro_sso=${encodeURIComponent(err instanceof AppError ? err.message : SSO_MESSAGES.unavailable)}`,
      );
    }
  });

  r.get('/auth/oidc/retorno', async (req, res) => {
    cookie(res, '', 0);
    res.set('Cache-Control', 'no-store');
    const query = req.originalUrl.includes('?') ? req.originalUrl.slice(req.originalUrl.indexOf('?') + 1) : '';
    // The state cookie: "<state>.<navegador>" (a state is base64url, never a dot).
    const [cookieState, browser = ''] = (cookieValue(req, STATE_COOKIE) ?? '').split('.');
    try {
      const claims = await client.finish(pool, query, cookieState || undefined);
      const user = await accountForIdentity(pool, client.settings, claims);
      // A suspended account (issue 54) does not log in through the school's account either.
      const { rows } = await pool.query('SELECT 1 FROM auth.usuarios WHERE id = $1 AND suspensa_em IS NOT NULL', [
        user.id,
      ]);
      if (rows.length) throw new AppError('forbidden', AUTH_MESSAGES.suspended);
      logger.info({ userId: user.id }, 'login pela conta da escola');
      res.redirect(302, `${web()}/auth/sso#${new URLSearchParams({ token: sign(user), navegador: browser })}`);
    } catch (err) {
      const message = err instanceof AppError ? err.message : SSO_MESSAGES.invalidToken;
      if (!(err instanceof AppError)) logger.error({ err }, 'login pela conta da escola falhou');
      res.redirect(302, `${web()}/auth/login?erro_sso=${encodeURIComponent(message)}`);
    }
  });
  return r;
}
