import { runMigrations } from '@argumenta/platform';
import { createAuthApp, MIGRATIONS_DIR } from '@argumenta/auth';
import { logger, serve, SERVICE_TOKEN, testJwt, testPool } from './index.js';

/** Boots the real auth service (migrated) on a free port. */
export async function startAuthService() {
  const pool = testPool();
  await runMigrations(pool, 'auth', MIGRATIONS_DIR);
  return serve(createAuthApp({ pool, logger, jwt: testJwt, serviceToken: SERVICE_TOKEN }));
}
