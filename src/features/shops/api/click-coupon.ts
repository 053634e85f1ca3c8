import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '@/lib/http';

export interface CouponClickResult {
  id: number;
  clicks_count: number;
}

/** Counts one use of a coupon (its code revealed or copied); answers the new total. */
export function clickCoupon(id: number): Promise<CouponClickResult> {
  return apiRequest<CouponClickResult>(`coupons/${id}/click`, { method: 'POST' });
}

export function useClickCoupon() {
  return useMutation({ mutationFn: clickCoupon });
}
