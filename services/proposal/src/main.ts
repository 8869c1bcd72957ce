import { createInternalClient, createLogger, createPool, createShutdown, listen, resolvePublicKey, runMigrations } from '@argumenta/platform';
import { createProposalApp, MIGRATIONS_DIR } from './app.js';
import { loadProposalConfig } from './config.js';
import { classroomPort } from './domain/remote.js';

const config = loadProposalConfig();
const logger = createLogger('proposal', config.LOG_LEVEL);

const pool = createPool(config.DATABASE_URL);
await runMigrations(pool, 'proposal', MIGRATIONS_DIR, logger);
const app = createProposalApp({
  pool,
  logger,
  jwt: { publicKey: resolvePublicKey(config), issuer: config.JWT_ISSUER, audience: config.JWT_AUDIENCE },
  serviceToken: config.INTERNAL_SERVICE_TOKEN,
  classroom: classroomPort(createInternalClient(config.CLASSROOM_SERVICE_URL, config.INTERNAL_SERVICE_TOKEN)),
});
const { server, port } = await listen(app, config.PORT);
logger.info({ port }, 'proposal ouvindo');

const shutdown = createShutdown(logger, config.SHUTDOWN_TIMEOUT_MS);
shutdown.register('http', 0, () => new Promise((r) => server.close(() => r(undefined))));
shutdown.register('postgres', 2, () => pool.end());
shutdown.listen();
