import { dehydrate, hydrate, onlineManager, type QueryClient } from '@tanstack/react-query';
import { persistQueryClientRestore, type PersistedClient } from '@tanstack/react-query-persist-client';
import { afterEach, describe, expect, it, vi } from 'vitest';

/** IndexedDB as the persister's store: what was last written under each key. */
const idbWrites = vi.hoisted(() => new Map<string, string>());
vi.mock('idb-keyval', () => ({
  get: async (key: string) => idbWrites.get(key),
  set: async (key: string, value: string) => void idbWrites.set(key, value),
  del: async (key: string) => void idbWrites.delete(key),
}));
import {
  CACHE_SCHEMA_VERSION,
  createPersister,
  forgetUserOnSignOut,
  isPersistedKey,
  persistDehydrateOptions,
  PERSIST_MAX_AGE_MS,
  PERSIST_STORAGE_KEY,
  markRestored,
  restoringAfter,
  saveOnPageHide,
  saveWhenActionSettles,
  serializeClient,
  shouldPersistQuery,
} from '@/app/persistence';
import { createQueryClient } from '@/app/query-client';
import { registerCommentMutations } from '@/features/comments/api/register-comment-mutations';
import { registerDealMutations } from '@/features/deals/api/register-deal-mutations';
import { dealActionScope, dealKeys, queuedActionKeys } from '@/domain/query-keys';
import type { DealVoteVariables } from '@/features/deals/api/vote-deal';
import { countPendingMutations } from '@/domain/pending-mutations';
import { ACCESS_TOKEN_KEY, clearTokens, REFRESH_TOKEN_KEY, storeTokens } from '@/domain/session';

interface SentRequest {
  method: string;
  path: string;
  idempotencyKey: string | null;
  authorization: string | null;
}

/** Records what reaches the network; `answer` decides the response (a promise that never settles = in flight). */
function stubFetch(answer: (request: SentRequest) => Promise<Response>): SentRequest[] {
  const sent: SentRequest[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn((input: RequestInfo | URL, init?: RequestInit) => {
      const request = {
        method: init?.method ?? 'GET',
        path: new URL(String(input), 'http://localhost').pathname,
        idempotencyKey: new Headers(init?.headers).get('Idempotency-Key'),
        authorization: new Headers(init?.headers).get('Authorization'),
      };
      sent.push(request);
      return answer(request);
    }),
  );
  return sent;
}

const never = () => new Promise<Response>(() => undefined);

/** A client as the app holds it once the stored copy is restored: every queued action registered (src/app/App.tsx). */
function createAppClient(): QueryClient {
  const client = createQueryClient();
  registerDealMutations(client);
  registerCommentMutations(client);
  markRestored(client);
  return client;
}

function voteVariables(dealId: number, idempotencyKey: string): DealVoteVariables {
  return { dealId, like: true, previousVote: 0, idempotencyKey };
}

/** Starts a deal vote the way `useDealVote` does: by its registered key, in its deal's scope. */
function startVote(client: QueryClient, variables: DealVoteVariables): void {
  const mutation = client
    .getMutationCache()
    .build(client, { mutationKey: queuedActionKeys.dealVote, scope: dealActionScope(variables.dealId) });
  void mutation.execute(variables).catch(() => undefined);
}

/** What the persister writes to IndexedDB, read back as the next start would. */
function persistAndReadBack(client: QueryClient): PersistedClient {
  const stored = serializeClient({
    buster: CACHE_SCHEMA_VERSION,
    timestamp: Date.now(),
    clientState: dehydrate(client, persistDehydrateOptions),
  });
  return JSON.parse(stored) as PersistedClient;
}

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
  onlineManager.setOnline(true);
});

/** The stored copy of a session that voted on `dealId` offline: what the next start reads. */
async function storedOfflineVote(dealId: number, idempotencyKey: string): Promise<PersistedClient> {
  const before = createAppClient();
  stubFetch(never);
  onlineManager.setOnline(false);
  startVote(before, voteVariables(dealId, idempotencyKey));
  await vi.waitFor(() => expect(before.isMutating()).toBe(1));
  return persistAndReadBack(before);
}

describe('the persisted queue', () => {
  it('holds the pending mutations, paused (offline) and in flight, with their idempotency keys; settled ones are left out', async () => {
    const client = createAppClient();
    const sent = stubFetch((request) =>
      request.path.endsWith('/3/like') ? Promise.resolve(Response.json({ votes_count: 1, vote_value: 1 })) : never(),
    );

    startVote(client, voteVariables(3, 'key-settled-0003'));
    await vi.waitFor(() => expect(client.isMutating()).toBe(0));
    startVote(client, voteVariables(1, 'key-in-flight-0001'));
    await vi.waitFor(() => expect(sent).toHaveLength(2));
    onlineManager.setOnline(false);
    startVote(client, voteVariables(2, 'key-paused-0002'));
    await vi.waitFor(() => expect(client.isMutating()).toBe(2));

    const dehydrated = dehydrate(client, persistDehydrateOptions);
    expect(dehydrated.mutations.map((mutation) => (mutation.state.variables as DealVoteVariables).idempotencyKey)).toEqual([
      'key-in-flight-0001',
      'key-paused-0002',
    ]);
    expect(dehydrated.mutations.map((mutation) => mutation.state.isPaused)).toEqual([false, true]);
    expect(dehydrated.mutations.every((mutation) => mutation.state.status === 'pending')).toBe(true);
    expect(dehydrated.mutations[0]).toMatchObject({ mutationKey: queuedActionKeys.dealVote, scope: dealActionScope(1) });

    // Stored, both are paused: after a reload nothing is running them, so resumePausedMutations must pick both up.
    const stored = persistAndReadBack(client);
    expect(stored.clientState.mutations.map((mutation) => mutation.state.isPaused)).toEqual([true, true]);
  });

  it('stores the queue again as soon as the server answers a queued action, so a reload never sends it twice', async () => {
    const client = createAppClient();
    let answer: (response: Response) => void = () => undefined;
    stubFetch(() => new Promise<Response>((resolve) => (answer = resolve)));
    const stop = saveWhenActionSettles(client);
    startVote(client, voteVariables(4, 'key-answered-0004'));
    await vi.waitFor(() => expect(client.isMutating()).toBe(1));
    idbWrites.set(
      PERSIST_STORAGE_KEY,
      serializeClient({ buster: CACHE_SCHEMA_VERSION, timestamp: Date.now(), clientState: dehydrate(client, persistDehydrateOptions) }),
    );
    expect((JSON.parse(idbWrites.get(PERSIST_STORAGE_KEY) ?? '{}') as PersistedClient).clientState.mutations).toHaveLength(1);

    answer(Response.json({ votes_count: 1, vote_value: 1 }));
    await vi.waitFor(() => expect(client.isMutating()).toBe(0));
    await vi.waitFor(() =>
      expect((JSON.parse(idbWrites.get(PERSIST_STORAGE_KEY) ?? '{}') as PersistedClient).clientState.mutations).toEqual([]),
    );
    stop();
  });

  it('keeps any other mutation out of storage and the queue: a sign-in holding a password runs once, even offline', async () => {
    const client = createAppClient();
    const sent = stubFetch(() => never());
    onlineManager.setOnline(false);
    const signIn = client.getMutationCache().build(client, {
      mutationFn: (variables: { email: string; password: string }) =>
        fetch('/api/auth/login', { method: 'POST', body: JSON.stringify(variables) }),
    });
    void signIn.execute({ email: 'ala@example.com', password: 'sekret-123' }).catch(() => undefined);
    startVote(client, voteVariables(4, 'key-paused-0004'));
    await vi.waitFor(() => expect(client.isMutating()).toBe(2));

    // Not paused like a queued action: its request goes out at once and gets its answer (or its error).
    expect(signIn.state.isPaused).toBe(false);
    expect(sent.map((request) => request.path)).toEqual(['/api/auth/login']);
    expect(countPendingMutations(client)).toBe(1);
    const stored = JSON.stringify(persistAndReadBack(client));
    expect(stored).not.toContain('sekret-123');
    expect(stored).toContain('key-paused-0004');
  });

  it('replays restored actions after a reload with the same idempotency keys, once each', async () => {
    const before = createAppClient();
    const firstSession = stubFetch(never);
    startVote(before, voteVariables(7, 'key-sent-before-reload'));
    await vi.waitFor(() => expect(firstSession).toHaveLength(1));
    onlineManager.setOnline(false);
    startVote(before, voteVariables(8, 'key-made-offline'));
    await vi.waitFor(() => expect(before.isMutating()).toBe(2));
    const stored = persistAndReadBack(before);

    const after = createAppClient();
    const replayed = stubFetch(() => Promise.resolve(Response.json({ votes_count: 4, vote_value: 1 })));
    hydrate(after, stored.clientState);
    onlineManager.setOnline(true);
    await after.resumePausedMutations();
    await vi.waitFor(() => expect(after.isMutating()).toBe(0));

    expect(replayed.map(({ method, path, idempotencyKey }) => `${method} ${path} ${idempotencyKey}`).sort()).toEqual([
      'POST /api/deals/7/like key-sent-before-reload',
      'POST /api/deals/8/like key-made-offline',
    ]);
    expect(
      after
        .getMutationCache()
        .getAll()
        .map((mutation) => mutation.state.status),
    ).toEqual(['success', 'success']);
  });

  it('restores only once every queued action is registered, so a restored vote replays with its function', async () => {
    idbWrites.set(PERSIST_STORAGE_KEY, serializeClient(await storedOfflineVote(9, 'key-waiting-for-code')));

    // The next start: the actions' code is still on its way when the restore begins.
    const after = createQueryClient();
    let codeArrived: () => void = () => undefined;
    const persister = restoringAfter(
      createPersister(),
      () =>
        new Promise<void>((resolve) => {
          codeArrived = () => {
            registerDealMutations(after);
            resolve();
          };
        }),
    );
    let restored = false;
    const restoring = persistQueryClientRestore({ queryClient: after, persister, buster: CACHE_SCHEMA_VERSION }).then(() => {
      restored = true;
    });
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(restored).toBe(false);
    expect(after.getMutationCache().getAll()).toHaveLength(0);

    codeArrived();
    await restoring;
    const replayed = stubFetch(() => Promise.resolve(Response.json({ votes_count: 3, vote_value: 1 })));
    onlineManager.setOnline(true);
    await after.resumePausedMutations();
    await vi.waitFor(() => expect(after.isMutating()).toBe(0));
    expect(replayed.map(({ path, idempotencyKey }) => `${path} ${idempotencyKey}`)).toEqual(['/api/deals/9/like key-waiting-for-code']);
  });

  it('leaves the stored queue alone when the page is hidden before it was restored', async () => {
    const stored = serializeClient(await storedOfflineVote(10, 'key-not-yet-restored'));
    idbWrites.set(PERSIST_STORAGE_KEY, stored);

    // A server-rendered page restores the copy at its first idle moment; a tab switched away before that must not
    // save its own, still empty, cache over the queue.
    const after = createQueryClient();
    const stop = saveOnPageHide(after);
    window.dispatchEvent(new Event('pagehide'));
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(idbWrites.get(PERSIST_STORAGE_KEY)).toBe(stored);

    markRestored(after);
    window.dispatchEvent(new Event('pagehide'));
    await vi.waitFor(() => expect(idbWrites.get(PERSIST_STORAGE_KEY)).not.toBe(stored));
    stop();
  });

  it('refreshes an access token that expired while offline, then replays with the same key', async () => {
    const stored = await storedOfflineVote(11, 'key-queued-with-old-token');

    window.localStorage.setItem(ACCESS_TOKEN_KEY, 'expired-access');
    window.localStorage.setItem(REFRESH_TOKEN_KEY, 'live-refresh');
    const after = createAppClient();
    const sent = stubFetch((request) => {
      if (request.path === '/api/auth/refresh')
        return Promise.resolve(Response.json({ access_token: 'fresh-access', refresh_token: 'next-refresh' }));
      if (request.authorization === 'Bearer expired-access') {
        return Promise.resolve(Response.json({ timestamp: '', message: 'expired', errorCode: 'Unauthorized' }, { status: 401 }));
      }
      return Promise.resolve(Response.json({ votes_count: 2, vote_value: 1 }));
    });
    hydrate(after, stored.clientState);
    onlineManager.setOnline(true);
    await after.resumePausedMutations();
    await vi.waitFor(() => expect(after.isMutating()).toBe(0));

    expect(sent.map(({ path, idempotencyKey, authorization }) => `${path} ${idempotencyKey ?? '-'} ${authorization ?? '-'}`)).toEqual([
      '/api/deals/11/like key-queued-with-old-token Bearer expired-access',
      '/api/auth/refresh - Bearer expired-access',
      '/api/deals/11/like key-queued-with-old-token Bearer fresh-access',
    ]);
    expect(after.getMutationCache().getAll()[0]!.state.status).toBe('success');
  });

  it('drops the queue when the user signs out, so it is never sent under the next account', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    storeTokens({ access_token: 'a', refresh_token: 'r' });
    const client = createAppClient();
    const stop = forgetUserOnSignOut(client);
    stubFetch(never);
    onlineManager.setOnline(false);
    startVote(client, voteVariables(12, 'key-of-the-old-user'));
    await vi.waitFor(() => expect(client.isMutating()).toBe(1));

    clearTokens();
    stop();
    expect(client.isMutating()).toBe(0);
    expect(dehydrate(client, persistDehydrateOptions).mutations).toEqual([]);
  });
});

describe('the persisted queries', () => {
  it('keeps the allowlisted roots (lists, details, banners, config, the profile and points) and nothing else', () => {
    expect(isPersistedKey(dealKeys.list({ page: 2, sort_by: 'newest' }))).toBe(true);
    expect(isPersistedKey(dealKeys.detail(5))).toBe(true);
    // A deal opened once shows its price history offline too.
    expect(isPersistedKey(dealKeys.priceHistory(5))).toBe(true);
    expect(isPersistedKey(['banners', 'list'])).toBe(true);
    expect(isPersistedKey(['config'])).toBe(true);
    expect(isPersistedKey(['me', 'profile'])).toBe(true);
    expect(isPersistedKey(['me', 'points-history', 1])).toBe(true);
    expect(isPersistedKey(['me', 'votes-status', 'deal', [1, 2]])).toBe(true);
    expect(isPersistedKey(['me', 'inbox', 'list'])).toBe(false);
    expect(isPersistedKey(['search', 'phone'])).toBe(false);
  });

  it('keeps a query whose last refetch failed, stored as its data (no error object), and skips queries without data', () => {
    const client = createAppClient();
    client.setQueryData(dealKeys.detail(1), { id: 1 });
    const failed = client.getQueryCache().find({ queryKey: dealKeys.detail(1) })!;
    failed.setState({ status: 'error', error: new Error('offline'), fetchStatus: 'idle' });
    client.getQueryCache().build(client, { queryKey: dealKeys.detail(2) });
    client.setQueryData(['me', 'inbox', 'list'], { data: [] });

    expect(shouldPersistQuery(failed)).toBe(true);
    const stored = persistAndReadBack(client);
    expect(stored.clientState.queries.map((query) => query.queryKey)).toEqual([dealKeys.detail(1)]);
    expect(stored.clientState.queries[0]!.state).toMatchObject({ status: 'success', error: null, data: { id: 1 } });
  });

  it('keeps persisted roots in memory as long as they are kept in storage, other queries for 60 s', () => {
    const client = createAppClient();
    expect(client.getQueryCache().build(client, { queryKey: dealKeys.detail(9) }).options.gcTime).toBe(PERSIST_MAX_AGE_MS);
    expect(client.getQueryCache().build(client, { queryKey: ['me', 'profile'] }).options.gcTime).toBe(PERSIST_MAX_AGE_MS);
    expect(client.getQueryCache().build(client, { queryKey: ['me', 'inbox', 'list'] }).options.gcTime).toBe(60_000);
  });
});
