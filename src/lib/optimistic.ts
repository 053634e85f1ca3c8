import type { QueryClient, QueryFilters } from '@tanstack/react-query';

/**
 * Makes an optimistic `change` to the queries matched by `filters`, first stopping the answers on their way for them
 * (TanStack's pattern for optimistic updates). Such an answer was asked for before the action, so it would land after
 * the change and undo it: on screen until the action's own answer comes back, and in the saved copy of the offline
 * queue, where that answer may be days away. Stopped queries keep their data. Only queries that hold data are
 * stopped: a first load still arrives, there is nothing on screen to change yet.
 *
 * With nothing on its way (nearly always) the change is made at once, in the same frame as the tap; otherwise once
 * the stopped queries have put back their data.
 */
export function changeOptimistically<T>(queryClient: QueryClient, filters: readonly QueryFilters[], change: () => T): T | Promise<T> {
  const onTheirWay = filters.map((filter): QueryFilters => ({
    ...filter,
    predicate: (query) =>
      // Paused too: a fetch waiting for the network answers once it is back.
      query.state.fetchStatus !== 'idle' && query.state.data !== undefined && (filter.predicate?.(query) ?? true),
  }));
  if (onTheirWay.every((filter) => queryClient.getQueryCache().findAll(filter).length === 0)) return change();
  return Promise.all(onTheirWay.map((filter) => queryClient.cancelQueries(filter))).then(change);
}
