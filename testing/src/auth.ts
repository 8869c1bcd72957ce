import { Redis } from 'ioredis';
import { runMigrations, sessionsPrefix, tokenRevocation } from '@argumenta/platform';
import { createAuthApp, MIGRATIONS_DIR, type AuthDeps, type OidcSettings } from '@argumenta/auth';
import { afterAll, beforeAll } from '@jest/globals';
import { closeTestPool, logger, REDIS_URL, serve, SERVICE_TOKEN, testJwt, testPool, type Running } from './index.js';

/**
 * Boots the real auth service (migrated) on a free port; `oidc` turns single sign-on on (read per request).
 * `queuePrefix`: the gateway's QUEUE_PREFIX, under which a deletion, a role change or a password reset ends the user's
 * sessions (as in production); without it they are not ended.
 */
export async function startAuthService(
  opts: { oidc?: OidcSettings; deletion?: AuthDeps['deletion']; queuePrefix?: string } = {},
) {
  const pool = testPool();
  await runMigrations(pool, 'auth', MIGRATIONS_DIR);
  const redis = opts.queuePrefix ? new Redis(REDIS_URL) : undefined;
  const sessions = redis && tokenRevocation(redis, sessionsPrefix(opts.queuePrefix!), logger);
  const endSessions = sessions && ((id: number) => sessions.revokeUser(id, testJwt.expiresInSeconds));
  const deletion = opts.deletion && {
    ...opts.deletion,
    ports: opts.deletion.ports && { ...opts.deletion.ports, endSessions },
  };
  const running = await serve(
    createAuthApp({ pool, logger, jwt: testJwt, serviceToken: SERVICE_TOKEN, oidc: opts.oidc, deletion, endSessions }),
  );
  return {
    ...running,
    close: async () => {
      await running.close();
      await redis?.quit();
    },
  };
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
