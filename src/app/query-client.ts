import { MutationCache, onlineManager, QueryClient } from '@tanstack/react-query';
import { currentUserKey } from '@/domain/current-user';
import { isAccountSuspended } from '@/domain/moderation';
import { reportConnectionLost } from '@/lib/connectivity';
import { ApiError } from '@/lib/http';
import { QUEUED_ACTION_KEY_ROOT } from '@/domain/query-keys';
import { keepPersistedQueriesForMaxAge } from './persistence';

const STALE_TIME_MS = 30_000;
/**
 * Cached data is kept 60 s after it is no longer used. The prefixes persisted for offline use are the
 * exception (a week, see `keepPersistedQueriesForMaxAge`): offline lists win over the original's memory budget.
 */
const GC_TIME_MS = 60_000;

/** Queued actions retry after 1 s, 2 s, 4 s … and then once a minute while the server keeps failing. */
const MAX_MUTATION_RETRY_DELAY_MS = 60_000;

function isTransportFailure(error: unknown): boolean {
  return error instanceof ApiError && (error.status === 'FETCH_ERROR' || error.status === 'TIMEOUT_ERROR');
}

/**
 * A 4xx will answer the same on a retry (bad id, not found, unauthorised): only transient failures are retried.
 * Offline nothing is retried: a query with nothing cached fails at once (the deal page then says it is not
 * available offline) instead of waiting for a connection with a spinner.
 */
export function shouldRetryQuery(failureCount: number, error: unknown): boolean {
  if (!onlineManager.isOnline()) return false;
  if (error instanceof ApiError && typeof error.status === 'number' && error.status >= 400 && error.status < 500) return false;
  return failureCount < 1;
}

/**
 * Whether a queued action is tried again. No answer (network down, timeout), a 5xx or its first request still running
 * on the server (409 IdempotencyKeyInFlight) keep it, however long that takes: the same idempotency key goes with
 * every try, so the server applies it once. Any 4xx, a 429 included, is the server's final word: the mutation fails,
 * its `onError` rolls the optimistic change back and explains. A 429 on a community action is the account's own
 * action limit (votes, comments per hour or day): retrying into it would keep a change on screen that may be hours
 * from happening, so the user is told how long to wait instead.
 */
export function shouldRetryMutation(_failureCount: number, error: unknown): boolean {
  if (!(error instanceof ApiError)) return false;
  if (isTransportFailure(error)) {
    // The browser may still claim to be online: a real check pauses the queue if the server is out of reach.
    reportConnectionLost();
    return true;
  }
  if (typeof error.status !== 'number') return false;
  return error.status >= 500 || (error.status === 409 && error.errorCode === 'IdempotencyKeyInFlight');
}

/** `failureCount` is 0 after the first failure. */
export function mutationRetryDelay(failureCount: number): number {
  return Math.min(1000 * 2 ** failureCount, MAX_MUTATION_RETRY_DELAY_MS);
}

export function createQueryClient(): QueryClient {
  const queryClient: QueryClient = new QueryClient({
    // A write refused for a suspension the app did not know about yet (a moderator acted during the visit) brings the
    // account's suspension in, so the bar saying until when and how to appeal shows at once.
    mutationCache: new MutationCache({
      onError: (error) => {
        if (isAccountSuspended(error)) void queryClient.invalidateQueries({ queryKey: currentUserKey });
      },
    }),
    defaultOptions: {
      queries: { staleTime: STALE_TIME_MS, gcTime: GC_TIME_MS, retry: shouldRetryQuery },
      // Any mutation outside the offline queue runs once, also offline, and shows its outcome (an error offline).
      mutations: { retry: false, networkMode: 'always' },
    },
  });
  // The queued actions: offline, an action is paused before its request and replayed when the connection is back;
  // a request cut mid-way is retried (paused again while offline). Defaults under one key root merge into each action's.
  queryClient.setMutationDefaults([QUEUED_ACTION_KEY_ROOT], {
    retry: shouldRetryMutation,
    retryDelay: mutationRetryDelay,
    networkMode: 'online',
  });
  // Query defaults must exist before the persisted cache is restored: a restored list needs its week-long gcTime. The
  // queued actions' defaults come with their hooks, and the restore loads them all first (src/app/App.tsx).
  keepPersistedQueriesForMaxAge(queryClient);
  return queryClient;
}
