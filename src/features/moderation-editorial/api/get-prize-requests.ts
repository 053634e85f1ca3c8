import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiGet } from '@/lib/http';
import { editorialKeys } from '@/domain/moderation-keys';
import type { PrizeRequestsList } from '@/shared/schemas/moderation-editorial';
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
