import { createInternalClient, runHttpService } from '@argumenta/platform';
import { createClassroomApp, MIGRATIONS_DIR, PROPOSAL_TIMEOUT_MS } from './app.js';
import { loadClassroomConfig } from './config.js';

const config = loadClassroomConfig();
const internal = (url: string, timeoutMs?: number) =>
  createInternalClient(url, config.INTERNAL_SERVICE_TOKEN, timeoutMs);

await runHttpService({
  announceChanges: true,
  service: 'classroom',
  schema: 'classroom',
  migrationsDir: MIGRATIONS_DIR,
  config,
  build: ({ pool, logger, jwt }) =>
    createClassroomApp({
      pool,
      logger,
      jwt,
      serviceToken: config.INTERNAL_SERVICE_TOKEN,
      auth: internal(config.AUTH_SERVICE_URL),
      essay: internal(config.ESSAY_SERVICE_URL),
      proposal: internal(config.PROPOSAL_SERVICE_URL, PROPOSAL_TIMEOUT_MS),
    }),
});
