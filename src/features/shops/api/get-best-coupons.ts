import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiGet } from '@/lib/http';
import type { ListResponse } from '@/shared/schemas/common';
import type { Coupon } from '@/shared/schemas/shop';
import { couponKeys } from '@/domain/query-keys';

export function getBestCoupons(perPage: number, signal?: AbortSignal): Promise<ListResponse<Coupon>> {
  return apiGet<ListResponse<Coupon>>('coupons/best', { per_page: perPage }, signal);
}

export const bestCouponsQueryOptions = (perPage: number) =>
  queryOptions({
    queryKey: couponKeys.best(perPage),
    queryFn: ({ signal }) => getBestCoupons(perPage, signal),
  });

export function useBestCoupons(perPage: number) {
  return useQuery(bestCouponsQueryOptions(perPage));
}
