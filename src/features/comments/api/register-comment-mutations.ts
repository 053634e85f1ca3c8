import type { QueryClient } from '@tanstack/react-query';
import { queuedActionKeys } from '@/domain/query-keys';
import { registerQueuedAction } from '@/domain/queued-actions';
import { createCommentMutationDefaults } from './create-comment';
import { deleteCommentMutationDefaults } from './delete-comment';
import { commentVoteMutationDefaults } from './vote-comment';

/**
 * Registers the comment actions by mutation key, like `registerDealMutations`: a comment, removal or vote restored
 * from storage (the offline queue) runs as one made in this session.
 */
export function registerCommentMutations(queryClient: QueryClient): void {
  registerQueuedAction(queryClient, queuedActionKeys.commentVote, commentVoteMutationDefaults);
  registerQueuedAction(queryClient, queuedActionKeys.commentCreate, createCommentMutationDefaults);
  registerQueuedAction(queryClient, queuedActionKeys.commentDelete, deleteCommentMutationDefaults);
}
