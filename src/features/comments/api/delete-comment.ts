import { useMutation, type QueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/http';
import type { DealComment } from '@/shared/schemas/deal';
import { newIdempotencyKey } from '@/lib/idempotency';
import { alertCommunityFailure } from '@/domain/community-failure';
import { dealActionScope, dealKeys, queuedActionKeys } from '@/domain/query-keys';
import { useQueuedAction } from '@/domain/queued-actions';
import { placeOfDealComments, updateDealComments } from './cache-updates';
import { changeOptimistically } from '@/lib/optimistic';

export interface DeleteCommentVariables {
  dealId: number;
  commentId: number;
  idempotencyKey: string;
}

export function deleteComment({ dealId, commentId, idempotencyKey }: DeleteCommentVariables): Promise<void> {
  return apiRequest<void>(`deals/${dealId}/comment/${commentId}`, {
    method: 'DELETE',
    headers: { 'Idempotency-Key': idempotencyKey },
  });
}

interface DeleteCommentContext {
  /** The removed comment and where it stood, to put it back if the server refuses. */
  removed: DealComment | null;
  index: number;
}

/**
 * Removing one's own comment: it disappears at once and comes back with an 'unexpected error' toast when the server
 * refuses.
 */
export const deleteCommentMutationDefaults = (queryClient: QueryClient) => ({
  mutationFn: deleteComment,
  onMutate: (variables: DeleteCommentVariables) =>
    changeOptimistically(queryClient, [placeOfDealComments(variables.dealId)], () => {
      const context: DeleteCommentContext = { removed: null, index: -1 };
      updateDealComments(queryClient, variables.dealId, (comments) => {
        context.index = comments.findIndex((comment) => comment.id === variables.commentId);
        context.removed = comments[context.index] ?? null;
        return comments.filter((comment) => comment.id !== variables.commentId);
      });
      return context;
    }),
  onError: (error: unknown, variables: DeleteCommentVariables, context: DeleteCommentContext | undefined) => {
    const removed = context?.removed;
    if (removed) {
      updateDealComments(queryClient, variables.dealId, (comments) =>
        comments.some((comment) => comment.id === removed.id)
          ? comments
          : [...comments.slice(0, context.index), removed, ...comments.slice(context.index)],
      );
    }
    alertCommunityFailure(error);
  },
  onSuccess: (_data: unknown, variables: DeleteCommentVariables) =>
    queryClient.invalidateQueries({ queryKey: dealKeys.detail(variables.dealId) }),
});

export function useDeleteComment(dealId: number): (commentId: number) => void {
  useQueuedAction(queuedActionKeys.commentDelete, deleteCommentMutationDefaults);
  const { mutate } = useMutation<void, unknown, DeleteCommentVariables>({
    mutationKey: queuedActionKeys.commentDelete,
    scope: dealActionScope(dealId),
  });
  return (commentId) => mutate({ dealId, commentId, idempotencyKey: newIdempotencyKey() });
}
