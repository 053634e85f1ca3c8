import { queryOptions, useSuspenseQuery } from '@tanstack/react-query';
import { apiGet } from '@/lib/http';
import type { Shop } from '@/shared/schemas/shop';
import { shopKeys } from '@/domain/query-keys';

export function getShop(id: number, signal?: AbortSignal): Promise<Shop> {
  return apiGet<Shop>(`shops/${id}`, undefined, signal);
}

export const shopQueryOptions = (id: number) =>
  queryOptions({
    queryKey: shopKeys.detail(id),
    queryFn: ({ signal }) => getShop(id, signal),
  });

/** For the shop page, whose loader already ensured the shop. */
export function useSuspenseShop(id: number) {
  return useSuspenseQuery(shopQueryOptions(id));
}
