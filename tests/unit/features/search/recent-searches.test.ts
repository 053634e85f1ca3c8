import { describe, expect, it } from 'vitest';
import {
  MAX_RECENT_SEARCHES,
  addRecentSearch,
  parseRecentSearches,
  removeRecentSearch,
  sortRecentSearches,
  togglePinnedSearch,
  type RecentSearch,
} from '@/features/search/lib/recent-searches';

const entry = (keyword: string, timestamp: number, isPinned = false): RecentSearch => ({ keyword, timestamp, isPinned });

function added(list: readonly RecentSearch[], keyword: string, now: number): RecentSearch[] {
  const result = addRecentSearch(list, keyword, now);
  if (!result.ok) throw new Error(`refused: ${result.reason}`);
  return result.searches;
}

const keywords = (list: readonly RecentSearch[]) => list.map((search) => search.keyword);

describe('recent searches', () => {
  it('keeps at most 5', () => {
    expect(MAX_RECENT_SEARCHES).toBe(5);
    let list: RecentSearch[] = [];
    for (let i = 1; i <= 7; i += 1) list = added(list, `k${i}`, i);
    expect(list).toHaveLength(5);
    expect(keywords(list)).toEqual(['k7', 'k6', 'k5', 'k4', 'k3']);
  });

  it('sorts pinned first, then newest first', () => {
    const list = sortRecentSearches([entry('old', 1), entry('pinned-old', 2, true), entry('new', 5), entry('pinned-new', 4, true)]);
    expect(keywords(list)).toEqual(['pinned-new', 'pinned-old', 'new', 'old']);
  });

  it('adds a new keyword trimmed, unpinned, at the front of the unpinned ones', () => {
    const list = added([entry('pinned', 1, true), entry('lego', 2)], '  iphone 15 ', 3);
    expect(list).toEqual([entry('pinned', 1, true), entry('iphone 15', 3), entry('lego', 2)]);
  });

  it('moves an existing keyword (any case, any spaces) to the front with the new timestamp instead of adding it twice', () => {
    const list = added([entry('lego', 3), entry('iPhone', 2), entry('dyson', 1)], ' IPHONE ', 10);
    expect(list).toEqual([entry('IPHONE', 10), entry('lego', 3), entry('dyson', 1)]);
  });

  it('keeps the pin of a keyword searched again', () => {
    const list = added([entry('lego', 3), entry('nike', 2, true)], 'nike', 10);
    expect(list).toEqual([entry('nike', 10, true), entry('lego', 3)]);
  });

  it('drops the oldest unpinned past 5, never a pinned one', () => {
    const full = [entry('p1', 1, true), entry('p2', 2, true), entry('u-old', 3), entry('u-mid', 4), entry('u-new', 5)];
    const list = added(full, 'fresh', 6);
    expect(keywords(list)).toEqual(['p2', 'p1', 'fresh', 'u-new', 'u-mid']);
  });

  it('drops the only unpinned one when 4 are pinned', () => {
    const full = [entry('p1', 1, true), entry('p2', 2, true), entry('p3', 3, true), entry('p4', 4, true), entry('u', 5)];
    expect(keywords(added(full, 'fresh', 6))).toEqual(['p4', 'p3', 'p2', 'p1', 'fresh']);
  });

  it('refuses a new keyword when 5 are pinned, but still refreshes a pinned one searched again', () => {
    const pinned = [1, 2, 3, 4, 5].map((i) => entry(`p${i}`, i, true));
    expect(addRecentSearch(pinned, 'fresh', 6)).toEqual({ ok: false, reason: 'all-pinned' });
    expect(keywords(added(pinned, 'p1', 6))).toEqual(['p1', 'p5', 'p4', 'p3', 'p2']);
  });

  it('refuses an empty or blank keyword', () => {
    expect(addRecentSearch([], '   ', 1)).toEqual({ ok: false, reason: 'empty' });
  });

  it('pins and unpins, re-sorting the list', () => {
    const list = [entry('new', 3), entry('old', 1)];
    const pinned = togglePinnedSearch(list, 'OLD');
    expect(pinned).toEqual([entry('old', 1, true), entry('new', 3)]);
    expect(togglePinnedSearch(pinned, 'old')).toEqual(list);
  });

  it('removes a keyword', () => {
    expect(removeRecentSearch([entry('a', 2), entry('b', 1)], 'A')).toEqual([entry('b', 1)]);
  });

  describe('reading the stored list', () => {
    it('is empty when nothing is stored', () => {
      expect(parseRecentSearches(null)).toEqual({ ok: true, searches: [] });
    });

    it('reads a stored list in order', () => {
      const stored = JSON.stringify([entry('a', 1), entry('b', 2, true)]);
      expect(parseRecentSearches(stored)).toEqual({ ok: true, searches: [entry('b', 2, true), entry('a', 1)] });
    });

    it.each([
      ['text that is not JSON', '{oops'],
      ['another shape', JSON.stringify({ keyword: 'a' })],
      ['an entry without its fields', JSON.stringify([{ keyword: 'a' }])],
      ['a blank keyword', JSON.stringify([entry(' ', 1)])],
    ])('fails on %s', (_, stored) => {
      expect(parseRecentSearches(stored)).toEqual({ ok: false });
    });

    it('brings a hand-edited list back within the rules (duplicates, more than 5)', () => {
      const stored = JSON.stringify([entry('a', 1), entry('A', 9), ...[2, 3, 4, 5, 6].map((i) => entry(`k${i}`, i))]);
      const parsed = parseRecentSearches(stored);
      expect(parsed.ok && keywords(parsed.searches)).toEqual(['A', 'k6', 'k5', 'k4', 'k3']);
    });
  });
});
