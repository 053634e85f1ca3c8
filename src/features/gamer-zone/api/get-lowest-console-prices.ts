import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiGet } from '@/lib/http';
import type { LowestConsolePrices } from '@/shared/schemas/gamer-zone';
import { gamerZoneKeys } from '@/domain/query-keys';

export function getLowestConsolePrices(signal?: AbortSignal): Promise<LowestConsolePrices> {
  return apiGet<LowestConsolePrices>('deals/lowest-console-prices', undefined, signal);
}

export const lowestConsolePricesQueryOptions = () =>
  queryOptions({
    queryKey: gamerZoneKeys.lowestConsolePrices(),
    queryFn: ({ signal }) => getLowestConsolePrices(signal),
  });

export function useLowestConsolePrices() {
  return useQuery(lowestConsolePricesQueryOptions());
}
