import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { apiGet } from '@/lib/http';
import type { ListResponse } from '@/shared/schemas/common';
import type { DealListItem } from '@/shared/schemas/deal';
import { dealKeys } from '@/domain/query-keys';

/** The favourites list parameters (categories already limited to known ones). */
export interface FavouritesParams {
  page: number;
  per_page: number;
  categories?: readonly string[];
}

/** GET /api/deals/favourites: the signed-in user's saved deals in the deal list shape. */
export function getFavourites(params: FavouritesParams, signal?: AbortSignal): Promise<ListResponse<DealListItem>> {
  return apiGet<ListResponse<DealListItem>>('deals/favourites', { ...params }, signal);
}

export const favouritesQueryOptions = (params: FavouritesParams) =>
  queryOptions({
    queryKey: dealKeys.favouritesList(params),
    queryFn: ({ signal }) => getFavourites(params, signal),
    placeholderData: keepPreviousData,
  });
