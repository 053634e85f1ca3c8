import * as v from 'valibot';
import { isKnownCategory } from '@/shared/categories';
import { DEAL_PAGE_SIZE } from '@/shared/constants';
import type { DealListParams } from '../api/get-deals';

/** Home tabs in display order; the first is the fallback for an invalid `tab` (§4). Favourites arrive with accounts. */
export const HOME_TABS = ['best', 'new'] as const;
export type HomeTab = (typeof HOME_TABS)[number];

/** Splits the comma-separated `categories` search param, keeping only categories the API knows (§2 Home). */
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

/** What the home list asks the API for: best = only_best, new = newest first; 30 per page. */
export function homeListParams(tab: HomeTab, categories: string | undefined, page: number): DealListParams {
  const selected = parseCategories(categories);
  return {
    page,
    per_page: DEAL_PAGE_SIZE,
    ...(tab === 'best' ? { only_best: true } : { sort_by: 'newest' as const }),
    ...(selected.length > 0 ? { categories: selected } : {}),
  };
}

/** §4 fallbacks for the home search params: an invalid tab becomes the first, unknown categories drop out, a bad page is 1. */
export const HomeSearchSchema = v.object({
  tab: v.fallback(v.optional(v.picklist(HOME_TABS), HOME_TABS[0]), HOME_TABS[0]),
  categories: v.fallback(
    v.optional(
      v.pipe(
        v.string(),
        v.transform((value) => parseCategories(value).join(',') || undefined),
      ),
    ),
    undefined,
  ),
  page: v.fallback(v.optional(v.pipe(v.number(), v.integer(), v.minValue(1)), 1), 1),
});
