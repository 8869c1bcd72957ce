import { readFileSync } from 'node:fs';
import {
  ensureDevKeyPair,
  peersFromConfig,
  producerConnection,
  sessionsPrefix,
  tokenRevocation,
  type ComposedService,
  type Peers,
  type ServiceContext,
} from '@argumenta/platform';
import { createAuthApp } from './app.js';
import { mailSettings, oidcSettings, passwordResetSettings, type AuthConfig } from './config.js';
import { startDeletionSweeper, type ErasurePorts } from './domain/deletion.js';
import { createMailer } from './domain/mailer.js';
import type { OidcSettings } from './domain/oidc.js';

/** The key that signs sessions: the configured one, or in development a pair made once (before the public key is read). */
export function authSigningKey(config: AuthConfig): string {
  if (config.JWT_PRIVATE_KEY) return config.JWT_PRIVATE_KEY.replace(/\\n/g, '\n');
  if (config.JWT_PRIVATE_KEY_FILE) return readFileSync(config.JWT_PRIVATE_KEY_FILE, 'utf8');
  if (config.NODE_ENV === 'production') throw new Error('defina JWT_PRIVATE_KEY ou JWT_PRIVATE_KEY_FILE em produção');
  return ensureDevKeyPair().privateKey;
}

/**
 * The auth service's composition root, shared by main.ts and the test harness (testing/src/auth.ts). `start` adds the
 * sweep that erases accounts whose grace period ended, which production runs and the harness does not. `oidc`: the
 * single sign-on settings (from the config; the harness hands an object it completes once its provider runs — they are
 * read per request).
 */
export function composeAuthService(
  config: AuthConfig,
  ctx: ServiceContext & { privateKey: string },
  peers: Peers = peersFromConfig(config),
  oidc: OidcSettings | undefined = oidcSettings(config),
): ComposedService {
  const { pool, logger } = ctx;
  // Ending a user's sessions (password reset, deletion, role change) is recorded where the gateway reads logouts.
  const redis = producerConnection(config.REDIS_URL);
  redis.on('error', () => {}); // a failed ending is reported by its caller, not once per reconnection attempt
  const sessions = tokenRevocation(redis, sessionsPrefix(config.QUEUE_PREFIX), logger);
  const endSessions = (userId: number) => sessions.revokeUser(userId, config.JWT_EXPIRES_IN_SECONDS);
  // Erasing one person's data in every service may take a while (files, queues): a longer timeout than reads.
  const erasure: ErasurePorts = {
    essay: peers.client('essay', 60_000),
    classroom: peers.client('classroom', 60_000),
    proposal: peers.client('proposal', 60_000),
    endSessions,
  };
  const mailer = createMailer(mailSettings(config, logger), logger);
  const app = createAuthApp({
    pool,
    logger,
    jwt: { ...ctx.jwt, privateKey: ctx.privateKey, expiresInSeconds: config.JWT_EXPIRES_IN_SECONDS },
    serviceToken: config.INTERNAL_SERVICE_TOKEN,
    essayClient: peers.client('essay'),
    classroomClient: peers.client('classroom', 60_000),
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
  let sweeper: { close: () => Promise<void> } | undefined;
  return {
    app,
    start: () => {
      sweeper = startDeletionSweeper(
        pool,
        erasure,
        logger,
        config.ACCOUNT_DELETION_SWEEP_SECONDS * 1000,
        config.AUDIT_RETENTION_DAYS,
      );
    },
    close: () => Promise.all([sweeper?.close(), mailer.close().finally(() => redis.disconnect())]),
  };
}
