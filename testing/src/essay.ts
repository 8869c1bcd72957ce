import { loadConfig, runMigrations } from '@argumenta/platform';
import { composeEssayService, essayEnvSchema, MIGRATIONS_DIR } from '@argumenta/essay';
import { harnessPeers, serve, testContext, testEnv, testPool } from './index.js';
import { spawnProcess } from './processes.js';

/**
 * Boots the real essay service (migrated; its composition root, services/essay/src/compose.ts) with its real queues
 * under `prefix`. Not its database-wide passes (reconciliation, retention): test files share one database.
 */
export async function startEssayService(opts: {
  authUrl: string;
  classroomUrl?: string;
  proposalUrl?: string;
  prefix: string;
  attempts?: number;
  transcriptionWaitMs?: number;
}) {
  await runMigrations(testPool(), 'essay', MIGRATIONS_DIR);
  const config = loadConfig(
    essayEnvSchema,
    testEnv({
      QUEUE_PREFIX: opts.prefix,
      CORRECTION_ATTEMPTS: opts.attempts ?? 3,
      TRANSCRIPTION_ATTEMPTS: opts.attempts ?? 2,
      TRANSCRIPTION_WAIT_MS: opts.transcriptionWaitMs,
      // Batch photos become essays sooner than production's 1 s, so batch tests wait less.
      BATCH_ADVANCE_INTERVAL_MS: 300,
    }),
  );
  const essay = composeEssayService(
    config,
    testContext(),
    harnessPeers({ auth: opts.authUrl, classroom: opts.classroomUrl, proposal: opts.proposalUrl }),
  );
  // Handed out only once its queue answers, as a readiness probe gates a pod's traffic: on a loaded CI machine the
  // producer connection can take longer than a submission's 2 s queue check, which would answer 503.
  await waitForQueue(essay.queueReady);
  const running = await serve(essay.app);
  return {
    ...running,
    batchQueues: essay.batchQueues,
    close: async () => {
      await running.close();
      await essay.close();
    },
  };
}

async function waitForQueue(ping: () => Promise<unknown>, timeoutMs = 30_000) {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    try {
      return await ping();
    } catch (err) {
      if (Date.now() > deadline) throw err;
      await new Promise((r) => setTimeout(r, 200));
    }
  }
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
