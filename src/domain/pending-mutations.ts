import {
  useIsMutating,
  useMutationState,
  type Mutation,
  type MutationFilters,
  type MutationKey,
  type QueryClient,
} from '@tanstack/react-query';
import { QUEUED_ACTION_KEY_ROOT } from './query-keys';

export function isQueuedAction(mutation: { options: { mutationKey?: MutationKey } }): boolean {
  return mutation.options.mutationKey?.[0] === QUEUED_ACTION_KEY_ROOT;
}

/**
 * An action the server has not confirmed yet and that is not simply on its way: paused (offline, or after a
 * reload until replay), or already failed once and waiting for its next try. A request merely in flight is not
 * shown as waiting, so an online vote does not flash the label.
 */
export function isWaitingToSync(mutation: Mutation<unknown, unknown, unknown, unknown>): boolean {
  return mutation.state.status === 'pending' && (mutation.state.isPaused || mutation.state.failureCount > 0);
}

/** How many actions have not reached the server yet (waiting or in flight): these would be lost by a sign-out. */
export function countPendingMutations(queryClient: QueryClient): number {
  return queryClient.isMutating({ predicate: isQueuedAction });
}

/** The live count of `countPendingMutations`, for a confirmation before signing out. */
export function usePendingMutationCount(): number {
  return useIsMutating({ predicate: isQueuedAction });
}

/** True while an action matching `filters` is waiting to sync (see `isWaitingToSync`). */
export function useIsWaitingToSync(filters: MutationFilters): boolean {
  const waiting = useMutationState({ filters: { ...filters, status: 'pending' }, select: isWaitingToSync });
  return waiting.includes(true);
}

/**
 * How many actions under `mutationKey` on `entityId` (a deal or comment id in their variables) are still pending: while
 * a later one waits, an earlier one's answer must not overwrite the newer optimistic state.
 */
export function pendingActionsOn(queryClient: QueryClient, mutationKey: MutationKey, entityId: number): number {
  return queryClient.isMutating({
    mutationKey,
    predicate: (mutation) => {
      const variables = mutation.state.variables as { commentId?: number; dealId?: number } | undefined;
      return (variables?.commentId ?? variables?.dealId) === entityId;
    },
  });
}
