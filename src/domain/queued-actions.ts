import { useQueryClient, type MutationKey, type MutationObserverOptions, type QueryClient } from '@tanstack/react-query';

type ActionDefaults<TData, TVariables, TContext> = Partial<
  Omit<MutationObserverOptions<TData, unknown, TVariables, TContext>, 'mutationKey'>
>;

/** The keys registered per client; the keys are the constants of `queuedActionKeys`, so identity tells them apart. */
const registered = new WeakMap<QueryClient, Set<MutationKey>>();

/**
 * Registers a queued action's function and callbacks by its mutation key, once per client. Components only name the
 * key, so an action restored from storage (the offline queue) runs with the same function, optimistic update
 * and rollback as one made in this session.
 */
export function registerQueuedAction<TData, TVariables, TContext>(
  queryClient: QueryClient,
  key: MutationKey,
  defaults: (queryClient: QueryClient) => ActionDefaults<TData, TVariables, TContext>,
): void {
  const keys = registered.get(queryClient) ?? new Set<MutationKey>();
  registered.set(queryClient, keys);
  if (keys.has(key)) return;
  keys.add(key);
  queryClient.setMutationDefaults(key, defaults(queryClient));
}

/**
 * For the hook that makes the action, before its `useMutation`: the action's code travels with the components that
 * use it rather than with every page, and is registered before their first action. The restore of the stored queue
 * registers every action first (src/app/App.tsx).
 */
export function useQueuedAction<TData, TVariables, TContext>(
  key: MutationKey,
  defaults: (queryClient: QueryClient) => ActionDefaults<TData, TVariables, TContext>,
): void {
  registerQueuedAction(useQueryClient(), key, defaults);
}
