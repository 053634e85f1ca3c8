import type { QueryClient } from '@tanstack/react-query';
import { TOKEN_REFRESH_MS } from '@/shared/constants';
import type { TokenPair } from '@/shared/schemas/auth';
import { ApiError, apiRequest, setAuthHeaderProvider, setUnauthorizedHandler } from '@/lib/http';
import { readStored, removeStored, writeStored } from '@/lib/storage';
import { USER_QUERY_ROOT } from './query-keys';
import { createExternalStore, useExternalStore } from '@/lib/external-store';

/**
 * Session tokens. The refresh token lives in localStorage (read at start); the access token in memory
 * and localStorage too, so a reload does not need a refresh before the first authorised call.
 * Other tabs see changes through `storage` events.
 */
export const REFRESH_TOKEN_KEY = 'refreshToken';
export const ACCESS_TOKEN_KEY = 'accessToken';

/** Web Locks name: tabs take turns refreshing, so two tabs never spend the same refresh token (reuse revokes it). */
const REFRESH_LOCK = 'okazje-token-refresh';

const emit = (): void => store.notify();

export function getRefreshToken(): string | null {
  return readStored(REFRESH_TOKEN_KEY);
}

export function getAccessToken(): string | null {
  return readStored(ACCESS_TOKEN_KEY);
}

export function storeTokens(tokens: TokenPair): void {
  writeStored(ACCESS_TOKEN_KEY, tokens.access_token);
  writeStored(REFRESH_TOKEN_KEY, tokens.refresh_token);
  emit();
}

export function clearTokens(): void {
  removeStored(ACCESS_TOKEN_KEY);
  removeStored(REFRESH_TOKEN_KEY);
  emit();
}

/**
 * A stored refresh token counts as signed in until a refresh fails: a signed-in user reloading /account stays
 * there while the start-up refresh runs, and an offline start keeps the session.
 */
function isSignedInNow(): boolean {
  return Boolean(getRefreshToken());
}

/** isInitialized: false only while the start-up refresh of a stored refresh token is running. */
let initialized = true;

function markInitialized(): void {
  if (initialized) return;
  initialized = true;
  emit();
}

/** A live view for the router context: guards read it on every navigation, never a stale copy. */
export const session = {
  get isSignedIn() {
    return isSignedInNow();
  },
  get isInitialized() {
    return initialized;
  },
};

const store = createExternalStore(isSignedInNow, {
  serverSnapshot: () => false,
  // Another tab signing in or out changes localStorage and fires `storage` here.
  watch: (notify) => {
    window.addEventListener('storage', notify);
    return () => window.removeEventListener('storage', notify);
  },
});

export const subscribeSession = store.subscribe;

/** Calls `onChange` only when the visitor goes from signed out to signed in or back, not on token rotation. */
export function subscribeSignedInChange(onChange: (signedIn: boolean) => void): () => void {
  let last = isSignedInNow();
  return subscribeSession(() => {
    const now = isSignedInNow();
    if (now === last) return;
    last = now;
    onChange(now);
  });
}

export function useIsSignedIn(): boolean {
  return useExternalStore(store);
}

let queryClient: QueryClient | null = null;
let refreshTimer: ReturnType<typeof setInterval> | undefined;
let refreshInFlight: Promise<boolean> | null = null;

function removeUserQueries(): void {
  if (!queryClient) return;
  const filters = { queryKey: [USER_QUERY_ROOT] };
  void queryClient.cancelQueries(filters);
  queryClient.removeQueries(filters);
}

function stopRefreshTimer(): void {
  clearInterval(refreshTimer);
  refreshTimer = undefined;
}

/** Every 5 minutes while signed in; restarted whenever fresh tokens arrive, from this tab or another. */
function restartRefreshTimer(): void {
  stopRefreshTimer();
  if (!queryClient || !isSignedInNow()) return;
  refreshTimer = setInterval(() => void refreshSession(), TOKEN_REFRESH_MS);
}

function signOutLocally(): void {
  stopRefreshTimer();
  clearTokens();
  removeUserQueries();
  markInitialized();
}

/** Stores the tokens of a successful login (e-mail, Facebook, Apple) and starts the refresh clock. */
export function signIn(tokens: TokenPair): void {
  // Whatever a previous account left in the cache must not show under the new one.
  removeUserQueries();
  storeTokens(tokens);
  markInitialized();
  restartRefreshTimer();
}

/**
 * The pair a password change answers: every other session ended on the server, this one goes on with new tokens
 * (other tabs pick them up through `storage`), and the cached data stays since the account did not change.
 */
export function replaceSessionTokens(tokens: TokenPair): void {
  storeTokens(tokens);
  restartRefreshTimer();
}

/**
 * The push code is loaded by a sign-out, never by a guest's visit. Where it cannot be loaded (offline before the app was
 * stored on this device), the subscription is left to lapse: the server drops an endpoint the push service refuses.
 */
const forgetPushDevice = (): Promise<void> =>
  import('./web-push').then(
    (push) => push.forgetPushDevice(),
    () => undefined,
  );

/**
 * Logout sends the refresh token; success or failure, the tokens and the user's cached data go. First, while the
 * session can still authorise it, this device's push subscription is removed (a shared computer must not
 * go on showing the account's deals); that never fails the sign-out and waits at most a couple of seconds.
 */
export async function signOut(): Promise<void> {
  const refreshToken = getRefreshToken();
  if (refreshToken) await forgetPushDevice();
  try {
    if (refreshToken) {
      await apiRequest('auth/logout', { method: 'DELETE', body: { refresh_token: refreshToken }, retryOnUnauthorized: false });
    }
  } catch {
    // A failed logout signs out locally all the same; the server expires the token on its own.
  } finally {
    signOutLocally();
  }
}

/** The server looked at the token and refused it; a timeout, 5xx or 429 says nothing about the token. */
function isRejected(error: unknown): boolean {
  return error instanceof ApiError && (error.status === 400 || error.status === 401 || error.status === 403);
}

async function runRefresh(tokenSeenBeforeLock: string | null): Promise<boolean> {
  const refreshToken = getRefreshToken();
  if (!refreshToken) {
    signOutLocally();
    return false;
  }
  // Another tab rotated the tokens while this one waited for the lock: use theirs instead of spending the old one.
  if (refreshToken !== tokenSeenBeforeLock) {
    markInitialized();
    return true;
  }
  try {
    const tokens = await apiRequest<TokenPair>('auth/refresh', {
      method: 'POST',
      body: { refresh_token: refreshToken },
      retryOnUnauthorized: false,
    });
    const current = getRefreshToken();
    if (current !== refreshToken) {
      // Another tab signed out (or rotated without Web Locks) while this answer was on its way: a late answer must
      // not undo a sign-out, so the pair it brought is given up, and revoked on the server.
      if (current === null) {
        void apiRequest('auth/logout', {
          method: 'DELETE',
          body: { refresh_token: tokens.refresh_token },
          retryOnUnauthorized: false,
        }).catch(() => undefined);
      }
      markInitialized();
      return current !== null;
    }
    storeTokens(tokens);
    markInitialized();
    restartRefreshTimer();
    return true;
  } catch (error) {
    // A browser without Web Locks may have let another tab rotate meanwhile; its tokens are the live ones.
    if (getRefreshToken() !== refreshToken) return true;
    if (isRejected(error)) signOutLocally();
    else markInitialized();
    return false;
  }
}

function withRefreshLock<T>(task: () => Promise<T>): Promise<T> {
  if (typeof navigator !== 'undefined' && 'locks' in navigator && navigator.locks) {
    return navigator.locks.request(REFRESH_LOCK, task);
  }
  return task();
}

/**
 * Exchanges the refresh token for a new pair. Single flight: every caller during one refresh (the timer, several
 * 401s at once) shares it. Resolves true when fresh tokens are stored; a refused token signs out.
 */
export function refreshSession(): Promise<boolean> {
  if (!refreshInFlight) {
    const seen = getRefreshToken();
    refreshInFlight = withRefreshLock(() => runRefresh(seen)).finally(() => {
      refreshInFlight = null;
    });
  }
  return refreshInFlight;
}

/** The http layer's 401 hook: one refresh for everyone, unless a newer access token is already stored. */
async function recoverFromUnauthorized(sentToken: string | null): Promise<boolean> {
  if (!isSignedInNow()) return false;
  const current = getAccessToken();
  if (current && current !== sentToken) return true;
  return refreshSession();
}

setAuthHeaderProvider(getAccessToken);
setUnauthorizedHandler(recoverFromUnauthorized);

function onStorage(event: StorageEvent): void {
  if (event.key !== null && event.key !== REFRESH_TOKEN_KEY && event.key !== ACCESS_TOKEN_KEY) return;
  if (isSignedInNow()) {
    // Signed in or rotated by another tab: its refresh just happened, so this tab's clock starts over.
    restartRefreshTimer();
  } else {
    stopRefreshTimer();
    removeUserQueries();
  }
  emit();
}

/**
 * Starts the session for the app: refresh a stored refresh token now (initialisation ends when that answers),
 * then every 5 minutes, and follow other tabs. Returns the teardown. Calling it again (React StrictMode) joins the
 * start-up refresh already running instead of spending the token twice.
 */
export function startSession(client: QueryClient): () => void {
  queryClient = client;
  window.addEventListener('storage', onStorage);
  if (getRefreshToken()) {
    if (initialized) {
      initialized = false;
      emit();
    }
    void refreshSession();
    restartRefreshTimer();
  } else {
    markInitialized();
  }
  return () => {
    window.removeEventListener('storage', onStorage);
    stopRefreshTimer();
    queryClient = null;
  };
}
