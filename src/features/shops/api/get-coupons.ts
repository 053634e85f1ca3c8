import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { apiGet } from '@/lib/http';
import type { ListResponse } from '@/shared/schemas/common';
import type { Coupon } from '@/shared/schemas/shop';
import { couponKeys } from '@/domain/query-keys';

/** The coupon list parameters the client sends. */
export interface CouponListParams {
  page?: number;
  per_page?: number;
  search?: string;
  shop_id?: number;
}

export function getCoupons(params: CouponListParams, signal?: AbortSignal): Promise<ListResponse<Coupon>> {
  return apiGet<ListResponse<Coupon>>('coupons/', { ...params }, signal);
}

export const couponsQueryOptions = (params: CouponListParams) =>
  queryOptions({
    queryKey: couponKeys.list(params),
    queryFn: ({ signal }) => getCoupons(params, signal),
    // Paging and searching keep the previous coupons on screen instead of flashing skeletons.
    placeholderData: keepPreviousData,
  });

export function useCoupons(params: CouponListParams) {
  return useQuery(couponsQueryOptions(params));
}
