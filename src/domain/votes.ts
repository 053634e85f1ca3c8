import { queryOptions, useQuery, type QueryClient, type QueryFilters } from '@tanstack/react-query';
import type { VotesStatus } from '@/shared/schemas/community';
import type { VoteEntityType, VoteValue } from '@/shared/votes';
import { apiGet } from '@/lib/http';
import { statusIds, statusKeyAsksFor, voteKeys } from './query-keys';
import { useIsSignedIn } from './session';

export function getVotesStatus(type: VoteEntityType, ids: readonly number[], signal?: AbortSignal): Promise<VotesStatus> {
  return apiGet<VotesStatus>('deals/votes-status', { id: ids, entity_type: type }, signal);
}

export const votesStatusQueryOptions = (type: VoteEntityType, ids: readonly number[]) => {
  const sorted = statusIds(ids);
  return queryOptions({
    queryKey: voteKeys.status(type, sorted),
    queryFn: ({ signal }) => getVotesStatus(type, sorted, signal),
  });
};

/**
 * The signed-in user's votes on the listed deals or comments (one call per list, only when signed
 * in and there is something listed), as a lookup. Guests get an empty lookup and no call.
 */
export function useMyVotes(type: VoteEntityType, ids: readonly number[]): (id: number) => VoteValue {
  const signedIn = useIsSignedIn();
  const { data } = useQuery({ ...votesStatusQueryOptions(type, ids), enabled: signedIn && ids.length > 0 });
  const votes = new Map((signedIn ? (data?.data ?? []) : []).map((entry) => [entry.entity_id, entry.vote_value]));
  return (id) => votes.get(id) ?? 0;
}

/** Every votes-status answer that asked about an entity: the ones that hold the caller's vote on it. */
export const voteStatusesOf = (type: VoteEntityType, id: number): QueryFilters => ({
  queryKey: voteKeys.statuses(type),
  predicate: (query) => statusKeyAsksFor(query.queryKey, id),
});

/** Records the caller's vote on an entity in every votes-status answer that asked about it. */
export function setVoteStatus(queryClient: QueryClient, type: VoteEntityType, id: number, vote: VoteValue): void {
  queryClient.setQueriesData<VotesStatus>(voteStatusesOf(type, id), (status) => {
    // A status still loading will arrive with the server's answer; inventing one here would hide that answer.
    if (!status) return status;
    const others = status.data.filter((entry) => entry.entity_id !== id);
    return { data: vote === 0 ? others : [...others, { entity_id: id, vote_value: vote }] };
  });
}
