import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiGet } from '@/lib/http';
import { searchKeys } from '@/domain/query-keys';
import type { SearchSuggestions } from '@/shared/schemas/search';

export function getSearchSuggestions(q: string, signal?: AbortSignal): Promise<SearchSuggestions> {
  return apiGet<SearchSuggestions>('search/suggestions', { q }, signal);
}

export const searchSuggestionsQueryOptions = (q: string) =>
  queryOptions({
    queryKey: searchKeys.suggestions(q),
    queryFn: ({ signal }) => getSearchSuggestions(q, signal),
    // What a text suggests changes slowly; going back over typed text asks nothing again for a minute.
    staleTime: 60_000,
    // A suggestion that comes late is no use: offline or failing, the local ones stand alone.
    retry: false,
  });

/** Suggestions for the typed text, or nothing while it is blank. */
export function useSearchSuggestions(q: string) {
  return useQuery({ ...searchSuggestionsQueryOptions(q), enabled: q !== '' });
}
