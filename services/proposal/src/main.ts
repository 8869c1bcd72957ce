import { createInternalClient, runHttpService } from '@argumenta/platform';
import { createProposalApp, MIGRATIONS_DIR } from './app.js';
import { loadProposalConfig } from './config.js';
import { classroomPort, transcriberPort, TRANSCRIBE_TIMEOUT_MS } from './domain/remote.js';

const config = loadProposalConfig();

await runHttpService({
  service: 'proposal',
  schema: 'proposal',
  migrationsDir: MIGRATIONS_DIR,
  config,
  build: ({ pool, logger, jwt }) =>
    createProposalApp({
      pool,
      logger,
      jwt,
      serviceToken: config.INTERNAL_SERVICE_TOKEN,
      classroom: classroomPort(createInternalClient(config.CLASSROOM_SERVICE_URL, config.INTERNAL_SERVICE_TOKEN)),
      transcriber: transcriberPort(createInternalClient(config.ESSAY_SERVICE_URL, config.INTERNAL_SERVICE_TOKEN, TRANSCRIBE_TIMEOUT_MS)),
    }),
});
