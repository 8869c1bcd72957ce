import { createInternalClient, runMigrations } from '@argumenta/platform';
import { createEssayApp, createQueues, exportQueue, MIGRATIONS_DIR, startBatchAdvancer } from '@argumenta/essay';
import { classroomPort, creditsPort, proposalsPort, PROPOSALS_TIMEOUT_MS, usersPort } from '@argumenta/essay-domain';
import { jwtSettings, logger, REDIS_URL, serve, SERVICE_TOKEN, testPool } from './index.js';
import { DEAD_URL } from './gateway.js';
import { spawnProcess } from './processes.js';

/** Boots the real essay service (migrated) with its real queues under `prefix`. */
export async function startEssayService(opts: {
  authUrl: string;
  classroomUrl?: string;
  proposalUrl?: string;
  prefix: string;
  attempts?: number;
  transcriptionWaitMs?: number;
}) {
  const pool = testPool();
  await runMigrations(pool, 'essay', MIGRATIONS_DIR);
  const auth = createInternalClient(opts.authUrl, SERVICE_TOKEN);
  const credits = creditsPort(auth);
  const queues = createQueues(REDIS_URL, opts.prefix, {
    correction: opts.attempts ?? 3,
    transcription: opts.attempts ?? 2,
  });
  // The data export's queue and its worker (issue 38), as the essay service's main runs them.
  const exportReads = createInternalClient(opts.classroomUrl ?? DEAD_URL, SERVICE_TOKEN);
  const exports = exportQueue(REDIS_URL, opts.prefix);
  exports.work({ pool, logger, auth, classroom: exportReads });
  const app = createEssayApp({
    pool,
    logger,
    jwt: jwtSettings,
    serviceToken: SERVICE_TOKEN,
    credits,
    classroom: classroomPort(createInternalClient(opts.classroomUrl ?? DEAD_URL, SERVICE_TOKEN)),
    users: usersPort(auth),
    proposals: proposalsPort(createInternalClient(opts.proposalUrl ?? DEAD_URL, SERVICE_TOKEN, PROPOSALS_TIMEOUT_MS)),
    enqueueCorrection: queues.enqueueCorrection,
    queueReady: queues.ping,
    enqueueAppeal: queues.enqueueAppeal,
    removeJobs: queues.removeJobs,
    exportData: { enqueue: exports.enqueue, auth, classroom: exportReads },
    audit: (entry) => auth.post('/internal/auditoria', entry),
    transcription: queues.transcriptionQueue,
    batchQueues: queues.batch,
    publicUrl: 'http://localhost:8080',
    transcriptionWaitMs: opts.transcriptionWaitMs ?? 60_000,
    allowDeleteActivityEssays: true,
  });
  const running = await serve(app);
  const advancer = startBatchAdvancer({ pool, credits, queues: queues.batch, logger }, 300);
  return {
    ...running,
    batchQueues: queues.batch,
    close: async () => {
      advancer.stop();
      await running.close();
      await exports.close();
      await queues.close();
    },
  };
}

/**
 * Runs a worker as a real child process (`node --import tsx <entry>`), resolving once it logs
 * `readyMessage`. Its stdout/stderr are kept for assertions and failure messages.
 */
export const spawnWorker = (entry: string, env: Record<string, string>, readyMessage: string, timeoutMs = 60_000) =>
  spawnProcess(entry, env, readyMessage, timeoutMs);

/** A Portuguese essay of ~1,900 characters with a thesis, two arguments and a full intervention. */
export const SAMPLE_ESSAY = `A persistência da violência contra a mulher na sociedade brasileira

No Brasil, a Constituição Federal de 1988 assegura a igualdade entre homens e mulheres. Entretanto, a violência contra a mulher ainda persiste no país, o que revela um grave problema social. Nesse contexto, essa situação decorre tanto da herança patriarcal quanto da ineficiência na aplicação das leis de proteção.

Em primeiro lugar, é importante destacar que a cultura machista, herdada do período colonial, naturaliza a submissão feminina. Segundo a filósofa Simone de Beauvoir, "ninguém nasce mulher: torna-se mulher", o que evidencia que os papéis de gênero são construídos socialmente. Dessa forma, muitas agressões são banalizadas e deixam de ser denunciadas pelas vítimas.

Além disso, a Lei Maria da Penha, embora seja considerada uma das mais avançadas do mundo, não é aplicada de maneira eficiente. De acordo com dados do Fórum Brasileiro de Segurança Pública, milhares de medidas protetivas são descumpridas todos os anos. Consequentemente, as vítimas sentem-se desamparadas pelo Estado e permanecem em relacionamentos abusivos.

Portanto, é necessário que o Ministério da Mulher, em parceria com as secretarias estaduais de segurança, amplie a rede de delegacias especializadas, por meio de investimentos públicos e da capacitação de agentes, a fim de garantir o acolhimento adequado às vítimas. Além disso, as escolas devem promover debates sobre igualdade de gênero, com palestras mensais de especialistas, para que as novas gerações superem a cultura machista.`;
