import { Router } from 'express';
import type { InternalClient, JwtSettings, Logger } from '@argumenta/platform';

export type BffDeps = {
  jwt: JwtSettings;
  logger: Logger;
  services: { auth: InternalClient; classroom: InternalClient; essay: InternalClient };
};

/**
 * Backend-for-frontend endpoints composed in the gateway from several services (dashboards).
 * Mounted under /api before the proxies. Parse JSON per route (express.json() on the route itself),
 * never router-wide: a router-wide parser would consume the bodies the proxies must stream.
 */
export function bffRoutes(_deps: BffDeps): Router {
  return Router();
}
