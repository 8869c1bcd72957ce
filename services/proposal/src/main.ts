import { runHttpService } from '@argumenta/platform';
import { MIGRATIONS_DIR } from './app.js';
import { composeProposalService } from './compose.js';
import { loadProposalConfig } from './config.js';

const config = loadProposalConfig();

await runHttpService({
  service: 'proposal',
  schema: 'proposal',
  migrationsDir: MIGRATIONS_DIR,
  config,
  build: (ctx) => composeProposalService(config, ctx),
});
