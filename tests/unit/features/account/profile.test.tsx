import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { messages as enMessages } from '@/locales/en/messages.po';
import { messages as plMessages } from '@/locales/pl/messages.po';
import { renderApp } from '../../app/render-app';
import { i18n } from '../../render';
import { makePage } from '../deals/fixtures';
import { errorResponse, makeProfile, makeUser, mockApi, signIn } from './helpers';

beforeAll(() => i18n.loadAndActivate({ locale: 'en', messages: enMessages }));
afterAll(() => i18n.loadAndActivate({ locale: 'pl', messages: plMessages }));
afterEach(() => vi.unstubAllGlobals());

describe('public profile', { timeout: 20_000 }, () => {
  it('shows the user, their counts and the deals they added', async () => {
    const api = mockApi({
      'GET users/7': () => Response.json(makeProfile()),
      'GET deals': () => Response.json(makePage(2, 1)),
      'GET deals/commented': () => Response.json(makePage(1, 1, 50)),
    });
    const user = userEvent.setup();
    const router = await renderApp('/profile/7');
    expect(await screen.findByRole('heading', { level: 1, name: 'User profile' })).toBeInTheDocument();
    const card = screen.getByRole('region', { name: 'okazjonalny' });
    expect(within(card).getByText('Member since')).toBeInTheDocument();
    expect(within(card).getByText('15.06.2025')).toBeInTheDocument();
    const stat = (label: string) => within(card).getByText(label).nextElementSibling;
    expect(stat('Rated deals')).toHaveTextContent('12');
    expect(stat('Comments')).toHaveTextContent('4');
    expect(stat('Added deals')).toHaveTextContent('3');
    expect(stat('Achievements')).toHaveTextContent('Soon available');

    expect(screen.getByRole('tab', { name: 'Added deals' })).toHaveAttribute('aria-selected', 'true');
    expect(await screen.findAllByRole('article')).toHaveLength(2);
    expect(api.requests('GET', 'deals')[0]?.query.get('user_id')).toBe('7');

    await user.click(screen.getByRole('tab', { name: 'Commented deals' }));
    await waitFor(() => expect(router.state.location.search).toEqual({ tab: 'commented' }));
    await waitFor(() => expect(screen.getAllByRole('article')).toHaveLength(1));
    expect(api.requests('GET', 'deals/commented')[0]?.query.get('user_id')).toBe('7');
    expect(document.title).toMatch(/^okazjonalny/);
  });

  it('falls back to the first tab for an unknown tab parameter', async () => {
    mockApi({ 'GET users/7': () => Response.json(makeProfile()) });
    await renderApp('/profile/7?tab=bogus');
    expect(await screen.findByRole('tab', { name: 'Added deals' })).toHaveAttribute('aria-selected', 'true');
  });

  it('offers a retry when the profile fails to load for another reason', async () => {
    // The loader's request and the page's own attempt on mount both fail; the retry button's succeeds.
    let failures = 2;
    mockApi({
      'GET users/7': () => (failures-- > 0 ? errorResponse(500, 'InternalError') : Response.json(makeProfile())),
    });
    const user = userEvent.setup();
    await renderApp('/profile/7');
    expect(await screen.findByText('This profile could not be loaded.')).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'User not found' })).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('region', { name: 'okazjonalny' })).toBeInTheDocument();
  });

  it.each(['999', 'abc', '0', '7.5', '0123', '9999999999'])('shows user not found with a way home for /profile/%s', async (id) => {
    const api = mockApi({});
    await renderApp(`/profile/${id}`);
    expect(await screen.findByRole('heading', { level: 1, name: 'User not found' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to the home page' })).toHaveAttribute('href', '/');
    // Only an id the API itself would take is worth asking it about: every route refuses the ids IdParam refuses.
    expect(api.requests('GET', `users/${id}`)).toHaveLength(id === '999' ? 1 : 0);
  });
});

describe('account page', { timeout: 20_000 }, () => {
  it('shows the username, member since, rated deals, points and the account links', async () => {
    signIn();
    mockApi({ 'GET users': () => Response.json(makeUser()) });
    await renderApp('/account');
    expect(await screen.findByRole('heading', { level: 1, name: 'okazjonalny' })).toBeInTheDocument();
    expect(screen.getByTestId('account-points')).toHaveTextContent('1250');
    expect(screen.getByText('15.06.2025')).toBeInTheDocument();
    expect(screen.getByText('Soon available')).toBeInTheDocument();
    const nav = screen.getByRole('navigation', { name: 'Account' });
    expect(within(nav).getByRole('link', { name: 'Settings' })).toHaveAttribute('href', '/account/settings');
    expect(within(nav).getByRole('link', { name: 'Saved deals' })).toHaveAttribute('href', '/?tab=favourites');
    expect(within(nav).getByRole('link', { name: 'Redeem points' })).toHaveAttribute('href', '/account/redeem-points');
    expect(within(nav).getByRole('link', { name: 'How to collect points' })).toHaveAttribute('href', '/how-to-collect-points');
    expect(within(nav).getByRole('link', { name: 'FAQ' })).toHaveAttribute('href', '/faq');
  });

  it('logs out with the refresh token and goes home', async () => {
    signIn();
    const api = mockApi({
      'GET users': () => Response.json(makeUser()),
      'DELETE auth/logout': () => new Response(null, { status: 204 }),
    });
    const user = userEvent.setup();
    const router = await renderApp('/account');
    await user.click(await screen.findByRole('button', { name: 'Log out' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
    expect(api.requests('DELETE', 'auth/logout').map((c) => c.body)).toEqual([{ refresh_token: 'refresh-1' }]);
    expect(window.localStorage.getItem('refreshToken')).toBeNull();
  });
});

describe('following a member from their profile', { timeout: 20_000 }, () => {
  const otherProfile = () => makeProfile({ id: 8, username: 'lowca_okazji', followers_count: 2 });
  const followersOf = (card: HTMLElement) => within(card).getByText('Followers').nextElementSibling;

  it('asks a guest to sign in, and sends nothing', async () => {
    const api = mockApi({ 'GET users/8': () => Response.json(otherProfile()) });
    const user = userEvent.setup();
    await renderApp('/profile/8');
    await user.click(await screen.findByRole('button', { name: 'Follow' }));
    expect(await screen.findByRole('dialog')).toBeInTheDocument();
    expect(api.requests('POST', 'users/follows')).toEqual([]);
  });

  it('follows at once, with the count, and unfollows', async () => {
    signIn();
    // The server's side: whether member 7 follows member 8.
    let followed = false;
    const follows = () =>
      followed
        ? [{ entity_type: 'user', entity_id: 8, name: 'lowca_okazji', image_url: null, created_at: '2026-11-28T10:00:00.000Z' }]
        : [];
    const api = mockApi({
      'GET users': () => Response.json(makeUser()),
      'GET users/8': () => Response.json({ ...otherProfile(), followers_count: followed ? 3 : 2 }),
      'GET users/follows': () => Response.json({ data: follows() }),
      'POST users/follows': () => {
        followed = true;
        return new Response(null, { status: 201 });
      },
      'DELETE users/follows/user/8': () => {
        followed = false;
        return new Response(null, { status: 204 });
      },
    });
    const user = userEvent.setup();
    await renderApp('/profile/8');
    const card = await screen.findByRole('region', { name: 'lowca_okazji' });
    const follow = within(card).getByRole('button', { name: 'Follow' });
    await waitFor(() => expect(follow).toBeEnabled());
    expect(follow).toHaveAttribute('aria-pressed', 'false');
    expect(followersOf(card)).toHaveTextContent('2');

    await user.click(follow);
    await waitFor(() => expect(follow).toHaveAttribute('aria-pressed', 'true'));
    expect(follow).toHaveTextContent('Following');
    expect(followersOf(card)).toHaveTextContent('3');
    await waitFor(() =>
      expect(api.requests('POST', 'users/follows').map((call) => call.body)).toEqual([{ entity_type: 'user', entity_id: 8 }]),
    );

    await user.click(follow);
    await waitFor(() => expect(follow).toHaveAttribute('aria-pressed', 'false'));
    await waitFor(() => expect(api.requests('DELETE', 'users/follows/user/8')).toHaveLength(1));
    await waitFor(() => expect(followersOf(card)).toHaveTextContent('2'));
  });

  it('puts the button and the count back when the server refuses, and says why', async () => {
    // The member follows as many as one may already.
    signIn();
    const api = mockApi({
      'GET users': () => Response.json(makeUser()),
      'GET users/8': () => Response.json(otherProfile()),
      'GET users/follows': () => Response.json({ data: [] }),
      'POST users/follows': () => errorResponse(409, 'Conflict'),
    });
    const user = userEvent.setup();
    await renderApp('/profile/8');
    const card = await screen.findByRole('region', { name: 'lowca_okazji' });
    const follow = within(card).getByRole('button', { name: 'Follow' });
    await waitFor(() => expect(follow).toBeEnabled());
    await user.click(follow);
    expect(await screen.findByText(/You follow 500 members and shops already/)).toBeInTheDocument();
    expect(api.requests('POST', 'users/follows')).toHaveLength(1);
    await waitFor(() => expect(follow).toHaveAttribute('aria-pressed', 'false'));
    expect(followersOf(card)).toHaveTextContent('2');
  });

  it('offers no button on the member’s own profile', async () => {
    signIn();
    mockApi({ 'GET users': () => Response.json(makeUser()), 'GET users/7': () => Response.json(makeProfile()) });
    await renderApp('/profile/7');
    const card = await screen.findByRole('region', { name: 'okazjonalny' });
    await waitFor(() => expect(within(card).getByText('Followers').nextElementSibling).toHaveTextContent('2'));
    expect(within(card).queryByRole('button', { name: 'Follow' })).not.toBeInTheDocument();
  });
});
