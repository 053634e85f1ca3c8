import { msg } from '@lingui/core/macro';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { LowestConsolePrices } from '@/shared/schemas/gamer-zone';
import { i18n } from '../../render';
import { renderApp } from '../../app/render-app';
import { dealListFetch, makePage } from '../deals/fixtures';

const PRICES: LowestConsolePrices = {
  playstation_5: { amount: 199_900, currency: 'PLN' },
  xbox_series_xs: { amount: 149_950, currency: 'PLN' },
  nintendo_switch: null,
  mobile_consoles: null,
  iphone: { amount: 299_900, currency: 'PLN' },
};

const { fetchMock, dealRequests } = dealListFetch({
  isDealList: (url) => url.pathname === '/api/deals/',
  dealPage: (url) => {
    const perPage = Number(url.searchParams.get('per_page'));
    return makePage(Math.min(perPage, 4), perPage === 3 ? 5 : 2);
  },
  other: (url) => (url.pathname === '/api/deals/lowest-console-prices' ? PRICES : undefined),
});

beforeEach(() => vi.stubGlobal('fetch', fetchMock));
afterEach(() => {
  vi.unstubAllGlobals();
  fetchMock.mockClear();
});

// Texts are looked up through the catalog, so the tests hold whichever language the catalog gives them.
const NO_OFFERS = i18n._(msg`No offers now`);

const tab = (value: string) => document.getElementById(`gamer-zone-tab-${value}`);

describe('gamer zone newsfeed', () => {
  it('shows a card per console and the iPhone, each with its lowest price or no offers', async () => {
    await renderApp('/gamer-zone');
    const cards = await screen.findAllByTestId('console-price');
    expect(cards).toHaveLength(5);
    const links = cards.map((price) => price.closest('a')?.getAttribute('href'));
    expect(links).toEqual([
      '/gamer-zone/ps-5',
      '/gamer-zone/xbox-xs',
      '/gamer-zone/nintendo-switch',
      '/gamer-zone/mobile-consoles',
      '/categories/iphone',
    ]);
    // Prices use the Polish money format (the queries see its non-breaking spaces as spaces); nulls say there is
    // nothing now.
    expect(await within(cards[0] as HTMLElement).findByText('1 999 zł')).toBeInTheDocument();
    expect(within(cards[1] as HTMLElement).getByText('1 499,50 zł')).toBeInTheDocument();
    expect(within(cards[2] as HTMLElement).getByText(NO_OFFERS)).toBeInTheDocument();
    expect(within(cards[3] as HTMLElement).getByText(NO_OFFERS)).toBeInTheDocument();
    expect(within(cards[4] as HTMLElement).getByText('2 999 zł')).toBeInTheDocument();
  }, 15_000);

  it('lists the newest 3 game and hardware deals, each with a link to its whole tab', async () => {
    await renderApp('/gamer-zone?tab=nonsense');
    expect(tab('newsfeed')).toHaveAttribute('aria-selected', 'true');
    const games = await screen.findByTestId('see-all-games');
    expect(games).toHaveAttribute('href', '/gamer-zone?tab=games');
    expect(screen.getByTestId('see-all-hardware')).toHaveAttribute('href', '/gamer-zone?tab=hardware');
    expect(await screen.findAllByRole('article')).toHaveLength(6);
    const asked = dealRequests().map((params) => [params.get('categories'), params.get('per_page'), params.get('sort_by')]);
    expect(asked).toEqual(
      expect.arrayContaining([
        ['gaming-games', '3', 'newest'],
        ['gaming-hardware', '3', 'newest'],
      ]),
    );
  });
});

describe('gamer zone deal tabs', () => {
  it('moves between tabs with the arrow keys, keeping the focus on the tab list', async () => {
    const router = await renderApp('/gamer-zone');
    await screen.findAllByTestId('console-price');
    const newsfeed = tab('newsfeed') as HTMLElement;
    newsfeed.focus();
    fireEvent.keyDown(newsfeed, { key: 'ArrowRight' });
    await waitFor(() => expect(router.state.location.search).toEqual({ tab: 'games' }));
    await waitFor(() => expect(tab('games')).toHaveAttribute('aria-selected', 'true'));
    expect(document.activeElement).toBe(tab('games'));
  });

  it('lists the chosen platform subtree newest first, with the chip and tab marked', async () => {
    await renderApp('/gamer-zone?tab=hardware&platform=mobile&page=2');
    expect(tab('hardware')).toHaveAttribute('aria-selected', 'true');
    expect(await screen.findAllByRole('article')).toHaveLength(4);
    const current = document.querySelector('[data-platform][aria-current]');
    expect(current).toHaveAttribute('data-platform', 'mobile');
    const [params] = dealRequests();
    expect(params?.get('categories')).toBe('electronics-mobile');
    expect(params?.get('sort_by')).toBe('newest');
    expect(params?.get('page')).toBe('2');
    expect(screen.queryByTestId('console-price')).not.toBeInTheDocument();
  });

  it('treats an unknown platform as all platforms', async () => {
    await renderApp('/gamer-zone?tab=games&platform=amiga');
    await screen.findAllByRole('article');
    expect(document.querySelector('[data-platform][aria-current]')).toHaveAttribute('data-platform', 'all');
    expect(dealRequests()[0]?.get('categories')).toBe('gaming-games');
  });
});

describe('console page', () => {
  it('lists the bare consoles by default and the bundles on their tab', async () => {
    await renderApp('/gamer-zone/xbox-xs');
    expect(await screen.findByRole('heading', { level: 1, name: 'Xbox Series X|S' })).toBeInTheDocument();
    expect(document.getElementById('console-tab-bare-consoles')).toHaveAttribute('aria-selected', 'true');
    await screen.findAllByRole('article');
    expect(dealRequests()[0]?.get('categories')).toBe('gaming-hardware-xbox_series_xs-bare_console');
    expect(dealRequests()[0]?.get('only_active')).toBe('true');
    expect(await screen.findByText('1 499,50 zł')).toBeInTheDocument();
  });

  it('shows the bundles tab of a console', async () => {
    await renderApp('/gamer-zone/ps-5?tab=bundle-packages');
    await screen.findAllByRole('article');
    expect(document.getElementById('console-tab-bundle-packages')).toHaveAttribute('aria-selected', 'true');
    expect(dealRequests()[0]?.get('categories')).toBe('gaming-hardware-playstation_5-bundle_console');
  });

  it('has no bundles for mobile consoles and does not ask for every deal instead', async () => {
    await renderApp('/gamer-zone/mobile-consoles?tab=bundle-packages');
    expect(await screen.findByText(i18n._(msg`No bundle packages for this console. Have a look at the consoles tab.`))).toBeInTheDocument();
    expect(dealRequests()).toHaveLength(0);
  });

  it('answers an unknown console with the not-found page and a way back to the gamer zone', async () => {
    await renderApp('/gamer-zone/ps-4');
    expect(await screen.findByRole('heading', { level: 1, name: i18n._(msg`Console not found`) })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: i18n._(msg`Back to the gamer zone`) })).toHaveAttribute('href', '/gamer-zone');
    expect(dealRequests()).toHaveLength(0);
  });
});
