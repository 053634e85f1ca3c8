import { msg } from '@lingui/core/macro';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { RECENT_SEARCHES_STORAGE_KEY, reloadRecentSearches } from '@/features/search/lib/recent-searches-store';
import { buildSuggestions, nextActive } from '@/features/search/lib/suggestions';
import { renderApp } from '../../app/render-app';
import { i18n } from '../../render';

const SEARCH = i18n._(msg`Search`);

const suggestionsFor = vi.fn((q: string) => ({
  keywords: q.startsWith('slu') ? ['słuchawki', 'słuchawka'] : [],
  shops: q.startsWith('slu') ? [{ id: 7, name: 'Świat Słuchawek', logo_url: null, deals_count: 3 }] : [],
}));

const fetchMock = vi.fn(async (input: RequestInfo | URL) => {
  const url = new URL(String(input), 'http://localhost');
  if (url.pathname === '/api/search/suggestions') return Response.json(suggestionsFor(url.searchParams.get('q') ?? ''));
  return Response.json({ data: [], metadata: { pages_count: 0, count: 0 } });
});

const suggestionRequests = () =>
  fetchMock.mock.calls
    .map(([input]) => new URL(String(input), 'http://localhost'))
    .filter((url) => url.pathname === '/api/search/suggestions');

async function openOverlay() {
  const user = userEvent.setup();
  const router = await renderApp('/faq');
  await user.click(screen.getByRole('searchbox', { name: 'Szukaj okazji' }));
  const dialog = await screen.findByRole('dialog', { name: SEARCH });
  const input = within(dialog).getByRole('combobox', { name: SEARCH });
  return { user, router, dialog, input };
}

beforeEach(() => {
  fetchMock.mockClear();
  vi.stubGlobal('fetch', fetchMock);
  const now = Date.now();
  localStorage.setItem(
    RECENT_SEARCHES_STORAGE_KEY,
    JSON.stringify([
      { keyword: 'Słuchawki JBL', isPinned: false, timestamp: now },
      { keyword: 'lego', isPinned: false, timestamp: now - 1 },
    ]),
  );
  reloadRecentSearches();
});
afterEach(() => vi.unstubAllGlobals());

describe('search suggestions', { timeout: 20_000 }, () => {
  it('lists recent searches, keywords, shops and categories for the typed text, diacritics ignored', async () => {
    const { user, input } = await openOverlay();
    expect(input).toHaveAttribute('aria-expanded', 'false');
    await user.type(input, 'sluchawki');
    const listbox = await screen.findByRole('listbox');
    expect(input).toHaveAttribute('aria-expanded', 'true');
    expect(input).toHaveAttribute('aria-controls', listbox.id);
    await waitFor(() =>
      expect(
        within(listbox)
          .getAllByRole('option')
          .map((o) => o.textContent),
      ).toContain('słuchawki'),
    );
    const options = within(listbox)
      .getAllByRole('option')
      .map((o) => o.textContent);
    // The recent one first (local), then the server's keywords and shop.
    expect(options[0]).toBe('Słuchawki JBL');
    expect(options).toEqual(expect.arrayContaining(['słuchawki', 'słuchawka', expect.stringMatching(/^Świat Słuchawek/)]));
  });

  it('asks the server once per pause in typing, not per key', async () => {
    const { user, input } = await openOverlay();
    await user.type(input, 'sluch');
    await screen.findByRole('listbox');
    await waitFor(() => expect(suggestionRequests()).toHaveLength(1));
    expect(suggestionRequests()[0]?.searchParams.get('q')).toBe('sluch');
  });

  it('moves through the rows with the arrow keys and searches the active one with Enter', async () => {
    const { user, router, input } = await openOverlay();
    await user.type(input, 'sluch');
    const listbox = await screen.findByRole('listbox');
    await waitFor(() => expect(within(listbox).getAllByRole('option').length).toBeGreaterThanOrEqual(3));
    await user.keyboard('{ArrowDown}');
    const options = within(listbox).getAllByRole('option');
    expect(input).toHaveAttribute('aria-activedescendant', options[0]?.id);
    expect(options[0]).toHaveAttribute('aria-selected', 'true');
    await user.keyboard('{ArrowDown}');
    expect(input).toHaveAttribute('aria-activedescendant', options[1]?.id);
    await user.keyboard('{ArrowUp}{ArrowUp}');
    // Up from the first row wraps to the last.
    expect(input).toHaveAttribute('aria-activedescendant', options.at(-1)?.id);
    await user.keyboard('{ArrowDown}{ArrowDown}{Enter}');
    await waitFor(() => expect(router.state.location.pathname).toBe('/search'));
    expect(router.state.location.search).toMatchObject({ query: 'słuchawki' });
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('opens a shop from its row', async () => {
    const { user, router, input } = await openOverlay();
    await user.type(input, 'sluch');
    const listbox = await screen.findByRole('listbox');
    await user.click(await within(listbox).findByRole('option', { name: /Świat Słuchawek/ }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/shops/7'));
  });

  it('closes the list on Escape, and the overlay on a second Escape', async () => {
    const { user, input } = await openOverlay();
    await user.type(input, 'lego');
    await screen.findByRole('listbox');
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('listbox')).not.toBeInTheDocument();
    expect(input).toHaveAttribute('aria-expanded', 'false');
    expect(screen.getByRole('dialog')).toBeInTheDocument();
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('submits the typed text with Enter when no row is active', async () => {
    const { user, router, input } = await openOverlay();
    await user.type(input, 'sluch{Enter}');
    await waitFor(() => expect(router.state.location.search).toMatchObject({ query: 'sluch' }));
  });

  it('still suggests recent searches and categories when the server cannot answer (offline)', async () => {
    fetchMock.mockImplementation(async (input: RequestInfo | URL) => {
      if (new URL(String(input), 'http://localhost').pathname === '/api/search/suggestions') throw new TypeError('Failed to fetch');
      return Response.json({ data: [], metadata: { pages_count: 0, count: 0 } });
    });
    const { user, input } = await openOverlay();
    await user.type(input, 'elektro');
    const listbox = await screen.findByRole('listbox');
    expect(within(listbox).getByRole('option', { name: /Elektronika|Electronics/ })).toBeInTheDocument();
  });
});

describe('buildSuggestions', () => {
  const recent = [{ keyword: 'Dyson V15', isPinned: false, timestamp: 1 }];
  it('lists each keyword once, recent first, and matches the fixed most-searched ones without diacritics', () => {
    const rows = buildSuggestions('dys', recent, { keywords: ['dyson v15', 'dyson'], shops: [] }, [{ keyword: 'Dyson', image: '' }], []);
    expect(rows.map((row) => [row.kind, row.label])).toEqual([
      ['recent', 'Dyson V15'],
      ['keyword', 'dyson'],
    ]);
  });

  it('suggests nothing for blank text', () => {
    expect(buildSuggestions('  ', recent, undefined, [], [{ slug: 'home', label: 'Dom' }])).toEqual([]);
  });

  it('wraps the arrow keys around the rows', () => {
    expect(nextActive(-1, 3, 'ArrowDown')).toBe(0);
    expect(nextActive(2, 3, 'ArrowDown')).toBe(0);
    expect(nextActive(-1, 3, 'ArrowUp')).toBe(2);
    expect(nextActive(0, 3, 'ArrowUp')).toBe(2);
    expect(nextActive(-1, 0, 'ArrowDown')).toBe(-1);
  });
});
