import { QUEUED_ACTION_KEY_ROOT } from '@/lib/query-keys';

export type VoteEntityType = 'deal' | 'comment';

/** The §7 favourites list parameters (categories already limited to known ones). */
export interface FavouritesParams {
  page: number;
  per_page: number;
  categories?: readonly string[];
}

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
