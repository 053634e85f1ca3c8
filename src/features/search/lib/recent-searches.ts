import * as v from 'valibot';

/** At most 5 recent searches are kept. */
export const MAX_RECENT_SEARCHES = 5;

/** A recent search: keyword, isPinned, timestamp (in ms since the epoch). */
export interface RecentSearch {
  keyword: string;
  isPinned: boolean;
  timestamp: number;
}

/** Why a keyword was not added: nothing to add, or all 5 places are pinned (then a new keyword is refused). */
export type AddRefusal = 'empty' | 'all-pinned';

export type AddRecentSearchResult = { ok: true; searches: RecentSearch[] } | { ok: false; reason: AddRefusal };

/** Keywords are one entry whatever their case or surrounding spaces ('iPhone ' is 'iphone'). */
export function sameKeyword(a: string, b: string): boolean {
  return a.trim().toLocaleLowerCase('pl') === b.trim().toLocaleLowerCase('pl');
}

/** Pinned first, then newest first. */
export function sortRecentSearches(searches: readonly RecentSearch[]): RecentSearch[] {
  return [...searches].sort((a, b) => Number(b.isPinned) - Number(a.isPinned) || b.timestamp - a.timestamp);
}

/**
 * Adds a searched keyword: an existing one moves to the front with the new timestamp and keeps its pin; a new
 * one is refused when every place is pinned, and otherwise pushes out the oldest unpinned entry past the limit.
 */
export function addRecentSearch(searches: readonly RecentSearch[], keyword: string, now: number): AddRecentSearchResult {
  const trimmed = keyword.trim();
  if (trimmed === '') return { ok: false, reason: 'empty' };
  const existing = searches.find((search) => sameKeyword(search.keyword, trimmed));
  if (existing) {
    const others = searches.filter((search) => search !== existing);
    return { ok: true, searches: sortRecentSearches([...others, { ...existing, keyword: trimmed, timestamp: now }]) };
  }
  if (searches.filter((search) => search.isPinned).length >= MAX_RECENT_SEARCHES) return { ok: false, reason: 'all-pinned' };
  const added = sortRecentSearches([...searches, { keyword: trimmed, isPinned: false, timestamp: now }]);
  while (added.length > MAX_RECENT_SEARCHES) {
    const oldestUnpinned = added.findLastIndex((search) => !search.isPinned);
    added.splice(oldestUnpinned, 1);
  }
  return { ok: true, searches: added };
}

export function togglePinnedSearch(searches: readonly RecentSearch[], keyword: string): RecentSearch[] {
  return sortRecentSearches(
    searches.map((search) => (sameKeyword(search.keyword, keyword) ? { ...search, isPinned: !search.isPinned } : search)),
  );
}

export function removeRecentSearch(searches: readonly RecentSearch[], keyword: string): RecentSearch[] {
  return searches.filter((search) => !sameKeyword(search.keyword, keyword));
}

const StoredSearchesSchema = v.array(
  v.object({
    keyword: v.pipe(v.string(), v.trim(), v.nonEmpty()),
    isPinned: v.boolean(),
    timestamp: v.pipe(v.number(), v.finite()),
  }),
);

export type ParsedRecentSearches = { ok: true; searches: RecentSearch[] } | { ok: false };

/**
 * Reads the stored list: nothing stored is an empty list; text that is not the stored shape is a load failure.
 * A list edited by hand (duplicates, too many) is brought back within the rules rather than refused.
 */
export function parseRecentSearches(stored: string | null): ParsedRecentSearches {
  if (stored === null) return { ok: true, searches: [] };
  let json: unknown;
  try {
    json = JSON.parse(stored);
  } catch {
    return { ok: false };
  }
  const parsed = v.safeParse(StoredSearchesSchema, json);
  if (!parsed.success) return { ok: false };
  const unique = sortRecentSearches(parsed.output).filter(
    (search, index, all) => all.findIndex((other) => sameKeyword(other.keyword, search.keyword)) === index,
  );
  return { ok: true, searches: unique.slice(0, MAX_RECENT_SEARCHES) };
}
