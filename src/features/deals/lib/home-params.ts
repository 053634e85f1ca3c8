import { oneOf, pageNumber, searchSchema } from '@/lib/search-schema';
import { isKnownCategory } from '@/shared/categories';
import { DEAL_PAGE_SIZE } from '@/shared/constants';
import type { DealListParams } from '../api/get-deals';
import type { FavouritesParams } from '../api/get-favourites';

/** Home tabs in display order; the first is the fallback for an invalid `tab`. */
export const HOME_TABS = ['best', 'hot', 'new', 'favourites'] as const;
export type HomeTab = (typeof HOME_TABS)[number];

/** Favourites is a signed-in tab; for a guest it is not shown and the param falls back to the first tab. */
export function homeTabFor(tab: HomeTab, signedIn: boolean): HomeTab {
  return tab === 'favourites' && !signedIn ? HOME_TABS[0] : tab;
}

/** The tabs shown to this visitor, in order. */
export function visibleHomeTabs(signedIn: boolean): readonly HomeTab[] {
  return HOME_TABS.filter((tab) => homeTabFor(tab, signedIn) === tab);
}

/** Splits the comma-separated `categories` search param, keeping only categories the API knows. */
export function parseCategories(value: string | undefined): string[] {
  if (!value) return [];
  const known = value
    .split(',')
    .map((s) => s.trim())
    .filter(isKnownCategory);
  return [...new Set(known)];
}

/** Adds or removes one category, answering the param value (undefined when none is left, so the URL stays clean). */
export function toggleCategory(value: string | undefined, category: string): string | undefined {
  const current = parseCategories(value);
  const next = current.includes(category) ? current.filter((c) => c !== category) : [...current, category];
  return next.length > 0 ? next.join(',') : undefined;
}

/** What the favourites tab asks GET /api/deals/favourites for: known categories only, 30 per page. */
export function favouritesListParams(categories: string | undefined, page: number): FavouritesParams {
  const selected = parseCategories(categories);
  return { page, per_page: DEAL_PAGE_SIZE, ...(selected.length > 0 ? { categories: selected } : {}) };
}

const TAB_LIST_QUERY = {
  best: { only_best: true },
  hot: { sort_by: 'hot' },
  new: { sort_by: 'newest' },
} as const satisfies Record<Exclude<HomeTab, 'favourites'>, Partial<DealListParams>>;

/** What the home list asks the API for: best = only_best, hot = by hot rank, new = newest first; 30 per page. */
export function homeListParams(tab: Exclude<HomeTab, 'favourites'>, categories: string | undefined, page: number): DealListParams {
  const selected = parseCategories(categories);
  return {
    page,
    per_page: DEAL_PAGE_SIZE,
    ...TAB_LIST_QUERY[tab],
    ...(selected.length > 0 ? { categories: selected } : {}),
  };
}

/**
 * Fallbacks for the home search params: an invalid tab becomes the first, unknown categories drop out, a bad page is 1.
 */
export const HomeSearchSchema = searchSchema({
  tab: oneOf(HOME_TABS, HOME_TABS[0]),
  categories: (value) => (typeof value === 'string' ? parseCategories(value).join(',') || undefined : undefined),
  page: pageNumber(),
});
