import { createInternalClient, runMigrations, type InternalClient } from '@argumenta/platform';
import { classroomPort, createProposalApp, MIGRATIONS_DIR } from '@argumenta/proposal';
import { DEAD_URL } from './gateway.js';
import { jwtSettings, logger, serve, SERVICE_TOKEN, testPool } from './index.js';

type Url = string | (() => string | undefined) | undefined;
const resolve = (url: Url) => (typeof url === 'function' ? url() : url) ?? DEAD_URL;

/** Boots the real proposal service (migrated) on a free port; the classroom service defaults to "stopped". */
export async function startProposalService(urls: { classroom?: Url } = {}) {
  const pool = testPool();
  await runMigrations(pool, 'proposal', MIGRATIONS_DIR);
  const classroom: InternalClient = {
    get: (path) => createInternalClient(resolve(urls.classroom), SERVICE_TOKEN).get(path),
    post: (path, body) => createInternalClient(resolve(urls.classroom), SERVICE_TOKEN).post(path, body),
  };
  return serve(createProposalApp({ pool, logger, jwt: jwtSettings, serviceToken: SERVICE_TOKEN, classroom: classroomPort(classroom) }));
}
