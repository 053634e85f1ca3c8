import { msg } from '@lingui/core/macro';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderApp } from '../../app/render-app';
import { i18n } from '../../render';

import { makeDeal } from '../deals/fixtures';

/** What the API holds for each tab: a total and the ids of the first page (the same ids on every page). */
interface FakeTab {
  total: number;
  ids: number[];
}
let tabs: { best: FakeTab; new: FakeTab };
/** How many matches a member's mutes fold away (the API says so only on a member's search with mutes). */
let mutedCount: number | undefined;
const fakeTab = (total: number, ids = Array.from({ length: Math.min(total, 3) }, (_, i) => i + 1)): FakeTab => ({ total, ids });

const fetchMock = vi.fn(async (input: RequestInfo | URL) => {
  const url = new URL(String(input), 'http://localhost');
  if (url.pathname.startsWith('/api/deals')) {
    const { total, ids } = url.searchParams.get('only_best') === 'true' ? tabs.best : tabs.new;
    const shown = url.searchParams.get('show_muted') === 'true' ? (mutedCount ?? 0) : 0;
    return Response.json({
      data: ids.map((id) => makeDeal({ id, title: `Okazja numer ${id}` })),
      metadata: {
        pages_count: Math.ceil((total + shown) / 30),
        count: total + shown,
        ...(mutedCount === undefined ? {} : { muted_count: mutedCount }),
      },
    });
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
  tabs = { best: fakeTab(42), new: fakeTab(42) };
  mutedCount = undefined;
  fetchMock.mockClear();
  vi.stubGlobal('fetch', fetchMock);
});
afterEach(() => vi.unstubAllGlobals());

describe('search results page', { timeout: 20_000 }, () => {
  it.each([['/search'], ['/search?query='], ['/search?query=%20%20']])('sends %s to the home page, replacing the entry', async (path) => {
    const router = await renderApp(path);
    expect(router.state.location.pathname).toBe('/');
    expect(router.history.length).toBe(1);
    expect(dealRequests().every((params) => !params.has('search'))).toBe(true);
  });

  it('asks for the first page of both tabs with the defaults: newest, active only, page 1', async () => {
    const router = await renderApp('/search?query=lego');
    expect(pageSearch(router)).toEqual({ query: 'lego', tab: undefined, sort: 'newest', only_active: true, show_muted: false, page: 1 });
    await waitFor(() => expect(new Set(dealRequests().map(String)).size).toBe(2));
    for (const params of dealRequests()) {
      expect(params.get('search')).toBe('lego');
      expect(params.get('sort_by')).toBe('newest');
      expect(params.get('only_active')).toBe('true');
      expect(params.get('page')).toBe('1');
    }
    expect(dealRequests().map((params) => params.get('only_best'))).toEqual(expect.arrayContaining(['true', null]));
    expect(await screen.findByRole('tab', { selected: true })).toHaveAccessibleName(/^(Best|Najlepsze)/);
  });

  it('reads an invalid tab as none chosen, and falls back to newest', async () => {
    const router = await renderApp('/search?query=lego&tab=favourites&sort=cheapest&page=0');
    expect(pageSearch(router)).toMatchObject({ tab: undefined, sort: 'newest', page: 1 });
    await waitFor(() => expect(lastDealRequest()?.get('sort_by')).toBe('newest'));
  });

  it('shows the count of every match and the list, titled with the query', async () => {
    tabs = { best: fakeTab(30), new: fakeTab(42) };
    await renderApp('/search?query=lego');
    expect(await screen.findByRole('heading', { level: 1, name: /42 wyniki dla „lego”/ })).toBeInTheDocument();
    expect(await screen.findAllByRole('article')).toHaveLength(3);
    expect(document.title).toContain('lego');
  });

  it('uses the singular for one result', async () => {
    tabs = { best: fakeTab(1), new: fakeTab(1) };
    await renderApp('/search?query=lego');
    expect(await screen.findByRole('heading', { level: 1, name: /^1 (result|wynik) (for|dla) .lego.$/ })).toBeInTheDocument();
  });

  it('shows the no-results message with tips instead of a list', async () => {
    tabs = { best: fakeTab(0), new: fakeTab(0) };
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
    await user.click(await screen.findByRole('tab', { name: /^(New|Nowe) \(42\)$/ }));
    await waitFor(() => expect(router.state.location.search).toMatchObject({ tab: 'new' }));
    await waitFor(() => expect(lastDealRequest()?.has('only_best')).toBe(false));
  });

  it('shows each tab with its count', async () => {
    tabs = { best: fakeTab(2), new: fakeTab(7) };
    await renderApp('/search?query=sluchawki');
    expect(await screen.findByRole('tab', { name: /^(Best|Najlepsze) \(2\)$/ })).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByRole('tab', { name: /^(New|Nowe) \(7\)$/ })).toHaveAttribute('aria-selected', 'false');
  });

  it('opens on New when Best has nothing and New has matches, without choosing a tab in the URL', async () => {
    tabs = { best: fakeTab(0), new: fakeTab(2, [5, 6]) };
    const router = await renderApp('/search?query=odkurzacz%20dyson');
    expect(await screen.findByRole('tab', { name: /^(New|Nowe) \(2\)$/, selected: true })).toBeInTheDocument();
    expect(await screen.findAllByRole('article')).toHaveLength(2);
    expect(screen.getByRole('heading', { level: 1 }).textContent).toMatch(/^2 (results|wyniki) (for|dla)/);
    expect(router.state.location.search).toEqual({ query: 'odkurzacz dyson' });
  });

  it("stays on a tab the user picked, even an empty Best, and lists New's matches under it", async () => {
    tabs = { best: fakeTab(0), new: fakeTab(2, [5, 6]) };
    await renderApp('/search?query=odkurzacz%20dyson&tab=best');
    expect(await screen.findByRole('tab', { name: /^(Best|Najlepsze) \(0\)$/, selected: true })).toBeInTheDocument();
    const more = await screen.findByRole('region', { name: i18n._(msg`More results in New`) });
    expect(within(more).getAllByRole('article')).toHaveLength(2);
  });

  it('keeps Best when the user clicks it after the page opened on New', async () => {
    tabs = { best: fakeTab(0), new: fakeTab(2, [5, 6]) };
    const user = userEvent.setup();
    const router = await renderApp('/search?query=dyson');
    await user.click(await screen.findByRole('tab', { name: /^(Best|Najlepsze) \(0\)$/ }));
    await waitFor(() => expect(router.state.location.href).toBe('/search?query=dyson&tab=best'));
    expect(await screen.findByRole('tab', { name: /^(Best|Najlepsze)/, selected: true })).toBeInTheDocument();
  });

  it('lists the other matches of New under a short Best list, without repeating the best ones', async () => {
    tabs = { best: fakeTab(2, [3, 5]), new: fakeTab(7, [1, 2, 3, 4, 5, 6, 7]) };
    await renderApp('/search?query=sluchawki');
    const more = await screen.findByRole('region', { name: /^(More results in New|Więcej wyników w Nowych)$/ });
    const titles = (root: HTMLElement) =>
      within(root)
        .getAllByRole('heading', { level: 3 })
        .map((h) => h.textContent);
    expect(titles(more)).toEqual(['Okazja numer 1', 'Okazja numer 2', 'Okazja numer 4', 'Okazja numer 6', 'Okazja numer 7']);
    const panel = screen.getByRole('tabpanel');
    // The best matches are titled right under the page's h1, the others under their section's h2: no level is skipped.
    const cardTitlesAt = (level: number) =>
      within(panel)
        .getAllByRole('article')
        .flatMap((card) => within(card).queryAllByRole('heading', { level }))
        .map((h) => h.textContent);
    expect([cardTitlesAt(2), cardTitlesAt(3)]).toEqual([['Okazja numer 3', 'Okazja numer 5'], titles(more)]);
    expect(within(panel).getAllByRole('article')).toHaveLength(7);
    expect(screen.getByRole('heading', { level: 1 }).textContent).toMatch(/^7 (results|wyników) (for|dla)/);
    // Every match is on the page, so there is no link to see more.
    expect(within(more).queryByRole('button', { name: /^(See all|Zobacz wszystkie)/ })).not.toBeInTheDocument();
  });

  it('links to the New tab when it has more matches than one page shows', async () => {
    tabs = { best: fakeTab(2, [1, 2]), new: fakeTab(40, [1, 2, 3, 4]) };
    const user = userEvent.setup();
    const router = await renderApp('/search?query=xbox');
    const more = await screen.findByRole('region', { name: i18n._(msg`More results in New`) });
    expect(within(more).getAllByRole('article')).toHaveLength(2);
    await user.click(within(more).getByRole('button', { name: /40/ }));
    await waitFor(() => expect(router.state.location.href).toBe('/search?query=xbox&tab=new'));
  });

  it('does not list New under a Best list longer than one page', async () => {
    tabs = { best: fakeTab(31, [1, 2]), new: fakeTab(80, [1, 2, 3, 4]) };
    await renderApp('/search?query=lego');
    expect(await screen.findAllByRole('article')).toHaveLength(2);
    expect(screen.queryByRole('region', { name: i18n._(msg`More results in New`) })).not.toBeInTheDocument();
  });

  it("folds a member's muted matches: says how many, shows them on request through the URL, and hides them again", async () => {
    tabs = { best: fakeTab(0, []), new: fakeTab(2) };
    mutedCount = 3;
    const user = userEvent.setup();
    const router = await renderApp('/search?query=telewizor&tab=new');
    const fold = await screen.findByText('3 okazje ukryte przez Twoje filtry');
    await user.click(within(fold.closest('p') ?? document.body).getByRole('button', { name: 'Pokaż' }));
    await waitFor(() => expect(router.state.location.search).toMatchObject({ show_muted: true }));
    await waitFor(() => expect(lastDealRequest()?.get('show_muted')).toBe('true'));
    expect(await screen.findByText('Pokazano 3 wyciszone okazje')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Ukryj je' }));
    await waitFor(() => expect(router.state.location.search).not.toHaveProperty('show_muted'));
    expect(await screen.findByText('3 okazje ukryte przez Twoje filtry')).toBeInTheDocument();
  });

  it('says nothing of a fold when nothing is muted', async () => {
    await renderApp('/search?query=lego');
    await screen.findByText('Okazja numer 1');
    expect(screen.queryByText(/ukryt.* przez Twoje filtry/)).not.toBeInTheDocument();
  });

  it('sorts by relevance from its chip', async () => {
    const user = userEvent.setup();
    const router = await renderApp('/search?query=lego');
    const chips = await screen.findByRole('group', { name: i18n._(msg`Filter and sort`) });
    await user.click(within(chips).getByRole('button', { name: i18n._(msg`Relevance`) }));
    await waitFor(() => expect(router.state.location.href).toBe('/search?query=lego&sort=relevance'));
    await waitFor(() => expect(lastDealRequest()?.get('sort_by')).toBe('relevance'));
  });
});
