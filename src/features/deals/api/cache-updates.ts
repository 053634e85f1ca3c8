import type { QueryClient } from '@tanstack/react-query';
import type { ListResponse } from '@/shared/schemas/common';
import type { FavouritesStatus } from '@/shared/schemas/community';
import type { DealDetail, DealListItem } from '@/shared/schemas/deal';
import { dealKeys, statusKeyAsksFor } from '@/lib/query-keys';

/** Applies `update` to one deal wherever it is held: its detail, every deal list and every favourites page. */
export function updateDealEverywhere(queryClient: QueryClient, dealId: number, update: (deal: DealListItem) => DealListItem): void {
  queryClient.setQueryData<DealDetail>(dealKeys.detail(dealId), (deal) => (deal ? { ...deal, ...update(deal) } : deal));
  const updateList = (list: ListResponse<DealListItem> | undefined) =>
    list && list.data.some((deal) => deal.id === dealId)
      ? { ...list, data: list.data.map((deal) => (deal.id === dealId ? update(deal) : deal)) }
      : list;
  queryClient.setQueriesData<ListResponse<DealListItem>>({ queryKey: dealKeys.lists() }, updateList);
  queryClient.setQueriesData<ListResponse<DealListItem>>({ queryKey: dealKeys.favourites() }, updateList);
}

/** Records whether a deal is saved in every favourites-status answer that asked about it. */
export function setFavouriteStatus(queryClient: QueryClient, dealId: number, saved: boolean): void {
  queryClient.setQueriesData<FavouritesStatus>(
    { queryKey: dealKeys.favouritesStatuses(), predicate: (query) => statusKeyAsksFor(query.queryKey, dealId) },
    (status) => {
      if (!status) return status;
      const others = status.data.filter((entry) => entry.entity_id !== dealId);
      return { data: saved ? [...others, { entity_id: dealId }] : others };
    },
  );
}
