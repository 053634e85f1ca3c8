import * as v from 'valibot';
import { SEARCH_MAX } from '@/shared/constants';
import type { CouponListParams } from '../api/get-coupons';

/** Coupons per page of the listing: short enough to scan, and the demo data still spans several pages. */
export const COUPON_PAGE_SIZE = 20;
/** How many of the most used coupons open the listing. */
export const BEST_COUPONS_COUNT = 6;
/** A shop has a handful of coupons: one request shows all of them. */
export const SHOP_COUPONS_LIMIT = 100;

const PageParam = v.fallback(v.optional(v.pipe(v.number(), v.integer(), v.minValue(1)), 1), 1);

/** `/coupons` search params: a bad page falls back to 1, an empty or over-long search to none. */
export const CouponsSearchSchema = v.object({
  page: PageParam,
  search: v.fallback(
    v.optional(
      v.pipe(
        // The router reads `?search=2024` as a number; a search is text either way.
        v.union([v.string(), v.number()]),
        v.transform(String),
        v.trim(),
        v.maxLength(SEARCH_MAX),
        v.transform((value) => value || undefined),
      ),
    ),
    undefined,
  ),
});
export type CouponsSearch = v.InferOutput<typeof CouponsSearchSchema>;

/** `/shops/$id` search params: the page of the shop's deals. */
export const ShopSearchSchema = v.object({ page: PageParam });

/** What the shop page asks for: all of the shop's coupons in one page. */
export function shopCouponsParams(shopId: number): CouponListParams {
  return { shop_id: shopId, per_page: SHOP_COUPONS_LIMIT };
}

/** What the listing asks for: one page of every shop's coupons, optionally searched. */
export function couponListParams(page: number, search: string | undefined): CouponListParams {
  return { page, per_page: COUPON_PAGE_SIZE, ...(search ? { search } : {}) };
}
