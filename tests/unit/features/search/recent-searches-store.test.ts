import { i18n } from '../../render';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  RECENT_SEARCHES_STORAGE_KEY,
  forgetSearch,
  getRecentSearches,
  reloadRecentSearches,
  rememberSearch,
  subscribeRecentSearches,
  togglePinned,
} from '@/features/search/lib/recent-searches-store';

const stored = () => JSON.parse(localStorage.getItem(RECENT_SEARCHES_STORAGE_KEY) ?? 'null') as unknown;

beforeEach(() => reloadRecentSearches());
afterEach(() => vi.restoreAllMocks());

describe('recent searches in local storage', () => {
  it('stores what is searched, pinned and removed, and reads it back', () => {
    rememberSearch('lego', 1);
    rememberSearch('dyson', 2);
    togglePinned('lego');
    forgetSearch('dyson');
    rememberSearch('nike', 3);
    expect(stored()).toEqual([
      { keyword: 'lego', isPinned: true, timestamp: 1 },
      { keyword: 'nike', isPinned: false, timestamp: 3 },
    ]);
    reloadRecentSearches();
    expect(getRecentSearches()).toEqual({ error: null, searches: stored() });
  });

  it('answers the refusal when 5 are pinned and keeps the list as it was', () => {
    for (let i = 1; i <= 5; i += 1) {
      rememberSearch(`k${i}`, i);
      togglePinned(`k${i}`);
    }
    const before = stored();
    expect(rememberSearch('fresh', 6)).toEqual({ ok: false, reason: 'all-pinned' });
    expect(stored()).toEqual(before);
  });

  it('keeps a corrupt stored list as the load failure "Failed to load searches" with no list', () => {
    localStorage.setItem(RECENT_SEARCHES_STORAGE_KEY, '[{"keyword":');
    reloadRecentSearches();
    const state = getRecentSearches();
    expect(state.searches).toEqual([]);
    expect(state.error && i18n._(state.error)).toMatch(/Failed to load searches|Nie udało się wczytać wyszukiwań/);
    // Pinning or removing needs a list: nothing happens to the stored value.
    togglePinned('x');
    expect(localStorage.getItem(RECENT_SEARCHES_STORAGE_KEY)).toBe('[{"keyword":');
  });

  it('starts a new list over a corrupt one with the next search', () => {
    localStorage.setItem(RECENT_SEARCHES_STORAGE_KEY, 'not json');
    reloadRecentSearches();
    expect(rememberSearch('lego', 7)).toEqual({ ok: true });
    expect(getRecentSearches()).toEqual({ error: null, searches: [{ keyword: 'lego', isPinned: false, timestamp: 7 }] });
    expect(stored()).toEqual([{ keyword: 'lego', isPinned: false, timestamp: 7 }]);
  });

  it('treats blocked storage as the load failure, and keeps it while nothing can be written', () => {
    vi.spyOn(Storage.prototype, 'getItem').mockImplementation(() => {
      throw new DOMException('blocked', 'SecurityError');
    });
    vi.spyOn(Storage.prototype, 'setItem').mockImplementation(() => {
      throw new DOMException('blocked', 'SecurityError');
    });
    reloadRecentSearches();
    expect(getRecentSearches().error).not.toBeNull();
    expect(rememberSearch('lego', 1)).toEqual({ ok: true });
    expect(getRecentSearches().error).not.toBeNull();
  });

  it('follows changes made in another tab', () => {
    rememberSearch('lego', 1);
    localStorage.setItem(RECENT_SEARCHES_STORAGE_KEY, JSON.stringify([{ keyword: 'nike', isPinned: true, timestamp: 5 }]));
    const unsubscribe = subscribeRecentSearches(() => undefined);
    window.dispatchEvent(new StorageEvent('storage', { key: RECENT_SEARCHES_STORAGE_KEY }));
    expect(getRecentSearches().searches).toEqual([{ keyword: 'nike', isPinned: true, timestamp: 5 }]);
    unsubscribe();
  });
});
