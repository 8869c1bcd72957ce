import { runHttpService } from '@argumenta/platform';
import { MIGRATIONS_DIR } from './app.js';
import { composeClassroomService } from './compose.js';
import { loadClassroomConfig } from './config.js';

const config = loadClassroomConfig();

await runHttpService({
  announceChanges: true,
  service: 'classroom',
  schema: 'classroom',
  migrationsDir: MIGRATIONS_DIR,
  config,
  build: (ctx) => composeClassroomService(config, ctx),
});
