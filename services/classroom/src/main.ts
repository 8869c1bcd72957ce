import { createInternalClient, createLogger, createPool, createShutdown, listen, resolvePublicKey, runMigrations } from '@argumenta/platform';
import { createClassroomApp, MIGRATIONS_DIR } from './app.js';
import { loadClassroomConfig } from './config.js';

const config = loadClassroomConfig();
const logger = createLogger('classroom', config.LOG_LEVEL);

const pool = createPool(config.DATABASE_URL);
await runMigrations(pool, 'classroom', MIGRATIONS_DIR, logger);
const app = createClassroomApp({
  pool,
  logger,
  jwt: { publicKey: resolvePublicKey(config), issuer: config.JWT_ISSUER, audience: config.JWT_AUDIENCE },
  serviceToken: config.INTERNAL_SERVICE_TOKEN,
  auth: createInternalClient(config.AUTH_SERVICE_URL, config.INTERNAL_SERVICE_TOKEN),
  essay: createInternalClient(config.ESSAY_SERVICE_URL, config.INTERNAL_SERVICE_TOKEN),
  essayUrl: config.ESSAY_SERVICE_URL,
  zipConcurrency: config.ZIP_FETCH_CONCURRENCY,
});
const { server, port } = await listen(app, config.PORT);
logger.info({ port }, 'classroom ouvindo');

const shutdown = createShutdown(logger, config.SHUTDOWN_TIMEOUT_MS);
shutdown.register('http', 0, () => new Promise((r) => server.close(() => r(undefined))));
shutdown.register('postgres', 2, () => pool.end());
shutdown.listen();
