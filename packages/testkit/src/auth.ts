import { runMigrations } from '@argumenta/platform';
import { createAuthApp, MIGRATIONS_DIR, type AuthDeps, type OidcSettings } from '@argumenta/auth';
import { afterAll, beforeAll } from '@jest/globals';
import { closeTestPool, logger, serve, SERVICE_TOKEN, testJwt, testPool, type Running } from './index.js';

/** Boots the real auth service (migrated) on a free port; `oidc` turns single sign-on on (read per request). */
export async function startAuthService(opts: { oidc?: OidcSettings; deletion?: AuthDeps['deletion'] } = {}) {
  const pool = testPool();
  await runMigrations(pool, 'auth', MIGRATIONS_DIR);
  return serve(createAuthApp({ pool, logger, jwt: testJwt, serviceToken: SERVICE_TOKEN, oidc: opts.oidc, deletion: opts.deletion }));
}

/** The real auth service for one test file: started before its tests, closed after them (with the shared test pool). */
export function useAuthService(): { readonly url: string } {
  let running: Running | undefined;
  beforeAll(async () => {
    running = await startAuthService();
  });
  afterAll(async () => {
    await running?.close();
    await closeTestPool();
  });
  return {
    get url() {
      return running!.url;
    },
  };
}
