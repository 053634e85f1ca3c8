import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { apiGet } from '@/lib/http';
import { DEAL_PAGE_SIZE } from '@/shared/constants';
import type { ListResponse } from '@/shared/schemas/common';
import type { DealListItem } from '@/shared/schemas/deal';
import { userKeys, type UserDealsTab } from './keys';

/** The two profile tabs and their §7 calls: deals the user added, deals the user commented on. */
const TAB_PATH: Record<UserDealsTab, string> = { added: 'deals/', commented: 'deals/commented' };

export function getUserDeals(id: number, tab: UserDealsTab, page: number, signal?: AbortSignal): Promise<ListResponse<DealListItem>> {
  return apiGet<ListResponse<DealListItem>>(TAB_PATH[tab], { user_id: id, page, per_page: DEAL_PAGE_SIZE }, signal);
}

export const userDealsQueryOptions = (id: number, tab: UserDealsTab, page: number) =>
  queryOptions({
    queryKey: userKeys.deals(id, tab, page),
    queryFn: ({ signal }) => getUserDeals(id, tab, page, signal),
    // Paging keeps the previous page of the same tab on screen; another tab or user starts from skeletons.
    placeholderData: (previous, previousQuery) =>
      previousQuery?.queryKey[1] === id && previousQuery.queryKey[3] === tab ? keepPreviousData(previous) : undefined,
  });

export function useUserDeals(id: number, tab: UserDealsTab, page: number) {
  return useQuery(userDealsQueryOptions(id, tab, page));
}
