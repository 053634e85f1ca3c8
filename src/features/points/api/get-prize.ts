import { queryOptions, useSuspenseQuery } from '@tanstack/react-query';
import { apiGet } from '@/lib/http';
import { pointsKeys } from '@/domain/query-keys';
import type { Prize } from '@/shared/schemas/rewards';

export function getPrize(id: number, signal?: AbortSignal): Promise<Prize> {
  return apiGet<Prize>(`prizes/available/${id}`, undefined, signal);
}

export const prizeQueryOptions = (id: number) =>
  queryOptions({ queryKey: pointsKeys.availablePrize(id), queryFn: ({ signal }) => getPrize(id, signal) });

/** One prize of the public catalogue (GET /api/prizes/available/{id}); the route's loader has fetched it. */
export function useSuspensePrize(id: number) {
  return useSuspenseQuery(prizeQueryOptions(id));
}
