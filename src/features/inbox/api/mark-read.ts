import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/http';
import type { InboxItem } from '@/shared/schemas/rewards';
import { newIdempotencyKey } from '@/lib/idempotency';
import { markCachedRead, refreshInbox } from './cache-updates';

export function markRead(id: number, idempotencyKey: string): Promise<InboxItem> {
  return apiRequest<InboxItem>(`inbox/${id}/read`, { method: 'POST', body: {}, headers: { 'Idempotency-Key': idempotencyKey } });
}

/** POST /api/inbox/{id}/read. Opening an item should never wait for this, so a failure stays silent and is refetched away. */
export function useMarkRead() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => markRead(id, newIdempotencyKey()),
    onMutate: (id) => markCachedRead(queryClient, (item) => item.id === id),
    onSettled: () => refreshInbox(queryClient),
  });
}
