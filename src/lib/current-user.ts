import { queryOptions, useQuery } from '@tanstack/react-query';
import type { CurrentUser } from '@/shared/schemas/user';
import { apiGet } from './http';
import { accountKeys } from './query-keys';
import { useIsSignedIn } from './session';

export const currentUserKey = accountKeys.profile();

export function getCurrentUser(signal?: AbortSignal): Promise<CurrentUser> {
  return apiGet<CurrentUser>('users', undefined, signal);
}

export const currentUserQueryOptions = () => queryOptions({ queryKey: currentUserKey, queryFn: ({ signal }) => getCurrentUser(signal) });

/**
 * The signed-in user's profile (§4: fetched when the session becomes signed in); undefined for guests. Every part of
 * the app that needs the viewer (own deals cannot be voted on, the top bar, the account pages) reads it here.
 */
export function useCurrentUser() {
  const signedIn = useIsSignedIn();
  return useQuery({ ...currentUserQueryOptions(), enabled: signedIn });
}
