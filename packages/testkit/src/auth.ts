import { runMigrations } from '@argumenta/platform';
import { createAuthApp, MIGRATIONS_DIR, type OidcSettings } from '@argumenta/auth';
import { logger, serve, SERVICE_TOKEN, testJwt, testPool } from './index.js';

/** Boots the real auth service (migrated) on a free port; `oidc` turns single sign-on on (read per request). */
export async function startAuthService(opts: { oidc?: OidcSettings } = {}) {
  const pool = testPool();
  await runMigrations(pool, 'auth', MIGRATIONS_DIR);
  return serve(createAuthApp({ pool, logger, jwt: testJwt, serviceToken: SERVICE_TOKEN, oidc: opts.oidc }));
}
