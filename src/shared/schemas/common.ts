import * as v from 'valibot';
import { ID_TEXT, MAX_ID } from '../ids';
import { DEFAULT_MARKET_ID, DEAL_PAGE_SIZE, MAX_PAGE_SIZE } from '../constants';

/** Query strings arrive as text: these parse them and answer a clear message when they are not what we need. */
export const QueryInt = (min: number, max: number, label: string) =>
  v.pipe(
    v.string(),
    v.regex(/^\d{1,10}$/, `${label} must be a whole number`),
    v.transform(Number),
    v.minValue(min, `${label} must be at least ${min}`),
    v.maxValue(max, `${label} must be at most ${max}`),
  );

export const QueryBool = (label: string) =>
  v.pipe(
    v.picklist(['true', 'false', '1', '0'], `${label} must be true or false`),
    v.transform((s) => s === 'true' || s === '1'),
  );

/** Comma-separated list in one query parameter (empty items dropped). */
export const QueryList = (label: string, maxItems = 50) =>
  v.pipe(
    v.string(),
    v.maxLength(2000, `${label} is too long`),
    v.transform((s) =>
      s
        .split(',')
        .map((x) => x.trim())
        .filter(Boolean),
    ),
    v.maxLength(maxItems, `${label} has too many items`),
  );

export const IdParam = v.pipe(
  v.string(),
  v.regex(ID_TEXT, 'id must be a positive whole number'),
  v.transform(Number),
  v.maxValue(MAX_ID, 'id is too large'),
);

/** The usual `:id` path parameter of a route. */
export const IdParamSchema = v.object({ id: IdParam });

/** An id in a JSON body (a deal, comment or alert): a positive whole number that fits PostgreSQL's integer. */
export const EntityId = v.pipe(v.number('id must be a number'), v.integer('id must be a whole number'), v.minValue(1), v.maxValue(MAX_ID));

export const PaginationQuery = {
  market_id: v.optional(QueryInt(1, 1_000_000, 'market_id'), String(DEFAULT_MARKET_ID)),
  page: v.optional(QueryInt(1, 1_000_000, 'page'), '1'),
  per_page: v.optional(QueryInt(1, MAX_PAGE_SIZE, 'per_page'), String(DEAL_PAGE_SIZE)),
};

/** `?market_id` alone (defaults to the default market), for lists that are not paged. */
export const MarketQuerySchema = v.object({ market_id: PaginationQuery.market_id });

export interface ListResponse<T> {
  data: T[];
  /**
   * `muted_count`: on a member's search of deals, how many matches their muted words, shops, authors and categories
   * leave out (or, with `show_muted`, put back); absent elsewhere.
   */
  metadata: { pages_count: number; count: number; muted_count?: number };
}

/** An image as the API sends it: the largest rendition, its size (for layout without shift) and smaller renditions for srcset. */
export interface ApiImage {
  id: number;
  url: string;
  width: number;
  height: number;
  variants: { width: number; url: string }[];
}

export interface UserSummary {
  id: number;
  /** A deleted account keeps a placeholder name here; clients show `is_deleted` accounts under a neutral label. */
  username: string;
  avatar_url: string | null;
  is_deleted: boolean;
  /** Younger than `STANDING_RULES.newBadgeMs`: readers see "Nowy" beside the name. */
  is_new: boolean;
}
