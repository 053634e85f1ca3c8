import type { Query, QueryClient, QueryFilters } from '@tanstack/react-query';
import type { ListResponse } from '@/shared/schemas/common';
import type { FavouritesStatus } from '@/shared/schemas/community';
import type { DealDetail, DealListItem } from '@/shared/schemas/deal';
import { dealKeys, statusKeyAsksFor } from '@/domain/query-keys';

/** Where lists of deals are held: every deal list and every favourites page. */
const DEAL_LISTS: QueryFilters[] = [{ queryKey: dealKeys.lists() }, { queryKey: dealKeys.favourites() }];

/** Applies `update` to one deal wherever it is held: its detail and every list (`DEAL_LISTS`). */
export function updateDealEverywhere(queryClient: QueryClient, dealId: number, update: (deal: DealListItem) => DealListItem): void {
  queryClient.setQueryData<DealDetail>(dealKeys.detail(dealId), (deal) => (deal ? { ...deal, ...update(deal) } : deal));
  const updateList = (list: ListResponse<DealListItem> | undefined) =>
    list && list.data.some((deal) => deal.id === dealId)
      ? { ...list, data: list.data.map((deal) => (deal.id === dealId ? update(deal) : deal)) }
      : list;
  for (const lists of DEAL_LISTS) queryClient.setQueriesData<ListResponse<DealListItem>>(lists, updateList);
}

const listHolds = (dealId: number) => (query: Query) =>
  (query.state.data as ListResponse<DealListItem> | undefined)?.data.some((deal) => deal.id === dealId) ?? false;

/** What `updateDealEverywhere` changes, for `changeOptimistically`. */
export const placesOfDeal = (dealId: number): QueryFilters[] => [
  { queryKey: dealKeys.detail(dealId), exact: true },
  ...DEAL_LISTS.map((lists) => ({ ...lists, predicate: listHolds(dealId) })),
];

/** Every favourites-status answer that asked about a deal. */
export const favouriteStatusesOf = (dealId: number): QueryFilters => ({
  queryKey: dealKeys.favouritesStatuses(),
  predicate: (query) => statusKeyAsksFor(query.queryKey, dealId),
});

/** Records whether a deal is saved in every favourites-status answer that asked about it. */
export function setFavouriteStatus(queryClient: QueryClient, dealId: number, saved: boolean): void {
  queryClient.setQueriesData<FavouritesStatus>(favouriteStatusesOf(dealId), (status) => {
    if (!status) return status;
    const others = status.data.filter((entry) => entry.entity_id !== dealId);
    return { data: saved ? [...others, { entity_id: dealId }] : others };
  });
}
