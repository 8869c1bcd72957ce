import { peersFromConfig, type ComposedService, type Peers, type ServiceContext } from '@argumenta/platform';
import { createClassroomApp, PROPOSAL_TIMEOUT_MS } from './app.js';
import type { ClassroomConfig } from './config.js';

/** The classroom service's composition root, shared by main.ts and the test harness (testing/src/classroom.ts). */
export function composeClassroomService(
  config: ClassroomConfig,
  ctx: ServiceContext,
  peers: Peers = peersFromConfig(config),
): ComposedService {
  const app = createClassroomApp({
    ...ctx,
    serviceToken: config.INTERNAL_SERVICE_TOKEN,
    auth: peers.client('auth'),
    essay: peers.client('essay'),
    proposal: peers.client('proposal', PROPOSAL_TIMEOUT_MS),
  });
  return { app };
}
