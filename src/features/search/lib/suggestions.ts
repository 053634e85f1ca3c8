import { normalizeKeyword } from '@/shared/normalize';
import type { SearchSuggestions } from '@/shared/schemas/search';
import type { RecentSearch } from './recent-searches';
import type { SearchShortcut } from './most-searched';

/** One row of the suggestion list: a keyword to search, a shop or a category to open. */
export type Suggestion =
  | { kind: 'recent' | 'keyword'; id: string; label: string; keyword: string }
  | { kind: 'shop'; id: string; label: string; shopId: number }
  | { kind: 'category'; id: string; label: string; slug: string };

export interface NamedCategory {
  slug: string;
  label: string;
}

const RECENT_MAX = 3;
const KEYWORDS_MAX = 5;
const CATEGORIES_MAX = 3;

/** Whether `text` holds what was typed, ignoring case and Polish diacritics ('sluchawki' finds 'Słuchawki'). */
export function matchesTyped(text: string, typed: string): boolean {
  const needle = normalizeKeyword(typed);
  return needle !== '' && normalizeKeyword(text).includes(needle);
}

/**
 * The suggestions for the typed text, in the order they are listed: the user's own recent searches that hold it (kept
 * locally, so offline too), then keywords (the server's completions and the fixed most-searched ones), then shops and
 * categories. A keyword appears once, in its first place.
 */
export function buildSuggestions(
  typed: string,
  recent: readonly RecentSearch[],
  server: SearchSuggestions | undefined,
  shortcuts: readonly SearchShortcut[],
  categories: readonly NamedCategory[],
): Suggestion[] {
  if (normalizeKeyword(typed) === '') return [];
  const seen = new Set<string>();
  const fresh = (keyword: string) => {
    const key = normalizeKeyword(keyword);
    if (seen.has(key)) return false;
    seen.add(key);
    return true;
  };
  const recentRows: Suggestion[] = recent
    .filter((search) => matchesTyped(search.keyword, typed))
    .filter((search) => fresh(search.keyword))
    .slice(0, RECENT_MAX)
    .map((search) => ({
      kind: 'recent',
      id: `recent-${normalizeKeyword(search.keyword)}`,
      label: search.keyword,
      keyword: search.keyword,
    }));
  const keywords = [...(server?.keywords ?? []), ...shortcuts.filter((s) => matchesTyped(s.keyword, typed)).map((s) => s.keyword)];
  const keywordRows: Suggestion[] = keywords
    .filter(fresh)
    .slice(0, KEYWORDS_MAX)
    .map((keyword) => ({ kind: 'keyword', id: `keyword-${normalizeKeyword(keyword)}`, label: keyword, keyword }));
  const shopRows: Suggestion[] = (server?.shops ?? []).map((shop) => ({
    kind: 'shop',
    id: `shop-${shop.id}`,
    label: shop.name,
    shopId: shop.id,
  }));
  const categoryRows: Suggestion[] = categories
    .filter((category) => matchesTyped(category.label, typed))
    .slice(0, CATEGORIES_MAX)
    .map((category) => ({ kind: 'category', id: `category-${category.slug}`, label: category.label, slug: category.slug }));
  return [...recentRows, ...keywordRows, ...shopRows, ...categoryRows];
}

/** The next active row for an arrow key: down from none is the first, up from none the last; both wrap around. */
export function nextActive(current: number, count: number, key: 'ArrowDown' | 'ArrowUp'): number {
  if (count === 0) return -1;
  if (key === 'ArrowDown') return current < 0 || current >= count - 1 ? 0 : current + 1;
  return current <= 0 ? count - 1 : current - 1;
}
