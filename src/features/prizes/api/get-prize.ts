import { queryOptions, useSuspenseQuery } from '@tanstack/react-query';
import { apiGet } from '@/lib/http';
import type { Prize } from '@/shared/schemas/rewards';

/**
 * Under the points feature's ['prizes', 'available'] root, so a purchase that invalidates the catalogue by prefix
 * refreshes this prize's stock too.
 */
export const prizeKeys = {
  detail: (id: number) => ['prizes', 'available', id] as const,
};

export function getPrize(id: number, signal?: AbortSignal): Promise<Prize> {
  return apiGet<Prize>(`prizes/available/${id}`, undefined, signal);
}

export const prizeQueryOptions = (id: number) =>
  queryOptions({ queryKey: prizeKeys.detail(id), queryFn: ({ signal }) => getPrize(id, signal) });

/** One prize of the public catalogue (GET /api/prizes/available/{id}); the route's loader has fetched it. */
export function useSuspensePrize(id: number) {
  return useSuspenseQuery(prizeQueryOptions(id));
}
