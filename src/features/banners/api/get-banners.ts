import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiGet } from '@/lib/http';
import type { Banner } from '@/shared/schemas/banner';
import type { ListResponse } from '@/shared/schemas/common';
import { bannerKeys } from '@/domain/query-keys';

const BANNERS_STALE_MS = 10 * 60_000;

export function getBanners(signal?: AbortSignal): Promise<ListResponse<Banner>> {
  return apiGet<ListResponse<Banner>>('banners/', undefined, signal);
}

export const bannersQueryOptions = () =>
  queryOptions({
    queryKey: bannerKeys.list(),
    queryFn: ({ signal }) => getBanners(signal),
    // Banners change rarely (the service worker serves them cache-first too); refetching on every visit is waste.
    staleTime: BANNERS_STALE_MS,
  });

export function useBanners() {
  return useQuery(bannersQueryOptions());
}
