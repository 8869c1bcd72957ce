import { peersFromConfig, type ComposedService, type Peers, type ServiceContext } from '@argumenta/platform';
import { createProposalApp } from './app.js';
import type { ProposalConfig } from './config.js';
import { seedThemeBank } from './domain/bank.js';
import { seedEnemThemes } from './domain/enem.js';
import { classroomPort, transcriberPort, TRANSCRIBE_TIMEOUT_MS } from './domain/remote.js';

/** The proposal service's composition root, shared by main.ts and the test harness (testing/src/proposal.ts). */
export function composeProposalService(
  config: ProposalConfig,
  ctx: ServiceContext,
  peers: Peers = peersFromConfig(config),
): ComposedService {
  const app = createProposalApp({
    ...ctx,
    serviceToken: config.INTERNAL_SERVICE_TOKEN,
    classroom: classroomPort(peers.client('classroom')),
    transcriber: transcriberPort(peers.client('essay', TRANSCRIBE_TIMEOUT_MS)),
  });
  // The theme bank is product content, not demo data: every start makes sure it is there (a no-op when unchanged).
  return {
    app,
    start: async () => {
      await seedThemeBank(ctx.pool, ctx.logger);
      await seedEnemThemes(ctx.pool);
    },
  };
}
