import path from 'node:path';
import { fileURLToPath } from 'node:url';
import {
  createApp,
  createAuthMiddleware,
  requireServiceToken,
  type InternalClient,
  type JwtSettings,
  type Logger,
  type Pool,
} from '@argumenta/platform';
import { createRemote } from './domain/remote.js';
import { atividadesRoutes } from './routes/atividades.js';
import { internalRoutes } from './routes/internal.js';
import { privacyInternalRoutes } from './routes/privacy.js';
import { perfilRoutes } from './routes/perfil.js';
import { salasRoutes } from './routes/salas.js';

/** Short: the usage count must not slow an activity form down. */
export const PROPOSAL_TIMEOUT_MS = 2_000;
export const MIGRATIONS_DIR = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../migrations');

export type ClassroomDeps = {
  pool: Pool;
  logger: Logger;
  jwt: JwtSettings;
  serviceToken: string;
  auth: InternalClient;
  essay: InternalClient;
  /** Usage counts of proposals (best-effort: a proposal service that is down never fails an activity). */
  proposal: InternalClient;
};

export function createClassroomApp(deps: ClassroomDeps) {
  const requireAuth = createAuthMiddleware(deps.jwt);
  const remote = createRemote({
    auth: deps.auth,
    essay: deps.essay,
    proposal: deps.proposal,
    logger: deps.logger,
  });
  return createApp({
    service: 'classroom',
    logger: deps.logger,
    readiness: [{ name: 'postgres', check: () => deps.pool.query('SELECT 1') }],
    routes: (app) => {
      app.use('/internal', requireServiceToken(deps.serviceToken));
      app.use(internalRoutes(deps.pool, remote));
      app.use(privacyInternalRoutes(deps.pool));
      app.use(salasRoutes(deps.pool, remote, requireAuth));
      app.use(perfilRoutes(deps.pool, remote, requireAuth));
      app.use(atividadesRoutes(deps.pool, remote, requireAuth));
    },
  });
}
