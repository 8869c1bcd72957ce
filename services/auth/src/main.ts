import { readFileSync } from 'node:fs';
import {
  createInternalClient,
  ensureDevKeyPair,
  producerConnection,
  runHttpService,
  sessionsPrefix,
  tokenRevocation,
} from '@argumenta/platform';
import { createAuthApp, MIGRATIONS_DIR } from './app.js';
import { startDeletionSweeper, type ErasurePorts } from './domain/deletion.js';
import { loadAuthConfig, mailSettings, oidcSettings, passwordResetSettings } from './config.js';
import { createMailer } from './domain/mailer.js';

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
  build: ({ pool, logger, jwt }) => {
    const essayClient = createInternalClient(config.ESSAY_SERVICE_URL, config.INTERNAL_SERVICE_TOKEN);
    // Ending a user's sessions (password reset, deletion, role change) is recorded where the gateway reads logouts.
    const redis = producerConnection(config.REDIS_URL);
    redis.on('error', () => {}); // a failed ending is reported by its caller, not once per reconnection attempt
    const sessions = tokenRevocation(redis, sessionsPrefix(config.QUEUE_PREFIX), logger);
    const endSessions = (userId: number) => sessions.revokeUser(userId, config.JWT_EXPIRES_IN_SECONDS);
    // Erasing one person's data in every service may take a while (files, queues): a longer timeout than reads.
    const erasure: ErasurePorts = {
      essay: createInternalClient(config.ESSAY_SERVICE_URL, config.INTERNAL_SERVICE_TOKEN, 60_000),
      classroom: createInternalClient(config.CLASSROOM_SERVICE_URL, config.INTERNAL_SERVICE_TOKEN, 60_000),
      proposal: createInternalClient(config.PROPOSAL_SERVICE_URL, config.INTERNAL_SERVICE_TOKEN, 60_000),
      endSessions,
    };
    const sweeper = startDeletionSweeper(
      pool,
      erasure,
      logger,
      config.ACCOUNT_DELETION_SWEEP_SECONDS * 1000,
      config.AUDIT_RETENTION_DAYS,
    );
    const mailer = createMailer(mailSettings(config, logger), logger);
    const app = createAuthApp({
      pool,
      logger,
      jwt: { ...jwt, privateKey: signingKey, expiresInSeconds: config.JWT_EXPIRES_IN_SECONDS },
      serviceToken: config.INTERNAL_SERVICE_TOKEN,
      essayClient,
      oidc,
      passwordReset: { settings: passwordResetSettings(config), mailer },
      endSessions,
      loginGuard: {
        perPair: config.LOGIN_FAILURES_PER_ADDRESS,
        perAccount: config.LOGIN_FAILURES_PER_ACCOUNT,
        windowSeconds: config.LOGIN_LOCK_WINDOW_SECONDS,
        hashing: { concurrent: config.LOGIN_HASH_CONCURRENCY, waiting: config.LOGIN_HASH_QUEUE },
      },
      deletion: { graceDays: config.ACCOUNT_DELETION_GRACE_DAYS, ports: erasure },
    });
    return { app, close: () => Promise.all([sweeper.close(), mailer.close().finally(() => redis.disconnect())]) };
  },
});
