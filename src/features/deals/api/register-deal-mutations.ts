import type { QueryClient } from '@tanstack/react-query';
import { createCommentMutationDefaults } from './create-comment';
import { deleteCommentMutationDefaults } from './delete-comment';
import { dealMutationKeys } from './keys';
import { reportMutationDefaults } from './report';
import { favouriteMutationDefaults } from './toggle-favourite';
import { commentVoteMutationDefaults } from './vote-comment';
import { dealVoteMutationDefaults } from './vote-deal';

/**
 * Registers the community actions' functions and callbacks by mutation key. Components only name the key, so a
 * mutation restored from storage (the offline queue of issue 7) runs with the same function, optimistic update and
 * rollback as one made in this session. Call once, before any restore.
 */
export function registerDealMutations(queryClient: QueryClient): void {
  queryClient.setMutationDefaults(dealMutationKeys.dealVote, dealVoteMutationDefaults(queryClient));
  queryClient.setMutationDefaults(dealMutationKeys.commentVote, commentVoteMutationDefaults(queryClient));
  queryClient.setMutationDefaults(dealMutationKeys.favourite, favouriteMutationDefaults(queryClient));
  queryClient.setMutationDefaults(dealMutationKeys.commentCreate, createCommentMutationDefaults(queryClient));
  queryClient.setMutationDefaults(dealMutationKeys.commentDelete, deleteCommentMutationDefaults(queryClient));
  queryClient.setMutationDefaults(dealMutationKeys.report, reportMutationDefaults());
}
