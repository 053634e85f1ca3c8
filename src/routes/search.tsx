import { createFileRoute, redirect, stripSearchParams } from '@tanstack/react-router';
import { dealsQueryOptions, useDeals } from '@/features/deals/api/get-deals';
import { DealList } from '@/features/deals/components/DealList';
import { listQueryState } from '@/components/ui/PagedList';
import { SearchResults } from '@/features/search/components/SearchResults';
import { SEARCH_PARAM_DEFAULTS, SearchResultsSearchSchema, searchListParams } from '@/features/search/lib/search-params';
import { whileServerRenders } from '@/app/router-context';

export const Route = createFileRoute('/search')({
  validateSearch: SearchResultsSearchSchema,
  // Defaults stay out of the address bar: /search?query=x is the first page of the first tab, newest, active only.
  search: { middlewares: [stripSearchParams(SEARCH_PARAM_DEFAULTS)] },
  beforeLoad: ({ search }) => {
    // §2: there is nothing to show without a query (§5: trimmed and non-empty), and Back must not return here.
    if (search.query === '') throw redirect({ to: '/', replace: true });
  },
  loaderDeps: ({ search }) => search,
  // In the browser the list is not waited for: the page shows at once and the list its own loading, error or dimmed
  // previous page (§2, §8); a held copy (offline) is there immediately.
  loader: ({ context, deps }) =>
    whileServerRenders(context, [context.queryClient.prefetchQuery(dealsQueryOptions(searchListParams(deps)))]),
  component: SearchRoute,
});

function SearchRoute() {
  const search = Route.useSearch();
  const deals = useDeals(searchListParams(search));
  return (
    <SearchResults search={search} count={deals.data?.metadata.count}>
      <DealList {...listQueryState(deals)} page={search.page} />
    </SearchResults>
  );
}
