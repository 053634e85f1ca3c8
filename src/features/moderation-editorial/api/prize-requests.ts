import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiGet, apiRequest } from '@/lib/http';
import { editorialKeys } from '@/lib/query-keys';
import type { PrizeDecisionBody, PrizeRequestForOperator, PrizeRequestsList } from '@/shared/schemas/moderation-editorial';
import type { UserPrizeStatus } from '@/shared/schemas/rewards';

export interface PrizeRequestsParams {
  status: UserPrizeStatus;
  page: number;
}

export function getPrizeRequests(params: PrizeRequestsParams, signal?: AbortSignal): Promise<PrizeRequestsList> {
  return apiGet<PrizeRequestsList>('moderation/prize-requests', { status: params.status, page: params.page }, signal);
}

export const prizeRequestsQueryOptions = (params: PrizeRequestsParams) =>
  queryOptions({ queryKey: editorialKeys.prizeRequestList(params), queryFn: ({ signal }) => getPrizeRequests(params, signal) });

export const usePrizeRequests = (params: PrizeRequestsParams) => useQuery(prizeRequestsQueryOptions(params));

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
