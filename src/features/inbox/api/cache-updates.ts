import type { QueryClient } from '@tanstack/react-query';
import type { InboxItem, InboxResponse } from '@/shared/schemas/rewards';
import { inboxKeys } from '@/domain/query-keys';

/** Marks items read in the cached list at once, so the styling and the count change before the server answers. */
export function markCachedRead(queryClient: QueryClient, isTarget: (item: InboxItem) => boolean): void {
  const now = new Date().toISOString();
  queryClient.setQueryData<InboxResponse>(inboxKeys.list(), (previous) => {
    if (!previous) return previous;
    let changed = 0;
    const data = previous.data.map((item) => {
      if (item.read_at !== null || !isTarget(item)) return item;
      changed += 1;
      return { ...item, read_at: now };
    });
    return { ...previous, data, metadata: { ...previous.metadata, unread_count: Math.max(0, previous.metadata.unread_count - changed) } };
  });
}

/** Marking one item or all read ends by asking the server again: the list and the badge count then agree with it. */
export const refreshInbox = (queryClient: QueryClient) => queryClient.invalidateQueries({ queryKey: inboxKeys.all() });
