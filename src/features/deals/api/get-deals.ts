import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { apiGet } from '@/lib/http';
import type { ListResponse } from '@/shared/schemas/common';
import type { DealListItem } from '@/shared/schemas/deal';
import type { DealSort } from '@/shared/constants';
import { dealKeys } from '@/domain/query-keys';

/** The list parameters the client sends; numbers and booleans are turned into query text by the http layer. */
export interface DealListParams {
  page?: number;
  per_page?: number;
  search?: string;
  categories?: readonly string[];
  brands?: readonly string[];
  shop_id?: number;
  only_best?: boolean;
  user_id?: number;
  only_active?: boolean;
  sort_by?: DealSort;
  skip_hidden_in_deals?: boolean;
  show_muted?: boolean;
}

export function getDeals(params: DealListParams, signal?: AbortSignal): Promise<ListResponse<DealListItem>> {
  return apiGet<ListResponse<DealListItem>>('deals/', { ...params }, signal);
}

export const dealsQueryOptions = (params: DealListParams) =>
  queryOptions({
    queryKey: dealKeys.list(params),
    queryFn: ({ signal }) => getDeals(params, signal),
    // Paging keeps the previous page on screen instead of flashing skeletons between pages.
    placeholderData: keepPreviousData,
  });

export function useDeals(params: DealListParams) {
  return useQuery(dealsQueryOptions(params));
}
