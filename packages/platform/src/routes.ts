import type { Express, Router } from 'express';

export type RouteEntry = { method: string; path: string };

type Layer = {
  route?: { path: unknown; methods: Record<string, boolean> };
  handle?: { stack?: Layer[] };
  rawPath?: unknown;
};

/**
 * Every route an Express 5 app (or router) really serves, read from its router stacks, nested routers included.
 * Regular-expression routes (catch-alls, the SPA fallback) are skipped: they are not API operations.
 */
export function listRoutes(app: Express | Router): RouteEntry[] {
  const root =
    (app as Express & { router?: { stack: Layer[] } }).router?.stack ?? (app as unknown as { stack: Layer[] }).stack;
  const out: RouteEntry[] = [];
  const walk = (stack: Layer[], prefix: string) => {
    for (const layer of stack) {
      if (layer.route) {
        const paths = Array.isArray(layer.route.path) ? layer.route.path : [layer.route.path];
        for (const p of paths) {
          if (typeof p !== 'string') continue;
          for (const [method, on] of Object.entries(layer.route.methods)) {
            if (on && method !== '_all') out.push({ method: method.toUpperCase(), path: prefix + p });
          }
        }
      } else if (layer.handle?.stack) {
        const mount = typeof layer.rawPath === 'string' && layer.rawPath !== '/' ? layer.rawPath : '';
        walk(layer.handle.stack, prefix + mount);
      }
    }
  };
  walk(root ?? [], '');
  const seen = new Set<string>();
  return out.filter((r) => {
    const key = `${r.method} ${r.path}`;
    if (seen.has(key)) return false;
    seen.add(key);
    return true;
  });
}
