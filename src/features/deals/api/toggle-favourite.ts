import { useMutation, type QueryClient } from '@tanstack/react-query';
import { newIdempotencyKey } from '@/lib/idempotency';
import { alertFailure } from '@/domain/failure-alert';
import { apiRequest } from '@/lib/http';
import { useIsSignedIn } from '@/domain/session';
import { openSignInPrompt } from '@/domain/sign-in-prompt';
import type { FavouriteResult } from '@/shared/schemas/community';
import { isUnauthorized } from '@/domain/community-failure';
import { pendingActionsOn } from '@/domain/pending-mutations';
import { dealActionScope, dealKeys, queuedActionKeys } from '@/domain/query-keys';
import { useQueuedAction } from '@/domain/queued-actions';
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

/** Favourite: saved / not saved, toggled optimistically; the favourites list is refreshed. */
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

/** Returns `toggle(currentlySaved)`; a guest gets the sign-in prompt instead. */
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
