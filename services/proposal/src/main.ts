import { createInternalClient, runHttpService } from '@argumenta/platform';
import { createProposalApp, MIGRATIONS_DIR } from './app.js';
import { loadProposalConfig } from './config.js';
import { seedThemeBank } from './domain/bank.js';
import { classroomPort, transcriberPort, TRANSCRIBE_TIMEOUT_MS } from './domain/remote.js';

const config = loadProposalConfig();

await runHttpService({
  service: 'proposal',
  schema: 'proposal',
  migrationsDir: MIGRATIONS_DIR,
  config,
  build: async ({ pool, logger, jwt }) => {
    // The theme bank is product content, not demo data: every start makes sure it is there (a no-op when unchanged).
    await seedThemeBank(pool, logger);
    return createProposalApp({
      pool,
      logger,
      jwt,
      serviceToken: config.INTERNAL_SERVICE_TOKEN,
      classroom: classroomPort(createInternalClient(config.CLASSROOM_SERVICE_URL, config.INTERNAL_SERVICE_TOKEN)),
      transcriber: transcriberPort(
        createInternalClient(config.ESSAY_SERVICE_URL, config.INTERNAL_SERVICE_TOKEN, TRANSCRIBE_TIMEOUT_MS),
      ),
    });
  },
});
