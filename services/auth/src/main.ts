import { readFileSync } from 'node:fs';
import { createInternalClient, ensureDevKeyPair, runHttpService } from '@argumenta/platform';
import { createAuthApp, MIGRATIONS_DIR } from './app.js';
import { loadAuthConfig, oidcSettings } from './config.js';

const config = loadAuthConfig();
const oidc = oidcSettings(config);

function privateKey(): string {
  if (config.JWT_PRIVATE_KEY) return config.JWT_PRIVATE_KEY.replace(/\\n/g, '\n');
  if (config.JWT_PRIVATE_KEY_FILE) return readFileSync(config.JWT_PRIVATE_KEY_FILE, 'utf8');
  if (config.NODE_ENV === 'production') throw new Error('defina JWT_PRIVATE_KEY ou JWT_PRIVATE_KEY_FILE em produção');
  return ensureDevKeyPair().privateKey;
}
// Before the public key is read: in development this creates the pair once.
const signingKey = privateKey();

await runHttpService({
  announceChanges: true,
  service: 'auth',
  schema: 'auth',
  migrationsDir: MIGRATIONS_DIR,
  config,
  build: ({ pool, logger, jwt }) =>
    createAuthApp({
      pool,
      logger,
      jwt: { ...jwt, privateKey: signingKey, expiresInSeconds: config.JWT_EXPIRES_IN_SECONDS },
      serviceToken: config.INTERNAL_SERVICE_TOKEN,
      essayClient: createInternalClient(config.ESSAY_SERVICE_URL, config.INTERNAL_SERVICE_TOKEN),
      oidc,
      loginGuard: { perPair: config.LOGIN_FAILURES_PER_ADDRESS, perAccount: config.LOGIN_FAILURES_PER_ACCOUNT, windowSeconds: config.LOGIN_LOCK_WINDOW_SECONDS, hashing: { concurrent: config.LOGIN_HASH_CONCURRENCY, waiting: config.LOGIN_HASH_QUEUE } },
    }),
});
