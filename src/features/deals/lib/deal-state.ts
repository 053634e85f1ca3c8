import { DISCOUNT_LOW_MAX, DISCOUNT_MEDIUM_MAX } from '@/shared/constants';

export type DiscountLevel = 'low' | 'medium' | 'high';

/** §4 badge level: low up to 25, medium up to 50, high above; no badge unless the discount is positive. */
export function discountLevel(discount: number | null): DiscountLevel | null {
  if (discount === null || !(discount > 0)) return null;
  if (discount <= DISCOUNT_LOW_MAX) return 'low';
  if (discount <= DISCOUNT_MEDIUM_MAX) return 'medium';
  return 'high';
}

/** 'free' is the API's marker for free shipping (§3). */
export function isFreeShipping(shipping: string | null): boolean {
  return shipping?.trim().toLowerCase() === 'free';
}
