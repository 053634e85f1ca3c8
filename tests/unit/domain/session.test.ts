import { QueryClient } from '@tanstack/react-query';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError, apiGet } from '@/lib/http';
import { USER_QUERY_ROOT } from '@/domain/query-keys';
import {
  ACCESS_TOKEN_KEY,
  REFRESH_TOKEN_KEY,
  getAccessToken,
  getRefreshToken,
  refreshSession,
  session,
  signIn,
  signOut,
  startSession,
} from '@/domain/session';
import { TOKEN_REFRESH_MS } from '@/shared/constants';
import { apiError, fakeApi, type FakeCall } from '../features/auth/fake-api';

let stop: (() => void) | undefined;
let queryClient: QueryClient;

beforeEach(() => {
  queryClient = new QueryClient();
});

afterEach(() => {
  stop?.();
  stop = undefined;
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

function storeSession(access: string, refresh: string) {
  localStorage.setItem(ACCESS_TOKEN_KEY, access);
  localStorage.setItem(REFRESH_TOKEN_KEY, refresh);
}

/** A refresh endpoint that rotates `refresh-N` into `refresh-N+1` and hands out `access-N+1`. */
function rotatingRefresh(call: FakeCall): Response {
  const { refresh_token } = call.body as { refresh_token: string };
  const next = Number(refresh_token.split('-')[1]) + 1;
  return Response.json({ access_token: `access-${next}`, refresh_token: `refresh-${next}` });
}

function seedUserQueries() {
  queryClient.setQueryData([USER_QUERY_ROOT, 'profile'], { username: 'ola' });
  queryClient.setQueryData([USER_QUERY_ROOT, 'favourites'], [1, 2]);
  queryClient.setQueryData(['deals', 'list'], ['public']);
}

function expectUserQueriesRemoved() {
  expect(queryClient.getQueryData([USER_QUERY_ROOT, 'profile'])).toBeUndefined();
  expect(queryClient.getQueryData([USER_QUERY_ROOT, 'favourites'])).toBeUndefined();
  expect(queryClient.getQueryData(['deals', 'list'])).toEqual(['public']);
}

describe('start-up', () => {
  it('is signed out and initialised at once without a stored refresh token, and calls nothing', () => {
    const api = fakeApi({});
    stop = startSession(queryClient);
    expect(session.isSignedIn).toBe(false);
    expect(session.isInitialized).toBe(true);
    expect(api.calls).toHaveLength(0);
  });

  it('refreshes a stored refresh token, counting as signed in while it runs, and stores the new pair', async () => {
    storeSession('access-1', 'refresh-1');
    const api = fakeApi({ 'POST /api/auth/refresh': rotatingRefresh });
    stop = startSession(queryClient);
    expect(session.isSignedIn).toBe(true);
    expect(session.isInitialized).toBe(false);
    await vi.waitFor(() => expect(session.isInitialized).toBe(true));
    expect(api.callsTo('POST', '/api/auth/refresh').map((call) => call.body)).toEqual([{ refresh_token: 'refresh-1' }]);
    expect(getRefreshToken()).toBe('refresh-2');
    expect(getAccessToken()).toBe('access-2');
    expect(session.isSignedIn).toBe(true);
  });

  it('signs out when the server refuses the refresh token, and drops the user’s cached data', async () => {
    storeSession('access-1', 'refresh-1');
    seedUserQueries();
    fakeApi({ 'POST /api/auth/refresh': () => apiError(401, 'Unauthorized') });
    stop = startSession(queryClient);
    await vi.waitFor(() => expect(session.isInitialized).toBe(true));
    expect(session.isSignedIn).toBe(false);
    expect(getRefreshToken()).toBeNull();
    expect(getAccessToken()).toBeNull();
    expectUserQueriesRemoved();
  });

  it('keeps the session when the refresh cannot reach the server (offline start)', async () => {
    storeSession('access-1', 'refresh-1');
    vi.stubGlobal(
      'fetch',
      vi.fn(() => Promise.reject(new TypeError('Failed to fetch'))),
    );
    stop = startSession(queryClient);
    await vi.waitFor(() => expect(session.isInitialized).toBe(true));
    expect(session.isSignedIn).toBe(true);
    expect(getRefreshToken()).toBe('refresh-1');
  });

  it('spends the refresh token once when started twice (React StrictMode)', async () => {
    storeSession('access-1', 'refresh-1');
    const api = fakeApi({ 'POST /api/auth/refresh': rotatingRefresh });
    startSession(queryClient)();
    stop = startSession(queryClient);
    await vi.waitFor(() => expect(session.isInitialized).toBe(true));
    expect(api.callsTo('POST', '/api/auth/refresh')).toHaveLength(1);
  });
});

describe('periodic refresh', () => {
  it('refreshes every 5 minutes while signed in and stops after sign-out', async () => {
    vi.useFakeTimers();
    storeSession('access-1', 'refresh-1');
    const api = fakeApi({
      'POST /api/auth/refresh': rotatingRefresh,
      'DELETE /api/auth/logout': () => new Response(null, { status: 204 }),
    });
    stop = startSession(queryClient);
    await vi.advanceTimersByTimeAsync(0);
    expect(api.callsTo('POST', '/api/auth/refresh')).toHaveLength(1);

    await vi.advanceTimersByTimeAsync(TOKEN_REFRESH_MS - 1000);
    expect(api.callsTo('POST', '/api/auth/refresh')).toHaveLength(1);
    await vi.advanceTimersByTimeAsync(1000);
    expect(api.callsTo('POST', '/api/auth/refresh')).toHaveLength(2);
    expect(getRefreshToken()).toBe('refresh-3');
    await vi.advanceTimersByTimeAsync(TOKEN_REFRESH_MS);
    expect(api.callsTo('POST', '/api/auth/refresh')).toHaveLength(3);

    await signOut();
    await vi.advanceTimersByTimeAsync(3 * TOKEN_REFRESH_MS);
    expect(api.callsTo('POST', '/api/auth/refresh')).toHaveLength(3);
  });

  it('starts the clock at sign-in', async () => {
    vi.useFakeTimers();
    const api = fakeApi({ 'POST /api/auth/refresh': rotatingRefresh });
    stop = startSession(queryClient);
    signIn({ access_token: 'access-1', refresh_token: 'refresh-1' });
    await vi.advanceTimersByTimeAsync(TOKEN_REFRESH_MS);
    expect(api.callsTo('POST', '/api/auth/refresh').map((call) => call.body)).toEqual([{ refresh_token: 'refresh-1' }]);
  });
});

describe('401 on an API call', () => {
  /** A protected endpoint that accepts only the given access token. */
  const protectedEndpoint = (valid: string) => (call: FakeCall) =>
    call.authorization === `Bearer ${valid}` ? Response.json({ ok: true }) : apiError(401, 'Unauthorized');

  it('shares one refresh between concurrent 401s and retries each call once with the new token', async () => {
    storeSession('access-1', 'refresh-1');
    stop = startSession(queryClient);
    const api = fakeApi({
      'POST /api/auth/refresh': async (call) => {
        await new Promise((resolve) => setTimeout(resolve, 10));
        return rotatingRefresh(call);
      },
      'GET /api/deals/favourites': protectedEndpoint('access-2'),
      'GET /api/users': protectedEndpoint('access-2'),
    });
    // The start-up refresh is one of the callers that share the flight.
    const results = await Promise.all([apiGet('deals/favourites'), apiGet('users'), apiGet('deals/favourites')]);
    expect(results).toEqual([{ ok: true }, { ok: true }, { ok: true }]);
    expect(api.callsTo('POST', '/api/auth/refresh')).toHaveLength(1);
    expect(getAccessToken()).toBe('access-2');
  });

  it('refreshes once after start-up and retries the failed call with the new token', async () => {
    storeSession('access-1', 'refresh-1');
    const api = fakeApi({ 'POST /api/auth/refresh': rotatingRefresh, 'GET /api/users': protectedEndpoint('access-2') });
    const result = await apiGet('users');
    expect(result).toEqual({ ok: true });
    expect(api.callsTo('GET', '/api/users').map((call) => call.authorization)).toEqual(['Bearer access-1', 'Bearer access-2']);
    expect(api.callsTo('POST', '/api/auth/refresh')).toHaveLength(1);
  });

  it('never loops: an endpoint that keeps answering 401 gets one refresh and one retry', async () => {
    storeSession('access-1', 'refresh-1');
    const api = fakeApi({ 'POST /api/auth/refresh': rotatingRefresh, 'GET /api/users': () => apiError(401, 'Unauthorized') });
    await expect(apiGet('users')).rejects.toMatchObject({ status: 401 });
    expect(api.callsTo('GET', '/api/users')).toHaveLength(2);
    expect(api.callsTo('POST', '/api/auth/refresh')).toHaveLength(1);
  });

  it('signs out and rejects when the refresh is refused', async () => {
    storeSession('access-1', 'refresh-1');
    stop = startSession(queryClient);
    seedUserQueries();
    const api = fakeApi({
      'POST /api/auth/refresh': () => apiError(401, 'Unauthorized'),
      'GET /api/users': () => apiError(401, 'Unauthorized'),
    });
    const error: unknown = await apiGet('users').catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect(api.callsTo('GET', '/api/users')).toHaveLength(1);
    expect(session.isSignedIn).toBe(false);
    expectUserQueriesRemoved();
  });

  it('does not refresh for a guest', async () => {
    const api = fakeApi({ 'GET /api/users': () => apiError(401, 'Unauthorized') });
    await expect(apiGet('users')).rejects.toMatchObject({ status: 401 });
    expect(api.callsTo('POST', '/api/auth/refresh')).toHaveLength(0);
    expect(api.callsTo('GET', '/api/users')).toHaveLength(1);
  });

  it('retries with a token another tab already rotated instead of spending the stale refresh token', async () => {
    storeSession('access-1', 'refresh-1');
    const api = fakeApi({
      'POST /api/auth/refresh': rotatingRefresh,
      'GET /api/users': (call) => {
        // Another tab refreshes while this request is on the wire.
        storeSession('access-7', 'refresh-7');
        return protectedEndpoint('access-7')(call);
      },
    });
    await expect(apiGet('users')).resolves.toEqual({ ok: true });
    expect(api.callsTo('POST', '/api/auth/refresh')).toHaveLength(0);
    expect(getRefreshToken()).toBe('refresh-7');
  });
});

describe('other tabs', () => {
  it('signs this tab out when another tab signs out', () => {
    stop = startSession(queryClient);
    signIn({ access_token: 'access-1', refresh_token: 'refresh-1' });
    seedUserQueries();
    localStorage.removeItem(REFRESH_TOKEN_KEY);
    localStorage.removeItem(ACCESS_TOKEN_KEY);
    window.dispatchEvent(new StorageEvent('storage', { key: REFRESH_TOKEN_KEY, oldValue: 'refresh-1', newValue: null }));
    expect(session.isSignedIn).toBe(false);
    expectUserQueriesRemoved();
  });

  it('stays signed out when another tab signs out while this tab’s refresh is on its way, and revokes the late pair', async () => {
    storeSession('access-1', 'refresh-1');
    let answer: (response: Response) => void = () => undefined;
    const api = fakeApi({
      'POST /api/auth/refresh': () => new Promise<Response>((resolve) => (answer = resolve)),
      'DELETE /api/auth/logout': () => new Response(null, { status: 204 }),
    });
    stop = startSession(queryClient);
    await vi.waitFor(() => expect(api.callsTo('POST', '/api/auth/refresh')).toHaveLength(1));

    localStorage.removeItem(REFRESH_TOKEN_KEY);
    localStorage.removeItem(ACCESS_TOKEN_KEY);
    window.dispatchEvent(new StorageEvent('storage', { key: REFRESH_TOKEN_KEY, oldValue: 'refresh-1', newValue: null }));
    answer(Response.json({ access_token: 'access-2', refresh_token: 'refresh-2' }));

    await vi.waitFor(() => expect(session.isInitialized).toBe(true));
    expect(session.isSignedIn).toBe(false);
    expect(getRefreshToken()).toBeNull();
    await vi.waitFor(() =>
      expect(api.callsTo('DELETE', '/api/auth/logout').map((call) => call.body)).toEqual([{ refresh_token: 'refresh-2' }]),
    );
  });

  it('restarts the refresh clock when another tab rotated the tokens, and refreshes with their token', async () => {
    vi.useFakeTimers();
    const api = fakeApi({ 'POST /api/auth/refresh': rotatingRefresh });
    stop = startSession(queryClient);
    signIn({ access_token: 'access-1', refresh_token: 'refresh-1' });
    await vi.advanceTimersByTimeAsync(TOKEN_REFRESH_MS - 60_000);
    storeSession('access-5', 'refresh-5');
    window.dispatchEvent(new StorageEvent('storage', { key: REFRESH_TOKEN_KEY, oldValue: 'refresh-1', newValue: 'refresh-5' }));
    await vi.advanceTimersByTimeAsync(60_000);
    expect(api.callsTo('POST', '/api/auth/refresh')).toHaveLength(0);
    await vi.advanceTimersByTimeAsync(TOKEN_REFRESH_MS);
    expect(api.callsTo('POST', '/api/auth/refresh').map((call) => call.body)).toEqual([{ refresh_token: 'refresh-5' }]);
  });
});

describe('sign-out', () => {
  it('sends the refresh token to logout, clears the tokens and removes every query under "me"', async () => {
    stop = startSession(queryClient);
    signIn({ access_token: 'access-1', refresh_token: 'refresh-1' });
    seedUserQueries();
    const api = fakeApi({ 'DELETE /api/auth/logout': () => new Response(null, { status: 204 }) });
    await signOut();
    expect(api.callsTo('DELETE', '/api/auth/logout').map((call) => call.body)).toEqual([{ refresh_token: 'refresh-1' }]);
    expect(session.isSignedIn).toBe(false);
    expect(getAccessToken()).toBeNull();
    expectUserQueriesRemoved();
  });

  it('signs out locally when logout fails', async () => {
    stop = startSession(queryClient);
    signIn({ access_token: 'access-1', refresh_token: 'refresh-1' });
    seedUserQueries();
    fakeApi({ 'DELETE /api/auth/logout': () => apiError(500, 'InternalError') });
    await signOut();
    expect(session.isSignedIn).toBe(false);
    expectUserQueriesRemoved();
  });

  it('refreshSession resolves false and signs out without a refresh token', async () => {
    stop = startSession(queryClient);
    await expect(refreshSession()).resolves.toBe(false);
    expect(session.isSignedIn).toBe(false);
  });
});
