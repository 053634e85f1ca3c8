import { createFileRoute, redirect, stripSearchParams } from '@tanstack/react-router';
import { dealsQueryOptions, useDeals } from '@/features/deals/api/get-deals';
import { DealList } from '@/features/deals/components/DealList';
import { listQueryState } from '@/components/ui/PagedList';
import { SearchResults } from '@/features/search/components/SearchResults';
import { SEARCH_PARAM_DEFAULTS, SearchResultsSearchSchema, searchListParams, type SearchTab } from '@/features/search/lib/search-params';
import { moreInNew, resolveSearchTab, tabCount, type TabCount } from '@/features/search/lib/search-tabs';
import { whileServerRenders } from '@/app/router-context';
import { DEAL_PAGE_SIZE } from '@/shared/constants';
import { lazyHead } from '@/lib/page-head';

export const Route = createFileRoute('/search')({
  validateSearch: SearchResultsSearchSchema,
  // Defaults stay out of the address bar: /search?query=x is the first page, newest, active only, on the tab with results.
  search: { middlewares: [stripSearchParams(SEARCH_PARAM_DEFAULTS)] },
  beforeLoad: ({ search }) => {
    // There is nothing to show without a query (trimmed and non-empty), and Back must not return here.
    if (search.query === '') throw redirect({ to: '/', replace: true });
  },
  loaderDeps: ({ search }) => search,
  // In the browser the lists are not waited for: the page shows at once and the list its own loading, error or dimmed
  // previous page; a held copy (offline) is there immediately. Both tabs' first pages give their counts.
  loader: ({ context, deps }) => {
    const { queryClient } = context;
    const firstPage = (tab: SearchTab) => dealsQueryOptions(searchListParams(deps, tab, 1));
    const firstPages = [queryClient.prefetchQuery(firstPage('best')), queryClient.prefetchQuery(firstPage('new'))];
    // A later page is of the tab the counts decide, so it is asked for once they are known.
    const laterPage =
      deps.page > 1
        ? Promise.all(firstPages).then(() => {
            const countOf = (tab: SearchTab): TabCount => {
              const state = queryClient.getQueryState(firstPage(tab).queryKey);
              return state?.data ? state.data.metadata.count : state?.status === 'error' ? 'failed' : 'loading';
            };
            const { tab } = resolveSearchTab(deps.tab, countOf('best'), countOf('new'));
            return queryClient.prefetchQuery(dealsQueryOptions(searchListParams(deps, tab, deps.page)));
          })
        : null;
    return whileServerRenders(context, [...firstPages, laterPage]);
  },
  head: lazyHead(async () => (await import('@/features/search/lib/search-head')).searchHead),
  component: SearchRoute,
});

function SearchRoute() {
  const search = Route.useSearch();
  // One extra request: the other tab's first page, for its count (and, under a short Best list, its other matches).
  const best = useDeals(searchListParams(search, 'best', 1));
  const all = useDeals(searchListParams(search, 'new', 1));
  const counts = { best: tabCount(best), new: tabCount(all) };
  const { tab, deciding } = resolveSearchTab(search.tab, counts.best, counts.new);
  const deals = useDeals(searchListParams(search, tab, search.page));
  const list = listQueryState(deals);

  const more =
    tab === 'best' && search.page === 1 && typeof counts.best === 'number' && best.data && all.data && !all.isPlaceholderData
      ? moreInNew(best.data.data, counts.best, DEAL_PAGE_SIZE, all.data.data)
      : [];

  return (
    <SearchResults
      search={search}
      tab={tab}
      counts={counts}
      moreCount={more.length}
      mutedCount={deals.data?.metadata.muted_count}
      more={
        more.length > 0 && (
          <DealList
            data={{ data: more, metadata: { count: more.length, pages_count: 1 } }}
            isPending={false}
            isError={false}
            onRetry={list.onRetry}
            page={1}
            headingLevel={3}
          />
        )
      }
    >
      <DealList {...list} isPending={list.isPending || deciding} page={search.page} />
    </SearchResults>
  );
}
