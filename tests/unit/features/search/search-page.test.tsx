import { msg } from '@lingui/core/macro';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderApp } from '../../app/render-app';
import { i18n } from '../../render';
import { makePage } from '../deals/fixtures';

let total = 42;
const fetchMock = vi.fn(async (input: RequestInfo | URL) => {
  const url = new URL(String(input), 'http://localhost');
  if (url.pathname.startsWith('/api/deals')) {
    const page =
      total === 0
        ? { data: [], metadata: { pages_count: 0, count: 0 } }
        : { ...makePage(3, 2), metadata: { pages_count: 2, count: total } };
    return Response.json(page);
  }
  return Response.json({ data: [], metadata: { pages_count: 0, count: 0 } });
});

function dealRequests(): URLSearchParams[] {
  return fetchMock.mock.calls
    .map(([input]) => new URL(String(input), 'http://localhost'))
    .filter((url) => url.pathname === '/api/deals/' || url.pathname === '/api/deals')
    .map((url) => url.searchParams);
}

const lastDealRequest = () => dealRequests().at(-1);

/** The params as the page reads them (after validation); the address bar leaves the defaults out. */
const pageSearch = (router: Awaited<ReturnType<typeof renderApp>>) => router.state.matches.at(-1)?.search;

beforeEach(() => {
  total = 42;
  fetchMock.mockClear();
  vi.stubGlobal('fetch', fetchMock);
});
afterEach(() => vi.unstubAllGlobals());

describe('search results page (§2)', { timeout: 20_000 }, () => {
  it.each([['/search'], ['/search?query='], ['/search?query=%20%20']])('sends %s to the home page, replacing the entry', async (path) => {
    const router = await renderApp(path);
    expect(router.state.location.pathname).toBe('/');
    expect(router.history.length).toBe(1);
    expect(dealRequests().every((params) => !params.has('search'))).toBe(true);
  });

  it('asks for the query with the defaults: popular deals, newest, active only, page 1', async () => {
    const router = await renderApp('/search?query=lego');
    expect(pageSearch(router)).toEqual({ query: 'lego', tab: 'best', sort: 'newest', only_active: true, page: 1 });
    const params = lastDealRequest();
    expect(params?.get('search')).toBe('lego');
    expect(params?.get('sort_by')).toBe('newest');
    expect(params?.get('only_active')).toBe('true');
    expect(params?.get('only_best')).toBe('true');
    expect(params?.get('page')).toBe('1');
  });

  it('falls back to the first tab and newest for invalid params', async () => {
    const router = await renderApp('/search?query=lego&tab=favourites&sort=cheapest&page=0');
    expect(pageSearch(router)).toMatchObject({ tab: 'best', sort: 'newest', page: 1 });
    expect(lastDealRequest()?.get('sort_by')).toBe('newest');
  });

  it('shows the count for the query and the list, titled with the query', async () => {
    await renderApp('/search?query=lego');
    expect(await screen.findByRole('heading', { level: 1, name: /42 wyniki dla „lego”/ })).toBeInTheDocument();
    expect(await screen.findAllByRole('article')).toHaveLength(3);
    expect(document.title).toContain('lego');
  });

  it('uses the singular for one result', async () => {
    total = 1;
    await renderApp('/search?query=lego');
    expect(await screen.findByRole('heading', { level: 1, name: /^1 (result|wynik) (for|dla) .lego.$/ })).toBeInTheDocument();
  });

  it('shows the no-results message with tips instead of a list', async () => {
    total = 0;
    await renderApp('/search?query=zzzz');
    const heading = await screen.findByRole('heading', { level: 1, name: /zzzz/ });
    expect(heading.textContent).toMatch(/No results|Brak wyników/);
    // The tips sit in the selected tab's panel, which its tab points at (aria-controls).
    const panel = screen.getByRole('tabpanel');
    expect(screen.getByRole('tab', { selected: true })).toHaveAttribute('aria-controls', panel.id);
    expect(within(panel).getAllByRole('listitem').length).toBeGreaterThanOrEqual(2);
    expect(screen.queryByRole('article')).not.toBeInTheDocument();
  });

  it('changes the sort and the only-active toggle through the URL, back to page 1', async () => {
    const user = userEvent.setup();
    const router = await renderApp('/search?query=lego&page=2');
    const chips = await screen.findByRole('group', { name: i18n._(msg`Filter and sort`) });
    const active = within(chips).getByRole('button', { name: i18n._(msg`Active only`) });
    const discount = within(chips).getByRole('button', { name: i18n._(msg`Biggest discount`) });
    expect(active).toHaveAttribute('aria-pressed', 'true');
    expect(within(chips).getByRole('button', { name: i18n._(msg`Newest`) })).toHaveAttribute('aria-pressed', 'true');
    expect(discount).toHaveAttribute('aria-pressed', 'false');

    await user.click(discount);
    await waitFor(() => expect(pageSearch(router)).toMatchObject({ sort: 'discount', page: 1 }));
    expect(router.state.location.href).toBe('/search?query=lego&sort=discount');
    await waitFor(() => expect(lastDealRequest()?.get('sort_by')).toBe('discount'));
    expect(discount).toHaveAttribute('aria-pressed', 'true');

    await user.click(active);
    await waitFor(() => expect(router.state.location.href).toBe('/search?query=lego&sort=discount&only_active=false'));
    await waitFor(() => expect(lastDealRequest()?.get('only_active')).toBe('false'));
    expect(active).toHaveAttribute('aria-pressed', 'false');
  });

  it('switches to the new tab, which asks for every deal', async () => {
    const user = userEvent.setup();
    const router = await renderApp('/search?query=lego');
    await user.click(await screen.findByRole('tab', { name: /^(New|Nowe)$/ }));
    await waitFor(() => expect(router.state.location.search).toMatchObject({ tab: 'new' }));
    await waitFor(() => expect(lastDealRequest()?.has('only_best')).toBe(false));
  });
});
