import { useMutation, type QueryClient } from '@tanstack/react-query';
import { isUnauthorized } from '@/domain/community-failure';
import { alertFailure } from '@/domain/failure-alert';
import { dealActionScope, dealKeys, feedKeys, queuedActionKeys } from '@/domain/query-keys';
import { useQueuedAction } from '@/domain/queued-actions';
import { openSignInPrompt } from '@/domain/sign-in-prompt';
import { apiRequest } from '@/lib/http';
import { addFeedMoment, removeFeedMoment } from '../lib/feed-moments';

export interface HideVariables {
  dealId: number;
}

/** POST /api/users/hidden-deals: 201, or 200 when it was hidden already (a replayed action). */
const postHiddenDeal = ({ dealId }: HideVariables) =>
  apiRequest<{ deal_id: number }>('users/hidden-deals', { method: 'POST', body: { deal_id: dealId } });

/** DELETE /api/users/hidden-deals/{id}: 204, also when it was not hidden. */
const deleteHiddenDeal = ({ dealId }: HideVariables) => apiRequest<void>(`users/hidden-deals/${dealId}`, { method: 'DELETE' });

/**
 * After a hide or its undo the lists are fetched again when next shown (the server leaves hidden deals out); the list
 * on screen keeps its data, where the card's place says it was hidden and offers the undo.
 */
const settle = (queryClient: QueryClient) =>
  Promise.all([
    queryClient.invalidateQueries({ queryKey: dealKeys.lists(), refetchType: 'none' }),
    queryClient.invalidateQueries({ queryKey: feedKeys.hidden() }),
  ]);

const onFailure = (error: unknown) => {
  if (isUnauthorized(error)) openSignInPrompt();
  else alertFailure(error);
};

/**
 * A refused hide gives the card back; a refused undo shows the deal as hidden again. Here rather than in the caller,
 * whose menu or moment is gone by the time the answer comes (and a queued action answers after a reload).
 */
export const hideMutationDefaults = (queryClient: QueryClient) => ({
  mutationFn: postHiddenDeal,
  onSuccess: () => settle(queryClient),
  onError: (error: unknown, { dealId }: HideVariables) => {
    removeFeedMoment(dealId);
    onFailure(error);
  },
});

export const unhideMutationDefaults = (queryClient: QueryClient) => ({
  mutationFn: deleteHiddenDeal,
  onSuccess: () => settle(queryClient),
  onError: (error: unknown, { dealId }: HideVariables) => {
    addFeedMoment({ kind: 'hidden', dealId });
    onFailure(error);
  },
});

/** `onError` runs only while the caller is still on screen (TanStack drops a call's own callbacks after unmount). */
type HideAction = (callbacks?: { onError?: () => void }) => void;

/**
 * `hide()` and `unhide()` for one deal, queued offline like votes and run in order with the deal's other actions (an
 * undo never overtakes its hide). A guest is asked to sign in by the caller, which knows what to show meanwhile.
 */
export function useHideDeal(dealId: number): { hide: HideAction; unhide: HideAction } {
  useQueuedAction(queuedActionKeys.hideDeal, hideMutationDefaults);
  useQueuedAction(queuedActionKeys.unhideDeal, unhideMutationDefaults);
  const scope = dealActionScope(dealId);
  const hide = useMutation<unknown, unknown, HideVariables>({ mutationKey: queuedActionKeys.hideDeal, scope });
  const unhide = useMutation<unknown, unknown, HideVariables>({ mutationKey: queuedActionKeys.unhideDeal, scope });
  return {
    hide: (callbacks) => hide.mutate({ dealId }, { onError: callbacks?.onError }),
    unhide: (callbacks) => unhide.mutate({ dealId }, { onError: callbacks?.onError }),
  };
}
