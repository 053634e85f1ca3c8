import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiGet } from '@/lib/http';
import type { Prize } from '@/shared/schemas/rewards';
import { pointsKeys } from '@/domain/query-keys';

export function getAvailablePrizes(signal?: AbortSignal): Promise<{ data: Prize[] }> {
  return apiGet<{ data: Prize[] }>('prizes/available', undefined, signal);
}

export const availablePrizesQueryOptions = () =>
  queryOptions({ queryKey: pointsKeys.availablePrizes(), queryFn: ({ signal }) => getAvailablePrizes(signal) });

/** The market's prizes, cheapest first (GET /api/prizes/available). */
export function useAvailablePrizes() {
  return useQuery(availablePrizesQueryOptions());
}
