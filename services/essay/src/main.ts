import { closeQueues, runHttpService } from '@argumenta/platform';
import { MIGRATIONS_DIR } from './app.js';
import { composeEssayService } from './compose.js';
import { loadEssayConfig } from './config.js';

const config = loadEssayConfig();

await runHttpService({
  announceChanges: true,
  service: 'essay',
  schema: 'essay',
  migrationsDir: MIGRATIONS_DIR,
  config,
  build: (ctx) => {
    const essay = composeEssayService(config, ctx);
    // The process-wide queue handles (platform's registry) go with the process, not with one composition.
    return { ...essay, close: () => essay.close().then(() => closeQueues()) };
  },
});
