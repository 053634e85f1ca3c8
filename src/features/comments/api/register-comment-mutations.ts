import type { QueryClient } from '@tanstack/react-query';
import { queuedActionKeys } from '@/lib/query-keys';
import { createCommentMutationDefaults } from './create-comment';
import { deleteCommentMutationDefaults } from './delete-comment';
import { commentVoteMutationDefaults } from './vote-comment';

/**
 * Registers the comment actions' functions and callbacks by mutation key, like `registerDealMutations`: a comment,
 * removal or vote restored from storage (issue 7) runs as one made in this session. Call once, before any restore.
 */
export function registerCommentMutations(queryClient: QueryClient): void {
  queryClient.setMutationDefaults(queuedActionKeys.commentVote, commentVoteMutationDefaults(queryClient));
  queryClient.setMutationDefaults(queuedActionKeys.commentCreate, createCommentMutationDefaults(queryClient));
  queryClient.setMutationDefaults(queuedActionKeys.commentDelete, deleteCommentMutationDefaults(queryClient));
}
