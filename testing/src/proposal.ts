import { runMigrations } from '@argumenta/platform';
import {
  classroomPort,
  createProposalApp,
  MIGRATIONS_DIR,
  TRANSCRIBE_TIMEOUT_MS,
  transcriberPort,
} from '@argumenta/proposal';
import { jwtSettings, lazyClient, logger, serve, SERVICE_TOKEN, testPool, type Url } from './index.js';

/** Boots the real proposal service (migrated) on a free port; classroom and essay default to "stopped". */
export async function startProposalService(urls: { classroom?: Url; essay?: Url } = {}) {
  const pool = testPool();
  await runMigrations(pool, 'proposal', MIGRATIONS_DIR);
  return serve(
    createProposalApp({
      pool,
      logger,
      jwt: jwtSettings,
      serviceToken: SERVICE_TOKEN,
      classroom: classroomPort(lazyClient(urls.classroom)),
      transcriber: transcriberPort(lazyClient(urls.essay, TRANSCRIBE_TIMEOUT_MS)),
    }),
  );
}
