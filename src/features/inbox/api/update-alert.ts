import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/http';
import type { CreateAlertBody, KeywordAlert } from '@/shared/schemas/rewards';
import { inboxKeys } from '@/domain/query-keys';

/** PUT /api/users/alerts/{id}: the alert's whole rules (pausing included); the list is refreshed after. */
export function useUpdateAlert(id: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (rules: CreateAlertBody) => apiRequest<KeywordAlert>(`users/alerts/${id}`, { method: 'PUT', body: rules }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: inboxKeys.alerts() }),
  });
}
