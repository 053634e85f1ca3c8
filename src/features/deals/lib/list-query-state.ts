/** The fields of a TanStack Query result that say how far a list is loaded. */
interface ListQuery<T> {
  data: T | undefined;
  isPending: boolean;
  isError: boolean;
  isPlaceholderData: boolean;
  refetch: () => Promise<unknown>;
}

/**
 * DealList's loading props from the query of its page. The lists keep the previous page as placeholder data while
 * the next one loads, so that placeholder is what DealList shows dimmed as fetching.
 */
export function listQueryState<T>(query: ListQuery<T>) {
  return {
    data: query.data,
    isPending: query.isPending,
    isError: query.isError,
    isFetching: query.isPlaceholderData,
    onRetry: () => void query.refetch(),
  };
}
