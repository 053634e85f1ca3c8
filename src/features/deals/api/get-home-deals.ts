import { keepPreviousData, queryOptions, useQuery, type QueryFunction, type QueryKey } from '@tanstack/react-query';
import type { ListResponse } from '@/shared/schemas/common';
import type { DealListItem } from '@/shared/schemas/deal';
import { favouritesListParams, homeListParams, type HomeTab } from '../lib/home-params';
import { getDeals } from './get-deals';
import { getFavourites } from './get-favourites';
import { dealKeys } from '@/domain/query-keys';

/**
 * The query behind a home tab: best and new list all deals, favourites lists the user's saved ones. The keys are
 * the same as `dealsQueryOptions` / `favouritesQueryOptions`, so each list has one cache entry. Pass the tab after
 * `homeTabFor`, so a guest never asks for favourites.
 */
export function homeDealsQueryOptions(tab: HomeTab, categories: string | undefined, page: number) {
  let queryKey: QueryKey;
  let queryFn: QueryFunction<ListResponse<DealListItem>>;
  if (tab === 'favourites') {
    const params = favouritesListParams(categories, page);
    queryKey = dealKeys.favouritesList(params);
    queryFn = ({ signal }) => getFavourites(params, signal);
  } else {
    const params = homeListParams(tab, categories, page);
    queryKey = dealKeys.list(params);
    queryFn = ({ signal }) => getDeals(params, signal);
  }
  return queryOptions({ queryKey, queryFn, placeholderData: keepPreviousData });
}

export function useHomeDeals(tab: HomeTab, categories: string | undefined, page: number) {
  return useQuery(homeDealsQueryOptions(tab, categories, page));
}
