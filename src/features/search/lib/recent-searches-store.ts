import { msg } from '@lingui/core/macro';
import type { MessageDescriptor } from '@lingui/core';
import { createExternalStore, useExternalStore } from '@/lib/external-store';
import {
  addRecentSearch,
  parseRecentSearches,
  removeRecentSearch,
  togglePinnedSearch,
  type AddRefusal,
  type RecentSearch,
} from './recent-searches';

export const RECENT_SEARCHES_STORAGE_KEY = 'recent-searches';

/** A list that cannot be loaded is stored as this failure, and the recent list is hidden. */
export const RECENT_SEARCHES_LOAD_ERROR: MessageDescriptor = msg`Failed to load searches`;

export interface RecentSearchesState {
  searches: readonly RecentSearch[];
  /** Set when the stored list could not be read (corrupt or blocked storage); the list is then not shown. */
  error: MessageDescriptor | null;
}

let state: RecentSearchesState | null = null;

/** Unlike lib/storage, a blocked storage must surface here: it becomes the load-failure state. */
function load(): RecentSearchesState {
  try {
    const parsed = parseRecentSearches(window.localStorage.getItem(RECENT_SEARCHES_STORAGE_KEY));
    return parsed.ok ? { searches: parsed.searches, error: null } : { searches: [], error: RECENT_SEARCHES_LOAD_ERROR };
  } catch {
    return { searches: [], error: RECENT_SEARCHES_LOAD_ERROR };
  }
}

function save(searches: RecentSearch[]): boolean {
  try {
    window.localStorage.setItem(RECENT_SEARCHES_STORAGE_KEY, JSON.stringify(searches));
    return true;
  } catch {
    return false;
  }
}

function set(next: RecentSearchesState): void {
  state = next;
  store.notify();
}

export function getRecentSearches(): RecentSearchesState {
  state ??= load();
  return state;
}

/** Reads the stored list again: another tab changed it, or (tests) the storage was replaced. */
export function reloadRecentSearches(): void {
  set(load());
}

function onStorage(event: StorageEvent): void {
  if (event.key === RECENT_SEARCHES_STORAGE_KEY || event.key === null) reloadRecentSearches();
}

const store = createExternalStore(getRecentSearches, {
  watch: () => {
    window.addEventListener('storage', onStorage);
    return () => window.removeEventListener('storage', onStorage);
  },
});

export const subscribeRecentSearches = store.subscribe;

export type RememberSearchResult = { ok: true } | { ok: false; reason: AddRefusal };

/**
 * Records a searched keyword. After a load failure the list starts again from this keyword when it can be written
 * (the unreadable value is replaced); while the storage stays blocked the failure state is kept.
 */
export function rememberSearch(keyword: string, now: number = Date.now()): RememberSearchResult {
  const current = getRecentSearches();
  const result = addRecentSearch(current.error ? [] : current.searches, keyword, now);
  if (!result.ok) return result;
  const written = save(result.searches);
  if (current.error && !written) return { ok: true };
  set({ searches: result.searches, error: null });
  return { ok: true };
}

function update(change: (searches: readonly RecentSearch[]) => RecentSearch[]): void {
  const current = getRecentSearches();
  if (current.error) return;
  const searches = change(current.searches);
  save(searches);
  set({ searches, error: null });
}

export function togglePinned(keyword: string): void {
  update((searches) => togglePinnedSearch(searches, keyword));
}

export function forgetSearch(keyword: string): void {
  update((searches) => removeRecentSearch(searches, keyword));
}

/** The recent searches and their load state, shared by every component and kept in step with other tabs. */
export function useRecentSearches(): RecentSearchesState {
  return useExternalStore(store);
}
