import type { Express } from 'express';
import { listRoutes, type RouteEntry } from '@argumenta/platform';
import { ROUTES, serviceFor, type ServiceName } from './proxy.js';

export const API_PREFIX = '/api';

/**
 * Every public API route (method + path under /api), read from the real routers: the gateway's own routes (dashboards,
 * docs, logout, limiters) and each service's routes that the proxy table sends it. This is the list the authorization
 * matrix and the OpenAPI document are checked against, so a new route anywhere shows up here by itself.
 */
export function publicRoutes(gateway: Express, services: Record<ServiceName, Express>): RouteEntry[] {
  const own = listRoutes(gateway).filter((r) => r.path === API_PREFIX || r.path.startsWith(`${API_PREFIX}/`));
  // A service's route is public when the proxy table sends its path to that service (serviceFor, as the proxies do).
  const proxied = [...new Set(ROUTES.map((r) => r.service))].flatMap((service) =>
    listRoutes(services[service])
      .filter((r) => serviceFor(r.path) === service)
      .map((r) => ({ method: r.method, path: API_PREFIX + r.path })),
  );
  const seen = new Set<string>();
  return [...own, ...proxied]
    .filter((r) => {
      const key = routeKey(r);
      if (seen.has(key)) return false;
      seen.add(key);
      return true;
    })
    .sort((a, b) => routeKey(a).localeCompare(routeKey(b)));
}

export const routeKey = (r: RouteEntry) => `${r.method} ${r.path}`;
