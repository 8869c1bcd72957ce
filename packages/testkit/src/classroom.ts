import { createInternalClient, runMigrations, type InternalClient } from '@argumenta/platform';
import { createClassroomApp, MIGRATIONS_DIR } from '@argumenta/classroom';
import { jwtSettings, logger, serve, SERVICE_TOKEN, testPool } from './index.js';

/** An address where nothing listens: a "stopped service". */
const DEAD_URL = 'http://127.0.0.1:9';
type Url = string | (() => string | undefined) | undefined;
const resolve = (url: Url) => (typeof url === 'function' ? url() : url) ?? DEAD_URL;

/** A client that reads its target on each call, so two services can point at each other whatever starts first. */
const lazyClient = (url: Url): InternalClient => ({
  get: (path) => createInternalClient(resolve(url), SERVICE_TOKEN).get(path),
  post: (path, body) => createInternalClient(resolve(url), SERVICE_TOKEN).post(path, body),
});

/** Boots the real classroom service (migrated) on a free port; auth/essay default to "stopped". */
export async function startClassroomService(urls: { auth?: Url; essay?: Url } = {}) {
  const pool = testPool();
  await runMigrations(pool, 'classroom', MIGRATIONS_DIR);
  return serve(
    createClassroomApp({
      pool,
      logger,
      jwt: jwtSettings,
      serviceToken: SERVICE_TOKEN,
      auth: lazyClient(urls.auth),
      essay: lazyClient(urls.essay),
      essayUrl: () => resolve(urls.essay),
    }),
  );
}
