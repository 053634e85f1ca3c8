import { queryOptions, useQuery, useSuspenseQuery } from '@tanstack/react-query';
import { apiGet } from '@/lib/http';
import type { DealDetail } from '@/shared/schemas/deal';
import { dealKeys } from '@/domain/query-keys';

export function getDeal(id: number, signal?: AbortSignal): Promise<DealDetail> {
  return apiGet<DealDetail>(`deals/${id}`, undefined, signal);
}

export const dealQueryOptions = (id: number) =>
  queryOptions({
    queryKey: dealKeys.detail(id),
    queryFn: ({ signal }) => getDeal(id, signal),
    // Offline the request is still tried once: the service worker may hold this deal. Failing (never opened), the
    // page says the deal is not available offline instead of waiting for a connection.
    networkMode: 'offlineFirst',
  });

export function useDeal(id: number) {
  return useQuery(dealQueryOptions(id));
}

/** For screens whose loader already ensured the deal: the data is there, so no loading branch is needed. */
export function useSuspenseDeal(id: number) {
  return useSuspenseQuery(dealQueryOptions(id));
}
