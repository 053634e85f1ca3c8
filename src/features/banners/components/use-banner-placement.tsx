import type { ReactNode } from 'react';
import type { BannerLocation } from '@/shared/constants';
import type { Banner } from '@/shared/schemas/banner';
import { useSlotBanners } from '../api/use-slot-banners';
import { bannersAfterCard, FALLBACK_BANNER_LOCATION } from '../lib/select-banners';
import { InListBanners } from './InListBanners';
import { SidebarBanners } from './SidebarBanners';

const NONE: readonly Banner[] = [];

export interface BannerPlacement {
  /** The sidebar column's banners (desktop), for the screen's aside. */
  aside: ReactNode | undefined;
  /** The banners after the card at `index` (phones), for the list's `insertAfter`. */
  insertAfter: ((index: number) => ReactNode) | undefined;
}

/** Cards a phone shows on its first screen: a banner after one of them is above the fold. */
const FIRST_SCREEN_CARDS = 2;

/**
 * Where a list screen's banners go: in the sidebar column on desktop; phones have none, so there they go
 * between the cards at their position. Both are drawn at every width and CSS shows the one that fits, so the server's
 * page is laid out as it stays: choosing in JS drew the phone's on the server and moved them once the app started. A
 * hidden copy fetches no image, is not read out and never counts as seen. `null` is a screen without a banner slot.
 */
export function useBannerPlacement(location: BannerLocation | null): BannerPlacement {
  // Hooks cannot be skipped on a screen without a slot: its banners are simply not shown.
  const slotBanners = useSlotBanners(location ?? FALLBACK_BANNER_LOCATION);
  const banners = location === null ? NONE : slotBanners;
  if (banners.length === 0) return { aside: undefined, insertAfter: undefined };
  return {
    aside: <SidebarBanners banners={banners} wideOnly />,
    insertAfter: (index) => {
      const here = bannersAfterCard(banners, index);
      return here.length > 0 ? <InListBanners banners={here} priority={index < FIRST_SCREEN_CARDS} narrowOnly /> : null;
    },
  };
}
