import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiGet } from '@/lib/http';
import { dealKeys } from '@/domain/query-keys';
import type { PriceHistoryResponse } from '@/shared/schemas/deal';

export function getPriceHistory(dealId: number, signal?: AbortSignal): Promise<PriceHistoryResponse> {
  return apiGet<PriceHistoryResponse>(`deals/${dealId}/price-history`, undefined, signal);
}

export const priceHistoryQueryOptions = (dealId: number) =>
  queryOptions({
    queryKey: dealKeys.priceHistory(dealId),
    queryFn: ({ signal }) => getPriceHistory(dealId, signal),
    // Like the deal itself: offline the copy kept from an earlier visit is shown, and with none the request fails at
    // once, so the page says the history is unavailable instead of showing a skeleton until a connection returns.
    networkMode: 'offlineFirst',
  });

/**
 * The product's prices for the deal page's chart. Not loaded by the route: the chart sits below the deal and its
 * space is reserved, so the page is rendered (and hydrated) without waiting for it.
 */
export function usePriceHistory(dealId: number) {
  return useQuery(priceHistoryQueryOptions(dealId));
}
