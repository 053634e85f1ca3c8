import type { MutationKey, QueryClient, QueryKey } from '@tanstack/react-query';
import type { ListResponse } from '@/shared/schemas/common';
import type { FavouritesStatus, VotesStatus } from '@/shared/schemas/community';
import type { DealComment, DealDetail, DealListItem } from '@/shared/schemas/deal';
import type { VoteValue } from '../lib/votes';
import { dealKeys } from '@/lib/query-keys';
import { type VoteEntityType } from './keys';

/** The status queries are keyed by the ids they asked for: only those that asked about `id` are touched. */
function keyAsksFor(queryKey: QueryKey, id: number): boolean {
  const ids = queryKey[queryKey.length - 1];
  return Array.isArray(ids) && ids.includes(id);
}

/** Applies `update` to one deal wherever it is held: its detail, every deal list and every favourites page. */
export function updateDealEverywhere(queryClient: QueryClient, dealId: number, update: (deal: DealListItem) => DealListItem): void {
  queryClient.setQueryData<DealDetail>(dealKeys.detail(dealId), (deal) => (deal ? { ...deal, ...update(deal) } : deal));
  const updateList = (list: ListResponse<DealListItem> | undefined) =>
    list && list.data.some((deal) => deal.id === dealId)
      ? { ...list, data: list.data.map((deal) => (deal.id === dealId ? update(deal) : deal)) }
      : list;
  queryClient.setQueriesData<ListResponse<DealListItem>>({ queryKey: dealKeys.lists() }, updateList);
  queryClient.setQueriesData<ListResponse<DealListItem>>({ queryKey: dealKeys.favourites() }, updateList);
}

/** Applies `update` to the comments held with a deal's detail (they arrive as `deal_comments`). */
export function updateDealComments(queryClient: QueryClient, dealId: number, update: (comments: DealComment[]) => DealComment[]): void {
  queryClient.setQueryData<DealDetail>(dealKeys.detail(dealId), (deal) => {
    if (!deal) return deal;
    const comments = update(deal.deal_comments);
    const delta = comments.length - deal.deal_comments.length;
    return { ...deal, deal_comments: comments, comments_count: Math.max(0, deal.comments_count + delta) };
  });
}

/** Records the caller's vote on an entity in every votes-status answer that asked about it. */
export function setVoteStatus(queryClient: QueryClient, type: VoteEntityType, id: number, vote: VoteValue): void {
  queryClient.setQueriesData<VotesStatus>(
    { queryKey: dealKeys.votesStatuses(type), predicate: (query) => keyAsksFor(query.queryKey, id) },
    (status) => {
      // A status still loading will arrive with the server's answer; inventing one here would hide that answer.
      if (!status) return status;
      const others = status.data.filter((entry) => entry.entity_id !== id);
      return { data: vote === 0 ? others : [...others, { entity_id: id, vote_value: vote }] };
    },
  );
}

/** Records whether a deal is saved in every favourites-status answer that asked about it. */
export function setFavouriteStatus(queryClient: QueryClient, dealId: number, saved: boolean): void {
  queryClient.setQueriesData<FavouritesStatus>(
    { queryKey: dealKeys.favouritesStatuses(), predicate: (query) => keyAsksFor(query.queryKey, dealId) },
    (status) => {
      if (!status) return status;
      const others = status.data.filter((entry) => entry.entity_id !== dealId);
      return { data: saved ? [...others, { entity_id: dealId }] : others };
    },
  );
}

/** How many mutations under `mutationKey` for `entityId` (a deal or comment id in `variables`) are still pending. */
export function pendingActionsOn(queryClient: QueryClient, mutationKey: MutationKey, entityId: number): number {
  return queryClient.isMutating({
    mutationKey,
    predicate: (mutation) => {
      const variables = mutation.state.variables as { commentId?: number; dealId?: number } | undefined;
      return (variables?.commentId ?? variables?.dealId) === entityId;
    },
  });
}
