import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiGet } from '@/lib/http';
import { useIsSignedIn } from '@/lib/session';
import type { FavouritesStatus, VotesStatus } from '@/shared/schemas/community';
import type { VoteValue } from '../lib/votes';
import { dealKeys } from '@/lib/query-keys';
import { type VoteEntityType } from './keys';

/** Sorted and unique, so the same set of ids is one cache entry whatever order a list shows them in. */
const normalizeIds = (ids: readonly number[]) => [...new Set(ids)].sort((a, b) => a - b);

export function getVotesStatus(type: VoteEntityType, ids: readonly number[], signal?: AbortSignal): Promise<VotesStatus> {
  return apiGet<VotesStatus>('deals/votes-status', { id: ids, entity_type: type }, signal);
}

export function getFavouritesStatus(ids: readonly number[], signal?: AbortSignal): Promise<FavouritesStatus> {
  return apiGet<FavouritesStatus>('deals/favourites-status', { id: ids }, signal);
}

export const votesStatusQueryOptions = (type: VoteEntityType, ids: readonly number[]) => {
  const sorted = normalizeIds(ids);
  return queryOptions({
    queryKey: dealKeys.votesStatus(type, sorted),
    queryFn: ({ signal }) => getVotesStatus(type, sorted, signal),
  });
};

export const favouritesStatusQueryOptions = (ids: readonly number[]) => {
  const sorted = normalizeIds(ids);
  return queryOptions({
    queryKey: dealKeys.favouritesStatus(sorted),
    queryFn: ({ signal }) => getFavouritesStatus(sorted, signal),
  });
};

/**
 * The signed-in user's votes on the listed deals or comments (§7 usage notes: one call per list, only when signed
 * in and there is something listed), as a lookup. Guests get an empty lookup and no call.
 */
export function useMyVotes(type: VoteEntityType, ids: readonly number[]): (id: number) => VoteValue {
  const signedIn = useIsSignedIn();
  const { data } = useQuery({ ...votesStatusQueryOptions(type, ids), enabled: signedIn && ids.length > 0 });
  const votes = new Map((signedIn ? (data?.data ?? []) : []).map((entry) => [entry.entity_id, entry.vote_value]));
  return (id) => votes.get(id) ?? 0;
}

/** Which of the listed deals the signed-in user saved (§7 usage notes), as a lookup; guests get none. */
export function useMyFavourites(ids: readonly number[]): (id: number) => boolean {
  const signedIn = useIsSignedIn();
  const { data } = useQuery({ ...favouritesStatusQueryOptions(ids), enabled: signedIn && ids.length > 0 });
  const saved = new Set((signedIn ? (data?.data ?? []) : []).map((entry) => entry.entity_id));
  return (id) => saved.has(id);
}
