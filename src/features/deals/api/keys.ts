import { QUEUED_ACTION_KEY_ROOT } from '@/lib/pending-mutations';
import { USER_QUERY_ROOT } from '@/lib/session';
import type { DealListParams } from './get-deals';

export type VoteEntityType = 'deal' | 'comment';

/** The §7 favourites list parameters (categories already limited to known ones). */
export interface FavouritesParams {
  page: number;
  per_page: number;
  categories?: readonly string[];
}

/** Every deals query key comes from here so invalidation by prefix (§4 'Cache refresh') always matches. */
export const dealKeys = {
  all: ['deals'] as const,
  lists: () => [...dealKeys.all, 'list'] as const,
  list: (params: DealListParams) => [...dealKeys.lists(), params] as const,
  details: () => [...dealKeys.all, 'detail'] as const,
  detail: (id: number) => [...dealKeys.details(), id] as const,
  // One user's data lives under USER_QUERY_ROOT: sign-out drops it and the offline cache keeps it apart.
  favourites: () => [USER_QUERY_ROOT, 'favourites'] as const,
  favouritesList: (params: FavouritesParams) => [...dealKeys.favourites(), params] as const,
  votesStatuses: (type: VoteEntityType) => [USER_QUERY_ROOT, 'votes-status', type] as const,
  votesStatus: (type: VoteEntityType, ids: readonly number[]) => [...dealKeys.votesStatuses(type), ids] as const,
  favouritesStatuses: () => [USER_QUERY_ROOT, 'favourites-status'] as const,
  favouritesStatus: (ids: readonly number[]) => [...dealKeys.favouritesStatuses(), ids] as const,
};

/**
 * Keys of the community mutations. Each has its defaults registered once (`registerDealMutations`), so a mutation
 * restored from storage after a reload finds its function and callbacks again (DESIGN.md §4, issue 7).
 */
export const dealMutationKeys = {
  dealVote: [QUEUED_ACTION_KEY_ROOT, 'vote'] as const,
  commentVote: [QUEUED_ACTION_KEY_ROOT, 'comment-vote'] as const,
  favourite: [QUEUED_ACTION_KEY_ROOT, 'favourite'] as const,
  commentCreate: [QUEUED_ACTION_KEY_ROOT, 'comment-create'] as const,
  commentDelete: [QUEUED_ACTION_KEY_ROOT, 'comment-delete'] as const,
  report: [QUEUED_ACTION_KEY_ROOT, 'report'] as const,
};

/** Actions on one deal (its votes, comments, reports) run one after another, in the order they were made. */
export const dealScope = (dealId: number) => ({ id: `deal-${dealId}` });
