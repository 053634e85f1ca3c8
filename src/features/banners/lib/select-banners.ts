import type { BannerLocation } from '@/shared/constants';
import type { Banner } from '@/shared/schemas/banner';

/** The slot every screen falls back to when its own slot has no banners. */
export const FALLBACK_BANNER_LOCATION: BannerLocation = 'web_sidebar';

/** The banners of one location slot, or of the fallback slot when that one is empty, sorted by position. */
export function selectBanners(banners: readonly Banner[], location: BannerLocation): Banner[] {
  const inSlot = (slot: BannerLocation) => banners.filter((banner) => banner.locations.includes(slot));
  const chosen = inSlot(location);
  const result = chosen.length > 0 || location === FALLBACK_BANNER_LOCATION ? chosen : inSlot(FALLBACK_BANNER_LOCATION);
  return [...result].sort((a, b) => a.position - b.position || a.id - b.id);
}

/** The banners a list shows right after its card at `index` (a banner's position is the card it follows). */
export function bannersAfterCard(banners: readonly Banner[], index: number): Banner[] {
  return banners.filter((banner) => banner.position === index);
}
