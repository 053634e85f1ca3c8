import { hashKey, keepPreviousData, queryOptions, useQuery, type QueryKey } from '@tanstack/react-query';
import { apiGet } from '@/lib/http';
import { dealKeys } from '@/domain/query-keys';
import { DEAL_PAGE_SIZE } from '@/shared/constants';
import type { ListResponse } from '@/shared/schemas/common';
import type { DealListItem } from '@/shared/schemas/deal';

export type UserDealsTab = 'added' | 'commented';

/**
 * The two profile tabs and their calls: deals the user added (the deals list filtered by user, the same entry any
 * other list of that user's deals reads), deals the user commented on. Both are deal lists: a vote cast anywhere
 * updates them, and the offline cache keeps them.
 */
function userDealsKey(id: number, tab: UserDealsTab, page: number): QueryKey {
  const params = { user_id: id, page, per_page: DEAL_PAGE_SIZE };
  return tab === 'added' ? dealKeys.list(params) : dealKeys.commentedList(params);
}

export function getUserDeals(id: number, tab: UserDealsTab, page: number, signal?: AbortSignal): Promise<ListResponse<DealListItem>> {
  return apiGet<ListResponse<DealListItem>>(
    tab === 'added' ? 'deals/' : 'deals/commented',
    { user_id: id, page, per_page: DEAL_PAGE_SIZE },
    signal,
  );
}

/** Whether `key` is a page of the same user's same tab: the key that tab would have for that page, compared by value. */
function isSameTab(key: QueryKey, id: number, tab: UserDealsTab): boolean {
  const params = key[key.length - 1] as { page?: unknown } | undefined;
  return typeof params?.page === 'number' && hashKey(key) === hashKey(userDealsKey(id, tab, params.page));
}

export const userDealsQueryOptions = (id: number, tab: UserDealsTab, page: number) =>
  queryOptions({
    queryKey: userDealsKey(id, tab, page),
    queryFn: ({ signal }) => getUserDeals(id, tab, page, signal),
    // Paging keeps the previous page of the same tab on screen; another tab or user starts from skeletons.
    placeholderData: (previous, previousQuery) =>
      previousQuery && isSameTab(previousQuery.queryKey, id, tab) ? keepPreviousData(previous) : undefined,
  });

export function useUserDeals(id: number, tab: UserDealsTab, page: number) {
  return useQuery(userDealsQueryOptions(id, tab, page));
}
