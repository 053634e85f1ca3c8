import { useMutation, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/http';
import type { InboxItem, InboxReadAllResult, InboxResponse } from '@/shared/schemas/rewards';
import { newIdempotencyKey } from '@/lib/idempotency';
import { inboxKeys } from '@/lib/query-keys';

export function markRead(id: number, idempotencyKey: string): Promise<InboxItem> {
  return apiRequest<InboxItem>(`inbox/${id}/read`, { method: 'POST', body: {}, headers: { 'Idempotency-Key': idempotencyKey } });
}

export function markAllRead(idempotencyKey: string): Promise<InboxReadAllResult> {
  return apiRequest<InboxReadAllResult>('inbox/read-all', { method: 'POST', body: {}, headers: { 'Idempotency-Key': idempotencyKey } });
}

/** Marks items read in the cached list at once, so the styling and the count change before the server answers. */
function markCachedRead(queryClient: QueryClient, isTarget: (item: InboxItem) => boolean): void {
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

/** Both mutations end by asking the server again: the list and the badge count then agree with it. */
const refreshInbox = (queryClient: QueryClient) => queryClient.invalidateQueries({ queryKey: inboxKeys.all() });

/** POST /api/inbox/{id}/read. Opening an item should never wait for this, so a failure stays silent and is refetched away. */
export function useMarkRead() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => markRead(id, newIdempotencyKey()),
    onMutate: (id) => markCachedRead(queryClient, (item) => item.id === id),
    onSettled: () => refreshInbox(queryClient),
  });
}

/** POST /api/inbox/read-all. */
export function useMarkAllRead() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => markAllRead(newIdempotencyKey()),
    onMutate: () => markCachedRead(queryClient, () => true),
    onSettled: () => refreshInbox(queryClient),
  });
}
