import { createFileRoute, stripSearchParams } from '@tanstack/react-router';
import type { ReactNode } from 'react';
import { bannersQueryOptions } from '@/features/banners/api/get-banners';
import { useBannerPlacement } from '@/features/banners/components/use-banner-placement';
import { dealsQueryOptions, useDeals } from '@/features/deals/api/get-deals';
import { DealList } from '@/features/deals/components/DealList';
import { listQueryState } from '@/components/ui/PagedList';
import { lowestConsolePricesQueryOptions } from '@/features/gamer-zone/api/get-lowest-console-prices';
import { GamerZoneScreen } from '@/features/gamer-zone/components/GamerZoneScreen';
import { Newsfeed } from '@/features/gamer-zone/components/Newsfeed';
import type { LatestDealsState } from '@/features/gamer-zone/components/LatestDeals';
import {
  GAMER_ZONE_SECTIONS,
  GAMER_ZONE_TABS,
  GamerZoneSearchSchema,
  latestSectionQuery,
  sectionListQuery,
  type GamerZoneSection,
} from '@/features/gamer-zone/lib/gamer-zone-params';
import type { GamePlatform } from '@/shared/categories';
import type { BannerLocation } from '@/shared/constants';
import { whileServerRenders } from '@/app/router-context';
import { lazyHead } from '@/lib/page-head';

/** Each deal tab of the gamer zone has its own banner slot. */
const SECTION_BANNER_LOCATION: Record<GamerZoneSection, BannerLocation> = {
  games: 'web_gamerzone_games_tab',
  hardware: 'web_gamerzone_hardware_tab',
};

export const Route = createFileRoute('/gamer-zone/')({
  validateSearch: GamerZoneSearchSchema,
  // Defaults stay out of the address bar: '/gamer-zone' is the newsfeed.
  search: { middlewares: [stripSearchParams({ tab: GAMER_ZONE_TABS[0], page: 1 })] },
  loaderDeps: ({ search }) => search,
  loader: ({ context, deps }) => {
    const { queryClient } = context;
    if (deps.tab === 'newsfeed') {
      // The cards' prices are secondary to the deals: fetched alongside, never awaited in the browser, never failing.
      return whileServerRenders(context, [
        queryClient.prefetchQuery(lowestConsolePricesQueryOptions()),
        ...GAMER_ZONE_SECTIONS.map((section) => queryClient.prefetchQuery(dealsQueryOptions(latestSectionQuery(section)))),
      ]);
    }
    // In the browser the list is not waited for: the page shows at once and the list its own loading, error or dimmed
    // previous page; a held copy (offline) is there immediately.
    return whileServerRenders(context, [
      queryClient.prefetchQuery(bannersQueryOptions()),
      queryClient.prefetchQuery(dealsQueryOptions(sectionListQuery(deps.tab, deps.platform, deps.page))),
    ]);
  },
  head: lazyHead(async () => (await import('@/features/gamer-zone/lib/heads')).gamerZoneHead),
  component: GamerZoneRoute,
});

function GamerZoneRoute() {
  const { tab, platform, page } = Route.useSearch();
  // The newsfeed has no banner slot.
  const { aside, insertAfter } = useBannerPlacement(tab === 'newsfeed' ? null : SECTION_BANNER_LOCATION[tab]);
  // One screen for every tab, so a tab change keeps the tab list mounted (and the keyboard focus on it).
  return (
    <GamerZoneScreen tab={tab} platform={platform} aside={aside}>
      {tab === 'newsfeed' ? <NewsfeedTab /> : <SectionDeals section={tab} platform={platform} page={page} insertAfter={insertAfter} />}
    </GamerZoneScreen>
  );
}

/** One 'latest' block's deals, in the shape the newsfeed takes (the deals feature owns the query). */
function useLatest(section: GamerZoneSection): LatestDealsState {
  const result = useDeals(latestSectionQuery(section));
  return { deals: result.data?.data, isPending: result.isPending, isError: result.isError };
}

function NewsfeedTab() {
  const games = useLatest('games');
  const hardware = useLatest('hardware');
  return <Newsfeed latest={{ games, hardware }} />;
}

interface SectionDealsProps {
  section: GamerZoneSection;
  platform: GamePlatform | undefined;
  page: number;
  /** Phones have no sidebar: the tab's banners go between the cards, as on home. */
  insertAfter: ((index: number) => ReactNode) | undefined;
}

function SectionDeals({ section, platform, page, insertAfter }: SectionDealsProps) {
  const deals = useDeals(sectionListQuery(section, platform, page));
  return <DealList {...listQueryState(deals)} page={page} insertAfter={insertAfter} />;
}
