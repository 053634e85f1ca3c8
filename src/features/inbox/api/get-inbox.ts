import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiGet } from '@/lib/http';
import { useIsSignedIn } from '@/lib/session';
import { INBOX_LIMIT } from '@/shared/constants';
import type { InboxResponse } from '@/shared/schemas/rewards';
import { inboxKeys } from '@/lib/query-keys';

/** §9: the notification list shows the last 40, newest first: one request holds all of them. */
export function getInbox(perPage: number, signal?: AbortSignal): Promise<InboxResponse> {
  return apiGet<InboxResponse>('inbox/', { per_page: perPage }, signal);
}

export const inboxQueryOptions = () => queryOptions({ queryKey: inboxKeys.list(), queryFn: ({ signal }) => getInbox(INBOX_LIMIT, signal) });

export function useInbox() {
  return useQuery(inboxQueryOptions());
}

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
