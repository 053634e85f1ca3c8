import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/http';
import type { InboxReadAllResult } from '@/shared/schemas/rewards';
import { newIdempotencyKey } from '@/lib/idempotency';
import { markCachedRead, refreshInbox } from './cache-updates';

export function markAllRead(idempotencyKey: string): Promise<InboxReadAllResult> {
  return apiRequest<InboxReadAllResult>('inbox/read-all', { method: 'POST', body: {}, headers: { 'Idempotency-Key': idempotencyKey } });
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
