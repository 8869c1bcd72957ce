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
import { networkRoutes } from './routes/redes.js';
import { oidcRoutes } from './routes/oidc.js';
import { oidcClient, type OidcSettings } from './domain/oidc.js';
import { createMailer, DEFAULT_MAIL_FROM, type Mailer } from './domain/mailer.js';
import { DEFAULT_PASSWORD_RESET, passwordReset, type PasswordResetSettings } from './domain/password-reset.js';
import { passwordResetRoutes } from './routes/password-reset.js';
import { DEFAULT_DELETION_GRACE_DAYS, type DeletionSettings, type ErasurePorts } from './domain/deletion.js';
import { privacyRoutes } from './routes/privacy.js';
import type { EndSessions } from './domain/sessions.js';
import { auditRoutes } from './routes/audit.js';
import { retentionRoutes } from './routes/retention.js';
import { notifications } from './domain/notifications.js';
import { notificationRoutes } from './routes/notifications.js';

export const MIGRATIONS_DIR = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../migrations');

export type AuthDeps = {
  pool: Pool;
  logger: Logger;
  jwt: JwtSettings & { privateKey: string; expiresInSeconds: number };
  serviceToken: string;
  essayClient?: InternalClient;
  /** The user import puts students in classes through the classroom service (issue 54). */
  classroomClient?: InternalClient;
  /** Failed-login limits per account (defaults: 5 per account+address, 20 per account, 15 minutes). */
  loginGuard?: LoginGuardOptions;
  /** Single sign-on with the school network's OpenID Connect provider (off when absent). */
  oidc?: OidcSettings;
  /** Password reset by e-mail: limits and link origin, the mailer (none: every send fails, logged). */
  passwordReset?: { settings?: PasswordResetSettings; mailer?: Mailer };
  /**
   * Ends a user's sessions at the gateway: after a password reset, a deletion, a role change (none: tokens already
   * issued live out their expiry — tests of one service alone).
   */
  endSessions?: EndSessions;
  /** Account deletion (issue 38): the grace period, and the services that erase their part (none: nothing is erased). */
  deletion?: DeletionSettings & { ports?: ErasurePorts };
};

const DEFAULT_DELETION_SETTINGS: DeletionSettings = { graceDays: DEFAULT_DELETION_GRACE_DAYS };

export function createAuthApp(deps: AuthDeps) {
  const requireAuth = createAuthMiddleware(deps.jwt);
  const sign = (user: Parameters<typeof signToken>[0]) => signToken(user, deps.jwt);
  const reset = deps.passwordReset ?? {};
  const endSessions: EndSessions = deps.endSessions ?? (async () => {});
  const mailer = reset.mailer ?? createMailer({ from: DEFAULT_MAIL_FROM }, deps.logger);
  const resetSettings = reset.settings ?? DEFAULT_PASSWORD_RESET;
  const resets = passwordReset(deps.pool, resetSettings, mailer, deps.logger);
  // Notifications reuse the reset's mailer and its link origin (the web app's address).
  const notices = notifications(deps.pool, mailer, resetSettings.publicUrl, deps.logger);
  return createApp({
    service: 'auth',
    logger: deps.logger,
    readiness: [{ name: 'postgres', check: () => deps.pool.query('SELECT 1') }],
    routes: (app) => {
      app.use('/internal', requireServiceToken(deps.serviceToken));
      app.use(internalRoutes(deps.pool));
      app.use(schoolInternalRoutes(deps.pool));
      app.use(notificationRoutes(notices, requireAuth));
      app.use(authRoutes(deps.pool, sign, requireAuth, deps.loginGuard ?? DEFAULT_LOGIN_GUARD));
      // The password has changed by then: a failed ending is logged (the reset stands).
      app.use(
        passwordResetRoutes(resets, (id) =>
          endSessions(id).catch((err: Error) =>
            deps.logger.error(
              { usuario_id: id, err: err.message },
              'sessões não encerradas após a redefinição de senha',
            ),
          ),
        ),
      );
      app.use(oidcRoutes(deps.pool, sign, deps.oidc && oidcClient(deps.oidc, deps.logger), deps.logger));
      app.use(adminRoutes(deps.pool, requireAuth, endSessions, deps.essayClient, deps.classroomClient));
      app.use(
        schoolRoutes(deps.pool, requireAuth, endSessions, (deps.deletion ?? DEFAULT_DELETION_SETTINGS).graceDays),
      );
      app.use(networkRoutes(deps.pool, requireAuth));
      app.use(auditRoutes(deps.pool, requireAuth));
      app.use(retentionRoutes(deps.pool, requireAuth));
      app.use(
        privacyRoutes(
          {
            pool: deps.pool,
            logger: deps.logger,
            settings: deps.deletion ?? DEFAULT_DELETION_SETTINGS,
            ports: deps.deletion?.ports,
          },
          requireAuth,
        ),
      );
    },
  });
}
