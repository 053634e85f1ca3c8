import type { CouponListParams } from './get-coupons';

/** Every shop and coupon query key comes from here, so invalidation by prefix always matches. */
export const shopKeys = {
  all: ['shops'] as const,
  details: () => [...shopKeys.all, 'detail'] as const,
  detail: (id: number) => [...shopKeys.details(), id] as const,
};

export const couponKeys = {
  all: ['coupons'] as const,
  lists: () => [...couponKeys.all, 'list'] as const,
  list: (params: CouponListParams) => [...couponKeys.lists(), params] as const,
  best: (perPage: number) => [...couponKeys.all, 'best', perPage] as const,
};
