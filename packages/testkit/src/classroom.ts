import { QUEUES } from '@argumenta/contracts';
import { bullConnection, createInternalClient, createQueueEvents, runMigrations, type InternalClient } from '@argumenta/platform';
import { createClassroomApp, MIGRATIONS_DIR } from '@argumenta/classroom';
import { spawnWorker } from './essay.js';
import { jwtSettings, logger, REDIS_URL, serve, SERVICE_TOKEN, testPool, waitFor } from './index.js';

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

/**
 * A real correction worker (local engine, child process) on `prefix`, plus a way to wait for one
 * job to complete (QueueEvents, no polling).
 */
export async function startCorrectionPipeline(opts: { prefix: string; authUrl: string; classroomUrl: string }) {
  const worker = await spawnWorker(
    'services/correction-worker/src/main.ts',
    { DATABASE_URL: process.env.DATABASE_URL!, QUEUE_PREFIX: opts.prefix, CORRECTION_ENGINE: 'local', AUTH_SERVICE_URL: opts.authUrl, CLASSROOM_SERVICE_URL: opts.classroomUrl, CORRECTION_CONCURRENCY: '2' },
    'correction-worker consumindo',
  );
  const events = createQueueEvents(QUEUES.correction, bullConnection(REDIS_URL, { maxRetriesPerRequest: null }), opts.prefix);
  await events.waitUntilReady();
  return {
    completed: (jobId: string) => waitFor<{ jobId: string }>((cb) => events.on('completed', cb), (e) => e.jobId === jobId, 60_000),
    close: async () => {
      await events.close();
      await worker.stop();
    },
  };
}
