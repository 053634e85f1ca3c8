import { queryOptions, useSuspenseQuery } from '@tanstack/react-query';
import { apiGet } from '@/lib/http';
import type { Special } from '@/shared/schemas/special';
import { specialKeys } from '@/domain/query-keys';

export function getSpecial(id: number, signal?: AbortSignal): Promise<Special> {
  return apiGet<Special>(`specials/${id}`, undefined, signal);
}

export const specialQueryOptions = (id: number) =>
  queryOptions({
    queryKey: specialKeys.detail(id),
    queryFn: ({ signal }) => getSpecial(id, signal),
  });

/** For the special page, whose loader already ensured the data. */
export function useSuspenseSpecial(id: number) {
  return useSuspenseQuery(specialQueryOptions(id));
}
