import { queryOptions, useQuery } from '@tanstack/react-query';
import { useIsSignedIn } from '@/domain/session';
import { inboxKeys } from '@/domain/query-keys';
import { getInbox } from './get-inbox';

/** How often the badge looks for new items while a page is open (new deals arrive without any action of the user). */
const UNREAD_POLL_MS = 60_000;

export const unreadCountQueryOptions = () =>
  queryOptions({
    queryKey: inboxKeys.unreadCount(),
    queryFn: async ({ signal }) => (await getInbox(1, signal)).metadata.unread_count,
    refetchInterval: UNREAD_POLL_MS,
  });

/**
 * Unread items among the last 40 (metadata.unread_count); asked only for a signed-in user, and undefined for a guest
 * even when the cache holds a count: while a server-rendered page hydrates, the viewer is the guest the server saw,
 * and a count restored from this device's cache would not match its markup.
 */
export function useUnreadCount(): number | undefined {
  const signedIn = useIsSignedIn();
  const { data } = useQuery({ ...unreadCountQueryOptions(), enabled: signedIn });
  return signedIn ? data : undefined;
}
