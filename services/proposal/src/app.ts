import path from 'node:path';
import { fileURLToPath } from 'node:url';
import {
  createApp,
  createAuthMiddleware,
  requireServiceToken,
  type JwtSettings,
  type Logger,
  type Pool,
} from '@argumenta/platform';
import type { ClassroomPort, TranscriberPort } from './domain/remote.js';
import { arquivosRoutes } from './routes/arquivos.js';
import { internalRoutes } from './routes/internal.js';
import { privacyInternalRoutes } from './routes/privacy.js';
import { propostasRoutes } from './routes/propostas.js';

export const MIGRATIONS_DIR = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../migrations');

export type ProposalDeps = {
  pool: Pool;
  logger: Logger;
  jwt: JwtSettings;
  serviceToken: string;
  classroom: ClassroomPort;
  transcriber: TranscriberPort;
};

export function createProposalApp(deps: ProposalDeps) {
  const requireAuth = createAuthMiddleware(deps.jwt);
  const routeDeps = { pool: deps.pool, classroom: deps.classroom, logger: deps.logger, transcriber: deps.transcriber };
  return createApp({
    service: 'proposal',
    logger: deps.logger,
    // Supporting texts reach 50,000 characters.
    jsonLimit: '2mb',
    readiness: [{ name: 'postgres', check: () => deps.pool.query('SELECT 1') }],
    routes: (app) => {
      app.use('/internal', requireServiceToken(deps.serviceToken));
      app.use(internalRoutes(deps.pool, deps.classroom));
      app.use(privacyInternalRoutes(deps.pool));
      app.use(arquivosRoutes(routeDeps, requireAuth));
      app.use(propostasRoutes(routeDeps, requireAuth));
    },
  });
}
