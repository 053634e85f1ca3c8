import { createFileRoute, notFound, stripSearchParams } from '@tanstack/react-router';
import { dealsQueryOptions, useDeals } from '@/features/deals/api/get-deals';
import { DealList } from '@/features/deals/components/DealList';
import { listQueryState } from '@/components/ui/PagedList';
import { lowestConsolePricesQueryOptions } from '@/features/gamer-zone/api/get-lowest-console-prices';
import { ConsoleNotFound } from '@/features/gamer-zone/components/ConsoleNotFound';
import { ConsoleScreen } from '@/features/gamer-zone/components/ConsoleScreen';
import { NoBundles } from '@/features/gamer-zone/components/NoBundles';
import { CONSOLE_TABS, ConsoleSearchSchema, consoleListQuery, type GamerZoneDealQuery } from '@/features/gamer-zone/lib/gamer-zone-params';
import { isConsoleSlug } from '@/shared/categories';
import { whileServerRenders } from '@/app/router-context';
import { lazyHead } from '@/lib/page-head';

export const Route = createFileRoute('/gamer-zone/$console')({
  validateSearch: ConsoleSearchSchema,
  search: { middlewares: [stripSearchParams({ tab: CONSOLE_TABS[0], page: 1 })] },
  loaderDeps: ({ search }) => search,
  loader: ({ context, params, deps }) => {
    // Only known consoles have a page: anything else is the not-found page.
    if (!isConsoleSlug(params.console)) throw notFound();
    const query = consoleListQuery(params.console, deps.tab, deps.page);
    // In the browser the list is not waited for: the page shows at once and the list its own loading, error or dimmed
    // previous page; a held copy (offline) is there immediately.
    return whileServerRenders(context, [
      context.queryClient.prefetchQuery(lowestConsolePricesQueryOptions()),
      query ? context.queryClient.prefetchQuery(dealsQueryOptions(query)) : null,
    ]);
  },
  head: lazyHead(async () => (await import('@/features/gamer-zone/lib/heads')).consoleHead),
  notFoundComponent: ConsoleNotFound,
  component: ConsoleRoute,
});

function ConsoleRoute() {
  const { console: slug } = Route.useParams();
  const { tab, page } = Route.useSearch();
  // The loader has already refused unknown slugs; this narrows the type for the screen.
  if (!isConsoleSlug(slug)) return <ConsoleNotFound />;
  const query = consoleListQuery(slug, tab, page);
  return (
    <ConsoleScreen slug={slug} tab={tab}>
      {query ? <ConsoleDeals query={query} page={page} /> : <NoBundles />}
    </ConsoleScreen>
  );
}

function ConsoleDeals({ query, page }: { query: GamerZoneDealQuery; page: number }) {
  const deals = useDeals(query);
  return <DealList {...listQueryState(deals)} page={page} />;
}
