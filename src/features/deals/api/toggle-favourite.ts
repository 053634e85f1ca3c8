import { useMutation, type QueryClient } from '@tanstack/react-query';
import { newIdempotencyKey } from '@/lib/idempotency';
import { alertFailure } from '@/lib/failure-alert';
import { apiRequest } from '@/lib/http';
import { useIsSignedIn } from '@/lib/session';
import { openSignInPrompt } from '@/lib/sign-in-prompt';
import type { FavouriteResult } from '@/shared/schemas/community';
import { isUnauthorized } from '@/lib/community-failure';
import { pendingActionsOn } from '@/lib/pending-mutations';
import { dealActionScope, dealKeys, queuedActionKeys } from '@/lib/query-keys';
import { useQueuedAction } from '@/lib/queued-actions';
import { changeOptimistically } from '@/lib/optimistic';
import { favouriteStatusesOf, setFavouriteStatus } from './cache-updates';

export interface FavouriteVariables {
  dealId: number;
  /** Whether the deal was shown as saved when the user pressed; the toggle shows the opposite at once. */
  wasSaved: boolean;
  idempotencyKey: string;
}

export function postFavourite({ dealId, idempotencyKey }: FavouriteVariables): Promise<FavouriteResult> {
  return apiRequest<FavouriteResult>(`deals/${dealId}/favourite`, {
    method: 'POST',
    headers: { 'Idempotency-Key': idempotencyKey },
  });
}

/** §4 Favourite: saved / not saved, toggled optimistically; §4 Cache refresh: the favourites list is refreshed. */
export const favouriteMutationDefaults = (queryClient: QueryClient) => ({
  mutationFn: postFavourite,
  onMutate: (variables: FavouriteVariables) =>
    changeOptimistically(queryClient, [favouriteStatusesOf(variables.dealId)], () =>
      setFavouriteStatus(queryClient, variables.dealId, !variables.wasSaved),
    ),
  onSuccess: (result: FavouriteResult, variables: FavouriteVariables) => {
    if (pendingActionsOn(queryClient, queuedActionKeys.favourite, variables.dealId) > 1) return;
    setFavouriteStatus(queryClient, variables.dealId, result.is_favourite);
  },
  onError: (error: unknown, variables: FavouriteVariables) => {
    setFavouriteStatus(queryClient, variables.dealId, variables.wasSaved);
    if (isUnauthorized(error)) openSignInPrompt();
    else alertFailure(error);
  },
  onSettled: () => queryClient.invalidateQueries({ queryKey: dealKeys.favourites() }),
});

/** Returns `toggle(currentlySaved)`; a guest gets the sign-in prompt instead (§6). */
export function useToggleFavourite(dealId: number): (currentlySaved: boolean) => void {
  const signedIn = useIsSignedIn();
  useQueuedAction(queuedActionKeys.favourite, favouriteMutationDefaults);
  const { mutate } = useMutation<FavouriteResult, unknown, FavouriteVariables>({
    mutationKey: queuedActionKeys.favourite,
    scope: dealActionScope(dealId),
  });
  return (currentlySaved) => {
    if (!signedIn) {
      openSignInPrompt();
      return;
    }
    mutate({ dealId, wasSaved: currentlySaved, idempotencyKey: newIdempotencyKey() });
  };
}
