import { t } from '@lingui/core/macro';
import { useMutation, type QueryClient } from '@tanstack/react-query';
import { newIdempotencyKey } from '@/lib/idempotency';
import { showAlert } from '@/lib/alerts';
import { explainedFailureMessage, longerIfExplained } from '@/domain/failure-alert';
import { ApiError, apiRequest } from '@/lib/http';
import { pendingActionsOn, useIsWaitingToSync } from '@/domain/pending-mutations';
import { dealActionScope, queuedActionKeys } from '@/domain/query-keys';
import { useQueuedAction } from '@/domain/queued-actions';
import { useIsSignedIn } from '@/domain/session';
import { openSignInPrompt } from '@/domain/sign-in-prompt';
import { setVoteStatus, voteStatusesOf } from '@/domain/votes';
import { changeOptimistically } from '@/lib/optimistic';
import { adjustVoteCount, nextVote, type VoteValue } from '@/shared/votes';
import type { VoteResult } from '@/shared/schemas/community';
import { placeOfDealComments, updateDealComments } from './cache-updates';

export interface CommentVoteVariables {
  dealId: number;
  commentId: number;
  like: boolean;
  previousVote: VoteValue;
  idempotencyKey: string;
}

export function postCommentVote({ dealId, commentId, like, idempotencyKey }: CommentVoteVariables): Promise<VoteResult> {
  return apiRequest<VoteResult>(`deals/${dealId}/comment/${commentId}/like`, {
    method: 'POST',
    body: { like },
    headers: { 'Idempotency-Key': idempotencyKey },
  });
}

function setCommentCount(queryClient: QueryClient, dealId: number, commentId: number, count: (current: number) => number): void {
  updateDealComments(queryClient, dealId, (comments) =>
    comments.map((comment) => (comment.id === commentId ? { ...comment, votes_count: count(comment.votes_count) } : comment)),
  );
}

function showCommentVote(queryClient: QueryClient, variables: CommentVoteVariables, from: VoteValue, to: VoteValue): void {
  setCommentCount(queryClient, variables.dealId, variables.commentId, (count) => adjustVoteCount(count, from, to));
  setVoteStatus(queryClient, 'comment', variables.commentId, to);
}

/**
 * A vote on a comment, like a deal vote; a failure is rolled back and only logged. The exception is a 404:
 * a vote queued offline on a comment removed meanwhile would otherwise vanish without a word.
 */
export const commentVoteMutationDefaults = (queryClient: QueryClient) => ({
  mutationFn: postCommentVote,
  onMutate: (variables: CommentVoteVariables) =>
    changeOptimistically(queryClient, [placeOfDealComments(variables.dealId), voteStatusesOf('comment', variables.commentId)], () =>
      showCommentVote(queryClient, variables, variables.previousVote, nextVote(variables.previousVote, variables.like)),
    ),
  onSuccess: (result: VoteResult, variables: CommentVoteVariables) => {
    if (pendingActionsOn(queryClient, queuedActionKeys.commentVote, variables.commentId) > 1) return;
    setCommentCount(queryClient, variables.dealId, variables.commentId, () => result.votes_count);
    setVoteStatus(queryClient, 'comment', variables.commentId, result.vote_value);
  },
  onError: (error: unknown, variables: CommentVoteVariables) => {
    showCommentVote(queryClient, variables, nextVote(variables.previousVote, variables.like), variables.previousVote);
    if (error instanceof ApiError && error.status === 404) {
      showAlert({ type: 'danger', message: t`This comment was deleted; your vote was not saved` });
      return;
    }
    // A failed comment vote is kept silent, but a limit the user can wait out (or a suspension) is worth saying.
    const explained = explainedFailureMessage(error);
    if (explained !== null) {
      showAlert({ type: 'danger', message: explained, ...longerIfExplained(error) });
      return;
    }
    console.error('comment vote failed', error);
  },
});

/** Returns `vote(commentId, like, currentVote)`; a guest gets the sign-in prompt instead. */
export function useCommentVote(dealId: number): (commentId: number, like: boolean, currentVote: VoteValue) => void {
  const signedIn = useIsSignedIn();
  useQueuedAction(queuedActionKeys.commentVote, commentVoteMutationDefaults);
  const { mutate } = useMutation<VoteResult, unknown, CommentVoteVariables>({
    mutationKey: queuedActionKeys.commentVote,
    scope: dealActionScope(dealId),
  });
  return (commentId, like, currentVote) => {
    if (!signedIn) {
      openSignInPrompt();
      return;
    }
    mutate({ dealId, commentId, like, previousVote: currentVote, idempotencyKey: newIdempotencyKey() });
  };
}

/** True while the user's vote on this comment is queued (offline or retrying), for the 'waiting to sync' marker. */
export function useCommentVoteWaiting(commentId: number): boolean {
  return useIsWaitingToSync({
    mutationKey: queuedActionKeys.commentVote,
    predicate: (mutation) => (mutation.state.variables as CommentVoteVariables | undefined)?.commentId === commentId,
  });
}
