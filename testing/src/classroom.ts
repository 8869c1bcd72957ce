import { Job, Queue } from 'bullmq';
import { QUEUES } from '@argumenta/contracts';
import { bullConnection, createQueueEvents, loadConfig, runMigrations } from '@argumenta/platform';
import { classroomEnvSchema, composeClassroomService, MIGRATIONS_DIR } from '@argumenta/classroom';
import { spawnWorker } from './essay.js';
import { inDays, type Actor } from './actors.js';
import { api, harnessPeers, REDIS_URL, serve, testContext, testEnv, testPool, type Url } from './index.js';

/**
 * Boots the real classroom service (migrated; its composition root, services/classroom/src/compose.ts) on a free port;
 * auth/essay/proposal default to "stopped".
 */
export async function startClassroomService(urls: { auth?: Url; essay?: Url; proposal?: Url } = {}) {
  await runMigrations(testPool(), 'classroom', MIGRATIONS_DIR);
  const config = loadConfig(classroomEnvSchema, testEnv());
  return serve(composeClassroomService(config, testContext(), harnessPeers(urls)).app);
}

/**
 * A real correction worker (local engine, child process) on `prefix`, plus a way to wait for one
 * job to complete (QueueEvents, no polling).
 */
export async function startCorrectionPipeline(opts: {
  prefix: string;
  authUrl: string;
  classroomUrl: string;
  /** The proposal service (the proposal's motivating texts and references); without it the worker reads none. */
  proposalUrl?: string;
}) {
  const worker = await spawnWorker(
    'services/correction-worker/src/main.ts',
    {
      DATABASE_URL: process.env.DATABASE_URL!,
      QUEUE_PREFIX: opts.prefix,
      CORRECTION_ENGINE: 'local',
      AUTH_SERVICE_URL: opts.authUrl,
      CLASSROOM_SERVICE_URL: opts.classroomUrl,
      ...(opts.proposalUrl ? { PROPOSAL_SERVICE_URL: opts.proposalUrl } : {}),
      CORRECTION_CONCURRENCY: '2',
    },
    'correction-worker consumindo',
  );
  const connection = bullConnection(REDIS_URL, { maxRetriesPerRequest: null });
  const events = createQueueEvents(QUEUES.correction, connection, opts.prefix);
  const queue = new Queue(QUEUES.correction, { connection, prefix: opts.prefix });
  await events.waitUntilReady();
  return {
    /**
     * Resolves once the job has completed — also when it already had before this call (BullMQ checks the job's state
     * after subscribing, so a fast worker cannot slip the event past us); rejects with the job's failure reason.
     */
    completed: async (jobId: string) => {
      const job = await Job.fromId(queue, jobId);
      if (!job) throw new Error(`job ${jobId} não existe na fila`);
      await job.waitUntilFinished(events, 60_000);
      return { jobId };
    },
    /** A job's state in the queue (for a test's failure message): state, attempts, failure, priority. */
    jobState: async (jobId: string) => {
      const job = await Job.fromId(queue, jobId);
      return job
        ? {
            state: await job.getState(),
            attemptsMade: job.attemptsMade,
            failedReason: job.failedReason,
            priority: job.opts.priority,
          }
        : 'ausente da fila';
    },
    /** What the correction worker printed. */
    output: () => worker.output(),
    close: async () => {
      await events.close();
      await queue.close();
      await worker.stop();
    },
  };
}

/**
 * A teacher's room with `students` in it and one activity (due in three days unless `activity` says otherwise): the
 * set-up most classroom tests start from, through the real classroom service at `base` (a gateway's URL with
 * `prefix: '/api'`). A refusal fails the test here, with the answer.
 */
export async function roomWithActivity(
  base: string,
  teacher: Actor,
  students: Actor[],
  activity: { titulo: string } & Record<string, unknown>,
  { nome = 'Turma', prefix = '' }: { nome?: string; prefix?: string } = {},
) {
  const post = async (who: Actor, path: string, body: unknown) => {
    const res = await api(base, 'POST', prefix + path, { token: who.token, body });
    if (res.status < 200 || res.status > 299) throw new Error(`${path}: ${res.status} ${JSON.stringify(res.body)}`);
    return res.body.data;
  };
  const sala = await post(teacher, '/salas', { nome });
  for (const s of students) await post(s, '/salas/ingressar', { codigo_acesso: sala.codigo_acesso });
  const atividade = await post(teacher, '/atividades/criar', {
    sala_id: sala.id,
    tema: activity.titulo,
    data_limite: inDays(3),
    ...activity,
  });
  return { sala, atividade };
}
