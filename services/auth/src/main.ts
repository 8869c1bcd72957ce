import { readFileSync } from 'node:fs';
import path from 'node:path';
import { createInternalClient, createLogger, createPool, createShutdown, devKeyDir, ensureDevKeyPair, listen, resolvePublicKey, runMigrations } from '@argumenta/platform';
import { createAuthApp, MIGRATIONS_DIR } from './app.js';
import { loadAuthConfig } from './config.js';

const config = loadAuthConfig();
const logger = createLogger('auth', config.LOG_LEVEL);

function privateKey(): string {
  if (config.JWT_PRIVATE_KEY) return config.JWT_PRIVATE_KEY.replace(/\\n/g, '\n');
  if (config.JWT_PRIVATE_KEY_FILE) return readFileSync(config.JWT_PRIVATE_KEY_FILE, 'utf8');
  if (config.NODE_ENV === 'production') throw new Error('defina JWT_PRIVATE_KEY ou JWT_PRIVATE_KEY_FILE em produção');
  return ensureDevKeyPair().privateKey;
}

const pool = createPool(config.DATABASE_URL);
await runMigrations(pool, 'auth', MIGRATIONS_DIR, logger);
const app = createAuthApp({
  pool,
  logger,
  jwt: {
    privateKey: privateKey(),
    publicKey: resolvePublicKey({ ...config, JWT_PUBLIC_KEY_FILE: config.JWT_PUBLIC_KEY_FILE ?? (config.JWT_PUBLIC_KEY ? undefined : path.join(devKeyDir(), 'jwt-public.pem')) }),
    issuer: config.JWT_ISSUER,
    audience: config.JWT_AUDIENCE,
    expiresInSeconds: config.JWT_EXPIRES_IN_SECONDS,
  },
  serviceToken: config.INTERNAL_SERVICE_TOKEN,
  essayClient: createInternalClient(config.ESSAY_SERVICE_URL, config.INTERNAL_SERVICE_TOKEN),
});
const { server, port } = await listen(app, config.PORT);
logger.info({ port }, 'auth ouvindo');

const shutdown = createShutdown(logger, config.SHUTDOWN_TIMEOUT_MS);
shutdown.register('http', 0, () => new Promise((r) => server.close(() => r(undefined))));
shutdown.register('postgres', 2, () => pool.end());
shutdown.listen();
