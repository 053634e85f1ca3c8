import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/http';
import { newIdempotencyKey } from '@/lib/idempotency';
import { inboxKeys } from '@/domain/query-keys';

/** Answers 204 without a body. */
export function deleteAlert(id: number, idempotencyKey: string): Promise<unknown> {
  return apiRequest<unknown>('users/alerts', { method: 'DELETE', body: { id }, headers: { 'Idempotency-Key': idempotencyKey } });
}

/** DELETE /api/users/alerts (body `{ id }`); the list is refreshed after. */
export function useDeleteAlert() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => deleteAlert(id, newIdempotencyKey()),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: inboxKeys.alerts() }),
  });
}
