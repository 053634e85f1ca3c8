import { createFileRoute, redirect, stripSearchParams } from '@tanstack/react-router';
import { useCurrentUser } from '@/features/account/api/get-current-user';
import { dealsQueryOptions, useDeals } from '@/features/deals/api/get-deals';
import { DealList } from '@/features/deals/components/DealList';
import { SearchResults } from '@/features/search/components/SearchResults';
import { SEARCH_PARAM_DEFAULTS, SearchResultsSearchSchema, searchListParams } from '@/features/search/lib/search-params';

export const Route = createFileRoute('/search')({
  validateSearch: SearchResultsSearchSchema,
  // Defaults stay out of the address bar: /search?query=x is the first page of the first tab, newest, active only.
  search: { middlewares: [stripSearchParams(SEARCH_PARAM_DEFAULTS)] },
  beforeLoad: ({ search }) => {
    // §2: there is nothing to show without a query (§5: trimmed and non-empty), and Back must not return here.
    if (search.query === '') throw redirect({ to: '/', replace: true });
  },
  loaderDeps: ({ search }) => search,
  loader: ({ context, deps }) => context.queryClient.ensureQueryData(dealsQueryOptions(searchListParams(deps))),
  component: SearchRoute,
});

function SearchRoute() {
  const search = Route.useSearch();
  const deals = useDeals(searchListParams(search));
  const currentUser = useCurrentUser();
  return (
    <SearchResults search={search} count={deals.data?.metadata.count}>
      <DealList
        data={deals.data}
        isPending={deals.isPending}
        isError={deals.isError}
        isFetching={deals.isPlaceholderData}
        page={search.page}
        currentUserId={currentUser.data?.id}
      />
    </SearchResults>
  );
}
