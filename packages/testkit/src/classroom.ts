import { createInternalClient, runMigrations } from '@argumenta/platform';
import { createClassroomApp, MIGRATIONS_DIR } from '@argumenta/classroom';
import { jwtSettings, logger, serve, SERVICE_TOKEN, testPool } from './index.js';

/** An address where nothing listens: a "stopped service". */
const DEAD_URL = 'http://127.0.0.1:9';

/** Boots the real classroom service (migrated) on a free port; auth/essay default to "stopped". */
export async function startClassroomService(urls: { auth?: string; essay?: string } = {}) {
  const pool = testPool();
  await runMigrations(pool, 'classroom', MIGRATIONS_DIR);
  const essayUrl = urls.essay ?? DEAD_URL;
  return serve(
    createClassroomApp({
      pool,
      logger,
      jwt: jwtSettings,
      serviceToken: SERVICE_TOKEN,
      auth: createInternalClient(urls.auth ?? DEAD_URL, SERVICE_TOKEN),
      essay: createInternalClient(essayUrl, SERVICE_TOKEN),
      essayUrl,
    }),
  );
}
