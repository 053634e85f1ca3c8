import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { DealList } from '@/features/deals/components/DealList';
import { removeFeedMoment } from '@/features/deals/lib/feed-moments';
import { messages as enMessages } from '@/locales/en/messages.po';
import { messages as plMessages } from '@/locales/pl/messages.po';
import { i18n, renderInRouter } from '../../render';
import { createCommunityClient, error, fakeApi, signIn } from './community-fixtures';
import { makeDeal, makePage } from './fixtures';

beforeAll(() => i18n.loadAndActivate({ locale: 'en', messages: enMessages }));
afterAll(() => i18n.loadAndActivate({ locale: 'pl', messages: plMessages }));
afterEach(() => {
  vi.unstubAllGlobals();
  window.localStorage.clear();
});

const navs = () => screen.queryAllByRole('navigation');
const noop = () => undefined;

describe('DealList', () => {
  it('shows 3 skeleton cards while loading', async () => {
    await renderInRouter(<DealList onRetry={noop} data={undefined} isPending isError={false} page={1} />);
    expect(screen.getAllByTestId('deal-card-skeleton')).toHaveLength(3);
    expect(screen.queryByRole('article')).not.toBeInTheDocument();
  });

  it('shows the error inline with a retry button when loading failed and nothing is held', async () => {
    const onRetry = vi.fn();
    await renderInRouter(<DealList onRetry={onRetry} data={undefined} isPending={false} isError page={1} />);
    expect(screen.getByRole('alert')).toHaveTextContent('An error occurred');
    expect(screen.queryAllByTestId('deal-card-skeleton')).toHaveLength(0);
    await userEvent.setup().click(screen.getByRole('button', { name: 'Try again' }));
    expect(onRetry).toHaveBeenCalledTimes(1);
  });

  it('sends a page past the end to the last page, replacing the history entry', async () => {
    const { router } = await renderInRouter(
      <DealList onRetry={noop} data={makePage(3, 3)} isPending={false} isError={false} page={99} />,
      '/?page=99',
    );
    await waitFor(() => expect(router.state.location.search).toEqual({ page: 3 }));
    expect(router.history.length).toBe(1);
  });

  it('keeps showing held deals when a refetch fails', async () => {
    await renderInRouter(<DealList onRetry={noop} data={makePage(2, 1)} isPending={false} isError page={1} />);
    expect(screen.getAllByRole('article')).toHaveLength(2);
    expect(screen.queryByText('An error occurred')).not.toBeInTheDocument();
  });

  it('says no deals found for an empty list', async () => {
    await renderInRouter(<DealList onRetry={noop} data={makePage(0, 0)} isPending={false} isError={false} page={1} />);
    expect(screen.getByText('No deals found')).toBeInTheDocument();
    expect(navs()).toHaveLength(0);
  });

  it('renders one card per deal, the first image eager and the rest lazy', async () => {
    const { container } = await renderInRouter(
      <DealList onRetry={noop} data={makePage(30, 1)} isPending={false} isError={false} page={1} />,
    );
    expect(screen.getAllByRole('article')).toHaveLength(30);
    const images = container.querySelectorAll('img[srcset]');
    expect(images[0]).toHaveAttribute('loading', 'eager');
    expect(images[1]).toHaveAttribute('loading', 'lazy');
  });

  it('has no pagination for a single page', async () => {
    await renderInRouter(<DealList onRetry={noop} data={makePage(3, 1)} isPending={false} isError={false} page={1} />);
    expect(navs()).toHaveLength(0);
  });

  it('on page 1 of several shows pagination only at the bottom', async () => {
    await renderInRouter(<DealList onRetry={noop} data={makePage(3, 4)} isPending={false} isError={false} page={1} />);
    expect(navs()).toHaveLength(1);
    const bottom = screen.getByRole('navigation', { name: 'Pages' });
    expect(within(bottom).getByRole('link', { name: 'Previous page' })).toHaveAttribute('aria-disabled', 'true');
    expect(within(bottom).getByRole('link', { name: 'Next page' })).toHaveAttribute('href', '/?page=2');
    expect(within(bottom).getByRole('link', { name: 'Page 1' })).toHaveAttribute('aria-current', 'page');
  });

  it('from page 2 shows pagination at the top too, and disables next on the last page', async () => {
    await renderInRouter(<DealList onRetry={noop} data={makePage(3, 4, 91)} isPending={false} isError={false} page={4} />, '/?page=4');
    expect(screen.getByRole('navigation', { name: 'Pages, top' })).toBeInTheDocument();
    const bottom = screen.getByRole('navigation', { name: 'Pages' });
    expect(within(bottom).getByRole('link', { name: 'Next page' })).toHaveAttribute('aria-disabled', 'true');
    expect(within(bottom).getByRole('link', { name: 'Previous page' })).toHaveAttribute('href', '/?page=3');
  });

  it('keeps the other search params in page links and drops page for page 1', async () => {
    await renderInRouter(
      <DealList onRetry={noop} data={makePage(3, 12)} isPending={false} isError={false} page={6} />,
      '/?tab=new&categories=gaming&page=6',
    );
    const bottom = screen.getByRole('navigation', { name: 'Pages' });
    expect(within(bottom).getByRole('link', { name: 'Page 7' })).toHaveAttribute('href', '/?tab=new&categories=gaming&page=7');
    expect(within(bottom).getByRole('link', { name: 'Page 1' })).toHaveAttribute('href', '/?tab=new&categories=gaming');
    expect(within(bottom).getByRole('link', { name: 'Page 6' })).toHaveAttribute('aria-current', 'page');
    expect(within(bottom).getByRole('link', { name: 'Page 1' })).not.toHaveAttribute('aria-current');
    const labels = within(bottom)
      .getAllByRole('link')
      .map((link) => link.getAttribute('aria-label'));
    expect(labels).toEqual(['Previous page', 'Page 1', 'Page 5', 'Page 6', 'Page 7', 'Page 12', 'Next page']);
  });

  it('shows inserted content across the list right after the card at the given index', async () => {
    await renderInRouter(
      <DealList
        onRetry={noop}
        data={makePage(3, 1)}
        isPending={false}
        isError={false}
        page={1}
        insertAfter={(index) => (index === 1 ? <p>Inserted banner</p> : null)}
      />,
    );
    const items = within(screen.getByRole('list')).getAllByRole('listitem');
    expect(items).toHaveLength(4);
    expect(items.map((item) => item.textContent?.match(/Okazja numer \d|Inserted banner/)?.[0])).toEqual([
      'Okazja numer 1',
      'Okazja numer 2',
      'Inserted banner',
      'Okazja numer 3',
    ]);
  });

  it("knows the viewer by itself: the signed-in user's own deal cannot be voted on, whichever page lists it", async () => {
    signIn();
    fakeApi(({ method, path }) => {
      if (method === 'POST' && path === '/api/auth/refresh')
        return { status: 200, body: { access_token: 'access', refresh_token: 'refresh-token' } };
      if (method === 'GET' && path === '/api/users') return { status: 200, body: { id: 9, username: 'okazjonalny', avatar_url: null } };
      if (method === 'GET' && /^\/api\/deals\/(votes|favourites)-status$/.test(path)) return { status: 200, body: { data: [] } };
      return error(404, 'NotFound');
    });
    const own = makeDeal({ id: 1, title: 'Moja okazja' });
    const theirs = makeDeal({
      id: 2,
      title: 'Cudza okazja',
      user: { id: 10, username: 'ktos', avatar_url: null, is_deleted: false, is_new: false },
    });
    const data = { data: [own, theirs], metadata: { pages_count: 1, count: 2 } };
    await renderInRouter(<DealList onRetry={noop} data={data} isPending={false} isError={false} page={1} />, '/', createCommunityClient());
    const [ownCard, theirCard] = screen.getAllByRole('article');
    await waitFor(() => expect(within(ownCard!).getByRole('button', { name: 'Vote up' })).toBeDisabled());
    expect(within(theirCard!).getByRole('button', { name: 'Vote up' })).toBeEnabled();
  });
});

describe('DealList: a card hidden or its shop muted from its menu', () => {
  // The moments live for the visit, as the app's module does: each test starts with none.
  afterEach(() => [1, 2, 3].forEach(removeFeedMoment));
  const twoOfOneShop = () => ({
    data: [
      makeDeal({ id: 1, title: 'Okazja pierwsza' }),
      makeDeal({ id: 2, title: 'Okazja druga' }),
      makeDeal({ id: 3, title: 'Okazja z innego sklepu', shop: { id: 4, name: 'x-kom', logo_url: null } }),
    ],
    metadata: { count: 3, pages_count: 1 },
  });

  const renderTwoOfOneShop = () =>
    renderInRouter(
      <DealList onRetry={noop} data={twoOfOneShop()} isPending={false} isError={false} page={1} />,
      '/',
      createCommunityClient(),
    );

  async function choose(title: string, item: string) {
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: `More actions: ${title}` }));
    await user.click(await screen.findByRole('menuitem', { name: item }));
  }

  it('shows the undo in the card’s place, and gives the card back when the server refuses the hide', async () => {
    signIn();
    let answer = { status: 201, body: { deal_id: 1 } } as { status: number; body?: unknown };
    const api = fakeApi(() => answer);
    await renderTwoOfOneShop();

    await choose('Okazja pierwsza', 'Hide this deal');
    const moment = await screen.findByRole('status');
    expect(moment).toHaveTextContent('Hidden Okazja pierwsza');
    await waitFor(() => expect(within(moment).getByRole('button', { name: 'Undo' })).toHaveFocus());
    await waitFor(() =>
      expect(api.writes()).toEqual([expect.objectContaining({ method: 'POST', path: '/api/users/hidden-deals', body: { deal_id: 1 } })]),
    );

    answer = error(404, 'NotFound');
    await choose('Okazja druga', 'Hide this deal');
    await waitFor(() => expect(screen.getByRole('heading', { name: 'Okazja druga' })).toBeInTheDocument());
    expect(screen.queryByText('Hidden Okazja druga')).not.toBeInTheDocument();
  });

  it('takes the shop’s other cards out at once, and gives them back when the server refuses the mute', async () => {
    signIn();
    const filters = { muted_words: [], muted_shop_ids: [], muted_category_ids: [], muted_user_ids: [], muted_shops: [], muted_users: [] };
    let refuse: () => void = noop;
    const refused = new Promise<void>((resolve) => (refuse = resolve));
    fakeApi(async (request) => {
      if (request.method !== 'PUT') return { status: 200, body: filters };
      await refused;
      return error(400, 'ValidationError');
    });
    await renderTwoOfOneShop();

    await choose('Okazja pierwsza', 'Mute shop Media Expert');
    expect(await screen.findByRole('status')).toHaveTextContent('Shop Media Expert muted');
    expect(screen.queryByRole('heading', { name: 'Okazja druga' })).not.toBeInTheDocument();
    refuse();
    // Refused: the moment ends and both cards of the shop come back.
    await waitFor(() => expect(screen.getByRole('heading', { name: 'Okazja druga' })).toBeInTheDocument());
    expect(screen.getByRole('heading', { name: 'Okazja pierwsza' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Okazja z innego sklepu' })).toBeInTheDocument();
  });

  it('takes the muted shop’s other cards out of the list and leaves other shops’ cards', async () => {
    signIn();
    const filters = { muted_words: [], muted_shop_ids: [3], muted_category_ids: [], muted_user_ids: [], muted_shops: [], muted_users: [] };
    fakeApi(() => ({ status: 200, body: filters }));
    await renderTwoOfOneShop();

    await choose('Okazja pierwsza', 'Mute shop Media Expert');
    expect(await screen.findByRole('status')).toHaveTextContent('Shop Media Expert muted');
    expect(screen.queryByRole('heading', { name: 'Okazja druga' })).not.toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Okazja z innego sklepu' })).toBeInTheDocument();
  });
});
