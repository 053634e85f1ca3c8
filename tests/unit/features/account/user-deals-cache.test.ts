import { QueryClient } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import { isPersistedKey } from '@/app/persistence';
import { userDealsQueryOptions, type UserDealsTab } from '@/features/account/api/get-user-deals';
import { dealsQueryOptions } from '@/features/deals/api/get-deals';
import { updateDealEverywhere } from '@/features/deals/api/cache-updates';
import { DEAL_PAGE_SIZE } from '@/shared/constants';
import type { ListResponse } from '@/shared/schemas/common';
import type { DealListItem } from '@/shared/schemas/deal';
import { makeDeal } from '../deals/fixtures';

const page = (deals: DealListItem[]): ListResponse<DealListItem> => ({ data: deals, metadata: { count: deals.length, pages_count: 1 } });
const TABS: UserDealsTab[] = ['added', 'commented'];

describe("a profile's deal tabs are deal lists", () => {
  it('take a vote cast elsewhere, like every other list of deals', () => {
    const queryClient = new QueryClient();
    for (const tab of TABS)
      queryClient.setQueryData(userDealsQueryOptions(7, tab, 1).queryKey, page([makeDeal({ id: 42, votes_count: 3 })]));

    updateDealEverywhere(queryClient, 42, (deal) => ({ ...deal, votes_count: deal.votes_count + 1 }));

    for (const tab of TABS) {
      const list = queryClient.getQueryData<ListResponse<DealListItem>>(userDealsQueryOptions(7, tab, 1).queryKey);
      expect(list?.data[0]?.votes_count, tab).toBe(4);
    }
  });

  it('are kept for offline use', () => {
    for (const tab of TABS) expect(isPersistedKey(userDealsQueryOptions(7, tab, 2).queryKey), tab).toBe(true);
  });

  it("share the entry of the same user's deals listed anywhere else", () => {
    const added = userDealsQueryOptions(7, 'added', 1).queryKey;
    const elsewhere = dealsQueryOptions({ user_id: 7, page: 1, per_page: DEAL_PAGE_SIZE }).queryKey;
    const queryClient = new QueryClient();
    queryClient.setQueryData(elsewhere, page([makeDeal({ id: 5 })]));
    expect(queryClient.getQueryData<ListResponse<DealListItem>>(added)?.data.map((deal) => deal.id)).toEqual([5]);
  });
});

describe('paging a profile tab', () => {
  const previousPage = page([makeDeal({ id: 1 })]);

  /** What page 2 of the user's `tab` shows while it loads, coming from page 1 of `from` (user, tab). */
  function placeholderComingFrom(tab: UserDealsTab, from: { user: number; tab: UserDealsTab }) {
    const queryClient = new QueryClient();
    const previousKey = userDealsQueryOptions(from.user, from.tab, 1).queryKey;
    queryClient.setQueryData(previousKey, previousPage);
    const previousQuery = queryClient.getQueryCache().find<ListResponse<DealListItem>>({ queryKey: previousKey, exact: true });
    const placeholder = userDealsQueryOptions(7, tab, 2).placeholderData;
    if (typeof placeholder !== 'function') throw new Error('the profile tabs choose their placeholder per query');
    return placeholder(previousPage, previousQuery);
  }

  it.each(TABS)('keeps the previous page of the %s tab on screen', (tab) => {
    expect(placeholderComingFrom(tab, { user: 7, tab })).toBe(previousPage);
  });

  it("starts from skeletons on another tab or another user's profile", () => {
    expect(placeholderComingFrom('added', { user: 7, tab: 'commented' })).toBeUndefined();
    expect(placeholderComingFrom('commented', { user: 7, tab: 'added' })).toBeUndefined();
    expect(placeholderComingFrom('added', { user: 8, tab: 'added' })).toBeUndefined();
    expect(placeholderComingFrom('commented', { user: 8, tab: 'commented' })).toBeUndefined();
  });
});
