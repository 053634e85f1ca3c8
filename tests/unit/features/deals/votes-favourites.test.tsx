import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { useSuspenseDeal } from '@/features/deals/api/get-deal';
import { dealKeys } from '@/domain/query-keys';
import { DealList } from '@/features/deals/components/DealList';
import { DealPage } from '@/features/deals/components/DealPage';
import { HomeFilters } from '@/features/deals/components/HomeFilters';
import { adjustVoteCount, nextVote } from '@/shared/votes';
import { getAlert, hideAlert } from '@/lib/alerts';
import { messages as enMessages } from '@/locales/en/messages.po';
import { messages as plMessages } from '@/locales/pl/messages.po';
import type { DealDetail } from '@/shared/schemas/deal';
import { i18n, renderInRouter } from '../../render';
import { createCommunityClient, error, fakeApi, makeDetail, setViewer, signIn } from './community-fixtures';
import { makePage } from './fixtures';

beforeAll(() => i18n.loadAndActivate({ locale: 'en', messages: enMessages }));
afterAll(() => i18n.loadAndActivate({ locale: 'pl', messages: plMessages }));
beforeEach(() => hideAlert());
afterEach(() => vi.unstubAllGlobals());

describe('vote rules', () => {
  it('votes the pressed direction and clears it when pressed again', () => {
    expect(nextVote(0, true)).toBe(1);
    expect(nextVote(0, false)).toBe(-1);
    expect(nextVote(1, true)).toBe(0);
    expect(nextVote(-1, false)).toBe(0);
    expect(nextVote(1, false)).toBe(-1);
    expect(nextVote(-1, true)).toBe(1);
  });

  it('adjusts the displayed count by the user’s own change', () => {
    expect(adjustVoteCount(10, 0, 1)).toBe(11);
    expect(adjustVoteCount(10, 1, 0)).toBe(9);
    expect(adjustVoteCount(10, 1, -1)).toBe(8);
    expect(adjustVoteCount(10, -1, 0)).toBe(11);
  });
});

/** The deal page as the route renders it: the deal comes from the query cache, so cache updates show. */
function CachedDealPage({ id }: { id: number }) {
  const { data } = useSuspenseDeal(id);
  return <DealPage deal={data} />;
}

/** A server holding one deal's votes and favourite for the signed-in user. */
function dealServer(deal: DealDetail, options: { failVotes?: { status: number; code: string } } = {}) {
  let votes = deal.votes_count;
  let myVote: -1 | 0 | 1 = 0;
  let saved = false;
  const api = fakeApi(({ method, path, body }) => {
    if (method === 'GET' && path === `/api/deals/${deal.id}`) return { status: 200, body: { ...deal, votes_count: votes } };
    if (method === 'GET' && path === '/api/deals/votes-status')
      return { status: 200, body: { data: myVote === 0 ? [] : [{ entity_id: deal.id, vote_value: myVote }] } };
    if (method === 'GET' && path === '/api/deals/favourites-status')
      return { status: 200, body: { data: saved ? [{ entity_id: deal.id }] : [] } };
    if (method === 'POST' && path === `/api/deals/${deal.id}/like`) {
      if (options.failVotes) return error(options.failVotes.status, options.failVotes.code);
      const pressed = (body as { like: boolean }).like ? 1 : -1;
      const next = myVote === pressed ? 0 : pressed;
      votes += next - myVote;
      myVote = next;
      return { status: 200, body: { entity_id: deal.id, votes_count: votes, vote_value: myVote } };
    }
    if (method === 'POST' && path === `/api/deals/${deal.id}/favourite`) {
      saved = !saved;
      return { status: 200, body: { entity_id: deal.id, is_favourite: saved } };
    }
    if (method === 'GET' && path === '/api/deals/favourites')
      return { status: 200, body: { data: [], metadata: { pages_count: 0, count: 0 } } };
    return error(404, 'NotFound');
  });
  return api;
}

async function renderDeal(deal: DealDetail) {
  const queryClient = createCommunityClient();
  setViewer(queryClient, { id: 1, username: 'me' });
  queryClient.setQueryData(dealKeys.detail(deal.id), deal);
  await renderInRouter(<CachedDealPage id={deal.id} />, '/', queryClient);
  return queryClient;
}

const votes = () => screen.getByRole('group', { name: 'Votes' });
const shownCount = () => within(votes()).getByText(/^\d+$/).textContent;

describe('deal votes on the deal page', () => {
  it('votes up, clears with the same direction and switches direction, counting the user’s own change', async () => {
    signIn();
    const user = userEvent.setup();
    const deal = makeDetail({
      id: 42,
      votes_count: 10,
      user: { id: 9, username: 'autor', avatar_url: null, is_deleted: false, is_new: false },
    });
    const api = dealServer(deal);
    await renderDeal(deal);
    await waitFor(() => expect(api.requests.some((r) => r.path === '/api/deals/votes-status')).toBe(true));

    await user.click(screen.getByRole('button', { name: 'Vote up' }));
    expect(shownCount()).toBe('11');
    expect(screen.getByRole('button', { name: 'Vote up' })).toHaveAttribute('aria-pressed', 'true');
    await waitFor(() => expect(api.writes()).toHaveLength(1));
    const first = api.writes()[0];
    expect(first).toMatchObject({ method: 'POST', path: '/api/deals/42/like', body: { like: true } });
    expect(first?.headers.get('Idempotency-Key')).toMatch(/^[0-9a-f-]{36}$/);

    await user.click(screen.getByRole('button', { name: 'Vote up' }));
    expect(shownCount()).toBe('10');
    expect(screen.getByRole('button', { name: 'Vote up' })).toHaveAttribute('aria-pressed', 'false');

    await user.click(screen.getByRole('button', { name: 'Vote down' }));
    expect(shownCount()).toBe('9');
    await waitFor(() => expect(api.writes()).toHaveLength(3));
    await waitFor(() => expect(shownCount()).toBe('9'));
    const keys = new Set(api.writes().map((r) => r.headers.get('Idempotency-Key')));
    expect(keys.size).toBe(3);
    expect(getAlert()).toBeNull();
  });

  it('rolls the vote back and says so when the server refuses', async () => {
    signIn();
    const user = userEvent.setup();
    const deal = makeDetail({ id: 42, votes_count: 10 });
    dealServer(deal, { failVotes: { status: 500, code: 'InternalError' } });
    await renderDeal(deal);

    await user.click(screen.getByRole('button', { name: 'Vote up' }));
    await waitFor(() => expect(getAlert()).toMatchObject({ type: 'danger', message: 'An unexpected error occurred' }));
    expect(shownCount()).toBe('10');
    expect(screen.getByRole('button', { name: 'Vote up' })).toHaveAttribute('aria-pressed', 'false');
  });

  it('rolls a vote back at the account’s vote limit and says to wait instead of retrying into it', async () => {
    signIn();
    const user = userEvent.setup();
    const deal = makeDetail({ id: 42, votes_count: 10 });
    dealServer(deal, { failVotes: { status: 429, code: 'TooManyRequests' } });
    await renderDeal(deal);
    await user.click(screen.getByRole('button', { name: 'Vote up' }));
    await waitFor(() =>
      expect(getAlert()).toMatchObject({ type: 'danger', message: 'Too many attempts. Please wait a few minutes and try again.' }),
    );
    expect(shownCount()).toBe('10');
    expect(screen.getByRole('button', { name: 'Vote up' })).toHaveAttribute('aria-pressed', 'false');
  });

  it('explains a refused vote on one’s own deal', async () => {
    signIn();
    const user = userEvent.setup();
    const deal = makeDetail({ id: 42, votes_count: 10 });
    dealServer(deal, { failVotes: { status: 403, code: 'Forbidden' } });
    await renderDeal(deal);
    await user.click(screen.getByRole('button', { name: 'Vote down' }));
    await waitFor(() => expect(getAlert()).toMatchObject({ type: 'danger', message: 'You cannot vote on your own deal' }));
    expect(shownCount()).toBe('10');
  });

  it('disables voting on the viewer’s own deal', async () => {
    signIn();
    const deal = makeDetail({ id: 42, user: { id: 1, username: 'me', avatar_url: null, is_deleted: false, is_new: false } });
    dealServer(deal);
    await renderDeal(deal);
    expect(screen.getByRole('button', { name: 'Vote up' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Vote down' })).toBeDisabled();
  });
});

describe('favourites', () => {
  it('toggles the save button optimistically and refreshes the favourites list', async () => {
    signIn();
    const user = userEvent.setup();
    const deal = makeDetail({ id: 42 });
    const api = dealServer(deal);
    const queryClient = await renderDeal(deal);
    const favouritesKey = dealKeys.favouritesList({ page: 1, per_page: 30 });
    queryClient.setQueryData(favouritesKey, { data: [], metadata: { pages_count: 0, count: 0 } });
    await waitFor(() => expect(api.requests.some((r) => r.path === '/api/deals/favourites-status')).toBe(true));

    const save = screen.getByRole('button', { name: 'Save' });
    expect(save).toHaveAttribute('aria-pressed', 'false');
    await user.click(save);
    expect(save).toHaveAttribute('aria-pressed', 'true');
    await waitFor(() => expect(api.writes()).toMatchObject([{ method: 'POST', path: '/api/deals/42/favourite' }]));
    await waitFor(() => expect(queryClient.getQueryState(favouritesKey)?.isInvalidated).toBe(true));

    await user.click(save);
    expect(save).toHaveAttribute('aria-pressed', 'false');
    await waitFor(() => expect(api.writes()).toHaveLength(2));
  });

  it('asks for the listed ids’ votes and saves once per page when signed in, never for guests', async () => {
    const api = fakeApi(({ path, search }) => {
      if (path === '/api/deals/votes-status') return { status: 200, body: { data: [{ entity_id: 2, vote_value: 1 }] } };
      if (path === '/api/deals/favourites-status') return { status: 200, body: { data: [{ entity_id: 3 }] } };
      return error(404, `NotFound ${search}`);
    });
    const page = makePage(3, 1);
    const { unmount } = await renderInRouter(
      <DealList data={page} isPending={false} isError={false} page={1} onRetry={() => undefined} />,
      '/',
      createCommunityClient(),
    );
    expect(api.requests).toHaveLength(0);
    unmount();

    signIn();
    await renderInRouter(
      <DealList data={page} isPending={false} isError={false} page={1} onRetry={() => undefined} />,
      '/',
      createCommunityClient(),
    );
    // Besides the statuses, the list asks who the viewer is (the app's one profile query, shared with the top bar).
    const statusCalls = () => api.requests.filter((r) => r.path.endsWith('-status'));
    await waitFor(() => expect(statusCalls()).toHaveLength(2));
    expect(
      statusCalls()
        .map((r) => `${r.path}${decodeURIComponent(r.search)}`)
        .sort(),
    ).toEqual(['/api/deals/favourites-status?id=1,2,3', '/api/deals/votes-status?id=1,2,3&entity_type=deal']);
    const cards = screen.getAllByRole('article');
    await waitFor(() => expect(within(cards[1]!).getByRole('button', { name: 'Vote up' })).toHaveAttribute('aria-pressed', 'true'));
    expect(within(cards[2]!).getByRole('button', { name: 'Save' })).toHaveAttribute('aria-pressed', 'true');
    expect(within(cards[0]!).getByRole('button', { name: 'Save' })).toHaveAttribute('aria-pressed', 'false');
  });
});

describe('favourites tab', () => {
  it('is offered to signed-in users only', async () => {
    const { unmount } = await renderInRouter(<HomeFilters tab="best" categories={undefined} />);
    const tabs = () => screen.getByRole('navigation', { name: 'Deal tabs' });
    expect(within(tabs()).queryByRole('link', { name: 'Favourites' })).toBeNull();
    unmount();

    signIn();
    await renderInRouter(<HomeFilters tab="best" categories={undefined} />);
    expect(within(tabs()).getByRole('link', { name: 'Favourites' })).toHaveAttribute('href', '/?tab=favourites');
  });
});
