import { dehydrate, type QueryClient, type QueryKey } from '@tanstack/react-query';
import { createAsyncStoragePersister } from '@tanstack/query-async-storage-persister';
import type { PersistedClient, Persister, PersistQueryClientOptions } from '@tanstack/react-query-persist-client';
import { del, get, set } from 'idb-keyval';
import { countPendingMutations, isQueuedAction } from '@/domain/pending-mutations';
import { accountKeys, appConfigKey, bannerKeys, dealKeys, pointsKeys, voteKeys } from '@/domain/query-keys';
import { subscribeSignedInChange } from '@/domain/session';

/**
 * Bump when the shape of a persisted answer or mutation variables changes: a stored cache with another version is
 * dropped at start. Not the build hash, so a new release keeps the lists and the queued actions.
 */
export const CACHE_SCHEMA_VERSION = 'cache-v1';

/** A week on a commute without signal: older persisted caches are dropped, and the queue with them. */
export const PERSIST_MAX_AGE_MS = 7 * 24 * 60 * 60 * 1000;

export const PERSIST_STORAGE_KEY = 'okazje-query-cache';

/** Saves after a burst of cache changes at most once a second; pagehide and sign-out save at once (`saveNow`). */
const PERSIST_THROTTLE_MS = 1_000;

/**
 * Key prefixes kept across reloads: deal lists (every tab, category and page) and details, banners, the app config,
 * and of the signed-in user the profile (with the points balance), points history, prizes, saved deals and the
 * vote and favourite marks (so a vote made offline still shows after a reload). Anything else is this session's only.
 */
export const PERSISTED_KEY_PREFIXES: readonly QueryKey[] = [
  dealKeys.all,
  bannerKeys.all,
  appConfigKey,
  accountKeys.profile(),
  pointsKeys.history(),
  pointsKeys.userPrizes(),
  dealKeys.favourites(),
  voteKeys.all(),
  dealKeys.favouritesStatuses(),
];

/**
 * The predicates take only what they read of a Query or Mutation: what decides persistence is visible at a glance,
 * and any query-core version's classes fit (package.json pins one copy for react-query, the persisters and the router).
 */
interface PersistableQuery {
  queryKey: QueryKey;
  state: { data: unknown };
}

interface PersistableMutation {
  options: { mutationKey?: QueryKey };
  state: { status: string };
}

function startsWith(key: QueryKey, prefix: QueryKey): boolean {
  return prefix.every((part, index) => key[index] === part);
}

export function isPersistedKey(key: QueryKey): boolean {
  return PERSISTED_KEY_PREFIXES.some((prefix) => startsWith(key, prefix));
}

/**
 * Allowlisted queries that hold data. A query whose last refetch failed (offline) keeps its data and is kept too:
 * TanStack's default would drop it exactly when it matters.
 */
export function shouldPersistQuery(query: PersistableQuery): boolean {
  return query.state.data !== undefined && isPersistedKey(query.queryKey);
}

/**
 * Every queued action the server has not confirmed (never another mutation: a sign-in's variables hold a password):
 * paused ones, and those in flight or between retries, which a reload
 * would otherwise lose (TanStack's default keeps only paused ones). Their idempotency key is in their variables,
 * so a replay of one whose first request did arrive is answered from the server's record, not applied twice.
 */
export function shouldPersistMutation(mutation: PersistableMutation): boolean {
  return isQueuedAction(mutation) && mutation.state.status === 'pending';
}

export const persistDehydrateOptions = {
  shouldDehydrateQuery: shouldPersistQuery,
  shouldDehydrateMutation: shouldPersistMutation,
};

/**
 * After a reload nothing runs a restored action: stored as paused, it is picked up by `resumePausedMutations`
 * (which skips mutations not marked paused). Its optimistic change is already in the restored cache, and TanStack
 * does not run `onMutate` again for a restored pending mutation.
 */
export function markQueuedAsPaused(client: PersistedClient): PersistedClient {
  const mutations = client.clientState.mutations.map((mutation) =>
    mutation.state.status === 'pending' ? { ...mutation, state: { ...mutation.state, isPaused: true } } : mutation,
  );
  return { ...client, clientState: { ...client.clientState, mutations } };
}

/**
 * Errors are class instances (ApiError): stored, only what JSON keeps of them would come back and `instanceof`
 * checks would miss. A persisted query always holds data, so it is stored as a success with its old update time
 * (stale, refetched when possible).
 */
function withoutErrors(client: PersistedClient): PersistedClient {
  const queries = client.clientState.queries.map((query) => ({
    ...query,
    state: { ...query.state, status: 'success' as const, error: null, errorUpdateCount: 0, fetchFailureReason: null },
  }));
  const mutations = client.clientState.mutations.map((mutation) => ({
    ...mutation,
    state: { ...mutation.state, error: null, failureReason: null },
  }));
  return { ...client, clientState: { ...client.clientState, queries, mutations } };
}

export function serializeClient(client: PersistedClient): string {
  return JSON.stringify(withoutErrors(markQueuedAsPaused(client)));
}

const idbStorage = {
  getItem: (key: string) => get<string>(key).then((value) => value ?? null),
  setItem: (key: string, value: string) => set(key, value),
  removeItem: (key: string) => del(key),
};

export function createPersister(): Persister {
  return createAsyncStoragePersister({
    storage: idbStorage,
    key: PERSIST_STORAGE_KEY,
    throttleTime: PERSIST_THROTTLE_MS,
    serialize: serializeClient,
  });
}

export function persistOptionsFor(persister: Persister): Omit<PersistQueryClientOptions, 'queryClient'> {
  return {
    persister,
    maxAge: PERSIST_MAX_AGE_MS,
    buster: CACHE_SCHEMA_VERSION,
    dehydrateOptions: persistDehydrateOptions,
  };
}

/** The clients the stored copy has been read into. */
const restoredClients = new WeakSet<QueryClient>();

/** The stored copy is in this client now (or there was none): from here on, a save keeps what it held. */
export function markRestored(queryClient: QueryClient): void {
  restoredClients.add(queryClient);
}

/**
 * A persister whose restore, when the stored copy holds queued actions, first waits for `before`, their code: a restored
 * action is built with the defaults registered at that moment, and without them it would have nothing to run. A copy
 * without actions (a first visit's, most others) needs none of it. If that code cannot be loaded, the restore waits
 * on: failing, it would have the stored copy removed, and until it is done nothing is saved over it (`saveNow`).
 */
export function restoringAfter(persister: Persister, before: () => Promise<unknown>): Persister {
  return {
    ...persister,
    restoreClient: async () => {
      const stored = await persister.restoreClient();
      if (stored?.clientState.mutations.length) await before().catch(() => new Promise<never>(() => undefined));
      return stored;
    },
  };
}

/**
 * Writes the cache and queue now, past the throttle: the page may be gone before the throttled save runs. Not before
 * the stored copy is restored: this client's cache would replace a queue it has not read yet.
 */
export async function saveNow(queryClient: QueryClient): Promise<void> {
  if (!restoredClients.has(queryClient)) return;
  const client: PersistedClient = {
    buster: CACHE_SCHEMA_VERSION,
    timestamp: Date.now(),
    clientState: dehydrate(queryClient, persistDehydrateOptions),
  };
  try {
    await idbStorage.setItem(PERSIST_STORAGE_KEY, serializeClient(client));
  } catch (error) {
    // Storage full or unavailable (private mode, no IndexedDB): the app works on, only without the offline copy.
    console.error('saving the offline cache failed', error);
  }
}

/**
 * Saves whenever the page is hidden or left (tab switch, app switch on a phone, close): the last chance to keep
 * an action made a moment ago. Returns the teardown.
 */
export function saveOnPageHide(queryClient: QueryClient): () => void {
  const onHide = () => void saveNow(queryClient);
  const onVisibilityChange = () => {
    if (document.visibilityState === 'hidden') onHide();
  };
  window.addEventListener('pagehide', onHide);
  document.addEventListener('visibilitychange', onVisibilityChange);
  return () => {
    window.removeEventListener('pagehide', onHide);
    document.removeEventListener('visibilitychange', onVisibilityChange);
  };
}

/**
 * Saves as soon as the server has answered a queued action. The stored copy is otherwise saved at most once a second,
 * and a page left in that second (a reload right after a vote) may not finish its last save: the copy would still
 * hold the action as waiting, and the next start would send it again, undoing a vote that toggles. Returns the
 * teardown.
 */
export function saveWhenActionSettles(queryClient: QueryClient): () => void {
  return queryClient.getMutationCache().subscribe((event) => {
    if (event.type !== 'updated' || !isQueuedAction(event.mutation)) return;
    if (event.action.type === 'success' || event.action.type === 'error') void saveNow(queryClient);
  });
}

/** Persisted prefixes live a week in memory too: a restored list nobody looks at must not be collected (and so dropped from storage). */
export function keepPersistedQueriesForMaxAge(queryClient: QueryClient): void {
  for (const prefix of PERSISTED_KEY_PREFIXES) queryClient.setQueryDefaults(prefix, { gcTime: PERSIST_MAX_AGE_MS });
}

/**
 * Signed out (here, in another tab, or a refused refresh): actions still queued belong to that user and must not be
 * sent under the next one, so they are dropped (the account page asked before a sign-out it started); the deals
 * they changed are refetched, and the stored copy loses the user's data at once, not on the next throttled save.
 */
export function forgetUserOnSignOut(queryClient: QueryClient): () => void {
  return subscribeSignedInChange((signedIn) => {
    if (signedIn) return;
    if (countPendingMutations(queryClient) > 0) {
      queryClient.getMutationCache().clear();
      void queryClient.invalidateQueries({ queryKey: dealKeys.all });
    }
    // The session announces the change before it removes the user's queries: save once that is done.
    queueMicrotask(() => void saveNow(queryClient));
  });
}
