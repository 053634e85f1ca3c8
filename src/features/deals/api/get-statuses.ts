import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiGet } from '@/lib/http';
import { dealKeys, statusIds } from '@/domain/query-keys';
import { useIsSignedIn } from '@/domain/session';
import type { FavouritesStatus } from '@/shared/schemas/community';

export function getFavouritesStatus(ids: readonly number[], signal?: AbortSignal): Promise<FavouritesStatus> {
  return apiGet<FavouritesStatus>('deals/favourites-status', { id: ids }, signal);
}

export const favouritesStatusQueryOptions = (ids: readonly number[]) => {
  const sorted = statusIds(ids);
  return queryOptions({
    queryKey: dealKeys.favouritesStatus(sorted),
    queryFn: ({ signal }) => getFavouritesStatus(sorted, signal),
  });
};

/** Which of the listed deals the signed-in user saved (one call per list), as a lookup; guests get none. */
export function useMyFavourites(ids: readonly number[]): (id: number) => boolean {
  const signedIn = useIsSignedIn();
  const { data } = useQuery({ ...favouritesStatusQueryOptions(ids), enabled: signedIn && ids.length > 0 });
  const saved = new Set((signedIn ? (data?.data ?? []) : []).map((entry) => entry.entity_id));
  return (id) => saved.has(id);
}
