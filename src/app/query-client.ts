import { QueryClient } from '@tanstack/react-query';
import { ApiError } from '@/lib/http';

const STALE_TIME_MS = 30_000;
/** §9: cached data is kept 60 s after it is no longer used. */
const GC_TIME_MS = 60_000;

/** A 4xx will answer the same on a retry (bad id, not found, unauthorised): only transient failures are retried. */
export function shouldRetryQuery(failureCount: number, error: unknown): boolean {
  if (error instanceof ApiError && typeof error.status === 'number' && error.status >= 400 && error.status < 500) return false;
  return failureCount < 1;
}

export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: { staleTime: STALE_TIME_MS, gcTime: GC_TIME_MS, retry: shouldRetryQuery },
      mutations: { retry: false },
    },
  });
}
