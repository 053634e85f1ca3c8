import * as v from 'valibot';
import { SEARCH_MAX } from '../constants';
import { PaginationQuery, QueryInt } from './common';

/** GET /api/shops/ and GET /api/coupons/ (and /best) query. */
export const ShopListQuerySchema = v.object({
  ...PaginationQuery,
  search: v.optional(v.pipe(v.string(), v.maxLength(SEARCH_MAX, `search must be at most ${SEARCH_MAX} characters`), v.trim())),
});
export type ShopListQuery = v.InferOutput<typeof ShopListQuerySchema>;

/** GET /api/coupons/ (and /best): the shop list query, plus `shop_id` so a shop page can list its own coupons. */
export const CouponListQuerySchema = v.object({
  ...ShopListQuerySchema.entries,
  shop_id: v.optional(QueryInt(1, 2_147_483_647, 'shop_id')),
});
export type CouponListQuery = v.InferOutput<typeof CouponListQuerySchema>;

/** GET /api/shops/{id}: the counts of a shop are per market. */
export const ShopQuerySchema = v.object({ market_id: PaginationQuery.market_id });
export type ShopQuery = v.InferOutput<typeof ShopQuerySchema>;

export interface Shop {
  /** On the detail answer only: the versioned address of its share card (the page's Open Graph image), if any. */
  share_card?: string | null;
  /** On the detail answer only: members who follow this shop (POST /api/users/follows). */
  followers_count?: number;
  id: number;
  name: string;
  slug: string;
  domain: string | null;
  logo_url: string | null;
  /** Active deals of this shop. */
  deals_count: number;
  /** Coupons of this shop that have not expired. */
  coupons_count: number;
}

export interface Coupon {
  id: number;
  code: string;
  title: string;
  description: string | null;
  url: string | null;
  expires_at: string | null;
  clicks_count: number;
  shop: { id: number; name: string; slug: string; logo_url: string | null };
}

/** POST /api/coupons/{id}/click answer: the count after this click. */
export interface CouponClick {
  id: number;
  clicks_count: number;
}
