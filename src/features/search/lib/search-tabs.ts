import type { SearchTab } from './search-params';

/** What is known of one tab's total: its count, still loading, or failed (offline with nothing held). */
export type TabCount = number | 'loading' | 'failed';

export interface ResolvedTab {
  /** The tab shown: the one the user picked, or the one that has results. */
  tab: SearchTab;
  /** No tab was picked and the counts that decide it are still on their way: show the list as loading. */
  deciding: boolean;
}

/**
 * Which tab a results page shows: a tab picked by the user stays; otherwise Best, unless Best has nothing
 * while New has matches, so a search never opens on 'no results' when deals match it.
 */
export function resolveSearchTab(picked: SearchTab | undefined, best: TabCount, all: TabCount): ResolvedTab {
  if (picked) return { tab: picked, deciding: false };
  if (typeof best === 'number' && best > 0) return { tab: 'best', deciding: false };
  if (best === 'loading' || all === 'loading') return { tab: 'best', deciding: true };
  return { tab: typeof all === 'number' && all > 0 ? 'new' : 'best', deciding: false };
}

/**
 * The matches of New to list under a short Best list: only when every best deal is on the one page shown,
 * and without the deals that page already shows.
 */
export function moreInNew<T extends { id: number }>(
  bestShown: readonly T[],
  bestCount: number,
  perPage: number,
  newFirstPage: readonly T[],
): T[] {
  if (bestCount > perPage) return [];
  const shown = new Set(bestShown.map((deal) => deal.id));
  return newFirstPage.filter((deal) => !shown.has(deal.id));
}

/** What a list query says of its tab's total; a previous query's answer shown while this one loads says nothing. */
export function tabCount(query: {
  data: { metadata: { count: number } } | undefined;
  isPlaceholderData: boolean;
  isError: boolean;
}): TabCount {
  if (query.data && !query.isPlaceholderData) return query.data.metadata.count;
  return query.isError ? 'failed' : 'loading';
}
