import { createFileRoute, stripSearchParams } from '@tanstack/react-router';
import { dealsQueryOptions } from '@/features/deals/api/get-deals';
import { HomeDeals } from '@/features/deals/components/HomeDeals';
import { HOME_TABS, HomeSearchSchema, homeListParams } from '@/features/deals/lib/home-params';

export const Route = createFileRoute('/')({
  validateSearch: HomeSearchSchema,
  // Defaults stay out of the address bar, so '/' is the canonical URL of the first page of the first tab.
  search: { middlewares: [stripSearchParams({ tab: HOME_TABS[0], page: 1 })] },
  loaderDeps: ({ search }) => homeListParams(search.tab, search.categories, search.page),
  loader: ({ context, deps }) => context.queryClient.ensureQueryData(dealsQueryOptions(deps)),
  component: Home,
});

function Home() {
  const { tab, categories, page } = Route.useSearch();
  return <HomeDeals tab={tab} categories={categories} page={page} />;
}
