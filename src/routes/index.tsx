import { createFileRoute, stripSearchParams } from '@tanstack/react-router';
import * as v from 'valibot';
import { dealsQueryOptions } from '@/features/deals/api/get-deals';
import { HomeDeals } from '@/features/deals/components/HomeDeals';
import { HOME_TABS, homeListParams, parseCategories } from '@/features/deals/lib/home-params';

/** §4 fallbacks: an invalid tab becomes the first one, unknown categories are dropped, a bad page becomes 1. */
const HomeSearchSchema = v.object({
  tab: v.fallback(v.optional(v.picklist(HOME_TABS), HOME_TABS[0]), HOME_TABS[0]),
  categories: v.fallback(
    v.optional(
      v.pipe(
        v.string(),
        v.transform((value) => parseCategories(value).join(',') || undefined),
      ),
    ),
    undefined,
  ),
  page: v.fallback(v.optional(v.pipe(v.number(), v.integer(), v.minValue(1)), 1), 1),
});

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
