import { useMemo } from 'react';
import type { BannerLocation } from '@/shared/constants';
import type { Banner } from '@/shared/schemas/banner';
import { selectBanners } from '../lib/select-banners';
import { useBanners } from './get-banners';

const NONE: Banner[] = [];

/** The banners of one slot (fallback slot when empty), sorted by position; none while loading or on failure. */
export function useSlotBanners(location: BannerLocation): Banner[] {
  const { data } = useBanners();
  return useMemo(() => (data ? selectBanners(data.data, location) : NONE), [data, location]);
}
