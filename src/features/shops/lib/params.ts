import { pageNumber, searchSchema, type SearchOutput } from '@/lib/search-schema';
import { SEARCH_MAX } from '@/shared/constants';
import type { CouponListParams } from '../api/get-coupons';

/** Coupons per page of the listing: short enough to scan, and the demo data still spans several pages. */
export const COUPON_PAGE_SIZE = 20;
/** How many of the most used coupons open the listing. */
export const BEST_COUPONS_COUNT = 6;
/** A shop has a handful of coupons: one request shows all of them. */
export const SHOP_COUPONS_LIMIT = 100;

/** `/coupons` search params: a bad page falls back to 1, an empty or over-long search to none. */
export const CouponsSearchSchema = searchSchema({
  page: pageNumber(),
  search: (value) => {
    // The router reads `?search=2024` as a number; a search is text either way.
    const text = typeof value === 'string' || typeof value === 'number' ? String(value).trim() : '';
    return text && text.length <= SEARCH_MAX ? text : undefined;
  },
});
export type CouponsSearch = SearchOutput<typeof CouponsSearchSchema>;

/** `/shops/$id` search params: the page of the shop's deals. */
export const ShopSearchSchema = searchSchema({ page: pageNumber() });

/** What the shop page asks for: all of the shop's coupons in one page. */
export function shopCouponsParams(shopId: number): CouponListParams {
  return { shop_id: shopId, per_page: SHOP_COUPONS_LIMIT };
}

/** What the listing asks for: one page of every shop's coupons, optionally searched. */
export function couponListParams(page: number, search: string | undefined): CouponListParams {
  return { page, per_page: COUPON_PAGE_SIZE, ...(search ? { search } : {}) };
}
