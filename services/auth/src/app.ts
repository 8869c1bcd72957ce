import path from 'node:path';
import { fileURLToPath } from 'node:url';
import {
  createApp,
  createAuthMiddleware,
  requireServiceToken,
  signToken,
  type InternalClient,
  type JwtSettings,
  type Logger,
  type Pool,
} from '@argumenta/platform';
import { adminRoutes } from './routes/admin.js';
import { authRoutes } from './routes/auth.js';
import { DEFAULT_LOGIN_GUARD, type LoginGuardOptions } from './domain/login-guard.js';
import { internalRoutes } from './routes/internal.js';
import { schoolInternalRoutes, schoolRoutes } from './routes/escolas.js';
import { oidcRoutes } from './routes/oidc.js';
import { oidcClient, type OidcSettings } from './domain/oidc.js';
import { DEFAULT_DELETION_GRACE_DAYS, type DeletionSettings, type ErasurePorts } from './domain/deletion.js';
import { privacyRoutes } from './routes/privacy.js';

export const MIGRATIONS_DIR = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../migrations');

export type AuthDeps = {
  pool: Pool;
  logger: Logger;
  jwt: JwtSettings & { privateKey: string; expiresInSeconds: number };
  serviceToken: string;
  essayClient?: InternalClient;
  /** Failed-login limits per account (defaults: 5 per account+address, 20 per account, 15 minutes). */
  loginGuard?: LoginGuardOptions;
  /** Single sign-on with the school network's OpenID Connect provider (off when absent). */
  oidc?: OidcSettings;
  /** Account deletion (issue 38): the grace period, and the services that erase their part (none: nothing is erased). */
  deletion?: DeletionSettings & { ports?: ErasurePorts };
};

export function createAuthApp(deps: AuthDeps) {
  const requireAuth = createAuthMiddleware(deps.jwt);
  const sign = (user: Parameters<typeof signToken>[0]) => signToken(user, deps.jwt);
  return createApp({
    service: 'auth',
    logger: deps.logger,
    readiness: [{ name: 'postgres', check: () => deps.pool.query('SELECT 1') }],
    routes: (app) => {
      app.use('/internal', requireServiceToken(deps.serviceToken));
      app.use(internalRoutes(deps.pool));
      app.use(schoolInternalRoutes(deps.pool));
      app.use(authRoutes(deps.pool, sign, requireAuth, deps.loginGuard ?? DEFAULT_LOGIN_GUARD));
      app.use(oidcRoutes(deps.pool, sign, deps.oidc && oidcClient(deps.oidc, deps.logger), deps.logger));
      app.use(adminRoutes(deps.pool, requireAuth, deps.essayClient));
      app.use(schoolRoutes(deps.pool, requireAuth));
      app.use(privacyRoutes({ pool: deps.pool, logger: deps.logger, settings: deps.deletion ?? { graceDays: DEFAULT_DELETION_GRACE_DAYS }, ports: deps.deletion?.ports }, requireAuth));
    },
  });
}
