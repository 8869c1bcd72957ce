import { loadConfig, runMigrations } from '@argumenta/platform';
import { composeProposalService, MIGRATIONS_DIR, proposalEnvSchema } from '@argumenta/proposal';
import { harnessPeers, serve, testContext, testEnv, testPool, type Url } from './index.js';

/**
 * Boots the real proposal service (migrated; its composition root, services/proposal/src/compose.ts) on a free port;
 * classroom and essay default to "stopped". The theme bank is not seeded (tests that need it seed it).
 */
export async function startProposalService(urls: { classroom?: Url; essay?: Url } = {}) {
  await runMigrations(testPool(), 'proposal', MIGRATIONS_DIR);
  const config = loadConfig(proposalEnvSchema, testEnv());
  return serve(composeProposalService(config, testContext(), harnessPeers(urls)).app);
}
