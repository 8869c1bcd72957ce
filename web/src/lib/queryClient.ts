import { QueryClient } from '@tanstack/react-query';
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
