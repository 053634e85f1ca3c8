import { flag, oneOf, pageNumber, searchSchema, type SearchOutput } from '@/lib/search-schema';
import { DEAL_PAGE_SIZE, DEAL_SORTS, SEARCH_MAX, type DealSort } from '@/shared/constants';

/** Result tabs in display order. */
export const SEARCH_TABS = ['best', 'new'] as const;
export type SearchTab = (typeof SEARCH_TABS)[number];

/** Newest is the default sort and the fallback for an invalid one. */
export const DEFAULT_SEARCH_SORT: DealSort = 'newest';

/**
 * The defaults a results URL leaves out, so `/search?query=x` is the canonical address of the first page. The tab has
 * none: without one the page opens on the tab that has results, and a tab the user picks stays in the URL.
 */
export const SEARCH_PARAM_DEFAULTS = { sort: DEFAULT_SEARCH_SORT, only_active: true, show_muted: false, page: 1 } as const;

/**
 * The router reads `?query=5` as the number 5 and `?query=true` as a boolean, so those become their text again;
 * anything else unusable is no query. Trimmed and cut to what the API accepts.
 */
export function normalizeQuery(value: unknown): string {
  const text = typeof value === 'string' || typeof value === 'number' || typeof value === 'boolean' ? String(value) : '';
  return text.trim().slice(0, SEARCH_MAX).trim();
}

/**
 * Search results params with their fallbacks: an invalid sort becomes newest; a missing or invalid tab is no choice,
 * so the page picks the tab itself (resolveSearchTab).
 */
export const SearchResultsSearchSchema = searchSchema({
  query: normalizeQuery,
  tab: oneOf(SEARCH_TABS, undefined),
  sort: oneOf(DEAL_SORTS, DEFAULT_SEARCH_SORT),
  only_active: flag(true),
  /** A signed-in member's matches that their mutes fold away are shown. */
  show_muted: flag(false),
  page: pageNumber(),
});
export type SearchResultsSearch = SearchOutput<typeof SearchResultsSearchSchema>;

/** The GET /api/deals/ parameters of one results page (the same shape the deals feature's list query takes). */
export interface SearchListParams {
  search: string;
  sort_by: DealSort;
  only_active: boolean;
  only_best?: true;
  show_muted?: true;
  page: number;
  per_page: number;
}

/**
 * One page of one tab: best = only deals that became popular; new = every deal. Both in the chosen sort, 30 per page.
 * Both tabs' first pages are what the page asks for to show their counts, so they are the same entries as the lists.
 */
export function searchListParams(
  { query, sort, only_active, show_muted }: SearchResultsSearch,
  tab: SearchTab,
  page: number,
): SearchListParams {
  return {
    search: query,
    sort_by: sort,
    only_active,
    ...(tab === 'best' ? { only_best: true as const } : {}),
    ...(show_muted ? { show_muted: true as const } : {}),
    page,
    per_page: DEAL_PAGE_SIZE,
  };
}
