import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiGet } from '@/lib/http';
import { editorialKeys } from '@/domain/moderation-keys';
import type { BannerForOperator } from '@/shared/schemas/moderation-editorial';

export interface BannersForOperator {
  data: BannerForOperator[];
}

export const bannersQueryOptions = () =>
  queryOptions({
    queryKey: editorialKeys.banners(),
    queryFn: ({ signal }) => apiGet<BannersForOperator>('moderation/banners', undefined, signal),
  });
export const useOperatorBanners = () => useQuery(bannersQueryOptions());
