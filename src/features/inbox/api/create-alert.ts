import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/http';
import type { CreateAlertBody, KeywordAlert } from '@/shared/schemas/rewards';
import { newIdempotencyKey } from '@/lib/idempotency';
import { inboxKeys } from '@/domain/query-keys';

export function createAlert(body: CreateAlertBody, idempotencyKey: string): Promise<KeywordAlert> {
  return apiRequest<KeywordAlert>('users/alerts', { method: 'POST', body, headers: { 'Idempotency-Key': idempotencyKey } });
}

/** POST /api/users/alerts; the list is refreshed after. */
export function useCreateAlert() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: CreateAlertBody) => createAlert(body, newIdempotencyKey()),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: inboxKeys.alerts() }),
  });
}
