import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/http';
import { editorialKeys } from '@/domain/moderation-keys';
import type { PrizeDecisionBody, PrizeRequestForOperator } from '@/shared/schemas/moderation-editorial';

export function decidePrizeRequest(id: number, body: PrizeDecisionBody): Promise<PrizeRequestForOperator> {
  return apiRequest<PrizeRequestForOperator>(`moderation/prize-requests/${id}`, { method: 'POST', body });
}

/** Every status list changes with a decision (the request leaves pending and joins its outcome), so all refetch. */
export function useDecidePrizeRequest() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, body }: { id: number; body: PrizeDecisionBody }) => decidePrizeRequest(id, body),
    onSettled: () => queryClient.invalidateQueries({ queryKey: editorialKeys.prizeRequests() }),
  });
}
