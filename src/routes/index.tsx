import { createFileRoute, redirect, stripSearchParams } from '@tanstack/react-router';
import { bannersQueryOptions } from '@/features/banners/api/get-banners';
import { useBannerPlacement } from '@/features/banners/components/use-banner-placement';
import { homeDealsQueryOptions } from '@/features/deals/api/get-home-deals';
import { HomeDeals } from '@/features/deals/components/HomeDeals';
import { HOME_TABS, HomeSearchSchema, homeTabFor, type HomeTab } from '@/features/deals/lib/home-params';
import type { BannerLocation } from '@/shared/constants';
import { whileServerRenders } from '@/app/router-context';
import { lazyHead } from '@/lib/page-head';

/**
 * Home: each tab has its own banner slot; the favourites tab uses the default sidebar slot. The hot tab
 * shares the best tab's slot: there is no slot of its own for it, and both are the community's ranked picks.
 */
const TAB_BANNER_LOCATION: Record<HomeTab, BannerLocation> = {
  best: 'web_best_deals',
  hot: 'web_best_deals',
  new: 'web_new_deals',
  favourites: 'web_sidebar',
};

export const Route = createFileRoute('/')({
  validateSearch: HomeSearchSchema,
  // Defaults stay out of the address bar, so '/' is the canonical URL of the first page of the first tab.
  search: { middlewares: [stripSearchParams({ tab: HOME_TABS[0], page: 1 })] },
  beforeLoad: ({ search, context }) => {
    // A guest has no favourites tab, so its address falls back to the first tab (without a history entry).
    const tab = homeTabFor(search.tab, context.session.isSignedIn);
    if (tab !== search.tab) throw redirect({ to: '/', search: { ...search, tab, page: 1 }, replace: true });
  },
  loaderDeps: ({ search }) => search,
  loader: ({ context, deps }) => {
    const tab = homeTabFor(deps.tab, context.session.isSignedIn);
    // In the browser neither is waited for: the page (heading, tabs, chips) shows at once, the list its own loading,
    // error or dimmed previous page, a held copy (offline) immediately, and banners never hold deals back.
    return whileServerRenders(context, [
      context.queryClient.prefetchQuery(bannersQueryOptions()),
      context.queryClient.prefetchQuery(homeDealsQueryOptions(tab, deps.categories, deps.page)),
    ]);
  },
  head: lazyHead(async () => (await import('@/features/deals/lib/home-head')).homeHead),
  component: Home,
});

function Home() {
  const { tab, categories, page } = Route.useSearch();
  const { aside, insertAfter } = useBannerPlacement(TAB_BANNER_LOCATION[tab]);
  return <HomeDeals tab={tab} categories={categories} page={page} aside={aside} insertAfter={insertAfter} />;
}
