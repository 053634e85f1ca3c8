import { queryOptions, useQuery } from '@tanstack/react-query';
import type { CurrentUser } from '@/shared/schemas/user';
import { apiGet } from '@/lib/http';
import { accountKeys } from './query-keys';
import { useIsSignedIn } from './session';

export const currentUserKey = accountKeys.profile();

export function getCurrentUser(signal?: AbortSignal): Promise<CurrentUser> {
  return apiGet<CurrentUser>('users', undefined, signal);
}

export const currentUserQueryOptions = () => queryOptions({ queryKey: currentUserKey, queryFn: ({ signal }) => getCurrentUser(signal) });

/**
 * The signed-in user's profile (fetched when the session becomes signed in); undefined for guests. Every part of
 * the app that needs the viewer (own deals cannot be voted on, the top bar, the account pages) reads it here.
 */
export function useCurrentUser() {
  const signedIn = useIsSignedIn();
  return useQuery({ ...currentUserQueryOptions(), enabled: signedIn });
}

/** The profile as some other part fetched it (`useCurrentUser`), never asking for it itself. */
export function useCachedCurrentUser() {
  return useQuery({ ...currentUserQueryOptions(), enabled: false });
}

/**
 * The signed-in viewer for parts of public pages (own deals, own comments, the avatar): undefined for a guest even
 * when the cache holds a profile. While a server-rendered page hydrates the viewer is the guest the server saw, and
 * a profile restored from this device's cache would not match its markup; the viewer's parts follow right after.
 */
export function useViewer(): CurrentUser | undefined {
  const signedIn = useIsSignedIn();
  const { data } = useCurrentUser();
  return signedIn ? data : undefined;
}
