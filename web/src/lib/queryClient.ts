import { QueryClient, type QueryKey } from '@tanstack/react-query';
import { ApiError } from './api';

/** Spec 9 cache freshness: general 5 min with 1 retry; specific queries override. */
export const STALE = { general: 5 * 60_000, profile: 30_000, lists: 2 * 60_000 } as const;

export function createQueryClient() {
  return new QueryClient({
    defaultOptions: {
      queries: {
        staleTime: STALE.general,
        // A 4xx will not change on retry.
        retry: (count, err) => count < 1 && !(err instanceof ApiError && err.status >= 400 && err.status < 500),
      },
      mutations: { retry: 0 },
    },
  });
}

/** What a write changed: a query key (every query under it), or a key matched exactly. */
export type WriteTarget = QueryKey | { queryKey: QueryKey; exact: boolean };

/**
 * After a write: refetch the matching queries so they show the server's new state. Every refresh after a write
 * in the app goes through here. `invalidateQueries` alone does not restart a query that is still in its
 * *first* fetch (TanStack reuses an in-flight fetch that has no data yet), so a list whose request left just
 * before the write — a search typed a moment before a delete — kept showing what the write changed until it
 * went stale. Cancelling those fetches first makes the invalidation fetch again. All targets are cancelled
 * before any is invalidated, so one target's refetch is never cancelled by another's.
 */
export async function refetchAfterWrite(qc: QueryClient, ...targets: WriteTarget[]) {
  const filters = targets.map((t) => ('queryKey' in t ? t : { queryKey: t }));
  await Promise.all(filters.map((f) => qc.cancelQueries(f)));
  await Promise.all(filters.map((f) => qc.invalidateQueries(f)));
}
