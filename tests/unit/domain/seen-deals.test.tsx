import { act, render, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { rememberSeen, useSeen } from '@/domain/seen-deals';
import { dealKeys } from '@/domain/query-keys';
import { useSuspenseDeal } from '@/features/deals/api/get-deal';
import { DealPage } from '@/features/deals/components/DealPage';
import { SEEN_DEALS_MAX } from '@/shared/constants';
import { renderInRouter } from '../render';
import { createCommunityClient, fakeApi, makeDetail, setViewer, signIn } from '../features/deals/community-fixtures';

const stored = () => JSON.parse(window.localStorage.getItem('seenDeals') ?? '[]') as number[];

beforeEach(() => window.localStorage.clear());
afterEach(() => vi.unstubAllGlobals());

describe('the deals seen on this device', () => {
  it('moves a deal opened again to the newest end, puts those from another device before, and keeps the newest', () => {
    rememberSeen([1]);
    rememberSeen([2]);
    rememberSeen([1]);
    expect(stored()).toEqual([2, 1]);
    // The server answers the latest first; the ones this device knows keep their place.
    rememberSeen([], [9, 8, 2]);
    expect(stored()).toEqual([8, 9, 2, 1]);
    rememberSeen(Array.from({ length: SEEN_DEALS_MAX }, (_, i) => 100 + i));
    expect(stored()).toHaveLength(SEEN_DEALS_MAX);
    expect(stored()).not.toContain(1);
  });

  it('survives a stored value it cannot read, and tells the cards at once', () => {
    window.localStorage.setItem('seenDeals', '{broken');
    function Card({ id }: { id: number }) {
      return <p>{useSeen(id) ? `seen ${id}` : `new ${id}`}</p>;
    }
    render(<Card id={5} />);
    expect(screen.getByText('new 5')).toBeInTheDocument();
    act(() => rememberSeen([5]));
    expect(screen.getByText('seen 5')).toBeInTheDocument();
  });
});

function CachedDealPage({ id }: { id: number }) {
  const { data } = useSuspenseDeal(id);
  return <DealPage deal={data} />;
}

describe('opening a deal', () => {
  it("tells the server a member's opened deal, so their other devices dim it too", async () => {
    signIn();
    const deal = makeDetail({ id: 42 });
    const api = fakeApi(({ method, path }) =>
      method === 'POST' && path === '/api/users/seen-deals' ? { status: 204 } : { status: 200, body: { data: [] } },
    );
    const queryClient = createCommunityClient();
    setViewer(queryClient, { id: 1, username: 'me' });
    queryClient.setQueryData(dealKeys.detail(deal.id), deal);
    await renderInRouter(<CachedDealPage id={deal.id} />, '/', queryClient);
    await waitFor(() =>
      expect(api.requests.filter((request) => request.path === '/api/users/seen-deals').map((request) => request.body)).toContainEqual({
        deal_ids: [42],
      }),
    );
    expect(stored()).toEqual([42]);
  });

  it("keeps a guest's opened deal on the device only", async () => {
    const deal = makeDetail({ id: 43 });
    const api = fakeApi(() => ({ status: 200, body: { data: [] } }));
    const queryClient = createCommunityClient();
    queryClient.setQueryData(dealKeys.detail(deal.id), deal);
    await renderInRouter(<CachedDealPage id={deal.id} />, '/', queryClient);
    await waitFor(() => expect(stored()).toEqual([43]));
    expect(api.requests.filter((request) => request.path === '/api/users/seen-deals')).toEqual([]);
  });
});
