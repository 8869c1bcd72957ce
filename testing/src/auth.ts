import { loadConfig, runMigrations } from '@argumenta/platform';
import { authEnvSchema, composeAuthService, MIGRATIONS_DIR, type OidcSettings } from '@argumenta/auth';
import { afterAll, beforeAll } from '@jest/globals';
import {
  closeTestPool,
  harnessPeers,
  serve,
  testContext,
  testEnv,
  testJwt,
  testPool,
  uniquePrefix,
  type Running,
  type Url,
} from './index.js';

/**
 * Boots the real auth service (migrated; its composition root, services/auth/src/compose.ts) on a free port. `oidc`
 * turns single sign-on on (read per request). `queuePrefix`: the gateway's QUEUE_PREFIX, under which a deletion, a role
 * change or a password reset ends the user's sessions (as in production); by default a prefix nobody reads. `urls`: the
 * services a deletion erases in (by default "stopped"). Mail goes to an address where nothing listens (every send
 * fails and is logged: no test reads it here; services/auth/test/password-reset.test.ts runs its own catcher).
 */
export async function startAuthService(
  opts: {
    oidc?: OidcSettings;
    deletion?: { graceDays: number };
    queuePrefix?: string;
    urls?: { essay?: Url; classroom?: Url; proposal?: Url };
  } = {},
) {
  await runMigrations(testPool(), 'auth', MIGRATIONS_DIR);
  const config = loadConfig(
    authEnvSchema,
    testEnv({
      QUEUE_PREFIX: opts.queuePrefix ?? uniquePrefix('auth'),
      JWT_EXPIRES_IN_SECONDS: testJwt.expiresInSeconds,
      ACCOUNT_DELETION_GRACE_DAYS: opts.deletion?.graceDays,
      SMTP_URL: 'smtp://127.0.0.1:9',
      // Tests log in many users from one process at once; the hashing ceiling has its own test (gateway/test/login-limit.test.ts).
      LOGIN_HASH_QUEUE: 1_000_000,
    }),
  );
  const auth = composeAuthService(
    config,
    { ...testContext(), privateKey: testJwt.privateKey },
    harnessPeers(opts.urls ?? {}),
    opts.oidc,
  );
  const running = await serve(auth.app);
  return {
    ...running,
    close: async () => {
      await running.close();
      await auth.close?.();
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
