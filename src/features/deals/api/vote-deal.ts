import { t } from '@lingui/core/macro';
import { useMutation, type QueryClient } from '@tanstack/react-query';
import { newIdempotencyKey } from '@/lib/idempotency';
import { showAlert } from '@/lib/alerts';
import { alertFailure } from '@/domain/failure-alert';
import { apiRequest, ApiError } from '@/lib/http';
import { isUnauthorized } from '@/domain/community-failure';
import { isAccountSuspended } from '@/domain/moderation';
import { pendingActionsOn, useIsWaitingToSync } from '@/domain/pending-mutations';
import { dealActionScope, dealKeys, queuedActionKeys } from '@/domain/query-keys';
import { useQueuedAction } from '@/domain/queued-actions';
import { useIsSignedIn } from '@/domain/session';
import { openSignInPrompt } from '@/domain/sign-in-prompt';
import { setVoteStatus, voteStatusesOf } from '@/domain/votes';
import { changeOptimistically } from '@/lib/optimistic';
import { adjustVoteCount, nextVote, type VoteValue } from '@/shared/votes';
import type { VoteResult } from '@/shared/schemas/community';
import type { DownvoteReason } from '@/shared/standing';
import { placesOfDeal, updateDealEverywhere } from './cache-updates';

export interface DealVoteVariables {
  dealId: number;
  /** true = up, false = down (the body's `like`). */
  like: boolean;
  /** The vote shown when the user pressed; the optimistic change and its rollback are computed from it. */
  previousVote: VoteValue;
  /**
   * Why the deal was voted down, only with `like: false`. Picked after the down-vote went out, it is sent as
   * the same down-vote again with the reason, which the server keeps down and explains.
   */
  reason?: DownvoteReason;
  idempotencyKey: string;
}

export function postDealVote({ dealId, like, reason, idempotencyKey }: DealVoteVariables): Promise<VoteResult> {
  const body = reason === undefined ? { like } : { like: false, reason };
  return apiRequest<VoteResult>(`deals/${dealId}/like`, { method: 'POST', body, headers: { 'Idempotency-Key': idempotencyKey } });
}

/** The vote a press leads to: the same direction again clears it, but a down-vote carrying a reason stays down. */
function votedValue({ previousVote, like, reason }: DealVoteVariables): VoteValue {
  return reason === undefined ? nextVote(previousVote, like) : -1;
}

/** Moves the shown vote from one value to another: the count shifts by the same difference everywhere it is held. */
function showDealVote(queryClient: QueryClient, dealId: number, from: VoteValue, to: VoteValue): void {
  updateDealEverywhere(queryClient, dealId, (deal) => ({ ...deal, votes_count: adjustVoteCount(deal.votes_count, from, to) }));
  setVoteStatus(queryClient, 'deal', dealId, to);
}

function alertDealVoteFailure(error: unknown): void {
  if (isUnauthorized(error)) openSignInPrompt();
  // A suspended member's vote (one queued offline too) is refused for good: alertFailure says until when.
  else if (error instanceof ApiError && error.status === 403 && !isAccountSuspended(error))
    showAlert({ type: 'danger', message: t`You cannot vote on your own deal` });
  // A vote queued offline may reach the server after the deal is gone: it is dropped and the user told why.
  else if (error instanceof ApiError && error.status === 404)
    showAlert({ type: 'danger', message: t`This deal was deleted; your vote was not saved` });
  else alertFailure(error);
}

/** A vote on a deal: optimistic, confirmed by the server's totals, rolled back on failure; the detail is refreshed. */
export const dealVoteMutationDefaults = (queryClient: QueryClient) => ({
  mutationFn: postDealVote,
  onMutate: (variables: DealVoteVariables) =>
    changeOptimistically(queryClient, [...placesOfDeal(variables.dealId), voteStatusesOf('deal', variables.dealId)], () =>
      showDealVote(queryClient, variables.dealId, variables.previousVote, votedValue(variables)),
    ),
  onSuccess: (result: VoteResult, variables: DealVoteVariables) => {
    // A later vote on this deal is still waiting: its optimistic state is the newest, the last answer will settle it.
    if (pendingActionsOn(queryClient, queuedActionKeys.dealVote, variables.dealId) > 1) return;
    updateDealEverywhere(queryClient, variables.dealId, (deal) => ({ ...deal, votes_count: result.votes_count }));
    setVoteStatus(queryClient, 'deal', variables.dealId, result.vote_value);
  },
  onError: (error: unknown, variables: DealVoteVariables) => {
    showDealVote(queryClient, variables.dealId, votedValue(variables), variables.previousVote);
    alertDealVoteFailure(error);
  },
  // Toggling a like refreshes that deal's details.
  onSettled: (_data: unknown, _error: unknown, variables: DealVoteVariables) =>
    queryClient.invalidateQueries({ queryKey: dealKeys.detail(variables.dealId) }),
});

/**
 * Returns `vote(like, currentVote, reason?)`; a guest gets the sign-in prompt instead. A reason goes through the
 * same queued action and scope as the vote it explains, so offline it is replayed after that vote, never before.
 */
export function useDealVote(dealId: number): (like: boolean, currentVote: VoteValue, reason?: DownvoteReason) => void {
  const signedIn = useIsSignedIn();
  useQueuedAction(queuedActionKeys.dealVote, dealVoteMutationDefaults);
  const { mutate } = useMutation<VoteResult, unknown, DealVoteVariables>({
    mutationKey: queuedActionKeys.dealVote,
    scope: dealActionScope(dealId),
  });
  return (like, currentVote, reason) => {
    if (!signedIn) {
      openSignInPrompt();
      return;
    }
    const explained = reason !== undefined && !like ? { reason } : {};
    mutate({ dealId, like, previousVote: currentVote, ...explained, idempotencyKey: newIdempotencyKey() });
  };
}

/** True while the user's vote on this deal is queued (offline or retrying), for the 'waiting to sync' marker. */
export function useDealVoteWaiting(dealId: number): boolean {
  return useIsWaitingToSync({
    mutationKey: queuedActionKeys.dealVote,
    predicate: (mutation) => (mutation.state.variables as DealVoteVariables | undefined)?.dealId === dealId,
  });
}
