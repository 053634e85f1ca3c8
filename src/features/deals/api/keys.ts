import type { DealListParams } from './get-deals';

/** Every deals query key comes from here so invalidation by prefix (§4 'Cache refresh') always matches. */
export const dealKeys = {
  all: ['deals'] as const,
  lists: () => [...dealKeys.all, 'list'] as const,
  list: (params: DealListParams) => [...dealKeys.lists(), params] as const,
  details: () => [...dealKeys.all, 'detail'] as const,
  detail: (id: number) => [...dealKeys.details(), id] as const,
};
