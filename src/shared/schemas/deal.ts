import type { ModerationState } from './moderation';
import * as v from 'valibot';
import { isKnownCategory } from '../categories';
import { DEAL_SORTS, SEARCH_MAX, type Currency } from '../constants';
import { PaginationQuery, QueryBool, QueryInt, QueryList, type ApiImage, type UserSummary } from './common';

/** GET /api/deals/ query. Unknown categories are refused so a typo never silently widens a list. */
export const DealListQuerySchema = v.object({
  ...PaginationQuery,
  search: v.optional(v.pipe(v.string(), v.maxLength(SEARCH_MAX, `search must be at most ${SEARCH_MAX} characters`), v.trim())),
  categories: v.optional(
    v.pipe(
      QueryList('categories'),
      v.check((list) => list.every(isKnownCategory), 'categories contains an unknown category'),
    ),
  ),
  brands: v.optional(QueryList('brands')),
  shop_id: v.optional(QueryInt(1, 2_147_483_647, 'shop_id')),
  only_best: v.optional(QueryBool('only_best')),
  user_id: v.optional(QueryInt(1, 2_147_483_647, 'user_id')),
  only_active: v.optional(QueryBool('only_active')),
  sort_by: v.optional(v.picklist(DEAL_SORTS, `sort_by must be one of ${DEAL_SORTS.join(', ')}`)),
  skip_hidden_in_deals: v.optional(QueryBool('skip_hidden_in_deals')),
  /** A member's search shows the matches their mutes would fold away (hidden deals stay hidden). */
  show_muted: v.optional(QueryBool('show_muted')),
});
export type DealListQuery = v.InferOutput<typeof DealListQuerySchema>;

/** GET /api/deals/commented: a profile's "commented deals" tab, so the user is required. */
export const CommentedDealsQuerySchema = v.object(
  {
    ...PaginationQuery,
    user_id: QueryInt(1, 2_147_483_647, 'user_id'),
  },
  'user_id is required',
);

export interface DealShop {
  id: number;
  name: string;
  /** Shown in place of a picture when the deal has none. */
  logo_url: string | null;
}

/** Deal list item. Prices are integer minor units in `currency`. */
export interface DealListItem {
  id: number;
  slug: string;
  title: string;
  subtitle: string | null;
  category: string;
  deal_images: ApiImage[];
  shop: DealShop | null;
  show_countdown_to_expiration: boolean;
  show_countdown_to_release: boolean;
  old_price: number | null;
  new_price: number | null;
  currency: Currency;
  discount: number | null;
  /**
   * The discount against the shop's 30-day lowest price (`realDiscount`), in whole percent; null when the deal does
   * not state that price. Only it may be a deal's headline discount, never `discount` (`discountClaim`).
   */
  real_discount: number | null;
  /** Shipping cost as text; 'free' means free shipping. */
  shipping: string | null;
  comments_count: number;
  votes_count: number;
  is_pinned: boolean;
  is_featured: boolean;
  is_sponsored: boolean;
  is_nsfw: boolean;
  expires_at: string | null;
  released_at: string | null;
  created_at: string;
  user: UserSummary;
  direct_url: string | null;
  /** True when direct_url is an affiliate link (rendered with rel="sponsored"). */
  is_affiliate: boolean;
}

export interface DealButton {
  id: number;
  button_url: string;
  button_type: string;
  button_text: string;
}

export interface DealOffer {
  id: number;
  url: string;
  image_url: string | null;
  title: string;
  new_price: number | null;
  old_price: number | null;
  currency: Currency;
}

export interface DealComment {
  id: number;
  /** Only on a comment a moderator hid, and only for its author: why. */
  moderation?: ModerationState;
  content: string;
  created_at: string;
  votes_count: number;
  parent_id: number | null;
  thread_id: number;
  user: UserSummary;
}

export interface DealDetail extends DealListItem {
  /** On the answer of GET /api/deals/:id: the versioned address of its share card (the page's Open Graph image), if any. */
  share_card?: string | null;
  /** Only on a deal a moderator hid, which only its author and operators can open: why, and the appeal window. */
  moderation?: ModerationState;
  deal_buttons: DealButton[];
  coupon_code: string | null;
  coupon_code_text: string | null;
  coupon_code_url: string | null;
  /** Sanitized HTML. */
  description: string;
  instructions: string | null;
  deal_offers: DealOffer[];
  section_title: string | null;
  disable_comments: boolean;
  deal_comments: DealComment[];
  /** The lowest price of the 30 days before the reduction as the shop states it (Omnibus), in `currency`; null if not given. */
  lowest_price_30d: number | null;
  /** The advertised regular price is more than 5% above `lowest_price_30d` (`isDiscountOverstated`). */
  discount_overstated: boolean;
  /**
   * The lowest price of the same product in the last 90 days among its other deals and updates, in `currency`; null
   * when we have no other price for it. `new_price` at or below it earns the "lowest in 90 days" badge.
   */
  lowest_price_seen: number | null;
  /**
   * When the oldest price `lowest_price_seen` is compared with was seen: a "lowest since" claim names at
   * most the span since then (`lowestSeenDays`). Null with `lowest_price_seen`.
   */
  lowest_price_seen_since: string | null;
  /** The latest earlier deal of the market with the same link, linked from the deal page; null when none. */
  previous_deal: PreviousDeal | null;
}

/**
 * An earlier deal posted with the same link that no longer stands in a new post's way: it has expired or its author
 * deleted their account. `expired_at` is when it ended, null when it has not.
 */
export interface PreviousDeal {
  id: number;
  title: string;
  slug: string;
  expired_at: string | null;
}

/** One price of a product: a deal posted or updated at `at` with `price` (minor units in `currency`). */
export interface PricePoint {
  at: string;
  price: number;
  currency: Currency;
  deal_id: number;
}

/**
 * GET /api/deals/{id}/price-history: the prices of the deal's product (the same normalized link, or the product the
 * poster picked) in the deal's currency over the last 12 months, oldest first.
 */
export interface PriceHistoryResponse {
  data: PricePoint[];
}
