import { createFileRoute, stripSearchParams } from '@tanstack/react-router';
import { bannersQueryOptions } from '@/features/banners/api/get-banners';
import { useSlotBanners } from '@/features/banners/api/use-slot-banners';
import { InListBanners } from '@/features/banners/components/InListBanners';
import { SidebarBanners } from '@/features/banners/components/SidebarBanners';
import { bannersAfterCard } from '@/features/banners/lib/select-banners';
import { useWideLayout } from '@/features/banners/lib/use-wide-layout';
import { dealsQueryOptions } from '@/features/deals/api/get-deals';
import { HomeDeals } from '@/features/deals/components/HomeDeals';
import { HOME_TABS, HomeSearchSchema, homeListParams, type HomeTab } from '@/features/deals/lib/home-params';
import type { BannerLocation } from '@/shared/constants';

/** §2 Home: each tab has its own banner slot. */
const TAB_BANNER_LOCATION: Record<HomeTab, BannerLocation> = {
  best: 'web_best_deals',
  new: 'web_new_deals',
};

export const Route = createFileRoute('/')({
  validateSearch: HomeSearchSchema,
  // Defaults stay out of the address bar, so '/' is the canonical URL of the first page of the first tab.
  search: { middlewares: [stripSearchParams({ tab: HOME_TABS[0], page: 1 })] },
  loaderDeps: ({ search }) => homeListParams(search.tab, search.categories, search.page),
  loader: ({ context, deps }) => {
    // Banners are secondary: start loading them, but never hold the deals back for them or fail with them.
    void context.queryClient.prefetchQuery(bannersQueryOptions());
    return context.queryClient.ensureQueryData(dealsQueryOptions(deps));
  },
  component: Home,
});

function Home() {
  const { tab, categories, page } = Route.useSearch();
  const banners = useSlotBanners(TAB_BANNER_LOCATION[tab]);
  const wide = useWideLayout();
  // Desktop shows the banners in the sidebar column; phones have none, so there they go between the cards.
  const insertAfter = (index: number) => {
    const here = bannersAfterCard(banners, index);
    return here.length > 0 ? <InListBanners banners={here} /> : null;
  };
  return (
    <HomeDeals
      tab={tab}
      categories={categories}
      page={page}
      aside={wide && banners.length > 0 ? <SidebarBanners banners={banners} /> : undefined}
      insertAfter={wide ? undefined : insertAfter}
    />
  );
}
