import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiGet } from '@/lib/http';
import { useIsSignedIn } from '@/lib/session';
import type { CurrentUser } from '@/shared/schemas/user';
import { accountKeys } from './keys';

export const currentUserKey = accountKeys.profile();

export function getCurrentUser(signal?: AbortSignal): Promise<CurrentUser> {
  return apiGet<CurrentUser>('users', undefined, signal);
}

export const currentUserQueryOptions = () =>
  queryOptions({ queryKey: currentUserKey, queryFn: ({ signal }) => getCurrentUser(signal) });

/** The signed-in user's profile (§4: fetched when the session becomes signed in); undefined for guests. */
export function useCurrentUser() {
  const signedIn = useIsSignedIn();
  return useQuery({ ...currentUserQueryOptions(), enabled: signedIn });
}
