import { useSyncExternalStore } from 'react';
import { readStored } from '@/lib/storage';
import type { SessionSnapshot } from './router-context';

/** Stand-in until the accounts issue: a stored refresh token is what makes a visitor signed in (§4 Session). */
export const REFRESH_TOKEN_KEY = 'refreshToken';

function isSignedInNow(): boolean {
  return Boolean(readStored(REFRESH_TOKEN_KEY));
}

/** A live view for the router context: guards read it on every navigation, never a stale copy. */
export const session: SessionSnapshot = {
  get isSignedIn() {
    return isSignedInNow();
  },
};

function subscribe(onChange: () => void): () => void {
  // Another tab signing in or out changes localStorage and fires `storage` here.
  window.addEventListener('storage', onChange);
  return () => window.removeEventListener('storage', onChange);
}

export function useIsSignedIn(): boolean {
  return useSyncExternalStore(subscribe, isSignedInNow, () => false);
}
