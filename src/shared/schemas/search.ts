import * as v from 'valibot';
import { SEARCH_MAX } from '../constants';
import { PaginationQuery } from './common';

/** Suggestions are asked for while typing: a few of each kind fit under the search box. */
export const SUGGESTED_KEYWORDS_MAX = 5;
export const SUGGESTED_SHOPS_MAX = 4;

/** GET /api/search/suggestions: what has been typed so far, trimmed; blank asks for nothing and is refused. */
export const SearchSuggestionsQuerySchema = v.object({
  q: v.pipe(
    v.string('q is required'),
    v.trim(),
    v.nonEmpty('q must not be blank'),
    v.maxLength(SEARCH_MAX, `q must be at most ${SEARCH_MAX} characters`),
    // PostgreSQL cannot compare text holding U+0000: refused here rather than failing in the query.
    v.check((q) => !q.includes('\u0000'), 'q must not contain NUL characters'),
  ),
  market_id: PaginationQuery.market_id,
});
export type SearchSuggestionsQuery = v.InferOutput<typeof SearchSuggestionsQuerySchema>;

export interface SuggestedShop {
  id: number;
  name: string;
  logo_url: string | null;
  /** Active deals of the shop in the market. */
  deals_count: number;
}

export interface SearchSuggestions {
  /**
   * Searches that find current deals: what was typed with its last word completed from the words of current deal
   * titles, the words most deals share first ('sluch' → 'słuchawki', 'odkurzacz dy' → 'odkurzacz dyson').
   */
  keywords: string[];
  /** Shops whose name holds every word typed, those with the most active deals first. */
  shops: SuggestedShop[];
}
