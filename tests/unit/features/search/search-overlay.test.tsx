import { msg } from '@lingui/core/macro';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { RECENT_SEARCHES_STORAGE_KEY, reloadRecentSearches } from '@/features/search/lib/recent-searches-store';
import { hideAlert } from '@/lib/alerts';
import { renderApp } from '../../app/render-app';
import { i18n } from '../../render';

const SEARCH = i18n._(msg`Search`);
const CLEAR = i18n._(msg`Clear`);
const LAST_SEARCHES = i18n._(msg`Last searches`);
const MOST_SEARCHED = i18n._(msg`Most searched`);
const pinLabel = (keyword: string) => i18n._(msg`Pin ${keyword}`);
const removeLabel = (keyword: string) => i18n._(msg`Remove ${keyword}`);

const emptyList = () => Response.json({ data: [], metadata: { pages_count: 0, count: 0 } });

function storeSearches(entries: { keyword: string; isPinned?: boolean }[]) {
  const now = Date.now();
  const stored = entries.map(({ keyword, isPinned = false }, index) => ({ keyword, isPinned, timestamp: now - index }));
  localStorage.setItem(RECENT_SEARCHES_STORAGE_KEY, JSON.stringify(stored));
  reloadRecentSearches();
}

async function openOverlay(path = '/faq') {
  const user = userEvent.setup();
  const router = await renderApp(path);
  const button = screen.getByRole('searchbox', { name: 'Szukaj okazji' });
  await user.click(button);
  // The overlay's code loads with its first use.
  const dialog = await screen.findByRole('dialog', { name: SEARCH });
  const input = within(dialog).getByRole('combobox', { name: SEARCH });
  return { user, router, button, dialog, input };
}

beforeEach(() => {
  vi.stubGlobal(
    'fetch',
    vi.fn(async () => emptyList()),
  );
  reloadRecentSearches();
});

afterEach(() => {
  vi.unstubAllGlobals();
  act(() => hideAlert());
});

// The first render of the whole app (every route's module) is slow on a busy machine.
describe('search overlay', { timeout: 20_000 }, () => {
  it('opens from the top bar with the input focused and the Szukaj placeholder', async () => {
    const { input } = await openOverlay();
    expect(screen.getByRole('dialog')).toBeInTheDocument();
    await waitFor(() => expect(input).toHaveFocus());
    expect(input).toHaveAttribute('placeholder', 'Szukaj');
    expect(input).toHaveValue('');
  });

  it('is prefilled with the current query, and the clear button empties it and disappears', async () => {
    const { user, dialog, input } = await openOverlay('/search?query=lod%C3%B3wka');
    expect(input).toHaveValue('lodówka');
    await user.click(within(dialog).getByRole('button', { name: CLEAR }));
    expect(input).toHaveValue('');
    expect(input).toHaveFocus();
    expect(within(dialog).queryByRole('button', { name: CLEAR })).not.toBeInTheDocument();
    await user.type(input, 'x');
    expect(within(dialog).getByRole('button', { name: CLEAR })).toBeInTheDocument();
  });

  it('goes to /search with the trimmed query and closes, saving the search', async () => {
    const { user, router, input } = await openOverlay();
    await user.type(input, '  PlayStation 5 {Enter}');
    await waitFor(() => expect(router.state.location.pathname).toBe('/search'));
    expect(router.state.location.search).toMatchObject({ query: 'PlayStation 5' });
    expect(router.state.location.href).toContain('query=PlayStation+5');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(JSON.parse(localStorage.getItem(RECENT_SEARCHES_STORAGE_KEY) ?? '[]')).toMatchObject([
      { keyword: 'PlayStation 5', isPinned: false },
    ]);
  });

  it('ignores an empty or blank submit', async () => {
    const { user, router, dialog, input } = await openOverlay();
    await user.click(within(dialog).getByRole('button', { name: SEARCH }));
    await user.type(input, '   {Enter}');
    expect(screen.getByRole('dialog')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/faq');
    expect(localStorage.getItem(RECENT_SEARCHES_STORAGE_KEY)).toBeNull();
  });

  it('closes on Escape and gives focus back to the header search field', async () => {
    const { user, button } = await openOverlay();
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(button).toHaveFocus();
  });

  it('closes on a backdrop click, but not on a click inside', async () => {
    const { user, dialog, button } = await openOverlay();
    await user.click(within(dialog).getByRole('heading', { name: MOST_SEARCHED }));
    expect(screen.getByRole('dialog')).toBeInTheDocument();
    await user.click(screen.getByTestId('search-backdrop'));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(button).toHaveFocus();
  });

  it('keeps Tab inside while open', async () => {
    const { user, dialog, input } = await openOverlay();
    const buttons = within(dialog).getAllByRole('button');
    const last = buttons[buttons.length - 1] as HTMLElement;
    last.focus();
    await user.tab();
    expect(input).toHaveFocus();
    await user.tab({ shift: true });
    expect(last).toHaveFocus();
  });

  it('offers 8 most searched shortcuts with pictures, each searching its keyword', async () => {
    const { user, router, dialog } = await openOverlay();
    const section = within(dialog).getByRole('region', { name: MOST_SEARCHED });
    const shortcuts = within(section).getAllByRole('button');
    expect(shortcuts).toHaveLength(8);
    for (const shortcut of shortcuts) expect(shortcut.querySelector('img')?.getAttribute('src')).toMatch(/^\/search\/.+\.svg$/);
    await user.click(within(section).getByRole('button', { name: 'LEGO' }));
    await waitFor(() => expect(router.state.location.search).toMatchObject({ query: 'LEGO' }));
  });

  describe('last searches', () => {
    it('is not shown when there are none', async () => {
      const { dialog } = await openOverlay();
      expect(within(dialog).queryByRole('region', { name: LAST_SEARCHES })).not.toBeInTheDocument();
    });

    it('lists them pinned first, pins and unpins, removes, and searches a clicked keyword', async () => {
      storeSearches([{ keyword: 'dyson' }, { keyword: 'lego' }, { keyword: 'nike', isPinned: true }]);
      const { user, router, dialog } = await openOverlay();
      const region = within(dialog).getByRole('region', { name: LAST_SEARCHES });
      const items = () =>
        within(region)
          .getAllByRole('listitem')
          .map((item) => item.textContent);
      expect(items()).toEqual(['nike', 'dyson', 'lego']);
      expect(within(region).getByRole('button', { name: pinLabel('nike') })).toHaveAttribute('aria-pressed', 'true');

      await user.click(within(region).getByRole('button', { name: pinLabel('lego') }));
      expect(within(region).getByRole('button', { name: pinLabel('lego') })).toHaveAttribute('aria-pressed', 'true');
      // Pinned ones are newest first too: lego was searched after nike.
      expect(items()).toEqual(['lego', 'nike', 'dyson']);
      await user.click(within(region).getByRole('button', { name: pinLabel('nike') }));
      expect(within(region).getByRole('button', { name: pinLabel('nike') })).toHaveAttribute('aria-pressed', 'false');
      expect(items()).toEqual(['lego', 'dyson', 'nike']);

      await user.click(within(region).getByRole('button', { name: removeLabel('dyson') }));
      expect(items()).toEqual(['lego', 'nike']);

      await user.click(within(region).getByRole('button', { name: 'nike' }));
      await waitFor(() => expect(router.state.location.search).toMatchObject({ query: 'nike' }));
      expect(JSON.parse(localStorage.getItem(RECENT_SEARCHES_STORAGE_KEY) ?? '[]')).toMatchObject([
        { keyword: 'lego', isPinned: true },
        { keyword: 'nike', isPinned: false },
      ]);
    });

    it('keeps the focus in the overlay after removing a search, so Escape still closes it', async () => {
      storeSearches([{ keyword: 'dyson' }, { keyword: 'lego' }]);
      const { user, dialog, input, button } = await openOverlay();
      const region = within(dialog).getByRole('region', { name: LAST_SEARCHES });
      await user.click(within(region).getByRole('button', { name: removeLabel('dyson') }));
      expect(within(region).getByRole('button', { name: removeLabel('lego') })).toHaveFocus();
      await user.click(within(region).getByRole('button', { name: removeLabel('lego') }));
      expect(input).toHaveFocus();
      await user.keyboard('{Escape}');
      expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
      expect(button).toHaveFocus();
    });

    it('says it cannot keep a new search when 5 are pinned, and still searches', async () => {
      storeSearches(['a', 'b', 'c', 'd', 'e'].map((keyword) => ({ keyword, isPinned: true })));
      const { user, router, input } = await openOverlay();
      await user.type(input, 'fresh{Enter}');
      await waitFor(() => expect(router.state.location.search).toMatchObject({ query: 'fresh' }));
      expect(await screen.findByText(/Przypiętych jest już 5 wyszukiwań/)).toBeInTheDocument();
      expect(JSON.parse(localStorage.getItem(RECENT_SEARCHES_STORAGE_KEY) ?? '[]').map((s: { keyword: string }) => s.keyword)).toEqual([
        'a',
        'b',
        'c',
        'd',
        'e',
      ]);
    });

    it('is hidden after a load failure, which shows "Failed to load searches"', async () => {
      localStorage.setItem(RECENT_SEARCHES_STORAGE_KEY, '{broken');
      reloadRecentSearches();
      const { dialog } = await openOverlay();
      expect(within(dialog).queryByRole('region', { name: LAST_SEARCHES })).not.toBeInTheDocument();
      expect(within(dialog).getByText(i18n._(msg`Failed to load searches`))).toBeInTheDocument();
    });
  });
});
